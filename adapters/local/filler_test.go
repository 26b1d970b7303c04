package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestFillerNeverCountsAsContent: each filler word, and a page's own name ("site"),
// leaves the goal's target as it is: "Open Pricing, thanks" clicks Pricing.
func TestFillerNeverCountsAsContent(t *testing.T) {
	goals := []string{"Open the pricing on this site", "could you open pricing for me please"}
	for _, w := range fillerWords() {
		goals = append(goals, "Open Pricing "+w, w+" open pricing")
	}
	for _, g := range goals {
		p := &page{}
		p.click("link", "Pricing", "http://127.0.0.1/pricing").click("link", "Blog", "http://127.0.0.1/blog")
		p.click("link", "Thanks to our sponsors", "http://127.0.0.1/sponsors")
		req := fsm.SelectionRequest{Goal: g, URL: "http://127.0.0.1/", Step: 1, Candidates: p.cands}
		a := mustSelect(t, New(Options{}), req)
		if a.Choice != byDesc(t, p.cands, `"Pricing"`) || verdict(a) != "passed" {
			t.Errorf("%q: want Pricing to pass\n%s", g, dump(req, a))
		}
	}
}
