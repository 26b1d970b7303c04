package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestRunExplainPrintsTheStages: --explain prints, for each decision, the reading, the
// plan and the score table before the decision is made; the result is unchanged.
func TestRunExplainPrintsTheStages(t *testing.T) {
	needChromium(t)
	p := newNotePage(t)
	r := runCLI(t, "", "run", "--launch", "--url", p.srv.URL+"/", "--decider", "local", "--explain", "--request", writeRequest(t, noteGoal))
	checkNoteGoal(t, p, r)
	for _, want := range []string{"explain step 1:", "clause 0:", "plan > 1", "score ", "[fits_step_1", "choice: "} {
		if !strings.Contains(r.stderr, want) {
			t.Fatalf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	var res fsm.Result
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
		t.Fatal(err)
	}
}

func TestExplainNeedsTheOfflineDecider(t *testing.T) {
	if _, err := withExplain(fakeDecider{}, nil); err == nil || !strings.Contains(err.Error(), "--decider local") {
		t.Fatalf("--explain with another decider: %v", err)
	}
}

type fakeDecider struct{ fsm.Decider }
