package bidi

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/conformance"
)

func TestSessionURL(t *testing.T) {
	for raw, want := range map[string]string{
		"ws://127.0.0.1:9223":          "ws://127.0.0.1:9223/session",
		"ws://127.0.0.1:9223/":         "ws://127.0.0.1:9223/session",
		"ws://127.0.0.1:9223/session":  "ws://127.0.0.1:9223/session",
		"http://127.0.0.1:9223":        "ws://127.0.0.1:9223/session",
		"https://host.example:9223/x":  "wss://host.example:9223/x",
		"wss://host.example:443/other": "wss://host.example:443/other",
	} {
		if got, err := sessionURL(raw); err != nil || got != want {
			t.Errorf("%s: %q %v, want %q", raw, got, err, want)
		}
	}
	for _, bad := range []string{"", "127.0.0.1:9223", "file:///tmp/x", "ftp://h:1", "ws://"} {
		if _, err := sessionURL(bad); !errors.Is(err, ErrBadURL) {
			t.Errorf("%q: %v, want ErrBadURL", bad, err)
		}
	}
}

func TestFindFirefox(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "firefox-test")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got, err := FindFirefox(bin); err != nil || got != bin {
		t.Errorf("explicit: %q %v", got, err)
	}
	if _, err := FindFirefox(filepath.Join(dir, "missing")); !errors.Is(err, ErrNoBrowser) {
		t.Errorf("a missing explicit binary: %v", err)
	}
	t.Setenv("FIREFOX_PATH", bin)
	if got, err := FindFirefox(""); err != nil || got != bin {
		t.Errorf("FIREFOX_PATH: %q %v", got, err)
	}
}

// TestTabsAndErrors: an unknown context is ErrTabNotFound; the launched browser lists its
// tabs; an attached-only operation is refused on a launched browser's tab never.
func TestTabsAndErrors(t *testing.T) {
	s := needBrowser(t)
	ctx := conformance.Ctx(t)
	if _, err := s.Tab(ctx, "no-such-context"); !errors.Is(err, ErrTabNotFound) {
		t.Errorf("unknown tab: %v", err)
	}
	tab := openTab(t, "/simple.html", Limits{})
	pages, err := s.Pages(ctx)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range pages {
		found = found || (p.ID == tab.ID() && p.URL == shared.server.URL+"/simple.html")
	}
	if !found {
		t.Errorf("the new tab is not listed: %+v", pages)
	}
	// A command error carries the protocol's code.
	err = s.c.call(ctx, "browsingContext.navigate", navigateParams{Context: "no-such-context", URL: "about:blank", Wait: "none"}, nil)
	var ce *CommandError
	if !errors.As(err, &ce) || ce.Code != "no such frame" || ce.Command != "browsingContext.navigate" {
		t.Errorf("command error: %#v", err)
	}
	// A call bounded by an expired context does not wait.
	expired, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	<-expired.Done()
	if _, err := tab.Observe(expired); err == nil {
		t.Error("an observation with an expired context succeeded")
	}
}
