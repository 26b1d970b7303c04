package bidi

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// Act dispatches exactly one operation and then waits, bounded by Limits.SettleTimeout
// and ctx, for the page to settle. The dispatch itself is bounded by
// Limits.ActionTimeout and ctx. Nothing is ever retried. A failure before any input was
// sent is fsm.NotExecuted (refusals are *pagejs.RefusedError inside it); a failure after
// input was sent, including a timeout waiting for the page to take it, is
// fsm.MayHaveReached.
func (t *Tab) Act(ctx context.Context, op fsm.Operation) error {
	if err := t.Fault(); err != nil {
		return fsm.NotExecuted(err)
	}
	if t.events.dialog.Load() {
		return fsm.NotExecuted(errDialog)
	}
	ctx, stop := t.alive(ctx)
	defer stop()
	actx, cancel := context.WithTimeoutCause(ctx, t.limits.ActionTimeout, errActionTimeout)
	defer cancel()
	actx, stopDialog := t.untilDialog(actx)
	defer stopDialog()
	navs := t.events.navs.Load()
	mark := t.events.mark()
	before := t.document(actx)
	var err error
	switch op.Action {
	case fsm.ActClick:
		err = t.click(actx, op.Target)
	case fsm.ActFill:
		err = t.fill(actx, op.Target, op.Value)
	case fsm.ActSelect:
		err = t.pageStep(actx, "select", "selectOption", op.Target, op.Value, t.limits.Caps())
	case fsm.ActScroll:
		err = t.scroll(actx, op.Target, op.Direction)
	case fsm.ActBack:
		err = t.back(actx)
	case fsm.ActNavigate:
		err = t.navigate(actx, op.Value)
	default:
		err = fsm.NotExecuted(fmt.Errorf("unknown action %q", op.Action))
	}
	if err != nil {
		err = fsm.FaultedAct(pagejs.Explain(actx, err), t.Fault())
		t.log.Info().Str("action", string(op.Action)).Str("target", op.Target).Err(err).Msg("action failed")
		return err
	}
	t.settle(ctx, mark, before)
	t.log.Debug().Str("action", string(op.Action)).Str("target", op.Target).
		Bool("navigated", t.events.navs.Load() != navs).Msg("action done")
	return nil
}

// errActionTimeout is the cause of an action cut short by Limits.ActionTimeout.
var errActionTimeout = pagejs.ErrActionTimeout

// untilDialog derives a context that ends, with errDialog as its cause, when a JavaScript
// dialog opens.
func (t *Tab) untilDialog(ctx context.Context) (context.Context, context.CancelFunc) {
	return pagejs.Until(ctx, t.events.dialogOpened(), errDialog)
}

// started reports whether a failed library call was sent to the page.
func started(err error) bool {
	var ce *callError
	return !errors.As(err, &ce) || ce.Started
}

// pointer is the one mouse input source the adapter drives.
func pointer(actions ...inputAction) []sourceInput {
	return []sourceInput{{Type: "pointer", ID: "browsergoal-mouse", Parameters: map[string]any{"pointerType": "mouse"}, Actions: actions}}
}

// click asks the page for the target's click point (scrolling it into view, refusing a
// covered, hidden, disabled, replaced or non-http(s) link target), which also arms the
// click guard for the time left to the action, then moves the mouse there (one
// input.performActions) and presses and releases it (a second one), and reads the
// guard's verdict. The press is the point of no return, unless the guard refused every
// event before any reached the target.
func (t *Tab) click(ctx context.Context, id string) error {
	ttl := t.limits.ActionTimeout
	if d, ok := ctx.Deadline(); ok {
		ttl = time.Until(d)
	}
	var a pagejs.Answer
	if err := t.call(ctx, "clickPoint", &a, id, ttl.Milliseconds()); err != nil {
		t.clickAbort(ctx)
		return fsm.NotExecuted(err)
	}
	if err := a.Step("click"); err != nil {
		return err
	}
	x, y, left := a.X, a.Y, 0
	move := inputAction{Type: "pointerMove", X: &x, Y: &y, Origin: "viewport"}
	if err := t.s.c.call(ctx, "input.performActions", performActionsParams{Context: t.id, Actions: pointer(move)}, nil); err != nil {
		t.clickAbort(ctx)
		return fsm.NotExecuted(fmt.Errorf("move the mouse: %w", err))
	}
	press := pointer(inputAction{Type: "pointerDown", Button: &left}, inputAction{Type: "pointerUp", Button: &left})
	if err := t.s.c.call(ctx, "input.performActions", performActionsParams{Context: t.id, Actions: press}, nil); err != nil {
		return fsm.MayHaveReached(fmt.Errorf("press and release the mouse: %w", err))
	}
	return t.clickVerdict(ctx, a.Doc)
}

// abortTimeout bounds the call that removes the click guard after a failed click.
const abortTimeout = 2 * time.Second

// clickAbort removes the click guard (and stops a clickPoint still waiting from arming
// it) after a click failed before the press. It runs on a fresh short-lived context, as
// ctx may be the one that expired. The guard also expires by itself.
func (t *Tab) clickAbort(ctx context.Context) {
	if t.events.dialog.Load() {
		return
	}
	actx, cancel := context.WithTimeout(context.WithoutCancel(ctx), abortTimeout)
	defer cancel()
	var a pagejs.Answer
	if err := t.call(actx, "clickAbort", &a); err != nil {
		t.log.Debug().Err(err).Msg("remove the click guard")
	}
}

// clickVerdict reads and removes the click guard and turns its verdict into the click's
// outcome (pagejs.GuardVerdict.Verdict).
func (t *Tab) clickVerdict(ctx context.Context, doc string) error {
	var v pagejs.GuardVerdict
	if err := t.call(ctx, "clickVerdict", &v); err != nil {
		if errors.Is(err, errReplaced) {
			return nil // the document was replaced under the call: the click navigated
		}
		return fsm.MayHaveReached(fmt.Errorf("read the click guard: %w", err))
	}
	return v.Verdict(doc)
}

// pageStep runs an action whose whole effect is one page-side call (select, scroll): a
// refusal is not executed; a failure once the call was sent may have reached the page.
func (t *Tab) pageStep(ctx context.Context, action, method string, args ...any) error {
	var a pagejs.Answer
	if err := t.call(ctx, method, &a, args...); err != nil {
		if started(err) {
			return fsm.MayHaveReached(err)
		}
		return fsm.NotExecuted(err)
	}
	return a.Step(action)
}

// scroll moves the page by Limits.ScrollFraction of the viewport, or the target region
// (a scrollable region's element id) by that fraction of its visible height, refused
// when it cannot scroll further that way (or the region is no longer a usable one).
func (t *Tab) scroll(ctx context.Context, target, dir string) error {
	if dir != fsm.ScrollDown && dir != fsm.ScrollUp {
		return fsm.NotExecuted(&pagejs.RefusedError{Action: "scroll", Reason: fmt.Sprintf("direction %q is neither up nor down", dir)})
	}
	if target != "" {
		return t.pageStep(ctx, "scroll", "scrollRegion", target, dir, t.limits.ScrollFraction)
	}
	return t.pageStep(ctx, "scroll", "scrollPage", dir, t.limits.ScrollFraction)
}

// back goes one step back in the tab's session history (browsingContext.traverseHistory),
// refused when there is no earlier entry.
func (t *Tab) back(ctx context.Context) error {
	err := t.s.c.call(ctx, "browsingContext.traverseHistory", traverseHistoryParams{Context: t.id, Delta: -1}, nil)
	switch {
	case err == nil:
		return nil
	case isCode(err, "no such history entry"):
		return fsm.NotExecuted(&pagejs.RefusedError{Action: "back", Reason: "there is no earlier history entry"})
	case !sent(err):
		return fsm.NotExecuted(fmt.Errorf("go back: %w", err))
	}
	return fsm.MayHaveReached(fmt.Errorf("go back: %w", err))
}

// sent reports whether a failed command left this process.
func sent(err error) bool {
	var ce *CallError
	return !errors.As(err, &ce) || ce.Sent
}

// navigate loads the exact URL, after checking again that it is absolute http(s). It
// returns once the navigation started (wait "none"); the settle wait follows.
func (t *Tab) navigate(ctx context.Context, raw string) error {
	if err := fsm.CheckNavigateURL(raw); err != nil {
		return fsm.NotExecuted(fmt.Errorf("%w: %w", ErrBadURL, err))
	}
	t.events.expect()
	if err := t.s.c.call(ctx, "browsingContext.navigate", navigateParams{Context: t.id, URL: raw, Wait: "none"}, nil); err != nil {
		t.events.committed()
		if !sent(err) {
			return fsm.NotExecuted(fmt.Errorf("navigate: %w", err))
		}
		return fsm.MayHaveReached(fmt.Errorf("navigate: %w", err))
	}
	return nil
}
