// Package states holds one stage per working state of the goal machine: Observe,
// Propose, Select, AssessRisk, Recheck and Dispatch. Each does its state's work against
// the ports on a goal's Run record and returns the event the driver fires; none fires.
package states

import (
	"context"
	"errors"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
	"github.com/browsergoal/browsergoal/transitions"
)

// Run is one goal's mutable record, owned by the driver's goroutine.
type Run struct {
	Req      fsm.Request
	Ports    fsm.Ports
	Log      zerolog.Logger
	Start    time.Time
	Deadline time.Time

	// Caller is set for a caller's single step: Chosen is the caller's own choice and
	// the run entered at Rechecking.
	Caller bool

	// Steps counts dispatched operations (executed or with unknown outcome).
	Steps int
	// Stale counts stale decisions discarded so far.
	Stale int
	// Ledger is the never-replay ledger.
	Ledger *guards.Ledger

	// Obs is the current step's fresh observation.
	Obs *fsm.Observation
	// Candidates are the current proposal's candidates, in label order.
	Candidates []fsm.Candidate
	// Answer, Chosen and Risk are the current step's decision.
	Answer *fsm.SelectionAnswer
	Chosen *fsm.Candidate
	Risk   *fsm.RiskAnswer

	// Result material.
	Trace     []fsm.TraceEntry
	Gates     []fsm.GateRecord
	CandStats []fsm.CandidateStats
	Timings   fsm.Timings
	Decision  *fsm.DecisionSummary
	Err       *fsm.ErrorInfo

	// spent accumulates, by state, the run time of the stages Timings reports.
	spent map[fsm.State]time.Duration
}

// NewRun starts a run record for a validated request (defaults applied).
func NewRun(req fsm.Request, ports fsm.Ports, log zerolog.Logger) *Run {
	start := ports.Clock.Now()
	return &Run{
		Req: req, Ports: ports, Log: log, Start: start,
		Deadline: start.Add(time.Duration(req.TimeoutMS) * time.Millisecond),
		Ledger:   guards.NewLedger(),
	}
}

// Facts are the run-level facts every event's guards may read (a caller's single step).
func (r *Run) Facts(f fsm.Facts) fsm.Facts {
	f.Step = r.Caller
	return f
}

// Spent adds a stage's run time to the goal's timings (Observing, Rechecking and
// Dispatching are reported; the decision stages time their requests themselves).
func (r *Run) Spent(s fsm.State, d time.Duration) {
	if r.spent == nil {
		r.spent = map[fsm.State]time.Duration{}
	}
	r.spent[s] += d
}

// FinalTimings are the goal's timings, with TotalMS measured from Start to now.
func (r *Run) FinalTimings() fsm.Timings {
	t := r.Timings
	t.ObserveMS = r.spent[fsm.Observing].Milliseconds()
	t.RecheckMS = r.spent[fsm.Rechecking].Milliseconds()
	t.DispatchMS = r.spent[fsm.Dispatching].Milliseconds()
	t.TotalMS = r.ms(r.Start)
	return t
}

// Interrupted reports a browser fault, the time budget or cancellation as an event, if
// one applies: the browser, its connection or the tab found gone by the protocol's events
// (the browser port's FaultWatcher), the caller's context cancelled, the goal's deadline
// passed on the context or the clock. A fault wins: when the browser is gone, the
// context ends because of it.
func (r *Run) Interrupted(ctx context.Context) (fsm.Event, bool) {
	if err := fsm.FaultOf(r.Ports.Browser); err != nil {
		return r.browserFault(err), true
	}
	if err := ctx.Err(); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return fsm.Event{Trigger: transitions.TimeUp, Err: err, Detail: "timeout_ms elapsed"}, true
		}
		return fsm.Event{Trigger: transitions.Cancel, Err: err, Detail: "cancelled by the caller"}, true
	}
	if guards.TimeExpired(r.Ports.Clock.Now(), r.Deadline) {
		return fsm.Event{Trigger: transitions.TimeUp, Detail: "timeout_ms elapsed"}, true
	}
	return fsm.Event{}, false
}

// fail records a failure and returns its event.
func (r *Run) fail(tr fsm.Trigger, class fsm.Status, err error, msg string) fsm.Event {
	info := &fsm.ErrorInfo{Class: class, Message: msg}
	var de *fsm.DecisionError
	if errors.As(err, &de) {
		info.RequestID = de.RequestID
		if info.Message == "" {
			info.Message = de.Error()
		}
	}
	if info.Message == "" && err != nil {
		info.Message = err.Error()
	}
	r.Err = info
	return fsm.Event{Trigger: tr, Err: err, Detail: info.Message}
}

// hostGate checks the host's enablement and permission; ok=false returns the stop event.
func (r *Run) hostGate(ctx context.Context) (fsm.Event, bool) {
	st, err := r.Ports.Host.State(ctx, r.Req.Target, r.Req.Tab)
	if err != nil {
		if ev, stop := r.Interrupted(ctx); stop {
			return ev, false
		}
		return r.fail(transitions.Revoked, fsm.StatusPermissionRevoked, err, "could not confirm the session's permission: "+err.Error()), false
	}
	switch {
	case !st.ComputerEnabled:
		return r.fail(transitions.Disabled, fsm.StatusModeDisabled, nil, "the computer tools are disabled."), false
	case !st.TypeSafeEnabled:
		return r.fail(transitions.Disabled, fsm.StatusModeDisabled, nil, "the TypeSafe browser mode is disabled; browser goals are refused."), false
	case !st.Permitted:
		return r.fail(transitions.Revoked, fsm.StatusPermissionRevoked, nil, "the session has no computer-use permission (it was never granted, or it was revoked)."), false
	}
	return fsm.Event{}, true
}

// browserFault records a classified browser failure and returns its event.
func (r *Run) browserFault(err error) fsm.Event {
	be, ok := fsm.AsBrowserError(err)
	if !ok {
		be = &fsm.BrowserError{Class: fsm.StatusBrowserLost, Err: err}
	}
	return r.fail(transitions.BrowserFault(be.Class), be.Class, err, be.Error())
}

// classified returns the event of a port error that names a browser fault (the error a
// port returned, or the fault its events reported meanwhile), if there is one.
func (r *Run) classified(err error) (fsm.Event, bool) {
	if fault := fsm.FaultOf(r.Ports.Browser); fault != nil {
		return r.browserFault(fault), true
	}
	if _, ok := fsm.AsBrowserError(err); ok {
		return r.browserFault(err), true
	}
	return fsm.Event{}, false
}

// focusGate checks that the attached tab is in front. A browser, connection or tab
// found gone is named for what it is, never focus_lost.
func (r *Run) focusGate(ctx context.Context) (fsm.Event, bool) {
	fs, err := r.Ports.Browser.Focus(ctx)
	if err != nil {
		if ev, stop := r.classified(err); stop {
			return ev, false
		}
		if ev, stop := r.Interrupted(ctx); stop {
			return ev, false
		}
		return r.fail(transitions.FocusLost, fsm.StatusFocusLost, err, "could not confirm the tab's focus: "+err.Error()), false
	}
	if !fs.Focused {
		msg := "the attached tab is not in front"
		if fs.Reason != "" {
			msg += ": " + fs.Reason
		}
		return r.fail(transitions.FocusLost, fsm.StatusFocusLost, nil, msg), false
	}
	return fsm.Event{}, true
}

// decisionFailure maps a decider error to its event. Context ends win: a cancelled or
// timed-out goal is reported as such, whatever the decider said.
func (r *Run) decisionFailure(ctx context.Context, err error) fsm.Event {
	if ev, stop := r.Interrupted(ctx); stop {
		return ev
	}
	var de *fsm.DecisionError
	class := fsm.StatusDecisionUnavailable
	if errors.As(err, &de) {
		class = de.Class
	}
	switch class {
	case fsm.StatusCancelled:
		return r.fail(transitions.Cancel, fsm.StatusCancelled, err, "")
	case fsm.StatusAuthFailed, fsm.StatusRateLimited, fsm.StatusOverloaded, fsm.StatusBadRequest,
		fsm.StatusServerError, fsm.StatusDecisionTimeout, fsm.StatusMalformedResponse, fsm.StatusDecisionUnavailable:
	default:
		class = fsm.StatusDecisionUnavailable
	}
	return r.fail(transitions.DecisionFailed(class), class, err, "")
}

func (r *Run) ms(since time.Time) int64 {
	return r.Ports.Clock.Now().Sub(since).Milliseconds()
}

// Identity is the never-replay identity of an operation on the current observation.
func (r *Run) Identity(op fsm.Operation) string {
	return fsm.Identity(op, r.Obs)
}
