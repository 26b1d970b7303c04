package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestForwardWords: each row of the forward tables read on a control's name (movesOn,
// the executed trace's target summary as the core writes it: role, then name).
func TestForwardWords(t *testing.T) {
	for _, c := range []struct {
		target string
		want   bool
	}{
		{"button Next", true},
		{"button Next: hand and ink", true},
		{"button Continue to extras", true},
		{"button Proceed to your details", true},
		{"clickable Next step", true},
		{"element Continue", true},
		{"link Next", false},                // a link goes somewhere: followed, not pressed to look
		{"tab Next steps", false},           // a tab shows a part; it moves nothing on
		{"button Next page", false},         // a pager
		{"button Next month", false},        // a calendar
		{"button Continue weekly", false},   // a period: pages through time
		{"button Previous", false},          // back, never on
		{"button Save and continue", false}, // leads with its own act
		{"button Continue →", true},
		{"button Next: Your details", true},
		{"button Continue to step 3", true},
		{"button Proceed on to your details", true},
		{"button Continue to payment", false},      // carries the purchase on
		{"button Next: finish", false},             // ends the form
		{"button Continue to confirmation", false}, // sends it
		{"button Continue to site", false},         // leaves the form
		{"button Next question", false},            // an object: the quiz's act, not a form's part
		{"button Continue shopping", false},        // a manner: leaves the form
		{"button Continue with Google", false},
		{"button Continue as guest", false},
		{"button Proceed anyway", false},
		{"button Continue to PayPal", false}, // a place of its own
		{"button", false},
	} {
		if got := movesOn(c.target); got != c.want {
			t.Errorf("movesOn(%q) = %v, want %v", c.target, got, c.want)
		}
	}
}

// TestForwardToTheNextStep states the reading as goals on the first step of a form split
// into steps: what the goal asks is not on this step, so the step's one forward control is
// pressed to look on the next; never when this step shows it, when the clause goes back,
// when two controls move on, when the control is a pager's or a link, or when moving on
// is consequential. Once pressed, the press does not count as the step it looked for.
func TestForwardToTheNextStep(t *testing.T) {
	wizard := func() *page {
		return new(page).click("clickable", "Invitations £4 each, on 300gsm cotton card", "").
			click("clickable", "Place cards £1.50 each, folded", "").
			click("button", "Delete draft", "").
			click("button", "Next: hand and ink", "")
	}
	entries := func() *page {
		return new(page).fill("e1", "textbox", "First name", "Sunita").near("Who's playing").
			click("radio", "Men's singles", "").near("Who's playing").
			click("radio", "Junior", "").near("Who's playing").
			click("button", "Buy 20 practice conkers — £4", "").
			click("button", "Continue to extras", "").near("Who's playing")
	}
	runReadingText(t, "1 · The piece 2 · Hand and ink 3 · Your details\n4 · Verify your phone 5 · Cancellation", []readingCase{
		{name: "a choice not on this step moves the form on", goal: "ink colour: iron gall", page: wizard(), want: `"Next: hand and ink"`},
		{name: "a word the page shows nowhere moves it on too", goal: "letter it in italic", page: wizard(), want: `"Next: hand and ink"`},
		{name: "a value no field here takes moves it on", goal: "send proofs to amara.osei@example.com", page: wizard(), want: `"Next: hand and ink"`},
		{name: "a field here offered for the value is its step, however labelled", goal: "I'm Esme Tandy",
			page: new(page).fill("e1", "textbox", "First name", "Esme").fill("e1", "textbox", "First name", "Tandy").
				fill("e2", "textbox", "Sur name", "Esme").fill("e2", "textbox", "Sur name", "Tandy").
				click("button", "Continue to extras", ""),
			want: `fill textbox "First name" with "Esme"`},
		{name: "a field this step shows is filled, not skipped", goal: "first name: Sunita", page: entries(), want: `fill textbox "First name"`},
		{name: "a choice this step shows is made here", goal: "enter me in the junior category", page: entries(), want: `radio "Junior"`},
		{name: "a clause going back never moves on", goal: "go back to who's playing", page: entries()},
		{name: "two ways on: neither", goal: "letter it in italic", page: wizard().click("button", "Continue", "")},
		{name: "a link is followed, never pressed to look", goal: "letter it in italic",
			page: new(page).click("button", "Delete draft", "").click("link", "Next", "http://127.0.0.1/step/2")},
		{name: "a pager's Next is no form's step", goal: "letter it in italic",
			page: wizard().click("button", "1", "").click("button", "2", "")},
		{name: "a later clause this step shows holds the form here", goal: "letter it in italic and add place cards", page: wizard()},
		{name: "a clause that refuses holds it here", goal: "don't add a wax seal", page: wizard()},
		{name: "a demonstrative's noun a control shows holds it here", goal: "scrap this draft", page: wizard()},
		{name: "and one a field's nearby text shows", goal: "rename this draft",
			page: new(page).fill("", "textbox", "Title", "").near("Your draft").click("button", "Next: hand and ink", "")},
		{name: "an unanswered question holds a bare Next", goal: "letter it in italic",
			page: new(page).click("radio", "Portrait", "").near("Orientation").off().click("radio", "Landscape", "").near("Orientation").off().
				click("button", "Next", "").near("Orientation")},
		{name: "a Next that names its part may leave a question for later", goal: "letter it in italic",
			page: wizard().click("radio", "Portrait", "").near("Orientation").off().click("radio", "Landscape", "").near("Orientation").off(),
			want: `"Next: hand and ink"`},
		{name: "a banner's Continue is no form's", goal: "open the pricing page",
			page: new(page).click("link", "Home", "http://127.0.0.1/").click("button", "Continue", "").near("This site uses cookies. By continuing you accept them.")},
		{name: "a dialog's Continue is no form's", goal: "find the opening hours",
			page: new(page).click("clickable", "Menu", "").near("Inn").click("button", "Continue", "").near("You must be 18 or over to enter").click("button", "Leave", "").near("You must be 18 or over to enter")},
		{name: "a summary panel's way on is no step's", goal: "hard cover, gloss",
			page: new(page).click("tab", "Softcover", "").near("Format").click("tab", "Hardcover", "").near("Format").
				click("radio", "Silk (+£7)", "").near("Format").off().
				click("button", "Continue to review", "").near("Your book").click("button", "Delete project", "").near("Your book")},
		{name: "a part that is an act's step is not looked in", goal: "letter it in italic",
			page: new(page).click("clickable", "Invitations £4 each", "").click("button", "Next: verify your phone", "")},
		{name: "nor a part named by the act's noun", goal: "letter it in italic",
			page: new(page).click("clickable", "Invitations £4 each", "").click("button", "Continue to cancellation", "")},
		{name: "a bare Next shows no later step to look on", goal: "letter it in italic",
			page: new(page).click("clickable", "Invitations £4 each", "").click("button", "Next", "")},
		{name: "a bare Next is pressed for a clause that asks to move on", goal: "go to step 2",
			page: new(page).click("clickable", "Invitations £4 each", "").click("button", "Next", ""), want: `button "Next"`},
		{name: "a part the page shows as no step is not looked in", goal: "letter it in italic",
			page: new(page).click("clickable", "Invitations £4 each", "").click("button", "Continue to cancellation", "")},
		{name: "an open list holds it here", goal: "letter it in italic",
			page: wizard().click("option", "Copperplate", "").near("Hand").click("option", "Uncial", "").near("Hand")},
		{name: "a closed list that holds it holds it here", goal: "letter it in italic",
			page: closedList(wizard(), "Hand", "Copperplate", "Italic")},
		{name: "a box that agrees holds it here", goal: "letter it in italic",
			page: wizard().click("checkbox", "I agree to the Terms of Service", "").off()},
		{name: "a field whose label shows the clause's words holds it here", goal: "date of birth 2 March 1990",
			page: wizard().fill("", "textbox", "Day", "").near("Date of birth")},
		{name: "a consequential way on is not pressed to look", goal: "letter it in italic",
			page: new(page).click("button", "Delete draft", "").click("button", "Continue and pay £22", "")},
	})
	runReadingText(t, "The piece\nBack Next: hand and ink", []readingCase{
		{name: "a control's own label on the page's text shows no step", goal: "letter it in italic",
			page: new(page).click("clickable", "Invitations £4 each", "").click("button", "Next: hand and ink", "")},
	})
	moved := []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: "button Next: hand and ink", Outcome: fsm.OutcomeExecuted}}
	for _, c := range []struct {
		goal string
		done bool
	}{
		{"ink colour: iron gall", false},
		{"can we have white ink?", false}, // "ink" in the name does not make the press the choice
		{"go to hand and ink", true},
		{"go on to the next step", true},
		{"go to step 2", true},
		{"continue", true},
		{"choose next day delivery", false}, // "next" inside a noun phrase
	} {
		req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", Trace: moved,
			Candidates: new(page).click("radio", "Iron gall", "").click("radio", "Sepia", "").cands}
		s := newScorer(newVocab(), &req)
		if got := s.prog.count == s.prog.required && s.prog.required > 0; got != c.done {
			t.Errorf("%q after pressing Next: done %v (%d of %d), want %v", c.goal, got, s.prog.count, s.prog.required, c.done)
		}
	}
}

// closedList adds to p a closed combobox named name whose hidden list holds items.
func closedList(p *page, name string, items ...string) *page {
	closed := false
	p = p.click("combobox", name, "")
	p.cands[len(p.cands)-1].Expanded = &closed
	p.cands[len(p.cands)-1].Popup = items
	return p
}
