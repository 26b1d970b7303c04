// Package browsergoal runs one bounded browser goal as an explicit, checked finite-state
// machine. An agent host hands it a narrow goal, an attached browser tab and the exact
// values it may type, select or navigate to; browsergoal observes the page, offers a
// decision model only typed operations it generated itself, gates the answer on
// confidence and on a separate risk question, re-checks everything just before it acts,
// performs one action, and repeats within a step and time budget. Every run ends in a
// named terminal status.
//
// The machine comes from the transition table in package transitions; the stages are in
// package states; the ports (browser, decider, host, clock) are declared in package fsm
// and implemented by the adapters.
package browsergoal

import (
	"context"
	"fmt"
	"maps"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
	"github.com/browsergoal/browsergoal/states"
	"github.com/browsergoal/browsergoal/transitions"
)

// Config assembles an Executor.
type Config struct {
	// Decider answers the typed questions (adapters/jevhttp or adapters/local). Required.
	Decider fsm.Decider
	// Host reports enablement and permission; nil allows everything.
	Host fsm.Host
	// Clock tells the time; nil is the system clock.
	Clock fsm.Clock
	// Logger receives debug events; the zero value logs nothing.
	Logger zerolog.Logger
	// OnTransition, if set, is called after every transition (for progress output).
	OnTransition func(Transition)
	// Recorder, if set, records every goal the executor runs (see package golden).
	// Recording wraps the ports and hears the transitions; it never changes what runs.
	Recorder Recorder
}

// Transition is one fired transition with what it decided, for progress output.
type Transition struct {
	Step    int
	From    fsm.State
	Trigger fsm.Trigger
	To      fsm.State
	Detail  string
	// Operation is the chosen operation once Selecting has decided, Gate the gate
	// verdict this transition carried, if any.
	Operation *fsm.Candidate
	Gate      *fsm.GateRecord
	// Candidates is the number offered, after Proposing; Proposal counts what that
	// proposal offered and dropped, by reason.
	Candidates int
	Proposal   *fsm.CandidateStats
	// Took is how long From's stage ran (zero when the time budget or a cancellation
	// ended it before its stage ran).
	Took time.Duration
	// Err is the failure behind a failure trigger, if any (context.Canceled or
	// context.DeadlineExceeded itself when the goal's context ended).
	Err error
	// Guard names the guard of the edge taken ("" for an unguarded edge).
	Guard string
}

// Executor runs goals. It is safe for concurrent use: each Run has its own machine.
type Executor struct {
	cfg   Config
	table *fsm.Table
}

// New validates the transition table and returns an Executor.
func New(cfg Config) (*Executor, error) {
	if cfg.Decider == nil {
		return nil, fmt.Errorf("browsergoal: Config.Decider is required")
	}
	if cfg.Host == nil {
		cfg.Host = fsm.AllowAllHost{}
	}
	if cfg.Clock == nil {
		cfg.Clock = fsm.SystemClock{}
	}
	t, err := transitions.Build()
	if err != nil {
		return nil, fmt.Errorf("browsergoal: invalid transition table: %w", err)
	}
	return &Executor{cfg: cfg, table: t}, nil
}

// Table returns the validated transition table the executor runs.
func (e *Executor) Table() *fsm.Table { return e.table }

// Run validates the request and runs one goal on the browser tab to a terminal status.
// The error is a *fsm.ValidationError for an invalid request (nothing ran), or an
// internal error if a stage reported an event the table does not permit; every other
// outcome, failures included, is a Result with a named Status.
func (e *Executor) Run(ctx context.Context, req fsm.Request, b fsm.Browser) (fsm.Result, error) {
	if err := req.Validate(); err != nil {
		return fsm.Result{}, err
	}
	if b == nil {
		return fsm.Result{}, fmt.Errorf("browsergoal: a browser is required")
	}
	return e.drive(ctx, req.WithDefaults(), nil, b)
}

// drive runs a validated request (defaults applied) from its entry: the goal's, or a
// caller's step's when choice is set.
func (e *Executor) drive(ctx context.Context, req fsm.Request, choice *fsm.Choice, b fsm.Browser) (fsm.Result, error) {
	ports := fsm.Ports{Browser: b, Decider: e.cfg.Decider, Host: e.cfg.Host, Clock: e.cfg.Clock}
	var rec Recording
	if e.cfg.Recorder != nil {
		rec = e.cfg.Recorder.Begin(ctx, req, choice, e.table, ports)
		ports = rec.Ports()
	}
	run := states.NewRun(req, ports, e.cfg.Logger)
	entry := e.table.Initial
	if choice != nil {
		entry, _ = e.table.Entry(fsm.EntryStep)
		if err := chooseFor(run, *choice); err != nil {
			return fsm.Result{}, err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, time.Duration(req.TimeoutMS)*time.Millisecond)
	defer cancel()
	endOnFault(ctx, b, cancel)

	path := []string{string(entry)}
	d := &fsm.Driver[*states.Run]{
		Machine: fsm.NewMachineAt(e.table, entry),
		Stages: map[fsm.State]fsm.Stage[*states.Run]{
			fsm.Observing: states.Observe, fsm.Proposing: states.Propose, fsm.Selecting: states.Select,
			fsm.AssessingRisk: states.AssessRisk, fsm.Rechecking: states.Recheck, fsm.Dispatching: states.Dispatch,
		},
		Preempt: func(ctx context.Context, r *states.Run) (fsm.Event, bool) { return r.Interrupted(ctx) },
		OnStep: func(s fsm.Step) {
			path = append(path, string(s.To))
			run.Spent(s.From, s.Took)
			t := transition(run, s)
			if edge, ok := e.table.Taken(s.From, s.Event.Trigger, s.To, s.Event.Facts); ok && edge.Guard != nil {
				t.Guard = edge.Guard.Name
			}
			e.report(t)
			if rec != nil {
				rec.Step(t)
			}
		},
		// The ports' clock: a recorder hears the driver's readings too.
		Clock: ports.Clock,
	}
	final, err := d.Run(ctx, run)
	res := result(run, final, path)
	if rec != nil {
		rec.End(res, err)
	}
	if err != nil {
		return res, err
	}
	return res, nil
}

// endOnFault ends the goal's context as soon as the browser reports (from the protocol's
// events) that it, its connection or the tab is gone: a decision or a page call in
// flight returns at once, and the stage names the fault (states.Run.Interrupted).
func endOnFault(ctx context.Context, b fsm.Browser, cancel context.CancelFunc) {
	fw, ok := b.(fsm.FaultWatcher)
	if !ok {
		return
	}
	ch := fw.Faulted()
	if ch == nil {
		return
	}
	go func() {
		select {
		case <-ch:
			cancel()
		case <-ctx.Done():
		}
	}()
}

func (e *Executor) report(t Transition) {
	ev := e.cfg.Logger.Debug().Str("from", string(t.From)).Str("trigger", string(t.Trigger)).
		Str("to", string(t.To)).Int("step", t.Step)
	if t.Detail != "" && t.Trigger != transitions.Observed {
		ev = ev.Str("detail", t.Detail)
	}
	ev.Msg("transition")
	if e.cfg.OnTransition != nil {
		e.cfg.OnTransition(t)
	}
}

// transition describes one fired step with what it decided.
func transition(r *states.Run, s fsm.Step) Transition {
	t := Transition{Step: r.Steps, From: s.From, Trigger: s.Event.Trigger, To: s.To, Detail: s.Event.Detail, Took: s.Took, Err: s.Event.Err}
	switch s.From {
	case fsm.Proposing:
		t.Candidates = len(r.Candidates)
		if n := len(r.CandStats); n > 0 {
			st := r.CandStats[n-1]
			st.DroppedBy = maps.Clone(st.DroppedBy)
			t.Proposal = &st
		}
	case fsm.Selecting, fsm.AssessingRisk:
		t.Operation = r.Chosen
		if len(r.Gates) > 0 && r.Answer != nil {
			g := r.Gates[len(r.Gates)-1]
			t.Gate = &g
		}
	case fsm.Rechecking, fsm.Dispatching:
		t.Operation = r.Chosen
		if n := len(r.Gates); s.Event.Trigger == transitions.Stale && n > 0 {
			g := r.Gates[n-1]
			t.Gate = &g
		}
	}
	return t
}

// result assembles the Result from a finished run.
func result(r *states.Run, final fsm.State, path []string) fsm.Result {
	status := fsm.Status(final)
	res := fsm.Result{
		Status: status, Advice: status.Advice(), Decision: r.Decision, Steps: r.Steps,
		Trace: nonNil(r.Trace), Gates: nonNil(r.Gates), Candidates: nonNil(r.CandStats),
		Timings: r.FinalTimings(), Thresholds: guards.Thresholds(), Path: path, Error: r.Err,
	}
	if r.Obs != nil {
		res.URL = r.Obs.URL
		if r.Caller && status == fsm.StatusExecuted {
			res.Observation = r.Obs
		}
	}
	if u := fsm.Unused(r.Req, r.Trace); !u.Empty() {
		res.Unused = &u
	}
	res.Message = sentence(message(r, status)) + unusedNote(res.Unused, r.Steps)
	return res
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
