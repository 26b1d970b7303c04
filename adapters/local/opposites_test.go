package local

import (
	"strings"
	"testing"
)

// TestAntonymRows: every WordNet antonym pair opposes, both ways, and a name that says
// both words does not.
func TestAntonymRows(t *testing.T) {
	v := newVocab()
	n := 0
	for _, line := range strings.Split(verbAntonymsText, "\n") {
		ws := strings.Fields(line)
		if len(ws) != 2 || strings.HasPrefix(ws[0], "#") {
			continue
		}
		n++
		if fold(ws[0]) == fold(ws[1]) {
			continue
		}
		if !v.opposes([]string{ws[0], "it"}, title(ws[1])) || !v.opposes([]string{ws[1], "it"}, title(ws[0])) {
			t.Errorf("%q and %q do not oppose", ws[0], ws[1])
		}
		if v.opposes([]string{ws[0], "it"}, title(ws[0])+" or "+ws[1]) {
			t.Errorf("a name saying both %q and %q opposes", ws[0], ws[1])
		}
	}
	if n < 300 {
		t.Fatalf("only %d antonym rows", n)
	}
}

// TestOpposites: negating prefixes and other particles of the same verb oppose; a name
// that shows the goal's words does not.
func TestOpposites(t *testing.T) {
	v := newVocab()
	for _, c := range []struct {
		goal, name string
		want       bool
	}{
		{"subscribe to the newsletter", "Unsubscribe", true},
		{"unfollow Dana", "Follow", true},
		{"connect the printer", "Disconnect", true},
		{"zoom out", "Zoom in", true},
		{"sign up", "Sign in", true},
		{"log in", "Log out", true},
		{"enable notifications", "Disable notifications", true},
		{"subscribe to the newsletter", "Subscribe", false},
		{"zoom in", "Zoom in", false},
		{"mark everything as read", "Mark all as read", false},
		{"sign in", "Sign in with Google", false},
	} {
		if got := v.opposes(rawWords(c.goal), c.name); got != c.want {
			t.Errorf("opposes(%q, %q) = %v, want %v", c.goal, c.name, got, c.want)
		}
	}
	runReading(t, []readingCase{
		{name: "the opposite act", goal: "subscribe to the newsletter",
			page: new(page).click("button", "Unsubscribe", "").near("Weekly newsletter").click("link", "Privacy", "http://127.0.0.1/privacy"),
			want: ""},
		{name: "another particle", goal: "zoom out",
			page: new(page).click("button", "Zoom in", "").click("button", "Fit to screen", ""), want: ""},
		{name: "a noun first is no verb", goal: "what's the return policy?",
			page: new(page).click("link", "Shipping", "http://127.0.0.1/shipping").click("link", "Returns & refunds", "http://127.0.0.1/returns"),
			want: `"Returns & refunds"`},
		{name: "the goal's verb and words", goal: "Mark everything as read",
			page: new(page).click("button", "Mark all as read", "").click("button", "Archive", ""), want: `"Mark all as read"`},
	})
}
