package conformance

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

var actScenarios = []scenario{
	{"ClickNavigatesAndBack", clickNavigates},
	{"BlockingHandlerIsUnknownAndNotRepeated", blockingHandler},
	{"ClickRefusesCoveredAndDisabledTargets", coveredAndDisabled},
	{"ClickGuardRefusesOverlayAddedOnMouseMove", overlayOnMove},
	{"ClickThatOpensAListUnderThePointerIsExecuted", opensUnderPointer},
	{"ClickThatOpensNoListUnderThePointerStaysUnknown", opensNothingUnderPointer},
	{"ClickChecksAndSubmits", checksAndSubmits},
	{"Fill", fill},
	{"Select", selectOption},
	{"Scroll", scroll},
	{"NavigateAndBack", navigateAndBack},
	{"DialogMakesTheClickUnknownAndBlocksTheTab", dialog},
	{"SettleObservesWhatTheActionCaused", settleCaused},
	{"ClickReachesTargetsPastBadgesAndVeils", coveredByBadgesAndVeils},
	{"ClickRefusesTargetsUnderCovers", coveredForGood},
}

// settleCaused clicks controls whose effect comes at different times (at once, two
// frames later, after a navigation, a form submission or a fetch that answers 150 ms
// later) and requires the observation right after Act to show it.
func settleCaused(t *testing.T, h Harness) {
	for _, tc := range []struct {
		role, name string
		url, text  string
	}{
		{role: "button", name: "Change now", text: "changed now"},
		{role: "button", name: "Change in two frames", text: "changed two frames later"},
		{role: "link", name: "Go to the simple page", url: "/simple.html"},
		{role: "button", name: "Search", url: "/simple.html?q=settle"},
		{role: "button", name: "Fetch", text: "fetched"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tab := h.open(t, "/settle.html")
			obs := Observe(t, tab)
			if err := tab.Act(Ctx(t), Click(Element(t, obs, tc.role, tc.name).ID)); err != nil {
				t.Fatal(err)
			}
			after := Observe(t, tab)
			if tc.url != "" && (after.URL != h.Server.URL+tc.url || after.Title != "Simple") {
				t.Errorf("observed %s %q after the click, want %s", after.URL, after.Title, tc.url)
			}
			if tc.text != "" && !strings.Contains(after.Text, tc.text) {
				t.Errorf("observed text %q after the click, want it to hold %q", after.Text, tc.text)
			}
		})
	}
}

func clickNavigates(t *testing.T, h Harness) {
	tab := h.open(t, "/nav.html")
	obs := Observe(t, tab)
	if err := tab.Act(Ctx(t), Click(Element(t, obs, "link", "Go to the simple page").ID)); err != nil {
		t.Fatal(err)
	}
	after := Observe(t, tab)
	if after.URL != h.Server.URL+"/simple.html" || after.Title != "Simple" {
		t.Fatalf("after the click: %s %q", after.URL, after.Title)
	}
	if after.Epoch.Document == obs.Epoch.Document || after.HistoryLength <= obs.HistoryLength {
		t.Errorf("epoch %+v → %+v, history %d → %d", obs.Epoch, after.Epoch, obs.HistoryLength, after.HistoryLength)
	}
	if err := tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActBack}); err != nil {
		t.Fatal(err)
	}
	back := Observe(t, tab)
	if back.URL != obs.URL {
		t.Fatalf("back went to %s", back.URL)
	}
	if err := tab.Act(Ctx(t), Click(Element(t, back, "button", "Navigate by script").ID)); err != nil {
		t.Fatal(err)
	}
	if u := Observe(t, tab).URL; u != h.Server.URL+"/simple.html?from=button" {
		t.Fatalf("scripted navigation went to %s", u)
	}
}

// blockingHandler: a click whose handler blocks the page past the action timeout is
// "may have reached" (partial_unknown), and the page sees exactly one click.
func blockingHandler(t *testing.T, h Harness) {
	// The handler blocks the page for 2.5 s: an action timeout well under it, with room
	// for the page-side checks on a loaded machine.
	tab := h.Open(t, "/block.html", pagejs.Limits{ActionTimeout: 1500 * time.Millisecond, SettleTimeout: 500 * time.Millisecond})
	obs := Observe(t, tab)
	btn := Element(t, obs, "button", "Block the renderer")
	beacons := h.Server.Hits("block")
	err := tab.Act(Ctx(t), Click(btn.ID))
	ActErr(t, err, true)
	if !strings.Contains(err.Error(), "action timeout") {
		t.Errorf("the error does not name the action timeout: %v", err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		v := h.eval(t, tab, "window.blockClicks")
		if v == "1" {
			break
		}
		if v != "0" || time.Now().After(deadline) {
			t.Fatalf("blockClicks = %v", v)
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	if n := h.eval(t, tab, "window.blockClicks"); n != "1" || h.Server.Hits("block")-beacons != 1 {
		t.Fatalf("clicks in page %s, beacons %d; want exactly one", n, h.Server.Hits("block")-beacons)
	}
}

func coveredAndDisabled(t *testing.T, h Harness) {
	tab := h.open(t, "/dynamic.html")
	obs := Observe(t, tab)
	target := Element(t, obs, "button", "Target")
	h.eval(t, tab, "document.getElementById('target').onclick = () => { window.hit = true }; cover(); true")
	Refused(t, tab.Act(Ctx(t), Click(target.ID)), "covers the target")
	h.eval(t, tab, "document.getElementById('overlay').className = ''; disableTarget(); true")
	Refused(t, tab.Act(Ctx(t), Click(target.ID)), "disabled")
	if h.eval(t, tab, "window.hit === true") == "true" {
		t.Fatal("the covered or disabled target was clicked")
	}
	Refused(t, tab.Act(Ctx(t), Click("e424242")), "no longer in the page")
}

// overlayOnMove: an overlay the page puts over the target as the mouse arrives gets
// none of the click, which is not executed.
func overlayOnMove(t *testing.T, h Harness) {
	tab := h.open(t, "/overlay.html?move")
	obs := Observe(t, tab)
	err := tab.Act(Ctx(t), Click(Element(t, obs, "button", "Search").ID))
	Refused(t, err, "went to another element (div)")
	if o, s := h.eval(t, tab, "window.overlayClicks"), h.eval(t, tab, "window.searchClicks"); o != "0" || s != "0" {
		t.Fatalf("overlay saw %s events, Search %s clicks; want none", o, s)
	}
}

// opensUnderPointer: a custom dropdown that opens on mousedown puts its list under the
// pointer, where the release and the click would choose an option. The guard keeps them
// from the list; the press opened the target (its aria-expanded turned true), so the
// click is executed, not unknown, and the option is then chosen by a click of its own.
func opensUnderPointer(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/mousedown.html")
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Delivery slot"}, {Action: fsm.ActClick, Name: "Afternoon 12–5"}},
		nil, map[string]int{"open-slots": 1, "slot-pm": 1})
}

// opensNothingUnderPointer: decoys beside opensUnderPointer's dropdown. A combobox
// already expanded whose press lays its list over it again, and a button whose press
// marks itself expanded and covers itself with a plain overlay: no list opened under the
// pointer by the press, so each click, refused after its press, stays unknown, and the
// list and the overlay get none of it.
func opensNothingUnderPointer(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/mousedown.html")
	obs := Observe(t, tab)
	for _, e := range []*fsm.Element{ElementIn(t, obs, "combobox", "Gift wrap", ""), Element(t, obs, "button", "Buy now")} {
		ActErr(t, tab.Act(Ctx(t), Click(e.ID)), true)
	}
	if got := h.hits(t, tab); got["wrap-box"] != 0 || got["cover"] != 0 || got["buy"] != 0 {
		t.Fatalf("handlers run %v: the list, the overlay or the covered button got the click", got)
	}
}

func checksAndSubmits(t *testing.T, h Harness) {
	tab := h.open(t, "/forms.html")
	obs := Observe(t, tab)
	for _, e := range []*fsm.Element{Element(t, obs, "checkbox", "Gift wrap"), Element(t, obs, "radio", "Express"),
		Element(t, obs, "button", "Place order")} {
		if err := tab.Act(Ctx(t), Click(e.ID)); err != nil {
			t.Fatalf("click %s: %v", e.Name, err)
		}
	}
	after := Observe(t, tab)
	if c := Element(t, after, "checkbox", "Gift wrap").Checked; c == nil || !*c {
		t.Error("checkbox not checked")
	}
	if c := Element(t, after, "radio", "Express").Checked; c == nil || !*c {
		t.Error("radio not checked")
	}
	if !strings.Contains(after.Text, "Submitted Ada") {
		t.Errorf("text after submit: %q", after.Text)
	}
}

func fill(t *testing.T, h Harness) {
	tab := h.open(t, "/forms.html")
	obs := Observe(t, tab)
	fillName := func(name, value string) error {
		t.Helper()
		var id string
		for _, e := range obs.Elements {
			if e.Name == name {
				id = e.ID
			}
		}
		return tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActFill, Target: id, Value: value})
	}
	values := map[string]string{
		"Full name": "Grace Hopper — ünïcødé 🚀", "Email": "grace@example.com", "Notes for the courier": "Ring twice\nthen wait",
		"Message": "Hello editor", "Delivery date": "2026-12-24", "Promo code": "AB12",
		"Quantity": "12", "Website": "https://new.example/path?q=1",
	}
	for name, value := range values {
		if err := fillName(name, value); err != nil {
			t.Fatalf("fill %s: %v", name, err)
		}
	}
	after := Observe(t, tab)
	for name, want := range values {
		var got *fsm.Element
		for i := range after.Elements {
			if after.Elements[i].Name == name {
				got = &after.Elements[i]
			}
		}
		if got == nil || got.Value != want {
			t.Errorf("%s holds %+v, want %q", name, got, want)
		}
	}
	events := h.eval(t, tab, "window.events.join(',')")
	for _, want := range []string{"name:input:true", "name:change", "email:input:true", "notes:change", "when:input:false", "when:change"} {
		if !strings.Contains(events, want) {
			t.Errorf("events %s miss %s", events, want)
		}
	}
	if err := fillName("Full name", ""); err != nil {
		t.Fatal(err)
	}
	if v := h.eval(t, tab, "document.getElementById('name').value"); v != `""` {
		t.Errorf("cleared field holds %s", v)
	}
	Refused(t, fillName("Promo code", "TOO-LONG"), "maxlength")
	Refused(t, fillName("Reference", "x"), "read-only")
	Refused(t, fillName("Delivery date", "not a date"), "does not accept")
	Refused(t, fillName("Gift wrap", "x"), "not a fillable field")
}

func selectOption(t *testing.T, h Harness) {
	tab := h.open(t, "/forms.html")
	country := Element(t, Observe(t, tab), "combobox", "Country")
	sel := func(v string) error {
		return tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActSelect, Target: country.ID, Value: v})
	}
	if err := sel("de"); err != nil {
		t.Fatal(err)
	}
	if v := h.eval(t, tab, "document.getElementById('country').value"); v != `"de"` {
		t.Fatalf("value %s after selecting de", v)
	}
	if err := sel("France"); err != nil {
		t.Fatal(err)
	}
	Refused(t, sel("france"), "no option")
	Refused(t, sel("Spain"), "no option")
	Refused(t, sel("xx"), "disabled")
	if v := h.eval(t, tab, "document.getElementById('country').value"); v != `"fr"` {
		t.Fatalf("value %s after selecting the label France", v)
	}
	if ev := h.eval(t, tab, "window.events.filter(e => e.startsWith('country')).join(',')"); ev != `"country:input:false,country:change,country:input:false,country:change"` {
		t.Errorf("select events %s", ev)
	}
}

func scroll(t *testing.T, h Harness) {
	tab := h.open(t, "/scroll.html")
	up := fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollUp}
	down := fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown}
	Refused(t, tab.Act(Ctx(t), up), "top")
	obs := Observe(t, tab)
	if err := tab.Act(Ctx(t), down); err != nil {
		t.Fatal(err)
	}
	after := Observe(t, tab)
	if step := after.Scroll.Y - obs.Scroll.Y; step < obs.Viewport.Height*0.7 || step > obs.Viewport.Height*0.9 {
		t.Fatalf("scrolled %v for a viewport of %v", step, obs.Viewport.Height)
	}
	for i := 0; i < 20 && after.CanScrollDown(); i++ {
		if err := tab.Act(Ctx(t), down); err != nil {
			t.Fatal(err)
		}
		after = Observe(t, tab)
	}
	if after.CanScrollDown() {
		t.Fatal("never reached the bottom")
	}
	Refused(t, tab.Act(Ctx(t), down), "bottom")
	if err := tab.Act(Ctx(t), up); err != nil {
		t.Fatal(err)
	}
	Refused(t, tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActScroll, Direction: "left"}), "neither")
}

func navigateAndBack(t *testing.T, h Harness) {
	tab := h.open(t, "/simple.html")
	Refused(t, tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActBack}), "no earlier history")
	for _, bad := range []string{"javascript:alert(1)", "file:///etc/passwd", "/relative", "data:text/html,x"} {
		err := tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActNavigate, Value: bad})
		ActErr(t, err, false)
		if !errors.Is(err, h.ErrBadURL) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	target := h.Server.URL + "/other.html?q=a%20b#top"
	if err := tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActNavigate, Value: target}); err != nil {
		t.Fatal(err)
	}
	if obs := Observe(t, tab); obs.URL != target || obs.Title != "Other" {
		t.Fatalf("navigated to %s %q", obs.URL, obs.Title)
	}
	if err := tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActBack}); err != nil {
		t.Fatal(err)
	}
	if obs := Observe(t, tab); obs.URL != h.Server.URL+"/simple.html" {
		t.Fatalf("back went to %s", obs.URL)
	}
}

// dialog: a click that opens an alert may have reached the page; the open dialog then
// blocks observing, the recheck, focus and every further action.
func dialog(t *testing.T, h Harness) {
	// A long action timeout: the dialog, not the timeout, must end the wait.
	tab := h.Open(t, "/dialog.html", pagejs.Limits{ActionTimeout: 15 * time.Second})
	obs := Observe(t, tab)
	err := tab.Act(Ctx(t), Click(Element(t, obs, "button", "Open an alert").ID))
	ActErr(t, err, true)
	if !strings.Contains(err.Error(), "dialog") || strings.Contains(err.Error(), "timeout") {
		t.Fatalf("the dialog did not end the action: %v", err)
	}
	if _, err := tab.Observe(Ctx(t)); err == nil || !strings.Contains(err.Error(), "dialog") {
		t.Errorf("observe with a dialog open: %v", err)
	}
	if fs, err := tab.Focus(Ctx(t)); err != nil || fs.Focused {
		t.Errorf("focus with a dialog open: %+v %v", fs, err)
	}
	if f, err := tab.Verify(Ctx(t), obs.Epoch, fsm.Operation{Action: fsm.ActBack}, nil); err != nil || f.Fresh {
		t.Errorf("recheck with a dialog open: %+v %v", f, err)
	}
	ActErr(t, tab.Act(Ctx(t), fsm.Operation{Action: fsm.ActBack}), false)
}
