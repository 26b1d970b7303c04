package rod

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// refused asserts that err is a not-executed *RefusedError whose reason contains want.
func refused(tb testing.TB, err error, want string) {
	tb.Helper()
	actErr(tb, err, false)
	var re *RefusedError
	if !errors.As(err, &re) || !strings.Contains(re.Reason, want) {
		tb.Fatalf("want a refusal containing %q, got %v", want, err)
	}
}

func TestClickNavigates(t *testing.T) {
	tab := openTab(t, "/nav.html")
	obs := observe(t, tab)
	link := element(t, obs, "link", "Go to the simple page")
	if err := tab.Act(testCtx(t), click(link.ID)); err != nil {
		t.Fatal(err)
	}
	after := observe(t, tab)
	if after.URL != shared.server.URL+"/simple.html" || after.Title != "Simple" {
		t.Fatalf("after the click: %s %q", after.URL, after.Title)
	}
	if after.Epoch.Document == obs.Epoch.Document || after.HistoryLength <= obs.HistoryLength {
		t.Errorf("epoch %+v → %+v, history %d → %d", obs.Epoch, after.Epoch, obs.HistoryLength, after.HistoryLength)
	}
	if err := tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActBack}); err != nil {
		t.Fatal(err)
	}
	back := observe(t, tab)
	if back.URL != obs.URL {
		t.Fatalf("back went to %s", back.URL)
	}
	btn := element(t, back, "button", "Navigate by script")
	if err := tab.Act(testCtx(t), click(btn.ID)); err != nil {
		t.Fatal(err)
	}
	if u := observe(t, tab).URL; u != shared.server.URL+"/simple.html?from=button" {
		t.Fatalf("scripted navigation went to %s", u)
	}
}

func TestClickOnBlockedRendererIsUnknownAndNotRepeated(t *testing.T) {
	tab := openTab(t, "/block.html")
	tab.limits.ActionTimeout = 500 * time.Millisecond
	tab.limits.SettleTimeout = 500 * time.Millisecond
	obs := observe(t, tab)
	btn := element(t, obs, "button", "Block the renderer")
	beacons := hits("block")
	start := time.Now()
	err := tab.Act(testCtx(t), click(btn.ID))
	actErr(t, err, true)
	if !errors.Is(err, errActionTimeout) {
		t.Errorf("the error does not name the action timeout: %v", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("the action took %v, beyond its timeout", took)
	}
	// Once the handler returns, the page must have seen exactly one click.
	deadline := time.Now().Add(10 * time.Second)
	for {
		v := evalMain(t, tab, "window.blockClicks")
		if v.Int() == 1 {
			break
		}
		if v.Int() > 1 || time.Now().After(deadline) {
			t.Fatalf("blockClicks = %v", v)
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	if n := evalMain(t, tab, "window.blockClicks").Int(); n != 1 || hits("block")-beacons != 1 {
		t.Fatalf("clicks in page %d, beacons %d; want exactly one", n, hits("block")-beacons)
	}
}

func TestClickRefusesCoveredAndDisabledTargets(t *testing.T) {
	tab := openTab(t, "/dynamic.html")
	obs := observe(t, tab)
	target := element(t, obs, "button", "Target")
	evalMain(t, tab, "document.getElementById('target').onclick = () => { window.hit = true }; cover(); true")
	refused(t, tab.Act(testCtx(t), click(target.ID)), "covers the target")
	evalMain(t, tab, "document.getElementById('overlay').className = ''; disableTarget(); true")
	refused(t, tab.Act(testCtx(t), click(target.ID)), "disabled")
	if v := evalMain(t, tab, "window.hit === true"); v.Bool() {
		t.Fatal("the covered or disabled target was clicked")
	}
	refused(t, tab.Act(testCtx(t), click("e424242")), "no longer in the page")
}

func TestClickChecksAndSubmits(t *testing.T) {
	tab := openTab(t, "/forms.html")
	obs := observe(t, tab)
	if err := tab.Act(testCtx(t), click(element(t, obs, "checkbox", "Gift wrap").ID)); err != nil {
		t.Fatal(err)
	}
	if err := tab.Act(testCtx(t), click(element(t, obs, "radio", "Express").ID)); err != nil {
		t.Fatal(err)
	}
	if err := tab.Act(testCtx(t), click(element(t, obs, "button", "Place order").ID)); err != nil {
		t.Fatal(err)
	}
	after := observe(t, tab)
	if c := element(t, after, "checkbox", "Gift wrap").Checked; c == nil || !*c {
		t.Error("checkbox not checked")
	}
	if c := element(t, after, "radio", "Express").Checked; c == nil || !*c {
		t.Error("radio not checked")
	}
	if !strings.Contains(after.Text, "Submitted Ada") {
		t.Errorf("text after submit: %q", after.Text)
	}
}

func TestFill(t *testing.T) {
	tab := openTab(t, "/forms.html")
	obs := observe(t, tab)
	fill := func(name, value string) error {
		t.Helper()
		var id string
		for _, e := range obs.Elements {
			if e.Name == name {
				id = e.ID
			}
		}
		return tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActFill, Target: id, Value: value})
	}
	const text = "Grace Hopper — ünïcødé 🚀"
	for name, value := range map[string]string{
		"Full name": text, "Email": "grace@example.com", "Notes for the courier": "Ring twice\nthen wait",
		"Message": "Hello editor", "Delivery date": "2026-12-24", "Promo code": "AB12",
		"Quantity": "12", "Website": "https://new.example/path?q=1",
	} {
		if err := fill(name, value); err != nil {
			t.Fatalf("fill %s: %v", name, err)
		}
	}
	after := observe(t, tab)
	for name, want := range map[string]string{
		"Full name": text, "Email": "grace@example.com", "Notes for the courier": "Ring twice\nthen wait",
		"Message": "Hello editor", "Delivery date": "2026-12-24", "Promo code": "AB12",
		"Quantity": "12", "Website": "https://new.example/path?q=1",
	} {
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
	events := evalMain(t, tab, "window.events.join(',')").Str()
	for _, want := range []string{"name:input:true", "name:change", "email:input:true", "notes:change", "when:input:false", "when:change"} {
		if !strings.Contains(events, want) {
			t.Errorf("events %s miss %s", events, want)
		}
	}
	if err := fill("Full name", ""); err != nil {
		t.Fatal(err)
	}
	if v := evalMain(t, tab, "document.getElementById('name').value").Str(); v != "" {
		t.Errorf("cleared field holds %q", v)
	}
	refused(t, fill("Promo code", "TOO-LONG"), "maxlength")
	refused(t, fill("Reference", "x"), "read-only")
	refused(t, fill("Delivery date", "not a date"), "does not accept")
	refused(t, fill("Gift wrap", "x"), "not a fillable field")
}

func TestSelect(t *testing.T) {
	tab := openTab(t, "/forms.html")
	obs := observe(t, tab)
	country := element(t, obs, "combobox", "Country")
	sel := func(v string) error {
		return tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActSelect, Target: country.ID, Value: v})
	}
	if err := sel("de"); err != nil {
		t.Fatal(err)
	}
	if v := evalMain(t, tab, "document.getElementById('country').value").Str(); v != "de" {
		t.Fatalf("value %q after selecting de", v)
	}
	if err := sel("France"); err != nil {
		t.Fatal(err)
	}
	if v := evalMain(t, tab, "document.getElementById('country').value").Str(); v != "fr" {
		t.Fatalf("value %q after selecting the label France", v)
	}
	refused(t, sel("france"), "no option")
	refused(t, sel("Spain"), "no option")
	refused(t, sel("xx"), "disabled")
	if v := evalMain(t, tab, "document.getElementById('country').value").Str(); v != "fr" {
		t.Fatalf("a refused select changed the value to %q", v)
	}
	if ev := evalMain(t, tab, "window.events.filter(e => e.startsWith('country')).join(',')").Str(); ev != "country:input:false,country:change,country:input:false,country:change" {
		t.Errorf("select events %s", ev)
	}
}

func TestScroll(t *testing.T) {
	tab := openTab(t, "/scroll.html")
	up := fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollUp}
	down := fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown}
	refused(t, tab.Act(testCtx(t), up), "top")
	obs := observe(t, tab)
	if err := tab.Act(testCtx(t), down); err != nil {
		t.Fatal(err)
	}
	after := observe(t, tab)
	if step := after.Scroll.Y - obs.Scroll.Y; step < obs.Viewport.Height*0.7 || step > obs.Viewport.Height*0.9 {
		t.Fatalf("scrolled %v for a viewport of %v", step, obs.Viewport.Height)
	}
	for i := 0; i < 20 && after.CanScrollDown(); i++ {
		if err := tab.Act(testCtx(t), down); err != nil {
			t.Fatal(err)
		}
		after = observe(t, tab)
	}
	if after.CanScrollDown() {
		t.Fatal("never reached the bottom")
	}
	refused(t, tab.Act(testCtx(t), down), "bottom")
	if err := tab.Act(testCtx(t), up); err != nil {
		t.Fatal(err)
	}
	refused(t, tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActScroll, Direction: "left"}), "neither")
}

func TestNavigateAndBack(t *testing.T) {
	tab := openTab(t, "/simple.html")
	refused(t, tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActBack}), "no earlier history")
	for _, bad := range []string{"javascript:alert(1)", "file:///etc/passwd", "/relative", "data:text/html,x"} {
		err := tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActNavigate, Value: bad})
		actErr(t, err, false)
		if !errors.Is(err, ErrBadURL) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	target := shared.server.URL + "/other.html?q=a%20b#top"
	if err := tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActNavigate, Value: target}); err != nil {
		t.Fatal(err)
	}
	if obs := observe(t, tab); obs.URL != target || obs.Title != "Other" {
		t.Fatalf("navigated to %s %q", obs.URL, obs.Title)
	}
	if err := tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActBack}); err != nil {
		t.Fatal(err)
	}
	if obs := observe(t, tab); obs.URL != shared.server.URL+"/simple.html" {
		t.Fatalf("back went to %s", obs.URL)
	}
}

func TestDialogMakesTheClickUnknownAndBlocksTheTab(t *testing.T) {
	tab := openTab(t, "/dialog.html")
	obs := observe(t, tab)
	start := time.Now()
	err := tab.Act(testCtx(t), click(element(t, obs, "button", "Open an alert").ID))
	actErr(t, err, true)
	if !errors.Is(err, errDialog) || time.Since(start) > 2*time.Second {
		t.Fatalf("after %v: %v", time.Since(start), err)
	}
	if _, err := tab.Observe(testCtx(t)); !errors.Is(err, errDialog) {
		t.Errorf("observe with a dialog open: %v", err)
	}
	if fs, err := tab.Focus(testCtx(t)); err != nil || fs.Focused {
		t.Errorf("focus with a dialog open: %+v %v", fs, err)
	}
	if f, err := tab.Verify(testCtx(t), obs.Epoch, fsm.Operation{Action: fsm.ActBack}, nil); err != nil || f.Fresh {
		t.Errorf("recheck with a dialog open: %+v %v", f, err)
	}
	actErr(t, tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActBack}), false)
}
