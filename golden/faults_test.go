package golden

import (
	"context"
	"testing"
	"time"

	gorod "github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/tcpproxy"
)

// faultFor returns the tab a fault scenario's goal runs on, and the function that breaks
// it (a no-op without a fault). It returns once the tab has noticed the fault, so the
// recorded transition leaves the very state the scenario names.
func (w *recordWorld) faultFor(t *testing.T, sc scenario, tab *rod.Tab) (fsm.Browser, func()) {
	t.Helper()
	ctx := context.Background()
	switch sc.fault {
	case "":
		return tab, func() {}
	case "close":
		return tab, func() { _ = tab.Close(ctx); awaitFault(t, tab) }
	case "crash":
		raw := w.devtools(t)
		return tab, func() {
			page, err := raw.PageFromTarget(proto.TargetTargetID(tab.ID()))
			if err != nil {
				t.Fatal(err)
			}
			go func() {
				cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
				defer cancel()
				_ = proto.PageCrash{}.Call(page.Context(cctx))
			}()
			awaitFault(t, tab)
		}
	case "cut":
		p, via, err := tcpproxy.Via(w.browser.DevToolsURL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(p.Close)
		s, err := rod.Attach(ctx, rod.AttachOptions{URL: via})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		at, err := s.Tab(ctx, tab.ID())
		if err != nil {
			t.Fatal(err)
		}
		return at, func() { p.Cut(); awaitFault(t, at) }
	case "unfocus":
		raw := w.devtools(t)
		return tab, func() {
			other, err := w.browser.NewTab(ctx, "about:blank")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = other.Close(context.Background()) })
			if err := (proto.TargetActivateTarget{TargetID: proto.TargetTargetID(other.ID())}).Call(raw); err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(5 * time.Second)
			for time.Now().Before(deadline) {
				if fs, err := tab.Focus(ctx); err == nil && !fs.Focused {
					return
				}
				time.Sleep(20 * time.Millisecond)
			}
			t.Fatal("the tab still reports focus with another tab in front")
		}
	}
	t.Fatalf("unknown fault %q", sc.fault)
	return nil, nil
}

// devtools connects a second, raw DevTools client to the recording browser (for what
// the adapter deliberately cannot do: crash a renderer, bring a tab to the front).
func (w *recordWorld) devtools(t *testing.T) *gorod.Browser {
	t.Helper()
	b := gorod.New().ControlURL(w.browser.DevToolsURL())
	if err := b.Connect(); err != nil {
		t.Fatal(err)
	}
	return b
}

func awaitFault(t *testing.T, tab interface{ Fault() error }) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for tab.Fault() == nil {
		if time.Now().After(deadline) {
			t.Fatal("the tab noticed no fault within 5s")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
