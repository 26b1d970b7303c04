package golden

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
)

const brokenDir = "testdata/broken"

// brokenTrace is a recorded session changed on purpose, and the divergence the replayer
// must report for it.
type brokenTrace struct {
	name   string
	from   string // the session it is made from
	mutate func(s *Session)
	kind   DivergenceKind
	step   int
	want   string
}

var brokenTraces = []brokenTrace{
	{"recheck-went-stale", "possibly_done--open-link", func(s *Session) {
		first(s, KindVerify).Freshness = &fsm.Freshness{Reason: "the page structure changed since the observation (1 mutations)"}
	}, Mismatched, 5, `step 5: recorded Rechecking(click e1) → rechecked → Dispatching, got Rechecking(click e1) → stale → Observing`},
	{"risk-flagged", "possibly_done--open-link", func(s *Session) {
		first(s, KindRisk).RiskAnswer.Risk = 0.6
	}, Mismatched, 4, `step 4: recorded AssessingRisk(click e1) → assessed → Rechecking [risk_cleared], got AssessingRisk(click e1) → assessed → needs_confirmation [risk_flagged]`},
	{"other-choice", "possibly_done--open-link", func(s *Session) {
		e := first(s, KindSelect)
		*e.Answer = fake.Answer(e.Selection.Labels(), "2", 0.97, 0.02)
	}, Mismatched, 3, `step 3: recorded Selecting(click e1) → decided → AssessingRisk [gates_passed], got Selecting(click e2) → decided → AssessingRisk [gates_passed]`},
	{"page-lost-an-element", "possibly_done--open-link", func(s *Session) {
		obs := first(s, KindObserve).Observation
		obs.Elements = obs.Elements[1:]
	}, Mismatched, 3, `step 3: recorded select over [1: click e1, 2: click e2], got select over [1: click e2]`},
	{"cut-after-dispatch", "possibly_done--open-link", func(s *Session) {
		for i, e := range s.Events {
			if e.Kind == KindAct {
				s.Events = s.Events[:i+1]
				return
			}
		}
	}, Extra, 6, `step 6: recorded nothing more, got Dispatching(click e1) → dispatched → Observing`},
	{"decision-never-made", "no_match--model-chose-none", func(s *Session) {
		last := s.Events[len(s.Events)-1]
		for i := len(s.Events) - 1; i >= 0; i-- {
			if s.Events[i].Kind == KindStep {
				last = s.Events[i]
				break
			}
		}
		st := *last.Step
		st.N++
		s.Events = append(s.Events, Entry{Kind: KindStep, Step: &st})
	}, Missing, 4, `step 4: recorded Selecting → decided → no_match [no_match_chosen], got nothing (the replay ended at no_match)`},
	{"time-ran-out-earlier", "possibly_done--open-link", func(s *Session) {
		for i := range s.Events {
			if e := &s.Events[i]; e.Kind == KindClock && *e.NS > 0 {
				late := int64(60e9)
				e.NS = &late
				return
			}
		}
	}, Mismatched, 1, `step 1: recorded host check, got Observing → time_up → time_budget_exhausted`},
}

// first returns the session's first event of kind.
func first(s *Session, kind Kind) *Entry {
	for i := range s.Events {
		if s.Events[i].Kind == kind {
			return &s.Events[i]
		}
	}
	panic("no " + string(kind) + " event")
}

// writeBroken writes the broken traces from the freshly recorded sessions (-update).
func writeBroken(t *testing.T) {
	if err := os.MkdirAll(brokenDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, b := range brokenTraces {
		s, err := ReadFile(filepath.Join(sessionDir, b.from+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		b.mutate(s)
		var buf bytes.Buffer
		if err := WriteSession(&buf, s); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(brokenDir, b.name+".jsonl"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBrokenTraces: each deliberately broken trace is reported as the right kind of
// divergence at the right step, with the decisions named.
func TestBrokenTraces(t *testing.T) {
	for _, b := range brokenTraces {
		t.Run(b.name, func(t *testing.T) {
			_, err := ReplayFile(context.Background(), filepath.Join(brokenDir, b.name+".jsonl"))
			var de *DivergenceError
			if !errors.As(err, &de) {
				t.Fatalf("Replay = %v, want a *DivergenceError", err)
			}
			if de.Kind != b.kind || de.Step != b.step || !strings.Contains(err.Error(), b.want) {
				t.Fatalf("Replay = %q (%s at step %d), want %s at step %d: %q", err, de.Kind, de.Step, b.kind, b.step, b.want)
			}
		})
	}
}
