package rod

import (
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

func click(id string) fsm.Operation { return fsm.Operation{Action: fsm.ActClick, Target: id} }

func TestReplacedNodeIsNeverActedOn(t *testing.T) {
	tab := openTab(t, "/replace.html")
	obs := observe(t, tab)
	buy := element(t, obs, "button", "Buy")
	f, err := tab.Verify(testCtx(t), obs.Epoch, click(buy.ID), buy)
	if err != nil || !f.Fresh {
		t.Fatalf("fresh page: %+v %v", f, err)
	}
	evalMain(t, tab, "replace(); true")
	f, err = tab.Verify(testCtx(t), obs.Epoch, click(buy.ID), buy)
	if err != nil || f.Fresh || f.Reason == "" {
		t.Fatalf("recheck after replacement: %+v %v", f, err)
	}
	// Even against a fresh epoch the old id must not reach the look-alike.
	now := observe(t, tab)
	f, err = tab.Verify(testCtx(t), now.Epoch, click(buy.ID), buy)
	if err != nil || f.Fresh || !strings.Contains(f.Reason, "no longer in the page") {
		t.Fatalf("old id against the new epoch: %+v %v", f, err)
	}
	actErr(t, tab.Act(testCtx(t), click(buy.ID)), false)
	if got := evalMain(t, tab, "JSON.stringify(window.clicks)").Str(); got != `{"original":0,"replacement":0,"other":0}` {
		t.Errorf("clicks %s", got)
	}
	if hits("replace-replacement") != 0 || hits("replace-original") != 0 {
		t.Error("a click reached the server")
	}
	if nb := element(t, now, "button", "Buy"); nb.ID == buy.ID {
		t.Errorf("the replacement reuses id %s", nb.ID)
	}
}

func TestEpochPolicy(t *testing.T) {
	tab := openTab(t, "/dynamic.html")
	obs := observe(t, tab)
	target := element(t, obs, "button", "Target")
	fresh := func() fsm.Freshness {
		t.Helper()
		f, err := tab.Verify(testCtx(t), obs.Epoch, click(target.ID), target)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	evalMain(t, tab, `tick(); tick(); tick(); restyle();
		document.body.append(document.createElement('script'));
		document.head.append(Object.assign(document.createElement('link'), {rel: 'preload', href: '/x.css', as: 'style'}));
		document.title = 'Dynamic (1)'; true`)
	if f := fresh(); !f.Fresh {
		t.Fatalf("text, class, script, head and title changes made the page stale: %+v", f)
	}
	evalMain(t, tab, "add('New'); true")
	if f := fresh(); f.Fresh || !strings.Contains(f.Reason, "structure") {
		t.Fatalf("an added element left the page fresh: %+v", f)
	}
	obs = observe(t, tab)
	evalMain(t, tab, "const f = document.getElementById('field'); f.value = 'x'; f.dispatchEvent(new Event('input', {bubbles: true})); true")
	if f := fresh(); f.Fresh || !strings.Contains(f.Reason, "field changed") {
		t.Fatalf("an input event left the page fresh: %+v", f)
	}
	obs = observe(t, tab)
	evalMain(t, tab, "history.pushState(null, '', '?page=2'); true")
	if f := fresh(); f.Fresh || !strings.Contains(f.Reason, "URL") {
		t.Fatalf("a URL change left the page fresh: %+v", f)
	}
	obs = observe(t, tab)
	evalMain(t, tab, "disableTarget(); true")
	if f := fresh(); f.Fresh {
		t.Fatalf("disabling the target left the page fresh: %+v", f)
	}
	if err := tab.load(testCtx(t), shared.server.URL+"/dynamic.html"); err != nil {
		t.Fatal(err)
	}
	if f := fresh(); f.Fresh || !strings.Contains(f.Reason, "navigated or reloaded") {
		t.Fatalf("a reload left the page fresh: %+v", f)
	}
}

func TestVerifyChecksTheTargetItself(t *testing.T) {
	for _, c := range []struct{ script, reason string }{
		{"hideTarget()", "no longer visible"},   // a class change: not a counted mutation
		{"rename()", "accessible name changed"}, // a text change: not a counted mutation
	} {
		tab := openTab(t, "/dynamic.html")
		obs := observe(t, tab)
		target := element(t, obs, "button", "Target")
		evalMain(t, tab, c.script+"; true")
		f, err := tab.Verify(testCtx(t), obs.Epoch, click(target.ID), target)
		if err != nil || f.Fresh || !strings.Contains(f.Reason, c.reason) {
			t.Errorf("%s: %+v %v", c.script, f, err)
		}
	}
	tab := openTab(t, "/dynamic.html")
	obs := observe(t, tab)
	target := element(t, obs, "button", "Target")
	if f, _ := tab.Verify(testCtx(t), obs.Epoch, click("e999"), target); f.Fresh {
		t.Error("an operation whose target differs from the element passed the recheck")
	}
	if f, err := tab.Verify(testCtx(t), obs.Epoch, fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown}, nil); err != nil || !f.Fresh {
		t.Errorf("page-level recheck: %+v %v", f, err)
	}
}

func TestFocus(t *testing.T) {
	first := openTab(t, "/simple.html")
	if fs, err := first.Focus(testCtx(t)); err != nil || !fs.Focused {
		t.Fatalf("the newest tab: %+v %v", fs, err)
	}
	second := openTab(t, "/simple.html")
	fs, err := first.Focus(testCtx(t))
	if err != nil || fs.Focused || !strings.Contains(fs.Reason, "hidden") {
		t.Fatalf("a tab behind another: %+v %v", fs, err)
	}
	if fs, err := second.Focus(testCtx(t)); err != nil || !fs.Focused {
		t.Fatalf("the tab in front: %+v %v", fs, err)
	}
	if err := second.Close(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	if fs, err := second.Focus(testCtx(t)); err != nil || fs.Focused || !strings.Contains(fs.Reason, "no longer exists") {
		t.Fatalf("a closed tab: %+v %v", fs, err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for {
		fs, err := first.Focus(testCtx(t))
		if err == nil && fs.Focused {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the remaining tab never came to the front: %+v %v", fs, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
