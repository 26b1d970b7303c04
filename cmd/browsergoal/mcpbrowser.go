package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/bidi"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/browsers"
	"github.com/browsergoal/browsergoal/mcpserver"
)

// mcpBrowser is the attached or launched browser (Chromium or Firefox) as mcpserver
// sees it. It recovers from a lost browser (mcpserver.Recoverer): a launched one is
// replaced by a fresh one on the next call; an attached one is reported lost on every
// call and reattached, by itself, as soon as its DevTools or WebDriver BiDi endpoint
// answers again.
type mcpBrowser struct {
	c   *common
	log zerolog.Logger

	mu  sync.Mutex
	s   browsers.Session
	def browsers.Tab // the tab opened with --launch or --launch-firefox, if any
	// opened are the tabs browser_tabs opened, which keep their binding.
	opened map[string]browsers.Tab
	// pending is what a background reattach did, for the next call's result.
	pending string
	// marionette is an attached Firefox's Marionette address (--marionette), used only
	// to end the session a lost connection left there; staleEnded is set once that was
	// done for the current loss.
	marionette string
	staleEnded bool
}

var (
	_ mcpserver.Recoverer  = (*mcpBrowser)(nil)
	_ mcpserver.TabManager = (*mcpBrowser)(nil)
)

// reattachEvery is how often an attached browser that was lost is tried again.
const reattachEvery = time.Second

func (c *common) mcpBrowser(ctx context.Context, log zerolog.Logger, marionette string) (*mcpBrowser, error) {
	b := &mcpBrowser{c: c, log: log, marionette: marionette}
	if err := b.open(ctx); err != nil {
		if errors.Is(err, bidi.ErrSessionTaken) {
			return nil, fmt.Errorf("%w: another client holds it, or a closed connection left it there; end it, or restart Firefox", err)
		}
		return nil, err
	}
	return b, nil
}

// open starts or attaches to the browser the flags name (b.mu held or b not shared yet).
func (b *mcpBrowser) open(ctx context.Context) error {
	if !b.c.browser.Launched() {
		s, err := b.c.browser.Attach(ctx, b.log)
		if err != nil {
			return err
		}
		b.s, b.def, b.opened = s, nil, nil
		return nil
	}
	s, t, err := b.c.openTab(ctx, "", b.log)
	if err != nil {
		return err
	}
	b.s, b.def, b.opened = s, t, nil
	return nil
}

// Recover replaces a lost browser: a launched one at once, an attached one when its
// endpoint answers (else the call is told the attachment is lost).
func (b *mcpBrowser) Recover(ctx context.Context) (string, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	notice := b.pending
	b.pending = ""
	lost := b.s.Lost()
	if lost == nil {
		return notice, nil
	}
	old := b.s
	_ = old.Close() // a launched browser's process group is killed, its profile removed
	if b.c.browser.Launched() {
		if err := b.open(ctx); err != nil {
			b.s = old
			return "", fsm.BrowserLost("the browser browsergoal launched was lost and a fresh one could not be started", err)
		}
		b.log.Warn().Err(lost).Str("tab", b.def.ID()).Msg("the launched browser was lost; a fresh one was launched")
		return fmt.Sprintf("the browser browsergoal launched was lost (%v); a fresh one was launched, its tab is %s (the old tabs and their observations are gone)", lost, b.def.ID()), nil
	}
	notice, err := b.reattachNow(ctx, lost)
	if err != nil {
		b.s = old
		return "", fsm.BrowserLost(b.lostAdvice(lost, err), err)
	}
	return notice, nil
}

// lostAdvice says why an attached browser that was lost is still not reattached, and
// what the host can do.
func (b *mcpBrowser) lostAdvice(lost, err error) string {
	switch {
	case errors.Is(err, bidi.ErrMarionette):
		return "the attachment to Firefox is lost (" + lost.Error() + ") and Firefox still holds the session that connection left; its Marionette server at " + b.marionette + " could not end it, so browsergoal cannot reattach: restart Firefox on the same port (browsergoal reattaches by itself once its endpoint takes a session again)"
	case errors.Is(err, bidi.ErrSessionTaken) && b.marionette == "":
		return "the attachment to Firefox is lost (" + lost.Error() + ") and Firefox still holds the session that connection left (it keeps it, takes one session at a time and lets no other connection end it), so browsergoal cannot reattach: restart Firefox on the same port, or start Firefox with --marionette and browsergoal mcp with --marionette HOST:PORT so it can end that session (browsergoal reattaches by itself once the endpoint takes a session again)"
	case errors.Is(err, bidi.ErrSessionTaken):
		return "the attachment to Firefox is lost (" + lost.Error() + ") and Firefox holds a WebDriver BiDi session again after browsergoal ended the one its lost connection left (another client's?), so browsergoal cannot reattach: end that client's session or restart Firefox (browsergoal reattaches by itself once the endpoint takes a session again)"
	}
	return "the attachment to the browser is lost (" + lost.Error() + "); browsergoal reattaches by itself as soon as its endpoint answers again"
}

// staleRetry bounds the wait for Firefox to end a stale session through Marionette.
const staleRetry = 3 * time.Second

// reattachNow attaches again, within a short bound (b.mu held), and says so. A Firefox
// that still holds the session the lost connection left (it takes one at a time) is made
// to end it through its Marionette server (--marionette), once per loss: a session
// Firefox holds after that is another client's, and is left alone.
func (b *mcpBrowser) reattachNow(ctx context.Context, lost error) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second+staleRetry)
	defer cancel()
	err := b.open(ctx)
	how := ""
	if errors.Is(err, bidi.ErrSessionTaken) && b.marionette != "" && !b.staleEnded {
		if err = bidi.EndStaleSession(ctx, b.marionette); err != nil {
			return "", err
		}
		b.staleEnded = true
		how = " (Firefox's stale session was ended through Marionette)"
		b.log.Info().Str("marionette", b.marionette).Msg("ended the WebDriver BiDi session the lost connection left")
		for deadline := time.Now().Add(staleRetry); ; time.Sleep(100 * time.Millisecond) {
			if err = b.open(ctx); !errors.Is(err, bidi.ErrSessionTaken) || time.Now().After(deadline) {
				break
			}
		}
	}
	if err != nil {
		return "", err
	}
	b.staleEnded = false
	b.log.Info().Msg("reattached to the browser")
	return "the attachment to the browser was lost (" + lost.Error() + ") and is restored" + how + "; observe before acting", nil
}

// reattach watches an attached browser and reattaches by itself once its endpoint
// answers again after a loss, until ctx ends.
func (b *mcpBrowser) reattach(ctx context.Context) {
	if b.c.browser.Launched() {
		return
	}
	tick := time.NewTicker(reattachEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		b.mu.Lock()
		if lost := b.s.Lost(); lost != nil {
			old := b.s
			if notice, err := b.reattachNow(ctx, lost); err == nil {
				_ = old.Close()
				b.pending = notice
			}
		}
		b.mu.Unlock()
	}
}

// close ends the session (a launched browser is stopped).
func (b *mcpBrowser) close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	_ = b.s.Close()
}

// DefaultTab is the launched browser's tab (a fresh browser has a new one); empty when
// attached.
func (b *mcpBrowser) DefaultTab() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.def == nil {
		return ""
	}
	return b.def.ID()
}

// Pages lists the page tabs.
func (b *mcpBrowser) Pages(ctx context.Context) ([]mcpserver.PageInfo, error) {
	b.mu.Lock()
	s := b.s
	b.mu.Unlock()
	if err := s.Lost(); err != nil {
		return nil, err
	}
	return s.Pages(ctx)
}

// Tab binds a tab (the launched tab and the tabs browser_tabs opened keep their binding).
func (b *mcpBrowser) Tab(ctx context.Context, id string) (fsm.Browser, error) {
	b.mu.Lock()
	s, def, opened := b.s, b.def, b.opened[id]
	b.mu.Unlock()
	switch {
	case def != nil && id == def.ID():
		return def, nil
	case opened != nil:
		return opened, nil
	}
	return s.Tab(ctx, id)
}

// session is the current session, unless it is lost.
func (b *mcpBrowser) session() (browsers.Session, error) {
	b.mu.Lock()
	s := b.s
	b.mu.Unlock()
	return s, s.Lost()
}

// OpenTab opens a tab in front at url (about:blank when empty), at the caller's request.
func (b *mcpBrowser) OpenTab(ctx context.Context, url string) (string, error) {
	s, err := b.session()
	if err != nil {
		return "", err
	}
	t, err := s.OpenTab(ctx, url)
	if err != nil {
		return "", err
	}
	b.mu.Lock()
	if b.s == s {
		if b.opened == nil {
			b.opened = map[string]browsers.Tab{}
		}
		b.opened[t.ID()] = t
	}
	b.mu.Unlock()
	return t.ID(), nil
}

// SelectTab brings a tab to front, at the caller's request.
func (b *mcpBrowser) SelectTab(ctx context.Context, id string) error {
	s, err := b.session()
	if err != nil {
		return err
	}
	return s.ActivateTab(ctx, id)
}

// CloseTab closes a tab, at the caller's request; the launched tab may be closed too
// (calls that name no tab then use the only page tab, or the one selected).
func (b *mcpBrowser) CloseTab(ctx context.Context, id string) error {
	s, err := b.session()
	if err != nil {
		return err
	}
	if err := s.CloseTab(ctx, id); err != nil {
		return err
	}
	b.mu.Lock()
	if b.s == s {
		delete(b.opened, id)
		if b.def != nil && b.def.ID() == id {
			b.def = nil
		}
	}
	b.mu.Unlock()
	return nil
}
