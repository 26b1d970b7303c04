package rod

import (
	"errors"
	"fmt"
)

// ErrNoBrowser is returned by Launch when no Chromium binary is found. Its message says
// how to install one; browsergoal never downloads a browser.
var ErrNoBrowser = errors.New("no Chromium found: install one (apt-get install chromium) or set CHROME_PATH to its binary")

// ErrTabNotFound is returned by Session.Tab when no page target has the given id.
var ErrTabNotFound = errors.New("no page target with this id")

// ErrAttached is returned by operations that would alter an attached browser, such as
// opening a new tab: an attached browser is only ever driven, never reshaped.
var ErrAttached = errors.New("not allowed on an attached browser")

// ErrClosed is returned once the session has been closed.
var ErrClosed = errors.New("browser session closed")

// ErrBadURL is returned by Attach for a DevTools URL it cannot use, and wrapped by Act for
// a navigate URL that is not absolute http(s).
var ErrBadURL = errors.New("unusable URL")

// ErrNotWeb is returned by Observe when the main frame's document is not an http(s)
// page (file:, data:, chrome:, about: other than about:blank, …): browsergoal acts on the
// web only.
var ErrNotWeb = errors.New("the page is not http(s)")

// RefusedError is an action the page-side checks refused before any input was sent: the
// target vanished or is covered, the value does not fit, the page cannot scroll further.
// Act returns it wrapped in fsm.NotExecuted.
type RefusedError struct {
	// Action is the refused action ("click", "fill", …); Reason says why.
	Action string
	Reason string
}

// Error names the action and the reason.
func (e *RefusedError) Error() string { return fmt.Sprintf("%s refused: %s", e.Action, e.Reason) }

// ScriptError is a JavaScript exception thrown by browsergoal's in-page library.
type ScriptError struct {
	// Method is the library method that threw; Message the exception's first line.
	Method  string
	Message string
}

// Error names the library method and the exception's message.
func (e *ScriptError) Error() string {
	return fmt.Sprintf("in-page %s failed: %s", e.Method, e.Message)
}
