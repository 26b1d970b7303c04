package bidi

import (
	"context"
	"fmt"
	"time"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
)

// settlePoll is how often settle looks at the document while a navigation is under way
// (a page restored from the back-forward cache sends no load event), and the pause after
// a failed page-side wait.
const settlePoll = 25 * time.Millisecond

// quietAnswer is the answer of the page-side wait (the library's settle).
type quietAnswer struct {
	Quiet bool   `json:"quiet"`
	Ready string `json:"ready"`
}

// settle waits, within Limits.SettleTimeout and ctx, until nothing an action may have set
// going is pending and the page is quiet, as the Chromium adapter does. Pending is a
// navigation of the context under way (from navigationStarted to its load or failure,
// or until the document is no longer before, the one the action started in), or a fetch
// or XHR of its document started after mark and still in flight (network events). Quiet
// is the shared library's page-side wait: the document past "loading" and two animation
// frames in a row without a mutation. When a navigation or request began during that
// wait, it starts over. It never fails: an unsettled page is observed as it is. It
// returns how the wait ended: "quiet", "bound" (the timeout or ctx) or "dialog".
func (t *Tab) settle(ctx context.Context, mark uint64, before string) string {
	start := time.Now()
	bounded, cancel := context.WithTimeout(ctx, t.limits.SettleTimeout)
	defer cancel()
	wctx, stopDialog := t.untilDialog(bounded)
	defer stopDialog()
	verdict := t.settleLoop(wctx, mark, before)
	t.log.Debug().Dur("took", time.Since(start)).Str("verdict", verdict).Msg("settled")
	return verdict
}

func (t *Tab) settleLoop(ctx context.Context, mark uint64, before string) string {
	for {
		if t.events.dialog.Load() {
			return "dialog"
		}
		a := t.events.activity(mark)
		if a.Loading {
			if doc := t.document(ctx); doc != "" && before != "" && doc != before {
				t.events.committed()
				continue
			}
			if !waitChange(ctx, a.Changed, settlePoll) {
				return "bound"
			}
			continue
		}
		if a.Requests > 0 {
			if !waitChange(ctx, a.Changed, 0) {
				return "bound"
			}
			continue
		}
		left := t.limits.SettleTimeout
		if d, ok := ctx.Deadline(); ok {
			left = time.Until(d)
		}
		var q quietAnswer
		err := t.call(ctx, "settle", &q, left.Milliseconds())
		switch {
		case ctx.Err() != nil:
			return "bound"
		case err != nil:
			t.log.Debug().Err(err).Msg("settle: the page-side wait failed")
			if !sleep(ctx, settlePoll) {
				return "bound"
			}
			continue
		case !q.Quiet:
			return "bound"
		}
		if after := t.events.activity(mark); after.Gen == a.Gen && !after.busy() {
			return "quiet"
		}
	}
}

// waitChange waits for changed to close, for d when d > 0, or until ctx ends; it reports
// false only when ctx ended.
func waitChange(ctx context.Context, changed <-chan struct{}, d time.Duration) bool {
	var tick <-chan time.Time
	if d > 0 {
		tm := time.NewTimer(d)
		defer tm.Stop()
		tick = tm.C
	}
	select {
	case <-changed:
	case <-tick:
	case <-ctx.Done():
		return false
	}
	return true
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

// load navigates the tab to url, waiting for its load event, then for it to settle. It
// is the setup path of NewTab and the tests, not an action: the never-replay rules do not
// apply to it.
func (t *Tab) load(ctx context.Context, url string) error {
	mark := t.events.mark()
	err := t.s.c.call(ctx, "browsingContext.navigate", navigateParams{Context: t.id, URL: url, Wait: "complete"}, nil)
	if err != nil {
		return fmt.Errorf("load %s: %w", url, err)
	}
	t.events.committed()
	t.settle(ctx, mark, "")
	return nil
}
