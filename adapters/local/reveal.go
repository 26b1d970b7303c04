package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// revealFit is how well a control that reveals a value's field fits the value's fill
// step while no offered field shows the words of the value's clause.
const revealFit = 0.8

// revealFieldFit is the association (assoc) of an offered field with the value at which
// the field is taken as the value's own, and nothing needs revealing.
const revealFieldFit = 0.5

// reveals reports whether click candidate i is the control a person uses to show value
// vi's field: a box, a switch or a disclosure (a control with an expanded state) that
// stays on the page (no link), not yet ticked or expanded, whose label shows every
// content word of the value's clause and, before any parenthesis, nothing else but
// operation or ticking words ("Add") and numbers, while no field offered for the value shows any of
// them or fits it as well as revealFieldFit ("Add an additional driver" for "additional
// driver: Sara Khan", when only "Flight number" is offered). A value that answers yes or
// no is no field's content: nothing is revealed for it.
func (s *scorer) reveals(i, vi int) bool {
	c, f := &s.req.Candidates[i], &s.feats[i]
	own := s.g.values[vi].clause
	if own < 0 || c.Action != fsm.ActClick || c.Href != "" || f.link || f.checked ||
		c.Checked != nil && *c.Checked || c.Expanded != nil && *c.Expanded {
		return false
	}
	if !s.v.checkable[f.role] && c.Expanded == nil {
		return false // a plain button acts; a box, a switch or a disclosure reveals
	}
	if answer(rawWords(s.g.values[vi].text)) != 0 {
		return false // "partner offers: no thanks" answers the box; it fills no field it shows
	}
	want := s.v.content(s.g.clauseTokens(own)).minus(s.v.op, s.v.ui)
	head := s.v.content(wordSet(labelHead(c.Name)))
	if len(want) == 0 || head.count(want) < len(want) || len(numbersOut(head.minus(want, s.v.op, s.v.ui, s.v.tickVerb))) > 0 {
		return false // "Direct flights only" is a filter, not the flights' field
	}
	return !s.ownFieldShown(vi, want)
}

// ownFieldShown reports whether a field offered for value vi shows a word of want (its
// clause's content), fits it as well as revealFieldFit or is a code field for it
// (codeField), computed once per value.
func (s *scorer) ownFieldShown(vi int, want tokenSet) bool {
	shown, ok := s.valueShown[vi]
	if !ok {
		for j := range s.req.Candidates {
			if s.req.Candidates[j].Action != fsm.ActClick && s.feats[j].value == vi &&
				(s.feats[j].label.intersects(want) || s.rawAssoc(j, vi) >= revealFieldFit || s.codeField(j, vi)) {
				shown = true
				break
			}
		}
		s.valueShown[vi] = shown
	}
	return shown
}

// codeField reports whether fill candidate j's label head names a number or a code
// (codeLabels) and value vi has a digit: the field takes it as its kind ("Policy
// number" for "insurance: XPL-88213"), where "Flight number" is no field of "Sara Khan".
func (s *scorer) codeField(j, vi int) bool {
	return strings.ContainsAny(s.g.values[vi].text, "0123456789") &&
		wordSet(labelHead(s.req.Candidates[j].Name)).intersects(s.v.codeLabel)
}
