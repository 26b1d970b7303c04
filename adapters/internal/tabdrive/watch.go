package tabdrive

import (
	"sync"
	"sync/atomic"
)

// Watch is the bookkeeping every adapter's event watcher shares, whatever its protocol
// calls the events: the navigation state, the tracked fetch and XHR requests in flight
// (numbered in the order they started, so that an action counts only those it may have
// caused), a generation that changes with every navigation event and request start (so
// settle learns whether anything began during a page-side wait), a channel closed at
// every change (so settle waits without polling), and the JavaScript dialogs that block
// the page. Its methods are safe for concurrent use.
type Watch struct {
	dialog atomic.Bool

	mu     sync.Mutex
	opened chan struct{} // closed (and replaced) when a dialog opens
	// changed is closed (and replaced) whenever the activity below changes.
	changed  chan struct{}
	state    State
	gen      uint64
	seq      uint64
	inflight map[string]request
}

// State is the tab's navigation state as its events tell it, changed under Watch.Update.
type State struct {
	// Loading: a navigation of the tab started and has neither loaded nor failed.
	Loading bool
	// Requested: a navigation of the tab was requested or scheduled and has neither
	// started loading nor been dropped.
	Requested bool
	// Navigation is the protocol's id of the navigation under way, when it names one.
	Navigation string
}

// request is one tracked fetch or XHR in flight.
type request struct {
	seq    uint64
	loader string
}

// NewWatch returns an empty Watch: nothing loading, nothing in flight, no dialog.
func NewWatch() *Watch {
	return &Watch{opened: make(chan struct{}), changed: make(chan struct{}), inflight: map[string]request{}}
}

// Dialog reports whether a JavaScript dialog blocks the page.
func (w *Watch) Dialog() bool { return w.dialog.Load() }

// DialogOpened returns a channel closed when the next dialog opens.
func (w *Watch) DialogOpened() <-chan struct{} {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.opened
}

// OpenDialog records a dialog opening and wakes DialogOpened's waiters.
func (w *Watch) OpenDialog() {
	w.dialog.Store(true)
	w.mu.Lock()
	close(w.opened)
	w.opened = make(chan struct{})
	w.mu.Unlock()
}

// CloseDialog records the dialog closing.
func (w *Watch) CloseDialog() { w.dialog.Store(false) }

// Mark numbers the requests started so far: those started after it are the ones an
// action that begins now may have caused.
func (w *Watch) Mark() uint64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.seq
}

// Activity reports the page's activity, counting the requests started after mark.
func (w *Watch) Activity(mark uint64) Activity {
	w.mu.Lock()
	defer w.mu.Unlock()
	a := Activity{Loading: w.state.Loading, Requested: w.state.Requested, Gen: w.gen, Changed: w.changed}
	for _, r := range w.inflight {
		if r.seq > mark {
			a.Requests++
		}
	}
	return a
}

// Update changes the navigation state with f (nil: none) under the lock, as a
// navigation event does: the generation changes and Activity's waiters wake.
func (w *Watch) Update(f func(*State)) {
	w.change(func() {
		if f != nil {
			f(&w.state)
		}
		w.gen++
	})
}

// Request records a tracked request starting; loader is the document's loader, when the
// protocol names it (see KeepLoader).
func (w *Watch) Request(id, loader string) {
	w.change(func() {
		w.seq++
		w.gen++
		w.inflight[id] = request{seq: w.seq, loader: loader}
	})
}

// Done forgets a finished or failed request.
func (w *Watch) Done(id string) {
	w.mu.Lock()
	_, ok := w.inflight[id]
	w.mu.Unlock()
	if ok {
		w.change(func() { delete(w.inflight, id) })
	}
}

// KeepLoader records a new document, committed by loader: the old document's requests
// went with it. It is a navigation event (Update).
func (w *Watch) KeepLoader(loader string) {
	w.change(func() {
		w.gen++
		for id, r := range w.inflight {
			if r.loader != loader {
				delete(w.inflight, id)
			}
		}
	})
}

// change runs f under the lock and wakes Activity's waiters.
func (w *Watch) change(f func()) {
	w.mu.Lock()
	defer w.mu.Unlock()
	f()
	close(w.changed)
	w.changed = make(chan struct{})
}
