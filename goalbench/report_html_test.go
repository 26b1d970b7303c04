package goalbench

import (
	"bytes"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func gate(p float64) fsm.GateRecord {
	return fsm.GateRecord{Gate: "selection", Verdict: "gates_passed", Probability: &p}
}

// TestDecisionsAndHTML: every selection decision of the run is one calibration sample,
// right when its instance succeeded without a wrong action; the page shows the families,
// the reliability diagram with its ECE, and the instances that did not succeed.
func TestDecisionsAndHTML(t *testing.T) {
	risk := 0.02
	outs := []Outcome{
		{Family: "forms", Task: "fill", Status: fsm.StatusPossiblyDone, Gates: []fsm.GateRecord{gate(0.95), {Gate: "risk", Risk: &risk}, gate(0.97)}, Verdict: Verdict{Success: true}},
		{Family: "forms", Task: "pick", Status: fsm.StatusAmbiguous, Gates: []fsm.GateRecord{gate(0.55)}, Verdict: Verdict{Why: "the field was not set"}},
		{Family: "mail", Task: "open", Status: fsm.StatusPossiblyDone, Gates: []fsm.GateRecord{gate(0.91)}, Verdict: Verdict{Wrong: true, Why: "opened the wrong mail"}},
		{Family: "mail", Task: "star", Status: fsm.StatusNoMatch},
	}
	samples := Decisions(outs)
	if len(samples) != 4 || !samples[0].Correct || !samples[1].Correct || samples[2].Correct || samples[3].Correct || samples[3].P != 0.91 {
		t.Fatalf("decisions: %+v", samples)
	}
	var b bytes.Buffer
	if err := Summarize("local", 1, 1, outs).WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{
		`<span class="status">1 of 4</span> goal benchmark, 1 wrong actions`,
		`<tr class="family"><td>forms</td><td>2</td><td>1</td><td>0</td>`,
		`<tr class="family"><td>mail</td><td>2</td><td>0</td><td class="verdict fail">1</td>`,
		`<tr class="family total"><td>total</td><td>4</td><td>1</td>`,
		`<svg xmlns="http://www.w3.org/2000/svg" class="reliability"`, "4 decisions · <strong>ECE ",
		`<tr class="instance wrong"><td><code>mail/open#0</code>`, "opened the wrong mail", `<tr class="instance abstained"><td><code>forms/pick#0</code>`,
		"default-src 'none'",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Index(page, "mail/open#0") > strings.Index(page, "forms/pick#0") {
		t.Error("wrong actions are not listed first")
	}
}
