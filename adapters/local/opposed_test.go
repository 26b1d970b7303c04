package local

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestSaysTheOpposite: a control that negates the act the goal asks for, or undoes its
// phrasal verb's particle, is never chosen; the control that says the act is.
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
	} {
		p := (&page{}).click("button", tc.name, "")
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Candidates: p.cands}
		if newScorer(d.vocabulary(), &req).opposes(0, 0) {
			t.Errorf("%q: %q read as its opposite", tc.goal, tc.name)
		}
	}
}
