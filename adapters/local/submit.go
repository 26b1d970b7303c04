package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// What presses a form's submit: the submit control a clause asks for, and the text fields
// that filter a list (which a clause must say it filters with).

// submitMatch is how well a click target fits "press the form's submit control": a
// submit-like button the clause names (the "Search" button for "Search for X") best, the
// only submit-like button next, any other submit-like button or the page's only button
// after, then links named only by submit words ("Continue") unless the clause names them
// and no submit-like button is offered (the pager's "Next" for "Next page"); cancel-like
// controls never, nor a control that records (commitNames) for a clause that searches.
func (s *scorer) submitMatch(c *fsm.Candidate, f *feature, toks, verb tokenSet) float64 {
	switch {
	case f.cancel:
		return 0
	case verb.intersects(s.v.submitVerb) && s.records(c, f, toks) && !f.label.intersects(s.v.submitVerb):
		return 0.05 // "find the museum expense": never "Save expense"
	case (f.button || f.plain) && f.label.intersects(s.v.content(verb)) && s.submits == 0:
		return 1 // the control the clause's verb names ("Get estimate" for "Estimate shipping …")
	case f.button && f.label.minus(s.leadVerb(c)).intersects(toks.minus(verb)) && !s.actLed(c.Name):
		// not "Notify me about new episodes" for "find the episode about X", nor "Book a
		// flight" for "find my booking" (only its verb is the clause's word)
		return 1
	case f.button && f.label.intersects(toks) && len(s.v.content(f.label).minus(toks, s.v.submitName)) == 0:
		return 1 // named by the clause's verb alone: "Add" for "add flight number X", not "Add a child seat"
	case f.submitLink && s.submits == 0 && f.label.intersects(toks):
		return 1 // no submit-like button: the link the clause names (the pager's "Next")
	case f.submit && s.submits == 1:
		return 1
	case f.submit && s.v.content(toks).intersects(f.ctx):
		return 0.95 // the submit of the form the clause names ("Go" under "Search the docs")
	case f.submit:
		return 0.7
	case f.button && s.submits == 0 && s.buttons == 1 && f.ctx.intersects(s.formCtx):
		return 0.8 // the only button, in the form of the fields the goal fills
	case f.submitLink:
		return 0.45
	case f.button:
		return 0.35
	}
	return 0.05
}

// filterLabel reports whether a text field's label words name a list's filter: "Filter"
// alone, before "by", or before a plural ("Filter records", "Filter by city"), not before
// a singular noun, where it is the thing the field is about ("Filter cartridge").
func filterLabel(raw []string) bool {
	if len(raw) == 0 || raw[0] != "filter" {
		return false
	}
	if len(raw) == 1 || raw[1] == "by" {
		return true
	}
	next := raw[1]
	return strings.HasSuffix(next, "s") && !strings.HasSuffix(next, "ss") && lexical.Stem(next) != next
}
