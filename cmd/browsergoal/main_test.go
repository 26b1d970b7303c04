package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/golden"
)

var binary string

// TestMain builds the browsergoal binary once for the end-to-end tests.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "browsergoal-cli")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// Hermetic: no saved key or config of the developer's own machine (and no key in the
	// environment) may change which decider or rules a test runs under.
	os.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	os.Unsetenv("TYPESAFE_API_KEY")
	binary = filepath.Join(dir, "browsergoal")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func needChromium(t testing.TB) {
	t.Helper()
	if _, err := rod.FindChromium(""); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI needs Chromium: %v", err)
		}
		t.Skipf("no Chromium: %v", err)
	}
}

// notePage serves a page with a text field and a button; the button reports the field's
// value to the server (a preview: a benign click the offline decider does not stop at), which records it: the page's own account of the goal's effect.
type notePage struct {
	srv    *httptest.Server
	mu     sync.Mutex
	saved  []string
	loaded chan struct{}
}

const noteHTML = `<!doctype html><html><head><title>Notes</title></head><body>
<h1>Notes</h1>
<label>Note <input id="note" type="text" name="note"></label>
<label>Password <input type="password" value="s3cret-pw"></label>
<button id="preview" type="button">Preview note</button>
<button id="clear" type="button">Clear</button>
<button id="wipe" type="button">Delete all notes</button>
<p id="status" role="status"></p>
<p><a href="/help">Help</a></p>
<iframe srcdoc="<button>Inside frame</button>"></iframe>
<script>
fetch('/loaded', {method: 'POST'});
document.getElementById('wipe').addEventListener('click', () => fetch('/effect', {method: 'POST', body: 'DELETED'}));
document.getElementById('preview').addEventListener('click', async () => {
  const v = document.getElementById('note').value;
  await fetch('/effect', {method: 'POST', body: v});
  document.getElementById('status').textContent = 'Preview: ' + v;
});
</script></body></html>`

func newNotePage(t *testing.T) *notePage {
	p := &notePage{loaded: make(chan struct{}, 16)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /loaded", func(http.ResponseWriter, *http.Request) { p.loaded <- struct{}{} })
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, noteHTML)
	})
	mux.HandleFunc("POST /effect", func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		p.mu.Lock()
		p.saved = append(p.saved, string(b))
		p.mu.Unlock()
	})
	p.srv = httptest.NewServer(mux)
	t.Cleanup(p.srv.Close)
	return p
}

func (p *notePage) effects() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.saved...)
}

func writeRequest(t *testing.T, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "request.json")
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

type cliResult struct {
	code           int
	stdout, stderr string
}

func runCLI(t *testing.T, stdin string, args ...string) cliResult {
	t.Helper()
	return runWith(t, append(os.Environ(), "TYPESAFE_API_KEY="), stdin, args...)
}

const noteGoal = `{"goal":"Type \"hello from browsergoal\" into the note field and press the Preview note button","text_values":["hello from browsergoal"],"max_steps":4}`

func checkNoteGoal(t *testing.T, p *notePage, r cliResult) {
	t.Helper()
	if r.code != 0 {
		t.Fatalf("exit %d\nstderr:\n%s", r.code, r.stderr)
	}
	var res fsm.Result
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
		t.Fatalf("stdout is not a result: %v\n%s", err, r.stdout)
	}
	if res.Status != fsm.StatusPossiblyDone {
		t.Fatalf("status %s, want possibly_done\n%s\nstderr:\n%s", res.Status, r.stdout, r.stderr)
	}
	if got := p.effects(); len(got) != 1 || got[0] != "hello from browsergoal" {
		t.Fatalf("the page reported %q, want one preview of the exact value", got)
	}
	if !strings.Contains(r.stderr, "Dispatching --dispatched-->") || !strings.Contains(r.stderr, "confidence=") {
		t.Fatalf("stderr lacks per-transition progress:\n%s", r.stderr)
	}
	if strings.Contains(r.stdout+r.stderr, "s3cret-pw") {
		t.Fatal("the password field's value leaked into the output")
	}
}

func TestRunLaunchFillsAndPresses(t *testing.T) {
	needChromium(t)
	p := newNotePage(t)
	r := runCLI(t, "", "run", "--launch", "--url", p.srv.URL+"/", "--decider", "local", "--request", writeRequest(t, noteGoal))
	checkNoteGoal(t, p, r)
}

// TestConsequentialClickStopsForConfirmation: the offline decider flags "Delete all notes"
// and the goal stops before the click; the page reports nothing.
func TestConsequentialClickStopsForConfirmation(t *testing.T) {
	needChromium(t)
	p := newNotePage(t)
	r := runCLI(t, "", "run", "--launch", "--url", p.srv.URL+"/", "--decider", "local", "--request",
		writeRequest(t, `{"goal":"Delete all notes","max_steps":2}`))
	var res fsm.Result
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || r.code != 0 {
		t.Fatalf("exit %d: %v\n%s\n%s", r.code, err, r.stdout, r.stderr)
	}
	if res.Status != fsm.StatusNeedsConfirmation || res.Steps != 0 || len(p.effects()) != 0 {
		t.Fatalf("status %s after %d steps, page saw %q; want needs_confirmation and nothing done", res.Status, res.Steps, p.effects())
	}
}

// startChromium starts a headless Chromium with a DevTools port on loopback, the way a
// user would before attaching, and returns its DevTools websocket URL.
func startChromium(t *testing.T, url string) string {
	t.Helper()
	path, err := rod.FindChromium("")
	if err != nil {
		t.Fatal(err)
	}
	profile, err := os.MkdirTemp("", "browsergoal-attach")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
		"--user-data-dir="+profile, url)
	return startListening(t, cmd, profile, regexp.MustCompile(`DevTools listening on (ws://\S+)`))
}

// startListening starts a browser the way a user would before attaching, in its own
// process group (its helpers share it: Cleanup ends them all, then removes the profile),
// and returns the websocket URL its stderr announces (re's first group).
func startListening(t *testing.T, cmd *exec.Cmd, profile string, re *regexp.Regexp) string {
	t.Helper()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
		_ = os.RemoveAll(profile)
	})
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
	}()
	select {
	case ws := <-found:
		return ws
	case <-time.After(30 * time.Second):
		t.Fatalf("%s did not announce its websocket URL", filepath.Base(cmd.Path))
	}
	return ""
}

func TestRunAttachFillsAndPresses(t *testing.T) {
	needChromium(t)
	p := newNotePage(t)
	ws := startChromium(t, p.srv.URL+"/")
	select { // the user attaches once the tab has loaded its page
	case <-p.loaded:
	case <-time.After(30 * time.Second):
		t.Fatal("the tab never loaded the page")
	}
	r := runCLI(t, "", "run", "--cdp", ws, "--decider", "local", "--request", writeRequest(t, noteGoal))
	checkNoteGoal(t, p, r)
}

func TestInvalidRequestsExit2NamingTheField(t *testing.T) {
	cases := []struct{ body, field string }{
		{`{"goal":"g","max_steps":9}`, "max_steps"},
		{`{"goal":"g","timeout_ms":500}`, "timeout_ms"},
		{`{"goal":"g","navigate_urls":["javascript:alert(1)"]}`, "navigate_urls[0]"},
		{`{"goal":"g","colour":"blue"}`, "colour"},
	}
	for _, c := range cases {
		r := runCLI(t, c.body, "run", "--launch", "--request", "-")
		if r.code != 2 || !strings.Contains(r.stderr, c.field) {
			t.Errorf("%s: exit %d, stderr %q; want 2 naming %s", c.body, r.code, r.stderr, c.field)
		}
	}
	for _, args := range [][]string{{"run"}, {"run", "--request", "-"}, {"run", "--cdp", "x", "--launch", "--request", "-"}, {"bogus"}, {"run", "--launch", "--request", "-", "stray"}} {
		if r := runCLI(t, `{"goal":"g"}`, args...); r.code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, r.code, r.stderr)
		}
	}
	if r := runCLI(t, "", "run", "--help"); r.code != 0 || !strings.Contains(r.stderr, "--request") {
		t.Errorf("run --help: exit %d %q", r.code, r.stderr)
	}
}

func TestObserveOmitsPasswordAndIframe(t *testing.T) {
	needChromium(t)
	p := newNotePage(t)
	r := runCLI(t, "", "observe", "--launch", "--url", p.srv.URL+"/", "--request", writeRequest(t, noteGoal))
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if strings.Contains(r.stdout, "s3cret-pw") || strings.Contains(r.stdout, "Inside frame") || strings.Contains(r.stdout, `"password"`) {
		t.Fatalf("observation shows a password field or iframe content:\n%s", r.stdout)
	}
	var out observeOutput
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Observation.Elements) == 0 || len(out.Offered) == 0 {
		t.Fatalf("want elements and offered candidates:\n%s", r.stdout)
	}
	fills := 0
	for _, c := range out.Offered {
		if c.Action == fsm.ActFill && c.Value == "hello from browsergoal" {
			fills++
		}
	}
	if fills != 1 {
		t.Fatalf("want exactly one fill of the note field, got %d:\n%s", fills, r.stdout)
	}
}

func TestDemoRunsEveryGoal(t *testing.T) {
	needChromium(t)
	r := runCLI(t, "", "demo")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	if n := strings.Count(r.stdout, "result: status="); n != len(demoGoals()) {
		t.Fatalf("printed %d results, want %d:\n%s", n, len(demoGoals()), r.stdout)
	}
	if !strings.Contains(r.stdout, "status=needs_confirmation") || strings.Contains(r.stdout, `"buy `) {
		t.Fatalf("the purchase must stop at the risk gate, and the shop must see no buy:\n%s", r.stdout)
	}

}

// TestRunRecordsAReplayableSession: --record writes the goal as a session that replays
// with the same decisions, and recording changes nothing the goal does. With --redact
// the typed value does not appear in the session. --show writes its page beside it.
func TestRunRecordsAReplayableSession(t *testing.T) {
	needChromium(t)
	for _, redact := range []bool{false, true} {
		p := newNotePage(t)
		file := filepath.Join(t.TempDir(), "session.jsonl")
		args := []string{"run", "--launch", "--url", p.srv.URL + "/", "--decider", "local", "--record", file, "--show", "--request", writeRequest(t, noteGoal)}
		if redact {
			args = append(args, "--redact")
		}
		r := runCLI(t, "", args...)
		checkNoteGoal(t, p, r)
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(raw), `"hello from browsergoal"`); got == redact {
			t.Errorf("redact=%v: the session holds the typed value: %v", redact, got)
		}
		page := filepath.Join(filepath.Dir(file), "session.html")
		html, err := os.ReadFile(page)
		if err != nil || !strings.Contains(r.stderr, "its page in "+page) || !strings.Contains(string(html), `<span class="status">possibly_done</span>`) {
			t.Fatalf("--show: %v; stderr %s", err, r.stderr)
		}
		if got := strings.Contains(string(html), "Recorded with --redact"); got != redact {
			t.Errorf("redact=%v: the page says redacted: %v", redact, got)
		}
		if redact {
			continue
		}
		rep, err := golden.ReplayFile(context.Background(), file)
		if err != nil {
			t.Fatalf("replaying the recorded session: %v", err)
		}
		if rep.Result.Status != fsm.StatusPossiblyDone {
			t.Fatalf("replayed status %s, want possibly_done", rep.Result.Status)
		}
	}
}
