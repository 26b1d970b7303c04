package local

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// unaskedAct reports whether click candidate i, fitting step k at fit, leads with an act
// the goal does not say (actLed: "Save Otis to favourites" for "open Otis's profile",
// "Add PSYC 101 to cart" for "expand PSYC 101") while a control the step fits as well
// does nothing unasked: it leads with no act the goal does not say and, when the clause
// itself asks for an act (its first word a verb other than one of seeing or of an item's
// own click), it shows that act ("Export CSV" for "export my transactions to CSV"). A
// clause no verb leads, not a question, says nothing of its act ("Otis adoption", "the
// Netflix transaction should go"), so nothing is unasked there. Of
// two controls the clause's words fit alike, the one that does something unasked is not
// the one meant. A box, radio or switch only sets a form's state, and "Continue" or
// "Next" only moves a form on, so their verbs are no act here.
func (s *scorer) unaskedAct(i, k int, fit float64) bool {
	c, st := &s.req.Candidates[i], s.steps[k]
	if c.Action != fsm.ActClick || st.kind != stepClick || s.v.checkable[s.feats[i].role] || s.moves(c) || !s.actLed(c.Name) || s.derivedSaid(c.Name) {
		return false
	}
	cl := &s.g.clauses[st.clause]
	lead := s.v.leadingWord(cl.raw)
	verbLed := s.v.seesItem(lead) || s.v.verbs.has(fold(lexical.Stem(lead)))
	switch {
	case cl.step != 0 || cl.order != 0:
		return false // a count or an order said by its meaning: the control says it in its own words ("Increase quantity")
	case !cl.question && !verbLed:
		return false // "Otis adoption", "the Netflix transaction should go": no verb says what is not asked
	}
	best, ok := s.plainBest[k]
	if !ok {
		asks := !cl.question && !s.v.seesItem(lead)
		verb := s.clauseVerb(cl)
		for j := range s.req.Candidates {
			o := &s.req.Candidates[j]
			if o.Action != fsm.ActClick || s.actLed(o.Name) || (asks && !s.feats[j].name.intersects(verb)) {
				continue
			}
			best = max(best, s.stepScore(j, k, st))
		}
		s.plainBest[k] = best
	}
	return best >= fit-1e-9
}

// derivedSaid reports whether the goal says the act that leads a control's name in a
// word derived from it: a goal word starting with the act's stem ("adoption" for "Adopt
// Otis", "payment" for "Pay invoice 7", "deletion" for "Delete").
func (s *scorer) derivedSaid(name string) bool { return s.derivedSaidIn(name, s.g.tokens) }

// derivedSaidIn is derivedSaid with the words toks as what the goal says.
func (s *scorer) derivedSaidIn(name string, toks tokenSet) bool {
	w := nameLead(name)
	if w == "" {
		return false
	}
	stem := fold(lexical.Stem(w))
	for t := range toks {
		if len(stem) >= 3 && strings.HasPrefix(t, stem) {
			return true
		}
	}
	return false
}

// moves reports whether a control's name leads with a word that only moves a form on
// (the submitNames that are not commitNames: "Continue", "Next", "Done").
func (s *scorer) moves(c *fsm.Candidate) bool {
	ws := words(c.Name)
	return len(ws) > 0 && s.v.submitName.has(ws[0]) && !s.v.commitName.has(ws[0])
}

// namedControl is the one link, tab or role-less clickable a word-only clause names
// outright (namedByClause), or -1 when none or several do.
func (s *scorer) namedControl(clause int, toks tokenSet) int {
	if n, ok := s.named[clause]; ok {
		return n
	}
	n := -1
	for i := range s.req.Candidates {
		if f := &s.feats[i]; s.req.Candidates[i].Action == fsm.ActClick && !f.button && !f.cancel && s.namedByClause(f, toks) {
			if n >= 0 {
				n = -1
				break
			}
			n = i
		}
	}
	s.named[clause] = n
	return n
}

// namedByClause reports whether a control and a clause name each other: every word of
// its label but a number is the clause's ("Next page 2"), and every word of the clause
// but an operation verb or filler is in its name, one of them not a submit name: submit
// words alone name the form's submit, never the header's "Log in" link or a "Saved" tab,
// though they name a box or switch outright whose name says more than submit words
// ("Text me updates" for "text me updates"; a "Saved" or "Published" filter is not named).
func (s *scorer) namedByClause(f *feature, toks tokenSet) bool {
	for t := range f.label {
		if !toks.has(t) && !isNumber(t) {
			return false
		}
	}
	want := toks.minus(s.v.op, s.v.filler)
	return len(f.label) > 0 && (len(want.minus(s.v.submitName)) > 0 || s.v.checkable[f.role] && len(f.name.minus(s.v.submitName)) > 0) && len(want.minus(f.name)) == 0
}

// writesName reports whether the goal writes a control's name as the control shows it,
// capital first ("open My entries"): the name of that control, not words of the kind of
// thing a result is ("open the best match" is a result, not the "Best match" sort). A
// quoted name never reaches a result click: a clause with a label names its control.
func (s *scorer) writesName(name string) bool {
	name = strings.TrimSpace(name)
	r, _ := utf8.DecodeRuneInString(name)
	return unicode.IsUpper(r) && strings.Contains(s.req.Goal, name)
}
