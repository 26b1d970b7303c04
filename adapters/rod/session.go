package rod

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/browserproc"
)

// LaunchOptions configure Launch.
type LaunchOptions struct {
	// Path is the Chromium binary; empty means FindChromium("").
	Path string
	// Headful shows a window instead of running headless.
	Headful bool
	// StartURL is the first tab's URL (default about:blank).
	StartURL string
	// NoSandbox adds --no-sandbox; it is always added when running as root.
	NoSandbox bool
	// WindowWidth and WindowHeight size the window (default 1280×800).
	WindowWidth, WindowHeight int
	// Logger receives the adapter's logs.
	Logger zerolog.Logger
	// Limits bound every tab of the session; zero fields take their defaults.
	Limits Limits
}

// AttachOptions configure Attach.
type AttachOptions struct {
	// URL is the browser's DevTools endpoint: ws://host:port/devtools/browser/…, or
	// http://host:port, which is resolved to the websocket URL through /json/version.
	URL string
	// Logger receives the adapter's logs.
	Logger zerolog.Logger
	// Limits bound every tab of the session; zero fields take their defaults.
	Limits Limits
}

// Session is one connection to a Chromium over the DevTools protocol: a browser this
// package launched, or a running browser it attached to.
type Session struct {
	log      zerolog.Logger
	limits   Limits
	browser  *rod.Browser
	ws       *cdp.WebSocket
	cancel   context.CancelFunc
	proc     *browserproc.Process // nil when attached
	headless bool
	wsURL    string
	faults   *faults
	sends    *sendWatch // the messages awaited on the connection (MoveAndPress)

	life tabdrive.Lifetime // closed, and the attached tabs bound so far
}

// PageInfo describes one page target (tab) of the browser: ID is the CDP target id, the
// request's "tab"; URL and Title are the page's current URL and title.
type PageInfo = fsm.PageInfo

// Launch starts the system Chromium (headless unless opts.Headful) with a fresh temporary
// profile and connects to it. It never downloads a browser. Close kills the browser with
// all its processes and removes the profile.
func Launch(ctx context.Context, opts LaunchOptions) (*Session, error) {
	path, err := FindChromium(opts.Path)
	if err != nil {
		return nil, err
	}
	opts.Path = path
	if opts.WindowWidth <= 0 || opts.WindowHeight <= 0 {
		opts.WindowWidth, opts.WindowHeight = 1280, 800
	}
	proc, wsURL, err := startChromium(ctx, opts)
	if err != nil {
		return nil, err
	}
	s, err := connect(ctx, wsURL, opts.Logger, opts.Limits)
	if err != nil {
		proc.Kill(3 * time.Second)
		return nil, err
	}
	s.proc = proc
	s.log.Debug().Str("bin", path).Int("pid", proc.PID()).Bool("headless", s.headless).Msg("launched chromium")
	return s, nil
}

// Attach connects to a running browser through its DevTools URL. It alters nothing: no
// device, viewport or user-agent emulation, no new tab or window. Close only disconnects.
func Attach(ctx context.Context, opts AttachOptions) (*Session, error) {
	wsURL, err := resolveDevTools(ctx, opts.URL)
	if err != nil {
		return nil, err
	}
	return connect(ctx, wsURL, opts.Logger, opts.Limits)
}

func connect(ctx context.Context, wsURL string, log zerolog.Logger, limits Limits) (*Session, error) {
	ws, err := dialDevTools(ctx, wsURL)
	if err != nil {
		return nil, fmt.Errorf("connect to %s: %w", redactWS(wsURL), err)
	}
	life, cancel := context.WithCancel(context.Background())
	f, sends := newFaults(), &sendWatch{}
	b := rod.New().Client(cdp.New().Start(watchedWS{WebSocket: ws, lost: f.connectionLost, sends: sends})).ControlURL("").NoDefaultDevice().Context(life)
	s := &Session{log: log, limits: limits.WithDefaults(), browser: b, ws: ws, cancel: cancel, wsURL: wsURL, faults: f, sends: sends}
	if err := s.run(ctx, b.Connect); err != nil {
		s.disconnect()
		return nil, fmt.Errorf("start the DevTools session: %w", err)
	}
	f.follow(b)
	v, err := proto.BrowserGetVersion{}.Call(b.Context(ctx))
	if err != nil {
		s.disconnect()
		return nil, fmt.Errorf("read the browser version: %w", err)
	}
	s.headless = strings.Contains(v.Product, "Headless") || strings.Contains(v.UserAgent, "Headless")
	return s, nil
}

// run calls f, which is bound to the session's own lifetime, and stops waiting for it
// when ctx ends first.
func (s *Session) run(ctx context.Context, f func() error) error {
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Headless reports whether the browser runs headless (its product name says so).
func (s *Session) Headless() bool { return s.headless }

// DevToolsURL returns the browser's DevTools websocket URL, through which another
// client can attach. It grants full control of the browser: keep it out of logs.
func (s *Session) DevToolsURL() string { return s.wsURL }

// PID returns a launched browser's main process id (0 when attached).
func (s *Session) PID() int {
	if s.proc == nil {
		return 0
	}
	return s.proc.PID()
}

// Launched reports whether this session started its browser (Launch) rather than
// attaching to one.
func (s *Session) Launched() bool { return s.proc != nil }

// Lost returns the browser_lost fault once the DevTools connection has closed (the
// browser was killed or crashed, the connection cut), else nil.
func (s *Session) Lost() error { return s.faults.lost.Err() }

// Pages lists the browser's usable page targets (tabs): a tab whose renderer crashed
// (and was not reloaded since) is left out.
func (s *Session) Pages(ctx context.Context) ([]PageInfo, error) {
	if s.isClosed() {
		return nil, ErrClosed
	}
	res, err := proto.TargetGetTargets{}.Call(s.browser.Context(ctx))
	if err != nil {
		return nil, fmt.Errorf("list targets: %w", err)
	}
	var out []PageInfo
	for _, t := range res.TargetInfos {
		if t.Type == proto.TargetTargetInfoTypePage && !s.faults.isCrashed(t.TargetID) {
			out = append(out, PageInfo{ID: string(t.TargetID), URL: t.URL, Title: t.Title})
		}
	}
	return out, nil
}

// Tab binds to the page target with the given CDP target id. The returned Tab
// implements fsm.Browser. Binding changes nothing in the tab.
func (s *Session) Tab(ctx context.Context, targetID string) (*Tab, error) {
	if _, err := s.pageTarget(ctx, targetID); err != nil {
		return nil, err
	}
	var page *rod.Page
	err := s.run(ctx, func() (err error) {
		page, err = s.browser.PageFromTarget(proto.TargetTargetID(targetID))
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("attach to tab %q: %w", targetID, err)
	}
	t := newTab(ctx, s, page)
	if s.proc == nil { // an attached tab is released on Close
		s.life.Bind(t.release)
	}
	return t, nil
}

// NewTab opens a new tab at url (about:blank when empty) in a launched browser and
// binds to it. It is refused with ErrAttached on an attached browser.
func (s *Session) NewTab(ctx context.Context, url string) (*Tab, error) {
	if s.proc == nil {
		return nil, fmt.Errorf("open a tab: %w", ErrAttached)
	}
	return s.OpenTab(ctx, url)
}

// Close ends the session. A launched browser is killed with all its processes and its
// temporary profile removed; an attached browser is only disconnected from, after the
// in-page observers this session installed are removed (best effort).
func (s *Session) Close() error {
	release, first := s.life.Close()
	if !first {
		return nil
	}
	release() // the attached tabs'
	s.disconnect()
	if s.proc != nil {
		s.proc.Kill(5 * time.Second)
		s.log.Debug().Msg("chromium stopped and profile removed")
	}
	return nil
}

func (s *Session) disconnect() {
	s.cancel()
	if err := s.ws.Close(); err != nil && !errors.Is(err, net.ErrClosed) {
		s.log.Debug().Err(err).Msg("close the DevTools connection")
	}
}

func (s *Session) isClosed() bool { return s.life.Closed() }
