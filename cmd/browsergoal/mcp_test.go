package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/credentials"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/mcptest"
	"github.com/browsergoal/browsergoal/internal/notepage"
)

const fakeMCPKey = "ts_FAKE-SUBPROCESS-KEY-9876543210"

// readmeHandbookConfig is the handbook's example config.json exactly as the README shows it.
func readmeHandbookConfig(t *testing.T) string {
	t.Helper()
	raw, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(raw)
	i := strings.Index(s, "The handbook's example works as written")
	start := strings.Index(s[i:], "```json\n") + i + len("```json\n")
	end := strings.Index(s[start:], "```")
	if i < 0 || end < 0 {
		t.Fatal("the README lacks the handbook's config example")
	}
	return s[start : start+end]
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestMCPServerOverStdio drives a real `browsergoal mcp --launch` subprocess with the SDK
// client: one browser for the whole session, the config rewritten between goals (the
// server re-reads it at every check).
func TestMCPServerOverStdio(t *testing.T) {
	needChromium(t)
	page, err := notepage.Start()
	if err != nil {
		t.Fatal(err)
	}
	defer page.Close()
	xdg, workspace := t.TempDir(), t.TempDir()
	cfgPath := config.WorkspaceFile(workspace)
	writeConfig := func(body string) {
		if err := os.MkdirAll(filepath.Dir(cfgPath), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(cfgPath, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	handbookConfig := readmeHandbookConfig(t)
	writeConfig(handbookConfig)

	// A key saved before: disabling the mode must keep it.
	const savedKey = "ts_FAKE-SAVED-KEY-5555"
	store := &credentials.Store{Path: filepath.Join(xdg, "browsergoal", credentials.FileName)}
	if err := store.Save(savedKey); err != nil {
		t.Fatal(err)
	}

	ctx, cancelAll := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancelAll()
	cmd := exec.CommandContext(ctx, binary, "mcp", "--launch", "--url", page.URL(), "--decider", "local",
		"--allow-computer-use", "--workspace", workspace, "--log-level", "info")
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+xdg, "TYPESAFE_API_KEY="+fakeMCPKey)
	stderr := &lockedBuffer{}
	cmd.Stderr = stderr
	progress := make(chan string, 256)
	logs := make(chan json.RawMessage, 16)
	client := mcp.NewClient(&mcp.Implementation{Name: "stdio-test", Version: "1"}, &mcp.ClientOptions{
		ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
			select {
			case progress <- r.Params.Message:
			default:
			}
		},
		LoggingMessageHandler: func(_ context.Context, r *mcp.LoggingMessageRequest) {
			raw, _ := json.Marshal(r.Params.Data)
			select {
			case logs <- raw:
			default:
			}
		},
	})
	wire := &mcptest.Wire{Transport: &mcp.CommandTransport{Command: cmd}}
	cs, err := client.Connect(ctx, wire, nil)
	if err != nil {
		t.Fatalf("initialize: %v\n%s", err, stderr.String())
	}
	defer cs.Close()
	var responses strings.Builder
	call := func(ctx context.Context, name string, args map[string]any, token bool) (*mcp.CallToolResult, map[string]any, error) {
		p := &mcp.CallToolParams{Name: name, Arguments: args}
		if token {
			p.Meta = mcp.Meta{"progressToken": name}
		}
		res, err := cs.CallTool(ctx, p)
		if err != nil {
			return nil, nil, err
		}
		raw, _ := json.Marshal(res)
		responses.Write(raw)
		// The result's JSON is its text block (structured content too, unless an error).
		var out map[string]any
		if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &out); err != nil {
			t.Errorf("%s: the text block is not JSON: %v", name, err)
		}
		if res.StructuredContent != nil {
			sc, _ := json.Marshal(res.StructuredContent)
			var v map[string]any
			_ = json.Unmarshal(sc, &v)
			if !reflect.DeepEqual(v, out) {
				t.Errorf("%s: the text block and the structured content differ", name)
			}
		} else if !res.IsError {
			t.Errorf("%s: a result without structured content", name)
		}
		return res, out, nil
	}
	goal := func(value string) map[string]any {
		return map[string]any{"goal": `Type "` + value + `" into the note field and press the Preview note button`, "text_values": []string{value}, "max_steps": 4}
	}

	if info := cs.InitializeResult().ServerInfo; info.Name != "browsergoal" {
		t.Fatalf("server info %+v", info)
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil || len(tools.Tools) != 7 {
		t.Fatalf("tools/list: %v %v", err, tools)
	}
	for _, tool := range tools.Tools {
		if tool.InputSchema == nil || tool.OutputSchema == nil {
			t.Errorf("%s lacks an input or output schema", tool.Name)
		}
	}

	// --launch opens one page tab, no extra about:blank.
	_, tabs, err := call(ctx, "browser_tabs", map[string]any{}, false)
	if list, _ := tabs["tabs"].([]any); err != nil || len(list) != 1 {
		t.Fatalf("browser_tabs after --launch: %v %v", err, tabs)
	}

	// Five parallel observations on the one tab all succeed, with element ids as text.
	var wg sync.WaitGroup
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, _, err := call(ctx, "browser_observe", map[string]any{}, false)
			if err != nil || res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, `"id":"e1"`) {
				t.Errorf("a parallel observation: %v %+v", err, res)
			}
		}()
	}
	wg.Wait()

	// A single step is a path of the machine: Rechecking → Dispatching → Observing → executed.
	_, obs, _ := call(ctx, "browser_observe", map[string]any{}, false)
	note := ""
	for _, e := range obs["observation"].(map[string]any)["elements"].([]any) {
		if m := e.(map[string]any); strings.Contains(m["name"].(string), "Note") {
			note = m["id"].(string)
		}
	}
	res, out, err := call(ctx, "browser_step", map[string]any{"action": "fill", "element": note, "value": "typed by a step"}, false)
	if err != nil || res.IsError || out["status"] != "executed" || !reflect.DeepEqual(out["path"], []any{"Rechecking", "Dispatching", "Observing", "executed"}) {
		t.Fatalf("browser_step: %v %v", err, out)
	}

	// Navigation and back, the host's ordinary tools, each a caller's step.
	res, out, err = call(ctx, "browser_navigate", map[string]any{"url": page.URL() + "second"}, false)
	if err != nil || res.IsError || out["status"] != "executed" || out["url"] != page.URL()+"second" {
		t.Fatalf("browser_navigate: %v %v", err, out)
	}
	res, out, err = call(ctx, "browser_back", map[string]any{}, false)
	if err != nil || res.IsError || out["url"] != page.URL() {
		t.Fatalf("browser_back: %v %v", err, out)
	}

	// The handbook's config as written enables the mode; the flag grants permission.
	res, out, err = call(ctx, "browser_goal", goal("hello over stdio"), true)
	if err != nil || res.IsError || out["status"] != string(fsm.StatusPossiblyDone) {
		t.Fatalf("goal: %v %v\n%s", err, out, stderr.String())
	}
	if !slices.Contains(page.Effects(), "hello over stdio") {
		t.Fatalf("the page saw %q", page.Effects())
	}
	if msgs := drainProgress(progress); len(msgs) == 0 {
		t.Fatal("no progress notifications")
	}

	res, out, _ = call(ctx, "browser_goal", map[string]any{"goal": "g", "max_steps": 9}, false)
	if !res.IsError || out["field"] != "max_steps" {
		t.Fatalf("invalid arguments: %v", out)
	}
	res, _, _ = call(ctx, "browser_goal", map[string]any{"goal": "g", "text_values": []string{fakeMCPKey}}, false)
	if !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "text_values[0]") {
		t.Fatalf("a key in the arguments: %+v", res)
	}

	// The mode disabled: browser_goal refuses, browser_observe still works.
	writeConfig(strings.Replace(handbookConfig, `"computer-typesafe": { "enabled": true }`, `"computer-typesafe": { "enabled": false }`, 1))
	res, out, _ = call(ctx, "browser_goal", goal("never typed"), false)
	if !res.IsError || out["status"] != string(fsm.StatusModeDisabled) {
		t.Fatalf("mode disabled: %v", out)
	}
	if res, _, _ = call(ctx, "browser_observe", map[string]any{}, false); res.IsError {
		t.Fatalf("observe with the mode disabled: %+v", res)
	}
	if k, err := store.SavedKey(ctx); err != nil || k != savedKey {
		t.Fatalf("disabling the mode lost the saved key: %v", err)
	}
	writeConfig(handbookConfig)

	// Cancellation mid-goal: the client cancels while the first action settles.
	cctx, cancel := context.WithCancel(ctx)
	wait := page.AfterTyping("cancelled over stdio", cancel)
	_, _, err = call(cctx, "browser_goal", goal("cancelled over stdio"), true)
	wait()
	if err == nil {
		t.Fatal("the cancelled call returned a result")
	}
	waitFor(t, stderr, "status=cancelled")
	// No response for it; its trace (the fill that went out) in a log notification.
	select {
	case raw := <-logs:
		if !strings.Contains(string(raw), `"action":"fill"`) || !strings.Contains(string(raw), "cancelled over stdio") {
			t.Fatalf("the log notification lacks the trace: %s", raw)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("no log notification for the cancelled goal")
	}
	ids := wire.Calls()
	time.Sleep(200 * time.Millisecond)
	if wire.Answered(ids[len(ids)-1]) {
		t.Fatal("the server answered the cancelled request")
	}
	if _, out, _ = call(ctx, "browser_observe", map[string]any{}, false); out["previous"] == nil {
		t.Fatalf("the next call does not report the cancelled goal: %v", out)
	}

	// Revocation mid-goal: the config denies the permission while the first action settles.
	time.Sleep(notepage.BusyMS * time.Millisecond)
	wait = page.AfterTyping("revoked over stdio", func() {
		writeConfig(strings.Replace(handbookConfig, `"agent": {`, `"agent": {"permissions": {"computer-use": "deny"},`, 1))
	})
	res, out, err = call(ctx, "browser_goal", goal("revoked over stdio"), true)
	wait()
	if err != nil || out["status"] != string(fsm.StatusPermissionRevoked) || out["steps"] != 1.0 {
		t.Fatalf("revocation: %v %v", err, out)
	}
	for _, v := range []string{"cancelled over stdio", "revoked over stdio", "never typed"} {
		if slices.Contains(page.Effects(), v) {
			t.Fatalf("the page saw %q after a stop: %q", v, page.Effects())
		}
	}

	cs.Close()
	_ = cmd.Wait()
	written := stderr.String() + responses.String()
	if strings.Contains(written, savedKey) {
		t.Fatal("the saved key appeared in a response or a log line")
	}
	_ = filepath.Walk(xdg, func(p string, _ os.FileInfo, _ error) error {
		b, _ := os.ReadFile(p)
		written += string(b)
		return nil
	})
	if b, err := os.ReadFile(cfgPath); err == nil {
		written += string(b)
	}
	if strings.Contains(written, fakeMCPKey) || strings.Contains(written, "s3cret-pw") {
		t.Fatal("the key (or the password) appeared in a response, a log line or a file")
	}
}

func waitFor(t *testing.T, b *lockedBuffer, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(b.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("stderr never said %s:\n%s", want, b.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestKeyRoundTrip: key set (stdin) → status → remove, the file's mode, and the key
// never printed.
func TestKeyRoundTrip(t *testing.T) {
	xdg := t.TempDir()
	key := func(stdin string, extraEnv []string, args ...string) cliResult {
		t.Helper()
		r := runWith(t, append(append(os.Environ(), "XDG_CONFIG_HOME="+xdg, "TYPESAFE_API_KEY="), extraEnv...), stdin, append([]string{"key"}, args...)...)
		if strings.Contains(r.stdout+r.stderr, fakeMCPKey) {
			t.Fatalf("key %v printed the key", args)
		}
		return r
	}
	if r := key("", nil, "status"); r.code != 0 || !strings.HasPrefix(r.stdout, "nowhere") {
		t.Fatalf("status before: %+v", r)
	}
	if r := key("", nil, "set", fakeMCPKey); r.code != 2 || !strings.Contains(r.stderr, "never read from the command line") {
		t.Fatalf("a key on argv must be refused: %+v", r)
	}
	if r := key(fakeMCPKey+"\n", nil, "set"); r.code != 0 {
		t.Fatalf("set: %+v", r)
	}
	path := filepath.Join(xdg, "browsergoal", "typesafe-api-key")
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file %v %v; want mode 0600", fi, err)
	}
	if r := key("", nil, "status"); !strings.HasPrefix(r.stdout, "store") {
		t.Fatalf("status after set: %+v", r)
	}
	if r := key("", []string{"TYPESAFE_API_KEY=ts_env-key"}, "status"); !strings.HasPrefix(r.stdout, "env") {
		t.Fatalf("the environment takes precedence: %+v", r)
	}
	if r := key("", nil, "remove"); r.code != 0 || !strings.Contains(r.stdout, "Removed") {
		t.Fatalf("remove: %+v", r)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the key file survived remove: %v", err)
	}
	if r := key("", nil, "status"); !strings.HasPrefix(r.stdout, "nowhere") {
		t.Fatalf("status after remove: %+v", r)
	}
}

// drainProgress collects the progress messages until none arrives for 200 ms.
func drainProgress(c chan string) []string {
	var out []string
	for {
		select {
		case m := <-c:
			out = append(out, m)
		case <-time.After(200 * time.Millisecond):
			return out
		}
	}
}

// TestMCPRefusesAConfigHoldingAKey: the server does not start on a config.json that holds
// a key; the error names the file and the key's path, never the value.
func TestMCPRefusesAConfigHoldingAKey(t *testing.T) {
	workspace := t.TempDir()
	p := config.WorkspaceFile(workspace)
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		t.Fatal(err)
	}
	body := `{"agent":{"experimental":{"options":{"computer-typesafe":{"enabled":true,"apiKey":"` + fakeMCPKey + `"}}}}}`
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(binary, "mcp", "--launch", "--workspace", workspace)
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 1 || !strings.Contains(string(out), p) || !strings.Contains(string(out), "computer-typesafe.apiKey") || strings.Contains(string(out), fakeMCPKey) {
		t.Fatalf("exit %v: %s", err, out)
	}
}

// TestMCPAttachListsAndObservesTheTab: with --cdp, browser_tabs lists the attached
// browser's tab, the only tab is observed when a call names none, and browser_tabs opens
// and closes a tab there when asked.
func TestMCPAttachListsAndObservesTheTab(t *testing.T) {
	needChromium(t)
	page, err := notepage.Start()
	if err != nil {
		t.Fatal(err)
	}
	defer page.Close()
	ws := startChromium(t, page.URL())
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, "mcp", "--cdp", ws, "--allow-computer-use", "--workspace", t.TempDir())
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+t.TempDir(), "TYPESAFE_API_KEY=")
	stderr := &lockedBuffer{}
	cmd.Stderr = stderr
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "attach-test", Version: "1"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	defer cs.Close()
	var res *mcp.CallToolResult
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "browser_tabs", Arguments: map[string]any{}})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(res.Content[0].(*mcp.TextContent).Text, "Notes") || time.Now().After(deadline) {
			break
		}
	}
	if res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, page.URL()) {
		t.Fatalf("browser_tabs: %+v", res.Content[0])
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "browser_observe", Arguments: map[string]any{}})
	if err != nil || res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "Notes") {
		t.Fatalf("browser_observe: %v %+v\n%s", err, res, stderr.String())
	}
	// At the caller's explicit request, a tab of the attached browser is opened and
	// closed (browsergoal never does so by itself).
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "browser_tabs", Arguments: map[string]any{"action": "open", "url": page.URL() + "second"}})
	if err != nil || res.IsError {
		t.Fatalf("open a tab in the attached browser: %v %+v", err, res)
	}
	opened := res.StructuredContent.(map[string]any)["tab"].(string)
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "browser_tabs", Arguments: map[string]any{"action": "close", "tab": opened}})
	if err != nil || res.IsError || strings.Contains(res.Content[0].(*mcp.TextContent).Text, `"id":"`+opened+`"`) {
		t.Fatalf("close the opened tab: %v %+v", err, res)
	}
}
