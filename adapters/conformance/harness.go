// Package conformance holds the scenarios every browser adapter must pass, written once
// against fsm.Browser and run by each adapter's tests (adapters/rod on Chromium,
// adapters/bidi on Firefox) on the same fixture pages, adapters/rod/testdata. An adapter's
// test supplies a Harness: how to open a tab on a fixture page, evaluate a script in the
// page's own world, and load a URL outside the action path. It is a test helper package:
// it imports testing and is imported only by tests.
package conformance

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// Harness is what an adapter's test gives the scenarios.
type Harness struct {
	// Server serves the fixture pages.
	Server *Server
	// Open opens a new tab on the fixture page path (under the fixture directory, with
	// its query), bound with the limits (zero fields take their defaults), and closes it
	// when the test ends. The page has loaded and settled.
	Open func(tb testing.TB, path string, limits pagejs.Limits) fsm.Browser
	// EvalMain evaluates expr in the page's own world, as the page's scripts would, and
	// returns the JSON encoding of its value.
	EvalMain func(tb testing.TB, b fsm.Browser, expr string) string
	// Load navigates the tab to url and waits for it to settle, outside the action path.
	Load func(tb testing.TB, b fsm.Browser, url string)
	// Close closes the tab (a launched browser's).
	Close func(tb testing.TB, b fsm.Browser)
	// ErrBadURL is the adapter's error for a navigate URL that is not absolute http(s).
	ErrBadURL error
	// Listeners says the adapter reads the page's script listeners (Chromium's listener
	// probe): elements whose only sign is a listener are observed.
	Listeners bool
}

// Server is a loopback server for a fixture directory, plus /hit?name=…, which counts
// beacons so a test can tell how often a page handler ran (answering 204 No Content), and
// /slow?ms=…, which answers after that long (at most 5 s).
type Server struct {
	*httptest.Server
	count func(name string) int // set by ServerOf; nil for NewServer's own counter
	mu    sync.Mutex
	hits  map[string]int
}

// ServerOf wraps a fixture server an adapter's tests already run, with its beacon count.
func ServerOf(s *httptest.Server, hits func(name string) int) *Server {
	return &Server{Server: s, count: hits}
}

// NewServer serves dir on a loopback port. Close it when done.
func NewServer(dir string) *Server {
	s := &Server{hits: map[string]int{}}
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	mux.HandleFunc("/hit", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.hits[r.URL.Query().Get("name")]++
		s.mu.Unlock()
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		ms, _ := strconv.Atoi(r.URL.Query().Get("ms"))
		time.Sleep(time.Duration(min(ms, 5000)) * time.Millisecond)
		w.Header().Set("Content-Type", "text/plain")
		_, _ = w.Write([]byte("slow"))
	})
	s.Server = httptest.NewServer(mux)
	return s
}

// Hits returns how many beacons named name arrived.
func (s *Server) Hits(name string) int {
	if s.count != nil {
		return s.count(name)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[name]
}

// Fixtures is the fixture directory relative to an adapter package's directory.
const Fixtures = "../rod/testdata"

// Proc is one live (non-zombie) process.
type Proc struct {
	PID, PPID, PGID int
	// Comm is its command name (/proc/PID/comm).
	Comm string
}

// Procs lists the live processes.
func Procs() ([]Proc, error) {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil, err
	}
	var out []Proc
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// Fields after the command name (which may hold spaces): state ppid pgrp …
		rest := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(rest) < 3 || rest[0] == "Z" {
			continue
		}
		p := Proc{PID: pid}
		p.PPID, _ = strconv.Atoi(rest[1])
		p.PGID, _ = strconv.Atoi(rest[2])
		comm, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "comm"))
		p.Comm = strings.TrimSpace(string(comm))
		out = append(out, p)
	}
	return out, nil
}

// Descendants lists the live processes descended from root whose command name is one
// of names: a test finds a launched browser's content processes this way to kill one,
// as an OOM kill does (Firefox forks them from a fork server in a process group of its
// own).
func Descendants(root int, names ...string) []int {
	procs, _ := Procs()
	parent := map[int]int{}
	for _, p := range procs {
		parent[p.PID] = p.PPID
	}
	var out []int
	for _, p := range procs {
		if !slices.Contains(names, p.Comm) {
			continue
		}
		for a, hops := p.PPID, 0; a > 1 && hops < 16; a, hops = parent[a], hops+1 {
			if a == root {
				out = append(out, p.PID)
				break
			}
		}
	}
	return out
}

// GroupMembers lists the live (non-zombie) processes of process group pgid, so that a
// test can check that closing a launched browser left none of its processes behind.
func GroupMembers(pgid int) ([]int, error) {
	procs, err := Procs()
	var live []int
	for _, p := range procs {
		if p.PGID == pgid {
			live = append(live, p.PID)
		}
	}
	return live, err
}

// WaitGroupGone waits up to d for process group pgid to have no live process, and
// returns those left.
func WaitGroupGone(pgid int, d time.Duration) []int {
	deadline := time.Now().Add(d)
	for {
		live, err := GroupMembers(pgid)
		if err != nil || len(live) == 0 || time.Now().After(deadline) {
			return live
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// FaultTab is a bound tab that reports the faults its adapter detects.
type FaultTab interface {
	fsm.Browser
	fsm.FaultWatcher
}

// AwaitFault waits (bounded) for the tab's events to report a fault of class want, and
// checks that the port's calls name it (an action as not executed).
func AwaitFault(tb testing.TB, tab FaultTab, want fsm.Status) {
	tb.Helper()
	start := time.Now()
	select {
	case <-tab.Faulted():
		tb.Logf("faulted after %v", time.Since(start))
	case <-time.After(10 * time.Second):
		tb.Fatalf("no fault reported within 10s (want %s)", want)
	}
	if !IsClass(tab.Fault(), want) {
		tb.Fatalf("fault %v, want %s", tab.Fault(), want)
	}
	ctx := Ctx(tb)
	if _, err := tab.Focus(ctx); !IsClass(err, want) {
		tb.Errorf("Focus: %v, want %s", err, want)
	}
	if _, err := tab.Observe(ctx); !IsClass(err, want) {
		tb.Errorf("Observe: %v, want %s", err, want)
	}
	err := tab.Act(ctx, fsm.Operation{Action: fsm.ActScroll, Direction: "down"})
	var ae *fsm.ActError
	if !IsClass(err, want) || !errors.As(err, &ae) || ae.Reached {
		tb.Errorf("Act: %v, want %s, not executed", err, want)
	}
}

// IsClass reports whether err is a browser fault of class want.
func IsClass(err error, want fsm.Status) bool {
	be, ok := fsm.AsBrowserError(err)
	return ok && be.Class == want
}

// Ctx is a test's context, bounded and cancelled at its end.
func Ctx(tb testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	tb.Cleanup(cancel)
	return ctx
}

// Observe observes, failing the test on an error.
func Observe(tb testing.TB, b fsm.Browser) fsm.Observation {
	tb.Helper()
	obs, err := b.Observe(Ctx(tb))
	if err != nil {
		tb.Fatalf("observe: %v", err)
	}
	return obs
}

// Element returns the observed element with this role and name, failing the test when
// there is none.
func Element(tb testing.TB, obs fsm.Observation, role, name string) *fsm.Element {
	tb.Helper()
	for i := range obs.Elements {
		if obs.Elements[i].Role == role && obs.Elements[i].Name == name {
			return &obs.Elements[i]
		}
	}
	tb.Fatalf("no %s named %q among %d elements", role, name, len(obs.Elements))
	return nil
}

// ActErr asserts that err is an *fsm.ActError with the given Reached flag.
func ActErr(tb testing.TB, err error, reached bool) *fsm.ActError {
	tb.Helper()
	var ae *fsm.ActError
	if !errors.As(err, &ae) {
		tb.Fatalf("want *fsm.ActError (reached=%v), got %v", reached, err)
	}
	if ae.Reached != reached {
		tb.Fatalf("want reached=%v, got %v", reached, ae)
	}
	return ae
}

// Refused asserts that err is a not-executed refusal whose reason contains want.
func Refused(tb testing.TB, err error, want string) {
	tb.Helper()
	ActErr(tb, err, false)
	var re *pagejs.RefusedError
	if !errors.As(err, &re) || !strings.Contains(re.Reason, want) {
		tb.Fatalf("want a refusal containing %q, got %v", want, err)
	}
}

// Click is the click operation on id.
func Click(id string) fsm.Operation { return fsm.Operation{Action: fsm.ActClick, Target: id} }

// Run runs every scenario as a subtest.
func Run(t *testing.T, h Harness) {
	for _, s := range scenarios {
		t.Run(s.name, func(t *testing.T) { s.run(t, h) })
	}
}

// scenario is one named conformance check.
type scenario struct {
	name string
	run  func(t *testing.T, h Harness)
}

// open opens path with default limits.
func (h Harness) open(tb testing.TB, path string) fsm.Browser {
	tb.Helper()
	return h.Open(tb, path, pagejs.Limits{})
}

// eval is EvalMain.
func (h Harness) eval(tb testing.TB, b fsm.Browser, expr string) string {
	tb.Helper()
	return h.EvalMain(tb, b, expr)
}
