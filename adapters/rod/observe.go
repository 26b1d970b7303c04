package rod

import (
	"context"
	"errors"
	"fmt"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// errDialog is reported while a JavaScript dialog (alert, confirm, prompt, beforeunload)
// blocks the page: browsergoal neither observes nor answers native dialogs.
var errDialog = errors.New("a JavaScript dialog is open in the tab")

// Observe returns one fresh, bounded observation of the tab's main frame, from a single
// evaluation of observe.js. See the package documentation for what it holds.
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
	t.probeListeners(ctx)
	obs, err := pagejs.Observe(ctx, t.call, t.limits.Caps(), func(err error) bool { return errors.Is(err, cdp.ErrCtxDestroyed) },
		func(ctx context.Context) bool { return sleep(ctx, settlePoll) })
	if err != nil {
		return fsm.Observation{}, t.faults.Classify(err)
	}
	t.log.Debug().Str("url", obs.URL).Int("elements", len(obs.Elements)).Int("dropped", obs.Dropped).
		Int64("mutations", obs.Epoch.Mutations).Msg("observed")
	return obs, nil
}

// Verify is the recheck right before dispatch: the epoch (document, URL, mutation and
// input counters) is unchanged since seen, and the target, when there is one, is still
// the very node observed (resolved by id through the page's registry, so a replacement,
// even an identical one, fails), with the same role and name, visible and enabled.
// Any mismatch is Fresh=false with a reason; an error means the check could not run.
func (t *Tab) Verify(ctx context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error) {
	ctx, cancel := context.WithTimeout(ctx, t.limits.ObserveTimeout)
	defer cancel()
	ctx, stop := t.alive(ctx)
	defer stop()
	if t.events.dialog.Load() {
		return fsm.Freshness{Reason: errDialog.Error()}, nil
	}
	if err := t.Fault(); err != nil {
		return fsm.Freshness{}, err
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

// Focus reports whether the bound tab is still the one acted on: its target exists and
// is a page, no JavaScript dialog blocks it, its document is visible (it is the selected
// tab of a window that is not minimised), and, in a headful browser, its window has
// focus (document.hasFocus). Headless Chromium has no window focus to tell; see the
// package documentation. A browser, connection or tab that is gone is an error naming
// it (*fsm.BrowserError), never an unfocused tab: a closed tab is tab_closed, a crashed
// one tab_crashed, a closed connection or a browser that does not answer browser_lost.
func (t *Tab) Focus(ctx context.Context) (fsm.FocusState, error) {
	if err := t.Fault(); err != nil {
		return fsm.FocusState{}, err
	}
	outer := ctx
	ctx, cancel := context.WithTimeout(ctx, t.limits.ObserveTimeout)
	defer cancel()
	ctx, stop := t.alive(ctx)
	defer stop()
	info, err := proto.TargetGetTargetInfo{TargetID: t.id}.Call(t.s.browser.Context(ctx))
	if err != nil || t.gone(nil) {
		var ce *cdp.Error
		switch {
		case t.Fault() != nil:
			return fsm.FocusState{}, t.Fault()
		case errors.As(err, &ce) || t.gone(nil):
			return fsm.FocusState{}, fsm.TabClosed("the tab no longer exists")
		}
		return fsm.FocusState{}, t.faults.Unanswered(outer, err, "focus", "browser", t.limits.ObserveTimeout)
	}
	if info.TargetInfo.Type != proto.TargetTargetInfoTypePage {
		return fsm.FocusState{Reason: "the target is no longer a page"}, nil
	}
	if t.s.faults.isCrashed(t.id) {
		return fsm.FocusState{}, fsm.TabCrashed("the tab's renderer crashed")
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
