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
func (s *scorer) consequenceFit(c *fsm.Candidate, f *feature, cl *clause) float64 {
	if c.Action != fsm.ActClick || len(cl.negated) > 0 || cl.negOnly {
		return 0
	}
	risk, asked := s.v.lex.readActs(cl.raw, readText, true)
	if risk < riskStrong {
		return 0
	}
	meets := func(c *fsm.Candidate) bool {
		// A command states its act first: read as a link's text is read, so a mail row
		// whose preview says "send me …" states no act.
		r, what := s.v.lex.phraseActs(nameWords(c.Name), readLink)
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
	if !meets(c) || !s.restOnControl(f, cl) {
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

// restOnControl reports whether the clause's words besides its act's name nothing the
// control does not show: a word the page shows elsewhere ("Book Dr Lee": the doctor's
// row, not the page's pay button) or a name the page lacks ("… for Saturday") says the
// act is about another thing than this control's.
func (s *scorer) restOnControl(f *feature, cl *clause) bool {
	rest := tokenSet{}
	for _, w := range cl.raw {
		if s.v.lex.actWord(w) {
			continue
		}
		for t := range wordSet(w) {
			rest[t] = struct{}{}
		}
	}
	rest = s.v.content(rest).minus(s.unnamedParts())
	for t := range s.shownOnPage(rest) {
		if !f.name.has(t) && !f.ctx.has(t) {
			return false
		}
	}
	return !s.namesAbsent(rest)
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
