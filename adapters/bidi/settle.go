package bidi

import (
	"context"
	"fmt"
	"time"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

const (
	// settleGrace is how long settle waits first, so that a navigation the action caused
	// has been reported (navigationStarted) before the page is probed.
	settleGrace = 50 * time.Millisecond
	// settlePoll is the probing interval while settling.
	settlePoll = 25 * time.Millisecond
)

// settle waits, within Limits.SettleTimeout and ctx, until no navigation is pending,
// the document is past "loading", and its epoch has stayed unchanged for
// Limits.QuietWindow. A navigation is pending from its navigationStarted event until its
// load (or failure, or a fragment navigation) or until the document is no longer before,
// the one the action started in: a page restored from the back-forward cache sends no
// load event. It never fails: an unsettled page is observed as it is (and a later
// recheck refuses a decision it outdates).
func (t *Tab) settle(ctx context.Context, before string) {
	ctx, cancel := context.WithTimeout(ctx, t.limits.SettleTimeout)
	defer cancel()
	start := time.Now()
	if !sleep(ctx, settleGrace) {
		return
	}
	var (
		last  fsm.Epoch
		since time.Time
		have  bool
	)
	for {
		if t.events.dialog.Load() {
			t.log.Debug().Msg("settle: a dialog is open")
			return
		}
		var st pagejs.SettleProbe
		err := t.call(ctx, "settleState", &st)
		pending := t.events.loading.Load() && (err != nil || st.Epoch.Document == before)
		if err == nil && !pending && st.Ready != "loading" {
			now := time.Now()
			switch {
			case !have || st.Epoch != last:
				last, since, have = st.Epoch, now, true
			case now.Sub(since) >= t.limits.QuietWindow:
				t.log.Debug().Dur("took", now.Sub(start)).Msg("settled")
				return
			}
		} else {
			have = false
		}
		if !sleep(ctx, settlePoll) {
			t.log.Debug().Dur("took", time.Since(start)).Msg("settle: stopped at its bound")
			return
		}
	}
}

// document returns the current document's id (the epoch's), or "" when the probe fails.
func (t *Tab) document(ctx context.Context) string {
	var st pagejs.SettleProbe
	if err := t.call(ctx, "settleState", &st); err != nil {
		return ""
	}
	return st.Epoch.Document
}

// sleep waits d or until ctx ends; it reports whether the full wait happened.
func sleep(ctx context.Context, d time.Duration) bool {
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-tm.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// load navigates the tab to url and waits for it to settle. It is the setup path of
// NewTab and the tests, not an action: the never-replay rules do not apply to it.
func (t *Tab) load(ctx context.Context, url string) error {
	t.events.loading.Store(true)
	if err := t.s.c.call(ctx, "browsingContext.navigate", navigateParams{Context: t.id, URL: url, Wait: "complete"}, nil); err != nil {
		t.events.loading.Store(false)
		return fmt.Errorf("load %s: %w", url, err)
	}
	t.events.loading.Store(false)
	t.settle(ctx, "")
	return nil
}
