package local

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestConsequentialActInOtherWords states consequenceFit as goals: a clause asking for a
// consequential act in words no control carries meets the one control that states an
// act of the same consequence, and that control's risk stops the goal for confirmation.
func TestConsequentialActInOtherWords(t *testing.T) {
	checkout := new(page).click("button", "Place order", "").near("Order summary Total $54.00").
		click("link", "Back to cart", "http://127.0.0.1/cart").click("link", "Shipping policy", "http://127.0.0.1/policy")
	twoWays := new(page).click("button", "Place order", "").near("Total $54.00").
		click("button", "Buy now with one click", "").near("Total $54.00")
	stay := new(page).click("button", "Modify dates", "").near("Harbour Inn, 3 nights").
		click("button", "Cancel reservation", "").near("Harbour Inn, 3 nights").
		click("button", "Close", "").near("Your trip")
	clinic := new(page).click("radio", "Dr Amal Lee", "").near("Choose a doctor").
		click("radio", "Dr Tom Okafor", "").near("Choose a doctor").
		click("button", "Confirm and pay deposit", "").near("Your appointment")
	inbox := new(page).click("clickable", "Chen Wei Notes – send me your comments by Friday", "").
		click("clickable", "Ana Ruiz Lunch on Tuesday?", "")
	cases := []readingCase{
		{name: "a purchase completed is the order placed", goal: "Complete my purchase", page: checkout, want: `"Place order"`},
		{name: "finishing the checkout", goal: "finalize the checkout", page: checkout, want: `"Place order"`},
		{name: "a stay cancelled is the reservation cancelled", goal: "Please cancel my stay", page: stay, want: `"Cancel reservation"`},
		{name: "negated: nothing", goal: "Don't complete my purchase yet", page: checkout},
		{name: "two controls of the consequence: the words must choose", goal: "Complete my purchase", page: twoWays},
		{name: "a change of an object is not its act", goal: "Close the order summary", page: checkout},
		{name: "the clause names a thing elsewhere on the page", goal: "Book Dr Lee please", page: clinic},
		{name: "the clause names a thing the page lacks", goal: "Book the Saturday slot", page: clinic},
		{name: "a row whose text says an act later is no command", goal: "Forward the message", page: inbox},
	}
	runReading(t, cases)
	d := New(Options{})
	for _, c := range cases[:3] {
		cand := c.page.cands[byIndex(t, c.page.cands, c.want)]
		r, err := d.AssessRisk(context.Background(), fsm.RiskRequest{Goal: c.goal, URL: "http://127.0.0.1/", Candidate: cand})
		if err != nil || r.Risk < riskStrong {
			t.Errorf("%s: risk %v (%v), want ≥ %v: the control the fit meets is consequential", c.name, r.Risk, err, riskStrong)
		}
	}
}

// byIndex is the index of the one candidate whose description holds sub.
func byIndex(t *testing.T, cands []fsm.Candidate, sub string) int {
	t.Helper()
	label := byDesc(t, cands, sub)
	for i := range cands {
		if cands[i].Label == label {
			return i
		}
	}
	t.Fatalf("no candidate %s", sub)
	return -1
}
