package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/notepage"
	"github.com/browsergoal/browsergoal/internal/tcpproxy"
)

// mcpProc is a built `browsergoal mcp` subprocess and its client session.
type mcpProc struct {
	cmd    *exec.Cmd
	cs     *mcp.ClientSession
	tmp    string // its TMPDIR: a launched browser's profile lives under it
	stderr *lockedBuffer
}

func startMCP(t *testing.T, ctx context.Context, args ...string) *mcpProc {
	t.Helper()
	tmp, err := os.MkdirTemp("", "browsergoal-mcp-faults")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(tmp) })
	workspace := t.TempDir() // the handbook's config: the computer tools and the mode enabled
	cfgPath := config.WorkspaceFile(workspace)
	if err := os.MkdirAll(filepath.Dir(cfgPath), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfgPath, []byte(readmeHandbookConfig(t)), 0o600); err != nil {
		t.Fatal(err)
	}
	p := &mcpProc{tmp: tmp, stderr: &lockedBuffer{}}
	p.cmd = exec.CommandContext(ctx, binary, append([]string{"mcp", "--decider", "local", "--allow-computer-use", "--workspace", workspace}, args...)...)
	p.cmd.Env = append(os.Environ(), "TMPDIR="+p.tmp)
	p.cmd.Stderr = p.stderr
	client := mcp.NewClient(&mcp.Implementation{Name: "faults-test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: p.cmd}, nil)
	if err != nil {
		t.Fatalf("initialize: %v\n%s", err, p.stderr.String())
	}
	p.cs = cs
	t.Cleanup(func() { _ = cs.Close() })
	return p
}

// call calls a tool and returns the result, its structured content and its text.
func (p *mcpProc) call(t *testing.T, ctx context.Context, name string, args map[string]any) (*mcp.CallToolResult, map[string]any, string) {
	t.Helper()
	res, err := p.cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, p.stderr.String())
	}
	var out map[string]any
	sc, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(sc, &out)
	var text []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text = append(text, tc.Text)
			if out == nil && res.IsError { // a tool error carries its fields as JSON text
				_ = json.Unmarshal([]byte(tc.Text), &out)
			}
		}
	}
	return res, out, strings.Join(text, "\n")
}

// awaitTitle waits until browser_tabs lists a tab titled title (the page has loaded).
func (p *mcpProc) awaitTitle(t *testing.T, ctx context.Context, title string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if res, _, text := p.call(t, ctx, "browser_tabs", map[string]any{}); !res.IsError && strings.Contains(text, `"title":"`+title+`"`) {
			return
		}
	}
	t.Fatalf("no tab titled %q", title)
}

// browserPIDs lists the live processes, other than the server, that run with the
// server's TMPDIR in their environment: the browser it launched and all its helpers (a
// Firefox content process's command line does not name the profile; every process
// inherits the environment).
func (p *mcpProc) browserPIDs(t *testing.T) []int {
	t.Helper()
	procs, err := conformance.Procs()
	if err != nil {
		t.Fatal(err)
	}
	mark := []byte("TMPDIR=" + p.tmp + "\x00")
	var out []int
	for _, pr := range procs {
		if pr.PID == p.cmd.Process.Pid {
			continue
		}
		env, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pr.PID), "environ"))
		if err == nil && (bytes.HasPrefix(env, mark) || bytes.Contains(env, append([]byte{0}, mark...))) {
			out = append(out, pr.PID)
		}
	}
	return out
}

func (p *mcpProc) awaitBrowser(t *testing.T) []int {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if pids := p.browserPIDs(t); len(pids) > 0 {
			return pids
		}
	}
	t.Fatal("no launched browser found")
	return nil
}

// launchFlags are the two ways the server launches a browser, and what each needs.
var launchFlags = []struct {
	flag string
	need func(t *testing.T)
}{
	{"--launch", func(t *testing.T) { needChromium(t) }},
	{"--launch-firefox", func(t *testing.T) { needFirefox(t) }},
}

// launched skips or fails a test without its browser and bounds it to d.
func launched(t *testing.T, need func(*testing.T), d time.Duration) context.Context {
	need(t)
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// startNotePage serves the note page until the test ends and returns its URL.
func startNotePage(t *testing.T) string {
	page, err := notepage.Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = page.Close() })
	return page.URL()
}

// TestKilledMCPServerLeavesNoBrowser SIGKILLs `browsergoal mcp --launch` and
// `--launch-firefox` (as a crashing host, an OOM kill or a supervisor's hard stop does):
// the browser it launched dies with it (its parent-death signal), helpers and all.
func TestKilledMCPServerLeavesNoBrowser(t *testing.T) {
	for _, l := range launchFlags {
		t.Run(l.flag, func(t *testing.T) {
			ctx := launched(t, l.need, 2*time.Minute)
			p := startMCP(t, ctx, l.flag, "--url", startNotePage(t))
			if res, _, text := p.call(t, ctx, "browser_observe", map[string]any{}); res.IsError {
				t.Fatalf("observe: %s", text)
			}
			pids := p.awaitBrowser(t)
			if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
				left := p.browserPIDs(t)
				if len(left) == 0 {
					break
				}
				if time.Now().After(deadline) {
					for _, pid := range left {
						_ = syscall.Kill(pid, syscall.SIGKILL)
					}
					t.Fatalf("browser processes left after the server's SIGKILL: %v (of %v)", left, pids)
				}
			}
		})
	}
}

// TestMCPLaunchedBrowserKilledIsRelaunched: the server's Chromium or Firefox is killed;
// the next call starts a fresh one and says so, and works.
func TestMCPLaunchedBrowserKilledIsRelaunched(t *testing.T) {
	for _, l := range launchFlags {
		t.Run(l.flag, func(t *testing.T) {
			ctx := launched(t, l.need, 3*time.Minute)
			p := startMCP(t, ctx, l.flag, "--url", startNotePage(t))
			if res, _, text := p.call(t, ctx, "browser_observe", map[string]any{}); res.IsError {
				t.Fatalf("observe: %s", text)
			}
			for _, pid := range p.awaitBrowser(t) {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
			for deadline := time.Now().Add(10 * time.Second); len(p.browserPIDs(t)) > 0 && time.Now().Before(deadline); {
				time.Sleep(50 * time.Millisecond)
			}
			time.Sleep(2 * time.Second) // the server's connection has read its end by now
			res, out, text := p.call(t, ctx, "browser_observe", map[string]any{})
			if res.IsError || !strings.Contains(text, "a fresh one was launched") {
				t.Fatalf("the call after the browser died: error=%v %v\n%s\n%s", res.IsError, out, text, p.stderr.String())
			}
			res, out, text = p.call(t, ctx, "browser_goal", map[string]any{"goal": `Type "again" into the note field and press the Preview note button`, "text_values": []string{"again"}})
			if res.IsError || out["status"] != string(fsm.StatusPossiblyDone) {
				t.Fatalf("goal on the fresh browser: %v\n%s", out, text)
			}
			if res, _, text := p.call(t, ctx, "browser_tabs", map[string]any{}); res.IsError {
				t.Fatalf("tabs: %s", text)
			}
		})
	}
}

// TestMCPAttachedBrowserLostIsReportedThenReattached: the DevTools endpoint goes away
// (a loopback proxy the test owns); every call reports browser_lost; once the endpoint
// answers again the server reattaches by itself and says so.
func TestMCPAttachedBrowserLostIsReportedThenReattached(t *testing.T) {
	ctx := launched(t, launchFlags[0].need, 3*time.Minute)
	proxy, via, err := tcpproxy.Via(startChromium(t, startNotePage(t)))
	if err != nil {
		t.Fatal(err)
	}
	defer proxy.Close()
	p := startMCP(t, ctx, "--cdp", via)
	p.awaitTitle(t, ctx, "Notes") // observing while the first load replaces the document can fail
	if res, _, text := p.call(t, ctx, "browser_observe", map[string]any{}); res.IsError {
		t.Fatalf("observe: %s", text)
	}
	proxy.Down()
	for _, tool := range []string{"browser_observe", "browser_tabs", "browser_goal"} {
		args := map[string]any{}
		if tool == "browser_goal" {
			args["goal"] = "Press the Preview note button"
		}
		var res *mcp.CallToolResult
		var out map[string]any
		var text string
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
			if res, out, text = p.call(t, ctx, tool, args); out["status"] == string(fsm.StatusBrowserLost) {
				break
			}
		}
		if !res.IsError || out["status"] != string(fsm.StatusBrowserLost) || !strings.Contains(text, "reattaches by itself") {
			t.Fatalf("%s with the endpoint gone: %v\n%s", tool, out, text)
		}
	}
	proxy.Up()
	time.Sleep(3 * reattachEvery) // the server reattaches by itself
	res, out, text := p.call(t, ctx, "browser_observe", map[string]any{})
	if res.IsError || !strings.Contains(text, "is restored") {
		t.Fatalf("observe after the endpoint came back: %v\n%s\n%s", out, text, p.stderr.String())
	}
}
