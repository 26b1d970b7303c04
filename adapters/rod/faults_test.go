package rod

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/tcpproxy"
)

// awaitFault waits (bounded) for the tab's events to report a fault and checks its class
// and that every port call names it.
func awaitFault(t *testing.T, tab *Tab, want fsm.Status) {
	t.Helper()
	start := time.Now()
	defer func() { t.Logf("awaitFault took %v", time.Since(start)) }()
	select {
	case <-tab.Faulted():
		t.Logf("faulted after %v", time.Since(start))
	case <-time.After(5 * time.Second):
		t.Fatalf("no fault reported within 5s (want %s)", want)
	}
	be, ok := fsm.AsBrowserError(tab.Fault())
	if !ok || be.Class != want {
		t.Fatalf("fault %v, want %s", tab.Fault(), want)
	}
	ctx := testCtx(t)
	if _, err := tab.Focus(ctx); !isClass(err, want) {
		t.Errorf("Focus: %v, want %s", err, want)
	}
	if _, err := tab.Observe(ctx); !isClass(err, want) {
		t.Errorf("Observe: %v, want %s", err, want)
	}
	err := tab.Act(ctx, fsm.Operation{Action: fsm.ActScroll, Direction: "down"})
	var ae *fsm.ActError
	if !isClass(err, want) || !asAct(err, &ae) || ae.Reached {
		t.Errorf("Act: %v, want %s, not executed", err, want)
	}
}

func isClass(err error, want fsm.Status) bool {
	be, ok := fsm.AsBrowserError(err)
	return ok && be.Class == want
}

func asAct(err error, ae **fsm.ActError) bool {
	a, ok := err.(*fsm.ActError)
	*ae = a
	return ok
}

func TestFaultTabCrashed(t *testing.T) {
	tab := openTab(t, "/simple.html")
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		_ = proto.PageCrash{}.Call(tab.cdp(ctx))
	}()
	awaitFault(t, tab, fsm.StatusTabCrashed)
}

func TestFaultTabClosed(t *testing.T) {
	tab := openTab(t, "/simple.html")
	if err := tab.Close(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	awaitFault(t, tab, fsm.StatusTabClosed)
}

// proxied attaches to the shared browser through a loopback proxy the test owns.
func proxied(t *testing.T) (*Session, *tcpproxy.Proxy) {
	t.Helper()
	p, via, err := tcpproxy.Via(needBrowser(t).DevToolsURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	as, err := Attach(testCtx(t), AttachOptions{URL: via, Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = as.Close() })
	return as, p
}

func TestFaultConnectionCut(t *testing.T) {
	tab := openTab(t, "/simple.html")
	as, p := proxied(t)
	at, err := as.Tab(testCtx(t), tab.ID())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := at.Focus(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	p.Cut()
	awaitFault(t, at, fsm.StatusBrowserLost)
}

func TestFaultBrowserKilled(t *testing.T) {
	needBrowser(t)
	s, err := Launch(testCtx(t), LaunchOptions{Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tab, err := s.NewTab(testCtx(t), shared.server.URL+"/simple.html")
	if err != nil {
		t.Fatal(err)
	}
	s.proc.Kill(0)
	awaitFault(t, tab, fsm.StatusBrowserLost)
	if !strings.Contains(tab.Fault().Error(), "DevTools connection") {
		t.Errorf("fault %q does not say the connection closed", tab.Fault())
	}
}
