// Package mcptest holds test helpers for MCP clients: a transport that records the
// messages a client sends and receives.
package mcptest

import (
	"context"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Wire is a client transport that records every message it carries.
type Wire struct {
	mcp.Transport
	mu       sync.Mutex
	sent     []jsonrpc.Message
	received []jsonrpc.Message
}

func (w *Wire) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := w.Transport.Connect(ctx)
	return &wireConn{Connection: c, w: w}, err
}

type wireConn struct {
	mcp.Connection
	w *Wire
}

func (c *wireConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	m, err := c.Connection.Read(ctx)
	if err == nil {
		c.w.mu.Lock()
		c.w.received = append(c.w.received, m)
		c.w.mu.Unlock()
	}
	return m, err
}

func (c *wireConn) Write(ctx context.Context, m jsonrpc.Message) error {
	c.w.mu.Lock()
	c.w.sent = append(c.w.sent, m)
	c.w.mu.Unlock()
	return c.Connection.Write(ctx, m)
}

// Calls returns the ids of the tools/call requests the client sent.
func (w *Wire) Calls() []jsonrpc.ID {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []jsonrpc.ID
	for _, m := range w.sent {
		if r, ok := m.(*jsonrpc.Request); ok && r.Method == "tools/call" {
			out = append(out, r.ID)
		}
	}
	return out
}

// Answered reports whether a response to id was received.
func (w *Wire) Answered(id jsonrpc.ID) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, m := range w.received {
		if r, ok := m.(*jsonrpc.Response); ok && r.ID == id {
			return true
		}
	}
	return false
}
