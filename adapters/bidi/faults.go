package bidi

import (
	"context"

	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/fsm"
)

// The faults a goal must stop for at once, from the protocol itself: the WebDriver BiDi
// socket closing (the browser killed or crashed, the connection cut: browser_lost) and
// the tab's browsing context destroyed (browsingContext.contextDestroyed: tab_closed).
// Each bound tab holds a latch; the session sets them all when the connection ends.

// watchConnection sets every bound tab's fault once the connection ends.
func (s *Session) watchConnection() {
	go func() {
		<-s.c.done()
		fault := s.lostFault()
		s.mu.Lock()
		defer s.mu.Unlock()
		for _, w := range s.watchers {
			w.fault.Set(fault)
		}
	}()
}

// lostFault is the connection's end as a browser_lost error; nil while it is open.
func (s *Session) lostFault() error {
	if s.c.life.Err() == nil {
		return nil
	}
	return tabfault.Lost("WebDriver BiDi", context.Cause(s.c.life))
}

// Fault returns the tab's detected fault: the connection lost or the tab closed
// (fsm.FaultWatcher).
func (t *Tab) Fault() error { return t.faults.Fault() }

// Faulted is closed once Fault returns non-nil (fsm.FaultWatcher).
func (t *Tab) Faulted() <-chan struct{} { return t.faults.Faulted() }

var _ fsm.FaultWatcher = (*Tab)(nil)
