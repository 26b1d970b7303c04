package local

import (
	"slices"
	"strings"
	"unicode"
)

// A person's name written whole in a goal ("I'm Chidi Anagonye") puts its parts in the
// order English writes them: the given name first, the family name last. When the caller
// supplied the parts as two values and the page asks for them in two fields, each part
// goes to the field its place names.

// namePartRow is the words a field label says for one part of a person's name: words
// that name it before "name" ("First name") and words that name it alone ("Surname").
type namePartRow struct {
	first bool // the given name (first in the written name); else the family name
	words []string
	alone []string
}

func namePartRows() []namePartRow {
	return []namePartRow{
		{true, []string{"first", "given"}, []string{"forename", "forenames"}},
		{false, []string{"last", "family"}, []string{"surname"}},
	}
}

// namePart is which part of a name field candidate i asks for: +1 the given name, -1 the
// family name, 0 neither.
func (s *scorer) namePart(i int) int {
	label := rawWords(s.req.Candidates[i].Name)
	for _, r := range namePartRows() {
		if !slices.ContainsFunc(r.alone, func(w string) bool { return contains(label, w) }) &&
			!(contains(label, "name") && slices.ContainsFunc(r.words, func(w string) bool { return contains(label, w) })) {
			continue
		}
		if r.first {
			return 1
		}
		return -1
	}
	return 0
}

// namePartFit is how well value vi fits name field i when the goal writes vi right
// before or after another caller value as one name, both capitalised words (nameWord): 1 for the part's own field,
// wrongField for the other part's; ok false when the rule does not apply.
func (s *scorer) namePartFit(i, vi int) (fit float64, ok bool) {
	part := s.namePart(i)
	if part == 0 {
		return 0, false
	}
	me := s.g.values[vi].text
	if !nameWord(me) {
		return 0, false
	}
	for vj := range s.g.values {
		other := s.g.values[vj].text
		if vj == vi || s.g.values[vj].kind != valueText || !nameWord(other) {
			continue
		}
		place := 0
		switch {
		case strings.Contains(s.req.Goal, me+" "+other):
			place = 1 // vi is written first: the given name
		case strings.Contains(s.req.Goal, other+" "+me):
			place = -1
		default:
			continue
		}
		if place == part {
			return 1, true
		}
		return wrongField, true
	}
	return 0, false
}

// nameWord reports whether a value is one capitalised word of letters (apostrophes and
// hyphens allowed), as a part of a person's name is written: "Chidi", "O'Brien".
func nameWord(v string) bool {
	if v == "" || !unicode.IsUpper([]rune(v)[0]) {
		return false
	}
	for _, r := range v {
		if !unicode.IsLetter(r) && r != '\'' && r != '-' && r != '’' {
			return false
		}
	}
	return true
}
