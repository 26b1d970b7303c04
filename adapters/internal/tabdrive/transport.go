// Package tabdrive is the skeleton the browser adapters share (adapters/rod for Chromium
// over the DevTools protocol, adapters/bidi for Firefox over WebDriver BiDi): the
// in-page library call (install, retry on a replaced or parked document, decode), the
// observation, recheck, focus and screenshot wrappers, Act's action switch with the
// page-side halves of every action, the click guard's verdicts, the settle wait after an
// action, and a session's own lifetime (closed, attached tabs released). Each adapter
// supplies only its protocol's primitives, behind Transport: evaluate an expression in
// the library's realm, move and press the mouse, type, go back, navigate, and tell what
// its events say of the page (navigations, requests in flight, dialogs). A rule fixed
// here is fixed for both browsers.
package tabdrive

import (
	"context"
	"errors"
	"time"
)

// Transport is what an adapter's protocol does for the skeleton: the page calls, the
// input it dispatches and what its events tell.
type Transport interface {
	Page
	Input
	Events
}

// Page is how an adapter reaches the tab's document and tells whether the tab is there.
type Page interface {
	// Realm returns the in-page library's realm in the tab's current document, where
	// the Driver's library calls run (CallLibrary).
	Realm(ctx context.Context) (Realm, error)
	// Replaced reports whether a failed Call's document was replaced under it (the page
	// navigated while the call ran).
	Replaced(err error) bool
	// Alive derives a context that also ends when the tab or the connection to the
	// browser is gone, so that no call waits on something that is gone.
	Alive(ctx context.Context) (context.Context, context.CancelFunc)
	// Present checks that the tab still exists as a top-level page: a non-empty reason
	// is a tab that is there but not usable (it is no longer a page); an error that is
	// an *fsm.BrowserError is the tab's fault (closed, crashed), any other error means
	// the browser did not answer.
	Present(ctx context.Context) (reason string, err error)
}

// Input is the trusted input an adapter dispatches, and its history and navigation.
// Each returns an error as it comes (MoveMouse, PressMouse, InsertText, Backspace), or
// already classified with fsm.NotExecuted or fsm.MayHaveReached (Back, Navigate).
type Input interface {
	// MoveMouse moves the mouse to (x, y) in the viewport.
	MoveMouse(ctx context.Context, x, y float64) error
	// PressMouse presses and releases the left button at (x, y); its error says which
	// of the two failed.
	PressMouse(ctx context.Context, x, y float64) error
	// Untypable is why value cannot be typed with this protocol's key input ("" when it
	// can): a fill is then refused before anything is sent.
	Untypable(value string) string
	// InsertText types text into the focused field.
	InsertText(ctx context.Context, text string) error
	// Backspace presses and releases Backspace in the focused field.
	Backspace(ctx context.Context) error
	// Back goes one step back in the tab's history, refused when there is none.
	Back(ctx context.Context) error
	// Navigate starts loading the URL (checked already: absolute http(s)).
	Navigate(ctx context.Context, url string) error
}

// MovePresser is an optional Input: one that can send the press right behind the mouse
// move, without waiting for the move's answer. Chromium answers a move only once it
// delivered it, at the next animation frame, and delivers a pending move at once when a
// press follows it, so a click need not wait for a frame.
type MovePresser interface {
	// MoveAndPress moves the mouse to (x, y) and, as soon as the move has left, presses
	// the left button there, then, once the press was taken, releases it. pressSent
	// reports whether the press was sent: never when the move failed before it left.
	// moveErr is the move's failure; pressErr the press's or the release's, saying which.
	MoveAndPress(ctx context.Context, x, y float64) (pressSent bool, moveErr, pressErr error)
}

// Events is what an adapter's protocol events tell of the page.
type Events interface {
	// Mark notes, just before an action, what later activity it may have caused.
	Mark(ctx context.Context) Mark
	// Activity is what keeps the page busy now, counting only what began after mark.
	Activity(ctx context.Context, mark Mark) Activity
	// Dialog reports whether a JavaScript dialog blocks the page.
	Dialog() bool
	// DialogOpened returns a channel closed when the next dialog opens.
	DialogOpened() <-chan struct{}
	// Navigations counts the navigation events seen so far.
	Navigations() int64
}

// ListenerProber is an optional Transport: one that can read the page's script
// listeners flags role-less clickables with them before each observation.
type ListenerProber interface {
	// ProbingRealm returns the library's realm in the tab's current document as an
	// observation reaches it: an evaluation there runs the bounded listener probe first
	// when the page changed since the last probe, and only the evaluation itself (one
	// round trip) when it did not. The probe never fails the evaluation.
	ProbingRealm(ctx context.Context) (Realm, error)
}

// Mark is what an action's settle wait compares the page's later activity with: the
// tracked requests started so far and, for a protocol whose navigation may end without
// an event, the document the action began in ("" when unknown or not needed).
type Mark struct {
	Requests uint64
	Document string
}

// Activity is what an adapter knows, at one moment, of what keeps the page busy.
type Activity struct {
	// Loading and Requested describe the tab's navigation: one loading, one requested
	// or scheduled and not yet loading.
	Loading, Requested bool
	// Requests counts the tracked fetch and XHR requests started after the mark and
	// still in flight.
	Requests int
	// Gen changes when a navigation event arrives or a tracked request starts.
	Gen uint64
	// Changed is closed at the next change.
	Changed <-chan struct{}
	// Poll, when positive, is how soon to look again even without a change (a
	// navigation whose end the protocol may not send).
	Poll time.Duration
}

// Busy reports whether a navigation or a request started after the mark is pending.
func (a Activity) Busy() bool { return a.Loading || a.Requested || a.Requests > 0 }

// ErrDialog is reported while a JavaScript dialog (alert, confirm, prompt, beforeunload)
// blocks the page: browsergoal neither observes nor answers native dialogs.
var ErrDialog = errors.New("a JavaScript dialog is open in the tab")
