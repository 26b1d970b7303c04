package golden

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// shortRunes is the length below which a needle is matched only as a whole token: a
// supplied "1" or "Yes" replaces the token "1" or "yes", never the "1" in "2019".
const shortRunes = 4

// foldRune is simple case folding: every case variant of a letter maps to one rune.
func foldRune(r rune) rune { return unicode.ToLower(unicode.ToUpper(r)) }

// tokenRune reports whether r belongs to a token (a letter or a digit); anything else
// separates tokens.
func tokenRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// folded is a string in matching form (case-folded, each run of white space one
// space) with, for each byte of the form, the byte span of the original it came from.
type folded struct {
	s          string
	start, end []int
}

// fold returns s in matching form.
func fold(s string) folded {
	f := folded{start: make([]int, 0, len(s)), end: make([]int, 0, len(s))}
	var b strings.Builder
	b.Grow(len(s))
	space := -1 // the start of the white-space run being collapsed, or -1
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			if space < 0 {
				space = i
				b.WriteByte(' ')
				f.start, f.end = append(f.start, i), append(f.end, i+size)
			} else {
				f.end[len(f.end)-1] = i + size
			}
			i += size
			continue
		}
		space = -1
		n := b.Len()
		if r == utf8.RuneError && size == 1 {
			b.WriteByte(s[i])
		} else {
			b.WriteRune(foldRune(r))
		}
		for range b.Len() - n {
			f.start, f.end = append(f.start, i), append(f.end, i+size)
		}
		i += size
	}
	f.s = b.String()
	return f
}

// foldNeedle is a needle's matching form: folded, with its outer white space trimmed.
func foldNeedle(s string) string { return strings.TrimSpace(fold(s).s) }

// needle is one string to find, and what replaces it.
type needle struct {
	// exact is the string as given; form its matching form.
	exact, form string
	// with replaces every match.
	with string
	// short needles match whole tokens only; edges say whether each end of the form
	// is a token rune (only such an end needs a token boundary).
	short             bool
	leftTok, rightTok bool
}

// matcher finds needles in strings: exact, case-folded and white-space-normalised
// matches, leftmost-longest, without overlaps.
type matcher struct {
	needles []needle
}

// add adds a needle; an empty one is ignored. A needle whose form equals an earlier
// one's is kept after it, so a match prefers the needle whose exact text it is.
func (m *matcher) add(exact, with string) {
	form := foldNeedle(exact)
	if form == "" {
		return
	}
	for _, n := range m.needles {
		if n.exact == exact {
			return
		}
	}
	first, _ := utf8.DecodeRuneInString(form)
	last, _ := utf8.DecodeLastRuneInString(form)
	m.needles = append(m.needles, needle{exact: exact, form: form, with: with,
		short: utf8.RuneCountInString(form) < shortRunes, leftTok: tokenRune(first), rightTok: tokenRune(last)})
	// Longest forms first: at one position the longest needle wins.
	slices.SortStableFunc(m.needles, func(a, b needle) int { return len(b.form) - len(a.form) })
}

// match is one needle found in a folded string, as a byte span of the original.
type match struct {
	from, to int
	n        *needle
}

// boundary reports whether the folded string has a token boundary at byte i, looking
// left (before i) or right (at i).
func boundary(s string, i int, left bool) bool {
	if left {
		if i == 0 {
			return true
		}
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		return !tokenRune(r)
	}
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !tokenRune(r)
}

// find returns the non-overlapping matches in s, leftmost first; at one position the
// longest needle wins.
func (m *matcher) find(s string) []match {
	if len(m.needles) == 0 || s == "" {
		return nil
	}
	f := fold(s)
	var all []match
	for i := range m.needles {
		n := &m.needles[i]
		for at := 0; at < len(f.s); {
			j := strings.Index(f.s[at:], n.form)
			if j < 0 {
				break
			}
			a, b := at+j, at+j+len(n.form)
			_, size := utf8.DecodeRuneInString(f.s[a:])
			at = a + size
			if n.short && ((n.leftTok && !boundary(f.s, a, true)) || (n.rightTok && !boundary(f.s, b, false))) {
				continue
			}
			all = append(all, match{from: f.start[a], to: f.end[b-1], n: n})
		}
	}
	slices.SortStableFunc(all, func(x, y match) int {
		if x.from != y.from {
			return x.from - y.from
		}
		return (y.to - y.from) - (x.to - x.from)
	})
	out := all[:0]
	end := 0
	for _, mt := range all {
		if mt.from >= end {
			out = append(out, mt)
			end = mt.to
		}
	}
	return out
}

// replacement is what replaces a match: the needle whose exact text the match is, when
// several needles share the form, else the first.
func (m *matcher) replacement(s string, mt match) string {
	span := s[mt.from:mt.to]
	for _, n := range m.needles {
		if n.form == mt.n.form && n.exact == span {
			return n.with
		}
	}
	return mt.n.with
}

// segment is a piece of a replaced string: original text, or a replacement.
type segment struct {
	text     string
	replaced bool
}

// replace returns s with every match replaced, as segments.
func (m *matcher) replace(s string) []segment {
	ms := m.find(s)
	if len(ms) == 0 {
		return []segment{{text: s}}
	}
	out := make([]segment, 0, 2*len(ms)+1)
	at := 0
	for _, mt := range ms {
		if mt.from > at {
			out = append(out, segment{text: s[at:mt.from]})
		}
		out = append(out, segment{text: m.replacement(s, mt), replaced: true})
		at = mt.to
	}
	if at < len(s) {
		out = append(out, segment{text: s[at:]})
	}
	return out
}

// join concatenates segments.
func join(segs []segment) string {
	if len(segs) == 1 {
		return segs[0].text
	}
	var b strings.Builder
	for _, g := range segs {
		b.WriteString(g.text)
	}
	return b.String()
}

// holds reports whether s holds any needle.
func (m *matcher) holds(s string) bool { return len(m.find(s)) > 0 }
