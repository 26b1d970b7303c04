package rod

import (
	"errors"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
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
// web only. It is the shared pagejs.ErrNotWeb.
var ErrNotWeb = pagejs.ErrNotWeb

// RefusedError is an action the page-side checks refused before any input was sent (see
// pagejs.RefusedError). Act returns it wrapped in fsm.NotExecuted.
type RefusedError = pagejs.RefusedError

// ScriptError is a JavaScript exception thrown by browsergoal's in-page library.
type ScriptError = pagejs.ScriptError
