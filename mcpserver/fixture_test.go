package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/notepage"
	"github.com/browsergoal/browsergoal/mcpserver"
)

// One headless Chromium and one note page serve every test of the package.
var (
	session *rod.Session
	page    *notepage.Page
)

func TestMain(m *testing.M) {
	code := func() int {
		if _, err := rod.FindChromium(""); err != nil {
			if os.Getenv("CI") != "" {
				fmt.Fprintln(os.Stderr, "CI needs Chromium:", err)
				return 1
			}
			fmt.Fprintln(os.Stderr, "skipping: no Chromium:", err)
			return 0
		}
		var err error
		if page, err = notepage.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer page.Close()
		if session, err = rod.Launch(context.Background(), rod.LaunchOptions{}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer session.Close()
		return m.Run()
	}()
	os.Exit(code)
}

// browser is the launched session as the server sees it; tabs the test opened keep
// their binding.
type browser struct {
	mu   sync.Mutex
	tabs map[string]*rod.Tab
}

func (b *browser) Pages(ctx context.Context) ([]mcpserver.PageInfo, error) {
	pages, err := session.Pages(ctx)
	var out []mcpserver.PageInfo
	for _, p := range pages {
		out = append(out, mcpserver.PageInfo{ID: p.ID, Title: p.Title, URL: p.URL})
	}
	return out, err
}

func (b *browser) Tab(ctx context.Context, id string) (fsm.Browser, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if t, ok := b.tabs[id]; ok {
		return t, nil
	}
	return session.Tab(ctx, id)
}

// syncBuffer is a log sink safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

const fakeKey = "ts_FAKE-MCP-KEY-0123456789abcdef"

// fixture is one connected client with its own tab and workspace config.
type fixture struct {
	t        testing.TB
	cs       *mcp.ClientSession
	tab      string
	cfg      string
	log      *syncBuffer
	progress chan string
}

const enabled = `{"agent":{"mcp":{"computer":{"enabled":true}},"experimental":{"options":{"computer-typesafe":{"enabled":true}}},"permissions":{"computer-use":"allow"}}}`

func newFixture(t testing.TB, cfg string) *fixture {
	t.Helper()
	return newFixtureWith(t, cfg, func(context.Context) (fsm.Decider, error) { return local.New(local.Options{}), nil })
}

func newFixtureWith(t testing.TB, cfg string, decider mcpserver.DeciderFunc) *fixture {
	t.Helper()
	ctx := context.Background()
	tab, err := session.NewTab(ctx, page.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tab.Close(context.Background()) })
	f := &fixture{t: t, tab: tab.ID(), cfg: filepath.Join(t.TempDir(), "config.json"), log: &syncBuffer{}, progress: make(chan string, 256)}
	f.writeConfig(cfg)
	srv, err := mcpserver.New(mcpserver.Options{
		Browser: &browser{tabs: map[string]*rod.Tab{tab.ID(): tab}},
		Host:    &config.Host{Paths: config.Paths{Workspace: f.cfg}},
		Decider: decider,
		Secrets: func(context.Context) []string { return []string{fakeKey} },
		Logger:  zerolog.New(f.log).Level(zerolog.DebugLevel),
	})
	if err != nil {
		t.Fatal(err)
	}
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.MCP().Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, &mcp.ClientOptions{
		ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
			select {
			case f.progress <- r.Params.Message:
			default:
			}
		},
	})
	f.cs, err = client.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.cs.Close(); ss.Wait() })
	return f
}

func (f *fixture) writeConfig(body string) {
	f.t.Helper()
	if err := os.WriteFile(f.cfg, []byte(body), 0o600); err != nil {
		f.t.Fatal(err)
	}
}

// call calls a tool and decodes its structured content.
func (f *fixture) call(ctx context.Context, name string, args map[string]any, progress bool) (*mcp.CallToolResult, map[string]any, error) {
	p := &mcp.CallToolParams{Name: name, Arguments: args}
	if progress {
		p.Meta = mcp.Meta{"progressToken": "p1"}
	}
	res, err := f.cs.CallTool(ctx, p)
	if err != nil {
		return nil, nil, err
	}
	var out map[string]any
	raw, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(raw, &out)
	return res, out, nil
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func goalArgs(f *fixture, value string) map[string]any {
	return map[string]any{
		"tab":         f.tab,
		"goal":        fmt.Sprintf("Type %q into the note field and press the Preview note button", value),
		"text_values": []string{value}, "max_steps": 4,
	}
}

// findElement returns the id of the observed element whose name holds name.
func findElement(t *testing.T, out map[string]any, name string) string {
	t.Helper()
	obs, _ := out["observation"].(map[string]any)
	els, _ := obs["elements"].([]any)
	for _, e := range els {
		m, _ := e.(map[string]any)
		if n, _ := m["name"].(string); strings.Contains(n, name) {
			return m["id"].(string)
		}
	}
	t.Fatalf("no element named %q in %v", name, out)
	return ""
}

// midGoal runs the note goal and calls act once its fill has typed the value, while the
// page keeps the goal waiting for it to settle (no action in flight).
func midGoal(f *fixture, ctx context.Context, value string, act func()) (*mcp.CallToolResult, map[string]any, error) {
	wait := page.AfterTyping(value, act)
	res, out, err := f.call(ctx, "browser_goal", goalArgs(f, value), true)
	wait()
	return res, out, err
}

func waitLog(t *testing.T, log *syncBuffer, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(log.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("the log never said %s:\n%s", want, log.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// drain collects the progress messages until none arrives for 200 ms.
func drain(c chan string) []string {
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

// TestKeyNeverLeaksFromAJevGoal: a goal with the TypeSafe client whose service (on
// loopback) refuses the key and echoes it back ends as auth_failed, and the key is in
// neither the result nor the debug log.
