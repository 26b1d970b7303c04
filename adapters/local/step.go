package local

import (
	"strconv"
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
	switch s.v.deltaOf(c.Name) {
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

// countedNoun returns the count a clause sets and the noun it counts ("two tickets": 2,
// "ticket"; "3 adults": 3, "adult"), folded; 0 when the clause states no count before a
// noun. A rating ("five stars") is read by ratingAt instead.
func (v *vocab) countedNoun(raw []string) (int, string) {
	for i := 0; i+1 < len(raw); i++ {
		n := 0
		if d, err := strconv.Atoi(raw[i]); err == nil && d >= 0 && d <= 20 {
			n = d
		}
		for k, w := range countWords() {
			if raw[i] == w {
				n = k + 1
			}
		}
		if n == 0 || v.ratingNoun[raw[i+1]] {
			continue
		}
		if ws := words(raw[i+1]); len(ws) == 1 && !v.ui.has(ws[0]) {
			return n, ws[0]
		}
	}
	return 0, ""
}

// shownCount is the count a stepper's nearby text shows beside the noun ("Tickets 1",
// "Adults: 2"), or -1.
func shownCount(context, noun string) int {
	ws := rawWords(context)
	for i, w := range ws {
		if t := words(w); len(t) != 1 || t[0] != noun {
			continue
		}
		for _, j := range []int{i + 1, i - 1} {
			if j >= 0 && j < len(ws) {
				if n, err := strconv.Atoi(ws[j]); err == nil {
					return n
				}
			}
		}
	}
	return -1
}

// countFit rescores a stepper button for a clause that sets a count ("I want two
// tickets"): the button that moves the count its row shows toward the clause's fits
// fully, the other one and any button once the count is reached not at all.
func (s *scorer) countFit(c *fsm.Candidate, cl *clause, m float64) float64 {
	n, noun := s.v.countedNoun(cl.raw)
	d := s.v.deltaOf(c.Name)
	if n == 0 || d == 0 {
		return m
	}
	have := shownCount(c.Context, noun)
	switch {
	case have < 0:
		return m
	case (n > have && d > 0) || (n < have && d < 0):
		return 1
	}
	return 0
}

// countReached reports whether a clause that sets a count finds it shown already beside a
// stepper ("Tickets 2" for "two tickets").
func (s *scorer) countReached(cl *clause) bool {
	n, noun := s.v.countedNoun(cl.raw)
	if n == 0 {
		return false
	}
	for i := range s.req.Candidates {
		c := &s.req.Candidates[i]
		if s.v.deltaOf(c.Name) != 0 && shownCount(c.Context, noun) == n {
			return true
		}
	}
	return false
}
