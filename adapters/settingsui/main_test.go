package settingsui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/rs/zerolog"

	bgrod "github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/credentials"
)

// shared is one headless Chromium launched through the project's rod adapter for the
// whole package; each test drives it as a person would (go-rod's input, on the same
// DevTools endpoint) in its own incognito context, so no cookie leaks between tests.
var shared struct {
	session *bgrod.Session
	browser *rod.Browser
	missing string
}

func TestMain(m *testing.M) { os.Exit(runMain(m)) }

func runMain(m *testing.M) int {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	s, err := bgrod.Launch(ctx, bgrod.LaunchOptions{Logger: zerolog.Nop(), WindowWidth: 1000, WindowHeight: 900})
	if err != nil {
		shared.missing = err.Error()
		return m.Run()
	}
	defer s.Close()
	shared.session = s
	b := rod.New().ControlURL(s.DevToolsURL())
	if err := b.Connect(); err != nil {
		fmt.Fprintln(os.Stderr, "connecting go-rod to the launched Chromium:", err)
		return 1
	}
	shared.browser = b
	return m.Run()
}

func needBrowser(t *testing.T) {
	t.Helper()
	if shared.session == nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI needs Chromium: %s", shared.missing)
		}
		t.Skipf("no Chromium: %s", shared.missing)
	}
}

// logBuffer collects the server's log, to show that no key ever reaches it.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// rig is one running settings page with its own files.
type rig struct {
	srv   *Server
	paths config.Paths
	store *credentials.Store
	log   *logBuffer
	env   map[string]string
}

// start serves a settings page on 127.0.0.1 with a fresh config directory (and a
// workspace when ws is true) and env as its environment.
func start(t *testing.T, ws bool, env map[string]string) *rig {
	t.Helper()
	return startIn(t, t.TempDir(), ws, env)
}

// startIn is start with the files under dir: dir/config/browsergoal/ and
// dir/workspace/.browsergoal/.
func startIn(t *testing.T, dir string, ws bool, env map[string]string) *rig {
	t.Helper()
	getenv := func(k string) string { return env[k] }
	paths := config.Paths{Global: filepath.Join(dir, "config", config.AppDir, config.FileName)}
	if ws {
		paths.Workspace = config.WorkspaceFile(filepath.Join(dir, "workspace"))
	}
	store := &credentials.Store{Path: filepath.Join(dir, "config", config.AppDir, credentials.FileName)}
	lb := &logBuffer{}
	srv, err := Listen("127.0.0.1:0", Options{Paths: paths, Store: store, Getenv: getenv,
		Logger: zerolog.New(lb).Level(zerolog.DebugLevel)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
			t.Errorf("serve: %v", err)
		}
	})
	return &rig{srv: srv, paths: paths, store: store, log: lb, env: env}
}

// open opens the printed URL in a fresh incognito context and waits for the page; the
// token is exchanged for the cookie and dropped from the address bar.
func (r *rig) open(t *testing.T) *rod.Page {
	t.Helper()
	needBrowser(t)
	inc, err := shared.browser.Incognito()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = inc.Close() })
	p, err := inc.Page(proto.TargetCreateTarget{URL: r.srv.URL()})
	if err != nil {
		t.Fatal(err)
	}
	p = p.Timeout(3 * time.Minute) // one deadline for the whole test's use of the page, generous on a loaded machine
	if err := p.WaitLoad(); err != nil {
		t.Fatal(err)
	}
	if u := p.MustInfo().URL; u != r.srv.Origin()+"/" {
		t.Fatalf("after the token exchange the address bar shows %q, want %q (no token)", u, r.srv.Origin()+"/")
	}
	return p
}

// submit runs act (a click or a key press that submits a form) and waits for the page
// that the redirect after the POST loads.
func submit(t *testing.T, p *rod.Page, act func()) {
	t.Helper()
	wait := p.WaitNavigation(proto.PageLifecycleEventNameLoad)
	act()
	wait()
	if err := p.WaitLoad(); err != nil {
		t.Fatal(err)
	}
}

// has reports whether the page has an element matching selector now.
func has(p *rod.Page, selector string) bool {
	ok, _, err := p.Has(selector)
	return err == nil && ok
}

// text is the page's visible text.
func text(t *testing.T, p *rod.Page) string {
	t.Helper()
	return p.MustEval(`() => document.body.innerText`).String()
}

func fileText(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return string(b)
}

func mustContain(t *testing.T, what, s, want string) {
	t.Helper()
	if !strings.Contains(s, want) {
		t.Fatalf("%s lacks %q:\n%s", what, want, s)
	}
}

// click clicks the middle of the element as a person does: a real mouse press and
// release through the DevTools input domain (go-rod's Element.Click waits on animation
// frames, which this launch does not run for pages it did not open itself).
func click(t *testing.T, p *rod.Page, selector string) {
	t.Helper()
	pt := p.MustEval(`(s) => { const e = document.querySelector(s); e.scrollIntoView({block: 'center'});
		const r = e.getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; }`, selector)
	if err := p.Mouse.MoveTo(proto.Point{X: pt.Get("x").Num(), Y: pt.Get("y").Num()}); err != nil {
		t.Fatal(err)
	}
	if err := p.Mouse.Down(proto.InputMouseButtonLeft, 1); err != nil {
		t.Fatal(err)
	}
	if err := p.Mouse.Up(proto.InputMouseButtonLeft, 1); err != nil {
		t.Fatal(err)
	}
}
