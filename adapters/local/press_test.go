package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestEveryPressingVerbPressesTheNamedButton: after the entry, "press/hit/tap/click/push
// Submit" all press Submit; "hit" leading its clause is the verb, not a search hit.
func TestEveryPressingVerbPressesTheNamedButton(t *testing.T) {
	for _, verb := range []string{"press", "hit", "tap", "click", "push", "click on"} {
		for _, g := range []string{"Type hello into the box and " + verb + " Submit", "enter hello, then " + verb + " the submit button please"} {
			p := &page{}
			p.fill("e1", "textbox", "Comment", "hello").click("button", "Submit", "").click("button", "Cancel", "")
			req := fsm.SelectionRequest{Goal: g, URL: "http://127.0.0.1/", Step: 2, Candidates: p.cands,
				Trace: []fsm.TraceEntry{done(1, fsm.ActFill, "textbox Comment", "hello")}}
			a := mustSelect(t, New(Options{}), req)
			if a.Choice != byDesc(t, p.cands, `"Submit"`) || verdict(a) != "passed" {
				t.Errorf("%q: want Submit to pass\n%s", g, dump(req, a))
			}
		}
	}
}
