package bidi

import (
	"context"
	"errors"
	"fmt"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// errDialog is reported while a user prompt (alert, confirm, prompt, beforeunload)
// blocks the page: browsergoal neither observes nor answers native dialogs.
var errDialog = errors.New("a JavaScript dialog is open in the tab")

// Observe returns one fresh, bounded observation of the tab's top-level document, from a
// single evaluation of the shared library's observe. See the package documentation.
func (t *Tab) Observe(ctx context.Context) (fsm.Observation, error) {
	ctx, cancel := context.WithTimeout(ctx, t.limits.ObserveTimeout)
	defer cancel()
	ctx, stop := t.alive(ctx)
	defer stop()
	if err := t.Fault(); err != nil {
		return fsm.Observation{}, err
	}
	if t.events.dialog.Load() {
		return fsm.Observation{}, fmt.Errorf("observe: %w", errDialog)
	}
	obs, err := pagejs.Observe(ctx, t.call, t.limits.Caps(), func(err error) bool { return errors.Is(err, errReplaced) },
		func(ctx context.Context) bool { return sleep(ctx, settlePoll) })
	if err != nil {
		return fsm.Observation{}, t.faults.Classify(err)
	}
	t.log.Debug().Str("url", obs.URL).Int("elements", len(obs.Elements)).Int("dropped", obs.Dropped).
		Int64("mutations", obs.Epoch.Mutations).Msg("observed")
	return obs, nil
}

// Verify is the recheck right before dispatch, the same as the Chromium adapter's: the
// epoch is unchanged since seen, and the target, when there is one, is still the very
// node observed, with the same role and name, visible and enabled.
func (t *Tab) Verify(ctx context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error) {
	ctx, cancel := context.WithTimeout(ctx, t.limits.ObserveTimeout)
	defer cancel()
	ctx, stop := t.alive(ctx)
	defer stop()
	if err := t.Fault(); err != nil {
		return fsm.Freshness{}, err
	}
	if t.events.dialog.Load() {
		return fsm.Freshness{Reason: errDialog.Error()}, nil
	}
	f, err := pagejs.Verify(ctx, t.call, seen, op, target, t.limits.Caps())
	if err != nil {
		return fsm.Freshness{}, t.faults.Classify(err)
	}
	if !f.Fresh {
		t.log.Debug().Str("reason", f.Reason).Msg("recheck refused")
	}
	return f, nil
}

// Focus reports whether the bound tab is still the one acted on: its browsing context
// still exists as a top-level context, no user prompt blocks it, its document is visible
// (it is the selected tab of its window), and, in a headful browser, its window has focus
// (document.hasFocus). See the package documentation for what headless Firefox can tell.
func (t *Tab) Focus(ctx context.Context) (fsm.FocusState, error) {
	if err := t.Fault(); err != nil {
		return fsm.FocusState{}, err
	}
	outer := ctx
	ctx, cancel := context.WithTimeout(ctx, t.limits.ObserveTimeout)
	defer cancel()
	ctx, stop := t.alive(ctx)
	defer stop()
	ok, err := t.s.exists(ctx, t.id)
	if err != nil {
		return fsm.FocusState{}, t.faults.Unanswered(outer, err, "focus", "browser", t.limits.ObserveTimeout)
	}
	if !ok {
		return fsm.FocusState{}, fsm.TabClosed("the tab no longer exists")
	}
	if t.events.dialog.Load() {
		return fsm.FocusState{Reason: errDialog.Error()}, nil
	}
	var st pagejs.FocusProbe
	if err := t.call(ctx, "focusState", &st); err != nil {
		return fsm.FocusState{}, t.faults.Unanswered(outer, err, "focus", "tab", t.limits.ObserveTimeout)
	}
	return st.State(t.s.headless), nil
}
