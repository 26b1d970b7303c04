package mcpserver

import (
	"context"
	"fmt"
	"reflect"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/fsm"
)

// tabsOutput is browser_tabs' structured content.
type tabsOutput struct {
	Tabs []tabEntry `json:"tabs"`
	// Default is the tab used when a call names none, if any.
	Default string `json:"default,omitempty"`
}

// tabEntry is one page tab with the last goal or step this server ran on it.
type tabEntry struct {
	PageInfo
	Last *Outcome `json:"last,omitempty"`
}

// listTabs is browser_tabs: the page tabs, after the host allowed computer use.
func (s *Server) listTabs(ctx context.Context, _ *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status) {
	a, err := decodeTabs(args)
	if err != nil {
		return errorResult(err), ""
	}
	if r, st := s.hostRefusal(ctx, a, false); r != nil {
		return r, st
	}
	if err := s.recover(ctx); err != nil {
		return errorResult(err), fsm.StatusBrowserLost
	}
	pages, err := s.opts.Browser.Pages(ctx)
	if err != nil {
		return errorResult(fmt.Errorf("listing the browser's tabs: %w", err)), ""
	}
	if pages == nil {
		pages = []PageInfo{}
	}
	out := tabsOutput{Tabs: []tabEntry{}, Default: s.defaultTab()}
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
	if out.Default == "" && len(pages) == 1 {
		out.Default = pages[0].ID
	}
	return okResult(out), ""
}

// decodeTabs decodes and checks browser_tabs' arguments.
func decodeTabs(b []byte) (tabArgs, error) {
	var a struct {
		Target string `json:"target"`
	}
	if err := fsm.DecodeStrict(b, &a, "target"); err != nil {
		return tabArgs{}, err
	}
	t := tabArgs{Target: a.Target}
	return t, t.validate()
}

func (s *Server) tools() []toolDef {
	yes, no := true, false
	return []toolDef{
		{&mcp.Tool{Name: "browser_goal", Title: "Run a bounded browser goal", Description: goalDescription(), InputSchema: goalSchema(),
			Annotations: &mcp.ToolAnnotations{Title: "Run a bounded browser goal", DestructiveHint: &yes, OpenWorldHint: &yes}}, s.runGoal,
			func(b []byte) error { _, err := fsm.ParseRequestBytes(b); return err }, reflect.TypeFor[goalOutput]()},
		{&mcp.Tool{Name: "browser_step", Title: "One click, fill or select", Description: stepDescription(), InputSchema: stepSchema(),
			Annotations: &mcp.ToolAnnotations{Title: "One click, fill or select", DestructiveHint: &yes, OpenWorldHint: &yes}}, s.step,
			func(b []byte) error { _, _, _, err := decodeStep(b); return err }, reflect.TypeFor[stepOutput]()},
		{&mcp.Tool{Name: "browser_navigate", Title: "Navigate the tab", Description: navigateDescription(), InputSchema: navigateSchema(),
			Annotations: &mcp.ToolAnnotations{Title: "Navigate the tab", DestructiveHint: &no, OpenWorldHint: &yes}}, s.navigate,
			func(b []byte) error { _, err := decodeNavigate(b); return err }, reflect.TypeFor[stepOutput]()},
		{&mcp.Tool{Name: "browser_back", Title: "Go back in the tab", Description: backDescription(), InputSchema: tabSchema(),
			Annotations: &mcp.ToolAnnotations{Title: "Go back in the tab", DestructiveHint: &no, OpenWorldHint: &yes}}, s.back,
			func(b []byte) error { _, err := decodeTab(b); return err }, reflect.TypeFor[stepOutput]()},
		{&mcp.Tool{Name: "browser_observe", Title: "Observe the tab", Description: observeDescription(), InputSchema: tabSchema(),
			Annotations: &mcp.ToolAnnotations{Title: "Observe the tab", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: &no}}, s.observe,
			func(b []byte) error { _, err := decodeTab(b); return err }, reflect.TypeFor[observeOutput]()},
		{&mcp.Tool{Name: "browser_tabs", Title: "List the browser's tabs", Description: tabsDescription(), InputSchema: tabsSchema(),
			Annotations: &mcp.ToolAnnotations{Title: "List the browser's tabs", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: &no}}, s.listTabs,
			func(b []byte) error { _, err := decodeTabs(b); return err }, reflect.TypeFor[tabsOutput]()},
	}
}
