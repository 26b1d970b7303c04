package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestNavigateURLsTheGoalDoesNotWrite: a going clause is met by a caller's URL whose words
// show the clause's content; never by a URL whose words say something else, and never for a clause that does not ask
// to go anywhere.
func TestNavigateURLsTheGoalDoesNotWrite(t *testing.T) {
	const pricing, blog = "https://shop.example.org/pricing", "https://shop.example.org/blog/latest"
	cases := []struct {
		goal string
		urls []string
		want string // the URL chosen and passing the gates; "" for no navigate chosen
	}{
		{"Open the pricing page", []string{pricing, blog}, pricing},
		{"please take me to the blog", []string{pricing, blog}, blog},
		{"Visit the Shop blog for me", []string{pricing, blog}, blog},
		{"Go to the page", []string{pricing, blog}, ""},
		{"Open the careers page", []string{pricing, blog}, ""},
		{"Subscribe to the blog", []string{pricing, blog}, ""},
	}
	for _, tc := range cases {
		p := &page{}
		p.click("link", "Home", "https://shop.example.org/").click("button", "Sign in", "")
		for _, u := range tc.urls {
			p.navigate(u)
		}
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "https://shop.example.org/", Step: 1, Candidates: p.cands}
		a := mustSelect(t, New(Options{}), req)
		got := ""
		for _, c := range p.cands {
			if c.Label == a.Choice && c.Action == fsm.ActNavigate && verdict(a) == "passed" {
				got = c.Value
			}
		}
		if got != tc.want {
			t.Errorf("%q with %v: navigated to %q, want %q\n%s", tc.goal, tc.urls, got, tc.want, dump(req, a))
		}
	}
}
