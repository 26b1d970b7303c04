package goalbench

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
)

// Options configure a benchmark run.
type Options struct {
	// Decider decides every goal (adapters/local or adapters/jevhttp). Required.
	Decider fsm.Decider
	// Session is the launched browser; every instance gets a fresh tab. Required.
	Session *rod.Session
	// Seed and N choose the instances: N seeded instances (index 0..N-1) of every task.
	Seed uint64
	N    int
	// OnOutcome, if set, is called after every instance.
	OnOutcome func(Outcome)
	// Logger receives the executor's debug events.
	Logger zerolog.Logger
	// Record keeps every instance's selection requests and answers in its Outcome.
	Record bool
}

// Outcome is one instance's run and verdict.
type Outcome struct {
	Family string          `json:"family"`
	Task   string          `json:"task"`
	Seed   uint64          `json:"seed"`
	Index  int             `json:"index"`
	Goal   string          `json:"goal"`
	Req    json.RawMessage `json:"request"`
	Status fsm.Status      `json:"status"`
	// Steps is the number of actions performed, Cycles the observe-and-decide rounds.
	Steps   int              `json:"steps"`
	Cycles  int              `json:"cycles"`
	Millis  int64            `json:"ms"`
	Message string           `json:"message"`
	Trace   []fsm.TraceEntry `json:"trace"`
	// Gates are the run's gate verdicts with the probabilities that decided them (the
	// result's gates): the decisions the calibration is measured on.
	Gates  []fsm.GateRecord `json:"gates,omitempty"`
	Events []string         `json:"events"`
	// Kind is the task's kind: KindDoable, KindMustStop or KindUndoable.
	Kind string `json:"kind"`
	// Proposed is the run's final proposed operation (Proposal), "" without one.
	Proposed string `json:"proposed,omitempty"`
	// Decisions are the instance's selections, with Options.Record.
	Decisions []Decision `json:"decisions,omitempty"`
	Verdict
}

// Task kinds (Outcome.Kind).
const (
	KindDoable   = "doable"
	KindMustStop = "must_stop"
	KindUndoable = "undoable"
)

// Kind is the task's kind: a consequential goal that must stop, a goal the page cannot
// do, or an ordinary doable one.
func (t *Task) Kind() string {
	switch {
	case t.MustStop:
		return KindMustStop
	case t.Undoable:
		return KindUndoable
	}
	return KindDoable
}

// settleQuiet and settleMax bound the wait, after a goal ends, for the site's last
// reports (the page load of a navigation the last action started).
const settleQuiet, settleMax = 100 * time.Millisecond, 5 * time.Second

// Run runs opts.N seeded instances of every task, one after another, each on a fresh tab
// of the session, through the executor as a user's goal runs: the request is built as
// JSON and parsed by the CLI's contract (fsm.ParseRequest). The error is for what stops
// the whole run (no server, a tab that cannot open, a task whose request is invalid).
func Run(ctx context.Context, tasks []Task, opts Options) ([]Outcome, error) {
	if opts.Decider == nil || opts.Session == nil {
		return nil, fmt.Errorf("goalbench: a decider and a browser session are required")
	}
	n := max(opts.N, 1)
	srv, err := StartServer()
	if err != nil {
		return nil, err
	}
	defer srv.Close()
	dec, rec := opts.Decider, (*tap)(nil)
	if opts.Record {
		rec = &tap{Decider: dec}
		dec = rec
	}
	ex, err := browsergoal.New(browsergoal.Config{Decider: dec, Logger: opts.Logger})
	if err != nil {
		return nil, err
	}
	var out []Outcome
	for i := range tasks {
		for idx := range n {
			if err := ctx.Err(); err != nil {
				return out, err
			}
			in, err := tasks[i].Instantiate(opts.Seed, idx)
			if err != nil {
				return out, err
			}
			o, err := runOne(ctx, ex, srv, opts.Session, in)
			if err != nil {
				return out, err
			}
			if rec != nil {
				o.Decisions = rec.drain()
			}
			out = append(out, o)
			if opts.OnOutcome != nil {
				opts.OnOutcome(o)
			}
		}
	}
	return out, nil
}

func runOne(ctx context.Context, ex *browsergoal.Executor, srv *Server, s *rod.Session, in *Instance) (Outcome, error) {
	id, base := srv.Open(in)
	req, raw, err := in.Request(base)
	if err != nil {
		return Outcome{}, err
	}
	tab, err := s.NewTab(ctx, base+in.Start)
	if err != nil {
		return Outcome{}, fmt.Errorf("task %s: %w", in.Task.Key(), err)
	}
	defer func() {
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = tab.Close(cctx)
	}()
	start := time.Now()
	res, err := ex.Run(ctx, req, tab)
	elapsed := time.Since(start)
	if err != nil {
		return Outcome{}, fmt.Errorf("task %s: %w", in.Task.Key(), err)
	}
	srv.Settle(id, settleQuiet, settleMax)
	events := srv.Events(id)
	var proposed string
	if res.Decision != nil {
		proposed = Proposal(res.Decision.Operation)
	}
	return Outcome{
		Family: in.Task.Family, Task: in.Task.ID, Seed: in.Seed, Index: in.Index,
		Goal: in.Goal, Req: raw, Status: res.Status, Steps: res.Steps, Cycles: max(len(res.Candidates), 1),
		Millis: elapsed.Milliseconds(), Message: res.Message, Trace: res.Trace, Gates: res.Gates, Events: events,
		Kind: in.Task.Kind(), Proposed: proposed,
		Verdict: in.Check.JudgeRun(events, res.Status, proposed),
	}, nil
}
