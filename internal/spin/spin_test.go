package spin

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
	"github.com/browsergoal/browsergoal/transitions"
)

func needSpin(t *testing.T, err error) {
	t.Helper()
	if errors.Is(err, ErrMissing) {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
}

// TestTheTableVerifies model-checks the real table: invariants 1–3 and 7 hold.
func TestTheTableVerifies(t *testing.T) {
	table, err := transitions.Build()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Verify(context.Background(), table)
	needSpin(t, err)
	if err != nil {
		t.Fatalf("the transition table fails its model check: %v", err)
	}
	t.Logf("verified: %d states", rep.States)
}

// TestBrokenTablesFail: a table with an edge that skips Rechecking, or that dispatches
// twice, or that asks risk without the gates, fails with a counterexample through the
// broken edge. The tables are built unvalidated (Validate would refuse them too).
func TestBrokenTablesFail(t *testing.T) {
	cases := []struct {
		name string
		edge fsm.Edge
		want string
	}{
		{"Selecting straight to Dispatching", fsm.Edge{From: fsm.Selecting, Trigger: "shortcut", To: fsm.Dispatching}, "assertion violated rechecked"},
		{"Dispatching to Dispatching", fsm.Edge{From: fsm.Dispatching, Trigger: "again", To: fsm.Dispatching}, "assertion violated !(dispatched)"},
		{"risk without the gates", fsm.Edge{From: fsm.Proposing, Trigger: "risky", To: fsm.AssessingRisk}, "gatespassed)"},
		{"a loop without a budget", fsm.Edge{From: fsm.Selecting, Trigger: "again", To: fsm.Observing}, "acceptance cycle"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			table := transitions.Table()
			table.Edges = append(table.Edges, c.edge)
			_, err := Verify(context.Background(), table)
			needSpin(t, err)
			var v *Violation
			if !errors.As(err, &v) {
				t.Fatalf("Verify = %v, want a violation", err)
			}
			if !strings.Contains(v.Property, c.want) {
				t.Fatalf("the violation does not name %q: %v", c.want, err)
			}
			if !passes(v.Path, c.edge) {
				t.Fatalf("the counterexample does not take the broken edge %s → %s: %v", c.edge.From, c.edge.To, err)
			}
			t.Log(err)
		})
	}
}

// passes reports whether a path takes the edge from → to.
func passes(path []string, e fsm.Edge) bool {
	for i := 1; i < len(path); i++ {
		if path[i-1] == string(e.From) && path[i] == string(e.To) {
			return true
		}
	}
	return false
}

// TestStepEntryMustRecheck: a caller's step that entered past Rechecking (at
// Dispatching), or whose path could reach Selecting, fails with a counterexample.
func TestStepEntryMustRecheck(t *testing.T) {
	cases := []struct {
		name  string
		entry fsm.State
		edge  *fsm.Edge
		want  string
	}{
		{"a step entering at Dispatching", fsm.Dispatching, nil, "rechecked"},
		{"a step that decides", fsm.Rechecking, &fsm.Edge{From: fsm.Observing, Trigger: "decide", To: fsm.Selecting, Guard: guards.CallerStep()}, "caller"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			table := transitions.Table()
			for i := range table.Entries {
				if table.Entries[i].Name == fsm.EntryStep {
					table.Entries[i].State = c.entry
				}
			}
			if c.edge != nil {
				table.Edges = append(table.Edges, *c.edge)
			}
			_, err := Verify(context.Background(), table)
			needSpin(t, err)
			var v *Violation
			if !errors.As(err, &v) || !strings.Contains(v.Property, c.want) {
				t.Fatalf("Verify = %v, want a violation naming %q", err, c.want)
			}
			if v.Path[0] != string(c.entry) {
				t.Fatalf("the counterexample starts at %s, want the step entry %s: %v", v.Path[0], c.entry, err)
			}
			t.Log(err)
		})
	}
}
