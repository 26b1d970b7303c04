package mcpserver

import (
	"context"
	"fmt"
	"sync"

	"github.com/browsergoal/browsergoal/fsm"
)

// MaxQueued is how many calls may wait for one tab while another runs on it; one more
// is refused with an error naming the tab.
const MaxQueued = 16

// tabQueue runs one tab's calls one at a time, in the order they arrived. A call that
// waits can be cancelled while it waits (it leaves the queue; nothing ran). Read-only
// observations share: when an observation starts, the observe calls waiting right
// behind it (before any call that could change the page) are served by that same fresh
// observation, taken after each of them arrived.
type tabQueue struct {
	mu      sync.Mutex
	busy    bool
	waiting []*waiter
}

// waiter is one call waiting for the tab.
type waiter struct {
	ready    chan struct{}
	readOnly bool
	// shared is set when the waiter is served by another call's observation instead
	// of being given the tab.
	shared *sharedObservation
}

// sharedObservation is one observation several observe calls wait for.
type sharedObservation struct {
	done chan struct{}
	obs  *fsm.Observation
	st   fsm.Status
	msg  string
}

// QueueFullError refuses a call when MaxQueued calls already wait for the tab.
type QueueFullError struct{ Tab string }

func (e *QueueFullError) Error() string {
	return fmt.Sprintf("tab %q: %d calls are already waiting for this tab; wait for their results, then call again", e.Tab, MaxQueued)
}

// acquire waits for the tab. It returns release (the caller then holds the tab), or,
// for a read-only call, the observation it shares (release is nil; wait on its done).
func (q *tabQueue) acquire(ctx context.Context, tab string, readOnly bool) (release func(), shared *sharedObservation, err error) {
	q.mu.Lock()
	if !q.busy && len(q.waiting) == 0 {
		q.busy = true
		q.mu.Unlock()
		return q.release, nil, nil
	}
	if len(q.waiting) >= MaxQueued {
		q.mu.Unlock()
		return nil, nil, &QueueFullError{Tab: tab}
	}
	w := &waiter{ready: make(chan struct{}), readOnly: readOnly}
	q.waiting = append(q.waiting, w)
	q.mu.Unlock()
	select {
	case <-w.ready:
		if w.shared != nil {
			return nil, w.shared, nil
		}
		return q.release, nil, nil
	case <-ctx.Done():
		q.mu.Lock()
		for i, x := range q.waiting {
			if x == w {
				q.waiting = append(q.waiting[:i], q.waiting[i+1:]...)
				q.mu.Unlock()
				return nil, nil, ctx.Err()
			}
		}
		q.mu.Unlock()
		// The tab (or a shared observation) was handed over as the call was cancelled.
		if w.shared == nil {
			q.release()
		}
		return nil, nil, ctx.Err()
	}
}

// tryAcquire takes the tab if no call holds it or waits for it.
func (q *tabQueue) tryAcquire() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.busy || len(q.waiting) > 0 {
		return false
	}
	q.busy = true
	return true
}

// release hands the tab to the next waiter, or frees it.
func (q *tabQueue) release() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.waiting) == 0 {
		q.busy = false
		return
	}
	next := q.waiting[0]
	q.waiting = q.waiting[1:]
	close(next.ready)
}

// share serves the read-only calls waiting at the head of the queue with sh, the
// observation the tab's holder is about to take.
func (q *tabQueue) share(sh *sharedObservation) int {
	q.mu.Lock()
	defer q.mu.Unlock()
	n := 0
	for len(q.waiting) > 0 && q.waiting[0].readOnly {
		w := q.waiting[0]
		q.waiting = q.waiting[1:]
		w.shared = sh
		close(w.ready)
		n++
	}
	return n
}
