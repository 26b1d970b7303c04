package local

import "github.com/browsergoal/browsergoal/fsm"

// consequenceFit is the fit of a click target to a clause that asks for a consequential
// act in words no control carries ("Complete my purchase", "Go ahead and cancel my
// stay"): the risk lexicon reads the act's consequence in the clause's words (money,
// deletion, a message, a cancellation…), and the one control on the page whose name the
// same lexicon reads as a strong act of that consequence ("Place order", "Cancel
// reservation") is the one meant. The risk question reads that control by the same
// lexicon, so this fit can lead to needs_confirmation, never to an action. It is 0 for
// a negated clause, a clause that asks for no strong act, and when no control, or more
// than one distinct one, reads as that consequence.
func (s *scorer) consequenceFit(c *fsm.Candidate, cl *clause) float64 {
	if c.Action != fsm.ActClick || len(cl.negated) > 0 || cl.negOnly {
		return 0
	}
	risk, asked := s.v.lex.readActs(cl.raw, readText, true)
	if risk < riskStrong {
		return 0
	}
	meets := func(c *fsm.Candidate) bool {
		r, what := s.v.lex.phraseActs(nameWords(c.Name), readText)
		if r < riskStrong {
			return false
		}
		for w := range what {
			for a := range asked {
				if kin(w) == kin(a) {
					return true
				}
			}
		}
		return false
	}
	if !meets(c) {
		return 0
	}
	for j := range s.req.Candidates {
		o := &s.req.Candidates[j]
		if o.Action == fsm.ActClick && o.Label != c.Label && meets(o) {
			return 0 // two controls of that consequence: the clause's words must choose
		}
	}
	return consequenceMeets
}

// consequenceMeets is consequenceFit's fit: a verb-named control's (leadAlone) and a
// little more, since the control states the act with its object.
const consequenceMeets = 0.85

// kin folds the consequences a goal and a control may say in different words: buying
// and sending an order are one act to a shopper ("Complete my purchase": "Place order").
func kin(c consequence) consequence {
	if c == submission {
		return money
	}
	return c
}
