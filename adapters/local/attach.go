package local

import (
	"unicode"
	"unicode/utf8"
)

// Values the goal does not quote verbatim find their clause by their words: all of a
// typed value's words (attachFuzzy), one word of an option's (attachByWord). A date, a
// time or an amount the goal writes its own way finds it by its reading (attachDates in
// dates.go, attachWritten in numbers.go).

// attachFuzzy attaches a value the goal does not quote verbatim to the first clause that
// holds all of its words, when it has at least two ("Find async examples for Rust" with
// the value "Rust async examples").
func (g *goal) attachFuzzy() {
	for vi := range g.values {
		v := &g.values[vi]
		if v.clause >= 0 || v.kind == valueURL || len(v.tokens) < 2 {
			continue
		}
		for ci := range g.clauses {
			if v.tokens.count(g.clauses[ci].tokens) == len(v.tokens) {
				v.clause, v.fuzzy = ci, true
				g.clauses[ci].values = append(g.clauses[ci].values, vi)
				break
			}
		}
	}
}

// attachByWord attaches a select value the goal does not quote to the first clause that
// holds one of its own words: a content word of three letters or more that no other
// caller value shows ("Make it a video appointment" with the option "Video call"; "I
// live in Tokyo now" with "(GMT+09:00) Tokyo"). An option is one of a fixed list the page
// offers and the caller allowed, so one of its words is enough to name it; a typed text
// value still needs all of its words (attachFuzzy).
func (g *goal) attachByWord(v *vocab) {
	for vi := range g.values {
		gv := &g.values[vi]
		if gv.clause >= 0 || gv.kind != valueSelect {
			continue
		}
		own := v.content(gv.tokens.union(languages().aliases(gv.text))) // "Korean" names "한국어"
		for vj := range g.values {
			if vj != vi {
				own = own.minus(g.values[vj].tokens)
			}
		}
		for t := range own {
			if utf8.RuneCountInString(t) < 3 || !isLetters(t) {
				delete(own, t)
			}
		}
		for ci := range g.clauses {
			if len(own) > 0 && g.clauses[ci].tokens.intersects(own) {
				gv.clause, gv.fuzzy = ci, true
				g.clauses[ci].values = append(g.clauses[ci].values, vi)
				break
			}
		}
	}
}

// isLetters reports whether t is all letters.
func isLetters(t string) bool {
	for _, r := range t {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// clauseTokens returns a clause's bare tokens: see strip.
func (g *goal) clauseTokens(ci int) tokenSet { return g.clauses[ci].bare }
