package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestNotRememberingIsForgetting: every negation of remembering, recalling or knowing a
// password reads as having forgotten it, and meets the "Forgot password?" link; the
// other controls stay out.
func TestNotRememberingIsForgetting(t *testing.T) {
	var goals []string
	for _, neg := range []string{"can't", "cannot", "don't", "do not", "didn't", "dont", "cant"} {
		for _, verb := range []string{"remember", "recall", "know"} {
			goals = append(goals, "I "+neg+" "+verb+" my password")
		}
	}
	for _, g := range goals {
		p := &page{}
		p.click("link", "Forgot password?", "http://127.0.0.1/reset").click("button", "Sign in", "")
		p.click("link", "Create account", "http://127.0.0.1/join")
		req := fsm.SelectionRequest{Goal: g, URL: "http://127.0.0.1/login", Step: 1, Candidates: p.cands}
		a := mustSelect(t, New(Options{}), req)
		if a.Choice != byDesc(t, p.cands, `"Forgot password?"`) || verdict(a) != "passed" {
			t.Errorf("%q: want Forgot password? to pass\n%s", g, dump(req, a))
		}
	}
}
