package golden

import (
	"sync"
	"time"
)

// replayCtx is the context a replay runs the goal in. It ends exactly when the replay
// says so (where the recorded goal's context had ended), and it tells derived contexts
// synchronously (it is an "AfterFunc" context), so the engine sees the end at the same
// decision as the recorded run did, never a goroutine later.
type replayCtx struct {
	mu   sync.Mutex
	done chan struct{}
	err  error
	fns  map[int]func()
	next int
}

func newReplayCtx() *replayCtx {
	return &replayCtx{done: make(chan struct{}), fns: map[int]func(){}}
}

func (c *replayCtx) Deadline() (time.Time, bool) { return time.Time{}, false }
func (c *replayCtx) Done() <-chan struct{}       { return c.done }
func (c *replayCtx) Value(any) any               { return nil }

func (c *replayCtx) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// AfterFunc arranges for f to run when the context ends (the context package uses it to
// cancel derived contexts).
func (c *replayCtx) AfterFunc(f func()) (stop func() bool) {
	c.mu.Lock()
	if c.err != nil {
		c.mu.Unlock()
		f()
		return func() bool { return false }
	}
	id := c.next
	c.next++
	c.fns[id] = f
	c.mu.Unlock()
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		_, ok := c.fns[id]
		delete(c.fns, id)
		return ok
	}
}

// end ends the context with err (context.Canceled or context.DeadlineExceeded) and
// cancels the derived contexts before it returns.
func (c *replayCtx) end(err error) {
	c.mu.Lock()
	if c.err != nil {
		c.mu.Unlock()
		return
	}
	c.err = err
	close(c.done)
	fns := make([]func(), 0, len(c.fns))
	for id := 0; id < c.next; id++ {
		if f, ok := c.fns[id]; ok {
			fns = append(fns, f)
		}
	}
	c.fns = map[int]func(){}
	c.mu.Unlock()
	for _, f := range fns {
		f()
	}
}
