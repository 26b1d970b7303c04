package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestBackControls: a step back is the page's own control named by going back alone,
// else history back; a control going back somewhere named is not a step back.
func TestBackControls(t *testing.T) {
	wizard := new(page).click("button", "Back", "").near("Step 3 of 4 · Delivery").
		click("button", "Continue", "").near("Step 3 of 4 · Delivery").back()
	inbox := new(page).click("link", "← Back to Inbox", "http://127.0.0.1/inbox").back()
	carousel := new(page).click("button", "Previous", "").near("Featured products").
		click("button", "Next", "").near("Featured products").back()
	states := new(page).click("link", "OH", "http://127.0.0.1/oh").click("link", "OK", "http://127.0.0.1/ok").
		click("link", "OR", "http://127.0.0.1/or")
	runReading(t, []readingCase{
		{name: "the form's own back control", goal: "oops, go back one step", page: wizard, want: `"Back"`},
		{name: "a carousel's Previous is no step back", goal: "go back", page: carousel, want: "go back one page"},
		{name: "a step back naming where is not the form's Back", goal: "go back to the search results",
			page: new(page).click("button", "Back", "").near("Step 2 of 3").back(), want: "go back one page"},
		{name: "an interjection inside a clause is a name", goal: "open OH", page: states, want: `"OH"`},
		{name: "history back when no control only goes back", goal: "go back", page: inbox, want: "go back one page"},
	})
	for name, want := range map[string]bool{"Back": true, "‹ Previous step": true, "Go back": true, "← Back to Inbox": false, "Feedback": false} {
		req := fsm.SelectionRequest{Goal: "go back", Candidates: new(page).click("button", name, "").cands}
		s := newScorer(newVocab(), &req)
		if got := s.backNamed(0); got != want {
			t.Errorf("backNamed(%q) = %v, want %v", name, got, want)
		}
	}
}
