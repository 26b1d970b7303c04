package browsergoal_test

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	gorod "github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/adapters/bidi"
	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
	"github.com/browsergoal/browsergoal/internal/tcpproxy"
)

// faultPage has one button whose click handler keeps the renderer busy for 3 s (a
// dispatch in flight) and counts its clicks on the server.
const faultPage = `<!doctype html><html><head><title>Faults</title></head><body>
<h1>Faults</h1><button id="b">Block the renderer</button>
<script>document.getElementById('b').addEventListener('click', () => {
  navigator.sendBeacon('/hit');
  const until = Date.now() + 3000; while (Date.now() < until) {}
});</script></body></html>`

// faultWorld serves the page and counts the clicks that reached the server.
type faultWorld struct {
	srv    *httptest.Server
	clicks atomic.Int64

	mu       sync.Mutex
	chromium *rod.Session  // shared by the faults that leave the browser running
	firefox  *bidi.Session // likewise
}

// launchTimeout bounds a browser's launch (generous: the test machine is shared).
const launchTimeout = 120 * time.Second

// launch starts a browser of its own for a case that kills it (stopped at the case's
// end), or returns the world's shared one, launched once, for the other cases.
func launch[S interface{ Close() error }](t testing.TB, w *faultWorld, own bool, shared *S, name string, start func(context.Context) (S, error)) S {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), launchTimeout)
	defer cancel()
	if own {
		s, err := start(ctx)
		if err != nil {
			skipOrFail(t, name, err)
		}
		t.Cleanup(func() { _ = s.Close() })
		return s
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	var zero S
	if any(*shared) == any(zero) {
		s, err := start(ctx)
		if err != nil {
			skipOrFail(t, name, err)
		}
		*shared = s
	}
	return *shared
}

// close stops the shared browsers.
func (w *faultWorld) close() {
	if w.chromium != nil {
		_ = w.chromium.Close()
	}
	if w.firefox != nil {
		_ = w.firefox.Close()
	}
}

func newFaultWorld(t testing.TB) *faultWorld {
	w := &faultWorld{}
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(rw http.ResponseWriter, _ *http.Request) { _, _ = rw.Write([]byte(faultPage)) })
	mux.HandleFunc("/hit", func(rw http.ResponseWriter, _ *http.Request) { w.clicks.Add(1); rw.WriteHeader(http.StatusNoContent) })
	w.srv = httptest.NewServer(mux)
	t.Cleanup(w.srv.Close)
	t.Cleanup(w.close)
	return w
}

// faultTab is what the fault tests drive: a bound tab that watches for faults.
type faultTab interface {
	fsm.Browser
	fsm.FaultWatcher
}

// hooked reports the moment a dispatch starts.
type hooked struct {
	faultTab
	acting chan struct{}
	acts   atomic.Int64
}

func (h *hooked) Act(ctx context.Context, op fsm.Operation) error {
	if h.acts.Add(1) == 1 {
		close(h.acting)
	}
	return h.faultTab.Act(ctx, op)
}

// blockingDecider chooses the button at once ("dispatch"), or blocks its first
// selection until the goal's context ends ("decision"); deciding reports the moment.
func blockingDecider(during string, deciding chan struct{}) fsm.Decider {
	var once sync.Once
	return &fake.Decider{SelectF: func(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
		if during == "decision" {
			once.Do(func() { close(deciding) })
			<-ctx.Done()
			return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: fsm.StatusCancelled, Message: "cancelled", Err: ctx.Err()}
		}
		choice := fsm.NoMatchLabel
		for _, c := range req.Candidates {
			if strings.Contains(c.Description, "Block the renderer") {
				choice = c.Label
			}
		}
		return fsm.SelectionAnswer{Choice: choice, Probabilities: fake.Peaked(req.Labels(), choice, 0.97), Confidence: 0.97}, nil
	}}
}

// faultOutcome is one faulted goal: its result, and the time from the fault to it.
type faultOutcome struct {
	res   fsm.Result
	took  time.Duration
	extra int64 // clicks that reached the server after the fault
}

// awaitPage waits (bounded) until the tab shows the page's button, so the goal starts on
// the loaded page however slow the machine is.
func awaitPage(t testing.TB, tab faultTab) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), launchTimeout)
	defer cancel()
	for ctx.Err() == nil {
		if obs, err := tab.Observe(ctx); err == nil && strings.Contains(obs.Title, "Faults") && len(obs.Elements) > 0 {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("the fault page did not load")
}

// runFaulted runs the goal on tab and injects the fault during a decision or a dispatch.
func runFaulted(t testing.TB, w *faultWorld, tab faultTab, during string, inject func()) faultOutcome {
	t.Helper()
	awaitPage(t, tab)
	w.clicks.Store(0)
	deciding := make(chan struct{})
	h := &hooked{faultTab: tab, acting: make(chan struct{})}
	ex, err := browsergoal.New(browsergoal.Config{Decider: blockingDecider(during, deciding)})
	if err != nil {
		t.Fatal(err)
	}
	var faultAt time.Time
	var clicksAtFault int64
	go func() {
		moment := deciding
		if during == "dispatch" {
			moment = h.acting
		}
		select {
		case <-moment:
		case <-time.After(20 * time.Second):
			return
		}
		if during == "dispatch" { // the click's handler is running: its beacon arrived
			for deadline := time.Now().Add(20 * time.Second); w.clicks.Load() == 0 && time.Now().Before(deadline); {
				time.Sleep(5 * time.Millisecond)
			}
		}
		clicksAtFault = w.clicks.Load()
		faultAt = time.Now()
		inject()
	}()
	res, err := ex.Run(context.Background(), fsm.Request{Goal: "Press Block the renderer", TimeoutMS: 20_000}, h)
	if err != nil {
		t.Fatal(err)
	}
	out := faultOutcome{res: res, took: time.Since(faultAt)}
	time.Sleep(200 * time.Millisecond)
	out.extra = w.clicks.Load() - clicksAtFault
	if h.acts.Load() > 1 {
		t.Errorf("%d dispatches; at most one was allowed", h.acts.Load())
	}
	return out
}

// checkFaulted asserts the status a fault must end in: the fault's own during a
// decision, partial_unknown (naming the fault) during a dispatch; and that nothing
// reached the page after the fault.
func checkFaulted(t testing.TB, out faultOutcome, during string, want fsm.Status) {
	t.Helper()
	res := out.res
	switch during {
	case "decision":
		if res.Status != want || len(res.Trace) != 0 {
			t.Fatalf("status %s (%s), trace %v; want %s with nothing dispatched", res.Status, res.Message, res.Trace, want)
		}
	case "dispatch":
		// The click's input reached the page: an action still in flight is
		// partial_unknown naming the fault; one the page had already taken is executed,
		// and the fault ends the goal before anything else.
		inFlight := res.Status == fsm.StatusPartialUnknown && res.Error != nil && strings.Contains(res.Error.Message, "in flight") &&
			len(res.Trace) == 1 && res.Trace[0].Outcome == fsm.OutcomeUnknown
		taken := res.Status == want && len(res.Trace) == 1 && res.Trace[0].Outcome == fsm.OutcomeExecuted
		if !inFlight && !taken {
			t.Fatalf("status %s (%+v), trace %v; want partial_unknown naming the fault, or %s after the executed click", res.Status, res.Error, res.Trace, want)
		}
	}
	if out.extra != 0 {
		t.Errorf("%d clicks reached the page after the fault", out.extra)
	}
	t.Logf("%s during a %s: %s %v after the fault", want, during, res.Status, out.took.Round(time.Millisecond))
}

// chromiumTab launches a Chromium (its own, when the fault kills it) and binds a tab on
// the page; cut attaches through a loopback proxy the test owns.
func chromiumTab(t testing.TB, w *faultWorld, via string) (faultTab, func()) {
	t.Helper()
	s := launch(t, w, via == "kill", &w.chromium, "Chromium", func(ctx context.Context) (*rod.Session, error) {
		return rod.Launch(ctx, rod.LaunchOptions{})
	})
	ctx, cancel := context.WithTimeout(context.Background(), launchTimeout)
	defer cancel()
	tab, err := s.NewTab(ctx, w.srv.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	switch via {
	case "kill":
		return tab, func() { killBrowser(t, s.PID()) }
	case "crash":
		raw := gorod.New().ControlURL(s.DevToolsURL())
		if err := raw.Connect(); err != nil {
			t.Fatal(err)
		}
		page, err := raw.PageFromTarget(proto.TargetTargetID(tab.ID()))
		if err != nil {
			t.Fatal(err)
		}
		return tab, func() {
			go func() {
				cctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				defer cancel()
				_ = proto.PageCrash{}.Call(page.Context(cctx))
			}()
		}
	case "cut":
		p, via, err := tcpproxy.Via(s.DevToolsURL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(p.Close)
		as, err := rod.Attach(ctx, rod.AttachOptions{URL: via})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = as.Close() })
		at, err := as.Tab(ctx, tab.ID())
		if err != nil {
			t.Fatal(err)
		}
		return at, p.Cut
	}
	t.Fatalf("unknown fault %q", via)
	return nil, nil
}

// firefoxTab is chromiumTab for Firefox.
func firefoxTab(t testing.TB, w *faultWorld, via string) (faultTab, func()) {
	t.Helper()
	if via == "cut" {
		return firefoxViaProxy(t, w)
	}
	s := launch(t, w, via == "kill", &w.firefox, "Firefox", func(ctx context.Context) (*bidi.Session, error) {
		return bidi.Launch(ctx, bidi.LaunchOptions{})
	})
	ctx, cancel := context.WithTimeout(context.Background(), launchTimeout)
	defer cancel()
	tab, err := s.NewTab(ctx, w.srv.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	switch via {
	case "kill":
		return tab, func() { killBrowser(t, s.PID()) }
	case "crash": // the content processes killed, as an OOM kill does (no Page.crash in BiDi)
		return tab, func() {
			for _, pid := range conformance.Descendants(s.PID(), "Isolated Web Co", "Web Content") {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	case "close":
		return tab, func() { go func() { _ = tab.Close(context.Background()) }() }
	}
	t.Fatalf("unknown fault %q", via)
	return nil, nil
}

func skipOrFail(t testing.TB, name string, err error) {
	t.Helper()
	if os.Getenv("CI") == "" && (strings.Contains(err.Error(), "no Chromium") || strings.Contains(err.Error(), "no Firefox")) {
		t.Skipf("%s: %v", name, err)
	}
	t.Fatalf("launch %s: %v", name, err)
}

// killBrowser SIGKILLs a launched browser's process group, as an OOM kill would.
func killBrowser(t testing.TB, pid int) {
	if pid <= 0 {
		t.Error("no browser process to kill")
		return
	}
	_ = syscall.Kill(-pid, syscall.SIGKILL)
}

// firefoxViaProxy attaches, through a proxy the test owns, to a headless Firefox of its
// own started on a free loopback port (after a cut, that Firefox did not answer a second
// session's handshake) and binds its tab on the page. Firefox takes one WebDriver BiDi session at a time, so a launcher's
// own session cannot share it; the proxy rewrites the handshake's Host header, which
// Firefox checks against its own port.
func firefoxViaProxy(t testing.TB, w *faultWorld) (faultTab, func()) {
	t.Helper()
	p, via := proxiedFirefox(t)
	ctx, cancel := context.WithTimeout(context.Background(), launchTimeout)
	defer cancel()
	var s *bidi.Session
	for s == nil { // its WebDriver BiDi server may not take sessions yet
		var err error
		if s, err = bidi.Attach(ctx, bidi.AttachOptions{URL: via}); err != nil {
			if ctx.Err() != nil {
				t.Fatalf("attach to Firefox: %v", err)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	t.Cleanup(func() { _ = s.Close() })
	pages, err := s.Pages(ctx)
	if err != nil || len(pages) == 0 {
		t.Fatalf("pages %v: %v", pages, err)
	}
	tab, err := s.Tab(ctx, pages[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := tab.Act(ctx, fsm.Operation{Action: fsm.ActNavigate, Value: w.srv.URL + "/"}); err != nil {
		t.Fatal(err)
	}
	return tab, p.Cut
}

// proxiedFirefox starts a Firefox for a cut case and a proxy to it; both stop at the
// case's end.
func proxiedFirefox(t testing.TB) (*tcpproxy.Proxy, string) {
	t.Helper()
	bin, err := bidi.FindFirefox("")
	if err != nil {
		skipOrFail(t, "Firefox", err)
	}
	profile := t.TempDir()
	if err := bidi.PrepareProfile(profile); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--headless", "--no-remote", "--new-instance", "--profile", profile,
		"--remote-debugging-port", "0", "about:blank")
	cmd.Env = append(os.Environ(), "MOZ_CRASHREPORTER_DISABLE=1", bidi.RemoteSettingsEnv)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); _ = cmd.Wait() })
	announced := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if _, u, ok := strings.Cut(sc.Text(), "WebDriver BiDi listening on "); ok {
				announced <- strings.TrimSpace(u)
				break
			}
		}
		_, _ = io.Copy(io.Discard, stderr)
	}()
	select {
	case u := <-announced:
		p, via, err := tcpproxy.Via(u, tcpproxy.RewriteHost())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(p.Close)
		return p, via
	case <-time.After(launchTimeout):
		t.Fatal("Firefox announced no WebDriver BiDi server")
	}
	return nil, ""
}
