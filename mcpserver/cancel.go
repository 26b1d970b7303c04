package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Cancellation by the MCP specification: after a client's notifications/cancelled for a
// request, the server sends no response to it. The SDK's JSON-RPC layer answers every
// request it handled, so the server's transport is wrapped (cancelTransport): it notes
// each cancelled request id as the notification comes in, and when the handler's
// response for one of them goes out, it sends, instead of the response, a log
// notification (notifications/message, level warning, logger "browsergoal") that
// carries the call's result: for a cancelled goal or step, its status and the executed
// trace, so the client learns whether an action went out before the cancel. The log
// notification is sent unless the client asked for a level above warning.

// maxCancelled bounds the cancelled ids kept while their responses are awaited.
const maxCancelled = 1024

// logger names browsergoal's log notifications.
const logger = "browsergoal"

// cancelTransport wraps a server transport with the cancellation filter.
type cancelTransport struct{ mcp.Transport }

// Connect connects the wrapped transport and filters its connection.
func (t cancelTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &cancelConn{Connection: c, cancelled: map[string]bool{}}, nil
}

// cancelConn is one filtered connection.
type cancelConn struct {
	mcp.Connection

	mu        sync.Mutex
	cancelled map[string]bool
	order     []string
	level     mcp.LoggingLevel
}

// Read notes cancelled request ids and the client's log level before the SDK sees them.
func (c *cancelConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if req, ok := msg.(*jsonrpc.Request); ok && err == nil {
		switch req.Method {
		case "notifications/cancelled":
			var p struct {
				RequestID any `json:"requestId"`
			}
			if json.Unmarshal(req.Params, &p) == nil && p.RequestID != nil {
				if id, err := jsonrpc.MakeID(p.RequestID); err == nil {
					c.note(id)
				}
			}
		case "logging/setLevel":
			var p mcp.SetLoggingLevelParams
			if json.Unmarshal(req.Params, &p) == nil {
				c.mu.Lock()
				c.level = p.Level
				c.mu.Unlock()
			}
		}
	}
	return msg, err
}

func key(id jsonrpc.ID) string { return fmt.Sprintf("%T:%v", id.Raw(), id.Raw()) }

func (c *cancelConn) note(id jsonrpc.ID) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := key(id)
	if c.cancelled[k] {
		return
	}
	if len(c.order) >= maxCancelled {
		delete(c.cancelled, c.order[0])
		c.order = c.order[1:]
	}
	c.cancelled[k] = true
	c.order = append(c.order, k)
}

// take reports whether id was cancelled, and forgets it.
func (c *cancelConn) take(id jsonrpc.ID) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := key(id)
	if !c.cancelled[k] {
		return false
	}
	delete(c.cancelled, k)
	for i, o := range c.order {
		if o == k {
			c.order = append(c.order[:i], c.order[i+1:]...)
			break
		}
	}
	return true
}

// Write drops the response to a cancelled request and sends its result as a log
// notification instead.
func (c *cancelConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	resp, ok := msg.(*jsonrpc.Response)
	if !ok || !resp.ID.IsValid() || !c.take(resp.ID) {
		return c.Connection.Write(ctx, msg)
	}
	if !c.logs(mcp.LoggingLevel("warning")) {
		return nil
	}
	data := map[string]any{"cancelled_request": resp.ID.Raw(), "message": "the request was cancelled; no response is sent for it. This is what it did before it stopped."}
	if resp.Result != nil {
		var r struct {
			StructuredContent json.RawMessage `json:"structuredContent"`
			Content           []struct {
				Text string `json:"text"`
			} `json:"content"`
		}
		if json.Unmarshal(resp.Result, &r) == nil {
			switch {
			case len(r.StructuredContent) > 0:
				data["result"] = r.StructuredContent
			case len(r.Content) > 0 && json.Valid([]byte(r.Content[0].Text)):
				data["result"] = json.RawMessage(r.Content[0].Text)
			}
		}
	}
	params, err := json.Marshal(mcp.LoggingMessageParams{Level: "warning", Logger: logger, Data: data})
	if err != nil {
		return nil
	}
	return c.Connection.Write(ctx, &jsonrpc.Request{Method: "notifications/message", Params: params})
}

// logLevels orders the MCP log levels.
var logLevels = []mcp.LoggingLevel{"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"}

// logs reports whether a message at level goes out under the client's level (any,
// when the client set none).
func (c *cancelConn) logs(level mcp.LoggingLevel) bool {
	c.mu.Lock()
	set := c.level
	c.mu.Unlock()
	if set == "" {
		return true
	}
	rank := func(l mcp.LoggingLevel) int {
		for i, x := range logLevels {
			if x == l {
				return i
			}
		}
		return 0
	}
	return rank(level) >= rank(set)
}
