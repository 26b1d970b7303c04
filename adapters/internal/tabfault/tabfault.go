// Package tabfault is the fault classification the browser adapters share (adapters/rod
// for Chromium, adapters/bidi for Firefox), so that a rule fixed once is fixed for both.
// A bound tab's fault is the session's (the connection to the browser lost:
// browser_lost) before the tab's own (crashed: tab_crashed; closed: tab_closed), and a
// failed call's error is replaced by the fault behind it when the events or the error
// itself tell one. Each adapter keeps only how its protocol reports these.
package tabfault

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// ErrGone is the cause of a call cut short because the tab was closed (or detached).
var ErrGone = errors.New("the tab was closed")

// Closed is the tab_closed fault of a tab that was closed.
func Closed() error { return fsm.TabClosed("the tab was closed") }

// Lost is the browser_lost fault of a connection to the browser that ended; protocol
// names the connection ("DevTools", "WebDriver BiDi"), cause is why it ended.
func Lost(protocol string, cause error) error {
	return fsm.BrowserLost("the "+protocol+" connection to the browser closed (the browser was killed, crashed or disconnected)", cause)
}

// Tab is one bound tab's faults (fsm.FaultWatcher): the session's fault, the tab's own
// latch, and how the adapter tells from a failed call that the tab is gone.
type Tab struct {
	lost  func() error
	latch *fsm.Latch
	gone  func(error) bool
}

// New returns a bound tab's faults: lost is the session's fault (nil while its
// connection is open), latch the tab's own (set on a crash or close, and by the session
// when the connection ends), gone whether the tab is gone as err (when not nil) or the
// protocol's own tracking tells.
func New(lost func() error, latch *fsm.Latch, gone func(error) bool) *Tab {
	return &Tab{lost: lost, latch: latch, gone: gone}
}

// Fault returns the tab's detected fault: the connection lost first, then the tab's own
// (fsm.FaultWatcher).
func (t *Tab) Fault() error {
	if err := t.lost(); err != nil {
		return err
	}
	return t.latch.Err()
}

// Faulted is closed once the tab's own latch is set (fsm.FaultWatcher); the session sets
// every bound tab's latch when its connection ends.
func (t *Tab) Faulted() <-chan struct{} { return t.latch.Done() }

// Classify replaces a failed call's error with the fault behind it, when the events (or
// the error itself) tell one: the connection closed, the tab crashed or was closed. Any
// other error is returned as it is; nil stays nil.
func (t *Tab) Classify(err error) error {
	if err == nil {
		return nil
	}
	if fault := t.Fault(); fault != nil {
		return fault
	}
	if t.gone(err) {
		return Closed()
	}
	return err
}

// Unanswered is a failed call's error as a goal must see it: the fault behind it
// (Classify); browser_lost when the call ran out of its own bound while the goal's
// context outer is still live (who, "browser" or "tab", did not answer within bound);
// else err wrapped with what was asked.
func (t *Tab) Unanswered(outer context.Context, err error, what, who string, bound time.Duration) error {
	if fault, ok := fsm.AsBrowserError(t.Classify(err)); ok {
		return fault
	}
	if outer.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
		return fsm.BrowserLost(fmt.Sprintf("the %s did not answer within %v", who, bound), err)
	}
	return fmt.Errorf("%s: %w", what, err)
}
