package rod

// The form, exclusion (hidden, iframe, shadow root, password and file) and id scenarios
// run for every adapter from adapters/conformance (conformance_test.go).

import (
	"encoding/json"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func TestObserveBigPageStaysBounded(t *testing.T) {
	tab := openTab(t, "/big.html?n=10000")
	obs := observe(t, tab)
	if len(obs.Elements) != DefaultMaxElements {
		t.Fatalf("%d elements, want the cap %d", len(obs.Elements), DefaultMaxElements)
	}
	if obs.Dropped != 10000-DefaultMaxElements {
		t.Errorf("dropped %d, want %d", obs.Dropped, 10000-DefaultMaxElements)
	}
	if len(obs.Text) > DefaultMaxTextChars {
		t.Errorf("text of %d chars", len(obs.Text))
	}
	raw, _ := json.Marshal(obs)
	if len(raw) > 128<<10 {
		t.Errorf("observation of %d bytes", len(raw))
	}
	// Viewport first, then document order: scroll to the middle and the in-viewport
	// elements must lead, followed by the first elements of the document.
	evalMain(t, tab, "scrollTo(0, document.body.scrollHeight / 2)")
	mid := observe(t, tab)
	seenOut := viewportFirst(t, mid)
	if !mid.Elements[0].InViewport || !seenOut || mid.Elements[len(mid.Elements)-1].Name == "" {
		t.Fatalf("ordering: first %+v", mid.Elements[0])
	}
	firstOut := ""
	for _, e := range mid.Elements {
		if !e.InViewport {
			firstOut = e.Name
			break
		}
	}
	if firstOut != "Item 0" {
		t.Errorf("first off-viewport element %q, want Item 0 (document order)", firstOut)
	}
}

// TestObservationSeesAttributeChanges: an element that becomes a control by an attribute
// alone (a role, an href), with no element added or removed, is observed the next time,
// and one that stops being a control is not, though the observation keeps its query of
// candidates while the page does not change (epoch.js, changes).
func TestObservationSeesAttributeChanges(t *testing.T) {
	tab := openTab(t, "/simple.html")
	evalMain(t, tab, `document.body.insertAdjacentHTML('beforeend', '<div id="r">Archive all</div><a id="l">Old posts</a>')`)
	has := func(obs fsm.Observation, role, name string) bool {
		for _, e := range obs.Elements {
			if e.Role == role && e.Name == name {
				return true
			}
		}
		return false
	}
	if obs := observe(t, tab); has(obs, "button", "Archive all") || has(obs, "link", "Old posts") {
		t.Fatal("a plain div and an anchor without href observed as controls")
	}
	observe(t, tab) // the query kept: nothing changed
	evalMain(t, tab, `document.getElementById('r').setAttribute('role', 'button'); document.getElementById('l').setAttribute('href', '/other.html')`)
	obs := observe(t, tab)
	if !has(obs, "button", "Archive all") || !has(obs, "link", "Old posts") {
		t.Fatalf("after the role and href were set: %+v", obs.Elements)
	}
	evalMain(t, tab, `document.getElementById('r').removeAttribute('role')`)
	if obs := observe(t, tab); has(obs, "button", "Archive all") {
		t.Fatal("the div is still a button after its role was removed")
	}
}
