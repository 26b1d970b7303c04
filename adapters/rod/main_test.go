package rod

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"
	"github.com/rs/zerolog"
	"github.com/ysmood/gson"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/fsm"
)

// fixture is the state shared by the package's tests: one launched Chromium and one
// loopback server for the pages under testdata/.
type fixture struct {
	session *Session
	server  *httptest.Server
	missing string // why no browser could be launched, when none could
	noBin   bool   // no Chromium binary was found at all

	mu   sync.Mutex
	hits map[string]int
}

var shared fixture

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir("testdata")))
	mux.HandleFunc("/hit", func(w http.ResponseWriter, r *http.Request) {
		shared.mu.Lock()
		shared.hits[r.URL.Query().Get("name")]++
		shared.mu.Unlock()
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		ms, _ := strconv.Atoi(r.URL.Query().Get("ms"))
		time.Sleep(time.Duration(min(ms, 5000)) * time.Millisecond)
		w.Header().Set("Content-Type", "text/plain")
		_, _ = w.Write([]byte("slow"))
	})
	shared.hits = map[string]int{}
	shared.server = httptest.NewServer(mux)
	defer shared.server.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
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
	// The suite must leave no browser process behind.
	deadline := time.Now().Add(3 * time.Second)
	for {
		live, err := groupMembers(pid)
		if err != nil || len(live) == 0 {
			break
		}
		if time.Now().After(deadline) {
			fmt.Fprintf(os.Stderr, "chromium processes left running after Close: %v\n", live)
			return 1
		}
		time.Sleep(50 * time.Millisecond)
	}
	return code
}

func testLogger() zerolog.Logger {
	if os.Getenv("BROWSERGOAL_TEST_LOG") != "" {
		return zerolog.New(zerolog.ConsoleWriter{Out: os.Stderr}).Level(zerolog.DebugLevel).With().Timestamp().Logger()
	}
	return zerolog.Nop()
}

// needBrowser returns the shared session. When no Chromium binary is found the test is
// skipped, unless CI is set: there a missing browser fails it. A browser that is found
// but fails to launch always fails the test.
func needBrowser(tb testing.TB) *Session {
	tb.Helper()
	if shared.session == nil {
		msg := "Chromium could not be launched: " + shared.missing
		if shared.noBin && os.Getenv("CI") == "" {
			tb.Skip(msg)
		}
		tb.Fatal(msg)
	}
	return shared.session
}

// openTab opens a new tab on a fixture page (path under testdata/) and closes it at the
// end of the test.
func openTab(tb testing.TB, path string) *Tab {
	tb.Helper()
	s := needBrowser(tb)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	tab, err := s.NewTab(ctx, shared.server.URL+path)
	if err != nil {
		tb.Fatalf("open %s: %v", path, err)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = tab.Close(ctx)
	})
	return tab
}

func hits(name string) int {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	return shared.hits[name]
}

func testCtx(tb testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	tb.Cleanup(cancel)
	return ctx
}

// evalMain evaluates expr in the page's own (main) world, as the page's scripts would,
// and returns its JSON value.
func evalMain(tb testing.TB, tab *Tab, expr string) gson.JSON {
	tb.Helper()
	res, err := proto.RuntimeEvaluate{Expression: expr, ReturnByValue: true, AwaitPromise: true}.Call(tab.cdp(testCtx(tb)))
	if err != nil {
		tb.Fatalf("evaluate %q: %v", expr, err)
	}
	if res.ExceptionDetails != nil {
		tb.Fatalf("evaluate %q: %s", expr, exceptionText(res.ExceptionDetails))
	}
	return res.Result.Value
}

func observe(tb testing.TB, tab *Tab) fsm.Observation {
	tb.Helper()
	return conformance.Observe(tb, tab)
}

// element returns the observed element with this role and name, failing the test when
// there is none.
func element(tb testing.TB, obs fsm.Observation, role, name string) *fsm.Element {
	tb.Helper()
	return conformance.Element(tb, obs, role, name)
}

// actErr asserts that err is an *fsm.ActError with the given Reached flag.
func actErr(tb testing.TB, err error, reached bool) *fsm.ActError {
	tb.Helper()
	return conformance.ActErr(tb, err, reached)
}
