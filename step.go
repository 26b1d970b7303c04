package browsergoal

import (
	"context"
	"fmt"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/states"
)

// Step runs a caller's single step: one operation the caller chose itself on an element
// of an observation it saw (browser_step, browser_navigate, browser_back). It is a path
// of the same transition table as a goal: the caller's choice takes Selecting's place,
// so the run enters at Rechecking (the host's enablement and permission, the tab's
// focus, the never-replay ledger, the page and element unchanged since the choice's
// observation), dispatches the operation once, observes the page after it and ends as
// executed, or stops at any check with its status. It is driven, timed, reported and
// recorded like a goal.
//
// req carries the exact values that make the operation compatible (text_values for a
// fill, select_values for a select, navigate_urls for a navigate, allow_back for a
// back); max_steps is 1. The error is a *fsm.ValidationError when the request is invalid
// or the operation is not one a proposal would offer from the observation and those
// values (nothing ran).
func (e *Executor) Step(ctx context.Context, req fsm.Request, choice fsm.Choice, b fsm.Browser) (fsm.Result, error) {
	if req.Goal == "" {
		req.Goal = "a single " + string(choice.Operation.Action)
	}
	req.MaxSteps = 1
	if err := req.Validate(); err != nil {
		return fsm.Result{}, err
	}
	if b == nil {
		return fsm.Result{}, fmt.Errorf("browsergoal: a browser is required")
	}
	req = req.WithDefaults()
	run := states.NewRun(req, fsm.Ports{Clock: fsm.SystemClock{}}, e.cfg.Logger) // validation only
	if err := chooseFor(run, choice); err != nil {
		return fsm.Result{}, err
	}
	return e.drive(ctx, req, &choice, b)
}

// chooseFor puts a caller's choice in a run's decision: the operation, described as a
// proposal would describe it, on the choice's observation, with the identities already
// dispatched there in the run's ledger.
func chooseFor(r *states.Run, c fsm.Choice) error {
	obs := c.Observation
	dispatched := func(string) bool { return false }
	cand, why := states.Compatible(&obs, r.Req, c.Operation, dispatched)
	if why != "" {
		field := "element"
		switch c.Operation.Action {
		case fsm.ActNavigate:
			field = "url"
		case fsm.ActBack, fsm.ActScroll:
			field = "action"
		}
		return &fsm.ValidationError{Field: field, Problem: fmt.Sprintf("%s %s is not offered on the latest observation (%s)",
			c.Operation.Action, quoted(c.Operation), strings.ReplaceAll(why, "_", " "))}
	}
	r.Caller, r.Obs, r.Chosen = true, &obs, &cand
	for _, id := range c.Dispatched {
		_ = r.Ledger.Record(id, 0)
	}
	return nil
}

func quoted(op fsm.Operation) string {
	if op.Target != "" {
		return fmt.Sprintf("%q", op.Target)
	}
	return fmt.Sprintf("%q", op.Value)
}
