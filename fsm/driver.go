package fsm

import (
	"context"
	"fmt"
	"time"
)

// Stage runs one working state's work on a goal's run record R and reports the event the
// driver fires. Stages do the I/O; they never fire.
type Stage[R any] func(ctx context.Context, run R) Event

// Step is one fired transition, as the driver reports it.
type Step struct {
	From  State
	Event Event
	To    State
	// Took is how long From's stage ran, by the driver's Clock (zero without one, or
	// when Preempt fired the event instead).
	Took time.Duration
}

// Driver steps a Machine: it runs the current state's stage, fires the event it returns,
// and repeats until a terminal state. Before every stage, Preempt may report an event
// (the time budget, cancellation) that is fired instead.
type Driver[R any] struct {
	Machine *Machine
	Stages  map[State]Stage[R]
	// Preempt runs before each stage; ok=true fires ev without running the stage.
	Preempt func(ctx context.Context, run R) (ev Event, ok bool)
	// OnStep is called after each fired transition.
	OnStep func(Step)
	// MaxTransitions bounds the loop against a table bug (a goal needs far fewer).
	MaxTransitions int
	// Clock, if set, times each stage for Step.Took.
	Clock Clock
}

// Run drives the machine to a terminal state and returns it. An error means a stage
// reported an event the table does not permit (a bug the property tests guard against).
func (d *Driver[R]) Run(ctx context.Context, run R) (State, error) {
	limit := d.MaxTransitions
	if limit <= 0 {
		limit = 1000
	}
	for i := 0; !d.Machine.Terminal(); i++ {
		if i >= limit {
			return d.Machine.State(), fmt.Errorf("driver: no terminal state after %d transitions", limit)
		}
		from := d.Machine.State()
		var ev Event
		ok := false
		if d.Preempt != nil {
			ev, ok = d.Preempt(ctx, run)
		}
		var took time.Duration
		if !ok {
			stage, found := d.Stages[from]
			if !found {
				return from, fmt.Errorf("driver: no stage for state %s", from)
			}
			ev, took = d.timed(ctx, stage, run)
		}
		to, err := d.Machine.Fire(ctx, ev)
		if err != nil {
			return from, fmt.Errorf("driver: %w", err)
		}
		if d.OnStep != nil {
			d.OnStep(Step{From: from, Event: ev, To: to, Took: took})
		}
	}
	return d.Machine.State(), nil
}

// timed runs one stage, timing it when the driver has a clock.
func (d *Driver[R]) timed(ctx context.Context, stage Stage[R], run R) (Event, time.Duration) {
	if d.Clock == nil {
		return stage(ctx, run), 0
	}
	start := d.Clock.Now()
	ev := stage(ctx, run)
	return ev, d.Clock.Now().Sub(start)
}
