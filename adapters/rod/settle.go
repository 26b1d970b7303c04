package rod

import (
	"context"
	"fmt"

	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/fsm"
)

// settled is how a settle wait ended (tabdrive.Settled).
type settled = tabdrive.Settled

// How a settle wait ended; see tabdrive.
const (
	settledQuiet = tabdrive.Quiet
	settledBound = tabdrive.Bound
)

// settle waits, within Limits.SettleTimeout and ctx, until nothing an action may have set
// going is pending and the page is quiet (tabdrive.Driver.Settle). Pending is a
// navigation of the main frame requested or loading, or a fetch or XHR of its document
// started after mark (see watcher.mark) and still in flight: settle waits on the tab's
// events for them, without polling.
func (t *Tab) settle(ctx context.Context, mark uint64) settled {
	return t.drive.Settle(ctx, tabdrive.Mark{Requests: mark})
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
		if !tabdrive.Sleep(wctx, tabdrive.SettlePoll) {
			break
		}
	}
	t.settle(ctx, mark)
}
