package rod

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// Act dispatches exactly one operation and then waits, bounded by Limits.SettleTimeout
// and ctx, for the page to settle. The dispatch itself is bounded by
// Limits.ActionTimeout and ctx. Nothing is ever retried. A failure before any input was
// sent is fsm.NotExecuted (refusals are *RefusedError inside it); a failure after input
// was sent, including a timeout waiting for the page to take it, is fsm.MayHaveReached.
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
	navs, mark := t.events.navs.Load(), t.events.mark()
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
	t.settle(ctx, mark)
	t.log.Debug().Str("action", string(op.Action)).Str("target", op.Target).
		Bool("navigated", t.events.navs.Load() != navs).Msg("action done")
	return nil
}

// errTargetNavigated is Chromium's answer to an evaluation whose document the page was
// navigating away from as it arrived.
var errTargetNavigated = &cdp.Error{Code: -32000, Message: "Inspected target navigated or closed"}

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

// click asks the page for the target's click point (scrolling it into view, refusing a
// covered, hidden, disabled, replaced or non-http(s) link target), which also arms the
// click guard for the time left to the action, then sends a real mouse move, press and
// release there and reads the guard's verdict. The press is the point of no return,
// unless the guard refused every event before any reached the target.
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
	if !a.OK {
		return fsm.NotExecuted(&RefusedError{Action: "click", Reason: a.Reason})
	}
	mouse := func(typ proto.InputDispatchMouseEventType, clicks int) error {
		ev := proto.InputDispatchMouseEvent{Type: typ, X: a.X, Y: a.Y, ClickCount: clicks}
		if clicks > 0 {
			ev.Button = proto.InputMouseButtonLeft
		}
		return ev.Call(t.cdp(ctx))
	}
	if err := mouse(proto.InputDispatchMouseEventTypeMouseMoved, 0); err != nil {
		t.clickAbort(ctx)
		return fsm.NotExecuted(fmt.Errorf("move the mouse: %w", err))
	}
	if err := mouse(proto.InputDispatchMouseEventTypeMousePressed, 1); err != nil {
		return fsm.MayHaveReached(fmt.Errorf("press the mouse: %w", err))
	}
	if err := mouse(proto.InputDispatchMouseEventTypeMouseReleased, 1); err != nil {
		return fsm.MayHaveReached(fmt.Errorf("release the mouse: %w", err))
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
		return // the page is blocked; the page-side deadline keeps the guard from arming
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
		if errors.Is(err, cdp.ErrCtxDestroyed) || errors.Is(err, cdp.ErrCtxNotFound) || errors.Is(err, errTargetNavigated) {
			return nil // the document was replaced under the call: the click navigated
		}
		return fsm.MayHaveReached(fmt.Errorf("read the click guard: %w", err))
	}
	return v.Verdict(doc)
}

// fill empties the field and enters the exact value. Text fields and contenteditable
// hosts are focused with their content selected, then typed into with Input.insertText
// (trusted input events; an empty value is a Backspace over the selection), then sent a
// change event. Date, time, colour and range fields get their value set (refused when
// the field does not accept it) with input and change fired by the page-side half.
func (t *Tab) fill(ctx context.Context, id, value string) error {
	var a pagejs.Answer
	if err := t.call(ctx, "prepareFill", &a, id, value); err != nil {
		if started(err) {
			return fsm.MayHaveReached(err)
		}
		return fsm.NotExecuted(err)
	}
	if !a.OK {
		return fsm.NotExecuted(&RefusedError{Action: "fill", Reason: a.Reason})
	}
	if a.Done {
		return nil
	}
	var err error
	switch {
	case value != "":
		err = proto.InputInsertText{Text: value}.Call(t.cdp(ctx))
	case !a.Empty:
		err = t.backspace(ctx)
	}
	if err != nil {
		return fsm.MayHaveReached(fmt.Errorf("type into the field: %w", err))
	}
	var done pagejs.Answer
	if err := t.call(ctx, "finishFill", &done, id); err != nil {
		return fsm.MayHaveReached(err)
	}
	if !done.OK {
		return fsm.MayHaveReached(&RefusedError{Action: "fill", Reason: done.Reason})
	}
	if done.Value != value {
		t.log.Info().Int("want_len", len(value)).Int("got_len", len(done.Value)).
			Msg("the field holds a different value after fill (the page rewrote it)")
	}
	return nil
}

func (t *Tab) backspace(ctx context.Context) error {
	for _, typ := range []proto.InputDispatchKeyEventType{proto.InputDispatchKeyEventTypeRawKeyDown, proto.InputDispatchKeyEventTypeKeyUp} {
		ev := proto.InputDispatchKeyEvent{Type: typ, Key: "Backspace", Code: "Backspace", WindowsVirtualKeyCode: 8, NativeVirtualKeyCode: 8}
		if err := ev.Call(t.cdp(ctx)); err != nil {
			return err
		}
	}
	return nil
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
	if !a.OK {
		return fsm.NotExecuted(&RefusedError{Action: action, Reason: a.Reason})
	}
	return nil
}

// scroll moves the page by Limits.ScrollFraction of the viewport, or the target region
// (a scrollable region's element id) by that fraction of its visible height, refused
// when it cannot scroll further that way (or the region is no longer a usable one).
func (t *Tab) scroll(ctx context.Context, target, dir string) error {
	if dir != fsm.ScrollDown && dir != fsm.ScrollUp {
		return fsm.NotExecuted(&RefusedError{Action: "scroll", Reason: fmt.Sprintf("direction %q is neither up nor down", dir)})
	}
	if target != "" {
		return t.pageStep(ctx, "scroll", "scrollRegion", target, dir, t.limits.ScrollFraction)
	}
	return t.pageStep(ctx, "scroll", "scrollPage", dir, t.limits.ScrollFraction)
}

// back goes one step back in the tab's session history, refused when there is none.
func (t *Tab) back(ctx context.Context) error {
	h, err := proto.PageGetNavigationHistory{}.Call(t.cdp(ctx))
	if err != nil {
		return fsm.NotExecuted(fmt.Errorf("read the history: %w", err))
	}
	if h.CurrentIndex <= 0 || h.CurrentIndex >= len(h.Entries) {
		return fsm.NotExecuted(&RefusedError{Action: "back", Reason: "there is no earlier history entry"})
	}
	entry := h.Entries[h.CurrentIndex-1]
	if err := (proto.PageNavigateToHistoryEntry{EntryID: entry.ID}).Call(t.cdp(ctx)); err != nil {
		return fsm.MayHaveReached(fmt.Errorf("go back: %w", err))
	}
	return nil
}

// navigate loads the exact URL, after checking again that it is absolute http(s).
func (t *Tab) navigate(ctx context.Context, raw string) error {
	if err := fsm.CheckNavigateURL(raw); err != nil {
		return fsm.NotExecuted(fmt.Errorf("%w: %w", ErrBadURL, err))
	}
	res, err := proto.PageNavigate{URL: raw}.Call(t.cdp(ctx))
	if err != nil {
		return fsm.MayHaveReached(fmt.Errorf("navigate: %w", err))
	}
	if res.ErrorText != "" {
		return fsm.MayHaveReached(fmt.Errorf("navigate: %s", res.ErrorText))
	}
	return nil
}
