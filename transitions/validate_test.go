package transitions

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

func TestTableValidates(t *testing.T) {
	if _, err := Build(); err != nil {
		t.Fatalf("table invalid:\n%v", err)
	}
}

// mutate returns a copy of the goal table with f applied to its edges.
func mutate(f func([]fsm.Edge) []fsm.Edge) *fsm.Table {
	t := Table()
	t.Edges = f(append([]fsm.Edge(nil), t.Edges...))
	return t
}

func TestValidateCatchesBrokenTables(t *testing.T) {
	cases := []struct {
		name string
		t    *fsm.Table
		want string
	}{
		{"dispatch without recheck", mutate(func(es []fsm.Edge) []fsm.Edge {
			return append(es, fsm.Edge{From: fsm.Selecting, Trigger: "shortcut", To: fsm.Dispatching})
		}), "without Rechecking"},
		{"risk asked with the choice", mutate(func(es []fsm.Edge) []fsm.Edge {
			return append(es, fsm.Edge{From: fsm.Proposing, Trigger: "early_risk", To: fsm.AssessingRisk})
		}), "AssessingRisk entered from Proposing"},
		{"terminal with an exit", mutate(func(es []fsm.Edge) []fsm.Edge {
			return append(es, fsm.Edge{From: fsm.Terminal(fsm.StatusPartialUnknown), Trigger: "replay", To: fsm.Dispatching})
		}), "terminal partial_unknown has an outgoing edge"},
		{"loop skipping observation", mutate(func(es []fsm.Edge) []fsm.Edge {
			return append(es, fsm.Edge{From: fsm.Dispatching, Trigger: "again", To: fsm.Selecting})
		}), "avoids Observing"},
		{"overlapping guards", mutate(func(es []fsm.Edge) []fsm.Edge {
			return append(es, fsm.Edge{From: fsm.Selecting, Trigger: "decided", To: fsm.Terminal(fsm.StatusAmbiguous), Guard: guards.BelowGates()})
		}), "repeats verdict below_gates"},
		{"missing fallback", mutate(func(es []fsm.Edge) []fsm.Edge {
			out := es[:0]
			for _, e := range es {
				if e.Guard == nil || e.Guard.Verdict != guards.VerdictBelowGates {
					out = append(out, e)
				}
			}
			return out
		}), "does not cover verdict below_gates"},
		{"unreachable terminal", mutate(func(es []fsm.Edge) []fsm.Edge {
			out := es[:0]
			for _, e := range es {
				if e.To != fsm.Terminal(fsm.StatusReplayRefused) {
					out = append(out, e)
				}
			}
			return out
		}), "replay_refused is unreachable"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Validate(c.t)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Validate = %v, want an error containing %q", err, c.want)
			}
		})
	}
}
