package tabdrive

import (
	"context"
	"errors"
	"time"
)

// SettlePoll is the pause before settle tries the page again after a failed page-side
// wait, and how often it looks again while the transport asks it to poll.
const SettlePoll = 25 * time.Millisecond

// Settled is how a settle wait ended.
type Settled string

const (
	// Quiet: nothing pending and the page went two animation frames unchanged.
	Quiet Settled = "quiet"
	// Bound: Limits.SettleTimeout passed first; the page is observed as it is.
	Bound Settled = "bound"
	// Dialog: a JavaScript dialog blocks the page.
	Dialog Settled = "dialog"
	// Cancelled: the caller's context ended.
	Cancelled Settled = "cancelled"
)

// quietAnswer is the answer of the page-side wait (the library's settle).
type quietAnswer struct {
	Quiet bool   `json:"quiet"`
	Ready string `json:"ready"`
}

// Settle waits, within Limits.SettleTimeout and ctx, until nothing an action may have set
// going is pending and the page is quiet. Pending is a navigation of the tab requested or
// under way, or a fetch or XHR of its document started after mark and still in flight:
// settle waits on the transport's events for them (polling only when the transport asks
// it to). Quiet is one page-side wait (the library's settle): the document past
// "loading" and animation frames in a row without a mutation. When a navigation or
// request began during that wait, it starts over. It never fails: an unsettled page is
// simply observed as it is (and a later recheck refuses a decision it outdates).
func (d *Driver) Settle(ctx context.Context, mark Mark) Settled {
	start := time.Now()
	bounded, cancel := context.WithTimeout(ctx, d.limits().SettleTimeout)
	defer cancel()
	wctx, stopDialog := d.untilDialog(bounded)
	defer stopDialog()
	verdict := d.settleLoop(wctx, mark)
	if verdict == Cancelled {
		switch {
		case ctx.Err() != nil:
		case errors.Is(context.Cause(wctx), ErrDialog):
			verdict = Dialog
		default:
			verdict = Bound
		}
	}
	d.cfg.Log.Debug().Dur("took", time.Since(start)).Str("verdict", string(verdict)).Msg("settled")
	return verdict
}

func (d *Driver) settleLoop(ctx context.Context, mark Mark) Settled {
	for {
		if d.t.Dialog() {
			return Dialog
		}
		before := d.t.Activity(ctx, mark)
		if before.Busy() {
			if !waitChange(ctx, before.Changed, before.Poll) {
				return Cancelled
			}
			continue
		}
		left := d.limits().SettleTimeout
		if dl, ok := ctx.Deadline(); ok {
			left = time.Until(dl)
		}
		var q quietAnswer
		err := d.Call(ctx, "settle", &q, left.Milliseconds())
		switch {
		case ctx.Err() != nil:
			return Cancelled
		case err != nil:
			// The document was replaced during the wait, or the page could not answer:
			// look at the events again after a short pause.
			d.cfg.Log.Debug().Err(err).Msg("settle: the page-side wait failed")
			if !Sleep(ctx, SettlePoll) {
				return Cancelled
			}
			continue
		case !q.Quiet:
			return Bound
		}
		if after := d.t.Activity(ctx, mark); after.Gen == before.Gen && !after.Busy() {
			return Quiet
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

// Sleep waits d or until ctx ends; it reports whether the full wait happened.
func Sleep(ctx context.Context, d time.Duration) bool {
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-tm.C:
		return true
	case <-ctx.Done():
		return false
	}
}
