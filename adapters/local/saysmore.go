package local

import (
	"math"

	"github.com/browsergoal/browsergoal/fsm"
)

// saysMore is the weight of a control whose name says words the goal does not, tied with
// one that says nothing else (says_more_tie).
const saysMore = 0.7

// saysMoreTie reports whether click candidate i, fitting named click step k at fit,
// names words the goal does not say besides the act that leads it and operation words, while another click
// candidate whose name says nothing the goal does not fits the step exactly as well (a tie,
// never a lead to widen): of two
// controls the clause's words fit alike, the one that says only what the goal says is
// meant ("Remote" for "remote only", not "Delete saved search: Go, Remote"; "Track
// clicks" for "switch off Track clicks", not "Track bounces"). A name that adds only its
// leading act (or operation: "Select …") is act_not_asked_tie's to weigh, and a goal with no verb may mean that act
// ("the Netflix transaction should go" beside "Delete Netflix transaction"), so such a
// control neither loses nor wins this tie.
func (s *scorer) saysMoreTie(i, k int, fit float64) bool {
	st := s.steps[k]
	if s.req.Candidates[i].Action != fsm.ActClick || st.kind != stepClick || st.click != clickName {
		return false
	}
	u := s.unsaid(i).minus(s.v.op) // "Choose a type…": a dropdown's prompt says no more
	if name := s.req.Candidates[i].Name; s.actLed(name) {
		u = u.minus(wordSet(nameLead(name))) // "Delete …": the act that leads it
	}
	if len(u) == 0 {
		return false
	}
	for _, clean := range s.cleanFits(k) {
		if math.Abs(clean-fit) < 1e-9 {
			return true // i is never among them: its own name says more
		}
	}
	return false
}

// cleanFits is how well each click candidate whose name says nothing unsaid fits named
// click step k, computed once per step.
func (s *scorer) cleanFits(k int) []float64 {
	fits, ok := s.tieClean[k]
	if !ok {
		for j := range s.req.Candidates {
			if s.req.Candidates[j].Action == fsm.ActClick && len(s.feats[j].name) > 0 && len(s.unsaid(j)) == 0 {
				fits = append(fits, s.stepScore(j, k, s.steps[k]))
			}
		}
		s.tieClean[k] = fits
	}
	return fits
}

// unsaid is the words of click candidate i's name the goal does not say, less interface
// words ("Track clicks" says nothing more than "track clicks") and words of direction
// (directionWords), which say which one rather than something else ("Next week" for "the
// week after this one").
func (s *scorer) unsaid(i int) tokenSet {
	return s.feats[i].name.minus(s.g.tokens, s.v.ui, s.v.direction)
}

// directionWords say which way from here, not what: "Next week" is the week after this
// one.
func directionWords() []string { return []string{"next", "previous"} }
