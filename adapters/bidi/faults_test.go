package bidi

import (
	"context"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// contentProcesses are the names Firefox gives the processes that run web pages.
var contentProcesses = []string{"Isolated Web Co", "Web Content"}

func awaitFault(t *testing.T, tab *Tab, want fsm.Status) { conformance.AwaitFault(t, tab, want) }

// TestFaultTabCrashed kills the tab's content process, as an OOM kill does: Firefox
// commits its crashed-tab page and the tab reports tab_crashed; the tab is not listed
// until it is reloaded, after which a new binding works.
func TestFaultTabCrashed(t *testing.T) {
	s := needBrowser(t)
	tab := openTab(t, "/simple.html", pagejs.Limits{})
	if _, err := tab.Observe(conformance.Ctx(t)); err != nil {
		t.Fatal(err)
	}
	victims := conformance.Descendants(s.PID(), contentProcesses...)
	if len(victims) == 0 {
		t.Fatal("no Firefox content process found")
	}
	for _, pid := range victims {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
	awaitFault(t, tab, fsm.StatusTabCrashed)
	ctx := conformance.Ctx(t)
	if pages, err := s.Pages(ctx); err != nil || slices.ContainsFunc(pages, func(p PageInfo) bool { return p.ID == tab.id }) {
		t.Errorf("pages %v (%v) list the crashed tab", pages, err)
	}
	if again, err := s.Tab(ctx, tab.id); err != nil || !conformance.IsClass(again.Fault(), fsm.StatusTabCrashed) {
		t.Fatalf("a new binding of the crashed tab: %v", err)
	}
	if err := s.c.call(ctx, "browsingContext.reload", map[string]any{"context": tab.id, "wait": "complete"}, nil); err != nil {
		t.Fatalf("reload: %v", err)
	}
	for deadline := time.Now().Add(10 * time.Second); s.isCrashed(tab.id); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the reloaded tab is still marked crashed")
		}
	}
	again, err := s.Tab(ctx, tab.id)
	if err != nil || again.Fault() != nil {
		t.Fatalf("a binding of the reloaded tab: %v, fault %v", err, again.Fault())
	}
	if _, err := again.Observe(ctx); err != nil {
		t.Errorf("observe the reloaded tab: %v", err)
	}
}

func TestFaultTabClosed(t *testing.T) {
	tab := openTab(t, "/simple.html", pagejs.Limits{})
	if err := tab.Close(conformance.Ctx(t)); err != nil {
		t.Fatal(err)
	}
	awaitFault(t, tab, fsm.StatusTabClosed)
}

// TestFaultBrowserKilled kills a Firefox of its own: the socket's end is browser_lost.
// (A cut connection is the root package's fault test: it attaches through a proxy.)
func TestFaultBrowserKilled(t *testing.T) {
	needBrowser(t)
	// Launching is bounded as the shared browser's is (a minute): a loaded machine takes
	// longer than one call's 20 s to start Firefox, and the start is not what is tested.
	lctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := Launch(lctx, LaunchOptions{Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tab, err := s.NewTab(conformance.Ctx(t), shared.server.URL+"/simple.html")
	if err != nil {
		t.Fatal(err)
	}
	s.proc.Kill(0)
	awaitFault(t, tab, fsm.StatusBrowserLost)
	if !strings.Contains(tab.Fault().Error(), "WebDriver BiDi connection") {
		t.Errorf("fault %q does not say the connection closed", tab.Fault())
	}
}

// TestFaultCrashRefusalBeforeItsEvent: under load Firefox can answer a script call on a
// crashed tab (refused: the context is now a parent-process one) before the session has
// read the crash's event. The refusal waits for the event, then records the crash
// itself, so the goal's failed call is named tab_crashed either way; any other error is
// left alone.
func TestFaultCrashRefusalBeforeItsEvent(t *testing.T) {
	ctx := conformance.Ctx(t)
	refusal := &CommandError{Command: "script.evaluate", Code: "unsupported operation",
		Message: "script.evaluate and script.callFunction are not supported for parent process browsing contexts: 15"}
	other := &CommandError{Command: "script.evaluate", Code: "unsupported operation", Message: "something else"}

	tab := openTab(t, "/simple.html", pagejs.Limits{})
	if tab.crashRefused(ctx, other) || tab.Fault() != nil {
		t.Fatalf("an unrelated refusal faulted the tab: %v", tab.Fault())
	}
	if !tab.crashRefused(ctx, refusal) || !conformance.IsClass(tab.Fault(), fsm.StatusTabCrashed) {
		t.Fatalf("no event came: the refusal left fault %v, want tab_crashed", tab.Fault())
	}
	if !tab.s.isCrashed(tab.id) {
		t.Error("the refused tab is not recorded as crashed")
	}

	evented := openTab(t, "/simple.html", pagejs.Limits{})
	go func() { time.Sleep(50 * time.Millisecond); evented.s.markCrashed(evented.id) }()
	if !evented.crashRefused(ctx, refusal) || !conformance.IsClass(evented.Fault(), fsm.StatusTabCrashed) {
		t.Fatalf("the event came during the wait: fault %v, want tab_crashed", evented.Fault())
	}
}
