package rod

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// An iframe shown over the target as the mouse arrives takes the whole click: the guard,
// on the top window, sees nothing, which is not a success.
func TestClickIntoIframeOverTargetMayHaveReached(t *testing.T) {
	tab := openTab(t, "/iframe_cover.html")
	obs := observe(t, tab)
	err := tab.Act(testCtx(t), click(element(t, obs, "button", "Search").ID))
	actErr(t, err, true)
	if !strings.Contains(err.Error(), "iframe") {
		t.Errorf("error: %v", err)
	}
	if n := evalMain(t, tab, "window.searchClicks").Int(); n != 0 {
		t.Fatalf("Search saw %d clicks", n)
	}
}

// A pointerup on an overlay added as the mouse arrives is refused like the press.
func TestClickGuardRefusesPointerUp(t *testing.T) {
	tab := openTab(t, "/pointerup.html")
	obs := observe(t, tab)
	err := tab.Act(testCtx(t), click(element(t, obs, "button", "Search").ID))
	refused(t, err, "went to another element (div)")
	if n := evalMain(t, tab, "window.searchClicks + window.dismissed").Int(); n != 0 {
		t.Fatalf("the overlay or Search saw %d events", n)
	}
}

// A javascript: link inside the target is not followed, and an element inside an SVG
// xlink:href script link is not observed.
func TestClickRefusesScriptLinkInsideTarget(t *testing.T) {
	tab := openTab(t, "/inner_link.html")
	obs := observe(t, tab)
	for _, e := range obs.Elements {
		if e.Name == "Inside an SVG script link" {
			t.Errorf("an element inside an SVG script link was observed: %+v", e)
		}
	}
	card := element(t, obs, "button", "Open card details")
	// The centre of the card is on the inner link: refused before any input.
	refused(t, tab.Act(testCtx(t), click(card.ID)), "non-http(s) URL")
	// The page moves the link under the pointer as the mouse arrives: the guard cancels
	// the click on it.
	evalMain(t, tab, `document.querySelector('#card a').style.cssText = 'position:absolute;left:0;top:0;width:1px;height:1px;overflow:hidden';
	addEventListener('mousemove', () => {
		const a = document.querySelector('#card a');
		a.style.cssText = 'position:absolute;left:0;top:0;width:100vw;height:100vh';
	}, { once: true }); true`)
	err := tab.Act(testCtx(t), click(card.ID))
	actErr(t, err, true)
	if !strings.Contains(err.Error(), "non-http(s) URL") {
		t.Errorf("error: %v", err)
	}
	time.Sleep(200 * time.Millisecond)
	if evalMain(t, tab, "window.js === undefined && window.cardClicks === 0").Bool() != true {
		t.Fatal("the inner javascript: link ran or the card was clicked")
	}
}

// A concealed checkbox's label click that lands on a link inside the label is refused.
func TestClickGuardRefusesLinkInsideLabel(t *testing.T) {
	tab := openTab(t, "/label_link.html")
	obs := observe(t, tab)
	err := tab.Act(testCtx(t), click(element(t, obs, "checkbox", "I accept the terms").ID))
	refused(t, err, "went to another control (a) in the label")
	if evalMain(t, tab, "document.getElementById('ok').checked || window.linkClicks > 0").Bool() {
		t.Fatal("the checkbox was toggled or the link clicked")
	}
}

// A click whose page-side half outlives the action (the page's scroll handler is busy)
// does not arm the guard afterwards: a later real click is not blocked.
func TestTimedOutClickPointLeavesNoGuard(t *testing.T) {
	tab := openTab(t, "/listeners/slow_scroll.html")
	obs := observe(t, tab)
	btn := element(t, obs, "button", "Search")
	ctx, cancel := context.WithTimeout(testCtx(t), time.Second)
	defer cancel()
	actErr(t, tab.Act(ctx, click(btn.ID)), false)
	time.Sleep(2500 * time.Millisecond) // the busy handler ends and the frames run
	evalMain(t, tab, "scrollTo(0, 0); true")
	userClick(t, tab, 20, 30)
	if n := evalMain(t, tab, "window.h1").Int(); n != 1 {
		t.Fatalf("the heading saw %d clicks after the timed-out click; want 1", n)
	}
}

// Select matches only among the options observe reported, as the core does.
func TestSelectMatchesOnlyObservedOptions(t *testing.T) {
	tab := openTab(t, "/select_cap.html")
	obs := observe(t, tab)
	var sel *fsm.Element
	for i := range obs.Elements {
		if obs.Elements[i].Tag == "select" {
			sel = &obs.Elements[i]
		}
	}
	if sel == nil || len(sel.Options) != MaxOptions {
		t.Fatalf("select: %+v", sel)
	}
	// The core matched B by the first option's label; a value B beyond the cap must not win.
	if err := tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActSelect, Target: sel.ID, Value: "B"}); err != nil {
		t.Fatal(err)
	}
	if v := evalMain(t, tab, "document.getElementById('s').value").Str(); v != "x" {
		t.Fatalf("selected %q; want x", v)
	}
}
