// Package demosite is the bundled demo shop that `browsergoal demo` serves from
// 127.0.0.1: a search form, a results list, detail pages with a size select, and a
// "Buy now" button that the risk gate stops at. It records what visitors did, so demos
// and tests can show the page's own account of each goal's effect.
package demosite

import (
	"embed"
	"fmt"
	"html/template"
	"net"
	"net/http"
	"strings"
	"sync"
)

//go:embed static/index.html
var static embed.FS

// Item is one catalogue entry.
type Item struct {
	ID, Title, Summary string
}

func catalogue() []Item {
	return []Item{
		{"tokio-tutorial", "Rust async examples with Tokio", "Hands-on async Rust: tasks, channels, timers and a small web server."},
		{"async-book", "The Async Book: futures in depth", "How futures, wakers and executors work underneath async/await."},
		{"serde-guide", "Serde serialization guide", "Derive, customise and stream JSON with serde."},
		{"rayon-intro", "Data parallelism with Rayon", "Parallel iterators for CPU-bound work."},
		{"python-asyncio", "Python asyncio cookbook", "Event loops and coroutines in Python."},
	}
}

// Site is a running demo site.
type Site struct {
	srv    *http.Server
	ln     net.Listener
	mu     sync.Mutex
	events []string
}

// Start serves the site on 127.0.0.1 at a free port.
func Start() (*Site, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("demosite: listen: %w", err)
	}
	s := &Site{ln: ln}
	s.srv = &http.Server{Handler: s.routes()}
	go func() { _ = s.srv.Serve(ln) }()
	return s, nil
}

// URL is the site's base URL.
func (s *Site) URL() string { return "http://" + s.ln.Addr().String() }

// Close stops the server.
func (s *Site) Close() error { return s.srv.Close() }

// Events returns what visitors did, in order (searches, views, selections, purchases).
func (s *Site) Events() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.events...)
}

func (s *Site) record(format string, args ...any) {
	s.mu.Lock()
	s.events = append(s.events, fmt.Sprintf(format, args...))
	s.mu.Unlock()
}

func (s *Site) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFileFS(w, r, static, "static/index.html")
	})
	mux.HandleFunc("GET /search", s.search)
	mux.HandleFunc("GET /item/{id}", s.item)
	mux.HandleFunc("POST /cart", s.cart)
	mux.HandleFunc("POST /buy", s.buy)
	for _, p := range []string{"/about", "/help"} {
		mux.HandleFunc("GET "+p, func(w http.ResponseWriter, r *http.Request) {
			render(w, "Crate Shop — "+p[1:], `<h2>`+p[1:]+`</h2><p>Nothing to see here.</p><a href="/">Home</a>`, nil)
		})
	}
	return mux
}

var page = template.Must(template.New("page").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Title}}</title>
<style>body{font-family:sans-serif;max-width:46rem;margin:2rem auto}li{margin:.4rem 0}</style></head>
<body><header><h1>Crate Shop</h1><nav><a href="/">Home</a> · <a href="/about">About us</a></nav></header>
<main>{{.Body}}</main></body></html>`))

func render(w http.ResponseWriter, title, body string, _ any) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = page.Execute(w, struct {
		Title string
		Body  template.HTML
	}{title, template.HTML(body)})
}

func (s *Site) search(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	s.record("search %q", q)
	var b strings.Builder
	fmt.Fprintf(&b, `<h2>Results for “%s”</h2><ol>`, template.HTMLEscapeString(q))
	words := strings.Fields(strings.ToLower(q))
	n := 0
	for _, it := range catalogue() {
		text := strings.ToLower(it.Title + " " + it.Summary)
		hit := 0
		for _, w := range words {
			if strings.Contains(text, w) {
				hit++
			}
		}
		if len(words) == 0 || hit*2 >= len(words) {
			n++
			fmt.Fprintf(&b, `<li><a href="/item/%s">%s</a><p>%s</p></li>`, it.ID, template.HTMLEscapeString(it.Title), template.HTMLEscapeString(it.Summary))
		}
	}
	b.WriteString(`</ol>`)
	if n == 0 {
		b.WriteString(`<p>No results.</p>`)
	}
	b.WriteString(`<p><a href="/">New search</a></p>`)
	render(w, "Results for "+q, b.String(), nil)
}

func (s *Site) find(id string) (Item, bool) {
	for _, it := range catalogue() {
		if it.ID == id {
			return it, true
		}
	}
	return Item{}, false
}

func (s *Site) item(w http.ResponseWriter, r *http.Request) {
	it, ok := s.find(r.PathValue("id"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	s.record("view %s", it.ID)
	body := fmt.Sprintf(`<article><h2>%s</h2><p>%s</p>
<form method="post" action="/cart"><input type="hidden" name="id" value="%s">
<label>Format <select name="format"><option value="">Choose a format</option><option value="pdf">PDF ebook</option><option value="print">Printed book</option><option value="bundle">Bundle (PDF + print)</option></select></label>
<button type="submit">Add to cart</button></form>
<form method="post" action="/buy"><input type="hidden" name="id" value="%s"><button type="submit">Buy now</button></form>
</article>`, template.HTMLEscapeString(it.Title), template.HTMLEscapeString(it.Summary), it.ID, it.ID)
	render(w, it.Title, body, nil)
}

func (s *Site) cart(w http.ResponseWriter, r *http.Request) {
	_ = r.ParseForm()
	s.record("cart %s %s", r.PostFormValue("id"), r.PostFormValue("format"))
	render(w, "Cart", fmt.Sprintf(`<h2>Added to cart</h2><p role="status">%s (%s) is in your cart.</p><a href="/">Continue shopping</a>`,
		template.HTMLEscapeString(r.PostFormValue("id")), template.HTMLEscapeString(r.PostFormValue("format"))), nil)
}

func (s *Site) buy(w http.ResponseWriter, r *http.Request) {
	_ = r.ParseForm()
	s.record("buy %s", r.PostFormValue("id"))
	render(w, "Order placed", `<h2>Order placed</h2><p role="status">Thank you for your order.</p>`, nil)
}
