package bidi

import (
	"errors"
	"fmt"
	"time"
)

// Timeouts of the connection itself; every command is also bounded by its caller's
// context.
const (
	connectTimeout = 10 * time.Second
	writeTimeout   = 5 * time.Second
	closeTimeout   = time.Second
)

// CommandError is a command the remote end answered with an error (WebDriver BiDi's
// error response): Code is the protocol's error code ("no such frame", "invalid
// argument", "unknown error", …), Message its explanation.
type CommandError struct {
	Command string
	Code    string
	Message string
}

// Error names the command, the code and the message.
func (e *CommandError) Error() string {
	return fmt.Sprintf("%s: %s: %s", e.Command, e.Code, e.Message)
}

// CallError is a command that got no answer: the context ended, the connection broke, or
// the answer did not decode. Sent tells whether the command left this process (it may
// then have run).
type CallError struct {
	Method string
	Sent   bool
	Err    error
}

func (e *CallError) Error() string { return fmt.Sprintf("%s: %v", e.Method, e.Err) }
func (e *CallError) Unwrap() error { return e.Err }

// isCode reports whether err is a *CommandError with one of the codes.
func isCode(err error, codes ...string) bool {
	var ce *CommandError
	if !errors.As(err, &ce) {
		return false
	}
	for _, c := range codes {
		if ce.Code == c {
			return true
		}
	}
	return false
}

// ErrNoBrowser is returned by Launch when no Firefox binary is found. Its message says
// how to install one; browsergoal never downloads a browser.
var ErrNoBrowser = errors.New("no Firefox found: install one (apt-get install firefox-esr) or set FIREFOX_PATH to its binary")

// ErrTabNotFound is returned by Session.Tab when no top-level browsing context has the
// given id.
var ErrTabNotFound = errors.New("no top-level browsing context with this id")

// ErrAttached is returned by operations that would alter an attached browser, such as
// opening or closing a tab.
var ErrAttached = errors.New("not allowed on an attached browser")

// ErrSessionTaken is wrapped by Attach when Firefox refuses a new WebDriver BiDi session
// because one is still active: Firefox takes one at a time, and a session whose
// connection closed stays active (no other connection can rejoin or end it) until
// Firefox restarts or the session is ended through Marionette (EndStaleSession).
var ErrSessionTaken = errors.New("Firefox already has an active WebDriver BiDi session (it takes one at a time, and keeps a session whose connection closed until it restarts)")

// ErrClosed is returned once the session has been closed.
var ErrClosed = errors.New("browser session closed")

// ErrBadURL is returned by Attach for a WebDriver BiDi URL it cannot use, and wrapped by
// Act for a navigate URL that is not absolute http(s).
var ErrBadURL = errors.New("unusable URL")

// ErrNotWeb is returned by Observe when the top-level document is not an http(s) page.
var ErrNotWeb = errors.New("the page is not http(s)")
