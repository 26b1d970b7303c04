package tabdrive

import (
	"context"
	"sync"
	"time"
)

// releaseWait bounds the release of the tabs bound on an attached browser when its
// session closes.
const releaseWait = time.Second

// Lifetime is a browser session's own bookkeeping, the same in every adapter: once
// closed, the session refuses its calls; the tabs it bound on an attached browser have
// their in-page library released on Close, so the browser's pages are left as they
// were found (a launched browser is killed instead). Its zero value is an open session.
type Lifetime struct {
	mu     sync.Mutex
	closed bool
	bound  []func(context.Context)
}

// Closed reports whether the session was closed.
func (l *Lifetime) Closed() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.closed
}

// Bind notes release, how to release the library from a tab bound on an attached
// browser, for Close.
func (l *Lifetime) Bind(release func(context.Context)) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.bound = append(l.bound, release)
}

// Close marks the session closed and answers false when it already was. Its release,
// called before the adapter disconnects, releases every bound tab, within one second in
// all.
func (l *Lifetime) Close() (release func(), first bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil, false
	}
	l.closed = true
	bound := l.bound
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), releaseWait)
		defer cancel()
		for _, r := range bound {
			r(ctx)
		}
	}, true
}
