package rod

import (
	"context"
	"fmt"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/fsm"
)

const (
	// settleGrace is how long settle waits first, so that a navigation the action caused
	// has been requested (and the frame started loading) before the page is polled.
	settleGrace = 50 * time.Millisecond
	// settlePoll is the polling interval while settling.
	settlePoll = 25 * time.Millisecond
)

// settle waits, within Limits.SettleTimeout and ctx, until the main frame is not loading,
// its document is past "loading", and its epoch (document, URL, mutation and input
// counters) has stayed unchanged for Limits.QuietWindow. It never fails: an unsettled
// page is simply observed as it is (and a later recheck refuses a decision it outdates).
func (t *Tab) settle(ctx context.Context) {
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
		if !t.events.loading.Load() {
			var st struct {
				Ready string    `json:"ready"`
				Epoch fsm.Epoch `json:"epoch"`
			}
			if err := t.call(ctx, "settleState", &st); err == nil && st.Ready != "loading" {
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
		}
		if !sleep(ctx, settlePoll) {
			t.log.Debug().Dur("took", time.Since(start)).Msg("settle: stopped at its bound")
			return
		}
	}
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

// load navigates the tab to url and waits for it to settle. It is the setup path of the
// tests, not an action: the never-replay rules do not apply to it.
func (t *Tab) load(ctx context.Context, url string) error {
	res, err := proto.PageNavigate{URL: url}.Call(t.cdp(ctx))
	if err != nil {
		return fmt.Errorf("load %s: %w", url, err)
	}
	if res.ErrorText != "" {
		return fmt.Errorf("load %s: %s", url, res.ErrorText)
	}
	t.settle(ctx)
	return nil
}

// awaitFirstLoad waits, within Limits.SettleTimeout and ctx, for a new tab to leave its
// initial about:blank document, then for it to settle.
func (t *Tab) awaitFirstLoad(ctx context.Context) {
	wctx, cancel := context.WithTimeout(ctx, t.limits.SettleTimeout)
	defer cancel()
	for {
		var st struct {
			Epoch fsm.Epoch `json:"epoch"`
		}
		if err := t.call(wctx, "settleState", &st); err == nil && st.Epoch.URL != "about:blank" {
			break
		}
		if !sleep(wctx, settlePoll) {
			break
		}
	}
	t.settle(ctx)
}
