package mcpserver

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/fsm"
)

// browser_navigate and browser_back are the host's normal navigation tools for a
// standalone server: each is a caller's single step of the transition table (a fresh
// observation, then Rechecking, Dispatching and the observation of the page after it),
// gated like the other ordinary tools (the computer tools' enablement and the session's
// permission, not the TypeSafe mode).

// navigateArgs are browser_navigate's arguments.
type navigateArgs struct {
	tabArgs
	URL string `json:"url"`
}

// decodeNavigate decodes and checks browser_navigate's arguments: url is one absolute
// http(s) URL, checked exactly as a goal's navigate_urls.
func decodeNavigate(b []byte) (navigateArgs, error) {
	var a navigateArgs
	if err := fsm.DecodeStrict(b, &a, "target, tab, url"); err != nil {
		return a, err
	}
	if err := a.validate(); err != nil {
		return a, err
	}
	if a.URL == "" {
		return a, &fsm.ValidationError{Field: "url", Problem: "is required: one absolute http(s) URL"}
	}
	return a, checkURL(a.URL)
}

// checkURL checks a "url" argument exactly as a goal's navigate_urls: one absolute
// http(s) URL, never javascript:, data: or file:.
func checkURL(u string) error {
	if err := (fsm.Request{Goal: "-", NavigateURLs: []string{u}}).Validate(); err != nil {
		var ve *fsm.ValidationError
		if errors.As(err, &ve) {
			ve.Field = "url"
		}
		return err
	}
	return nil
}

// navigate is browser_navigate.
func (s *Server) navigate(ctx context.Context, req *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status) {
	a, err := decodeNavigate(args)
	if err != nil {
		return errorResult(err), ""
	}
	return s.pageStep(ctx, req, "browser_navigate", a.tabArgs, fsm.Request{NavigateURLs: []string{a.URL}}, fsm.Operation{Action: fsm.ActNavigate, Value: a.URL})
}

// back is browser_back.
func (s *Server) back(ctx context.Context, req *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status) {
	a, err := decodeTab(args)
	if err != nil {
		return errorResult(err), ""
	}
	return s.pageStep(ctx, req, "browser_back", a, fsm.Request{AllowBack: true}, fsm.Operation{Action: fsm.ActBack})
}

// pageStep observes the tab afresh and runs one page-level operation on it as a
// caller's step. The call is deliberate, so the tab's step ledger starts afresh.
func (s *Server) pageStep(ctx context.Context, req *mcp.CallToolRequest, tool string, a tabArgs, greq fsm.Request, op fsm.Operation) (*mcp.CallToolResult, fsm.Status) {
	if r, st := s.hostRefusal(ctx, a, false); r != nil {
		return r, st
	}
	ts, id, unlock, err := s.lockTab(ctx, a.Tab)
	if err != nil {
		return errorResult(err), ""
	}
	defer unlock()
	octx, cancel := context.WithTimeout(ctx, stepTimeoutMS*1e6)
	obs, st, msg := s.observeTab(octx, ts, a)
	cancel()
	if obs == nil {
		return refusal(st, msg), st
	}
	if op.Action == fsm.ActBack && obs.HistoryLength <= 1 {
		return errorResult(&fsm.ValidationError{Field: "tab", Problem: "has no earlier page in its history to go back to"}), ""
	}
	if op.Action == fsm.ActNavigate && strings.EqualFold(op.Value, obs.URL) {
		return errorResult(&fsm.ValidationError{Field: "url", Problem: "is the page the tab already shows; observe it instead"}), ""
	}
	ts.dispatched = nil
	return s.runStep(ctx, req, tool, ts, id, a, greq, op, *obs)
}

func navigateDescription() string {
	return "Navigate the tab to one absolute http(s) URL (never javascript:, data: or file:; checked exactly as browser_goal's navigate_urls). The tab is observed first, the navigation rechecked (permission, focus, freshness) and dispatched once, and the result carries the observation of the page it reached (its element ids are what browser_step takes). Needs the computer tools and the session's permission, not the TypeSafe mode."
}

func backDescription() string {
	return "Go one page back in the tab's history. The tab is observed first, the step rechecked and dispatched once, and the result carries the observation of the page it reached. Needs the computer tools and the session's permission, not the TypeSafe mode."
}
