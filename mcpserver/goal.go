package mcpserver

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
)

// goalOutput is browser_goal's structured content: the engine's result.
type goalOutput struct {
	fsm.Result
	// Tab is the tab the goal ran on.
	Tab string `json:"tab"`
	// Previous is the tab's last goal or step, when the client cancelled it and this is
	// the tab's first call since.
	Previous *Outcome `json:"previous,omitempty"`
}

// runGoal is browser_goal: the arguments are exactly fsm.Request, parsed by
// fsm.ParseRequest (errors name the field); the goal runs on the engine with the
// server's host, so enablement and permission are asked before every observation and
// dispatch. Cancelling the call (notifications/cancelled) cancels the goal; with a
// progress token, every transition is reported as a progress notification.
func (s *Server) runGoal(ctx context.Context, req *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status) {
	greq, err := fsm.ParseRequestBytes(args)
	if err != nil {
		return errorResult(err), ""
	}
	if r, st := s.hostRefusal(ctx, tabArgs{Target: greq.Target, Tab: greq.Tab}, true); r != nil {
		return r, st
	}
	ts, id, unlock, err := s.lockTab(ctx, greq.Tab)
	if err != nil {
		return errorResult(err), ""
	}
	defer unlock()
	dec, err := s.opts.Decider(ctx)
	if err != nil {
		return errorResult(fmt.Errorf("the decider could not be set up: %w", err)), ""
	}
	ex, err := browsergoal.New(s.engineConfig(ctx, req, s.opts.Host, dec))
	if err != nil {
		return errorResult(err), ""
	}
	prev := ts.previous()
	res, err := ex.Run(ctx, greq, ts.b)
	// The page may have changed: a step must be based on a new observation.
	ts.obs = nil
	if err != nil {
		return errorResult(err), ""
	}
	ts.setLast("browser_goal", res, ctx.Err() != nil)
	out := goalOutput{Result: res, Tab: id, Previous: prev}
	return okResult(out), res.Status
}

// engineConfig is the engine's configuration for one call: with a progress token, every
// transition is sent as a progress notification.
func (s *Server) engineConfig(ctx context.Context, req *mcp.CallToolRequest, host fsm.Host, dec fsm.Decider) browsergoal.Config {
	cfg := browsergoal.Config{Decider: dec, Host: host, Clock: s.opts.Clock, Logger: s.opts.Logger}
	if token := req.Params.GetProgressToken(); token != nil && req.Session != nil {
		n := 0
		cfg.OnTransition = func(t browsergoal.Transition) {
			n++
			_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{
				ProgressToken: token, Progress: float64(n), Message: t.Line(),
			})
		}
	}
	return cfg
}
