package rod

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/tcpproxy"
)

func awaitFault(t *testing.T, tab *Tab, want fsm.Status) { conformance.AwaitFault(t, tab, want) }

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
