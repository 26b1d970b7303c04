package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Progress the trace alone cannot tell (track reads only the trace): a step one click did
// together with the step before it.

// namedTogether marks done a named click step whose clause goes on from the one before
// after "and" with no verb of its own, when one executed click's target named both
// clauses: "show access and parking" was one press of "Access and parking", not a press of
// it and then of "Parking map".
func (s *scorer) namedTogether() {
	changed := false
	for k := 1; k < len(s.steps); k++ {
		st, prev := s.steps[k], s.steps[k-1]
		if s.prog.done[k] || !s.prog.done[k-1] || st.kind != stepClick || st.click != clickName ||
			prev.kind != stepClick || prev.click != clickName || st.clause < 0 || prev.clause < 0 || st.clause == prev.clause {
			continue
		}
		cl := &s.g.clauses[st.clause]
		if !cl.and || s.v.verbLed(cl.raw) {
			continue
		}
		own := s.v.content(cl.bare)
		if len(own) > 0 && s.clickedAll(own.union(s.v.content(s.g.clauses[prev.clause].bare))) {
			s.prog.done[k] = true
			s.prog.count++
			changed = true
		}
	}
	if changed {
		s.nextUndone()
	}
}

// nextUndone sets the plan's next step to its first step not done.
func (s *scorer) nextUndone() {
	s.prog.next = -1
	for k := range s.steps {
		if !s.prog.done[k] {
			s.prog.next = k
			break
		}
	}
}

// clickedAll reports whether an executed click's target named every word of want.
func (s *scorer) clickedAll(want tokenSet) bool {
	for _, e := range s.req.Trace {
		if e.Outcome == fsm.OutcomeExecuted && e.Action == fsm.ActClick && wordSet(strings.Join(nameWords(e.Target), " ")).count(want) == len(want) {
			return true
		}
	}
	return false
}
