package bidi

import (
	"context"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
)

// transport is a Tab as the shared skeleton sees it (tabdrive.Transport): the WebDriver
// BiDi commands, input and events of the tab. It is a distinct type so that none of
// these primitives is a method of Tab: only Act dispatches input.
type transport Tab

var _ tabdrive.Transport = (*transport)(nil)

func (p *transport) tab() *Tab { return (*Tab)(p) }

// newDriver returns the shared skeleton driving t.
func newDriver(t *Tab) *tabdrive.Driver {
	return tabdrive.New((*transport)(t), tabdrive.Config{
		Faults: t.faults, Limits: &t.limits, Log: t.log, Headless: t.s.headless, BadURL: ErrBadURL,
	})
}

// Alive derives a context that also ends when the tab's browsing context is destroyed
// or the connection ends, so that no call waits on a tab that is gone.
func (p *transport) Alive(ctx context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(ctx)
	go func() {
		select {
		case <-p.events.destroyed:
			cancel(tabfault.ErrGone)
		case <-p.s.c.done():
			cancel(ErrDisconnected)
		case <-ctx.Done():
		}
	}()
	return ctx, func() { cancel(nil) }
}

// Mark numbers the tracked requests started so far and notes the current document: a
// page restored from the back-forward cache sends no load event, so a navigation ends
// for settle too when the document is no longer this one.
func (p *transport) Mark(ctx context.Context) tabdrive.Mark {
	return tabdrive.Mark{Requests: p.events.mark(), Document: p.tab().document(ctx)}
}

// Activity is the watcher's activity since mark. While a navigation is under way, a
// document other than the mark's ends it; otherwise settle looks again every
// tabdrive.SettlePoll.
func (p *transport) Activity(ctx context.Context, mark tabdrive.Mark) tabdrive.Activity {
	a := p.events.Activity(mark.Requests)
	if !a.Loading {
		return a
	}
	if doc := p.tab().document(ctx); doc != "" && mark.Document != "" && doc != mark.Document {
		p.events.committed()
		a = p.events.Activity(mark.Requests)
	}
	if a.Loading {
		a.Poll = tabdrive.SettlePoll
	}
	return a
}

// Dialog reports whether a user prompt blocks the page.
func (p *transport) Dialog() bool { return p.events.Dialog() }

// DialogOpened returns a channel closed when the next user prompt opens.
func (p *transport) DialogOpened() <-chan struct{} { return p.events.DialogOpened() }

// Navigations counts the context's navigation events.
func (p *transport) Navigations() int64 { return p.events.navs.Load() }
