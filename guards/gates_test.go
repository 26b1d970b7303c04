package guards

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func ans(choice string, p, conf, completion float64) fsm.SelectionAnswer {
	return fsm.SelectionAnswer{
		Choice: choice, Confidence: conf, Completion: completion,
		Probabilities: map[string]float64{"1": p, fsm.NoMatchLabel: 1 - p},
	}
}

func TestSelectionThresholdBoundaries(t *testing.T) {
	const eps = 1e-9
	cases := []struct {
		name       string
		p, conf, c float64
		want       string
	}{
		{"both exactly at threshold pass", 0.75, 0.85, 0, VerdictGatesPassed},
		{"confidence just below", 0.9, 0.85 - eps, 0, VerdictBelowGates},
		{"confidence just above", 0.9, 0.85 + eps, 0, VerdictGatesPassed},
		{"probability just below", 0.75 - eps, 0.9, 0, VerdictBelowGates},
		{"probability just above", 0.75 + eps, 0.9, 0, VerdictGatesPassed},
		{"completion exactly at threshold", 0.99, 0.99, 0.8, VerdictCompletionEvident},
		{"completion just below", 0.99, 0.99, 0.8 - eps, VerdictGatesPassed},
		{"completion wins over a failing gate", 0.1, 0.1, 0.9, VerdictCompletionEvident},
	}
	for _, c := range cases {
		if got := ClassifySelection(ans("1", c.p, c.conf, c.c)); got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
	if got := ClassifySelection(ans(fsm.NoMatchLabel, 0.05, 0.99, 0)); got != VerdictNoMatchChosen {
		t.Errorf("no-match chosen: got %s", got)
	}
	if got := ClassifySelection(ans(fsm.NoMatchLabel, 0.5, 0.1, 0)); got != VerdictNoMatchChosen {
		t.Errorf("no-match chosen with low confidence must still be no_match, got %s", got)
	}
}

func TestRiskThresholdBoundaries(t *testing.T) {
	const eps = 1e-9
	for _, c := range []struct {
		risk float64
		want string
	}{{0.1, VerdictRiskFlagged}, {0.1 - eps, VerdictRiskCleared}, {0.1 + eps, VerdictRiskFlagged}, {0, VerdictRiskCleared}, {1, VerdictRiskFlagged}} {
		if got := ClassifyRisk(fsm.RiskAnswer{Risk: c.risk}); got != c.want {
			t.Errorf("risk %v: got %s, want %s", c.risk, got, c.want)
		}
	}
	if RiskStatus(VerdictRiskFlagged) != fsm.StatusNeedsConfirmation || RiskStatus(VerdictRiskCleared) != fsm.DecisionReady {
		t.Error("RiskStatus")
	}
}

func TestGuardsOfOneFamilyAreExclusive(t *testing.T) {
	risk := fsm.RiskAnswer{Risk: 0.05}
	sel := ans("1", 0.9, 0.9, 0)
	facts := []fsm.Facts{
		{}, {Preview: true}, {Candidates: 3}, {Candidates: 3, Preview: true},
		{Selection: &sel}, {Selection: &sel, Preview: true}, {Risk: &risk}, {Risk: &risk, Preview: true},
		{Stale: 0}, {Stale: StaleRetryLimit}, {Stale: StaleRetryLimit + 1}, {Steps: 3, MaxSteps: 4}, {Steps: 4, MaxSteps: 4},
	}
	for _, fam := range Families() {
		for _, f := range facts {
			v := fam.Classify(f)
			n := 0
			for _, want := range fam.Verdicts {
				if v == want {
					n++
				}
			}
			if n > 1 {
				t.Errorf("family %s: verdict %q listed twice", fam.Name, v)
			}
		}
	}
}

func TestValidateSelection(t *testing.T) {
	labels := []string{"1", "2", fsm.NoMatchLabel}
	good := fsm.SelectionAnswer{Choice: "2", Confidence: 0.8, Probabilities: map[string]float64{fsm.NoMatchLabel: 0, "2": 0.88, "1": 0.11}}
	if err := ValidateSelection(labels, good); err != nil {
		t.Fatalf("rounded answer with an exact zero refused: %v", err)
	}
	bad := []fsm.SelectionAnswer{
		{Choice: "2", Probabilities: map[string]float64{"1": 0.5, "2": 0.5}},
		{Choice: "2", Probabilities: map[string]float64{"1": 0.1, "2": 0.8, "x": 0.1}},
		{Choice: "2", Probabilities: map[string]float64{"1": 0.1, "2": 0.8, fsm.NoMatchLabel: 0.5}},
		{Choice: "1", Probabilities: map[string]float64{"1": 0.1, "2": 0.8, fsm.NoMatchLabel: 0.1}},
		{Choice: "3", Probabilities: map[string]float64{"1": 0.1, "2": 0.8, fsm.NoMatchLabel: 0.1}},
		{Choice: "2", Probabilities: map[string]float64{"1": -0.1, "2": 1.1, fsm.NoMatchLabel: 0}},
		{Choice: "2", Probabilities: map[string]float64{"1": math.NaN(), "2": 0.9, fsm.NoMatchLabel: 0.1}},
		{Choice: "2", Confidence: 1.5, Probabilities: map[string]float64{"1": 0.1, "2": 0.9, fsm.NoMatchLabel: 0}},
		{Choice: "2", Completion: -1, Probabilities: map[string]float64{"1": 0.1, "2": 0.9, fsm.NoMatchLabel: 0}},
	}
	for i, a := range bad {
		var me *MalformedError
		if err := ValidateSelection(labels, a); !errors.As(err, &me) {
			t.Errorf("case %d: want MalformedError, got %v", i, err)
		}
	}
	if ValidateRisk(fsm.RiskAnswer{Risk: 1.01}) == nil || ValidateRisk(fsm.RiskAnswer{Risk: 0.5}) != nil {
		t.Error("ValidateRisk")
	}
}

func TestNormalizedConfidence(t *testing.T) {
	for _, c := range []struct {
		probs []float64
		want  float64
	}{{[]float64{0.89, 0.11, 0}, 0.835}, {[]float64{0.40, 0.34, 0.24, 0.02}, 0.2}, {[]float64{1}, 1}, {[]float64{0.5, 0.5}, 0}} {
		if got := NormalizedConfidence(c.probs); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%v: got %v, want %v", c.probs, got, c.want)
		}
	}
}

func TestLedgerNeverReplays(t *testing.T) {
	l := NewLedger()
	if err := l.Record("click|d|e1|", 1); err != nil {
		t.Fatal(err)
	}
	var re *ReplayError
	if err := l.Record("click|d|e1|", 2); !errors.As(err, &re) || re.Step != 1 {
		t.Fatalf("second record: %v", err)
	}
	if !l.Dispatched("click|d|e1|") || l.Dispatched("click|d|e2|") || l.Len() != 1 {
		t.Fatal("ledger state")
	}
}

func TestSumToleranceGrowsWithOptions(t *testing.T) {
	labels := make([]string, 0, 101)
	probs := map[string]float64{}
	for i := 0; i < 100; i++ {
		l := fmt.Sprint(i)
		labels = append(labels, l)
		probs[l] = 0 // many small probabilities rounded down to 0.00
	}
	labels = append(labels, fsm.NoMatchLabel)
	probs["0"], probs[fsm.NoMatchLabel] = 0.6, 0.3 // sums to 0.9: 100 roundings can lose 0.5
	a := fsm.SelectionAnswer{Choice: "0", Confidence: 0.5, Probabilities: probs}
	if err := ValidateSelection(labels, a); err != nil {
		t.Fatalf("a rounded answer over 101 options was refused: %v", err)
	}
	probs["0"] = 0.3 // sums to 0.6: not a distribution
	a.Choice = fsm.NoMatchLabel
	if err := ValidateSelection(labels, a); err == nil {
		t.Fatal("a sum of 0.6 was accepted")
	}
}
