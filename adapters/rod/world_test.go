package rod

import (
	"context"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"
)

// A remembered isolated-world context that belongs to a document the tab has left (gone,
// or kept in the back/forward cache) is never used for a call: the call lands in the
// tab's current document, whatever the watcher has seen of the navigation yet.
func TestRememberedWorldNeverAnswersForALeftDocument(t *testing.T) {
	tab := openTab(t, "/simple.html")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := tab.Observe(ctx); err != nil {
		t.Fatal(err)
	}
	steps := []struct{ name, js, want string }{
		{"a new document", `location.href = '/other.html'`, "/other.html"},
		{"back, possibly from the back/forward cache", `history.back()`, "/simple.html"},
	}
	for _, step := range steps {
		left, err := tab.isolated(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := (proto.RuntimeEvaluate{Expression: step.js}).Call(tab.cdp(ctx)); err != nil {
			t.Fatal(err)
		}
		want := shared.server.URL + step.want
		// Wait, through fresh contexts, until the tab's current document is the new one.
		deadline := time.Now().Add(10 * time.Second)
		for {
			tab.world.mu.Lock()
			tab.world.id = 0
			tab.world.mu.Unlock()
			obs, err := tab.Observe(ctx)
			if err == nil && obs.URL == want {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: never reached %s (last %s, %v)", step.name, want, obs.URL, err)
			}
			time.Sleep(20 * time.Millisecond)
		}
		// Pretend the watcher has not seen the navigation: the remembered context is the
		// left document's.
		tab.world.mu.Lock()
		tab.world.id, tab.world.navs = left, tab.events.navs.Load()
		tab.world.mu.Unlock()
		obs, err := tab.Observe(ctx)
		if err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		if obs.URL != want {
			t.Fatalf("%s: observed %s through the left document's context, want %s", step.name, obs.URL, want)
		}
	}
}

// A page cannot make the library refuse calls by dispatching its own pagehide event with
// persisted set: only the browser's own events park it.
func TestPageCannotParkTheLibrary(t *testing.T) {
	tab := openTab(t, "/simple.html")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := tab.Observe(ctx); err != nil {
		t.Fatal(err)
	}
	// In the page's own world, as its scripts would.
	if _, err := (proto.RuntimeEvaluate{Expression: `dispatchEvent(new PageTransitionEvent('pagehide', {persisted: true}))`}).Call(tab.cdp(ctx)); err != nil {
		t.Fatal(err)
	}
	obs, err := tab.Observe(ctx)
	if err != nil {
		t.Fatalf("observe after a synthetic pagehide: %v", err)
	}
	if obs.URL != shared.server.URL+"/simple.html" {
		t.Fatalf("observed %s", obs.URL)
	}
}
