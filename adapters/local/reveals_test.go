package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestRevealedControls states the closed-part reading as goals: a tab or section whose
// hidden controls hold the one the goal names is opened first; once its click (marked as
// opening) showed that control, the control is still to use; a hidden control sharing
// only a word with the goal opens nothing, and a goal that names only the tab is done
// by opening it.
func TestRevealedControls(t *testing.T) {
	unselected, selected := false, true
	designer := func() *page {
		p := new(page).click("tab", "Frame", "")
		p.cands[0].Selected = &selected
		p = p.click("radio", "Walnut", "").near("Frame")
		p = p.click("tab", "Mount", "")
		m := &p.cands[len(p.cands)-1]
		m.Selected = &unselected
		m.Reveals = []fsm.Revealed{{Role: "radio", Name: "Antique ivory"}, {Role: "switch", Name: "Double mount (a thin inner border)"}}
		p = p.click("tab", "Coaching", "")
		c := &p.cands[len(p.cands)-1]
		c.Selected = &unselected
		c.Reveals = []fsm.Revealed{{Role: "option", Name: "Never played"}, {Role: "option", Name: "League player"}}
		return p.click("button", "Place order", "").click("button", "Save this design", "")
	}
	mounted := func() *page {
		p := new(page).click("tab", "Frame", "").click("radio", "Antique ivory", "").near("Mount")
		p = p.click("switch", "Double mount (a thin inner border)", "").near("Mount")
		return p.click("button", "Place order", "").click("button", "Save this design", "")
	}
	collection := func() *page {
		p := new(page).click("radio", "Large turkey", "").click("button", "Collection", "")
		c := &p.cands[len(p.cands)-1]
		c.Expanded = &unselected
		c.Reveals = []fsm.Revealed{{Role: "textbox", Name: "Name on the order", Values: []string{"Owen Pryce-Jones"}}, {Role: "textbox", Name: "Phone number", Values: []string{"Owen Pryce-Jones"}}}
		return p.click("button", "Place order", "")
	}
	opened := []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: "tab Mount", Outcome: fsm.OutcomeExecuted, Opens: true}}
	runReading(t, []readingCase{
		{name: "a hidden control the goal names opens its tab", goal: "turn on double mount", page: designer(), want: `tab "Mount"`},
		{name: "once the tab is open the named control is still to use", goal: "turn on double mount", trace: opened, page: mounted(), want: `switch "Double mount`},
		{name: "a hidden control sharing one word opens nothing", goal: "we want to play carom billiards", page: designer()},
		{name: "a hidden field the goal names opens its section, with the caller's value", goal: "name on the order: Owen Pryce-Jones", page: collection(), want: `button "Collection"`},
	})
	for _, c := range []struct {
		goal  string
		trace []fsm.TraceEntry
		page  *page
	}{
		{"open the mount tab", opened, mounted()},
		// A shown control sharing a word or two is not what the clause names beyond the
		// opener: the opening was the step.
		{"I'd like cash back", []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: "button How would you like your money?", Outcome: fsm.OutcomeExecuted, Opens: true}},
			new(page).click("radio", "Back to my Visa ending 4821", "").click("radio", "Store credit", "").click("button", "Send", "")},
		{`open the "Dry cleaning" price list`, []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: "tab Dry cleaning", Outcome: fsm.OutcomeExecuted, Opens: true}},
			new(page).click("tab", "Washing", "").click("radio", "Dry cleaning Suits, coats, dresses, wool · £30 a bag", "").click("button", "Book", "")},
	} {
		req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", Trace: c.trace, Candidates: c.page.cands}
		if s := newScorer(newVocab(), &req); s.prog.count != s.prog.required {
			t.Errorf("%q: %d of %d steps done after opening", c.goal, s.prog.count, s.prog.required)
		}
	}
}

// TestRevealedValuesLengthenNoPlan: a hidden text field's values may give the hidden
// items' reading a longer plan than the page's own; the opener's reading never takes a
// step of one plan for the other's (it used to index past the page's plan).
func TestRevealedValuesLengthenNoPlan(t *testing.T) {
	closed := false
	d := New(Options{})
	for _, goal := range []string{
		"name on the order: Owen Pryce-Jones",
		"put it in the name of Owen Pryce-Jones, phone 07700 900452, then press place order",
		"open collection, type Owen Pryce-Jones and 07700 900452, and tick large turkey",
	} {
		p := new(page).click("radio", "Large turkey", "").click("button", "Collection", "")
		c := &p.cands[len(p.cands)-1]
		c.Expanded = &closed
		vals := []string{"Owen Pryce-Jones", "07700 900452"}
		c.Reveals = []fsm.Revealed{{Role: "textbox", Name: "Name on the order", Values: vals}, {Role: "textbox", Name: "Phone", Values: vals},
			{Role: "button", Name: "Place order"}}
		p.click("button", "Place order", "")
		req := fsm.SelectionRequest{Goal: goal, URL: "http://127.0.0.1/", Candidates: p.cands}
		mustSelect(t, d, req)
		s := newScorer(newVocab(), &req)
		for k := range s.items.steps {
			s.plainOpener(1, s.items.steps[k].clause) // a clause of the items' plan, never a step index of the page's
		}
		s.plainOpener(1, len(s.g.clauses)+3)
	}
}
