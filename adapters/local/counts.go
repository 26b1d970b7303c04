package local

import (
	"strconv"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// What a goal asks of a stepper (steppers.go): a count it states ("there are 3 adults",
// "2 adults and 1 child") is reached by the button toward it, press by press, until the
// page shows it; one more or one fewer ("add a falconer's lunch") is one press of the
// button its verb names. Whatever the page does not make certain is not pressed for: a
// count not shown, a count beyond a limit the page states, a number said with a change
// ("remove 2 adults", "2 more adults") unless the count started at nothing, two
// steppers the words fit alike.

// countAsk is what a clause asks of one stepper.
type countAsk struct {
	st      stepper
	n       int  // the count asked for
	blocked bool // the clause names the stepper's thing with a number it cannot reach surely
}

// changeWords said beside a number make it a change, not a count ("2 more adults").
func changeWords() []string { return []string{"more", "fewer", "less", "extra", "another"} }

// countAskOf is what clause ci asks of the page's steppers (readCountAsk), read once per
// decision: every candidate's fit asks it.
func (s *scorer) countAskOf(ci int) (countAsk, bool) {
	if s.countAsks == nil {
		s.countAsks = map[int]*countAsk{}
	}
	if ask, read := s.countAsks[ci]; read {
		return derefAsk(ask)
	}
	ask, ok := s.readCountAsk(ci)
	s.countAsks[ci] = nil
	if ok {
		s.countAsks[ci] = &ask
	}
	return ask, ok
}

// derefAsk is a remembered ask: none when nil.
func derefAsk(ask *countAsk) (countAsk, bool) {
	if ask == nil {
		return countAsk{}, false
	}
	return *ask, true
}

// readCountAsk reads what clause ci asks of the page's steppers: a number, in digits or
// words, before the thing a stepper counts (one word may stand between: "2 child
// tickets"), the stepper whose thing those words show most; ok is false when the clause
// says no such number.
func (s *scorer) readCountAsk(ci int) (countAsk, bool) {
	cl := &s.g.clauses[ci]
	raw := cl.raw
	for k, w := range raw {
		n, ok := countValue(w)
		if !ok {
			continue
		}
		after := raw[k+1 : min(k+3, len(raw))]
		words := wordSet(strings.Join(after, " "))
		best, bestN, tie := -1, 0, false
		for j, st := range s.steppers() {
			switch m := st.item.count(words); {
			case m == 0:
			case m > bestN:
				best, bestN, tie = j, m, false
			case m == bestN:
				tie = true
			}
		}
		if best < 0 {
			continue
		}
		ask := countAsk{st: s.steppers()[best], n: n, blocked: tie}
		change := s.changeOf(cl)
		for _, a := range append([]string{raw[max(k-1, 0)]}, after...) { // never onto raw
			switch {
			case contains([]string{"fewer", "less"}, a):
				change = -1 // "2 fewer adults"
			case contains(changeWords(), a):
				change = +1 // "2 more adults": as many as that only from none
			}
		}
		switch {
		case change != 0 && n == 1:
			return countAsk{}, false // "one fewer player", "add 1 club sandwich": one press
		case change == 0:
		case change > 0 && ask.st.known && ask.st.count-s.presses(ask.st) == 0:
			// "add 2 wardrobes" to none: the count it asks for
		default:
			ask.blocked = true
		}
		if !ask.st.known || ask.st.limit > 0 && n > ask.st.limit {
			ask.blocked = true // not shown, or beyond what the page takes ("8 pens", up to 6)
		}
		return ask, true
	}
	return countAsk{}, false
}

// changeOf is the change a clause's verb, among its first two words, makes to a count:
// +1 for one that adds ("add", "more"), -1 for one that takes away, cancels or deletes
// ("remove", "take", "cancel", "unbook"), 0 for any other ("there are", "we're
// bringing", "book"). The step phrases' first words count (stepRows: "reduce", "take").
func (s *scorer) changeOf(cl *clause) int {
	for _, w := range cl.raw[:min(2, len(cl.raw))] {
		for _, r := range countLeads {
			if len(r.words) == 1 && r.words[0] == w {
				return r.delta
			}
		}
		for _, r := range s.v.steps {
			for _, p := range r.goal {
				if p[0] == w && !contains([]string{"one", "plus", "minus"}, w) {
					return r.delta
				}
			}
		}
		if r, ok := s.v.lex.acts[w]; ok && r.what == deletion || s.v.lex.anyObject[w] == cancellation ||
			contains(cancelNames(), w) || s.v.reversedVerb(fold(lexical.Stem(w))) {
			return -1
		}
	}
	return 0
}

// presses is how many times the trace's executed clicks pressed the stepper's adding
// button, less its taking-away one.
func (s *scorer) presses(st stepper) int {
	up, down := s.req.Candidates[st.up].Name, s.req.Candidates[st.down].Name
	n := 0
	for _, e := range s.req.Trace {
		if e.Action != fsm.ActClick || e.Outcome != fsm.OutcomeExecuted {
			continue
		}
		switch {
		case e.Target == up || strings.HasSuffix(e.Target, " "+up):
			n++
		case e.Target == down || strings.HasSuffix(e.Target, " "+down):
			n--
		}
	}
	return n
}

// countValue reads a word as a small count: digits, or a number word ("three").
func countValue(w string) (int, bool) {
	if n, err := strconv.Atoi(w); err == nil && n >= 0 && n < 100 {
		return n, true
	}
	for k, cw := range countWords() {
		if w == cw {
			return k + 1, true
		}
	}
	return 0, false
}

// countFit is how a click candidate that is a stepper's button fits clause ci: for a
// count the clause asks for, the button toward it fits fully and the other never; for a
// clause that asks for nothing sure of it (blocked), neither. A clause led by an adding or
// taking-away verb that names every word of the thing a stepper counts, with no number,
// asks for one press ("add a falconer's lunch": "More lunches"). ok is false for any other
// candidate.
func (s *scorer) countFit(i, ci int) (float64, bool) {
	if ask, ok := s.countAskOf(ci); ok {
		if i != ask.st.up && i != ask.st.down {
			return 0, false
		}
		if !ask.blocked && (i == ask.st.up && ask.st.count < ask.n || i == ask.st.down && ask.st.count > ask.n) {
			return 1, true
		}
		return 0, true
	}
	change, toks := s.changeOf(&s.g.clauses[ci]), s.g.clauseTokens(ci)
	for _, st := range s.steppers() {
		if change == 0 || (i != st.up && i != st.down) || len(st.item.minus(toks)) > 0 {
			continue
		}
		if i == st.up && change > 0 || i == st.down && change < 0 {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// countsDone sets each click step whose clause asks a count of a stepper: done when the
// page shows the count asked for, not done while it does not, however many presses the
// trace holds ("add 2 wardrobes" is not done by one "Add a wardrobe").
func (s *scorer) countsDone() {
	changed := false
	for k, st := range s.steps {
		if st.kind != stepClick || st.click != clickName || st.clause < 0 {
			continue
		}
		if ask, ok := s.countAskOf(st.clause); ok && !ask.blocked {
			changed = s.prog.set(k, ask.st.count == ask.n) || changed
		}
	}
	if changed {
		s.nextUndone()
	}
}

// stepperDelta is the change click candidate c makes as a stepper's button (+1, -1), or
// the change its name states otherwise (deltaOf).
func (s *scorer) stepperDelta(c *fsm.Candidate) int {
	for _, st := range s.steppers() {
		switch c {
		case &s.req.Candidates[st.up]:
			return +1
		case &s.req.Candidates[st.down]:
			return -1
		}
	}
	return s.v.deltaOf(c.Name)
}
