package bidi

import (
	"errors"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// TestNewlineInAOneLineFieldIsNoEnter: typing is key input here, so a newline in the
// value must not act as the Enter key (which would submit the form): the one-line field
// drops it, as Chromium's text insertion does, and the page sees no "Enter" key.
func TestNewlineInAOneLineFieldIsNoEnter(t *testing.T) {
	tab := openTab(t, "/forms.html", pagejs.Limits{})
	obs := conformance.Observe(t, tab)
	e := conformance.Element(t, obs, "textbox", "Full name")
	evalMain(t, tab, "document.getElementById('name').addEventListener('keydown', (e) => window.events.push('key:' + e.key)), true")
	if err := tab.Act(conformance.Ctx(t), fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: "a\nb"}); err != nil {
		t.Fatal(err)
	}
	after := conformance.Observe(t, tab)
	if v := conformance.Element(t, after, "textbox", "Full name").Value; v != "ab" {
		t.Errorf("value %q", v)
	}
	if strings.Contains(after.Text, "Submitted") {
		t.Fatal("the newline submitted the form")
	}
	if ev := evalMain(t, tab, "window.events.join(',')"); strings.Contains(ev, "key:Enter") {
		t.Fatalf("events %s", ev)
	}
}

// TestWebDriverKeyCodesInAValueAreNotPressed: WebDriver reads the code points U+E000 to
// U+E05D in a key action as keys (U+E007 is Enter, U+E004 Tab), so typing them would
// submit the form or move the focus instead of entering the caller's exact text. Such
// a value is refused before any input, and the page sees neither key.
func TestWebDriverKeyCodesInAValueAreNotPressed(t *testing.T) {
	for _, value := range []string{"a\uE007b", "a\uE004b"} {
		tab := openTab(t, "/forms.html", pagejs.Limits{})
		obs := conformance.Observe(t, tab)
		e := conformance.Element(t, obs, "textbox", "Full name")
		evalMain(t, tab, "document.addEventListener('keydown', (e) => window.events.push('key:' + e.key), true), true")
		err := tab.Act(conformance.Ctx(t), fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: value})
		var ae *fsm.ActError
		if !errors.As(err, &ae) || ae.Reached {
			t.Errorf("%q: want a refusal before any input, got %v", value, err)
		}
		after := conformance.Observe(t, tab)
		if strings.Contains(after.Text, "Submitted") {
			t.Errorf("%q: the value submitted the form", value)
		}
		if ev := evalMain(t, tab, "window.events.join(',')"); strings.Contains(ev, "key:") {
			t.Errorf("%q: the page saw keys: %s", value, ev)
		}
	}
}

// TestFillTypesNothingOutsideItsField: a page that moves the focus to another field after
// the first character (an auto-advancing field, or a hostile one) must not get the rest
// of the value typed into that other field, and the fill must not be reported as done:
// key input goes wherever the focus is, so the keys that would land elsewhere are held
// back and the outcome is reported as possibly reached.
func TestFillTypesNothingOutsideItsField(t *testing.T) {
	tab := openTab(t, "/forms.html", pagejs.Limits{})
	obs := conformance.Observe(t, tab)
	e := conformance.Element(t, obs, "textbox", "Full name")
	evalMain(t, tab, "document.getElementById('name').addEventListener('input', () => document.getElementById('email').focus()), true")
	err := tab.Act(conformance.Ctx(t), fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: "abc"})
	var ae *fsm.ActError
	if !errors.As(err, &ae) || !ae.Reached {
		t.Errorf("want an outcome-unknown error, got %v", err)
	}
	if v := evalMain(t, tab, "document.getElementById('email').value"); v != `""` {
		t.Errorf("the other field got %s", v)
	}
}

// TestFillThatAutoAdvancesAtTheEndIsDone: a field that moves the focus on once it holds
// the whole value (a code box) got every key; only the last key's release lands on the
// next field, and the fill is done.
func TestFillThatAutoAdvancesAtTheEndIsDone(t *testing.T) {
	tab := openTab(t, "/forms.html", pagejs.Limits{})
	obs := conformance.Observe(t, tab)
	e := conformance.Element(t, obs, "textbox", "Full name")
	evalMain(t, tab, "document.getElementById('name').addEventListener('input', (e) => { if (e.target.value.length >= 3) document.getElementById('email').focus(); }), true")
	if err := tab.Act(conformance.Ctx(t), fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: "abc"}); err != nil {
		t.Fatal(err)
	}
	if v := evalMain(t, tab, "document.getElementById('name').value + '|' + document.getElementById('email').value"); v != `"abc|"` {
		t.Errorf("fields hold %s", v)
	}
}
