package rod

// The form, exclusion (hidden, iframe, shadow root, password and file) and id scenarios
// run for every adapter from adapters/conformance (conformance_test.go).

import (
	"encoding/json"
	"testing"
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
