package transitions

import (
	"context"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/browsergoal/browsergoal/fsm"
)

func allTriggers(t *fsm.Table) []fsm.Trigger {
	seen := map[fsm.Trigger]bool{}
	var out []fsm.Trigger
	for _, e := range t.Edges {
		if !seen[e.Trigger] {
			seen[e.Trigger] = true
			out = append(out, e.Trigger)
		}
	}
	return append(out, "bogus")
}

// genFacts draws facts that exercise every guard family's verdicts.
func genFacts(t *rapid.T) fsm.Facts {
	f := fsm.Facts{
		Preview:    rapid.Bool().Draw(t, "preview"),
		Candidates: rapid.IntRange(0, 3).Draw(t, "candidates"),
		Steps:      rapid.IntRange(0, 9).Draw(t, "steps"),
		MaxSteps:   rapid.IntRange(1, 8).Draw(t, "max_steps"),
		Stale:      rapid.IntRange(0, 4).Draw(t, "stale"),
	}
	if rapid.Bool().Draw(t, "has_selection") {
		choice := rapid.SampledFrom([]string{"1", fsm.NoMatchLabel}).Draw(t, "choice")
		p := rapid.SampledFrom([]float64{0, 0.5, 0.74, 0.75, 0.76, 1}).Draw(t, "p")
		f.Selection = &fsm.SelectionAnswer{
			Choice: choice, Probabilities: map[string]float64{choice: p},
			Confidence: rapid.SampledFrom([]float64{0, 0.84, 0.85, 0.86, 1}).Draw(t, "conf"),
			Completion: rapid.SampledFrom([]float64{0, 0.79, 0.8, 1}).Draw(t, "completion"),
		}
	}
	if rapid.Bool().Draw(t, "has_risk") {
		f.Risk = &fsm.RiskAnswer{Risk: rapid.SampledFrom([]float64{0, 0.09, 0.1, 0.11, 1}).Draw(t, "risk")}
	}
	return f
}

// TestMachineMatchesTable fires random event sequences into the stateless machine and
// into the table's own lookup and requires the same verdict every time.
func TestMachineMatchesTable(t *testing.T) {
	table := Table()
	triggers := allTriggers(table)
	rapid.Check(t, func(rt *rapid.T) {
		m := fsm.NewMachine(table)
		ref := table.Initial
		n := rapid.IntRange(1, 40).Draw(rt, "events")
		for i := 0; i < n && !table.IsTerminal(ref); i++ {
			ev := fsm.Event{Trigger: rapid.SampledFrom(triggers).Draw(rt, "trigger"), Facts: genFacts(rt)}
			want, wantErr := table.Next(ref, ev.Trigger, ev.Facts)
			got, gotErr := m.Fire(context.Background(), ev)
			if (wantErr == nil) != (gotErr == nil) {
				rt.Fatalf("%s --%s--> table err %v, machine err %v", ref, ev.Trigger, wantErr, gotErr)
			}
			if wantErr != nil {
				var te *fsm.TransitionError
				if !errors.As(gotErr, &te) {
					rt.Fatalf("machine error is not a TransitionError: %v", gotErr)
				}
				if got != ref {
					rt.Fatalf("refused transition moved the machine from %s to %s", ref, got)
				}
				continue
			}
			if got != want {
				rt.Fatalf("%s --%s--> table %s, machine %s", ref, ev.Trigger, want, got)
			}
			ref = want
		}
	})
}

// TestGuardedAlternativesExclusive draws facts and checks that, for every guarded
// (state, trigger) group, exactly one alternative holds whenever its family applies.
func TestGuardedAlternativesExclusive(t *testing.T) {
	table := Table()
	type key struct {
		s  fsm.State
		tr fsm.Trigger
	}
	groups := map[key][]fsm.Edge{}
	for _, e := range table.Edges {
		if e.Guard != nil {
			groups[key{e.From, e.Trigger}] = append(groups[key{e.From, e.Trigger}], e)
		}
	}
	rapid.Check(t, func(rt *rapid.T) {
		f := genFacts(rt)
		if f.Selection == nil {
			f.Selection = &fsm.SelectionAnswer{Choice: "1", Probabilities: map[string]float64{"1": 1}, Confidence: 1}
		}
		if f.Risk == nil {
			f.Risk = &fsm.RiskAnswer{}
		}
		for k, es := range groups {
			held := 0
			for _, e := range es {
				if e.Guard.Fn(f) {
					held++
				}
			}
			if held != 1 {
				rt.Fatalf("%s --%s-->: %d guards hold for %+v", k.s, k.tr, held, f)
			}
		}
	})
}

func TestUnhandledTriggerIsTyped(t *testing.T) {
	m := fsm.NewMachine(Table())
	_, err := m.Fire(context.Background(), fsm.Event{Trigger: Dispatched})
	var te *fsm.TransitionError
	if !errors.As(err, &te) || te.State != fsm.Observing || m.State() != fsm.Observing {
		t.Fatalf("want TransitionError in Observing, got %v", err)
	}
	// A guarded trigger without the facts its guards read holds no guard.
	if _, err := m.Fire(context.Background(), fsm.Event{Trigger: Observed, Facts: fsm.Facts{MaxSteps: 4}}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Fire(context.Background(), fsm.Event{Trigger: Proposed, Facts: fsm.Facts{Candidates: 1}}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Fire(context.Background(), fsm.Event{Trigger: Decided}); !errors.As(err, &te) || len(te.Unmet) == 0 {
		t.Fatalf("want unmet guards, got %v", err)
	}
}

// TestCallerStepPath drives a caller's single step from its entry: Rechecking →
// Dispatching → Observing → executed, and a stale choice ends it at once.
func TestCallerStepPath(t *testing.T) {
	tb := Table()
	step, ok := tb.Entry(fsm.EntryStep)
	if !ok || step != fsm.Rechecking {
		t.Fatalf("step entry = %v %v, want Rechecking", step, ok)
	}
	m := fsm.NewMachineAt(tb, step)
	ctx := context.Background()
	for _, ev := range []fsm.Event{
		{Trigger: Rechecked},
		{Trigger: Dispatched, Facts: fsm.Facts{Steps: 1, MaxSteps: 1, Step: true}},
		{Trigger: Observed, Facts: fsm.Facts{Steps: 1, MaxSteps: 1, Step: true}},
	} {
		if _, err := m.Fire(ctx, ev); err != nil {
			t.Fatal(err)
		}
	}
	if m.State() != fsm.Terminal(fsm.StatusExecuted) {
		t.Fatalf("ended in %s, want executed", m.State())
	}
	m = fsm.NewMachineAt(tb, step)
	if st, err := m.Fire(ctx, fsm.Event{Trigger: Stale, Facts: fsm.Facts{Stale: 1, Step: true}}); err != nil || st != fsm.Terminal(fsm.StatusStaleDecision) {
		t.Fatalf("a stale caller's step went to %s (%v), want stale_decision", st, err)
	}
}
