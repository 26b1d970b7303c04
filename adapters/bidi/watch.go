package bidi

import (
	"encoding/json"
	"sync"
	"sync/atomic"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/fsm"
)

// watcher follows, from the browser's events for one top-level browsing context, what
// settle waits for: the context's navigations and loading, and the fetch and XHR
// requests of its document still in flight; and the user prompts that block the page.
type watcher struct {
	navs      atomic.Int64
	dialog    atomic.Bool
	destroyed chan struct{}
	once      sync.Once
	fault     *fsm.Latch // the tab closed, or the connection lost

	mu     sync.Mutex
	opened chan struct{} // closed (and replaced) when a dialog opens
	// changed is closed (and replaced) whenever the activity below changes.
	changed chan struct{}
	// loading: a navigation of the context started and has neither loaded nor failed.
	loading bool
	// nav is the id of the navigation under way.
	nav string
	// gen counts navigation events and tracked requests started: settle compares it
	// before and after a page-side wait to learn whether anything began meanwhile.
	gen uint64
	// seq numbers tracked requests in the order they started.
	seq      uint64
	inflight map[string]uint64 // request id → seq
}

func newWatcher() *watcher {
	return &watcher{
		destroyed: make(chan struct{}), opened: make(chan struct{}), changed: make(chan struct{}),
		inflight: map[string]uint64{}, fault: fsm.NewLatch(),
	}
}

// dialogOpened returns a channel closed when the next dialog opens.
func (w *watcher) dialogOpened() <-chan struct{} {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.opened
}

// mark numbers the requests started so far: those started after it are the ones an
// action that begins now may have caused.
func (w *watcher) mark() uint64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.seq
}

// activity reports the page's activity, counting the requests started after mark.
func (w *watcher) activity(mark uint64) tabdrive.Activity {
	w.mu.Lock()
	defer w.mu.Unlock()
	a := tabdrive.Activity{Loading: w.loading, Gen: w.gen, Changed: w.changed}
	for _, seq := range w.inflight {
		if seq > mark {
			a.Requests++
		}
	}
	return a
}

// requestEvent is the part of network.beforeRequestSent, responseCompleted and
// fetchError the watcher reads.
type requestEvent struct {
	Navigation *string `json:"navigation"`
	Request    struct {
		Request       string `json:"request"`
		Destination   string `json:"destination"`
		InitiatorType string `json:"initiatorType"`
	} `json:"request"`
	Response struct {
		Status int `json:"status"`
	} `json:"response"`
}

// noDocument reports whether a navigation's response ends it without a new document
// (204 No Content, 205 Reset Content): no load event follows.
func noDocument(status int) bool { return status == 204 || status == 205 }

// trackedRequest reports whether a request is one settle waits for: the page's own fetch
// or XHR calls (not navigations, subresources or beacons).
func trackedRequest(ev requestEvent) bool {
	if ev.Navigation != nil {
		return false
	}
	switch ev.Request.InitiatorType {
	case "fetch", "xmlhttprequest":
		return true
	case "":
		return ev.Request.Destination == ""
	}
	return false
}

func (w *watcher) handle(method string, params json.RawMessage) {
	switch method {
	case "network.beforeRequestSent":
		var ev requestEvent
		if json.Unmarshal(params, &ev) == nil && trackedRequest(ev) {
			w.update(func() { w.seq++; w.gen++; w.inflight[ev.Request.Request] = w.seq })
		}
	case "network.responseCompleted", "network.fetchError":
		var ev requestEvent
		if json.Unmarshal(params, &ev) != nil {
			return
		}
		w.done(ev.Request.Request)
		if ev.Navigation != nil && (method == "network.fetchError" || noDocument(ev.Response.Status)) {
			w.update(func() {
				if w.nav == *ev.Navigation {
					w.loading = false
				}
				w.gen++
			})
		}
	case "browsingContext.navigationStarted":
		var ev navigationEvent
		_ = json.Unmarshal(params, &ev)
		w.navs.Add(1)
		w.update(func() {
			w.loading, w.gen = true, w.gen+1
			if ev.Navigation != nil {
				w.nav = *ev.Navigation
			}
		})
	case "browsingContext.fragmentNavigated":
		w.navs.Add(1)
		w.update(func() { w.loading = false; w.gen++ })
	case "browsingContext.load", "browsingContext.navigationFailed":
		w.update(func() { w.loading = false; w.gen++ })
	case "browsingContext.userPromptOpened":
		w.dialog.Store(true)
		w.mu.Lock()
		close(w.opened)
		w.opened = make(chan struct{})
		w.mu.Unlock()
	case "browsingContext.userPromptClosed":
		w.dialog.Store(false)
	case "browsingContext.contextDestroyed":
		w.once.Do(func() { close(w.destroyed) })
		w.fault.Set(tabfault.Closed())
	}
}

// expect marks a navigation this adapter starts as under way before its first event.
func (w *watcher) expect() { w.update(func() { w.loading = true; w.gen++ }) }

// committed ends the loading state once the document changed: a page restored from the
// back-forward cache sends no load event.
func (w *watcher) committed() { w.update(func() { w.loading = false; w.gen++ }) }

// done forgets a finished or failed request.
func (w *watcher) done(id string) {
	w.mu.Lock()
	_, ok := w.inflight[id]
	w.mu.Unlock()
	if ok {
		w.update(func() { delete(w.inflight, id) })
	}
}

// update changes the activity under the lock and wakes its waiters.
func (w *watcher) update(f func()) {
	w.mu.Lock()
	defer w.mu.Unlock()
	f()
	close(w.changed)
	w.changed = make(chan struct{})
}
