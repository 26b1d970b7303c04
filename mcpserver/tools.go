package mcpserver

import (
	"reflect"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/fsm"
)

// tools lists the server's tools: each with its input schema, annotations, handler,
// argument check and result type (its output schema).
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
		{&mcp.Tool{Name: "browser_tabs", Title: "List, open, select or close tabs", Description: tabsDescription(), InputSchema: tabsSchema(),
			Annotations: &mcp.ToolAnnotations{Title: "List, open, select or close tabs", DestructiveHint: &yes, OpenWorldHint: &yes}}, s.manageTabs,
			func(b []byte) error { _, err := decodeTabs(b); return err }, reflect.TypeFor[tabsOutput]()},
		{&mcp.Tool{Name: "browser_screenshot", Title: "Screenshot the tab's viewport", Description: screenshotDescription(), InputSchema: tabSchema(),
			Annotations: &mcp.ToolAnnotations{Title: "Screenshot the tab's viewport", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: &no}}, s.screenshot,
			func(b []byte) error { _, err := decodeTab(b); return err }, reflect.TypeFor[screenshotOutput]()},
	}
}
