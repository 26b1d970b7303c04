// Package browsers is the browser choice every command shares (cmd/browsergoal's run,
// observe and demo, and the MCP server): the flags that name the browser, their checks,
// and opening the session and the tab to drive, over Chromium (adapters/rod, CDP) or
// Firefox (adapters/bidi, WebDriver BiDi).
package browsers

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/fsm"
)

// Flags name the browser: attach to Chromium (--cdp) or Firefox (--bidi), or launch
// Chromium (--launch) or Firefox (--launch-firefox), with --url and --headful for a
// launched one.
type Flags struct {
	CDP           string
	BiDi          string
	Launch        bool
	LaunchFirefox bool
	URL           string
	Headful       bool
}

// Register adds the browser flags to fs.
func (f *Flags) Register(fs *flag.FlagSet) {
	fs.StringVar(&f.CDP, "cdp", "", "attach to a running Chromium by its DevTools URL (ws://… or http://host:port); the request's tab is the CDP target id")
	fs.StringVar(&f.BiDi, "bidi", "", "attach to a running Firefox by its WebDriver BiDi URL (ws://host:port[/session], from --remote-debugging-port); the request's tab is the browsing context id")
	fs.BoolVar(&f.Launch, "launch", false, "launch the system Chromium (CHROME_PATH, chromium on PATH or /usr/bin/chromium) headless with a fresh profile")
	fs.BoolVar(&f.LaunchFirefox, "launch-firefox", false, "launch the system Firefox (FIREFOX_PATH, firefox-esr or firefox on PATH) headless with a fresh profile")
	fs.StringVar(&f.URL, "url", "", "with --launch or --launch-firefox: the http(s) URL the tab opens (default about:blank)")
	fs.BoolVar(&f.Headful, "headful", false, "with --launch or --launch-firefox: show a window instead of running headless")
}

// FlagError is a browser flag that is missing, contradicts another or holds a bad value.
type FlagError struct{ Msg string }

func (e *FlagError) Error() string { return e.Msg }

// Check refuses a missing browser choice, two choices at once, and launch-only flags
// without a launch.
func (f *Flags) Check() error {
	n := 0
	for _, on := range []bool{f.CDP != "", f.BiDi != "", f.Launch, f.LaunchFirefox} {
		if on {
			n++
		}
	}
	switch {
	case n == 0:
		return &FlagError{Msg: "choose a browser: --cdp URL or --bidi URL to attach, or --launch (Chromium) or --launch-firefox"}
	case n > 1:
		return &FlagError{Msg: "--cdp, --bidi, --launch and --launch-firefox exclude each other"}
	case !f.launched() && (f.URL != "" || f.Headful):
		return &FlagError{Msg: "--url and --headful go with --launch or --launch-firefox"}
	}
	if f.URL != "" && f.URL != "about:blank" {
		if err := fsm.CheckNavigateURL(f.URL); err != nil {
			return &FlagError{Msg: "--url " + strings.TrimPrefix(err.Error(), "invalid request: navigate_urls ")}
		}
	}
	return nil
}

func (f *Flags) launched() bool { return f.Launch || f.LaunchFirefox }

// Tab is a bound tab: the browser port, its id, and Close for a launched browser's tab.
type Tab interface {
	fsm.Browser
	ID() string
	Close(ctx context.Context) error
	// Screenshot captures the tab's viewport as PNG (for the caller; never sent to a
	// decision service).
	Screenshot(ctx context.Context) ([]byte, error)
}

// Page is one tab of a browser: its id (the request's "tab"), URL and title (Firefox's
// WebDriver BiDi lists no titles).
type Page = fsm.PageInfo

// Session is an open browser session of either kind.
type Session interface {
	// Pages lists the browser's tabs.
	Pages(ctx context.Context) ([]Page, error)
	// Tab binds to the tab with this id.
	Tab(ctx context.Context, id string) (Tab, error)
	// NewTab opens a tab at url in a launched browser.
	NewTab(ctx context.Context, url string) (Tab, error)
	// OpenTab opens a tab in front at url (about:blank when empty), at a caller's
	// explicit request (an attached browser too).
	OpenTab(ctx context.Context, url string) (Tab, error)
	// ActivateTab brings the tab with this id to front (a caller's request).
	ActivateTab(ctx context.Context, id string) error
	// CloseTab closes the tab with this id (a caller's request).
	CloseTab(ctx context.Context, id string) error
	// Close ends the session (a launched browser is stopped).
	Close() error
	// Lost returns a browser_lost *fsm.BrowserError once the connection to the browser
	// has closed (killed, crashed, cut), else nil.
	Lost() error
}

// LaunchSession starts the browser the flags launch (Chromium or Firefox), without a tab of
// its own to drive: see NewTab.
func (f *Flags) LaunchSession(ctx context.Context, log zerolog.Logger) (Session, error) {
	if f.LaunchFirefox {
		return launchFirefox(ctx, f.Headful, log)
	}
	return launchChromium(ctx, f.Headful, log)
}

// Launched reports whether the flags launch a browser rather than attach to one.
func (f *Flags) Launched() bool { return f.launched() }

// Attach opens a session on the running browser the flags name (--bidi or --cdp),
// without binding a tab.
func (f *Flags) Attach(ctx context.Context, log zerolog.Logger) (Session, error) {
	if f.BiDi != "" {
		return attachFirefox(ctx, f.BiDi, log)
	}
	return attachChromium(ctx, f.CDP, log)
}

// Open opens the session and the tab to drive. In attach mode the tab is the request's
// tab, or the only tab when it names none; in launch mode it is a new tab opened at --url
// (and loaded), and a request that names a tab is refused (a *FlagError).
func (f *Flags) Open(ctx context.Context, tab string, log zerolog.Logger) (Session, Tab, error) {
	if f.launched() {
		if tab != "" {
			return nil, nil, &FlagError{Msg: fmt.Sprintf("the request's tab %q names a tab of an attached browser; with --launch or --launch-firefox leave \"tab\" empty", tab)}
		}
		s, err := f.LaunchSession(ctx, log)
		if err != nil {
			return nil, nil, err
		}
		t, err := s.NewTab(ctx, f.URL)
		if err != nil {
			s.Close()
			return nil, nil, err
		}
		closeStartTabs(ctx, s, t.ID())
		return s, t, nil
	}
	s, err := f.Attach(ctx, log)
	if err != nil {
		return nil, nil, err
	}
	pages, err := s.Pages(ctx)
	if err != nil {
		s.Close()
		return nil, nil, fmt.Errorf("listing the browser's tabs: %w", err)
	}
	id, err := PickTab(pages, tab)
	if err != nil {
		s.Close()
		return nil, nil, err
	}
	t, err := s.Tab(ctx, id)
	if err != nil {
		s.Close()
		return nil, nil, err
	}
	return s, t, nil
}

// PickTab returns the tab to drive: the one named, or the only one when none is named.
// Several tabs and none named is a *FlagError listing them.
func PickTab(pages []Page, tab string) (string, error) {
	if tab != "" {
		for _, p := range pages {
			if p.ID == tab {
				return tab, nil
			}
		}
		return "", fmt.Errorf("the browser has no tab %q; its tabs are: %s", tab, listPages(pages))
	}
	if len(pages) == 1 {
		return pages[0].ID, nil
	}
	if len(pages) == 0 {
		return "", fmt.Errorf("the browser has no page tab to drive")
	}
	return "", &FlagError{Msg: fmt.Sprintf("the browser has %d tabs; name one in the request's \"tab\": %s", len(pages), listPages(pages))}
}

func listPages(pages []Page) string {
	var parts []string
	for _, p := range pages {
		parts = append(parts, fmt.Sprintf("%s (%s)", p.ID, p.URL))
	}
	return strings.Join(parts, ", ")
}

// closeStartTabs closes the blank tab a launched browser starts with, so that the tab
// opened to drive is its only page tab (best effort: a tab that cannot be closed stays).
// Each close waits until the tab is gone (Session.CloseTab): the browser confirms a close
// before it drops the tab, and a tab list read right after must not show it.
func closeStartTabs(ctx context.Context, s Session, keep string) {
	pages, err := s.Pages(ctx)
	if err != nil {
		return
	}
	for _, p := range pages {
		if p.ID != keep && p.URL == "about:blank" {
			_ = s.CloseTab(ctx, p.ID)
		}
	}
}
