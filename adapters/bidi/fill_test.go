package bidi

import (
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
