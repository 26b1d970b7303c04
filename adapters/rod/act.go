package rod

import (
	"context"
	"fmt"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/fsm"
)

// Act dispatches exactly one operation and then waits, bounded by Limits.SettleTimeout
// and ctx, for the page to settle. The dispatch itself is bounded by
// Limits.ActionTimeout and ctx. Nothing is ever retried. A failure before any input was
// sent is fsm.NotExecuted (refusals are *RefusedError inside it); a failure after input
// was sent, including a timeout waiting for the page to take it, is fsm.MayHaveReached.
// The sequence is the one every adapter shares (adapters/internal/tabdrive); the input
// is DevTools' Input domain: a real mouse move, press and release at the click point,
// Input.insertText for a fill.
func (t *Tab) Act(ctx context.Context, op fsm.Operation) error { return t.drive.Act(ctx, op) }

// click clicks the element with the given id (tabdrive.Driver.Click), without the
// settle wait that follows an action.
func (t *Tab) click(ctx context.Context, id string) error { return t.drive.Click(ctx, id) }

// fill fills the element with the given id (tabdrive.Driver.Fill), without the settle
// wait that follows an action.
func (t *Tab) fill(ctx context.Context, id, value string) error { return t.drive.Fill(ctx, id, value) }

// errTargetNavigated is Chromium's answer to an evaluation whose document the page was
// navigating away from as it arrived.
var errTargetNavigated = &cdp.Error{Code: -32000, Message: "Inspected target navigated or closed"}

// mouse sends one mouse event at (x, y); clicks > 0 is the left button's.
func (p *transport) mouse(ctx context.Context, typ proto.InputDispatchMouseEventType, x, y float64, clicks int) error {
	ev := proto.InputDispatchMouseEvent{Type: typ, X: x, Y: y, ClickCount: clicks}
	if clicks > 0 {
		ev.Button = proto.InputMouseButtonLeft
	}
	return ev.Call(p.tab().cdp(ctx))
}

// MoveMouse sends a mouse move to (x, y).
func (p *transport) MoveMouse(ctx context.Context, x, y float64) error {
	return p.mouse(ctx, proto.InputDispatchMouseEventTypeMouseMoved, x, y, 0)
}

// PressMouse sends a left press, then a release, at (x, y).
func (p *transport) PressMouse(ctx context.Context, x, y float64) error {
	if err := p.mouse(ctx, proto.InputDispatchMouseEventTypeMousePressed, x, y, 1); err != nil {
		return fmt.Errorf("press the mouse: %w", err)
	}
	if err := p.mouse(ctx, proto.InputDispatchMouseEventTypeMouseReleased, x, y, 1); err != nil {
		return fmt.Errorf("release the mouse: %w", err)
	}
	return nil
}

// Untypable is always "": Input.insertText takes any text.
func (p *transport) Untypable(string) string { return "" }

// InsertText types text with Input.insertText (trusted input events).
func (p *transport) InsertText(ctx context.Context, text string) error {
	return proto.InputInsertText{Text: text}.Call(p.tab().cdp(ctx))
}

// Backspace sends a Backspace key down and up.
func (p *transport) Backspace(ctx context.Context) error {
	for _, typ := range []proto.InputDispatchKeyEventType{proto.InputDispatchKeyEventTypeRawKeyDown, proto.InputDispatchKeyEventTypeKeyUp} {
		ev := proto.InputDispatchKeyEvent{Type: typ, Key: "Backspace", Code: "Backspace", WindowsVirtualKeyCode: 8, NativeVirtualKeyCode: 8}
		if err := ev.Call(p.tab().cdp(ctx)); err != nil {
			return err
		}
	}
	return nil
}

// Back goes one step back in the tab's session history, refused when there is none.
func (p *transport) Back(ctx context.Context) error {
	t := p.tab()
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

// Navigate loads the exact URL (Page.navigate).
func (p *transport) Navigate(ctx context.Context, raw string) error {
	res, err := proto.PageNavigate{URL: raw}.Call(p.tab().cdp(ctx))
	if err != nil {
		return fsm.MayHaveReached(fmt.Errorf("navigate: %w", err))
	}
	if res.ErrorText != "" {
		return fsm.MayHaveReached(fmt.Errorf("navigate: %s", res.ErrorText))
	}
	return nil
}
