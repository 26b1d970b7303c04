package bidi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// maxMessage bounds one incoming protocol message. An observation is a few hundred
// kilobytes at most; 64 MiB leaves room for any answer the adapter asks for.
const maxMessage = 64 << 20

// conn is one WebDriver BiDi websocket connection. Commands are correlated with their
// answers by id; events go to the handler given to dial, in order, on the read loop.
type conn struct {
	ws      *websocket.Conn
	onEvent func(method string, params json.RawMessage)
	next    atomic.Int64
	life    context.Context
	stop    context.CancelCauseFunc

	mu      sync.Mutex
	pending map[int64]chan reply
}

// reply is one command's answer, as it came off the wire.
type reply struct {
	result json.RawMessage
	err    *CommandError
}

// message is any message the remote end sends: a command's success or error, or an event.
type message struct {
	Type    string          `json:"type"`
	ID      *int64          `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

// dial opens the websocket and starts the read loop. The dial and handshake are bounded
// by ctx (and connectTimeout).
func dial(ctx context.Context, url string, onEvent func(string, json.RawMessage)) (*conn, error) {
	ctx, cancel := context.WithTimeout(ctx, connectTimeout)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", redactWS(url), err)
	}
	ws.SetReadLimit(maxMessage)
	life, stop := context.WithCancelCause(context.Background())
	c := &conn{ws: ws, onEvent: onEvent, life: life, stop: stop, pending: map[int64]chan reply{}}
	go c.read()
	return c, nil
}

// ErrDisconnected is the cause of calls cut short because the connection ended.
var ErrDisconnected = errors.New("the WebDriver BiDi connection ended")

func (c *conn) read() {
	for {
		_, data, err := c.ws.Read(c.life)
		if err != nil {
			c.stop(fmt.Errorf("%w: %w", ErrDisconnected, err))
			return
		}
		var m message
		if err := json.Unmarshal(data, &m); err != nil {
			continue // not a protocol message: nothing waits for it
		}
		switch {
		case m.Type == "event":
			if c.onEvent != nil {
				c.onEvent(m.Method, m.Params)
			}
		case m.ID != nil:
			c.mu.Lock()
			ch := c.pending[*m.ID]
			delete(c.pending, *m.ID)
			c.mu.Unlock()
			if ch == nil {
				continue // the caller gave up on it
			}
			if m.Type == "error" {
				ch <- reply{err: &CommandError{Code: m.Error, Message: m.Message}}
			} else {
				ch <- reply{result: m.Result}
			}
		}
	}
}

// call sends one command and waits for its answer within ctx, decoding the result into
// out (when not nil). Errors: *CommandError (the remote end refused or failed the
// command), *CallError wrapping a context or connection error otherwise; Sent tells
// whether the command left this process.
func (c *conn) call(ctx context.Context, method string, params, out any) error {
	id := c.next.Add(1)
	raw, err := json.Marshal(struct {
		ID     int64  `json:"id"`
		Method string `json:"method"`
		Params any    `json:"params"`
	}{id, method, params})
	if err != nil {
		return &CallError{Method: method, Err: err}
	}
	ch := make(chan reply, 1)
	c.mu.Lock()
	c.pending[id] = ch
	c.mu.Unlock()
	forget := func() {
		c.mu.Lock()
		delete(c.pending, id)
		c.mu.Unlock()
	}
	if err := c.life.Err(); err != nil {
		forget()
		return &CallError{Method: method, Err: context.Cause(c.life)}
	}
	if err := ctx.Err(); err != nil {
		forget()
		return &CallError{Method: method, Err: context.Cause(ctx)}
	}
	// The write is bounded by the connection's life and writeTimeout, not by ctx: the
	// websocket library closes the whole connection when a write's context ends mid-frame.
	wctx, cancel := context.WithTimeout(c.life, writeTimeout)
	err = c.ws.Write(wctx, websocket.MessageText, raw)
	cancel()
	if err != nil {
		forget()
		// A failed write may have sent part of the frame: say it may have left.
		return &CallError{Method: method, Sent: true, Err: err}
	}
	select {
	case r := <-ch:
		if r.err != nil {
			r.err.Command = method
			return r.err
		}
		if out != nil && len(r.result) > 0 {
			if err := json.Unmarshal(r.result, out); err != nil {
				return &CallError{Method: method, Sent: true, Err: fmt.Errorf("decode the answer: %w", err)}
			}
		}
		return nil
	case <-ctx.Done():
		forget()
		return &CallError{Method: method, Sent: true, Err: context.Cause(ctx)}
	case <-c.life.Done():
		forget()
		return &CallError{Method: method, Sent: true, Err: context.Cause(c.life)}
	}
}

// done is closed when the connection has ended.
func (c *conn) done() <-chan struct{} { return c.life.Done() }

// close ends the connection, waiting at most closeTimeout for the closing handshake.
func (c *conn) close() {
	done := make(chan struct{})
	go func() {
		_ = c.ws.Close(websocket.StatusNormalClosure, "")
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(closeTimeout):
		_ = c.ws.CloseNow()
	}
	c.stop(ErrDisconnected)
}

// redactWS keeps a websocket URL's scheme and host for messages.
func redactWS(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "the WebDriver BiDi URL"
	}
	return u.Scheme + "://" + u.Host
}
