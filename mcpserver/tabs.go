package mcpserver

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/fsm"
)

// TabManager is implemented by a Browser that opens, brings to front and closes page
// tabs at the caller's request (browser_tabs open, select and close), as the host's
// normal computer tools would.
type TabManager interface {
	// OpenTab opens a new page tab in front at url (about:blank when empty) and
	// returns its id.
	OpenTab(ctx context.Context, url string) (string, error)
	// SelectTab brings the page tab with this id to front.
	SelectTab(ctx context.Context, id string) error
	// CloseTab closes the page tab with this id.
	CloseTab(ctx context.Context, id string) error
}

// browser_tabs' actions.
const (
	tabsList   = "list"
	tabsOpen   = "open"
	tabsSelect = "select"
	tabsClose  = "close"
)

// tabsArgs are browser_tabs' arguments.
type tabsArgs struct {
	Target string `json:"target"`
	Action string `json:"action"`
	URL    string `json:"url"`
	Tab    string `json:"tab"`
}

// tabsOutput is browser_tabs' structured content.
type tabsOutput struct {
	// Action is the action done: list, open, select or close.
	Action string `json:"action"`
	// Tab is the tab opened, selected or closed.
	Tab string `json:"tab,omitempty"`
	// Tabs are the usable page tabs after the action (never a crashed or closed one).
	Tabs []tabEntry `json:"tabs"`
	// Default is the tab used when a call names none, if any.
	Default string `json:"default,omitempty"`
}

// tabEntry is one page tab with the last goal or step this server ran on it.
type tabEntry struct {
	PageInfo
	Last *Outcome `json:"last,omitempty"`
}

// decodeTabs decodes and checks browser_tabs' arguments.
func decodeTabs(b []byte) (tabsArgs, error) {
	var a tabsArgs
	if err := fsm.DecodeStrict(b, &a, "target, action, url, tab"); err != nil {
		return a, err
	}
	if a.Action == "" {
		a.Action = tabsList
	}
	if err := (tabArgs{Target: a.Target, Tab: a.Tab}).validate(); err != nil {
		return a, err
	}
	switch a.Action {
	case tabsList, tabsOpen:
		if a.Tab != "" {
			return a, &fsm.ValidationError{Field: "tab", Problem: "goes only with action select or close"}
		}
	case tabsSelect, tabsClose:
		if a.Tab == "" {
			return a, &fsm.ValidationError{Field: "tab", Problem: "is required with action " + a.Action + ": a tab id from browser_tabs"}
		}
	default:
		return a, &fsm.ValidationError{Field: "action", Problem: "must be one of list, open, select, close"}
	}
	if a.URL == "" {
		return a, nil
	}
	if a.Action != tabsOpen {
		return a, &fsm.ValidationError{Field: "url", Problem: "goes only with action open"}
	}
	return a, checkURL(a.URL)
}

// manageTabs is browser_tabs: after the host allowed computer use (the TypeSafe mode is not
// needed), it lists the page tabs, or opens, selects or closes one and lists them after.
func (s *Server) manageTabs(ctx context.Context, _ *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status) {
	a, err := decodeTabs(args)
	if err != nil {
		return errorResult(err), ""
	}
	if r, st := s.hostRefusal(ctx, tabArgs{Target: a.Target, Tab: a.Tab}, false); r != nil {
		return r, st
	}
	if err := s.recover(ctx); err != nil {
		return errorResult(err), fsm.StatusBrowserLost
	}
	out := tabsOutput{Action: a.Action, Tabs: []tabEntry{}}
	if a.Action != tabsList {
		if out.Tab, err = s.tabAction(ctx, a); err != nil {
			return errorResult(err), statusOf(err)
		}
	}
	pages, err := s.opts.Browser.Pages(ctx)
	if err != nil {
		return errorResult(fmt.Errorf("listing the browser's tabs: %w", err)), statusOf(err)
	}
	for _, p := range pages {
		e := tabEntry{PageInfo: p}
		s.mu.Lock()
		ts := s.tabs[p.ID]
		s.mu.Unlock()
		if ts != nil {
			e.Last = ts.lastOutcome()
		}
		out.Tabs = append(out.Tabs, e)
	}
	out.Default = s.defaultTab()
	if out.Default == "" && len(pages) == 1 {
		out.Default = pages[0].ID
	}
	return okResult(out), ""
}

// statusOf is the browser fault an error carries, if any.
func statusOf(err error) fsm.Status {
	if be, ok := fsm.AsBrowserError(err); ok {
		return be.Class
	}
	return ""
}

// tabAction opens, selects or closes a tab and returns its id. An opened or selected tab
// is in front and becomes the default of calls that name no tab. A tab is closed after
// the calls running or waiting on it.
func (s *Server) tabAction(ctx context.Context, a tabsArgs) (string, error) {
	tm, ok := s.opts.Browser.(TabManager)
	if !ok {
		return "", errors.New("this browser connection cannot open, select or close tabs")
	}
	if a.Action == tabsOpen {
		id, err := tm.OpenTab(ctx, a.URL)
		if err != nil {
			return "", fmt.Errorf("open a tab: %w", err)
		}
		s.selectTab(id)
		return id, nil
	}
	if err := s.usable(ctx, a.Tab); err != nil {
		return "", err
	}
	if a.Action == tabsSelect {
		if err := tm.SelectTab(ctx, a.Tab); err != nil {
			return "", fmt.Errorf("select tab %q: %w", a.Tab, err)
		}
		s.selectTab(a.Tab)
		return a.Tab, nil
	}
	s.mu.Lock()
	ts := s.tabs[a.Tab]
	s.mu.Unlock()
	if ts != nil {
		release, _, err := ts.queue.acquire(ctx, a.Tab, false)
		if err != nil {
			return "", err
		}
		defer release()
	}
	if err := tm.CloseTab(ctx, a.Tab); err != nil {
		return "", fmt.Errorf("close tab %q: %w", a.Tab, err)
	}
	s.mu.Lock()
	if s.tabs[a.Tab] == ts {
		delete(s.tabs, a.Tab)
	}
	if s.selected == a.Tab {
		s.selected = ""
	}
	s.mu.Unlock()
	return a.Tab, nil
}

// usable checks that id is one of the browser's usable page tabs (the adapters never
// list a crashed or closed one).
func (s *Server) usable(ctx context.Context, id string) error {
	pages, err := s.opts.Browser.Pages(ctx)
	if err != nil {
		return fmt.Errorf("listing the browser's tabs: %w", err)
	}
	for _, p := range pages {
		if p.ID == id {
			return nil
		}
	}
	return &fsm.ValidationError{Field: "tab", Problem: "names no usable page tab (closed, crashed or unknown); browser_tabs lists the ids"}
}

// selectTab makes id the tab of calls that name none.
func (s *Server) selectTab(id string) {
	s.mu.Lock()
	s.selected = id
	s.mu.Unlock()
}
