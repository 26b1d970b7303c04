package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// expanded sets the last candidate's expanded state.
func (p *page) expanded(open bool) *page {
	p.cands[len(p.cands)-1].Expanded = &open
	return p
}

// TestExploreFoldedSections: a named control the page keeps folded away is looked for in
// the collapsed sections, related ones first, each opened once, and found when shown.
func TestExploreFoldedSections(t *testing.T) {
	faq := func(shippingOpen bool) *page {
		return new(page).click("button", "Shipping", "").expanded(shippingOpen).at(1).
			click("button", "Returns and refunds", "").expanded(false).at(2).
			click("button", "Payments", "").expanded(false).at(3).
			click("link", "Contact us", "http://127.0.0.1/contact").at(4)
	}
	runReading(t, []readingCase{
		{name: "a section the goal names is the named click", goal: "Open the returns section", page: faq(false), want: `"Returns and refunds"`},
		{name: "else the first section", goal: "Open the warranty terms", page: faq(false), want: `"Shipping"`},
		{name: "each section once", goal: "Open the warranty terms", page: faq(true),
			trace: []fsm.TraceEntry{done(1, fsm.ActClick, `click button "Shipping"`, "")}, want: `"Returns and refunds"`},
		{name: "found once shown", goal: "Open the warranty terms",
			page:  faq(true).click("link", "Warranty terms", "http://127.0.0.1/warranty").at(5),
			trace: []fsm.TraceEntry{done(1, fsm.ActClick, `click button "Shipping"`, "")}, want: `"Warranty terms"`},
		{name: "a shown target is clicked, not looked for", goal: "Contact us", page: faq(false), want: `"Contact us"`},
		{name: "a row's menus are not sections", goal: "Open the warranty terms",
			page: new(page).click("button", "More", "").near("Invoice 1").expanded(false).
				click("button", "More", "").near("Invoice 2").expanded(false),
			want: ""},
		{name: "nothing to open", goal: "Open the warranty terms",
			page: new(page).click("link", "Contact us", "http://127.0.0.1/contact"), want: ""},
	})
	// Looking is no progress: after a look the goal is not done.
	d := New(Options{})
	p := faq(true)
	a := mustSelect(t, d, fsm.SelectionRequest{Goal: "Open the warranty terms", URL: "http://127.0.0.1/faq", Step: 2,
		Candidates: p.cands, Trace: []fsm.TraceEntry{done(1, fsm.ActClick, `click button "Shipping"`, "")}})
	if a.Completion >= 0.8 {
		t.Errorf("completion %.2f after only a look, want low", a.Completion)
	}
}
