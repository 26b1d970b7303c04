// Package settingsui is the host's settings page: a small web page, served on loopback
// only, where a person turns the computer tools and the experimental TypeSafe mode on or
// off, saves or removes the TypeSafe API key, sets the session's computer-use permission,
// and sees where the key comes from and which file each setting is written to.
//
// It writes through the config and credentials packages, the same files a running
// `browsergoal mcp` re-reads at every check. The page carries the no-agent marker
// (pagejs.NoAgentMeta), so browsergoal refuses to observe or operate it.
//
// Security: the listener is loopback only; the first request must carry the per-launch
// token of the printed URL, which is exchanged for an HttpOnly, SameSite=Strict session
// cookie and removed from the address bar by a redirect; the Host and Origin headers are
// checked (DNS rebinding, cross-site posts); every change is a POST carrying the CSRF
// token; responses are no-store under a strict Content-Security-Policy; the key is taken
// only from a POST body and never logged, echoed or loaded back into the form. The page
// loads one embedded stylesheet and one embedded script, nothing from elsewhere.
package settingsui

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/credentials"
)

// Options configure a Server.
type Options struct {
	// Paths are the config files: Global always; Workspace when a workspace was given,
	// in which case every change is written there, else to Global.
	Paths config.Paths
	// Store is the saved key's file.
	Store *credentials.Store
	// Getenv reads the environment (TYPESAFE_API_KEY wins over the saved key).
	Getenv func(string) string
	// Logger receives one line per refused request: method, path and reason, never a
	// query, a header value or a body.
	Logger zerolog.Logger
}

// Server is one launch of the settings page.
type Server struct {
	opts    Options
	ln      net.Listener
	srv     *http.Server
	host    string // the listener's host:port, as the URL and the Host header name it
	token   string // the per-launch token of the printed URL
	session string // the session cookie's value
	csrf    string // the form token every POST carries

	mu    sync.Mutex
	flash []line // the result of the last change, shown once
}

// line is one plain-language line on the page; Kind is "ok", "note" or "error".
type line struct {
	Text string
	Kind string
}

// AddrError is a listen address the page refuses: anything but loopback.
type AddrError struct {
	Addr   string
	Reason string
}

func (e *AddrError) Error() string {
	return fmt.Sprintf("--addr %q: %s; the settings page listens on loopback only (127.0.0.1, ::1 or localhost), never on the network", e.Addr, e.Reason)
}

// CheckAddr refuses a listen address that is not loopback: an empty host (every
// interface), a name other than localhost, or an address outside 127.0.0.0/8 and ::1.
func CheckAddr(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", &AddrError{Addr: addr, Reason: "is not host:port"}
	}
	switch {
	case host == "":
		return "", &AddrError{Addr: addr, Reason: "has no host, which would listen on every interface"}
	case strings.EqualFold(host, "localhost"):
		host = "127.0.0.1"
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return "", &AddrError{Addr: addr, Reason: "names a host that is not an IP address or localhost"}
	}
	if !ip.IsLoopback() {
		return "", &AddrError{Addr: addr, Reason: "is not a loopback address"}
	}
	return net.JoinHostPort(ip.String(), port), nil
}

// Listen checks addr (CheckAddr) and listens on it.
func Listen(addr string, opts Options) (*Server, error) {
	a, err := CheckAddr(addr)
	if err != nil {
		return nil, err
	}
	if opts.Store == nil || opts.Getenv == nil || opts.Paths.Global == "" {
		return nil, errors.New("settingsui: Options need Paths.Global, Store and Getenv")
	}
	ln, err := net.Listen("tcp", a)
	if err != nil {
		return nil, fmt.Errorf("listening on %s: %w", a, err)
	}
	tcp, ok := ln.Addr().(*net.TCPAddr)
	if !ok || !tcp.IP.IsLoopback() {
		ln.Close()
		return nil, &AddrError{Addr: addr, Reason: "did not give a loopback listener"}
	}
	s := &Server{opts: opts, ln: ln, host: tcp.String(), token: secret(), session: secret(), csrf: secret()}
	s.srv = &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 30 * time.Second, MaxHeaderBytes: 16 << 10, ErrorLog: nil}
	return s, nil
}

// secret is 32 random bytes, base64url.
func secret() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (it panics instead)
	return base64.RawURLEncoding.EncodeToString(b)
}

// URL is the page's address with the per-launch token: the first request must carry it.
func (s *Server) URL() string { return "http://" + s.host + "/?token=" + s.token }

// Origin is the page's origin (scheme, loopback host and port).
func (s *Server) Origin() string { return "http://" + s.host }

// Serve serves the page until ctx ends, then shuts the server down.
func (s *Server) Serve(ctx context.Context) error {
	done := make(chan error, 1)
	go func() { done <- s.srv.Serve(s.ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		_ = s.srv.Shutdown(sctx)
		<-done
		return nil
	}
}

// ServeHTTP checks every request (guard.go) and routes it.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	headers(w.Header())
	if !s.allowed(w, r) {
		return
	}
	switch {
	case r.Method == http.MethodGet && r.URL.Path == "/":
		s.page(w, r)
	case r.Method == http.MethodGet && r.URL.Path == "/app.css":
		asset(w, "text/css; charset=utf-8", appCSS)
	case r.Method == http.MethodGet && r.URL.Path == "/app.js":
		asset(w, "text/javascript; charset=utf-8", appJS)
	case r.Method == http.MethodGet && r.URL.Path == "/favicon.ico":
		w.WriteHeader(http.StatusNoContent) // no icon: nothing is fetched from elsewhere
	case r.Method == http.MethodPost:
		s.change(w, r)
	case r.Method == http.MethodGet:
		s.refuse(w, r, http.StatusNotFound, "no such page")
	default:
		w.Header().Set("Allow", "GET, POST")
		s.refuse(w, r, http.StatusMethodNotAllowed, "only GET and POST are answered")
	}
}

func (s *Server) setFlash(lines ...line) {
	s.mu.Lock()
	s.flash = lines
	s.mu.Unlock()
}

func (s *Server) takeFlash() []line {
	s.mu.Lock()
	defer s.mu.Unlock()
	f := s.flash
	s.flash = nil
	return f
}
