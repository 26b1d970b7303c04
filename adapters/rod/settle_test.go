package rod

import (
	"testing"
	"time"
)

// TestSettleObservesWhatTheActionCaused runs for every adapter from adapters/conformance.

// settleAfter clicks the named control and returns how the settle wait after it ended.
func settleAfter(t *testing.T, tab *Tab, role, name string) settled {
	t.Helper()
	obs := observe(t, tab)
	mark := tab.events.mark()
	if err := tab.click(testCtx(t), element(t, obs, role, name).ID); err != nil {
		t.Fatal(err)
	}
	return tab.settle(testCtx(t), mark)
}

// TestSettleEndsQuietAfterNavigationsThatDoNotLoad: a fragment link, a link answered
// 204 No Content (no new document) and a history.pushState start and end navigation
// events without a new document; settle must see them end and the page go quiet,
// rather than wait for a load that never comes.
func TestSettleEndsQuietAfterNavigationsThatDoNotLoad(t *testing.T) {
	tab := openTab(t, "/settle.html")
	for _, c := range []struct{ role, name string }{{"link", "Jump"}, {"link", "No content"}, {"button", "Push"}} {
		if v := settleAfter(t, tab, c.role, c.name); v != settledQuiet {
			t.Errorf("%s: settle ended %s, want %s", c.name, v, settledQuiet)
		}
	}
	if u := observe(t, tab).URL; u != shared.server.URL+"/settle.html?pushed" {
		t.Errorf("URL after the clicks: %s", u)
	}
}

// TestSettleStopsAtItsBound: a page that never stops changing ends the wait at
// Limits.SettleTimeout, and the action succeeds.
func TestSettleStopsAtItsBound(t *testing.T) {
	tab := openTab(t, "/settle.html")
	tab.limits.SettleTimeout = 300 * time.Millisecond
	if v := settleAfter(t, tab, "button", "Keep changing"); v != settledBound {
		t.Fatalf("settle ended %s, want %s", v, settledBound)
	}
	obs := observe(t, tab)
	if err := tab.Act(testCtx(t), click(element(t, obs, "button", "Change now").ID)); err != nil {
		t.Fatal(err)
	}
	if v := settleAfter(t, tab, "button", "Change now"); v != settledBound {
		t.Errorf("settle ended %s on the still changing page, want %s", v, settledBound)
	}
}
