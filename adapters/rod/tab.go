package rod

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"
	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/fsm"
)

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

// gone reports whether the tab's DevTools session has ended, as err (when not nil) or
// rod's detach tracking tells.
func (t *Tab) gone(err error) bool {
	return t.page.GetContext().Err() != nil || (err != nil && errors.Is(err, cdp.ErrSessionNotFound))
}

// call runs one method of the in-page library in the tab's isolated world and decodes
// its JSON answer into out (tabdrive.CallLibrary).
func (t *Tab) call(ctx context.Context, method string, out any, args ...any) error {
	return t.drive.Call(ctx, method, out, args...)
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
// attached tab is left as it was found (tabdrive.Release: best effort).
func (t *Tab) release(ctx context.Context) {
	tabdrive.Release(ctx, (*transport)(t).Realm, func(err error) { t.log.Debug().Err(err).Msg("release the page library") })
}
