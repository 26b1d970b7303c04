package rod

import (
	"testing"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/fsm"
)

// TestListenerOnlyClickables: role-less elements whose only sign is a script listener
// (click, pointerdown, mousedown; no pointer cursor) are observed as clickables through
// the listener probe; the same listeners on hidden, inert or aria-hidden elements, a
// keydown listener, and a click listener delegated to the document flag nothing.
func TestListenerOnlyClickables(t *testing.T) {
	tab := openTab(t, "/listeners/listeners.html")
	obs := observe(t, tab)
	for _, name := range []string{"Archive", "Snooze", "Pin"} {
		if e := elementIn(t, obs, "clickable", name, ""); e.ID == "" || !e.InViewport {
			t.Errorf("target %+v", e)
		}
	}
	for _, e := range obs.Elements {
		switch e.Name {
		case "Hidden tool", "Inert tool", "Muted tool", "Keyboard only", "Delegated row one", "Delegated row two":
			t.Errorf("observed %s %q", e.Role, e.Name)
		}
	}
	res := runGoal(t, tab, &conformance.Scripted{Steps: []conformance.Step{{Action: fsm.ActClick, Name: "Archive"}}}, fsm.Request{
		Tab: tab.ID(), Goal: "Archive the mail", MaxSteps: 2, TimeoutMS: 30_000,
	})
	if res.Status != fsm.StatusPossiblyDone || res.Steps != 1 || res.Trace[0].Outcome != fsm.OutcomeExecuted {
		t.Fatalf("status %s after %d steps (%s): %+v", res.Status, res.Steps, res.Message, res.Trace)
	}
	if got, want := pageHits(t, tab), map[string]int{"archive": 1}; !sameHits(got, want) {
		t.Errorf("handlers run %v, want %v", got, want)
	}
}

// TestListenerBehindModal: a listener-only element behind an open modal dialog stays
// unobserved; the one inside the dialog is observed.
func TestListenerBehindModal(t *testing.T) {
	obs := observe(t, openTab(t, "/listeners/modal.html"))
	elementIn(t, obs, "clickable", "Keep editing", "")
	for _, e := range obs.Elements {
		if e.Name == "Behind the dialog" {
			t.Errorf("observed %s %q behind the modal", e.Role, e.Name)
		}
	}
}

// TestListenerProbeLongLists: in a list of more than 64 rows, whose boxes the probe reads
// only from where the viewport begins until the rows lie below it, the listener-only rows
// in view are observed, at the top and scrolled deep into the list; in a list laid out in
// columns, whose second column begins again at the top, so are that column's rows.
func TestListenerProbeLongLists(t *testing.T) {
	tab := openTab(t, "/listeners/longlist.html")
	if e := elementIn(t, observe(t, tab), "clickable", "Thread 3", ""); !e.InViewport {
		t.Errorf("Thread 3 out of view: %+v", e)
	}
	evalMain(t, tab, `document.querySelector('[data-i="250"]').scrollIntoView(), true`)
	if e := elementIn(t, observe(t, tab), "clickable", "Thread 250", ""); !e.InViewport {
		t.Errorf("Thread 250 out of view: %+v", e)
	}
	cols := openTab(t, "/listeners/longlist.html?layout=columns")
	if e := elementIn(t, observe(t, cols), "clickable", "Thread 41", ""); !e.InViewport {
		t.Errorf("Thread 41 (second column) out of view: %+v", e)
	}
}
