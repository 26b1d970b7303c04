package rod

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
)

var _ tabdrive.MovePresser = (*transport)(nil)

// MoveAndPress sends the mouse move to (x, y) and, as soon as the move is on the wire,
// the press there, without waiting for the move's answer; once the press was taken, the
// release (tabdrive.MovePresser). Chromium answers a move only when it delivers it, at
// the next animation frame; a press arriving behind it delivers the pending move at
// once, then itself, in order, so the click waits for no frame. The press is sent only
// after the move's message has left on the connection (sendWatch), never before it;
// when the move fails before it left, nothing else is sent.
func (p *transport) MoveAndPress(ctx context.Context, x, y float64) (pressSent bool, moveErr, pressErr error) {
	t := p.tab()
	left, forget := t.s.sends.await(mouseMoveOf(t.page.SessionID))
	defer forget()
	moved := make(chan error, 1)
	go func() { moved <- p.MoveMouse(ctx, x, y) }()
	select {
	case <-left:
	case moveErr = <-moved:
		if moveErr != nil {
			return false, moveErr, nil // answered before the press was sent: it never is
		}
		moved <- nil
	}
	pressErr = p.mouse(ctx, proto.InputDispatchMouseEventTypeMousePressed, x, y, 1)
	if moveErr = <-moved; pressErr != nil {
		return true, moveErr, fmt.Errorf("press the mouse: %w", pressErr)
	}
	if err := p.mouse(ctx, proto.InputDispatchMouseEventTypeMouseReleased, x, y, 1); err != nil {
		return true, moveErr, fmt.Errorf("release the mouse: %w", err)
	}
	return true, moveErr, nil
}

// mouseMoveOf matches the DevTools message of a mouse move in the session sid.
func mouseMoveOf(sid proto.TargetSessionID) func([]byte) bool {
	session := []byte(`"sessionId":"` + string(sid) + `"`)
	return func(msg []byte) bool {
		return bytes.Contains(msg, []byte(`"method":"Input.dispatchMouseEvent"`)) &&
			bytes.Contains(msg, []byte(`"type":"mouseMoved"`)) && bytes.Contains(msg, session)
	}
}

// sendWatch tells a caller when a message it awaits has been written to the DevTools
// connection (watchedWS.Send), so that it can send the next one behind it before the
// first is answered.
type sendWatch struct {
	n     atomic.Int32 // len(waits), read on every send without the lock
	mu    sync.Mutex
	waits []*sendWait
}

// sendWait is one awaited message: the first one match accepts closes left.
type sendWait struct {
	match func([]byte) bool
	left  chan struct{}
}

// await returns a channel closed once a message match accepts has been sent, and a
// function that stops awaiting it.
func (w *sendWatch) await(match func([]byte) bool) (<-chan struct{}, func()) {
	sw := &sendWait{match: match, left: make(chan struct{})}
	w.mu.Lock()
	w.waits = append(w.waits, sw)
	w.n.Store(int32(len(w.waits)))
	w.mu.Unlock()
	return sw.left, func() { w.drop(sw) }
}

// drop stops awaiting sw.
func (w *sendWatch) drop(sw *sendWait) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for i, o := range w.waits {
		if o == sw {
			w.waits = append(w.waits[:i], w.waits[i+1:]...)
			break
		}
	}
	w.n.Store(int32(len(w.waits)))
}

// matching returns, for a message about to be sent, the function to call once it has
// been sent: it closes the channels of the waits it matches. It returns nil when no wait
// matches, at the cost of one atomic read when none is pending.
func (w *sendWatch) matching(msg []byte) func() {
	if w == nil || w.n.Load() == 0 {
		return nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	var hit []*sendWait
	rest := w.waits[:0]
	for _, sw := range w.waits {
		if sw.match(msg) {
			hit = append(hit, sw)
		} else {
			rest = append(rest, sw)
		}
	}
	w.waits = rest
	w.n.Store(int32(len(rest)))
	if len(hit) == 0 {
		return nil
	}
	return func() {
		for _, sw := range hit {
			close(sw.left)
		}
	}
}
