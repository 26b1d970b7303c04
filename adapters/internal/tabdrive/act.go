package tabdrive

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
// Limits.ActionTimeout and ctx, and ends at once when a dialog opens. Nothing is ever
// retried. A failure before any input was sent is fsm.NotExecuted (refusals are
// *pagejs.RefusedError inside it); a failure after input was sent, including a timeout
// waiting for the page to take it, is fsm.MayHaveReached.
func (d *Driver) Act(ctx context.Context, op fsm.Operation) error {
	if err := d.cfg.Faults.Fault(); err != nil {
		return fsm.NotExecuted(err)
	}
	if d.t.Dialog() {
		return fsm.NotExecuted(ErrDialog)
	}
	ctx, stop := d.t.Alive(ctx)
	defer stop()
	actx, cancel := context.WithTimeoutCause(ctx, d.limits().ActionTimeout, pagejs.ErrActionTimeout)
	defer cancel()
	actx, stopDialog := d.untilDialog(actx)
	defer stopDialog()
	navs := d.t.Navigations()
	mark := d.t.Mark(actx)
	var err error
	switch op.Action {
	case fsm.ActClick:
		err = d.Click(actx, op.Target)
	case fsm.ActFill:
		err = d.Fill(actx, op.Target, op.Value)
	case fsm.ActSelect:
		err = d.pageStep(actx, "select", "selectOption", op.Target, op.Value, d.limits().Caps())
	case fsm.ActScroll:
		err = d.scroll(actx, op.Target, op.Direction)
	case fsm.ActBack:
		err = d.t.Back(actx)
	case fsm.ActNavigate:
		err = d.navigate(actx, op.Value)
	default:
		err = fsm.NotExecuted(fmt.Errorf("unknown action %q", op.Action))
	}
	if err != nil {
		err = fsm.FaultedAct(pagejs.Explain(actx, err), d.actFault(err))
		d.cfg.Log.Info().Str("action", string(op.Action)).Str("target", op.Target).Err(err).Msg("action failed")
		return err
	}
	d.Settle(ctx, mark)
	d.cfg.Log.Debug().Str("action", string(op.Action)).Str("target", op.Target).
		Bool("navigated", d.t.Navigations() != navs).Msg("action done")
	return nil
}

// untilDialog derives a context that ends, with ErrDialog as its cause, when a
// JavaScript dialog opens.
func (d *Driver) untilDialog(ctx context.Context) (context.Context, context.CancelFunc) {
	return pagejs.Until(ctx, d.t.DialogOpened(), ErrDialog)
}

// pageStep runs an action whose whole effect is one page-side call (select, scroll): a
// refusal is not executed; a failure once the call was sent may have reached the page.
func (d *Driver) pageStep(ctx context.Context, action, method string, args ...any) error {
	var a pagejs.Answer
	if err := d.Call(ctx, method, &a, args...); err != nil {
		if Started(err) {
			return fsm.MayHaveReached(err)
		}
		return fsm.NotExecuted(err)
	}
	return a.Step(action)
}

// scroll moves the page by Limits.ScrollFraction of the viewport, or the target region
// (a scrollable region's element id) by that fraction of its visible height, refused
// when it cannot scroll further that way (or the region is no longer a usable one).
func (d *Driver) scroll(ctx context.Context, target, dir string) error {
	if dir != fsm.ScrollDown && dir != fsm.ScrollUp {
		return fsm.NotExecuted(&pagejs.RefusedError{Action: "scroll", Reason: fmt.Sprintf("direction %q is neither up nor down", dir)})
	}
	frac := d.limits().ScrollFraction
	if target != "" {
		return d.pageStep(ctx, "scroll", "scrollRegion", target, dir, frac)
	}
	return d.pageStep(ctx, "scroll", "scrollPage", dir, frac)
}

// navigate loads the exact URL, after checking again that it is absolute http(s).
func (d *Driver) navigate(ctx context.Context, raw string) error {
	if err := fsm.CheckNavigateURL(raw); err != nil {
		return fsm.NotExecuted(fmt.Errorf("%w: %w", d.cfg.BadURL, err))
	}
	return d.t.Navigate(ctx, raw)
}

// Fill empties the field and enters the exact value. Text fields and contenteditable
// hosts are focused with their content selected (prepareFill), then typed into with the
// transport's trusted input (an empty value is a Backspace over the selection), then
// sent a change event (finishFill). Date, time, colour and range fields get their value
// set by prepareFill (refused when the field does not accept it), with input and change
// fired by the page-side half. A value the transport cannot type is refused first.
func (d *Driver) Fill(ctx context.Context, id, value string) error {
	if reason := d.t.Untypable(value); reason != "" {
		return fsm.NotExecuted(&pagejs.RefusedError{Action: "fill", Reason: reason})
	}
	var a pagejs.Answer
	if err := d.Call(ctx, "prepareFill", &a, id, value); err != nil {
		if Started(err) {
			return fsm.MayHaveReached(err)
		}
		return fsm.NotExecuted(err)
	}
	if err := a.Step("fill"); err != nil {
		return err
	}
	if a.Done {
		return nil
	}
	var err error
	switch {
	case value != "":
		err = d.t.InsertText(ctx, value)
	case !a.Empty:
		err = d.t.Backspace(ctx)
	}
	if err != nil {
		return fsm.MayHaveReached(fmt.Errorf("type into the field: %w", err))
	}
	var done pagejs.Answer
	if err := d.Call(ctx, "finishFill", &done, id); err != nil {
		return fsm.MayHaveReached(err)
	}
	if !done.OK {
		return fsm.MayHaveReached(&pagejs.RefusedError{Action: "fill", Reason: done.Reason})
	}
	if done.Value != value {
		d.cfg.Log.Info().Int("want_len", len(value)).Int("got_len", len(done.Value)).
			Msg("the field holds a different value after fill (the page rewrote it)")
	}
	return nil
}

// Click asks the page for the target's click point (scrolling it into view, refusing a
// covered, hidden, disabled, replaced or non-http(s) link target), which also arms the
// click guard for the time left to the action, then moves the mouse there, presses and
// releases it, and reads the guard's verdict. The press is the point of no return,
// unless the guard refused every event before any reached the target.
func (d *Driver) Click(ctx context.Context, id string) error {
	ttl := d.limits().ActionTimeout
	if dl, ok := ctx.Deadline(); ok {
		ttl = time.Until(dl)
	}
	var a pagejs.Answer
	if err := d.Call(ctx, "clickPoint", &a, id, ttl.Milliseconds()); err != nil {
		d.clickAbort(ctx)
		return fsm.NotExecuted(err)
	}
	if err := a.Step("click"); err != nil {
		return err
	}
	if err := d.press(ctx, a.X, a.Y); err != nil {
		return err
	}
	return d.clickVerdict(ctx, a.Doc)
}

// press moves the mouse to (x, y), then presses and releases it there, with the press
// sent right behind the move when the transport can (MovePresser). A move that failed
// before the press was sent is not executed (the click guard removed); once the press was
// sent, any failure, the move's included (named as such), may have reached the page.
func (d *Driver) press(ctx context.Context, x, y float64) error {
	mp, ok := d.t.(MovePresser)
	if !ok {
		if err := d.t.MoveMouse(ctx, x, y); err != nil {
			d.clickAbort(ctx)
			return fsm.NotExecuted(fmt.Errorf("move the mouse: %w", err))
		}
		if err := d.t.PressMouse(ctx, x, y); err != nil {
			return fsm.MayHaveReached(err)
		}
		return nil
	}
	sent, moveErr, pressErr := mp.MoveAndPress(ctx, x, y)
	switch {
	case moveErr != nil && !sent:
		d.clickAbort(ctx)
		return fsm.NotExecuted(fmt.Errorf("move the mouse: %w", moveErr))
	case moveErr != nil:
		return fsm.MayHaveReached(fmt.Errorf("move the mouse (the press was sent behind it): %w", errors.Join(moveErr, pressErr)))
	case pressErr != nil:
		return fsm.MayHaveReached(pressErr)
	}
	return nil
}

// actFault is the fault behind a failed action: the one the events reported, or, when
// they have not reported it yet, the one the error itself tells (a call cut short because
// the tab was closed). The tab's close event and the failed call race: either way the
// action that was in flight ends named by the fault. Nil when there is none.
func (d *Driver) actFault(err error) error {
	if be, ok := fsm.AsBrowserError(d.cfg.Faults.Classify(err)); ok {
		return be // Classify reads the reported fault first
	}
	return nil
}

// abortTimeout bounds the call that removes the click guard after a failed click.
const abortTimeout = 2 * time.Second

// clickAbort removes the click guard (and stops a clickPoint still waiting from arming
// it) after a click failed before the press. It runs on a fresh short-lived context, as
// ctx may be the one that expired. The guard also expires by itself.
func (d *Driver) clickAbort(ctx context.Context) {
	if d.t.Dialog() {
		return // the page is blocked; the page-side deadline keeps the guard from arming
	}
	actx, cancel := context.WithTimeout(context.WithoutCancel(ctx), abortTimeout)
	defer cancel()
	var a pagejs.Answer
	if err := d.Call(actx, "clickAbort", &a); err != nil {
		d.cfg.Log.Debug().Err(err).Msg("remove the click guard")
	}
}

// clickVerdict reads and removes the click guard and turns its verdict into the click's
// outcome (pagejs.GuardVerdict.Verdict).
func (d *Driver) clickVerdict(ctx context.Context, doc string) error {
	var v pagejs.GuardVerdict
	if err := d.Call(ctx, "clickVerdict", &v); err != nil {
		if d.t.Replaced(err) {
			return nil // the document was replaced under the call: the click navigated
		}
		return fsm.MayHaveReached(fmt.Errorf("read the click guard: %w", err))
	}
	return v.Verdict(doc)
}
