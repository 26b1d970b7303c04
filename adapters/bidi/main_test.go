package bidi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// fixture is the state shared by the package's tests: one launched Firefox and one
// loopback server for the Chromium adapter's fixture pages (adapters/rod/testdata).
type fixture struct {
	session *Session
	server  *conformance.Server
	missing string
	noBin   bool
}

var shared fixture

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	shared.server = conformance.NewServer(conformance.Fixtures)
	defer shared.server.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s, err := Launch(ctx, LaunchOptions{Logger: testLogger()})
	if err != nil {
		shared.missing, shared.noBin = err.Error(), errors.Is(err, ErrNoBrowser)
		return m.Run()
	}
	shared.session = s
	code := m.Run()
	pid := s.proc.PID()
	_ = s.Close()
	if live := conformance.WaitGroupGone(pid, 3*time.Second); len(live) > 0 {
		fmt.Fprintf(os.Stderr, "firefox processes left running after Close: %v\n", live)
		return 1
	}
	return code
}

func testLogger() zerolog.Logger {
	if os.Getenv("BROWSERGOAL_TEST_LOG") != "" {
		return zerolog.New(zerolog.ConsoleWriter{Out: os.Stderr}).Level(zerolog.DebugLevel).With().Timestamp().Logger()
	}
	return zerolog.Nop()
}

// needBrowser returns the shared session. When no Firefox binary is found the test is
// skipped, unless CI is set: there a missing browser fails it.
func needBrowser(tb testing.TB) *Session {
	tb.Helper()
	if shared.session == nil {
		msg := "Firefox could not be launched: " + shared.missing
		if shared.noBin && os.Getenv("CI") == "" {
			tb.Skip(msg)
		}
		tb.Fatal(msg)
	}
	return shared.session
}

// openTab opens a new tab on a fixture page, with the limits (zero fields default), and
// closes it at the end of the test.
func openTab(tb testing.TB, path string, limits pagejs.Limits) *Tab {
	tb.Helper()
	s := needBrowser(tb)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	tab, err := s.NewTab(ctx, shared.server.URL+path)
	if err != nil {
		tb.Fatalf("open %s: %v", path, err)
	}
	tab.limits = limits.WithDefaults()
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = tab.Close(ctx)
	})
	return tab
}

// evalMain evaluates expr in the page's own realm, as the page's scripts would, and
// returns the JSON encoding of its value.
func evalMain(tb testing.TB, tab *Tab, expr string) string {
	tb.Helper()
	var res evaluateResult
	err := tab.s.c.call(conformance.Ctx(tb), "script.evaluate", evaluateParams{
		Expression: "JSON.stringify((0, eval)(" + strconv.Quote(expr) + "))", Target: target{Context: tab.id}, AwaitPromise: true,
	}, &res)
	if err != nil || res.Type != "success" {
		tb.Fatalf("evaluate %q: %v %+v", expr, err, res.ExceptionDetails)
	}
	var s string
	_ = json.Unmarshal(res.Result.Value, &s)
	return s
}

// harness is the conformance harness for this adapter.
func harness() conformance.Harness {
	return conformance.Harness{
		Server: shared.server,
		Open: func(tb testing.TB, path string, limits pagejs.Limits) fsm.Browser {
			return openTab(tb, path, limits)
		},
		EvalMain: func(tb testing.TB, b fsm.Browser, expr string) string { return evalMain(tb, b.(*Tab), expr) },
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
	}
}

// TestConformance runs the scenarios every browser adapter passes, on headless Firefox.
func TestConformance(t *testing.T) {
	needBrowser(t)
	conformance.Run(t, harness())
}
