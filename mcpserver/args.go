package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/fsm"
)

// ErrKeyInArguments is wrapped by the error for tool arguments that hold an API key.
var ErrKeyInArguments = errors.New("API keys are never accepted in tool arguments; set TYPESAFE_API_KEY in the server's environment or run `browsergoal key set`")

// refuseSecrets refuses arguments with a credential-named field or a string that holds
// a configured API key. The error names the field, never the value.
func (s *Server) refuseSecrets(ctx context.Context, raw []byte) error {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return nil // the tool's own decoder names the problem
	}
	var secrets []string
	if s.opts.Secrets != nil {
		for _, k := range s.opts.Secrets(ctx) {
			if k != "" {
				secrets = append(secrets, k)
			}
		}
	}
	if where := findSecret(v, secrets); where != "" {
		return &fsm.ValidationError{Field: where, Problem: "refused: " + ErrKeyInArguments.Error(), Err: ErrKeyInArguments}
	}
	return nil
}

// findSecret returns the path of a credential-named field or of a string holding one of
// the secrets, or "".
func findSecret(v any, secrets []string) string {
	if s, ok := v.(string); ok && holds(s, secrets) {
		return "arguments"
	}
	return config.Find(v, func(_, key string, val any) bool {
		s, _ := val.(string)
		return (key != "" && config.IsCredentialName(key)) || holds(s, secrets)
	})
}

func holds(s string, secrets []string) bool {
	for _, k := range secrets {
		if s != "" && strings.Contains(s, k) {
			return true
		}
	}
	return false
}

// errorOutput is the structured content of a tool error.
type errorOutput struct {
	Error string `json:"error"`
	// Field names the argument at fault, for invalid arguments.
	Field string `json:"field,omitempty"`
	// Status is the terminal status of a refusal (mode_disabled, permission_revoked, …).
	Status fsm.Status `json:"status,omitempty"`
	Advice string     `json:"advice,omitempty"`
}

// errorResult is a tool error: the model sees it and can correct its call.
func errorResult(err error) *mcp.CallToolResult {
	out := errorOutput{Error: err.Error()}
	var ve *fsm.ValidationError
	if errors.As(err, &ve) {
		out.Field = ve.Field
		out.Error = "invalid arguments: " + ve.Field + " " + ve.Problem
	}
	if be, ok := fsm.AsBrowserError(err); ok { // the browser is gone: say which way
		out.Status, out.Advice = be.Class, be.Class.Advice()
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: jsonText(out)}}}
}

// refusal is a tool error with a terminal status: nothing was done.
func refusal(st fsm.Status, msg string) *mcp.CallToolResult {
	out := errorOutput{Error: msg, Status: st, Advice: st.Advice()}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: jsonText(out)}}}
}

// tabArgs are the window and tab every tool takes.
type tabArgs struct {
	Target string `json:"target"`
	Tab    string `json:"tab"`
}

func (a tabArgs) validate() error {
	return fsm.Request{Target: a.Target, Tab: a.Tab, Goal: "-"}.Validate()
}

// hostRefusal asks the host before a call that reads or changes a page; typeSafe says
// whether the TypeSafe mode must be enabled too (browser_goal only).
func (s *Server) hostRefusal(ctx context.Context, a tabArgs, typeSafe bool) (*mcp.CallToolResult, fsm.Status) {
	msg, st := s.hostProblem(ctx, a, typeSafe)
	if st == "" {
		return nil, ""
	}
	return refusal(st, msg), st
}

// hostProblem is why the host refuses a call now, or "".
func (s *Server) hostProblem(ctx context.Context, a tabArgs, typeSafe bool) (string, fsm.Status) {
	st, err := s.opts.Host.State(ctx, a.Target, a.Tab)
	switch {
	case err != nil:
		return "could not confirm the session's computer-use permission: " + err.Error(), fsm.StatusPermissionRevoked
	case !st.ComputerEnabled:
		return config.MsgComputerDisabled, fsm.StatusModeDisabled
	case !st.Permitted:
		return config.MsgNoPermission, fsm.StatusPermissionRevoked
	case typeSafe && !st.TypeSafeEnabled:
		return config.MsgTypeSafeDisabled, fsm.StatusModeDisabled
	}
	return "", ""
}

// stepHost is the host as the single-step tools see it: the TypeSafe mode governs only
// goal delegation, so it is reported enabled; the computer tools' enablement and the
// session's permission are the host's own answers.
type stepHost struct{ fsm.Host }

func (h stepHost) State(ctx context.Context, target, tab string) (fsm.HostState, error) {
	st, err := h.Host.State(ctx, target, tab)
	st.TypeSafeEnabled = true
	return st, err
}
