package mcpserver

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/fsm"
)

// Recoverer is implemented by a Browser that can start a fresh browser, or reattach to
// its browser, after the one it drove was lost (killed, crashed, its connection cut).
// The server asks it before resolving each call's tab and before listing the tabs.
type Recoverer interface {
	// Recover restores the browser if it was lost. notice, when not empty, says what it
	// did (a fresh browser launched, the attachment restored) and goes into that call's
	// result. An error (a *fsm.BrowserError, browser_lost) means the browser is still
	// gone: the call reports it and nothing is done.
	Recover(ctx context.Context) (notice string, err error)
	// DefaultTab is the tab used when a call names none (the tab a launched browser
	// opened: a fresh browser has a new one); empty means "the only page tab".
	DefaultTab() string
}

// recover asks a Recoverer browser to restore itself; its notice is kept for the call's
// result.
func (s *Server) recover(ctx context.Context) error {
	r, ok := s.opts.Browser.(Recoverer)
	if !ok {
		return nil
	}
	notice, err := r.Recover(ctx)
	if notice != "" { // a fresh or reattached browser: the selection is gone
		s.mu.Lock()
		s.notices = append(s.notices, notice)
		s.selected = ""
		s.mu.Unlock()
	}
	return err
}

// defaultTab is the tab a call that names none uses: the one browser_tabs opened or
// selected last, else the browser's own default.
func (s *Server) defaultTab() string {
	s.mu.Lock()
	sel := s.selected
	s.mu.Unlock()
	if sel != "" {
		return sel
	}
	if r, ok := s.opts.Browser.(Recoverer); ok {
		return r.DefaultTab()
	}
	return s.opts.DefaultTab
}

// withNotices puts what the browser's recovery did before a result's text.
func (s *Server) withNotices(res *mcp.CallToolResult) {
	s.mu.Lock()
	notes := s.notices
	s.notices = nil
	s.mu.Unlock()
	if len(notes) == 0 || res == nil {
		return
	}
	text := &mcp.TextContent{Text: "Note: " + strings.Join(notes, "; ") + "."}
	res.Content = append([]mcp.Content{text}, res.Content...)
	if res.Meta == nil {
		res.Meta = mcp.Meta{}
	}
	res.Meta["browsergoal/recovered"] = strings.Join(notes, "; ")
}

// faulted reports whether a bound tab's browser, connection or tab is gone for good: its
// binding is dropped and the tab bound again (a reloaded tab, a fresh browser).
func faulted(ts *tabState) bool { return fsm.FaultOf(ts.b) != nil }
