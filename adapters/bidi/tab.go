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

// libraryJS is the shared in-page library (adapters/pagejs), installed in one evaluation.
var libraryJS = pagejs.Library()

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

// alive derives a context that also ends when the tab's browsing context is destroyed or
// the connection ends, so that no call waits on a tab that is gone.
func (t *Tab) alive(ctx context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(ctx)
	go func() {
		select {
		case <-t.events.destroyed:
			cancel(tabfault.ErrGone)
		case <-t.s.c.done():
			cancel(ErrDisconnected)
		case <-ctx.Done():
		}
	}()
	return ctx, func() { cancel(nil) }
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

// call runs one method of the in-page library in the tab's sandbox, awaiting it when it
// returns a promise, and decodes its JSON answer into out. A new document has no library
// yet: it is installed (a new page life begins with a new epoch document id) and the
// call made again.
func (t *Tab) call(ctx context.Context, method string, out any, args ...any) error {
	if args == nil {
		args = []any{}
	}
	argv, err := json.Marshal(args)
	if err != nil {
		return &tabdrive.CallError{Method: method, Err: err}
	}
	expr := pagejs.Call(method, argv)
	for attempt := 0; attempt < 3; attempt++ {
		raw, err := t.evaluate(ctx, method, expr, true)
		if err != nil {
			var ce *CallError
			sent := !errors.As(err, &ce) || ce.Sent
			if isCode(err, "no such frame") {
				err = fmt.Errorf("%w: %w", tabfault.ErrGone, err)
			}
			return &tabdrive.CallError{Method: method, Started: sent, Err: err}
		}
		if raw == pagejs.Parked {
			continue // a document leaving for the back/forward cache: ask the current one
		}
		if raw == pagejs.Missing {
			if _, err := t.evaluate(ctx, "install", libraryJS, false); err != nil {
				return &tabdrive.CallError{Method: method, Err: fmt.Errorf("install the page library: %w", err)}
			}
			continue
		}
		if err := json.Unmarshal([]byte(raw), out); err != nil {
			return &tabdrive.CallError{Method: method, Started: true, Err: fmt.Errorf("decode answer: %w", err)}
		}
		return nil
	}
	return &tabdrive.CallError{Method: method, Err: errors.New("the page kept replacing its document")}
}

// evaluate runs expr in the tab's sandbox and returns its string value.
func (t *Tab) evaluate(ctx context.Context, method, expr string, await bool) (string, error) {
	var res evaluateResult
	err := t.s.c.call(ctx, "script.evaluate", evaluateParams{
		Expression: expr, Target: target{Context: t.id, Sandbox: sandboxName}, AwaitPromise: await, ResultOwnership: "none",
	}, &res)
	if err != nil {
		if isCode(err, "unknown error") && strings.Contains(err.Error(), "destroyed") {
			return "", fmt.Errorf("%w: %w", errReplaced, err)
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
// attached tab is left as it was found. Best effort.
func (t *Tab) release(ctx context.Context) {
	if _, err := t.evaluate(ctx, "uninstall", pagejs.Uninstall, false); err != nil {
		t.log.Debug().Err(err).Msg("release the page library")
	}
}
