package local

import (
	"strconv"

	"github.com/browsergoal/browsergoal/lexical"
)

// amountClashFit caps the fit of a control that shows another amount of a unit the
// clause gives an amount of: below the no-match option, so it is never chosen for it.
const amountClashFit = 0.3

// amounts reads the counts a text gives its units: a number (digits, or a count word up
// to twelve) right before a word, or digits glued to letters, is that word's amount
// ("2 vCPU, 4 GB": vcpu 2, gb 4; "Thu 10 Dec": dec 10; "two nights": night 2; "16GB": gb
// 16). Units are folded as goal words are; a preposition or determiner is none.
func amounts(text string) map[string]map[int]bool {
	out := map[string]map[int]bool{}
	add := func(unit string, n int) {
		if unit == "" || contains(prepositions(), unit) || contains(determiners(), unit) {
			return // "2 of 5", "1 the": no unit
		}
		u := fold(lexical.Stem(unit))
		if out[u] == nil {
			out[u] = map[int]bool{}
		}
		out[u][n] = true
	}
	raw := rawWords(text)
	for i, w := range raw {
		if n, ok := countOf(w); ok && i+1 < len(raw) && isLetters(raw[i+1]) {
			add(raw[i+1], n)
			continue
		}
		if d, suffix := splitDigits(w); d != "" && suffix != "" {
			if n, err := strconv.Atoi(d); err == nil {
				add(suffix, n)
			}
		}
	}
	return out
}

// countOf reads a number word: digits, or a count word ("one" … "twelve").
func countOf(w string) (int, bool) {
	if isDigits(w) {
		n, err := strconv.Atoi(w)
		return n, err == nil
	}
	for i, c := range hourWords() {
		if c == w {
			return i + 1, true
		}
	}
	return 0, false
}

// amountClash reports whether a control's name gives some unit only amounts other than
// the one the clause gives it: "Choose Tue 8 Dec, 6pm" for "Thu 10 Dec", "4 vCPU · 16 GB"
// for "2 vCPU, 4 GB". A name that also shows the clause's amount, or gives the unit no
// amount, does not clash.
func amountClash(clause, name string) bool {
	want := amounts(clause)
	if len(want) == 0 {
		return false
	}
	for unit, shown := range amounts(name) {
		asked, ok := want[unit]
		if !ok {
			continue
		}
		common := false
		for n := range asked {
			common = common || shown[n]
		}
		if !common {
			return true
		}
	}
	return false
}
