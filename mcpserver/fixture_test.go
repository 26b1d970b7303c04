package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/mcptest"
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

// OpenTab, SelectTab and CloseTab make the fixture's browser a mcpserver.TabManager.
func (b *browser) OpenTab(ctx context.Context, url string) (string, error) {
	t, err := session.OpenTab(ctx, url)
	if err != nil {
		return "", err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tabs[t.ID()] = t
	return t.ID(), nil
}

func (b *browser) SelectTab(ctx context.Context, id string) error {
	return session.ActivateTab(ctx, id)
}

func (b *browser) CloseTab(ctx context.Context, id string) error {
	b.mu.Lock()
	delete(b.tabs, id)
	b.mu.Unlock()
	return session.CloseTab(ctx, id)
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

	mu      sync.Mutex
	schemas map[string]*jsonschema.Resolved
	// wire records the messages the client sent and received; logs the log
	// notifications' data.
	wire *mcptest.Wire
	logs chan json.RawMessage
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
	f := &fixture{t: t, tab: tab.ID(), cfg: filepath.Join(t.TempDir(), "config.json"), log: &syncBuffer{}, progress: make(chan string, 256),
		logs: make(chan json.RawMessage, 64)}
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
	f.wire = &mcptest.Wire{Transport: ct}
	ss, err := srv.Connect(ctx, st)
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
		LoggingMessageHandler: func(_ context.Context, r *mcp.LoggingMessageRequest) {
			raw, _ := json.Marshal(r.Params.Data)
			select {
			case f.logs <- raw:
			default:
			}
		},
	})
	f.cs, err = client.Connect(ctx, f.wire, nil)
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

// call calls a tool and decodes its result. Every result must hold its JSON in its one
// text block; structured content, when present, must be the same JSON and valid
// against the tool's published output schema (as clients that validate require).
func (f *fixture) call(ctx context.Context, name string, args map[string]any, progress bool) (*mcp.CallToolResult, map[string]any, error) {
	p := &mcp.CallToolParams{Name: name, Arguments: args}
	if progress {
		p.Meta = mcp.Meta{"progressToken": "p1"}
	}
	res, err := f.cs.CallTool(ctx, p)
	if err != nil {
		return nil, nil, err
	}
	f.checkResult(ctx, name, res)
	var out map[string]any
	if err := json.Unmarshal([]byte(text(res)), &out); err != nil {
		f.t.Errorf("%s: the text block is not the result's JSON: %v: %q", name, err, text(res))
	}
	return res, out, nil
}

// checkResult validates a result's structured content against the tool's output
// schema and compares it with the text block's JSON.
func (f *fixture) checkResult(ctx context.Context, name string, res *mcp.CallToolResult) {
	if _, ok := res.Content[0].(*mcp.TextContent); !ok {
		f.t.Errorf("%s: the first content block is not the JSON text block", name)
	}
	for _, c := range res.Content[1:] { // only browser_screenshot adds its image
		if _, ok := c.(*mcp.ImageContent); !ok || name != "browser_screenshot" {
			f.t.Errorf("%s: %d content blocks, want the one JSON text block (and a screenshot's image)", name, len(res.Content))
		}
	}
	if res.StructuredContent == nil {
		if !res.IsError {
			f.t.Errorf("%s: a result without structured content", name)
		}
		return
	}
	schema := f.outputSchema(ctx, name)
	raw, _ := json.Marshal(res.StructuredContent)
	var v any
	_ = json.Unmarshal(raw, &v)
	if err := schema.Validate(v); err != nil {
		f.t.Errorf("%s: structured content does not fit the output schema: %v", name, err)
	}
	var fromText any
	if err := json.Unmarshal([]byte(text(res)), &fromText); err != nil || !reflect.DeepEqual(fromText, v) {
		f.t.Errorf("%s: the text block is not the structured content's JSON (%v)", name, err)
	}
}

// outputSchema is the tool's published output schema, resolved.
func (f *fixture) outputSchema(ctx context.Context, name string) *jsonschema.Resolved {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.schemas == nil {
		f.schemas = map[string]*jsonschema.Resolved{}
		list, err := f.cs.ListTools(ctx, nil)
		if err != nil {
			f.t.Fatal(err)
		}
		for _, tool := range list.Tools {
			raw, _ := json.Marshal(tool.OutputSchema)
			var s jsonschema.Schema
			if err := json.Unmarshal(raw, &s); err != nil {
				f.t.Fatalf("%s: output schema %s: %v", tool.Name, raw, err)
			}
			r, err := s.Resolve(nil)
			if err != nil {
				f.t.Fatalf("%s: output schema does not resolve: %v", tool.Name, err)
			}
			f.schemas[tool.Name] = r
		}
	}
	r, ok := f.schemas[name]
	if !ok {
		f.t.Fatalf("%s publishes no output schema", name)
	}
	return r
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
