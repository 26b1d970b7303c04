package fsm

import (
	"errors"
	"sync"
)

// The browser fault statuses: the browser, its connection or the tab is gone. Each is
// terminal; none is focus_lost, whose advice (re-select the tab) would be wrong for them.
const (
	StatusBrowserLost Status = "browser_lost"
	StatusTabCrashed  Status = "tab_crashed"
	StatusTabClosed   Status = "tab_closed"
)

// BrowserFaults lists the statuses a *BrowserError may carry.
func BrowserFaults() []Status {
	return []Status{StatusBrowserLost, StatusTabCrashed, StatusTabClosed}
}

// BrowserError is a classified browser failure, as an adapter detects it: the browser
// process or its DevTools / WebDriver BiDi connection is gone (browser_lost), the tab's
// renderer crashed (tab_crashed), or the tab was closed (tab_closed). Class is one of
// BrowserFaults.
type BrowserError struct {
	Class   Status
	Message string
	Err     error
}

func (e *BrowserError) Error() string {
	if e.Err != nil && e.Message == "" {
		return string(e.Class) + ": " + e.Err.Error()
	}
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

// Unwrap returns the cause.
func (e *BrowserError) Unwrap() error { return e.Err }

// BrowserLost is a browser_lost error: the browser or its connection is gone.
func BrowserLost(msg string, err error) error {
	return &BrowserError{Class: StatusBrowserLost, Message: msg, Err: err}
}

// TabCrashed is a tab_crashed error: the tab's renderer crashed.
func TabCrashed(msg string) error { return &BrowserError{Class: StatusTabCrashed, Message: msg} }

// TabClosed is a tab_closed error: the tab was closed.
func TabClosed(msg string) error { return &BrowserError{Class: StatusTabClosed, Message: msg} }

// AsBrowserError returns err's *BrowserError, if it wraps one.
func AsBrowserError(err error) (*BrowserError, bool) {
	var be *BrowserError
	ok := errors.As(err, &be)
	return be, ok
}

// FaultWatcher is implemented by a Browser that learns from the protocol's events (a
// crashed target, a destroyed browsing context, the connection closing) that its
// browser, connection or tab is gone. The executor ends the goal as soon as Faulted is
// closed, instead of waiting for a call to time out.
type FaultWatcher interface {
	// Fault returns the fault detected so far (a *BrowserError), or nil. It never blocks.
	Fault() error
	// Faulted returns a channel closed once Fault returns non-nil (nil: never).
	Faulted() <-chan struct{}
}

// FaultOf returns b's detected fault, if b watches for faults and has seen one.
func FaultOf(b Browser) error {
	if fw, ok := b.(FaultWatcher); ok {
		return fw.Fault()
	}
	return nil
}

// Latch holds the first fault set on it; later ones are ignored. Adapters keep one per
// bound tab and one per connection. The zero value is not ready: use NewLatch.
type Latch struct {
	once sync.Once
	done chan struct{}
	err  error
}

// NewLatch returns an unset latch.
func NewLatch() *Latch { return &Latch{done: make(chan struct{})} }

// Set records err (a *BrowserError) if nothing was set before, and closes Done.
func (l *Latch) Set(err error) {
	l.once.Do(func() {
		l.err = err
		close(l.done)
	})
}

// Err returns the fault set, or nil.
func (l *Latch) Err() error {
	select {
	case <-l.done:
		return l.err
	default:
		return nil
	}
}

// Done is closed once a fault is set.
func (l *Latch) Done() <-chan struct{} { return l.done }

// FaultedAct names the fault behind a failed action, keeping whether its input may have
// reached the page: an action in flight when the browser or the tab went is an unknown
// outcome, never "not executed". Without a fault it returns err unchanged.
func FaultedAct(err, fault error) error {
	if fault == nil {
		return err
	}
	var ae *ActError
	if errors.As(err, &ae) {
		return &ActError{Reached: ae.Reached, Err: fault}
	}
	return MayHaveReached(fault)
}
