package browsergoal_test

import (
	"context"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
)

// timedGoal runs the fill-then-click goal on fake ports that each take a fixed time on
// the clock (which also ticks by tick on every reading) and returns the result.
func timedGoal(t *testing.T, tick time.Duration) fsm.Result {
	t.Helper()
	clock := &fake.Clock{T: time.Unix(1_700_000_000, 0), Step: tick}
	takes := func(d time.Duration) { clock.Advance(d) }
	b := &fake.Browser{
		ObserveF: func(context.Context, int) (fsm.Observation, error) {
			takes(10 * time.Millisecond)
			return fake.FormPage("d1"), nil
		},
		VerifyF: func(context.Context, fsm.Epoch, fsm.Operation, *fsm.Element) (fsm.Freshness, error) {
			takes(3 * time.Millisecond)
			return fsm.Freshness{Fresh: true}, nil
		},
		ActF: func(context.Context, fsm.Operation) error { takes(40 * time.Millisecond); return nil },
	}
	script := fake.Script(fake.Op(fsm.ActFill, "rust async"), fake.Named("Search"))
	d := &fake.Decider{
		SelectF: func(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
			takes(20 * time.Millisecond)
			return script(ctx, req)
		},
		RiskF: func(context.Context, fsm.RiskRequest) (fsm.RiskAnswer, error) {
			takes(5 * time.Millisecond)
			return fsm.RiskAnswer{Risk: 0.01}, nil
		},
	}
	ex, err := browsergoal.New(browsergoal.Config{Decider: d, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ex.Run(context.Background(), fsm.Request{Goal: "search the docs for rust async", TextValues: []string{"rust async"}}, b)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != fsm.StatusPossiblyDone || res.Steps != 2 {
		t.Fatalf("got %s after %d steps", res.Status, res.Steps)
	}
	return res
}

// TestTimingsAccountForTheGoal: on a clock that moves only while a port works, each
// timing is exactly its ports' time (3 observations, 3 selections, 2 risk questions, 2
// rechecks, 2 actions) and totalMs is their sum; on a clock that also ticks on every
// reading, each timing is at least that and totalMs at least the parts' sum.
func TestTimingsAccountForTheGoal(t *testing.T) {
	want := fsm.Timings{SelectionMS: 60, RiskMS: 10, DecisionMS: 70, ObserveMS: 30, RecheckMS: 6, DispatchMS: 80, TotalMS: 186}
	if got := timedGoal(t, 0).Timings; got != want {
		t.Errorf("timings on a still clock:\n got %+v\nwant %+v", got, want)
	}
	got := timedGoal(t, time.Millisecond).Timings
	parts := []struct {
		name     string
		got, min int64
	}{
		{"selectionMs", got.SelectionMS, want.SelectionMS}, {"riskMs", got.RiskMS, want.RiskMS},
		{"observeMs", got.ObserveMS, want.ObserveMS}, {"recheckMs", got.RecheckMS, want.RecheckMS},
		{"dispatchMs", got.DispatchMS, want.DispatchMS},
	}
	for _, p := range parts {
		if p.got < p.min {
			t.Errorf("%s = %d on a ticking clock, want at least %d", p.name, p.got, p.min)
		}
	}
	if got.DecisionMS != got.SelectionMS+got.RiskMS {
		t.Errorf("decisionMs %d is not selectionMs + riskMs (%d + %d)", got.DecisionMS, got.SelectionMS, got.RiskMS)
	}
	if sum := got.ObserveMS + got.DecisionMS + got.RecheckMS + got.DispatchMS; got.TotalMS < sum {
		t.Errorf("totalMs %d is less than the parts' sum %d: %+v", got.TotalMS, sum, got)
	}
}

// TestProgressReportsStageTimes: each transition out of a stage that ran carries its run
// time; preempted transitions carry none.
func TestProgressReportsStageTimes(t *testing.T) {
	clock := &fake.Clock{T: time.Unix(1_700_000_000, 0)}
	b := &fake.Browser{
		Page: fake.FormPage("d1"),
		ActF: func(context.Context, fsm.Operation) error { clock.Advance(40 * time.Millisecond); return nil },
	}
	d := &fake.Decider{SelectF: fake.Script(fake.Op(fsm.ActFill, "rust async"))}
	var took []time.Duration
	var from []fsm.State
	ex, err := browsergoal.New(browsergoal.Config{Decider: d, Clock: clock, OnTransition: func(tr browsergoal.Transition) {
		from, took = append(from, tr.From), append(took, tr.Took)
	}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ex.Run(context.Background(), fsm.Request{Goal: "type rust async", TextValues: []string{"rust async"}, MaxSteps: 1}, b); err != nil {
		t.Fatal(err)
	}
	dispatched := false
	for i, s := range from {
		if s == fsm.Dispatching {
			dispatched = true
			if took[i] != 40*time.Millisecond {
				t.Errorf("the Dispatching transition took %v, want the action's 40ms", took[i])
			}
		} else if took[i] != 0 {
			t.Errorf("the %s transition took %v on a clock that only the action moves", s, took[i])
		}
	}
	if !dispatched {
		t.Fatalf("no Dispatching transition among %v", from)
	}
}
