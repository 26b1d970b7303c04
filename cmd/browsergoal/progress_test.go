package main

import (
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
)

// TestProgressLineShowsStageTimes: each timed stage's line ends with its run time under
// the name of the result timing it counts toward; a stage that did not run shows none.
func TestProgressLineShowsStageTimes(t *testing.T) {
	for _, c := range []struct {
		tr   browsergoal.Transition
		want string
	}{
		{browsergoal.Transition{From: fsm.Observing, Trigger: "observed", To: fsm.Proposing, Detail: "http://127.0.0.1/", Took: 12 * time.Millisecond},
			"[step 1] Observing --observed--> Proposing: http://127.0.0.1/ (observeMs=12)"},
		{browsergoal.Transition{From: fsm.Rechecking, Trigger: "rechecked", To: fsm.Dispatching, Took: 3 * time.Millisecond},
			"[step 1] Rechecking --rechecked--> Dispatching (recheckMs=3)"},
		{browsergoal.Transition{Step: 1, From: fsm.Dispatching, Trigger: "dispatched", To: fsm.Observing, Took: 41 * time.Millisecond},
			"[step 1] Dispatching --dispatched--> Observing (dispatchMs=41)"},
		{browsergoal.Transition{From: fsm.Proposing, Trigger: "proposed", To: fsm.Selecting, Candidates: 2, Took: time.Millisecond},
			"[step 1] Proposing --proposed--> Selecting: 2 candidate(s) offered"},
		{browsergoal.Transition{From: fsm.Observing, Trigger: "time_up", To: fsm.State("time_budget_exhausted"), Detail: "timeout_ms elapsed"},
			"[step 1] Observing --time_up--> time_budget_exhausted"},
	} {
		if got := progressLine(c.tr); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
	risk := 0.02
	g := &fsm.GateRecord{Gate: "risk", Verdict: "cleared", Risk: &risk}
	line := progressLine(browsergoal.Transition{From: fsm.AssessingRisk, Trigger: "assessed", To: fsm.Rechecking, Gate: g, Took: 250 * time.Millisecond})
	if !strings.HasSuffix(line, ": risk=0.02 → cleared (riskMs=250)") {
		t.Errorf("risk line: %q", line)
	}
}
