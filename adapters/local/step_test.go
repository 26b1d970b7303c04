package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestCountChangeByMeaning: every way of asking for one more or one less meets the
// stepper button stating that change for the item the goal names, never the opposite
// button; a phrase that also names another control literally stays ambiguous.
func TestCountChangeByMeaning(t *testing.T) {
	want := map[int]string{+1: "Increase quantity", -1: "Decrease quantity"}
	for _, r := range stepRows() {
		for _, p := range r.goal {
			g := strings.Join(p, " ") + " lamp please"
			p := &page{}
			p.click("button", "Increase quantity", "").near("Lamp").click("button", "Decrease quantity", "").near("Lamp")
			p.click("button", "Increase quantity", "").near("Sofa").click("button", "Decrease quantity", "").near("Sofa")
			req := fsm.SelectionRequest{Goal: g, URL: "http://127.0.0.1/cart", Step: 1, Candidates: p.cands}
			a := mustSelect(t, New(Options{}), req)
			if a.Choice != byDesc(t, p.cands, `"`+want[r.delta]+`" (near "Lamp")`) || verdict(a) != "passed" {
				t.Errorf("%q: want %s near Lamp\n%s", g, want[r.delta], dump(req, a))
			}
		}
		for _, c := range r.controls {
			if got := newVocab().deltaOf(c); got != r.delta {
				t.Errorf("control %q: change %d, want %d", c, got, r.delta)
			}
		}
	}
	p := &page{}
	p.click("button", "Increase quantity", "").near("Lamp").click("link", "Add another address", "http://127.0.0.1/address")
	req := fsm.SelectionRequest{Goal: "add another one", URL: "http://127.0.0.1/cart", Step: 1, Candidates: p.cands}
	if a := mustSelect(t, New(Options{}), req); verdict(a) == "passed" {
		t.Errorf("'add another one' beside 'Add another address' passed\n%s", dump(req, a))
	}
}
