package bidi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/browserproc"
)

// Limits bound what a Tab does; they are the same limits as the Chromium adapter's.
type Limits = pagejs.Limits

// LaunchOptions configure Launch.
type LaunchOptions struct {
	// Path is the Firefox binary; empty means FindFirefox("").
	Path string
	// Headful shows a window instead of running headless.
	Headful bool
	// WindowWidth and WindowHeight size the window (default 1280×800).
	WindowWidth, WindowHeight int
	// Logger receives the adapter's logs.
	Logger zerolog.Logger
	// Limits bound every tab of the session; zero fields take their defaults.
	Limits Limits
}

// AttachOptions configure Attach.
type AttachOptions struct {
	// URL is the browser's WebDriver BiDi endpoint: ws://host:port/session (a ws URL
	// without a path gets /session), or http://host:port, taken as ws://host:port/session.
	URL string
	// Logger receives the adapter's logs.
	Logger zerolog.Logger
	// Limits bound every tab of the session; zero fields take their defaults.
	Limits Limits
}

// Session is one WebDriver BiDi session with a Firefox: one this package launched, or a
// running one it attached to.
type Session struct {
	log      zerolog.Logger
	limits   Limits
	c        *conn
	proc     *browserproc.Process // nil when attached
	headless bool
	wsURL    string
	window   [2]int // a launched browser's window size

	life tabdrive.Lifetime // closed, and the attached tabs bound so far

	mu       sync.Mutex
	watchers map[string]*watcher // by browsing context id
	crashed  map[string]bool     // contexts showing Firefox's crashed-tab page
}

// PageInfo describes one top-level browsing context (tab): ID is the browsing context
// id, the request's "tab"; URL is the context's current URL (no title: WebDriver BiDi
// lists none).
type PageInfo = fsm.PageInfo

// Launch starts Firefox (headless unless opts.Headful) with a fresh temporary profile and
// a WebDriver BiDi server on a random loopback port, and opens a session. It never
// downloads a browser. Close kills the browser with all its processes and removes the
// profile.
func Launch(ctx context.Context, opts LaunchOptions) (*Session, error) {
	path, err := FindFirefox(opts.Path)
	if err != nil {
		return nil, err
	}
	opts.Path = path
	if opts.WindowWidth <= 0 || opts.WindowHeight <= 0 {
		opts.WindowWidth, opts.WindowHeight = 1280, 800
	}
	proc, wsURL, err := startFirefox(ctx, opts)
	if err != nil {
		return nil, err
	}
	s, err := connect(ctx, wsURL, opts.Logger, opts.Limits)
	if err != nil {
		proc.Kill(3 * time.Second)
		return nil, err
	}
	s.proc = proc
	s.window = [2]int{opts.WindowWidth, opts.WindowHeight}
	s.log.Debug().Str("bin", path).Int("pid", proc.PID()).Bool("headless", s.headless).Msg("launched firefox")
	return s, nil
}

// Attach opens a WebDriver BiDi session on a running Firefox (started with
// --remote-debugging-port). It alters nothing: no tab or window is opened. Close removes
// what the session installed in the pages and ends the session; the browser keeps running.
// Firefox allows one WebDriver session at a time: Attach fails while another client holds one.
func Attach(ctx context.Context, opts AttachOptions) (*Session, error) {
	wsURL, err := sessionURL(opts.URL)
	if err != nil {
		return nil, err
	}
	return connect(ctx, wsURL, opts.Logger, opts.Limits)
}

// sessionURL turns the caller's endpoint into the BiDi session websocket URL.
func sessionURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("WebDriver BiDi URL %q: want ws://host:port[/session] or http://host:port: %w", raw, ErrBadURL)
	}
	switch u.Scheme {
	case "ws", "wss":
	case "http":
		u.Scheme = "ws"
	case "https":
		u.Scheme = "wss"
	default:
		return "", fmt.Errorf("WebDriver BiDi URL scheme %q: want ws, wss, http or https: %w", u.Scheme, ErrBadURL)
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = "/session"
	}
	return u.String(), nil
}

// subscribed are the events the adapter follows.
var subscribed = []string{
	"browsingContext.navigationStarted", "browsingContext.fragmentNavigated", "browsingContext.domContentLoaded",
	"browsingContext.load", "browsingContext.navigationFailed",
	"browsingContext.userPromptOpened", "browsingContext.userPromptClosed", "browsingContext.contextDestroyed",
	"network.beforeRequestSent", "network.responseCompleted", "network.fetchError",
}

func connect(ctx context.Context, wsURL string, log zerolog.Logger, limits Limits) (*Session, error) {
	s := &Session{log: log, limits: limits.WithDefaults(), wsURL: wsURL, watchers: map[string]*watcher{}, crashed: map[string]bool{}}
	c, err := dial(ctx, wsURL, s.route)
	if err != nil {
		return nil, err
	}
	s.c = c
	res, err := s.newSession(ctx)
	if err != nil {
		if isCode(err, "session not created") && strings.Contains(err.Error(), "active sessions") {
			err = fmt.Errorf("%w: %w", ErrSessionTaken, err)
		}
		return nil, fmt.Errorf("start the WebDriver BiDi session: %w", err)
	}
	s.headless = res.Capabilities.Headless()
	s.watchConnection()
	if err := c.call(ctx, "session.subscribe", subscribeParams{Events: subscribed}, nil); err != nil {
		s.end()
		return nil, fmt.Errorf("subscribe to the browser's events: %w", err)
	}
	// A crashed tab is seen only as the commit of Firefox's crashed-tab page; a browser
	// without the event still works, its crashes found by their failed calls.
	if err := c.call(ctx, "session.subscribe", subscribeParams{Events: []string{navigationCommitted}}, nil); err != nil {
		log.Debug().Err(err).Msg("no browsingContext.navigationCommitted: a crashed tab is not detected by its event")
	}
	return s, nil
}

// route hands one event to the watcher of its browsing context.
func (s *Session) route(method string, params json.RawMessage) {
	var head struct {
		Context string `json:"context"`
	}
	if json.Unmarshal(params, &head) != nil || head.Context == "" {
		return
	}
	s.followCrash(method, head.Context, params)
	s.mu.Lock()
	w := s.watchers[head.Context]
	s.mu.Unlock()
	if w != nil {
		w.handle(method, params)
	}
}

// Headless reports whether the browser runs headless (its capabilities say so).
func (s *Session) Headless() bool { return s.headless }

// BiDiURL returns the session websocket URL. It grants full control of the browser: keep
// it out of logs.
func (s *Session) BiDiURL() string { return s.wsURL }

// Launched reports whether this session started its browser.
// Lost returns the browser_lost fault once the WebDriver BiDi connection has closed
// (the browser was killed or crashed, the connection cut), else nil.
func (s *Session) Lost() error { return s.lostFault() }

// PID returns a launched browser's main process id (0 when attached).
func (s *Session) PID() int {
	if s.proc == nil {
		return 0
	}
	return s.proc.PID()
}

func (s *Session) Launched() bool { return s.proc != nil }

// Pages lists the browser's top-level browsing contexts (tabs).
func (s *Session) Pages(ctx context.Context) ([]PageInfo, error) {
	if s.isClosed() {
		return nil, ErrClosed
	}
	var tree getTreeResult
	if err := s.c.call(ctx, "browsingContext.getTree", getTreeParams{MaxDepth: ptr(0)}, &tree); err != nil {
		return nil, fmt.Errorf("list tabs: %w", err)
	}
	out := make([]PageInfo, 0, len(tree.Contexts))
	for _, c := range tree.Contexts {
		if !s.isCrashed(c.Context) { // a crashed tab is not usable until reloaded
			out = append(out, PageInfo{ID: c.Context, URL: c.URL})
		}
	}
	return out, nil
}

// exists reports whether id is a top-level browsing context.
func (s *Session) exists(ctx context.Context, id string) (bool, error) {
	var tree getTreeResult
	err := s.c.call(ctx, "browsingContext.getTree", getTreeParams{MaxDepth: ptr(0), Root: id}, &tree)
	switch {
	case isCode(err, "no such frame"):
		return false, nil
	case err != nil:
		return false, err
	}
	return len(tree.Contexts) == 1 && tree.Contexts[0].Parent == nil, nil
}

// Tab binds to the top-level browsing context with the given id. The returned Tab
// implements fsm.Browser. Binding changes nothing in the tab.
func (s *Session) Tab(ctx context.Context, id string) (*Tab, error) {
	if s.isClosed() {
		return nil, ErrClosed
	}
	ok, err := s.exists(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("tab %q: %w", id, err)
	}
	if !ok {
		return nil, fmt.Errorf("tab %q: %w", id, ErrTabNotFound)
	}
	t := newTab(s, id)
	if err := s.lostFault(); err != nil {
		t.events.fault.Set(err)
	}
	if s.isCrashed(id) {
		t.events.fault.Set(tabCrashed())
	}
	s.mu.Lock()
	s.watchers[id] = t.events
	s.mu.Unlock()
	if s.proc == nil { // an attached tab is released on Close
		s.life.Bind(t.release)
	}
	return t, nil
}

// NewTab opens a new tab at url (about:blank when empty) in a launched browser and binds
// to it, waiting for the page to load and settle. It is refused with ErrAttached on an
// attached browser.
func (s *Session) NewTab(ctx context.Context, url string) (*Tab, error) {
	if s.proc == nil {
		return nil, fmt.Errorf("open a tab: %w", ErrAttached)
	}
	return s.OpenTab(ctx, url)
}

// Close ends the session. A launched browser is killed with all its processes and its
// temporary profile removed; on an attached browser the in-page observers this session
// installed are removed (best effort) and the session ended, leaving the browser running.
func (s *Session) Close() error {
	release, first := s.life.Close()
	if !first {
		return nil
	}
	if s.proc != nil {
		s.c.close()
		s.proc.Kill(5 * time.Second)
		s.log.Debug().Msg("firefox stopped and profile removed")
		return nil
	}
	release() // the attached tabs'
	s.end()
	return nil
}

// end ends the BiDi session (best effort) and closes the connection.
func (s *Session) end() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := s.c.call(ctx, "session.end", struct{}{}, nil); err != nil && !errors.Is(err, ErrDisconnected) {
		s.log.Debug().Err(err).Msg("end the WebDriver BiDi session")
	}
	s.c.close()
}

func (s *Session) isClosed() bool { return s.life.Closed() }

func ptr[T any](v T) *T { return &v }
