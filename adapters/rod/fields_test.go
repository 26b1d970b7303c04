package rod

import (
	"fmt"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/states"
)

// offered returns the operations states.Explain offers for obs with these text values,
// and the reason each dropped fill of a value on the target was left out.
func offered(t *testing.T, obs fsm.Observation, values ...string) (map[fsm.Operation]bool, map[string]string) {
	t.Helper()
	cands, drops, _ := states.Explain(&obs, fsm.Request{Goal: "book the trip", TextValues: values}, 1<<20)
	ops := map[fsm.Operation]bool{}
	for _, c := range cands {
		ops[c.Operation] = true
	}
	why := map[string]string{}
	for _, d := range drops {
		why[d.Target+"="+d.Value] = d.Reason
	}
	return ops, why
}

// fieldEvents reads how many input and change events the page saw on a field.
func fieldEvents(t *testing.T, tab *Tab, id string) (string, int, int) {
	t.Helper()
	v := evalMain(t, tab, fmt.Sprintf(`(() => { const el = document.getElementById(%q);
		return {value: el.value, input: counts[el.id].input, change: counts[el.id].change}; })()`, id))
	return v.Get("value").Str(), v.Get("input").Int(), v.Get("change").Int()
}

func TestValueFieldsTakeTheBrowsersFormatOnly(t *testing.T) {
	tab := openTab(t, "/fields.html")
	cases := []struct{ id, name, good, bad string }{
		{"depart", "Departure", "2026-12-24", "12/24/2026"},
		{"time", "Pickup time", "14:30", "2:30 PM"},
		{"meet", "Meeting", "2026-12-24T14:30", "2026-12-24 14:30"},
		{"month", "Card expiry", "2026-12", "12/2026"},
		{"week", "Week", "2026-W52", "2026-w52"},
		{"color", "Colour", "#ff0000", "#FF0000"},
		{"seats", "Seats", "7", "8"}, // min 1, max 9, step 2
	}
	// Firefox has no month and week inputs (they are text fields there), so the shared
	// fixture leaves them out and this Chromium test adds them.
	evalMain(t, tab, `(() => {
		const form = document.getElementById('trip');
		for (const [id, type, label] of [['month', 'month', 'Card expiry'], ['week', 'week', 'Week']]) {
			const l = document.createElement('label');
			l.textContent = label + ' ';
			const el = document.createElement('input');
			el.id = id;
			el.type = type;
			l.append(el);
			form.append(l);
			const c = counts[id] = { input: 0, change: 0 };
			el.addEventListener('input', () => c.input++);
			el.addEventListener('change', () => c.change++);
		}
	})()`)
	obs := observe(t, tab)
	for _, c := range cases {
		role := "textbox"
		if c.id == "seats" {
			role = "slider"
		}
		e := element(t, obs, role, c.name)
		ops, why := offered(t, obs, c.good, c.bad)
		if !ops[fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: c.good}] {
			t.Errorf("%s: %q not offered", c.id, c.good)
		}
		if why[e.ID+"="+c.bad] != states.DropIncompatible {
			t.Errorf("%s: %q dropped as %q, want %s", c.id, c.bad, why[e.ID+"="+c.bad], states.DropIncompatible)
		}
		if err := tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: c.good}); err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		if v, in, ch := fieldEvents(t, tab, c.id); v != c.good || in != 1 || ch != 1 {
			t.Errorf("%s: value %q after %d input and %d change events, want %q, 1 and 1", c.id, v, in, ch, c.good)
		}
	}
	// The page side refuses, with no event, a value the field would not hold verbatim.
	e := element(t, observe(t, tab), "textbox", "Departure")
	refused(t, tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: "12/24/2026"}), "does not accept")
	if v, in, ch := fieldEvents(t, tab, "depart"); v != "2026-12-24" || in != 1 || ch != 1 {
		t.Errorf("after the refusal: %q, %d input, %d change", v, in, ch)
	}
}

func TestReadOnlyPickerFieldsAreClickedNotFilled(t *testing.T) {
	tab := openTab(t, "/fields.html")
	obs := observe(t, tab)
	ops, _ := offered(t, obs, "2026-12-24")
	// A read-only date input, and a read-only text field that says it opens a popup
	// (aria-haspopup: the scan names its role clickable).
	for _, name := range []string{"Return", "Check-in"} {
		role := "textbox"
		if name == "Check-in" {
			role = "clickable"
		}
		e := element(t, obs, role, name)
		if !ops[fsm.Operation{Action: fsm.ActClick, Target: e.ID}] || ops[fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: "2026-12-24"}] {
			t.Errorf("%s: click offered %v, fill offered %v", name, ops[fsm.Operation{Action: fsm.ActClick, Target: e.ID}],
				ops[fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: "2026-12-24"}])
		}
	}
	ref := element(t, obs, "textbox", "Booking reference")
	if ops[fsm.Operation{Action: fsm.ActClick, Target: ref.ID}] || ops[fsm.Operation{Action: fsm.ActFill, Target: ref.ID, Value: "2026-12-24"}] {
		t.Error("a read-only field that only shows a value is offered")
	}
	pick := element(t, obs, "clickable", "Check-in")
	if err := tab.Act(testCtx(t), click(pick.ID)); err != nil {
		t.Fatal(err)
	}
	if v := evalMain(t, tab, "document.getElementById('checkin').value").Str(); v != "2026-12-24" {
		t.Fatalf("the picker's click handler did not run: %q", v)
	}
	refused(t, tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActFill, Target: pick.ID, Value: "x"}), "read-only")
}

func TestUnlabelledFieldsAreNamedByTheTextBeforeThem(t *testing.T) {
	tab := openTab(t, "/fields.html")
	obs := observe(t, tab)
	byField := map[string]string{}
	for _, id := range []string{"first", "last", "email", "phone", "passport",
		"decoy_row", "decoy_div", "decoy_div2", "decoy_hidden", "decoy_label"} {
		v := evalMain(t, tab, fmt.Sprintf(`(() => { const r = document.getElementById(%q).getBoundingClientRect();
			return {x: r.left, y: r.top}; })()`, id))
		for _, e := range obs.Elements {
			if e.Tag == "input" && e.Box.X == roundBox(v.Get("x").Num()) && e.Box.Y == roundBox(v.Get("y").Num()) {
				byField[id] = e.Name
			}
		}
		if _, ok := byField[id]; !ok {
			t.Fatalf("%s not observed", id)
		}
	}
	want := map[string]string{
		"first": "First name", "last": "Last name", "email": "Email address", "phone": "Phone",
		"passport": "Passport number",
		// Text in another row, hidden text and another control's label never name a field.
		"decoy_row": "", "decoy_div": "", "decoy_div2": "", "decoy_hidden": "", "decoy_label": "",
	}
	for id, name := range want {
		if byField[id] != name {
			t.Errorf("%s is named %q, want %q", id, byField[id], name)
		}
	}
	// The recheck computes the same name.
	e := element(t, obs, "textbox", "Last name")
	f, err := tab.Verify(testCtx(t), obs.Epoch, fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: "Lovelace"}, e)
	if err != nil || !f.Fresh {
		t.Fatalf("recheck of a field named by its preceding text: %+v %v", f, err)
	}
}

// roundBox rounds a coordinate as the observation does.
func roundBox(v float64) float64 {
	return float64(int64(v*100+0.5)) / 100
}
