package local

import (
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/browsergoal/browsergoal/fsm"
)

// Paths: a goal that writes a path ("Open src > handlers > index.go", "Open
// test/fixtures.json") names one control per segment, in order (a tree's folders, then
// the file; a menu, then its item), so each segment is a step of its own whose control
// is named exactly by the segment, and the goal is done only when every segment's click
// is.

var (
	// crumbPath is a breadcrumb: segments without spaces joined by ">".
	crumbPath = regexp.MustCompile(`[^\s>/"']+(?:\s*>\s*[^\s>/"']+)+`)
	// slashPath is a file path: segments without spaces joined by "/".
	slashPath = regexp.MustCompile(`[^\s/"']+(?:/[^\s/"']+)+`)
	// fileExt ends a file name ("index.go", "release.sh").
	fileExt = regexp.MustCompile(`\.[a-z][a-z0-9]{0,5}$`)
)

// pathLabels returns the lower-cased goal with the separators of every path written as
// clause separators (";", one byte for one, so offsets hold), and the mentions occ
// plus one label per path segment that overlaps no mention, in goal order. A slash path
// counts when it is no URL or domain (its first segment has no dot and the goal has no
// "://" in it), every segment has a letter, and it ends in a file name or has three
// segments or more ("and/or", "on/off" and "11/28/2026" are no paths).
func pathLabels(low string, occ []occurrence) (string, []occurrence) {
	b := []byte(low)
	out := append([]occurrence(nil), occ...)
	add := func(start, end int, sep func(string) []string, isPath func([]string) bool) {
		span := strings.TrimRight(low[start:end], ".,;:!?)")
		end = start + len(span)
		segs := sep(span)
		if !isPath(segs) || overlaps(out, occurrence{start: start, end: end}) {
			return
		}
		at := start
		for _, seg := range segs {
			i := strings.Index(low[at:end], seg)
			out = append(out, occurrence{start: at + i, end: at + i + len(seg), value: -1, label: seg, segment: true})
			at += i + len(seg)
			if k := strings.IndexAny(low[at:end], ">/"); k >= 0 {
				b[at+k] = ';'
			}
		}
	}
	hasLetter := func(segs []string) bool {
		for _, s := range segs {
			if strings.IndexFunc(s, unicode.IsLetter) < 0 {
				return false
			}
		}
		return len(segs) >= 2
	}
	for _, m := range crumbPath.FindAllStringIndex(low, -1) {
		add(m[0], m[1], func(s string) []string {
			parts := strings.Split(s, ">")
			for i := range parts {
				parts[i] = strings.TrimSpace(parts[i])
			}
			return parts
		}, hasLetter)
	}
	if !strings.Contains(low, "://") {
		for _, m := range slashPath.FindAllStringIndex(low, -1) {
			add(m[0], m[1], func(s string) []string { return strings.Split(s, "/") }, func(segs []string) bool {
				return hasLetter(segs) && !strings.Contains(segs[0], ".") &&
					(fileExt.MatchString(segs[len(segs)-1]) || len(segs) >= 3)
			})
		}
	}
	sortOccurrences(out)
	return string(b), out
}

func sortOccurrences(occ []occurrence) {
	sort.Slice(occ, func(i, j int) bool { return occ[i].start < occ[j].start })
}

// openSegments marks done the path steps the page or the trace shows done without a
// click: a segment whose control's nearby text shows the next segment, named by a
// control of its own, is open already (an open folder lists its children: clicking it
// would close it), and a segment before one whose click the trace shows was open.
func (s *scorer) openSegments() {
	seg := func(k int) bool {
		st := s.steps[k]
		return st.kind == stepClick && st.click == clickName && st.clause >= 0 &&
			s.g.clauses[st.clause].segment && len(s.g.clauses[st.clause].labels) == 1
	}
	label := func(k int) string { return strings.Join(rawWords(s.g.clauses[s.steps[k].clause].labels[0]), " ") }
	named := func(l string) []int {
		var out []int
		for i := range s.req.Candidates {
			if s.req.Candidates[i].Action == fsm.ActClick && strings.Join(nameWords(s.req.Candidates[i].Name), " ") == l {
				out = append(out, i)
			}
		}
		return out
	}
	for k := len(s.steps) - 2; k >= 0; k-- {
		if s.prog.done[k] || !seg(k) || !seg(k+1) {
			continue
		}
		open := s.prog.done[k+1]
		if next := label(k + 1); !open && len(named(next)) > 0 {
			for _, i := range named(label(k)) {
				open = open || containsPhrase(strings.Join(rawWords(s.req.Candidates[i].Context), " "), next)
			}
		}
		if open {
			s.prog.set(k, true)
		}
	}
	s.nextUndone()
}
