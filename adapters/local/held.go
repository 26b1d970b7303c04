package local

import "github.com/browsergoal/browsergoal/fsm"

// A submit is held while a value the caller supplied still has a field on the page.

// pendingEntry reports whether a text or select value the caller supplied is still
// unentered while this page offers a field for it that the goal has not filled yet and
// that does not reject it (not a search box, and either the value's only such field or
// one it fits): a submit pressed now would send the form without it (a message's body
// left empty). A secret (never typed) and a constraint on a suggestion hold nothing.
func (s *scorer) pendingEntry() bool {
	if s.pending != nil {
		return *s.pending
	}
	held := false
	for vi := range s.g.values {
		gv := &s.g.values[vi]
		if held || gv.secret || gv.suffix || gv.kind == valueURL || s.valueDone(vi) {
			continue
		}
		var open []int // unfilled fields that do not reject the value
		for j := range s.req.Candidates {
			c := &s.req.Candidates[j]
			if s.feats[j].value == vi && (c.Action == fsm.ActFill || c.Action == fsm.ActSelect) &&
				!s.feats[j].searchbox && !s.filled(c) && s.assoc(j, vi) >= 0 {
				open = append(open, j)
			}
		}
		for _, j := range open {
			held = held || len(open) == 1 || s.assoc(j, vi) >= heldFit
		}
	}
	s.pending = &held
	return held
}

// nextHeld reports whether the plan's next step presses a submit that pendingEntry holds:
// "Send a message: subject X, text Y" names the send first, and the entries come first.
func (s *scorer) nextHeld() bool {
	if s.prog.next < 0 {
		return false
	}
	st := s.steps[s.prog.next]
	if st.kind != stepClick {
		return false
	}
	submits := st.click == clickSubmit || s.v.content(s.g.clauseTokens(st.clause)).intersects(s.v.submitName)
	return submits && s.pendingEntry()
}

// filled reports whether the trace shows a value entered into c's target.
func (s *scorer) filled(c *fsm.Candidate) bool {
	return findEntry(s.req.Trace, 0, func(e *fsm.TraceEntry) bool {
		_, isValue := kindOf(e.Action)
		return isValue && sameTarget(e, c)
	}) >= 0
}
