package mcpserver

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestTabQueueOrderBoundAndCancel: waiters get the tab in arrival order, the queue
// refuses one waiter past MaxQueued, a waiter cancelled while waiting leaves it, and
// read-only waiters at the head share the holder's observation.
func TestTabQueueOrderBoundAndCancel(t *testing.T) {
	var q tabQueue
	ctx := context.Background()
	release, _, err := q.acquire(ctx, "t", false)
	if err != nil {
		t.Fatal(err)
	}
	order := make(chan int, MaxQueued)
	cctx, cancel := context.WithCancel(ctx)
	cancelled := make(chan error, 1)
	go func() { _, _, err := q.acquire(cctx, "t", false); cancelled <- err }()
	waitLen(t, &q, 1)
	for i := 1; i < MaxQueued; i++ {
		go func() {
			rel, _, err := q.acquire(ctx, "t", false)
			if err == nil {
				order <- i
				rel()
			}
		}()
		waitLen(t, &q, i+1)
	}
	var full *QueueFullError
	if _, _, err := q.acquire(ctx, "t", false); !errors.As(err, &full) {
		t.Fatalf("the %d-th waiter: %v, want QueueFullError", MaxQueued+1, err)
	}
	cancel()
	if err := <-cancelled; !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled waiter: %v", err)
	}
	release()
	for want := 1; want < MaxQueued; want++ {
		if got := <-order; got != want {
			t.Fatalf("waiter %d got the tab, want %d", got, want)
		}
	}
	// Read-only waiters share.
	release, _, _ = q.acquire(ctx, "t", true)
	got := make(chan *sharedObservation, 2)
	for i := 0; i < 2; i++ {
		go func() { _, sh, _ := q.acquire(ctx, "t", true); got <- sh }()
		waitLen(t, &q, i+1)
	}
	sh := &sharedObservation{done: make(chan struct{})}
	if n := q.share(sh); n != 2 {
		t.Fatalf("%d waiters shared, want 2", n)
	}
	if a, b := <-got, <-got; a != sh || b != sh {
		t.Fatal("the read-only waiters did not get the shared observation")
	}
	release()
}

func waitLen(t *testing.T, q *tabQueue, n int) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		q.mu.Lock()
		l := len(q.waiting)
		q.mu.Unlock()
		if l == n {
			return
		}
	}
	t.Fatalf("the queue never held %d waiters", n)
}
