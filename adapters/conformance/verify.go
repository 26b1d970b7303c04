package conformance

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

var verifyScenarios = []scenario{
	{"ReplacedNodeIsNeverActedOn", replacedNode},
	{"EpochPolicy", epochPolicy},
	{"VerifyChecksTheTargetItself", verifyTarget},
	{"Focus", focus},
	{"NoAgentPageIsNeitherObservedNorActedOn", noAgentPage},
}

// noAgentPage: a page that carries pagejs.NoAgentMeta (browsergoal's own settings page
// does) is not observed, fails the recheck and refuses the action, even when the marker
// arrives after an observation.
func noAgentPage(t *testing.T, h Harness) {
	tab := h.open(t, "/dynamic.html")
	obs := Observe(t, tab)
	target := Element(t, obs, "button", "Target")
	h.eval(t, tab, `document.getElementById('target').onclick = () => { window.hit = true };
		(() => { const m = document.createElement('meta'); m.name = 'browsergoal'; m.content = 'no-agent'; document.head.append(m); return true })()`)
	if _, err := tab.Observe(Ctx(t)); !errors.Is(err, pagejs.ErrNoAgent) {
		t.Fatalf("observing a no-agent page: %v, want pagejs.ErrNoAgent", err)
	}
	if f, err := tab.Verify(Ctx(t), obs.Epoch, Click(target.ID), target); err != nil || f.Fresh || !strings.Contains(f.Reason, "no-agent marker") {
		t.Fatalf("the recheck on a no-agent page: %+v %v", f, err)
	}
	Refused(t, tab.Act(Ctx(t), Click(target.ID)), "no-agent marker")
	if h.eval(t, tab, "window.hit === true") == "true" {
		t.Fatal("the no-agent page's button was clicked")
	}
}

// replacedNode: a node replaced by an identical look-alike fails the recheck, and the
// old id never reaches the new node.
func replacedNode(t *testing.T, h Harness) {
	tab := h.open(t, "/replace.html")
	obs := Observe(t, tab)
	buy := Element(t, obs, "button", "Buy")
	if f, err := tab.Verify(Ctx(t), obs.Epoch, Click(buy.ID), buy); err != nil || !f.Fresh {
		t.Fatalf("fresh page: %+v %v", f, err)
	}
	h.eval(t, tab, "replace(), true")
	if f, err := tab.Verify(Ctx(t), obs.Epoch, Click(buy.ID), buy); err != nil || f.Fresh || f.Reason == "" {
		t.Fatalf("recheck after replacement: %+v %v", f, err)
	}
	now := Observe(t, tab)
	f, err := tab.Verify(Ctx(t), now.Epoch, Click(buy.ID), buy)
	if err != nil || f.Fresh || !strings.Contains(f.Reason, "no longer in the page") {
		t.Fatalf("old id against the new epoch: %+v %v", f, err)
	}
	ActErr(t, tab.Act(Ctx(t), Click(buy.ID)), false)
	if got := h.eval(t, tab, "window.clicks"); got != `{"original":0,"replacement":0,"other":0}` {
		t.Errorf("clicks %s", got)
	}
	if h.Server.Hits("replace-replacement") != 0 || h.Server.Hits("replace-original") != 0 {
		t.Error("a click reached the server")
	}
	if nb := Element(t, now, "button", "Buy"); nb.ID == buy.ID {
		t.Errorf("the replacement reuses id %s", nb.ID)
	}
}

// epochPolicy: text, class, script, head and title changes keep the page fresh; an added
// element, an input event, a URL change and a reload do not.
func epochPolicy(t *testing.T, h Harness) {
	tab := h.open(t, "/dynamic.html")
	obs := Observe(t, tab)
	target := Element(t, obs, "button", "Target")
	fresh := func() fsm.Freshness {
		t.Helper()
		f, err := tab.Verify(Ctx(t), obs.Epoch, Click(target.ID), target)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	h.eval(t, tab, `(tick(), tick(), tick(), restyle(),
		document.body.append(document.createElement('script')),
		document.head.append(Object.assign(document.createElement('link'), {rel: 'preload', href: '/x.css', as: 'style'})),
		document.title = 'Dynamic (1)', true)`)
	if f := fresh(); !f.Fresh {
		t.Fatalf("text, class, script, head and title changes made the page stale: %+v", f)
	}
	h.eval(t, tab, "add('New'), true")
	if f := fresh(); f.Fresh || !strings.Contains(f.Reason, "structure") {
		t.Fatalf("an added element left the page fresh: %+v", f)
	}
	obs = Observe(t, tab)
	h.eval(t, tab, "(() => { const f = document.getElementById('field'); f.value = 'x'; f.dispatchEvent(new Event('input', {bubbles: true})); return true })()")
	if f := fresh(); f.Fresh || !strings.Contains(f.Reason, "field changed") {
		t.Fatalf("an input event left the page fresh: %+v", f)
	}
	obs = Observe(t, tab)
	h.eval(t, tab, "history.pushState(null, '', '?page=2'), true")
	if f := fresh(); f.Fresh || !strings.Contains(f.Reason, "URL") {
		t.Fatalf("a URL change left the page fresh: %+v", f)
	}
	obs = Observe(t, tab)
	h.eval(t, tab, "disableTarget(), true")
	if f := fresh(); f.Fresh {
		t.Fatalf("disabling the target left the page fresh: %+v", f)
	}
	h.Load(t, tab, h.Server.URL+"/dynamic.html")
	if f := fresh(); f.Fresh || !strings.Contains(f.Reason, "navigated or reloaded") {
		t.Fatalf("a reload left the page fresh: %+v", f)
	}
}

func verifyTarget(t *testing.T, h Harness) {
	for _, c := range []struct{ script, reason string }{
		{"hideTarget()", "no longer visible"},
		{"rename()", "accessible name changed"},
	} {
		tab := h.open(t, "/dynamic.html")
		obs := Observe(t, tab)
		target := Element(t, obs, "button", "Target")
		h.eval(t, tab, c.script+", true")
		f, err := tab.Verify(Ctx(t), obs.Epoch, Click(target.ID), target)
		if err != nil || f.Fresh || !strings.Contains(f.Reason, c.reason) {
			t.Errorf("%s: %+v %v", c.script, f, err)
		}
	}
	tab := h.open(t, "/dynamic.html")
	obs := Observe(t, tab)
	target := Element(t, obs, "button", "Target")
	if f, _ := tab.Verify(Ctx(t), obs.Epoch, Click("e999"), target); f.Fresh {
		t.Error("an operation whose target differs from the element passed the recheck")
	}
	if f, err := tab.Verify(Ctx(t), obs.Epoch, fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown}, nil); err != nil || !f.Fresh {
		t.Errorf("page-level recheck: %+v %v", f, err)
	}
}

// focus: the newest tab is in front; a tab behind another is not; a closed tab is
// tab_closed (a *fsm.BrowserError), never an unfocused tab.
func focus(t *testing.T, h Harness) {
	first := h.open(t, "/simple.html")
	if fs, err := first.Focus(Ctx(t)); err != nil || !fs.Focused {
		t.Fatalf("the newest tab: %+v %v", fs, err)
	}
	second := h.open(t, "/simple.html")
	if fs, err := first.Focus(Ctx(t)); err != nil || fs.Focused || !strings.Contains(fs.Reason, "hidden") {
		t.Fatalf("a tab behind another: %+v %v", fs, err)
	}
	if fs, err := second.Focus(Ctx(t)); err != nil || !fs.Focused {
		t.Fatalf("the tab in front: %+v %v", fs, err)
	}
	h.Close(t, second)
	if fs, err := second.Focus(Ctx(t)); fs.Focused || !isFault(err, fsm.StatusTabClosed) {
		t.Fatalf("a closed tab: %+v %v, want tab_closed", fs, err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for {
		fs, err := first.Focus(Ctx(t))
		if err == nil && fs.Focused {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the remaining tab never came to the front: %+v %v", fs, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// isFault reports whether err is a browser fault of the class.
func isFault(err error, class fsm.Status) bool {
	be, ok := fsm.AsBrowserError(err)
	return ok && be.Class == class
}
