package rod

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"
	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// libraryJS is the shared in-page library (adapters/pagejs), installed in one evaluation.
var libraryJS = pagejs.Library()

// worldName names the isolated world the library lives in.
const worldName = "browsergoal"

// Tab is one page target bound for driving. It implements fsm.Browser. A Tab is meant
// to be used by one goroutine at a time (one goal at a time).
type Tab struct {
	s      *Session
	page   *rod.Page
	id     proto.TargetTargetID
	log    zerolog.Logger
	limits Limits
	events *watcher
	world  worldCache
	faults *tabfault.Tab // the connection's loss, the tab's crash or close
	drive  *tabdrive.Driver
}

var _ fsm.Browser = (*Tab)(nil)

func newTab(ctx context.Context, s *Session, page *rod.Page) *Tab {
	t := &Tab{
		s: s, page: page, id: page.TargetID, limits: s.limits,
		log: s.log.With().Str("tab", string(page.TargetID)).Logger(),
	}
	t.events = watch(page, t.id)
	t.faults = tabfault.New(s.faults.lost.Err, s.faults.latch(t.id), t.gone)
	s.faults.followTab(page, t.id)
	t.drive = newDriver(t)
	if err := (proto.InspectorEnable{}).Call(t.cdp(ctx)); err != nil {
		t.log.Debug().Err(err).Msg("enable the inspector events")
	}
	// The network events tell settle which fetch and XHR requests are in flight; the
	// page sees nothing of it. Without them settle still waits for navigations and a
	// quiet DOM.
	if err := (proto.NetworkEnable{}).Call(t.cdp(ctx)); err != nil {
		t.log.Debug().Err(err).Msg("enable the network events")
	}
	return t
}

// ID returns the tab's CDP target id.
func (t *Tab) ID() string { return string(t.id) }

// Close closes the tab. It is refused with ErrAttached on an attached browser, whose
// tabs are never closed by browsergoal.
func (t *Tab) Close(ctx context.Context) error {
	if t.s.proc == nil {
		return fmt.Errorf("close a tab: %w", ErrAttached)
	}
	_, err := proto.TargetCloseTarget{TargetID: t.id}.Call(t.s.browser.Context(ctx))
	if err != nil {
		return fmt.Errorf("close tab: %w", err)
	}
	return nil
}

// cdp returns the page bound to ctx for one protocol call.
func (t *Tab) cdp(ctx context.Context) *rod.Page { return t.page.Context(ctx) }

// alive derives a context that also ends when the tab's DevTools session ends (the tab
// closed, crashed or detached) or a fault is detected (the connection lost, the tab
// crashed), so that no call waits on a tab or a browser that is gone.
func (t *Tab) alive(ctx context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(ctx)
	stop := context.AfterFunc(t.page.GetContext(), func() { cancel(tabfault.ErrGone) })
	go func() {
		select {
		case <-t.faults.Faulted():
			cancel(t.Fault())
		case <-ctx.Done():
		}
	}()
	return ctx, func() { stop(); cancel(nil) }
}

// gone reports whether the tab's DevTools session has ended, as err (when not nil) or
// rod's detach tracking tells.
func (t *Tab) gone(err error) bool {
	return t.page.GetContext().Err() != nil || (err != nil && errors.Is(err, cdp.ErrSessionNotFound))
}

// call runs one method of the in-page library in the tab's isolated world, awaiting it
// when it returns a promise, and decodes its JSON answer into out. A new document has no library yet: it is installed (a new
// page life begins with a new epoch document id) and the call made again.
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
		world, err := t.isolated(ctx)
		if err != nil {
			return &tabdrive.CallError{Method: method, Err: err}
		}
		res, err := proto.RuntimeEvaluate{Expression: expr, ContextID: world, ReturnByValue: true, AwaitPromise: true}.Call(t.cdp(ctx))
		if err != nil {
			if errors.Is(err, cdp.ErrCtxNotFound) {
				t.forget(world)
				continue // the document was replaced since the context was found
			}
			return &tabdrive.CallError{Method: method, Started: true, Err: err}
		}
		if res.ExceptionDetails != nil {
			return &tabdrive.CallError{Method: method, Started: true, Err: &ScriptError{Method: method, Message: exceptionText(res.ExceptionDetails)}}
		}
		raw := res.Result.Value.Str()
		if raw == pagejs.Parked {
			t.forget(world)
			continue // a document in the back/forward cache: not the tab's current one
		}
		if raw == pagejs.Missing {
			if err := t.install(ctx, world); err != nil {
				return &tabdrive.CallError{Method: method, Err: err}
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

func (t *Tab) install(ctx context.Context, world proto.RuntimeExecutionContextID) error {
	res, err := proto.RuntimeEvaluate{Expression: libraryJS, ContextID: world, ReturnByValue: true}.Call(t.cdp(ctx))
	if err != nil {
		if errors.Is(err, cdp.ErrCtxNotFound) {
			return nil // replaced again; the caller retries
		}
		return fmt.Errorf("install the page library: %w", err)
	}
	if res.ExceptionDetails != nil {
		return &ScriptError{Method: "install", Message: exceptionText(res.ExceptionDetails)}
	}
	return nil
}

func exceptionText(d *proto.RuntimeExceptionDetails) string {
	msg := d.Text
	if d.Exception != nil && d.Exception.Description != "" {
		msg = d.Exception.Description
	}
	if i := strings.IndexByte(msg, '\n'); i > 0 {
		msg = msg[:i]
	}
	return msg
}

// release removes the library's observer and listeners from the current document, so an
// attached tab is left as it was found. Best effort; a document without the library is
// left alone (nothing is installed to be removed).
func (t *Tab) release(ctx context.Context) {
	world, err := t.isolated(ctx)
	if err == nil {
		_, err = proto.RuntimeEvaluate{ContextID: world, ReturnByValue: true,
			Expression: pagejs.Uninstall}.Call(t.cdp(ctx))
	}
	if err != nil {
		t.log.Debug().Err(err).Msg("release the page library")
	}
}
