package bidi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// sandboxName names the sandbox realm the library lives in: Firefox's isolated world,
// which shares the DOM with the page but none of its JavaScript globals.
const sandboxName = "browsergoal"

// Tab is one top-level browsing context bound for driving. It implements fsm.Browser. A
// Tab is meant to be used by one goroutine at a time (one goal at a time).
type Tab struct {
	s      *Session
	id     string
	log    zerolog.Logger
	limits Limits
	events *watcher
	faults *tabfault.Tab // the connection's loss, the tab's close
	drive  *tabdrive.Driver
}

var _ fsm.Browser = (*Tab)(nil)

func newTab(s *Session, id string) *Tab {
	t := &Tab{
		s: s, id: id, limits: s.limits, events: newWatcher(),
		log: s.log.With().Str("tab", id).Logger(),
	}
	t.faults = tabfault.New(s.lostFault, t.events.fault, t.gone)
	t.drive = newDriver(t)
	return t
}

// ID returns the tab's browsing context id.
func (t *Tab) ID() string { return t.id }

// Close closes the tab. It is refused with ErrAttached on an attached browser, whose
// tabs are never closed by browsergoal.
func (t *Tab) Close(ctx context.Context) error {
	if t.s.proc == nil {
		return fmt.Errorf("close a tab: %w", ErrAttached)
	}
	if err := t.s.c.call(ctx, "browsingContext.close", contextParams{Context: t.id}, nil); err != nil {
		return fmt.Errorf("close tab: %w", err)
	}
	return nil
}

// gone reports whether the tab's browsing context was destroyed (or err says so).
func (t *Tab) gone(err error) bool {
	select {
	case <-t.events.destroyed:
		return true
	default:
	}
	return isCode(err, "no such frame")
}

// errReplaced is the cause of a library call whose document was replaced while it ran.
var errReplaced = errors.New("the document was replaced during the call")

// call runs one method of the in-page library in the tab's sandbox and decodes its JSON
// answer into out (tabdrive.CallLibrary).
func (t *Tab) call(ctx context.Context, method string, out any, args ...any) error {
	return t.drive.Call(ctx, method, out, args...)
}

// sandbox is the library's sandbox in the tab's current document, as the shared library
// call uses it (tabdrive.Realm). WebDriver BiDi names it anew with each evaluation, so
// there is nothing to remember or forget.
type sandbox struct{ t *Tab }

// Realm returns the library's sandbox in the tab's current document.
func (p *transport) Realm(context.Context) (tabdrive.Realm, error) { return sandbox{p.tab()}, nil }

// Forget does nothing: no realm is remembered.
func (sandbox) Forget() {}

// Evaluate runs expr in the tab's sandbox (script.evaluate) and returns its string
// value. A document replaced while it ran wraps errReplaced; a browsing context gone
// wraps tabfault.ErrGone; a command that never left the process is a *tabdrive.Unsent.
func (b sandbox) Evaluate(ctx context.Context, method, expr string, await bool) (string, error) {
	t := b.t
	var res evaluateResult
	err := t.s.c.call(ctx, "script.evaluate", evaluateParams{
		Expression: expr, Target: target{Context: t.id, Sandbox: sandboxName}, AwaitPromise: await, ResultOwnership: "none",
	}, &res)
	if err != nil {
		switch {
		case isCode(err, "unknown error") && strings.Contains(err.Error(), "destroyed"):
			err = fmt.Errorf("%w: %w", errReplaced, err)
		case isCode(err, "no such frame"):
			err = fmt.Errorf("%w: %w", tabfault.ErrGone, err)
		case t.crashRefused(ctx, err):
			return "", fmt.Errorf("%w: %w", t.Fault(), err)
		}
		if !sent(err) {
			return "", &tabdrive.Unsent{Err: err}
		}
		return "", err
	}
	if res.Type == "exception" {
		msg := "exception"
		if res.ExceptionDetails != nil {
			msg = res.ExceptionDetails.Text
		}
		if i := strings.IndexByte(msg, '\n'); i > 0 {
			msg = msg[:i]
		}
		return "", &pagejs.ScriptError{Method: method, Message: msg}
	}
	var s string
	if res.Result.Type == "string" {
		_ = json.Unmarshal(res.Result.Value, &s)
	}
	return s, nil
}

// release removes the library's observer and listeners from the current document, so an
// attached tab is left as it was found (tabdrive.Release: best effort).
func (t *Tab) release(ctx context.Context) {
	tabdrive.Release(ctx, (*transport)(t).Realm, func(err error) { t.log.Debug().Err(err).Msg("release the page library") })
}
