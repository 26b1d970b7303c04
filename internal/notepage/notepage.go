// Package notepage is a test page served from 127.0.0.1 for the MCP server's tests: a
// note field and a "Preview note" button that reports the note to the server, which
// records it (the page's own account of what a goal did). Typing into the field keeps the
// page busy for a second (a counter ticks), so a test can act while the engine waits for
// the page to settle after a dispatch: cancel the goal, or revoke its permission.
package notepage

import (
	"io"
	"net"
	"net/http"
	"sync"
	"time"
)

// BusyMS is how long the server holds the request each input starts.
const BusyMS = 600

const html = `<!doctype html><html><head><title>Notes</title></head><body>
<h1>Notes</h1>
<label>Note <input id="note" type="text" name="note"></label>
<label>Password <input type="password" value="s3cret-pw"></label>
<button id="preview" type="button">Preview note</button>
<button id="clear" type="button">Clear</button>
<p><a href="/help">Help</a></p>
<p id="status" role="status"></p>
<script>
document.getElementById('note').addEventListener('change', (ev) => { // a fill ends with it
  fetch('/typed', {method: 'POST', body: ev.target.value});
  fetch('/busy', {method: 'POST'}); // held by the server: the page has not settled
});
document.getElementById('preview').addEventListener('click', async () => {
  const v = document.getElementById('note').value;
  await fetch('/effect', {method: 'POST', body: v});
  document.getElementById('status').textContent = 'Preview: ' + v;
});
</script></body></html>`

// Page is a running note page.
type Page struct {
	srv     *http.Server
	ln      net.Listener
	mu      sync.Mutex
	effects []string
	typed   string
}

// Start serves the page on 127.0.0.1 at a free port.
func Start() (*Page, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &Page{ln: ln}
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, html)
	})
	mux.HandleFunc("POST /typed", func(_ http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		p.mu.Lock()
		p.typed = string(b)
		p.mu.Unlock()
	})
	mux.HandleFunc("POST /busy", func(http.ResponseWriter, *http.Request) {
		time.Sleep(BusyMS * time.Millisecond)
	})
	mux.HandleFunc("POST /effect", func(_ http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		p.mu.Lock()
		p.effects = append(p.effects, string(b))
		p.mu.Unlock()
	})
	p.srv = &http.Server{Handler: mux}
	go func() { _ = p.srv.Serve(ln) }()
	return p, nil
}

// URL is the page's URL.
func (p *Page) URL() string { return "http://" + p.ln.Addr().String() + "/" }

// Effects are the notes the page reported, in order.
func (p *Page) Effects() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.effects...)
}

// WaitTyped waits until the note field has reported a change to exactly value (a fill
// has typed it all and finished), or until timeout; it reports whether it did.
func (p *Page) WaitTyped(value string, timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		p.mu.Lock()
		done := p.typed == value
		p.mu.Unlock()
		if done {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

// AfterTyping runs act shortly after a fill of value finished, while the page is still
// busy: a goal is then waiting for it to settle, with no action in flight.
func (p *Page) AfterTyping(value string, act func()) (wait func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		if p.WaitTyped(value, 30*time.Second) {
			time.Sleep(BusyMS * time.Millisecond / 5)
			act()
		}
	}()
	return func() { <-done }
}

// Close stops the server.
func (p *Page) Close() error { return p.srv.Close() }
