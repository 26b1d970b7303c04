package rod

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/fsm"
)

// TestAttachLeavesTheTabAsItWas attaches a second session to the shared browser by its
// http://host:port URL, drives a tab there, and checks that the tab's viewport, device
// scale and user agent are unchanged, that no tab was opened, and that closing the
// attached session only disconnects.
func TestAttachLeavesTheTabAsItWas(t *testing.T) {
	tab := openTab(t, "/forms.html")
	seen := observe(t, tab).Epoch
	const probe = "JSON.stringify([innerWidth, innerHeight, devicePixelRatio, navigator.userAgent, screen.width, screen.height])"
	before := evalMain(t, tab, probe).Str()
	ctx := testCtx(t)
	pagesBefore, err := shared.session.Pages(ctx)
	if err != nil {
		t.Fatal(err)
	}

	ws, _ := url.Parse(shared.session.DevToolsURL())
	att, err := Attach(ctx, AttachOptions{URL: "http://" + ws.Host, Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	if att.Launched() || !att.Headless() {
		t.Errorf("attached session: launched=%v headless=%v", att.Launched(), att.Headless())
	}
	pages, err := att.Pages(ctx)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range pages {
		found = found || p.ID == tab.ID()
	}
	if !found {
		t.Fatalf("tab %s not among %+v", tab.ID(), pages)
	}
	if _, err := att.NewTab(ctx, ""); !errors.Is(err, ErrAttached) {
		t.Errorf("NewTab on an attached browser: %v", err)
	}
	if _, err := att.Tab(ctx, "NO-SUCH-TARGET"); !errors.Is(err, ErrTabNotFound) {
		t.Errorf("unknown tab: %v", err)
	}
	at, err := att.Tab(ctx, tab.ID())
	if err != nil {
		t.Fatal(err)
	}
	if err := at.Close(ctx); !errors.Is(err, ErrAttached) {
		t.Errorf("closing an attached tab: %v", err)
	}
	obs, err := at.Observe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	name := element(t, obs, "textbox", "Full name")
	if f, err := at.Focus(ctx); err != nil || !f.Focused {
		t.Fatalf("focus: %+v %v", f, err)
	}
	if err := at.Act(ctx, fsm.Operation{Action: fsm.ActFill, Target: name.ID, Value: "Attached"}); err != nil {
		t.Fatal(err)
	}
	if err := att.Close(); err != nil {
		t.Fatal(err)
	}

	if after := evalMain(t, tab, probe).Str(); after != before {
		t.Errorf("the tab changed: %s → %s", before, after)
	}
	if v := evalMain(t, tab, "document.getElementById('name').value").Str(); v != "Attached" {
		t.Errorf("fill through the attached session: %q", v)
	}
	pagesAfter, err := shared.session.Pages(testCtx(t))
	if err != nil {
		t.Fatalf("the browser did not survive the attached session's Close: %v", err)
	}
	if len(pagesAfter) != len(pagesBefore) {
		t.Errorf("pages %d → %d", len(pagesBefore), len(pagesAfter))
	}
	// The isolated world is shared by every DevTools client of the tab: the attached
	// session's Close removed the library, so the next observation starts a new page life
	// (a new epoch document id) and a decision taken before it would be refused as stale.
	if now := observe(t, tab).Epoch; now.Document == seen.Document {
		t.Errorf("the attached session's Close left its in-page library in place")
	}
}

func TestAttachByWebSocketURL(t *testing.T) {
	needBrowser(t)
	att, err := Attach(testCtx(t), AttachOptions{URL: shared.session.DevToolsURL()})
	if err != nil {
		t.Fatal(err)
	}
	defer att.Close()
	if _, err := att.Pages(testCtx(t)); err != nil {
		t.Fatal(err)
	}
}

func TestResolveDevTools(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/json/version" {
			http.NotFound(w, r)
			return
		}
		_, _ = w.Write([]byte(`{"webSocketDebuggerUrl": "ws://localhost:9222/devtools/browser/abc"}`))
	}))
	defer srv.Close()
	ctx := context.Background()
	got, err := resolveDevTools(ctx, srv.URL)
	host := strings.TrimPrefix(srv.URL, "http://")
	if err != nil || got != "ws://"+host+"/devtools/browser/abc" {
		t.Fatalf("resolved %q %v", got, err)
	}
	if got, err := resolveDevTools(ctx, "ws://127.0.0.1:1/devtools/browser/x"); err != nil || got != "ws://127.0.0.1:1/devtools/browser/x" {
		t.Errorf("ws URL: %q %v", got, err)
	}
	for _, bad := range []string{"", "9222", "ftp://127.0.0.1:1", "http://"} {
		if _, err := resolveDevTools(ctx, bad); !errors.Is(err, ErrBadURL) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if _, err := resolveDevTools(ctx, srv.URL+"/nothing-here"); err != nil {
		t.Errorf("the path of an http URL is ignored: %v", err)
	}
	if s := redactWS("ws://127.0.0.1:9/devtools/browser/secret-guid"); strings.Contains(s, "secret") {
		t.Errorf("redacted %q", s)
	}
}

func TestFindChromium(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "chrome")
	if err := os.WriteFile(exe, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(dir, "plain")
	if err := os.WriteFile(plain, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if p, err := FindChromium(exe); err != nil || p != exe {
		t.Errorf("explicit path: %q %v", p, err)
	}
	t.Setenv("CHROME_PATH", exe)
	if p, err := FindChromium(""); err != nil || p != exe {
		t.Errorf("CHROME_PATH: %q %v", p, err)
	}
	t.Setenv("CHROME_PATH", plain)
	_, err := FindChromium("")
	if !errors.Is(err, ErrNoBrowser) || !strings.Contains(err.Error(), "apt-get install chromium") || !strings.Contains(err.Error(), "CHROME_PATH") {
		t.Errorf("not executable: %v", err)
	}
	t.Setenv("CHROME_PATH", "")
	t.Setenv("PATH", dir)
	if _, err := findChromium("", filepath.Join(dir, "missing")); !errors.Is(err, ErrNoBrowser) {
		t.Errorf("nothing found: %v", err)
	}
	if _, err := Launch(context.Background(), LaunchOptions{Path: filepath.Join(dir, "missing")}); !errors.Is(err, ErrNoBrowser) {
		t.Errorf("Launch with a missing binary: %v", err)
	}
}

// TestLaunchStartsOnePageAndCloseLeavesNothing launches a second browser on a start URL:
// it has exactly one page, and Close kills its whole process group and removes its
// profile.
func TestLaunchStartsOnePageAndCloseLeavesNothing(t *testing.T) {
	needBrowser(t)
	ctx := testCtx(t)
	s, err := Launch(ctx, LaunchOptions{StartURL: shared.server.URL + "/simple.html", Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	pid, profile := s.proc.PID(), s.proc.Profile()
	var pages []PageInfo
	for i := 0; i < 50; i++ {
		if pages, err = s.Pages(ctx); err == nil && len(pages) == 1 && pages[0].Title == "Simple" {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if len(pages) != 1 || pages[0].URL != shared.server.URL+"/simple.html" {
		t.Fatalf("pages %+v %v", pages, err)
	}
	tab, err := s.Tab(ctx, pages[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if obs, err := tab.Observe(ctx); err != nil || obs.Title != "Simple" || obs.HistoryLength != 1 {
		t.Fatalf("observe: %+v %v", obs, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(3 * time.Second)
	for live := liveInGroup(t, pid); len(live) > 0; live = liveInGroup(t, pid) {
		if time.Now().After(deadline) {
			t.Fatalf("processes of the browser's group still run: %v", live)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, err := os.Stat(profile); !os.IsNotExist(err) {
		t.Errorf("the profile %s is still there: %v", profile, err)
	}
	if _, err := s.Pages(ctx); !errors.Is(err, ErrClosed) {
		t.Errorf("Pages after Close: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("a second Close: %v", err)
	}
}

// liveInGroup lists the processes of process group pgid that are not zombies (a zombie
// has exited and only waits for init to reap it).
func liveInGroup(tb testing.TB, pgid int) []int {
	tb.Helper()
	live, err := groupMembers(pgid)
	if err != nil {
		tb.Skipf("no /proc: %v", err)
	}
	return live
}

func groupMembers(pgid int) ([]int, error) { return conformance.GroupMembers(pgid) }

// TestAttachToASilentServerIsBounded: a server that accepts the connection but never
// answers the websocket handshake must not hang Attach past its context.
func TestAttachToASilentServerIsBounded(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close()
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := Attach(ctx, AttachOptions{URL: "ws://" + ln.Addr().String() + "/devtools/browser/x"}); err == nil {
		t.Fatal("attached to a silent server")
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("Attach took %v", took)
	}
}
