package goalbench

import (
	"context"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// fixed answers every selection with one label at probability 1 and every risk question
// with one risk.
type fixed struct {
	label string
	risk  float64
}

func (f fixed) Select(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	ps := map[string]float64{fsm.NoMatchLabel: 0}
	for _, c := range req.Candidates {
		ps[c.Label] = 0
	}
	ps[f.label] = 1
	return fsm.SelectionAnswer{Choice: f.label, Probabilities: ps, Confidence: 1}, nil
}

func (f fixed) AssessRisk(context.Context, fsm.RiskRequest) (fsm.RiskAnswer, error) {
	return fsm.RiskAnswer{Risk: f.risk}, nil
}

func TestReplayReportsTheFirstMismatchedDecision(t *testing.T) {
	req := fsm.SelectionRequest{Goal: "Save", Candidates: []fsm.Candidate{
		{Label: "1", Operation: fsm.Operation{Action: fsm.ActClick}, Description: `click button "Save"`},
		{Label: "2", Operation: fsm.Operation{Action: fsm.ActClick}, Description: `click button "Delete"`},
	}}
	ctx := context.Background()
	was := fixed{label: "1"}
	a1, _ := was.Select(ctx, req)
	r1, _ := was.AssessRisk(ctx, fsm.RiskRequest{})
	out := Outcome{Family: "f", Task: "t", Kind: KindDoable, Verdict: Verdict{Success: true}, Decisions: []Decision{
		{Request: req, Answer: a1, Risk: &RiskDecision{Answer: r1}},
		{Request: req, Answer: a1, Risk: &RiskDecision{Answer: r1}},
	}}
	cases := []struct {
		name string
		d    fixed
		now  string
	}{
		{"same decider", was, ""},
		{"another choice", fixed{label: "2"}, `gates_passed: click button "Delete" (risk_cleared)`},
		{"no match", fixed{label: fsm.NoMatchLabel}, "no_match_chosen"},
		{"risk flagged", fixed{label: "1", risk: 0.9}, `gates_passed: click button "Save" (risk_flagged)`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ms, err := Replay(ctx, tc.d, []Outcome{out})
			if err != nil {
				t.Fatal(err)
			}
			if tc.now == "" {
				if len(ms) != 0 {
					t.Fatalf("mismatches %+v, want none", ms)
				}
				return
			}
			if len(ms) != 1 || ms[0].Decision != 0 || ms[0].Now != tc.now || ms[0].Verdict != "success" {
				t.Fatalf("mismatches %+v, want one at decision 0 now %q", ms, tc.now)
			}
		})
	}
}

// failing fails every selection.
type failing struct{ fixed }

func (failing) Select(context.Context, fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: fsm.StatusMalformedResponse, Message: "boom"}
}

func TestReplayNamesTheDecisionADeciderFailsOn(t *testing.T) {
	out := Outcome{Family: "f", Task: "t", Index: 2, Decisions: []Decision{{Request: fsm.SelectionRequest{Goal: "Save"}}}}
	_, err := Replay(context.Background(), failing{}, []Outcome{out})
	if err == nil || !strings.Contains(err.Error(), "f/t #2 decision 0") {
		t.Fatalf("error %v, want one naming f/t #2 decision 0", err)
	}
}
