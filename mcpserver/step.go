package mcpserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/states"
	"github.com/browsergoal/browsergoal/transitions"
)

// StatusExecuted is browser_step's status when its one action was dispatched and
// executed (fsm.StatusExecuted, the terminal of a caller's step).
const StatusExecuted = fsm.StatusExecuted

// stepTimeoutMS bounds one step or observation, like a goal's default budget.
const stepTimeoutMS = fsm.DefaultTimeoutMS

// observeOutput is browser_observe's structured content.
type observeOutput struct {
	Tab         string          `json:"tab"`
	Observation fsm.Observation `json:"observation"`
	// Previous is the tab's last goal or step, when the client cancelled it and this is
	// the tab's first call since.
	Previous *Outcome `json:"previous,omitempty"`
}

// stepOutput is browser_step's structured content.
type stepOutput struct {
	Status  fsm.Status `json:"status"`
	Message string     `json:"message"`
	Advice  string     `json:"advice"`
	Tab     string     `json:"tab"`
	// Operation is the operation as the engine described and dispatched it.
	Operation *fsm.Candidate `json:"operation,omitempty"`
	// Trace is the executed trace entry (outcome executed, not_executed or unknown).
	Trace []fsm.TraceEntry `json:"trace"`
	// Observation is the fresh post-action observation, the next step's basis.
	Observation *fsm.Observation `json:"observation,omitempty"`
	Error       *fsm.ErrorInfo   `json:"error,omitempty"`
	// URL is the page's URL at the last observation (after the action, when executed).
	URL string `json:"url,omitempty"`
	// Path is the states the step went through in the transition table.
	Path []string `json:"path"`
	// Previous is the tab's last goal or step, when the client cancelled it and this is
	// the tab's first call since.
	Previous *Outcome `json:"previous,omitempty"`
}

// newRun is a run record for the single-step tools: the same stages as a goal, with the
// step host (the TypeSafe mode governs goals only) and the tab's ledger.
func (s *Server) newRun(ts *tabState, a tabArgs, req fsm.Request) *states.Run {
	req.Target, req.Tab, req.Goal = a.Target, a.Tab, "browser_step"
	req.TimeoutMS = stepTimeoutMS
	req = req.WithDefaults()
	return states.NewRun(req, fsm.Ports{Browser: ts.b, Host: stepHost{s.opts.Host}, Clock: s.opts.Clock}, s.opts.Logger)
}

// stopped maps a stage's stopping event to its terminal status through the transition
// table, and the run's recorded reason.
func (s *Server) stopped(from fsm.State, ev fsm.Event, r *states.Run) (fsm.Status, string) {
	to, err := s.table.Next(from, ev.Trigger, ev.Facts)
	st := fsm.Status(to)
	if err != nil {
		st = fsm.StatusActionFailed
	}
	msg := ev.Detail
	if r.Err != nil {
		msg = r.Err.Message
	}
	return st, msg
}

// observeTab runs the Observing stage on the tab and keeps the observation.
func (s *Server) observeTab(ctx context.Context, ts *tabState, a tabArgs) (*fsm.Observation, fsm.Status, string) {
	r := s.newRun(ts, a, fsm.Request{})
	ev := states.Observe(ctx, r)
	if ev.Trigger != transitions.Observed {
		ts.obs = nil
		st, msg := s.stopped(fsm.Observing, ev, r)
		return nil, st, msg
	}
	ts.obs = r.Obs
	return r.Obs, "", ""
}

// observe is browser_observe. A deliberate observation also clears the tab's step
// ledger: after it, the same action may be chosen again. Observe calls waiting for the
// tab together share one fresh observation (see tabQueue).
func (s *Server) observe(ctx context.Context, _ *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status) {
	a, err := decodeTab(args)
	if err != nil {
		return errorResult(err), ""
	}
	if r, st := s.hostRefusal(ctx, a, false); r != nil {
		return r, st
	}
	ts, id, err := s.tab(ctx, a.Tab)
	if err != nil {
		return errorResult(err), ""
	}
	release, sh, err := ts.queue.acquire(ctx, id, true)
	if err != nil {
		return errorResult(err), ""
	}
	if sh == nil {
		sh = &sharedObservation{done: make(chan struct{})}
		ts.queue.share(sh)
		octx, cancel := context.WithTimeout(context.WithoutCancel(ctx), stepTimeoutMS*1e6)
		sh.obs, sh.st, sh.msg = s.observeTab(octx, ts, a)
		cancel()
		if sh.obs != nil {
			ts.dispatched = nil
		}
		close(sh.done)
		release()
	}
	select {
	case <-sh.done:
	case <-ctx.Done():
		return errorResult(ctx.Err()), ""
	}
	if sh.obs == nil {
		return refusal(sh.st, sh.msg), sh.st
	}
	return okResult(observeOutput{Tab: id, Observation: *sh.obs, Previous: ts.previous()}), ""
}

// stepArgs are browser_step's arguments.
type stepArgs struct {
	tabArgs
	Action  fsm.Action `json:"action"`
	Element string     `json:"element"`
	Value   *string    `json:"value"`
}

// decodeTab decodes and checks browser_observe's arguments.
func decodeTab(b []byte) (tabArgs, error) {
	var a tabArgs
	if err := fsm.DecodeStrict(b, &a, "target, tab"); err != nil {
		return a, err
	}
	return a, a.validate()
}

// decodeStep decodes and checks browser_step's arguments.
func decodeStep(b []byte) (stepArgs, fsm.Operation, fsm.Request, error) {
	var a stepArgs
	if err := fsm.DecodeStrict(b, &a, "target, tab, action, element, value"); err != nil {
		return a, fsm.Operation{}, fsm.Request{}, err
	}
	op, req, err := a.request()
	return a, op, req, err
}

// request checks the arguments and returns the operation and the request whose exact
// values make it compatible.
func (a stepArgs) request() (fsm.Operation, fsm.Request, error) {
	if err := a.validate(); err != nil {
		return fsm.Operation{}, fsm.Request{}, err
	}
	if a.Element == "" {
		return fsm.Operation{}, fsm.Request{}, &fsm.ValidationError{Field: "element", Problem: "is required: an element id from the latest observation"}
	}
	op := fsm.Operation{Action: a.Action, Target: a.Element}
	var req fsm.Request
	switch a.Action {
	case fsm.ActClick:
		if a.Value != nil {
			return op, req, &fsm.ValidationError{Field: "value", Problem: "must be omitted for click"}
		}
		return op, req, nil
	case fsm.ActFill, fsm.ActSelect:
		if a.Value == nil {
			return op, req, &fsm.ValidationError{Field: "value", Problem: "is required for " + string(a.Action)}
		}
		op.Value = *a.Value
		if a.Action == fsm.ActFill {
			req.TextValues = []string{op.Value}
		} else {
			req.SelectValues = []string{op.Value}
		}
		if err := (fsm.Request{Goal: "-", TextValues: req.TextValues, SelectValues: req.SelectValues}).Validate(); err != nil {
			if ve, ok := err.(*fsm.ValidationError); ok {
				ve.Field = "value"
			}
			return op, req, err
		}
		return op, req, nil
	}
	return op, req, &fsm.ValidationError{Field: "action", Problem: "must be click, fill or select"}
}

// step is browser_step: one operation on an element of the latest observation, run as a
// caller's single step of the transition table (browsergoal.Executor.Step): the
// operation must be one a proposal would offer from that observation and the exact
// value; then Rechecking, Dispatching and the observation of the page after it, with the
// tab's never-replay identities.
func (s *Server) step(ctx context.Context, req *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status) {
	a, op, greq, err := decodeStep(args)
	if err != nil {
		return errorResult(err), ""
	}
	if r, st := s.hostRefusal(ctx, a.tabArgs, false); r != nil {
		return r, st
	}
	ts, id, unlock, err := s.lockTab(ctx, a.Tab)
	if err != nil {
		return errorResult(err), ""
	}
	defer unlock()
	if ts.obs == nil {
		return errorResult(&fsm.ValidationError{Field: "element", Problem: "has no observation to refer to: call browser_observe on this tab first (a goal or an uncertain step invalidates the previous one)"}), ""
	}
	return s.runStep(ctx, req, "browser_step", ts, id, a.tabArgs, greq, op, *ts.obs)
}

// runStep runs one caller's step on the tab from observation obs and reports it.
func (s *Server) runStep(ctx context.Context, req *mcp.CallToolRequest, tool string, ts *tabState, id string, a tabArgs, greq fsm.Request, op fsm.Operation, obs fsm.Observation) (*mcp.CallToolResult, fsm.Status) {
	greq.Target, greq.Tab, greq.TimeoutMS = a.Target, a.Tab, stepTimeoutMS
	ex, err := browsergoal.New(s.engineConfig(ctx, req, stepHost{s.opts.Host}, noDecider{}))
	if err != nil {
		return errorResult(err), ""
	}
	choice := fsm.Choice{Operation: op, Observation: obs, Dispatched: ts.dispatched}
	prev := ts.previous()
	res, err := ex.Step(ctx, greq, choice, ts.b)
	if err != nil {
		return errorResult(err), ""
	}
	ts.setLast(tool, res, ctx.Err() != nil)
	for _, t := range res.Trace {
		if t.Outcome != fsm.OutcomeNotExecuted {
			ts.dispatched = append(ts.dispatched, fsm.Identity(op, &obs))
		}
	}
	out := stepOutput{Tab: id, Status: res.Status, Message: res.Message, Advice: res.Advice, Trace: res.Trace,
		Observation: res.Observation, Error: res.Error, URL: res.URL, Path: res.Path, Previous: prev}
	if len(res.Trace) > 0 || res.Status == fsm.StatusExecuted {
		d := describeOp(op, &obs, greq)
		out.Operation = &d
	}
	switch {
	case res.Status == fsm.StatusExecuted:
		ts.obs = res.Observation
		out.Message = "The " + string(op.Action) + " was dispatched and executed; DOM dispatch is not verified task completion."
	case res.Status != fsm.StatusActionFailed:
		ts.obs = nil // stale, uncertain or refused: the next step needs a new observation
	}
	r := okResult(out)
	r.IsError = out.Status != fsm.StatusExecuted
	return r, out.Status
}

// describeOp is the operation as a proposal describes it on obs.
func describeOp(op fsm.Operation, obs *fsm.Observation, req fsm.Request) fsm.Candidate {
	c, _ := states.Compatible(obs, req, op, nil)
	if c.Action == "" {
		c.Operation = op
	}
	return c
}

// noDecider is the decider of a caller's step, which never decides.
type noDecider struct{}

func (noDecider) Select(context.Context, fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: fsm.StatusDecisionUnavailable, Message: "a caller's step never decides"}
}

func (noDecider) AssessRisk(context.Context, fsm.RiskRequest) (fsm.RiskAnswer, error) {
	return fsm.RiskAnswer{}, &fsm.DecisionError{Class: fsm.StatusDecisionUnavailable, Message: "a caller's step never decides"}
}
