package rod

import (
	"context"
	"errors"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/fsm"
)

// Observe returns one fresh, bounded observation of the tab's main frame, from a single
// evaluation of observe.js, after the bounded listener probe. See the package
// documentation for what it holds.
func (t *Tab) Observe(ctx context.Context) (fsm.Observation, error) { return t.drive.Observe(ctx) }

// Verify is the recheck right before dispatch: the epoch (document, URL, mutation and
// input counters) is unchanged since seen, and the target, when there is one, is still
// the very node observed (resolved by id through the page's registry, so a replacement,
// even an identical one, fails), with the same role and name, visible and enabled.
// Any mismatch is Fresh=false with a reason; an error means the check could not run.
func (t *Tab) Verify(ctx context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error) {
	return t.drive.Verify(ctx, seen, op, target)
}

// Focus reports whether the bound tab is still the one acted on: its target exists and
// is a page, no JavaScript dialog blocks it, its document is visible (it is the selected
// tab of a window that is not minimised), and, in a headful browser, its window has
// focus (document.hasFocus). Headless Chromium has no window focus to tell; see the
// package documentation. A browser, connection or tab that is gone is an error naming
// it (*fsm.BrowserError), never an unfocused tab: a closed tab is tab_closed, a crashed
// one tab_crashed, a closed connection or a browser that does not answer browser_lost.
func (t *Tab) Focus(ctx context.Context) (fsm.FocusState, error) { return t.drive.Focus(ctx) }

// Present checks that the tab's target exists and is a page whose renderer has not
// crashed (Target.getTargetInfo).
func (p *transport) Present(ctx context.Context) (string, error) {
	t := p.tab()
	info, err := proto.TargetGetTargetInfo{TargetID: t.id}.Call(t.s.browser.Context(ctx))
	if err != nil || t.gone(nil) {
		var ce *cdp.Error
		switch {
		case t.Fault() != nil:
			return "", t.Fault()
		case errors.As(err, &ce) || t.gone(nil):
			return "", fsm.TabClosed("the tab no longer exists")
		}
		return "", err
	}
	if info.TargetInfo.Type != proto.TargetTargetInfoTypePage {
		return "the target is no longer a page", nil
	}
	if t.s.faults.isCrashed(t.id) {
		return "", fsm.TabCrashed("the tab's renderer crashed")
	}
	return "", nil
}

// Replaced reports whether a failed call's execution context was destroyed or not found,
// or its target navigated, as the call arrived: the document was replaced under it.
func (p *transport) Replaced(err error) bool {
	return errors.Is(err, cdp.ErrCtxDestroyed) || errors.Is(err, cdp.ErrCtxNotFound) || errors.Is(err, errTargetNavigated)
}
