package rod

import (
	"encoding/json"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// TestConformance runs the scenarios every browser adapter passes (adapters/conformance,
// also run by adapters/bidi on Firefox), on headless Chromium.
func TestConformance(t *testing.T) {
	needBrowser(t)
	conformance.Run(t, conformance.Harness{
		Server: conformance.ServerOf(shared.server, hits),
		Open: func(tb testing.TB, path string, limits pagejs.Limits) fsm.Browser {
			tab := openTab(tb, path)
			tab.limits = limits.WithDefaults()
			return tab
		},
		EvalMain: func(tb testing.TB, b fsm.Browser, expr string) string {
			return evalMain(tb, b.(*Tab), "JSON.stringify((0, eval)("+strconvQuote(expr)+"))").Str()
		},
		Load: func(tb testing.TB, b fsm.Browser, url string) {
			if err := b.(*Tab).load(conformance.Ctx(tb), url); err != nil {
				tb.Fatal(err)
			}
		},
		Close: func(tb testing.TB, b fsm.Browser) {
			if err := b.(*Tab).Close(conformance.Ctx(tb)); err != nil {
				tb.Fatal(err)
			}
		},
		ErrBadURL: ErrBadURL,
		Listeners: true,
	})
}

// strconvQuote quotes s as a JavaScript string literal.
func strconvQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
