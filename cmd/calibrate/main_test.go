package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/goalbench"
)

func decision(trace int, choice string) goalbench.Decision {
	var tr []fsm.TraceEntry
	for i := range trace {
		tr = append(tr, fsm.TraceEntry{Step: i + 1, Action: fsm.ActClick, Outcome: fsm.OutcomeExecuted})
	}
	return goalbench.Decision{
		Request: fsm.SelectionRequest{Goal: "Open Pricing", Step: trace + 1, Trace: tr, Candidates: []fsm.Candidate{
			{Label: "1", Operation: fsm.Operation{Action: fsm.ActClick, Target: "e1"}, Description: `click link "Pricing"`, Role: "link", Name: "Pricing"},
		}},
		Answer: fsm.SelectionAnswer{Choice: choice, Probabilities: map[string]float64{"1": 0.9, fsm.NoMatchLabel: 0.1}},
	}
}

// TestLabelKeepsOnlyDecisionsTheVerdictTells: acted-on decisions of a success are right,
// of a wrong instance wrong; the last decision of a must-stop run counts; abstentions and
// decisions not acted on tell nothing.
func TestLabelKeepsOnlyDecisionsTheVerdictTells(t *testing.T) {
	acted := func(n int) []fsm.TraceEntry { return decision(n, "1").Request.Trace }
	outs := []goalbench.Outcome{
		{Family: "f", Task: "ok", Status: fsm.StatusPossiblyDone, Trace: acted(1), Decisions: []goalbench.Decision{decision(0, "1"), decision(1, fsm.NoMatchLabel)},
			Verdict: goalbench.Verdict{Success: true}},
		{Family: "f", Task: "bad", Status: fsm.StatusNoMatch, Trace: acted(1), Decisions: []goalbench.Decision{decision(0, "1"), decision(1, fsm.NoMatchLabel)},
			Verdict: goalbench.Verdict{Wrong: true}},
		{Family: "f", Task: "stop", Status: fsm.StatusNeedsConfirmation, Decisions: []goalbench.Decision{decision(0, "1")},
			Verdict: goalbench.Verdict{Success: true}},
		{Family: "f", Task: "abstain", Status: fsm.StatusAmbiguous, Trace: acted(1), Decisions: []goalbench.Decision{decision(0, "1"), decision(1, "1")}},
	}
	got := label(outs)
	if len(got) != 3 || !got[0].Right || got[1].Right || !got[2].Right || got[2].Executed {
		t.Fatalf("labelled %+v", got)
	}
}

func TestReportAndFitFromAReport(t *testing.T) {
	var outs []goalbench.Outcome
	for i := range 50 {
		outs = append(outs, goalbench.Outcome{Family: "f", Task: "t", Index: i, Status: fsm.StatusPossiblyDone,
			Trace: decision(1, "1").Request.Trace, Decisions: []goalbench.Decision{decision(0, "1")},
			Verdict: goalbench.Verdict{Success: i%5 != 0, Wrong: i%5 == 0}})
	}
	b, _ := json.Marshal(goalbench.Report{Outcomes: outs})
	dir := t.TempDir()
	in := filepath.Join(dir, "r.json")
	if err := os.WriteFile(in, b, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	svg := filepath.Join(dir, "r.svg")
	if code := run([]string{"report", "-svg", svg, in}, &out, &errb); code != 0 {
		t.Fatalf("report: %d %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "decisions labelled: 50") || !strings.Contains(out.String(), "wrong actions at p >= 0.85: 10") {
		t.Fatalf("report said:\n%s", out.String())
	}
	if b, err := os.ReadFile(svg); err != nil || !strings.HasPrefix(string(b), "<svg") {
		t.Fatalf("diagram: %v", err)
	}
	cal := filepath.Join(dir, "cal.json")
	if code := run([]string{"fit", "-o", cal, in}, &out, &errb); code != 0 {
		t.Fatalf("fit: %d %s", code, errb.String())
	}
	if b, err := os.ReadFile(cal); err != nil || !strings.Contains(string(b), `"decisions": 50`) {
		t.Fatalf("fit wrote %s (%v)", b, err)
	}
	if code := run([]string{"fit"}, &out, &errb); code != 2 {
		t.Fatalf("fit without a report: exit %d", code)
	}
	if code := run([]string{"frobnicate"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "want fit or report") {
		t.Fatalf("unknown command: exit %d %s", code, errb.String())
	}
}
