package states

import (
	"context"
	"errors"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
	"github.com/browsergoal/browsergoal/transitions"
)

// Recheck is the Rechecking stage, immediately before dispatch: cancellation and the time
// budget, the host's enablement and permission, the tab's focus, the never-replay
// ledger, and the freshness of the decision (same page epoch, same target node with the
// same identity, role and name, still visible and enabled). A stale decision is
// discarded and nothing is dispatched: the goal re-observes, up to
// guards.StaleRetryLimit times, then stops as stale_decision.
func Recheck(ctx context.Context, r *Run) fsm.Event {
	if ev, stop := r.Interrupted(ctx); stop {
		return ev
	}
	if ev, ok := r.hostGate(ctx); !ok {
		return ev
	}
	if ev, ok := r.focusGate(ctx); !ok {
		return ev
	}
	op := r.Chosen.Operation
	if r.Ledger.Dispatched(r.Identity(op)) {
		where := "in this goal"
		if r.Caller {
			where = "on this page; call browser_observe first for a deliberate retry"
		}
		return r.fail(transitions.Replay, fsm.StatusReplayRefused, nil, "the chosen "+string(op.Action)+" was already dispatched "+where)
	}
	var target *fsm.Element
	if op.Target != "" {
		target = r.Obs.ElementByID(op.Target)
	}
	fresh, err := r.Ports.Browser.Verify(ctx, r.Obs.Epoch, op, target)
	if err != nil {
		if ev, stop := r.classified(err); stop {
			return ev
		}
		if ev, stop := r.Interrupted(ctx); stop {
			return ev
		}
		fresh = fsm.Freshness{Fresh: false, Reason: "freshness check failed: " + err.Error()}
	}
	if !fresh.Fresh {
		r.Stale++
		r.Gates = append(r.Gates, fsm.GateRecord{Step: r.Steps + 1, Gate: "recheck", Verdict: "stale", Choice: r.Chosen.Label})
		if r.Stale > guards.StaleRetryLimit || r.Caller {
			r.Err = &fsm.ErrorInfo{Class: fsm.StatusStaleDecision, Message: "the decision went stale before dispatch: " + fresh.Reason}
		}
		return fsm.Event{Trigger: transitions.Stale, Facts: r.Facts(fsm.Facts{Stale: r.Stale}), Detail: fresh.Reason}
	}
	return fsm.Event{Trigger: transitions.Rechecked}
}

// Dispatch is the Dispatching stage: exactly one action through the browser. The action
// identity enters the ledger first, so it can never be dispatched again. An error after
// the input may have reached the page is an unknown outcome (partial_unknown, terminal);
// an error before it means not executed (action_failed).
func Dispatch(ctx context.Context, r *Run) fsm.Event {
	if ev, stop := r.Interrupted(ctx); stop {
		return ev
	}
	op := r.Chosen.Operation
	if err := r.Ledger.Record(r.Identity(op), r.Steps+1); err != nil {
		return r.fail(transitions.NotExecuted, fsm.StatusActionFailed, err, err.Error())
	}
	r.Steps++
	entry := fsm.TraceEntry{Step: r.Steps, Action: op.Action, Target: r.Chosen.TargetSummary(), Value: traceValue(op), Opens: r.Chosen.Opens()}
	err := r.Ports.Browser.Act(ctx, op)
	var ae *fsm.ActError
	switch {
	case err == nil:
		entry.Outcome = fsm.OutcomeExecuted
		r.Trace = append(r.Trace, entry)
		return fsm.Event{Trigger: transitions.Dispatched, Facts: r.Facts(fsm.Facts{Steps: r.Steps, MaxSteps: r.Req.MaxSteps})}
	case errors.As(err, &ae) && !ae.Reached:
		r.Steps--
		entry.Outcome = fsm.OutcomeNotExecuted
		r.Trace = append(r.Trace, entry)
		if ev, stop := r.classified(err); stop {
			return ev // the browser or the tab was gone before the input was sent
		}
		if ev, stop := r.Interrupted(ctx); stop {
			return ev // the budget or the caller ended it before the input was sent
		}
		return r.fail(transitions.NotExecuted, fsm.StatusActionFailed, err, "the action was not executed: "+err.Error())
	}
	entry.Outcome = fsm.OutcomeUnknown
	r.Trace = append(r.Trace, entry)
	if fault := fsm.FaultOf(r.Ports.Browser); fault != nil {
		err = fault
	}
	if be, ok := fsm.AsBrowserError(err); ok {
		return r.fail(transitions.OutcomeUnknown, fsm.StatusPartialUnknown, err,
			"the action was in flight when "+faultWhat(be.Class)+"; it may have executed and will not be replayed: "+be.Error())
	}
	return r.fail(transitions.OutcomeUnknown, fsm.StatusPartialUnknown, err, "the action may have executed; it will not be replayed: "+err.Error())
}

func traceValue(op fsm.Operation) string {
	if op.Action == fsm.ActScroll {
		return op.Direction
	}
	return op.Value
}

// faultWhat says what a browser fault was, for a message.
func faultWhat(class fsm.Status) string {
	switch class {
	case fsm.StatusTabCrashed:
		return "the tab crashed"
	case fsm.StatusTabClosed:
		return "the tab was closed"
	}
	return "the browser was lost"
}
