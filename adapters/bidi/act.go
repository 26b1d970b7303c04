package bidi

import (
	"context"
	"errors"
	"fmt"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// Act dispatches exactly one operation and then waits, bounded by Limits.SettleTimeout
// and ctx, for the page to settle. The dispatch itself is bounded by
// Limits.ActionTimeout and ctx. Nothing is ever retried. A failure before any input was
// sent is fsm.NotExecuted (refusals are *pagejs.RefusedError inside it); a failure after
// input was sent, including a timeout waiting for the page to take it, is
// fsm.MayHaveReached. The sequence is the one every adapter shares
// (adapters/internal/tabdrive); the input is WebDriver BiDi's input.performActions.
func (t *Tab) Act(ctx context.Context, op fsm.Operation) error { return t.drive.Act(ctx, op) }

// click clicks the element with the given id (tabdrive.Driver.Click), without the
// settle wait that follows an action.
func (t *Tab) click(ctx context.Context, id string) error { return t.drive.Click(ctx, id) }

// fill fills the element with the given id (tabdrive.Driver.Fill), without the settle
// wait that follows an action.
func (t *Tab) fill(ctx context.Context, id, value string) error { return t.drive.Fill(ctx, id, value) }

// pointer is the one mouse input source the adapter drives.
func pointer(actions ...inputAction) []sourceInput {
	return []sourceInput{{Type: "pointer", ID: "browsergoal-mouse", Parameters: map[string]any{"pointerType": "mouse"}, Actions: actions}}
}

// MoveMouse moves the mouse to (x, y) in the viewport (one input.performActions).
func (p *transport) MoveMouse(ctx context.Context, x, y float64) error {
	move := inputAction{Type: "pointerMove", X: &x, Y: &y, Origin: "viewport"}
	return p.s.c.call(ctx, "input.performActions", performActionsParams{Context: p.id, Actions: pointer(move)}, nil)
}

// PressMouse presses and releases the left button where the mouse is (a second
// input.performActions).
func (p *transport) PressMouse(ctx context.Context, _, _ float64) error {
	left := 0
	press := pointer(inputAction{Type: "pointerDown", Button: &left}, inputAction{Type: "pointerUp", Button: &left})
	if err := p.s.c.call(ctx, "input.performActions", performActionsParams{Context: p.id, Actions: press}, nil); err != nil {
		return fmt.Errorf("press and release the mouse: %w", err)
	}
	return nil
}

// Back goes one step back in the tab's session history (browsingContext.traverseHistory),
// refused when there is no earlier entry.
func (p *transport) Back(ctx context.Context) error {
	err := p.s.c.call(ctx, "browsingContext.traverseHistory", traverseHistoryParams{Context: p.id, Delta: -1}, nil)
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

// Navigate starts loading the exact URL and returns once the navigation started (wait
// "none"); the settle wait follows.
func (p *transport) Navigate(ctx context.Context, raw string) error {
	p.events.expect()
	if err := p.s.c.call(ctx, "browsingContext.navigate", navigateParams{Context: p.id, URL: raw, Wait: "none"}, nil); err != nil {
		p.events.committed()
		if !sent(err) {
			return fsm.NotExecuted(fmt.Errorf("navigate: %w", err))
		}
		return fsm.MayHaveReached(fmt.Errorf("navigate: %w", err))
	}
	return nil
}
