// Package mcpserver is browsergoal as an MCP server: the computer MCP's goal executor.
// Its tools are browser_goal (one bounded goal, the preferred tool), browser_step (one
// deliberate click, fill or select), browser_navigate and browser_back (the ordinary
// navigation a standalone server must offer), browser_observe (the compact observation),
// browser_tabs (list, open, select and close page tabs) and browser_screenshot (the
// viewport as a PNG, for the caller only). Every tool goes through the same
// engine pieces as a goal: the host's enablement and permission (fsm.Host), the tab's
// focus, the compatibility of operations with the observation and the caller's exact
// values, the recheck before dispatch, and the never-replay ledger.
//
// The server is built on github.com/modelcontextprotocol/go-sdk and is transport
// agnostic; `browsergoal mcp` runs it over stdio.
package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// PageInfo is one page tab of the attached browser.
type PageInfo = fsm.PageInfo

// Browser is the attached browser: its page tabs, and a binding to one of them.
type Browser interface {
	// Pages lists the page tabs.
	Pages(ctx context.Context) ([]PageInfo, error)
	// Tab binds to the page tab with the given id. The server binds each tab once and
	// keeps the binding (element ids belong to it).
	Tab(ctx context.Context, id string) (fsm.Browser, error)
}

// DeciderFunc gives the decider for one goal; it is called per goal, so a key saved or
// removed while the server runs is used by the next goal.
type DeciderFunc func(ctx context.Context) (fsm.Decider, error)

// Options configure a Server.
type Options struct {
	// Version is reported in initialize.
	Version string
	// Browser is the attached browser. Required.
	Browser Browser
	// DefaultTab is the tab used when a call names none (the tab the server opened with
	// --launch); empty means "the only page tab, else the caller must name one".
	DefaultTab string
	// Host answers enablement and permission before every observation and dispatch.
	// Required: a server never runs without the host's rules.
	Host fsm.Host
	// Decider gives browser_goal's decider. Required.
	Decider DeciderFunc
	// Secrets returns the API keys configured now (environment and saved); an argument
	// that holds one is refused. Nil means none.
	Secrets func(ctx context.Context) []string
	// Clock tells the time; nil is the system clock.
	Clock fsm.Clock
	// Logger receives one line per tool call; the zero value logs nothing.
	Logger zerolog.Logger
}

// Server is the MCP server. Create it with New; it is safe for concurrent calls (one
// call at a time per tab).
type Server struct {
	opts  Options
	srv   *mcp.Server
	table *fsm.Table

	defs []toolDef

	mu       sync.Mutex
	tabs     map[string]*tabState
	notices  []string // what the browser's recovery did, for the current call's result
	selected string   // the tab browser_tabs opened or selected last, if any
}

// tabState is one bound tab: its call queue, its binding, the latest observation a step
// may refer to, the never-replay identities of the steps dispatched since that tab was
// last deliberately observed (those three only touched by the call holding the tab),
// and the last goal or step run on it.
type tabState struct {
	queue      tabQueue
	b          fsm.Browser
	obs        *fsm.Observation
	dispatched []string

	mu      sync.Mutex
	last    *Outcome
	pending bool // last was cancelled by the client and not yet reported on the tab
}

// New builds the server and registers its four tools.
func New(opts Options) (*Server, error) {
	switch {
	case opts.Browser == nil:
		return nil, errors.New("mcpserver: Options.Browser is required")
	case opts.Host == nil:
		return nil, errors.New("mcpserver: Options.Host is required")
	case opts.Decider == nil:
		return nil, errors.New("mcpserver: Options.Decider is required")
	}
	if opts.Clock == nil {
		opts.Clock = fsm.SystemClock{}
	}
	if opts.Version == "" {
		opts.Version = "dev"
	}
	table, err := transitions.Build()
	if err != nil {
		return nil, fmt.Errorf("mcpserver: invalid transition table: %w", err)
	}
	s := &Server{opts: opts, table: table, tabs: map[string]*tabState{}}
	s.srv = mcp.NewServer(&mcp.Implementation{Name: "browsergoal", Title: "browsergoal: bounded browser goals", Version: opts.Version},
		&mcp.ServerOptions{Instructions: instructions()})
	for _, t := range s.tools() {
		out, err := outputSchema(t.output)
		if err != nil {
			return nil, err
		}
		t.tool.OutputSchema = out
		s.defs = append(s.defs, t)
		resolved, err := t.tool.InputSchema.(*jsonschema.Schema).Resolve(nil)
		if err != nil {
			return nil, fmt.Errorf("mcpserver: %s's input schema: %w", t.tool.Name, err)
		}
		s.srv.AddTool(t.tool, s.guard(t, resolved))
	}
	return s, nil
}

// MCP returns the SDK server, to connect it to a transport.
func (s *Server) MCP() *mcp.Server { return s.srv }

// Run serves one session on the transport until the client disconnects or ctx ends.
// The transport is wrapped so that a cancelled request gets no response (see Connect).
func (s *Server) Run(ctx context.Context, t mcp.Transport) error {
	return s.srv.Run(ctx, cancelTransport{t})
}

// Connect serves one session on the transport. A request the client cancels
// (notifications/cancelled) gets no response: its result goes out as a log
// notification instead, with the executed trace of a cancelled goal or step.
func (s *Server) Connect(ctx context.Context, t mcp.Transport) (*mcp.ServerSession, error) {
	return s.srv.Connect(ctx, cancelTransport{t}, nil)
}

// toolHandler handles one tool call on already screened raw arguments.
// It returns the result and, when one was reached, its status (for the log line).
type toolHandler func(ctx context.Context, req *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status)

// toolDef is one tool: its definition, its handler, check, the handler's own argument
// decoding (errors name the field), used to explain a schema refusal, and output, the
// Go type of its structured content (its output schema is generated from it).
type toolDef struct {
	tool    *mcp.Tool
	handler toolHandler
	check   func(args []byte) error
	output  reflect.Type
}

// guard screens every call's arguments for API keys, then validates them against the
// tool's published JSON schema, before the tool sees them, and logs the call's outcome
// (never its arguments).
func (s *Server) guard(t toolDef, schema *jsonschema.Resolved) mcp.ToolHandler {
	name, h := t.tool.Name, t.handler
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := []byte(req.Params.Arguments)
		if len(strings.TrimSpace(string(args))) == 0 {
			args = []byte("{}")
		}
		var (
			res    *mcp.CallToolResult
			status fsm.Status
		)
		if err := s.refuseSecrets(ctx, args); err != nil {
			res = errorResult(err)
		} else if err := validate(schema, args, t.check); err != nil {
			res = errorResult(err)
		} else {
			res, status = h(ctx, req, args)
		}
		s.withNotices(res)
		ev := s.opts.Logger.Info().Str("tool", name).Bool("is_error", res.IsError)
		if status != "" {
			ev = ev.Str("status", string(status))
		}
		ev.Msg("tool call")
		return res, nil
	}
}

// tab resolves a call's tab: the named one, or the default, or the only page tab.
func (s *Server) tab(ctx context.Context, id string) (*tabState, string, error) {
	if err := s.recover(ctx); err != nil {
		return nil, "", err
	}
	if id == "" {
		id = s.defaultTab()
	}
	if id != "" { // a bound tab needs no lookup; a closed one fails its focus check
		s.mu.Lock()
		ts := s.boundLocked(id)
		s.mu.Unlock()
		if ts != nil {
			return ts, id, nil
		}
	}
	pages, err := s.opts.Browser.Pages(ctx)
	if err != nil {
		return nil, "", fmt.Errorf("listing the browser's tabs: %w", err)
	}
	if id == "" {
		if len(pages) != 1 {
			return nil, "", fmt.Errorf("tab: the browser has %d page tabs; name one in \"tab\" (browser_tabs lists their ids)", len(pages))
		}
		id = pages[0].ID
	}
	found := false
	for _, p := range pages {
		found = found || p.ID == id
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !found {
		delete(s.tabs, id)
		if s.selected == id { // the next call that names no tab falls back
			s.selected = ""
			return nil, "", fmt.Errorf("tab: the selected tab %q is gone; name a tab, or select one with browser_tabs", id)
		}
		return nil, "", fmt.Errorf("tab: the browser has no page tab %q; browser_tabs lists the ids", id)
	}
	if ts := s.boundLocked(id); ts != nil {
		return ts, id, nil
	}
	b, err := s.opts.Browser.Tab(ctx, id)
	if err != nil {
		return nil, "", fmt.Errorf("tab %q: %w", id, err)
	}
	ts := &tabState{b: b}
	s.tabs[id] = ts
	return ts, id, nil
}

// boundLocked is the tab's binding, if it has a usable one (s.mu held). A binding whose
// browser, connection or tab is gone for good (a browser relaunched or reattached since,
// a crashed tab) is dropped, so the tab is bound again in the current browser; one with
// a call in its queue is kept, and that call ends with the fault.
func (s *Server) boundLocked(id string) *tabState {
	ts, ok := s.tabs[id]
	if !ok {
		return nil
	}
	if faulted(ts) && ts.queue.tryAcquire() {
		delete(s.tabs, id)
		ts.queue.release()
		return nil
	}
	return ts
}

// lockTab resolves the call's tab and waits for it in the tab's queue (in order,
// bounded, cancellable while waiting); unlock releases it.
func (s *Server) lockTab(ctx context.Context, id string) (ts *tabState, tabID string, unlock func(), err error) {
	ts, tabID, err = s.tab(ctx, id)
	if err != nil {
		return nil, "", nil, err
	}
	release, _, err := ts.queue.acquire(ctx, tabID, false)
	if err != nil {
		return nil, "", nil, err
	}
	return ts, tabID, release, nil
}
