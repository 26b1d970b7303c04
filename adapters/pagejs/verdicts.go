package pagejs

import (
	"context"
	"errors"
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
)

// ErrActionTimeout is the cause of an action cut short by Limits.ActionTimeout.
var ErrActionTimeout = errors.New("the action timeout passed")

// Explain adds why the action's context ended (its timeout, a dialog, the tab closing) to
// an action error, keeping its *fsm.ActError verdict.
func Explain(ctx context.Context, err error) error {
	cause := context.Cause(ctx)
	var ae *fsm.ActError
	if cause == nil || errors.Is(err, cause) || !errors.As(err, &ae) {
		return err
	}
	return &fsm.ActError{Reached: ae.Reached, Err: fmt.Errorf("%w: %w", cause, ae.Err)}
}

// Until derives a context that ends, with cause, when ch closes (a dialog opened: the page
// stays blocked, and waiting on it would only use up the action's time).
func Until(ctx context.Context, ch <-chan struct{}, cause error) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(ctx)
	go func() {
		select {
		case <-ch:
			cancel(cause)
		case <-ctx.Done():
		}
	}()
	return ctx, func() { cancel(nil) }
}

// TargetOf is what the recheck compares for op: nil for a page-level operation, else the
// target element's id, role and name (for a region scroll, marked as a region). A
// target-bound operation whose target is not the element given is refused with a reason.
func TargetOf(op fsm.Operation, target *fsm.Element) (*VerifyTarget, string) {
	switch {
	case op.Action == fsm.ActClick, op.Action == fsm.ActFill, op.Action == fsm.ActSelect,
		op.Action == fsm.ActScroll && op.Target != "":
		if target == nil || target.ID != op.Target {
			return nil, "the operation's target is not the element given to the recheck"
		}
		return &VerifyTarget{ID: target.ID, Role: target.Role, Name: target.Name, Region: op.Action == fsm.ActScroll}, ""
	}
	return nil, ""
}

// State turns the page's focus probe into the focus answer: the document must be
// visible (the tab in front, the window not minimised), and, in a headful browser, its
// window must have the focus. A headless browser has no window focus to tell.
func (p FocusProbe) State(headless bool) fsm.FocusState {
	if p.Visibility != "visible" {
		return fsm.FocusState{Reason: "the tab's document is " + p.Visibility + " (another tab is in front or the window is minimised)"}
	}
	if !headless && !p.Focused {
		return fsm.FocusState{Reason: "the browser window does not have focus"}
	}
	return fsm.FocusState{Focused: true}
}
