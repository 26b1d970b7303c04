package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// A control's name can hold a word or a mark the goal is cut at: "Save and finish later",
// "Terms and conditions", "Klara and the Sun", "Yes, continue". A goal that says such a
// name whole says one thing there, so no clause boundary falls inside it.

// cutWords are the words splitClauses cuts a goal at ("and", "then", "but"; "plus"
// joins as "and").
func cutWords() []string { return []string{"and", "then", "but", "plus"} }

// cutMarks are the marks splitClauses may cut a goal at (separates, and "+").
const cutMarks = ",;!?.:+"

// span is a half-open byte range of the lower-cased goal.
type span struct{ start, end int }

// nameSpans returns the spans of the lower-cased goal that say, as whole words, the
// whole name of an offered control, or of one the trace acted on (its target's name after
// the role word: the control may be gone once pressed), when that name holds a cut word or
// mark between two of its words (cutInside): the goal names that control there, and
// splitClauses keeps the span in one clause.
func nameSpans(low string, cands []fsm.Candidate, trace []fsm.TraceEntry) []span {
	names := make([]string, 0, len(cands)+len(trace))
	for i := range cands {
		names = append(names, cands[i].Name)
	}
	for _, e := range trace {
		if _, name, ok := strings.Cut(e.Target, " "); ok {
			names = append(names, name)
		}
	}
	var out []span
	seen := map[string]bool{}
	for _, n := range names {
		name := strings.ToLower(strings.TrimFunc(n, func(r rune) bool { return !isWordRune(r) }))
		if seen[name] || !cutInside(name) {
			continue
		}
		seen[name] = true
		for _, at := range findPhrase(low, name) {
			out = append(out, span{at, at + len(name)})
		}
	}
	return out
}

// cutInside reports whether name (trimmed to its first and last word) holds a cut word
// or a cut mark: a word or mark with words on both sides of it.
func cutInside(name string) bool {
	if strings.ContainsAny(name, cutMarks) {
		return true
	}
	words := strings.FieldsFunc(name, func(r rune) bool { return !isWordRune(r) })
	for k := 1; k+1 < len(words); k++ {
		if contains(cutWords(), words[k]) {
			return true
		}
	}
	return false
}

// within reports whether byte offset at of the goal lies inside one of spans (not at its
// first byte: a cut before a name still cuts).
func within(spans []span, at int) bool {
	for _, s := range spans {
		if at > s.start && at < s.end {
			return true
		}
	}
	return false
}
