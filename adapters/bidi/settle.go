package bidi

import (
	"context"
	"fmt"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
)

// settle waits, within Limits.SettleTimeout and ctx, until nothing an action may have set
// going is pending and the page is quiet, as the Chromium adapter does
// (tabdrive.Driver.Settle). Pending is a navigation of the context under way (from
// navigationStarted to its load or failure, or until the document is no longer before,
// the one the action started in), or a fetch or XHR of its document started after mark
// and still in flight (network events). It returns how the wait ended: "quiet", "bound"
// (the timeout), "dialog" or "cancelled" (ctx ended).
func (t *Tab) settle(ctx context.Context, mark uint64, before string) string {
	return string(t.drive.Settle(ctx, tabdrive.Mark{Requests: mark, Document: before}))
}

// document returns the current document's id (the epoch's), or "" when the probe fails.
func (t *Tab) document(ctx context.Context) string {
	var st pagejs.SettleProbe
	if err := t.call(ctx, "settleState", &st); err != nil {
		return ""
	}
	return st.Epoch.Document
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
