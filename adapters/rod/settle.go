package rod

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/fsm"
)

// settlePoll is the pause before settle tries the page again after a failed page-side
// wait, and the polling interval of awaitFirstLoad.
const settlePoll = 25 * time.Millisecond

// settled is how a settle wait ended.
type settled string

const (
	// settledQuiet: nothing pending and the page went two animation frames unchanged.
	settledQuiet settled = "quiet"
	// settledBound: Limits.SettleTimeout passed first; the page is observed as it is.
	settledBound settled = "bound"
	// settledDialog: a JavaScript dialog blocks the page.
	settledDialog settled = "dialog"
	// settledCancelled: the caller's context ended.
	settledCancelled settled = "cancelled"
)

// quietAnswer is the answer of the page-side wait (act.js settle).
type quietAnswer struct {
	Quiet bool   `json:"quiet"`
	Ready string `json:"ready"`
}

// settle waits, within Limits.SettleTimeout and ctx, until nothing an action may have set
// going is pending and the page is quiet. Pending is a navigation of the main frame
// requested or loading, or a fetch or XHR of its document started after mark (see
// watcher.mark) and still in flight: settle waits on the tab's events for them, without
// polling. Quiet is one page-side wait: the document past "loading" and two animation
// frames in a row without a mutation. When a navigation or request began during that
// wait, it starts over. It never fails: an unsettled page is simply observed as it is
// (and a later recheck refuses a decision it outdates).
func (t *Tab) settle(ctx context.Context, mark uint64) settled {
	start := time.Now()
	bounded, cancel := context.WithTimeout(ctx, t.limits.SettleTimeout)
	defer cancel()
	wctx, stopDialog := t.untilDialog(bounded)
	defer stopDialog()
	verdict := t.settleLoop(wctx, mark)
	if verdict == settledCancelled {
		switch {
		case ctx.Err() != nil:
		case errors.Is(context.Cause(wctx), errDialog):
			verdict = settledDialog
		default:
			verdict = settledBound
		}
	}
	t.log.Debug().Dur("took", time.Since(start)).Str("verdict", string(verdict)).Msg("settled")
	return verdict
}

func (t *Tab) settleLoop(ctx context.Context, mark uint64) settled {
	for {
		if t.events.dialog.Load() {
			return settledDialog
		}
		before := t.events.activity(mark)
		if before.busy() {
			select {
			case <-before.Changed:
				continue
			case <-ctx.Done():
				return settledCancelled
			}
		}
		left := t.limits.SettleTimeout
		if d, ok := ctx.Deadline(); ok {
			left = time.Until(d)
		}
		var q quietAnswer
		err := t.call(ctx, "settle", &q, left.Milliseconds())
		switch {
		case ctx.Err() != nil:
			return settledCancelled
		case err != nil:
			// The document was replaced during the wait, or the page could not answer:
			// look at the events again after a short pause.
			t.log.Debug().Err(err).Msg("settle: the page-side wait failed")
			if !sleep(ctx, settlePoll) {
				return settledCancelled
			}
			continue
		case !q.Quiet:
			return settledBound
		}
		if after := t.events.activity(mark); after.Gen == before.Gen && !after.busy() {
			return settledQuiet
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
	mark := t.events.mark()
	res, err := proto.PageNavigate{URL: url}.Call(t.cdp(ctx))
	if err != nil {
		return fmt.Errorf("load %s: %w", url, err)
	}
	if res.ErrorText != "" {
		return fmt.Errorf("load %s: %s", url, res.ErrorText)
	}
	t.settle(ctx, mark)
	return nil
}

// awaitFirstLoad waits, within Limits.SettleTimeout and ctx, for a new tab to leave its
// initial about:blank document, then for it to settle.
func (t *Tab) awaitFirstLoad(ctx context.Context) {
	mark := t.events.mark()
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
	t.settle(ctx, mark)
}
