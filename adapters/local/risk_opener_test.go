package local

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestShareIsNeverReadAsAnOpener: a share control that names only what it shares is
// still a share. On a social app "Share photo", "Share story" and "Share post" next to
// the composer are the publish button, and a candidate does not say whether a control
// opens a menu, so none of them is read as opening the share choices.
func TestShareIsNeverReadAsAnOpener(t *testing.T) {
	d := New(Options{})
	risk := func(goal, name, near string) float64 {
		a, err := d.AssessRisk(context.Background(), fsm.RiskRequest{Goal: goal,
			URL: "http://127.0.0.1/", Candidate: clickCand("button", name, "", near)})
		if err != nil {
			t.Fatal(err)
		}
		return a.Risk
	}
	cases := []struct{ goal, name, near string }{
		{"Share post", "Share post", "Create post: What's on your mind? Public"},
		{"Post this photo", "Share photo", "New post: caption, location"},
		{"Share my story", "Share story", "Your story"},
		{"Open the share dialog and copy the link", "Share this page", "Welcome"},
		{"Open the share dialog and copy the link", "Share", "Welcome"},
		{"Open the share dialog and copy the link", "Share to Facebook", "Welcome"},
	}
	for _, c := range cases {
		if r := risk(c.goal, c.name, c.near); r < 0.5 {
			t.Errorf("%q near %q: risk %.2f, want >= 0.5 (it may publish)", c.name, c.near, r)
		}
	}
}
