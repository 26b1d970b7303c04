package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestQuotedSymbolNamesTheControlDrawingIt: a goal that quotes a symbol ("×", "⋮", "+")
// names the control shown as that symbol, not its neighbours.
func TestQuotedSymbolNamesTheControlDrawingIt(t *testing.T) {
	for _, tc := range []struct{ goal, want string }{
		{`Click the "×" to close the popup`, "×"},
		{`press "×"`, "×"},
		{`open the "⋮" menu`, "⋮"},
		{`hit "+" once`, "+"},
	} {
		p := &page{}
		for _, n := range []string{"×", "⋮", "+", "Subscribe"} {
			p.click("button", n, "").near("Newsletter")
		}
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Step: 1, Candidates: p.cands}
		a := mustSelect(t, New(Options{}), req)
		if a.Choice != byDesc(t, p.cands, `"`+tc.want+`"`) || verdict(a) != "passed" {
			t.Errorf("%q: want %s to pass\n%s", tc.goal, tc.want, dump(req, a))
		}
	}
}
