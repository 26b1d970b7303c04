package bidi

import (
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/conformance"
)

// settleAfter clicks the named control and returns how the settle wait after it ended.
func settleAfter(t *testing.T, tab *Tab, role, name string) string {
	t.Helper()
	obs := conformance.Observe(t, tab)
	mark, before := tab.events.mark(), obs.Epoch.Document
	if err := tab.click(conformance.Ctx(t), conformance.Element(t, obs, role, name).ID); err != nil {
		t.Fatal(err)
	}
	return tab.settle(conformance.Ctx(t), mark, before)
}

// TestSettleEndsQuietAfterNavigationsThatDoNotLoad: a fragment link, a link answered 204
// No Content (a navigation that starts and never loads: its response ends it) and a
// history.pushState end quiet, rather than waiting for a load that never comes.
func TestSettleEndsQuietAfterNavigationsThatDoNotLoad(t *testing.T) {
	tab := openTab(t, "/settle.html", Limits{})
	for _, c := range []struct{ role, name string }{{"link", "Jump"}, {"link", "No content"}, {"button", "Push"}} {
		if v := settleAfter(t, tab, c.role, c.name); v != "quiet" {
			t.Errorf("%s: settle ended %s, want quiet", c.name, v)
		}
	}
	if u := conformance.Observe(t, tab).URL; u != shared.server.URL+"/settle.html?pushed" {
		t.Errorf("URL after the clicks: %s", u)
	}
}

// TestSettleStopsAtItsBound: a page that never stops changing ends the wait at
// Limits.SettleTimeout.
func TestSettleStopsAtItsBound(t *testing.T) {
	tab := openTab(t, "/settle.html", Limits{SettleTimeout: 300 * time.Millisecond})
	if v := settleAfter(t, tab, "button", "Keep changing"); v != "bound" {
		t.Fatalf("settle ended %s, want bound", v)
	}
}
