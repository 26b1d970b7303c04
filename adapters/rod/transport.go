package rod

import (
	"context"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
)

// transport is a Tab as the shared skeleton sees it (tabdrive.Transport): the DevTools
// calls, input and events of the tab. It is a distinct type so that none of these
// primitives is a method of Tab: only Act dispatches input.
type transport Tab

var (
	_ tabdrive.Transport      = (*transport)(nil)
	_ tabdrive.ListenerProber = (*transport)(nil)
)

func (p *transport) tab() *Tab { return (*Tab)(p) }

// newDriver returns the shared skeleton driving t.
func newDriver(t *Tab) *tabdrive.Driver {
	return tabdrive.New((*transport)(t), tabdrive.Config{
		Faults: t.faults, Limits: &t.limits, Log: t.log, Headless: t.s.headless, BadURL: ErrBadURL,
	})
}

// Alive derives a context that also ends when the tab's DevTools session ends (the tab
// closed, crashed or detached) or a fault is detected (the connection lost, the tab
// crashed), so that no call waits on a tab or a browser that is gone.
func (p *transport) Alive(ctx context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(ctx)
	stop := context.AfterFunc(p.page.GetContext(), func() { cancel(tabfault.ErrGone) })
	go func() {
		select {
		case <-p.faults.Faulted():
			cancel(p.tab().Fault())
		case <-ctx.Done():
		}
	}()
	return ctx, func() { stop(); cancel(nil) }
}

// Mark numbers the tracked requests started so far.
func (p *transport) Mark(context.Context) tabdrive.Mark {
	return tabdrive.Mark{Requests: p.events.mark()}
}

// Activity is the watcher's activity since mark.
func (p *transport) Activity(_ context.Context, mark tabdrive.Mark) tabdrive.Activity {
	return p.events.Activity(mark.Requests)
}

// Dialog reports whether a JavaScript dialog blocks the page.
func (p *transport) Dialog() bool { return p.events.Dialog() }

// DialogOpened returns a channel closed when the next dialog opens.
func (p *transport) DialogOpened() <-chan struct{} { return p.events.DialogOpened() }

// Navigations counts the main frame's navigation events.
func (p *transport) Navigations() int64 { return p.events.navs.Load() }
