package local

import (
	"fmt"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestPopupItems states the hidden-list reading as goals: a closed dropdown or menu is
// opened when an item it holds fits the goal and no control on the page does; an item
// it lacks opens nothing, and a control the page shows that fits as well is preferred.
func TestPopupItems(t *testing.T) {
	closed := false
	opener := func(p *page, exp *bool) *page {
		p.cands[len(p.cands)-1].Expanded = exp
		return p
	}
	popup := func(p *page, exp *bool, items ...string) *page {
		c := &p.cands[len(p.cands)-1]
		c.Expanded, c.Popup = exp, items
		return p
	}
	flights := func() *page {
		p := new(page).click("radio", "Return", "").click("radio", "One way", "")
		p = popup(p.click("combobox", "Cabin", "").near("Search flights"), &closed, "Economy", "Premium economy", "Business")
		return p.click("button", "Search", "").near("Search flights")
	}
	rows := func() *page {
		p := new(page).click("link", "Quarterly report", "http://127.0.0.1/doc?id=1").near("Quarterly report Edited today")
		p = popup(p.click("button", "⋯", "").near("Quarterly report Edited today"), &closed, "Rename", "Make a copy", "Move to trash")
		p = p.click("link", "Team photos", "http://127.0.0.1/doc?id=2").near("Team photos Edited May 3")
		return popup(p.click("button", "⋯", "").near("Team photos Edited May 3"), &closed, "Rename", "Make a copy", "Move to trash")
	}
	runReading(t, []readingCase{
		{name: "a hidden option opens its dropdown", goal: "choose Business", page: flights(), want: `"Cabin"`},
		{name: "set the field to a hidden option", goal: "set the cabin to premium economy", page: flights(), want: `"Cabin"`},
		{name: "an option the list lacks opens nothing", goal: "choose First", page: flights()},
		{name: "shown: the option", goal: "choose Business", page: flights().click("option", "Business", "").near("Cabin"), want: `option "Business"`},
		{name: "shown: set the field", goal: "set the cabin to premium economy", page: flights().click("option", "Premium economy", "").near("Cabin"), want: `"Premium economy"`},
		{name: "a hidden menu item of the named row", goal: "rename the team photos document", page: rows(), want: `"⋯" (near "Team photos`},
		{name: "a hidden item of another row is not this row's", goal: "make a copy of the quarterly report", page: rows(), want: `"⋯" (near "Quarterly report`},
		{name: "an opener whose own name says the opposite keeps its own score", goal: "turn on dark mode",
			page: popup(new(page).click("button", "Turn off notifications", ""), &closed, "Dark mode", "Light mode").click("link", "Help", "http://127.0.0.1/help")},
		{name: "a link to a page of its own is followed, not opened", goal: "open the laptops page",
			page: popup(new(page).click("link", "Products", "http://127.0.0.1/products"), &closed, "Laptops", "Phones").click("link", "Help", "http://127.0.0.1/help")},
		{name: "another row's hidden act leaves the named row's menu its own", goal: "delete the team photos document",
			page: func() *page {
				p := new(page).click("link", "Quarterly report", "http://127.0.0.1/doc?id=1").near("Quarterly report Edited today")
				p = popup(p.click("button", "⋯", "").near("Quarterly report Edited today"), &closed, "Rename", "Delete")
				p = p.click("link", "Team photos", "http://127.0.0.1/doc?id=2").near("Team photos Edited May 3")
				return opener(p.click("button", "⋯", "").near("Team photos Edited May 3"), &closed)
			}(), want: `"⋯" (near "Team photos`},
		{name: "an opener a rule lowered keeps its own score, not its item's", goal: "download the user guide for my left aid",
			page: func() *page {
				p := popup(new(page).click("button", "Options for the left aid", "").near("My hearing aids"), &closed, "Download user guide", "Report it lost")
				p = popup(p.click("button", "Options for the right aid", "").near("My hearing aids"), &closed, "Download user guide", "Report it lost")
				return p.click("radio", "Left", "").near("Book a repair").click("radio", "Right", "").near("Book a repair").
					click("button", "Notifications", "").click("button", "Basket", "")
			}(), want: `"Options for the left aid"`},
		{name: "a shown control that fits is preferred to a hidden one",
			goal: "choose Business", page: flights().click("radio", "Business", "").near("Cabin"), want: `radio "Business"`},
	})
}

// TestListOpenedOnceIsNotReopened: once the opener was clicked and its list closed again,
// its hidden items count as clicked with it (they share its target), so a list that did
// not hold the act is not opened over and over.
func TestListOpenedOnceIsNotReopened(t *testing.T) {
	closed := false
	p := new(page).click("combobox", "Cabin", "").near("Search flights").click("button", "Search", "").near("Search flights")
	p.cands[0].Expanded, p.cands[0].Popup = &closed, []string{"Economy", "Business"}
	req := fsm.SelectionRequest{Goal: "choose Business, then press search", URL: "http://127.0.0.1/", Candidates: p.cands}
	if b := newScorer(newVocab(), &req).detail(0); b.Score < 0.5 {
		t.Fatalf("not yet opened: Cabin scores %.2f (%+v), want its hidden Business's", b.Score, b.Parts)
	}
	req.Trace = []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: "combobox Cabin", Outcome: fsm.OutcomeExecuted}}
	if b := newScorer(newVocab(), &req).detail(0); b.Score >= clickFloor {
		t.Fatalf("opened once: Cabin scores %.2f (%+v), want its own, lowered as already done", b.Score, b.Parts)
	}
}

// TestOpenedListIsNotTheChoice: a click that opened the list now shown does not do the
// step it was chosen for (the item is still to choose), unless the goal names the control
// it clicked; a section it expanded with no list shown does.
func TestOpenedListIsNotTheChoice(t *testing.T) {
	open := true
	clicked := func(target string) []fsm.TraceEntry {
		return []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: target, Outcome: fsm.OutcomeExecuted}}
	}
	cabin := new(page).click("combobox", "Cabin", "").near("Search flights")
	cabin.cands[0].Expanded = &open
	cabin = cabin.click("option", "Economy", "").near("Cabin").click("option", "Premium economy", "").near("Cabin").
		click("option", "Business", "").near("Cabin")
	section := new(page).click("button", "Delivery details", "").near("Your order").click("link", "Returns", "http://127.0.0.1/returns")
	section.cands[0].Expanded = &open
	runReading(t, []readingCase{
		{name: "the option after its list opened", goal: "choose Business", trace: clicked("combobox Cabin"), page: cabin, want: `option "Business"`},
		{name: "the field's option after its list opened", goal: "set the cabin to premium economy", trace: clicked("combobox Cabin"), page: cabin, want: `"Premium economy"`},
	})
	d := New(Options{})
	for _, tc := range []struct {
		name, goal, target string
		p                  *page
	}{
		{"the goal names the list it opened", "open the cabin list", "combobox Cabin", cabin},
		{"an expanded section with no list", "show the delivery details", "button Delivery details", section},
	} {
		a := mustSelect(t, d, fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Trace: clicked(tc.target), Candidates: tc.p.cands})
		if a.Completion < 0.5 {
			t.Errorf("%s: completion %.2f after the click, want the step done", tc.name, a.Completion)
		}
	}
}

// TestWithPopupsLeavesTheOffer: the hidden items are scored, never offered, and a
// request without a popup is passed through untouched.
func TestWithPopupsLeavesTheOffer(t *testing.T) {
	p := new(page).click("button", "Save", "")
	req := fsm.SelectionRequest{Goal: "save", Candidates: p.cands}
	if ext, owners := withPopups(&req); ext != &req || owners != nil {
		t.Fatalf("withPopups changed a request with no popup: %d candidates, owners %v", len(ext.Candidates), owners)
	}
	p.cands[0].Popup = []string{"Save as draft", "Save and close"}
	ext, owners := withPopups(&req)
	if len(req.Candidates) != 1 || len(ext.Candidates) != 3 || len(owners[0]) != 2 {
		t.Fatalf("got %d offered, %d scored, owners %v; want 1, 3 and two items of candidate 0", len(req.Candidates), len(ext.Candidates), owners)
	}
	many := make([]string, maxPopupItems+10)
	for k := range many {
		many[k] = fmt.Sprint("Item ", k)
	}
	p.cands[0].Popup = many
	if ext, owners := withPopups(&req); len(ext.Candidates) != 1+maxPopupItems || len(owners[0]) != maxPopupItems {
		t.Fatalf("%d items read of %d, want the bound %d", len(ext.Candidates)-1, len(many), maxPopupItems)
	}
	p.cands[0].Popup = []string{"Save as draft", "Save and close"}
	a := mustSelect(t, New(Options{}), fsm.SelectionRequest{Goal: "save and close", URL: "http://127.0.0.1/", Candidates: p.cands})
	if _, ok := a.Probabilities[a.Choice]; !ok || len(a.Probabilities) != 2 {
		t.Fatalf("answer over %d options (%v), want the one candidate and no-match", len(a.Probabilities), a.Probabilities)
	}
}
