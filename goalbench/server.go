package goalbench

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"maps"
	"net"
	"net/http"
	"net/url"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

//go:embed sites static suites
var files embed.FS

// Server serves every instance's site from 127.0.0.1 under /r/RUN/ and records what each
// page saw: page loads (with their query or form fields), and the events the shared
// bench.js reports (clicks on elements marked data-k, field values, and a page's own
// bench.ev calls). Events go to the server synchronously, so they survive navigations.
type Server struct {
	srv   *http.Server
	ln    net.Listener
	pages map[string]*template.Template // "site/route"

	mu   sync.Mutex
	runs map[string]*record
	next int
}

type record struct {
	inst   *Instance
	events []string
	last   time.Time
	opened bool
	// pending: a navigation was reported and its page load has not arrived yet.
	pending bool
}

// maxEvent bounds one reported event.
const maxEvent = 4 << 10

// StartServer parses every site's pages and serves them on 127.0.0.1 at a free port.
func StartServer() (*Server, error) {
	pages, err := parseSites()
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("goalbench: listen: %w", err)
	}
	s := &Server{ln: ln, pages: pages, runs: map[string]*record{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /bench.js", s.static("static/bench.js", "text/javascript"))
	mux.HandleFunc("GET /bench.css", s.static("static/bench.css", "text/css"))
	mux.HandleFunc("POST /ev/{run}", s.event)
	mux.HandleFunc("/r/{run}/{route...}", s.page)
	s.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = s.srv.Serve(ln) }()
	return s, nil
}

// parseSites parses sites/SITE/ROUTE.html into templates named "SITE/ROUTE", and every
// data suite's suites/SUITE/sites/SITE/ROUTE.html into "SUITE:SITE/ROUTE".
func parseSites() (map[string]*template.Template, error) {
	pages := map[string]*template.Template{}
	if err := parsePages(pages, "sites", ""); err != nil {
		return nil, err
	}
	for _, suite := range dataSuites(files) {
		if err := parsePages(pages, path.Join(suitesDir, suite, "sites"), suite+":"); err != nil {
			return nil, err
		}
	}
	return pages, nil
}

// parsePages parses every DIR/SITE/ROUTE.html into pages["PREFIX" + "SITE/ROUTE"].
func parsePages(pages map[string]*template.Template, dir, prefix string) error {
	return fs.WalkDir(files, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".html" {
			return err
		}
		b, err := files.ReadFile(p)
		if err != nil {
			return err
		}
		name := prefix + strings.TrimSuffix(strings.TrimPrefix(p, dir+"/"), ".html")
		t, err := template.New(name).Funcs(template.FuncMap(funcs)).Parse(string(b))
		if err != nil {
			return fmt.Errorf("goalbench: page %s: %w", p, err)
		}
		pages[name] = t
		return nil
	})
}

// HasRoute reports whether the site has a page for the route ("" is index).
func (s *Server) HasRoute(site, route string) bool {
	_, ok := s.pages[site+"/"+routeName(route)]
	return ok
}

func routeName(route string) string {
	route, _, _ = strings.Cut(route, "?")
	if route == "" {
		return "index"
	}
	return route
}

// URL is the server's base URL.
func (s *Server) URL() string { return "http://" + s.ln.Addr().String() }

// Close stops the server.
func (s *Server) Close() error { return s.srv.Close() }

// Open registers a run of the instance and returns its id and base URL (ending in "/").
func (s *Server) Open(in *Instance) (id, base string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next++
	id = strconv.Itoa(s.next)
	s.runs[id] = &record{inst: in, last: time.Now()}
	return id, s.URL() + "/r/" + id + "/"
}

// Events returns the run's events so far, in the order the server received them.
func (s *Server) Events(id string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r := s.runs[id]; r != nil {
		return slices.Clone(r.events)
	}
	return nil
}

// Settle waits until the run has reported nothing for quiet and no navigation it
// reported is still without its page load (at most max), so that a navigation the last
// action started has reached the server.
func (s *Server) Settle(id string, quiet, max time.Duration) {
	deadline := time.Now().Add(max)
	for time.Now().Before(deadline) {
		s.mu.Lock()
		last, pending := s.runs[id].last, s.runs[id].pending
		s.mu.Unlock()
		if !pending && time.Since(last) >= quiet {
			return
		}
		time.Sleep(quiet / 4)
	}
}

func (s *Server) add(id, ev string) *record {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[id]
	if r != nil {
		r.events = append(r.events, ev)
		r.last = time.Now()
		if strings.HasPrefix(ev, "navigate ") || strings.HasPrefix(ev, "submit ") {
			r.pending = true
		}
	}
	return r
}

// load records a page load: "open ROUTE" for the run's first page, "load ROUTE" after.
func (s *Server) load(id, route string) *record {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[id]
	if r == nil {
		return nil
	}
	kind := "load "
	if !r.opened {
		kind, r.opened = "open ", true
	}
	r.events = append(r.events, kind+route)
	r.last, r.pending = time.Now(), false
	return r
}

func (s *Server) static(name, ctype string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		b, _ := files.ReadFile(name)
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write(b)
	}
}

func (s *Server) event(w http.ResponseWriter, r *http.Request) {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxEvent+1))
	if err != nil || len(b) > maxEvent {
		http.Error(w, "event too large", http.StatusRequestEntityTooLarge)
		return
	}
	s.add(r.PathValue("run"), string(b))
	w.WriteHeader(http.StatusNoContent)
}

// page records the load ("load ROUTE?k=v&…", fields decoded and sorted by name, form
// fields of a POST included) and renders the route's template with the instance's
// variables (.V), the query (.Q, first values) and the route (.Route).
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	id, route := r.PathValue("run"), r.PathValue("route")
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	ev := route
	if q := encodeForm(r.Form); q != "" {
		ev += "?" + q
	}
	rec := s.load(id, ev)
	if rec == nil {
		http.NotFound(w, r)
		return
	}
	t := s.pages[rec.inst.Task.Site+"/"+routeName(route)]
	if t == nil {
		w.WriteHeader(http.StatusNotFound)
		_, _ = io.WriteString(w, "<!doctype html><html><head><title>Not found</title></head><body><h1>Page not found</h1></body></html>")
		return
	}
	q := map[string]string{}
	for k, v := range r.Form {
		q[k] = v[0]
	}
	var b bytes.Buffer
	if err := t.Execute(&b, map[string]any{"V": rec.inst.Vars, "Q": q, "Route": route}); err != nil {
		http.Error(w, "template: "+err.Error(), http.StatusInternalServerError)
		return
	}
	out := bytes.Replace(b.Bytes(), []byte("<head>"), []byte(`<head><meta charset="utf-8"><link rel="stylesheet" href="/bench.css"><script src="/bench.js"></script>`), 1)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(out)
}

// encodeForm renders fields as k=v pairs joined by "&", sorted by name, values decoded.
func encodeForm(v url.Values) string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(v)) {
		for _, x := range v[k] {
			parts = append(parts, k+"="+x)
		}
	}
	return strings.Join(parts, "&")
}
