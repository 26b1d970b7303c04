package local

import (
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// A form split into steps shows one step at a time: the fields and choices of its later
// steps are not on the page until it is moved on. A person who finds nothing on this
// step for what the goal asks next presses the step's one forward control ("Next",
// "Continue to extras", "Next: hand and ink") to look on the next step; never a link, a
// pager's or a calendar's Next, a control whose act is consequential, nor one of two
// forward controls, and never while this step shows what the goal asks.

// forwardFit is the forward control's fit to the next step while nothing offered fits
// it: above the no-match option, below a control that does what the step asks.
const forwardFit = 0.75

// forwardUnmet is the best fit of any other control to a click step at or below which
// the step is taken as not on this step of the form (a control sharing a content word
// with the clause fits more).
const forwardUnmet = 0.3

// forwardWords are the words a forward control's name begins with.
func forwardWords() []string { return []string{"next", "continue", "proceed"} }

// forwardElsewhere are words that, after a forward word, name what a control pages
// through rather than a form's step: a pager's page and a calendar's period ("Next
// page", "Next month").
func forwardElsewhere() []string { return append([]string{"page", "pages"}, chargePeriods()...) }

// backWords' kin: the words of a clause that asks to go back to an earlier part ("return
// to who's playing", "go back to the first step"), which moving on never answers.
func goingBackWords() []string { return []string{"back", "return", "previous", "earlier"} }

// movesOn reports whether an executed click's target summary (role, then name) is a
// forward control's (isForward's words, read without the page): a press that moved a
// form on does a click step only when its clause asks to move on (asksToMoveOn).
func movesOn(target string) bool {
	role, name, ok := strings.Cut(target, " ")
	if !ok || !slices.Contains([]string{"button", "clickable", "element", "generic"}, role) {
		return false
	}
	ws := rawWords(name)
	return len(ws) > 0 && slices.Contains(forwardWords(), ws[0]) &&
		!slices.ContainsFunc(ws[1:], func(w string) bool { return slices.Contains(forwardElsewhere(), w) })
}

// forwardStep is the step a press of candidate i, the form's one forward control, is
// taken for: the next step while nothing offered fits it (forwardUnmet); else -1.
func (s *scorer) forwardStep(i int) int {
	k := s.prog.next
	if k < 0 || !s.isForward(i) || s.hasPager() || !s.stepUnmet(k) {
		return -1
	}
	if cl := s.steps[k].clause; cl >= 0 && slices.ContainsFunc(goingBackWords(), func(w string) bool { return hasWord(s.g.clauses[cl].raw, w) }) {
		return -1 // "return to who's playing": an earlier step, never a later one
	}
	for j := range s.req.Candidates {
		if j != i && s.isForward(j) {
			return -1 // two ways on: which one is not for the decider to guess
		}
	}
	if s.items != nil && s.items.prog.next >= 0 && !s.items.stepUnmet(s.items.prog.next) {
		return -1 // a closed list or tab of this step holds it
	}
	return k
}

// isForward reports whether candidate i is a control that moves a form on: a button (or
// a role-less clickable) with no href, no state of its own, whose name begins with a
// forward word and goes on to name no period or page, and whose act the risk reading
// finds nothing consequential in.
func (s *scorer) isForward(i int) bool {
	c, f := &s.req.Candidates[i], &s.feats[i]
	if c.Action != fsm.ActClick || c.Href != "" || !(f.button || f.plain) ||
		c.Checked != nil || c.Expanded != nil || len(c.Popup) > 0 || len(c.Reveals) > 0 {
		return false
	}
	if !movesOn("button " + c.Name) {
		return false
	}
	rr := riskReader{lex: s.v.lex, url: s.req.URL, title: s.req.Title}
	return rr.assess(c) < riskGuarded
}

// stepUnmet reports whether nothing offered, forward controls aside, fits step k: for
// a fill, no field offered for its value is its own (ownFieldShown) and no control
// reveals one; for a click, no other control fits above forwardUnmet or shows a content
// word of its clause in its name. Other steps
// (scrolls, going back, navigating) are never met by moving a form on.
func (s *scorer) stepUnmet(k int) bool {
	st := s.steps[k]
	switch st.kind {
	case stepFill:
		own := s.g.values[st.value].clause
		if own < 0 {
			return false
		}
		want := s.v.content(s.g.clauseTokens(own)).minus(s.v.op, s.v.ui)
		if s.ownFieldShown(st.value, want) {
			return false
		}
		for j := range s.req.Candidates {
			if s.req.Candidates[j].Action == fsm.ActClick && s.reveals(j, st.value) {
				return false
			}
		}
		return true
	case stepClick:
		content := s.v.content(s.g.clauseTokens(st.clause)).minus(s.v.op, s.v.ui)
		for j := range s.req.Candidates {
			if !s.isForward(j) && (s.stepScore(j, k, st) > forwardUnmet || s.feats[j].name.intersects(content)) {
				return false // "gift wrap: no" beside an unticked "Gift wrap": it is here, and as asked
			}
		}
		return true
	}
	return false
}

// asksToMoveOn reports whether clause cl asks for the forward press e: it says a forward
// word ("continue", "next step") or e's name shows every content word of it ("go to
// extras" for "Continue to extras"); "the 1 o'clock heat" is not done by "Continue to
// heats", nor "white ink" by "Next: hand and ink".
func asksToMoveOn(e *fsm.TraceEntry, cl *clause, v *vocab) bool {
	if slices.ContainsFunc(forwardWords(), func(w string) bool { return hasWord(cl.raw, w) }) {
		return true
	}
	want := v.content(cl.bare)
	return len(want) > 0 && wordSet(strings.Join(nameWords(e.Target), " ")).count(want) == len(want)
}
