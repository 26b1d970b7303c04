package local

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestSaysTheOpposite: a control that negates the act the goal asks for, undoes its
// phrasal verb's particle, leads with its verb's antonym or puts the object in the
// opposite state is never chosen; the control that says the act is.
func TestSaysTheOpposite(t *testing.T) {
	d := New(Options{})
	for _, tc := range []struct {
		goal, wrong, right string
	}{
		{"save the changes", "Don't save", "Save"},
		{"turn on dark mode", "Turn off dark mode", "Turn on dark mode"},
		{"sign in to my account", "Sign out", "Sign in"},
		{"opt out of marketing emails", "Opt in to marketing emails", "Opt out of marketing emails"},
		{"publish the post", "Save without publishing", "Publish"},
		{"turn on wifi", "Turn wifi off", "Turn wifi on"},
		{"log in", "Log off", "Log in"},
		{"show hidden files", "Hide hidden files", "Show hidden files"},
		{"accept all cookies", "Reject all cookies", "Accept all cookies"},
		{"lock the screen", "Unlock the screen", "Lock the screen"},
		{"mark the email from Amy as unread", "Mark as read", "Mark as unread"},
		{"mark invoice 1042 as unpaid", "Mark as paid", "Mark as unpaid"},
		{"mark this message as spam", "Mark as not spam", "Mark as spam"},
		{"set the playlist's visibility to private", "Set to public", "Set to private"},
		{"switch to dark mode", "Switch to light mode", "Switch to dark mode"},
		{"switch to the light theme", "Switch to the dark theme", "Switch to the light theme"},
		{"unsubscribe from the newsletter", "Subscribe to newsletter", "Unsubscribe from newsletter"},
		{"mark the email to Bob as unread", "Mark as read", "Mark as unread"},
		{"undelete Screenshot 0412.png", "Delete Screenshot 0412.png forever", "Undelete Screenshot 0412.png"},
	} {
		for _, withRight := range []bool{false, true} {
			p := (&page{}).click("button", tc.wrong, "")
			if withRight {
				p.click("button", tc.right, "")
			}
			a, err := d.Select(context.Background(), fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Candidates: p.cands})
			if err != nil {
				t.Fatal(err)
			}
			want := fsm.NoMatchLabel
			if withRight {
				want = "2"
			}
			if a.Choice != want {
				t.Errorf("%q with %q (and %q: %v): chose %s, want %s", tc.goal, tc.wrong, tc.right, withRight, a.Choice, want)
			}
		}
	}
	// Not opposites: the negation keeps from the word after it, and only from the
	// clause's verb; the offer after a question is the control's act; particles of other
	// verbs mean one thing.
	for _, tc := range []struct{ goal, name string }{
		{"save the draft", "Save without publishing"},
		{"find my order", "Can't find your order? Track it here"},
		{"switch account", "Not you? Switch account"},
		{"opt out of tracking", "Do not track"},
		{"fill in my address", "Fill out address"},
		{"check out the new features", "Check in on the new features"},
		{"skip the setup for now", "Not now"},
		{"open the locked note", "Unlock note"},
		{"read the unread email from Bob", "Unread"},
		{"give feedback on the course", "Take the survey"},
		{"mark the task as done", "Mark as complete"},
		{"move the card to Done", "Move to In progress"},
		{"set the status to active", "Set status to active"},
		{"go to the next page", "Back to top"},
		{"pay the £3.50 fee", "Pay £3.50 now"}, // a point inside a number ends no sentence
		{"mark all as read", "Mark all as read"},
		// A word the goal says itself names the object, not the opposite act or state.
		{"open Close Friends list", "Close Friends list"},
		{"open the close account page", "Close account"},
		{"expand the contract details", "Contract details"},
		{"withdraw money from my deposit account", "Deposit account"},
		{"fill the empty slots", "Empty slots (3)"},
		{"raise the priority to level 2", "Level 2"},
		{"credit the refund to my debit card", "Debit card ending 4242"},
		{"I want to open the closed issues", "Go to closed issues"},
		// "to" before a verb is an infinitive, not a state.
		{"I want to read my messages", "Go to unread (3)"},
		{"I want to read my unread messages", "Go to unread (3)"},
		// A name that says the clause's verb too does both acts, or names another thing.
		{"hide the order details", "Show/hide order details"},
		{"export my contacts", "Import / Export contacts"},
		{"stop recording", "Start/stop recording"},
		{"design a birthday card", "Sign up to design your card"},
		{"insure my car", "Sure, insure my car"},
		// A first word used mostly as a noun or adjective names a thing, not an act.
		{"open my profile", "Close Friends list"},
		// Verbs of motion name one move from two places: going back does what coming back
		// asks (WordNet's verb.motion and verb.stative pairs are left out).
		{"come back to the home page", "Go back to home page"},
	} {
		p := (&page{}).click("button", tc.name, "")
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Candidates: p.cands}
		if newScorer(d.vocabulary(), &req).opposes(0, 0) {
			t.Errorf("%q: %q read as its opposite", tc.goal, tc.name)
		}
	}
	// A box or switch names the setting its click toggles: a ticked "Enable autoplay"
	// is how autoplay is disabled.
	on := true
	for _, tc := range []struct{ goal, name, role string }{
		{"disable autoplay", "Enable autoplay", "switch"},
		{"unselect all photos", "Select all photos", "checkbox"},
	} {
		p := (&page{}).click(tc.role, tc.name, "")
		p.cands[0].Checked = &on
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Candidates: p.cands}
		if newScorer(d.vocabulary(), &req).opposes(0, 0) {
			t.Errorf("%q: ticked %s %q read as its opposite", tc.goal, tc.role, tc.name)
		}
	}
	// The state the goal leaves ("from") is not one it asks for: its control is capped.
	for _, tc := range []struct{ goal, name string }{
		{"change the priority from low to high", "Set priority to low"},
		{"switch from dark mode to light mode", "Switch to dark mode"},
	} {
		p := (&page{}).click("button", tc.name, "")
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Candidates: p.cands}
		if !newScorer(d.vocabulary(), &req).opposes(0, 0) {
			t.Errorf("%q: %q not read as its opposite", tc.goal, tc.name)
		}
	}
}
