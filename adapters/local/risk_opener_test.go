package local

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestShareThatOpensChoices: a control that names only what it would share ("Share this
// page") opens the share choices and is not consequential; a bare "Share", "Share now",
// sharing with someone, and the choices themselves ("Post to X", "Send") still stop.
func TestShareThatOpensChoices(t *testing.T) {
	d := New(Options{})
	risk := func(name string) float64 {
		a, err := d.AssessRisk(context.Background(), fsm.RiskRequest{Goal: "Open the share dialog and copy the link",
			URL: "http://127.0.0.1/", Candidate: clickCand("clickable", name, "", "Welcome")})
		if err != nil {
			t.Fatal(err)
		}
		return a.Risk
	}
	for _, name := range []string{"Share this page", "Share article", "Share this post"} {
		if r := risk(name); r >= 0.1 {
			t.Errorf("%q: risk %.2f, want low (it opens the choices)", name, r)
		}
	}
	for _, name := range []string{"Share", "Share now", "Share this page with Bob", "Post to X", "Send", "Share to Facebook"} {
		if r := risk(name); r < 0.3 {
			t.Errorf("%q: risk %.2f, want a stop", name, r)
		}
	}
}

// TestOpenerRows tests every opener row: the act with each of its objects is low, the
// act alone is not.
func TestOpenerRows(t *testing.T) {
	l := newLexicon()
	for _, r := range openerRows() {
		if l.phraseRisk([]string{r.act}, readText) == 0 {
			t.Errorf("%q alone must stay consequential", r.act)
		}
		for _, o := range r.objects {
			if got := l.phraseRisk([]string{r.act, "this", o}, readText); got != 0 {
				t.Errorf("%q this %q: risk %.2f", r.act, o, got)
			}
		}
	}
}
