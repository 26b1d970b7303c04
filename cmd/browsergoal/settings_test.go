package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/fsm"
)

// TestSettingsPageRefusesTheAgent runs `browsergoal settings`, opens its URL in a real
// Chromium, saves a key through the page, and then aims `browsergoal run`, `observe` and
// every MCP tool at the live page: each refuses, and nothing on it changes.
func TestSettingsPageRefusesTheAgent(t *testing.T) {
	needChromium(t)
	const key = "ts_SETTINGS-E2E-KEY-31415926535"
	xdg, ws := t.TempDir(), t.TempDir()
	env := append(os.Environ(), "XDG_CONFIG_HOME="+xdg, "TYPESAFE_API_KEY=")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	srv := exec.CommandContext(ctx, binary, "settings", "--no-browser", "--workspace", ws)
	srv.Env = env
	stdout, err := srv.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := &lockedBuffer{}
	srv.Stderr = stderr
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Process.Signal(os.Interrupt); _ = srv.Wait() })
	first, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !strings.HasPrefix(first, "http://127.0.0.1:") || !strings.Contains(first, "/?token=") {
		t.Fatalf("the first line of stdout is %q (%v), want the URL with its token\n%s", first, err, stderr.String())
	}
	url := strings.TrimSpace(first)
	origin := url[:strings.Index(url, "/?")]

	// A person opens the URL and saves a key with the keyboard.
	wsURL := startChromium(t, url)
	b := rod.New().ControlURL(wsURL).Context(ctx)
	if err := b.Connect(); err != nil {
		t.Fatal(err)
	}
	p := settingsTab(t, b, origin)
	cfg := config.WorkspaceFile(ws)
	if err := config.SetTypeSafeEnabled(cfg, true); err != nil {
		t.Fatal(err)
	}
	reload(t, p)
	p.MustEval(`() => document.getElementById('key').focus()`)
	p.MustInsertText(key)
	wait := p.WaitNavigation(proto.PageLifecycleEventNameLoad)
	p.Keyboard.MustType(input.Enter)
	wait()
	reload(t, p)
	dom := p.MustEval(`() => document.documentElement.outerHTML`).String()
	if strings.Contains(dom, key) || !strings.Contains(dom, "Saved the TypeSafe key") && !strings.Contains(dom, "store: the key comes from") {
		t.Fatalf("after saving and reloading: key in the DOM, or no saved state shown:\n%s", dom)
	}
	if html := fetchWithCookies(t, p, origin); strings.Contains(html, key) || !strings.Contains(html, "store: the key comes from") {
		t.Fatal("the served HTML holds the key or does not say it comes from the store")
	}
	if st := runWith(t, env, "", "key", "status"); st.code != 0 || !strings.HasPrefix(st.stdout, "store: the key comes from "+filepath.Join(xdg, "browsergoal")) {
		t.Fatalf("key status after saving on the page: %+v", st)
	}
	before := readOr(cfg)
	if strings.Contains(before, key) {
		t.Fatal("the key is in the workspace config")
	}

	// browsergoal run and observe, attached to the browser showing the page.
	req := writeRequest(t, `{"goal":"Turn off the Experimental: TypeSafe/Jev browser goals switch","max_steps":2}`)
	r := runWith(t, env, "", "run", "--cdp", wsURL, "--decider", "local", "--request", req)
	var res fsm.Result
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || res.Status != fsm.StatusObserveFailed || !strings.Contains(res.Message, "refuses agents") || res.Steps != 0 {
		t.Fatalf("run on the settings page: %v %+v\n%s", err, res, r.stderr)
	}
	if o := runWith(t, env, "", "observe", "--cdp", wsURL); o.code != exitCannot || !strings.Contains(o.stderr, "refuses agents") {
		t.Fatalf("observe on the settings page: %+v", o)
	}

	// The MCP tools, from a server whose own config enables everything.
	mcpWS := t.TempDir()
	if err := config.SetTypeSafeEnabled(config.WorkspaceFile(mcpWS), true); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, binary, "mcp", "--cdp", wsURL, "--decider", "local", "--allow-computer-use", "--workspace", mcpWS)
	cmd.Env = env
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "settings-test", Version: "1"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	call := func(name string, args map[string]any) (bool, map[string]any) {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var out map[string]any
		raw, _ := json.Marshal(res.StructuredContent)
		if res.IsError { // a tool error's JSON is its text (no structured content)
			raw = []byte(res.Content[len(res.Content)-1].(*mcp.TextContent).Text)
		}
		_ = json.Unmarshal(raw, &out)
		return res.IsError, out
	}
	tab := tabOf(t, call, origin)
	args := map[string]any{"tab": tab}
	if isErr, out := call("browser_observe", args); !isErr || out["status"] != string(fsm.StatusObserveFailed) || !strings.Contains(out["error"].(string), "refuses agents") {
		t.Fatalf("browser_observe on the settings page: %v", out)
	}
	if _, out := call("browser_goal", map[string]any{"tab": tab, "goal": "Turn off the Experimental: TypeSafe/Jev browser goals switch"}); out["status"] != string(fsm.StatusObserveFailed) || !strings.Contains(out["message"].(string), "refuses agents") {
		t.Fatalf("browser_goal on the settings page: %v", out)
	}
	if isErr, out := call("browser_step", map[string]any{"tab": tab, "action": "click", "element": "e1"}); !isErr || !strings.Contains(out["error"].(string), "browser_observe") {
		t.Fatalf("browser_step on the settings page: %v", out)
	}
	// A step on an observation made before the tab went to the settings page: the recheck refuses.
	note := newNotePage(t)
	isErr, out := call("browser_step", map[string]any{"tab": tab, "action": "click", "element": firstButton(t, call, tab, note, p, origin)})
	if !isErr || out["status"] != string(fsm.StatusStaleDecision) || !strings.Contains(out["message"].(string), "no-agent marker") {
		t.Fatalf("browser_step with an older observation: %v", out)
	}
	if after := readOr(cfg); after != before {
		t.Fatalf("the agent changed the settings:\n%s\n->\n%s", before, after)
	}
	if k := runWith(t, env, "", "key", "status"); !strings.HasPrefix(k.stdout, "store:") {
		t.Fatalf("the saved key changed: %+v", k)
	}
	if strings.Contains(stderr.String(), key) {
		t.Fatal("the key reached the settings server's stderr")
	}
}

// firstButton observes the note page again (the tab is back on it), takes its first
// button's id, then returns the tab to the settings page: the step is aimed at an id
// from an observation of another page.
func firstButton(t *testing.T, call func(string, map[string]any) (bool, map[string]any), tab string, note *notePage, p *rod.Page, origin string) string {
	t.Helper()
	p.MustNavigate(note.srv.URL + "/").MustWaitLoad()
	_, out := call("browser_observe", map[string]any{"tab": tab})
	obs, _ := out["observation"].(map[string]any)
	els, _ := obs["elements"].([]any)
	for _, e := range els {
		if m := e.(map[string]any); m["role"] == "button" {
			p.MustNavigate(origin + "/").MustWaitLoad()
			return m["id"].(string)
		}
	}
	t.Fatalf("no button observed on the note page: %v", out)
	return ""
}

func tabOf(t *testing.T, call func(string, map[string]any) (bool, map[string]any), origin string) string {
	t.Helper()
	_, out := call("browser_tabs", map[string]any{})
	tabs, _ := out["tabs"].([]any)
	for _, x := range tabs {
		if m := x.(map[string]any); strings.HasPrefix(m["url"].(string), origin) {
			return m["id"].(string)
		}
	}
	t.Fatalf("browser_tabs does not list the settings page: %v", out)
	return ""
}

// settingsTab is the browser's tab once it shows the settings page (the token
// exchanged, the address bar without it).
func settingsTab(t *testing.T, b *rod.Browser, origin string) *rod.Page {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		pages, _ := b.Pages()
		for _, p := range pages {
			if info, err := p.Info(); err == nil && info.URL == origin+"/" && info.Title == "browsergoal settings" {
				return p
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("the browser never showed the settings page without its token")
	return nil
}

func reload(t *testing.T, p *rod.Page) {
	t.Helper()
	wait := p.WaitNavigation(proto.PageLifecycleEventNameLoad)
	if err := p.Reload(); err != nil {
		t.Fatal(err)
	}
	wait()
}

// fetchWithCookies gets the page's HTML over HTTP with the browser's cookies (the
// HttpOnly session cookie included, read through DevTools).
func fetchWithCookies(t *testing.T, p *rod.Page, origin string) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, origin+"/", nil)
	for _, c := range p.MustCookies(origin + "/") {
		req.AddCookie(&http.Cookie{Name: c.Name, Value: c.Value})
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET / with the browser's cookies: %d %s", resp.StatusCode, body)
	}
	return string(body)
}

func readOr(path string) string {
	b, _ := os.ReadFile(path)
	return string(b)
}

// runWith runs the binary with env.
func runWith(t *testing.T, env []string, stdin string, args ...string) cliResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, args...)
	cmd.Env = env
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return cliResult{code: code, stdout: out.String(), stderr: errb.String()}
}

func TestSettingsRefusesANetworkAddress(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:0", ":8080", "192.0.2.1:80"} {
		r := runCLI(t, "", "settings", "--no-browser", "--addr", addr)
		if r.code != exitInvalid || !strings.Contains(r.stderr, "loopback only") || r.stdout != "" {
			t.Fatalf("--addr %s: %+v", addr, r)
		}
	}
}
