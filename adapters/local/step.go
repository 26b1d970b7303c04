package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// stepRow is one way of changing a count by one: the phrases a goal says it with ("add
// another one", "one more", "one less") and the names a stepper's buttons carry
// ("Increase quantity", "+", "−").
type stepRow struct {
	delta    int
	goal     [][]string
	controls []string
}

func stepRows() []stepRow {
	return []stepRow{
		{+1, [][]string{{"another"}, {"one", "more"}, {"increase"}, {"increment"}, {"bump", "up"}, {"plus", "one"}},
			[]string{"increase", "increment", "add one", "plus", "+", "＋"}},
		{-1, [][]string{{"one", "less"}, {"one", "fewer"}, {"decrease"}, {"decrement"}, {"minus", "one"}, {"reduce"}, {"remove", "one"}, {"take", "one"}},
			[]string{"decrease", "decrement", "remove one", "minus", "-", "−", "–"}},
	}
}

// stepVerbs are said with a count change and name nothing else: "add another one",
// "remove one", "take one away".
func stepVerbs() []string { return []string{"add", "remove", "take", "away", "make", "it"} }

// readStep returns the count change a clause asks for (+1, -1) or 0.
func (v *vocab) readStep(raw []string) int {
	for i := range raw {
		for _, r := range v.steps {
			for _, p := range r.goal {
				if hasPrefixWords(raw[i:], p) {
					return r.delta
				}
			}
		}
	}
	return 0
}

// deltaOf is the count change a control's name states (a stepper's button); 0 for none.
func (v *vocab) deltaOf(name string) int {
	trimmed := strings.TrimSpace(strings.ToLower(name))
	low := strings.Join(rawWords(name), " ")
	for _, r := range v.steps {
		for _, c := range r.controls {
			if trimmed == c || (rawWords(c) != nil && containsPhrase(low, c)) {
				return r.delta
			}
		}
	}
	return 0
}

// stepFit rescores a control for a clause that asks to change a count by one: a stepper
// button stating the opposite change never fits; one stating the same change fits by how
// many of the clause's other words (the item, "quantity") its name or row shows, fully
// when the clause names nothing else.
func (s *scorer) stepFit(c *fsm.Candidate, f *feature, cl *clause, content tokenSet, m float64) float64 {
	switch s.stepperDelta(c) {
	case -cl.step:
		return 0
	case cl.step:
		rest := tokenSet{}
		for t := range content {
			if !s.v.stepWord.has(t) {
				rest[t] = struct{}{}
			}
		}
		if len(rest) == 0 {
			return 1
		}
		shown := rest.count(f.name.union(f.ctx))
		return max(m, 0.5+0.5*float64(shown)/float64(len(rest)))
	}
	return m
}
