package bidi

import (
	"context"
	"errors"

	"github.com/browsergoal/browsergoal/fsm"
)

// Observe returns one fresh, bounded observation of the tab's top-level document, from a
// single evaluation of the shared library's observe. See the package documentation.
func (t *Tab) Observe(ctx context.Context) (fsm.Observation, error) { return t.drive.Observe(ctx) }

// Verify is the recheck right before dispatch, the same as the Chromium adapter's: the
// epoch is unchanged since seen, and the target, when there is one, is still the very
// node observed, with the same role and name, visible and enabled.
func (t *Tab) Verify(ctx context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error) {
	return t.drive.Verify(ctx, seen, op, target)
}

// Focus reports whether the bound tab is still the one acted on: its browsing context
// still exists as a top-level context, no user prompt blocks it, its document is visible
// (it is the selected tab of its window), and, in a headful browser, its window has focus
// (document.hasFocus). See the package documentation for what headless Firefox can tell.
func (t *Tab) Focus(ctx context.Context) (fsm.FocusState, error) { return t.drive.Focus(ctx) }

// Present checks that the tab's browsing context is still a top-level one.
func (p *transport) Present(ctx context.Context) (string, error) {
	ok, err := p.s.exists(ctx, p.id)
	switch {
	case err != nil:
		return "", err
	case !ok:
		return "", fsm.TabClosed("the tab no longer exists")
	}
	return "", nil
}

// Replaced reports whether a failed call's document was replaced while it ran.
func (p *transport) Replaced(err error) bool { return errors.Is(err, errReplaced) }
