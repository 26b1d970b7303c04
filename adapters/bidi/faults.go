package bidi

import (
	"context"

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
	return fsm.BrowserLost("the WebDriver BiDi connection to the browser closed (the browser was killed, crashed or disconnected)", context.Cause(s.c.life))
}

// Fault returns the tab's detected fault: the connection lost or the tab closed
// (fsm.FaultWatcher).
func (t *Tab) Fault() error {
	if err := t.s.lostFault(); err != nil {
		return err
	}
	return t.events.fault.Err()
}

// Faulted is closed once Fault returns non-nil (fsm.FaultWatcher).
func (t *Tab) Faulted() <-chan struct{} { return t.events.fault.Done() }

var _ fsm.FaultWatcher = (*Tab)(nil)

// classify replaces a failed call's error with the fault behind it, when the events (or
// the error itself) tell one.
func (t *Tab) classify(err error) error {
	if err == nil {
		return nil
	}
	if fault := t.Fault(); fault != nil {
		return fault
	}
	if t.gone(err) {
		return fsm.TabClosed("the tab was closed")
	}
	return err
}
