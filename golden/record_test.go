package golden

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/demosite"
)

var update = flag.Bool("update", false, "re-record golden/testdata in real Chromium (review the diff)")

const sessionDir = "testdata/sessions"

// recordWorld is what every recording shares: one Chromium, the fixture pages, the demo
// site and the scripted System One server.
type recordWorld struct {
	browser *rod.Session
	pages   *httptest.Server
	demo    *demosite.Site
	system  *scriptedServer
	poked   atomic.Bool
}

// TestRecordGoldenSessions re-records the suite with -update: every scenario runs in
// real headless Chromium on the project's fixture pages, with the scripted System One
// server (or the offline decider) and a deterministic clock; the session is normalised
// (Normalize), written, and replayed at once. Without -update it does nothing: the
// suite replays in TestGoldenSessions.
func TestRecordGoldenSessions(t *testing.T) {
	if !*update {
		t.Skip("re-record with: go test ./golden -update")
	}
	w := &recordWorld{system: newScriptedServer(t)}
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir("../adapters/rod/testdata")))
	mux.Handle("/golden/", http.StripPrefix("/golden/", http.FileServer(http.Dir("testdata/pages"))))
	mux.HandleFunc("/golden/poke", func(rw http.ResponseWriter, _ *http.Request) {
		if w.poked.Load() {
			_, _ = rw.Write([]byte("1"))
			return
		}
		_, _ = rw.Write([]byte("0"))
	})
	w.pages = httptest.NewServer(mux)
	defer w.pages.Close()
	var err error
	if w.demo, err = demosite.Start(); err != nil {
		t.Fatal(err)
	}
	defer w.demo.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if w.browser, err = rod.Launch(ctx, rod.LaunchOptions{}); err != nil {
		t.Fatalf("re-recording needs Chromium: %v", err)
	}
	defer w.browser.Close()
	old, _ := filepath.Glob(filepath.Join(sessionDir, "*.jsonl"))
	for _, f := range old {
		_ = os.Remove(f)
	}
	if err := os.MkdirAll(sessionDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, sc := range scenarios() {
		t.Run(sc.name, func(t *testing.T) { w.record(t, sc) })
	}
	writeBroken(t)
}

func (w *recordWorld) url(page string) string {
	switch {
	case strings.HasPrefix(page, "demo:"):
		return w.demo.URL() + strings.TrimPrefix(page, "demo:")
	case strings.HasPrefix(page, "/"):
		return w.pages.URL + page
	}
	return page
}

// record runs one scenario and writes its normalised session.
func (w *recordWorld) record(t *testing.T, sc scenario) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	tab, err := w.browser.NewTab(ctx, w.url(sc.page))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tab.Close(context.Background()) }()
	w.poked.Store(false)
	var onRisk func()
	if sc.poke {
		onRisk = func() { w.poked.Store(true) }
	}
	goalTab, breakIt := w.faultFor(t, sc, tab)
	w.system.reset(sc.script, onRisk)
	var dec fsm.Decider = w.system.client(t)
	if sc.local {
		dec = local.New(local.Options{})
	}
	clock := &goldenClock{}
	goalCtx, stop := context.WithCancel(ctx)
	defer stop()
	var buf bytes.Buffer
	rec := NewRecorder(&buf, Options{Redaction: sc.redact})
	entered := map[fsm.State]int{}
	ex, err := browsergoal.New(browsergoal.Config{
		Decider: dec, Host: &scriptedHost{state: sc.host}, Clock: clock, Recorder: rec,
		OnTransition: func(tr browsergoal.Transition) {
			entered[tr.To]++
			if entered[tr.To] != 1 {
				return
			}
			if sc.fault != "" && tr.To == sc.faultAt {
				breakIt()
			}
			switch tr.To {
			case sc.cancelAt:
				stop()
			case sc.expireAt:
				clock.expire()
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if sc.fault != "" && sc.faultAt == "before" {
		breakIt()
	}
	var res fsm.Result
	if sc.step != "" {
		res, err = recordStep(goalCtx, ex, goalTab, sc)
	} else {
		res, err = ex.Run(goalCtx, sc.req, goalTab)
	}
	if err != nil || rec.Err() != nil {
		t.Fatalf("run: %v, recorder: %v", err, rec.Err())
	}
	out := Normalize(buf.Bytes())
	if want, _, _ := strings.Cut(sc.name, "--"); string(res.Status) != want {
		t.Fatalf("the goal ended %s (%s), the scenario wants %s; its session:\n%s", res.Status, res.Message, want, out)
	}
	if bytes.Contains(out, []byte(goldenKey)) {
		t.Fatal("the session holds the API key")
	}
	if sc.redact != RedactNone {
		for _, v := range append(sc.req.TextValues, sc.req.SelectValues...) {
			if bytes.Contains(bytes.ToLower(out), bytes.ToLower([]byte(v))) {
				t.Fatalf("the redacted session holds %q", v)
			}
		}
	}
	path := filepath.Join(sessionDir, sc.name+".jsonl")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReplayFile(context.Background(), path); err != nil {
		t.Fatalf("the fresh recording does not replay: %v", err)
	}
}

// recordStep runs a scenario's caller's step: it observes the tab, chooses the action on
// the element the scenario names, waits if asked, and runs the step.
func recordStep(ctx context.Context, ex *browsergoal.Executor, tab fsm.Browser, sc scenario) (fsm.Result, error) {
	obs, err := tab.Observe(ctx)
	if err != nil {
		return fsm.Result{}, err
	}
	op := fsm.Operation{Action: sc.step, Value: sc.value}
	for _, el := range obs.Elements {
		if el.Name == sc.stepOn {
			op.Target = el.ID
			break
		}
	}
	if op.Target == "" {
		return fsm.Result{}, fmt.Errorf("no element named %q on %s", sc.stepOn, obs.URL)
	}
	time.Sleep(sc.stepAfter)
	return ex.Step(ctx, sc.req, fsm.Choice{Operation: op, Observation: obs}, tab)
}
