package rod

import (
	"sync"
	"sync/atomic"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
)

// watcher follows, from the tab's DevTools events, what settle waits for: the main
// frame's navigations and loading, and the fetch and XHR requests of its document still
// in flight; and the JavaScript dialogs that block the page.
type watcher struct {
	navs     atomic.Int64
	dialog   atomic.Bool
	targetID string

	mu     sync.Mutex
	opened chan struct{} // closed (and replaced) when a dialog opens
	// changed is closed (and replaced) whenever the activity below changes.
	changed chan struct{}
	// loading: the main frame started loading and has not stopped.
	loading bool
	// requested: a navigation of the main frame in this tab was requested or scheduled
	// and has neither started loading nor been dropped.
	requested bool
	// gen counts navigation events and tracked requests started: settle compares it
	// before and after a page-side wait to learn whether anything began meanwhile.
	gen uint64
	// seq numbers tracked requests in the order they started.
	seq      uint64
	inflight map[proto.NetworkRequestID]request
}

// request is one tracked fetch or XHR in flight.
type request struct {
	seq    uint64
	loader proto.NetworkLoaderID
}

// tracked are the request types settle waits for: the page's own fetch and XHR calls.
var tracked = map[proto.NetworkResourceType]bool{
	proto.NetworkResourceTypeFetch: true,
	proto.NetworkResourceTypeXHR:   true,
}

func watch(page *rod.Page, id proto.TargetTargetID) *watcher {
	w := &watcher{
		targetID: string(id), opened: make(chan struct{}), changed: make(chan struct{}),
		inflight: map[proto.NetworkRequestID]request{},
	}
	events := page.Event()
	go func() {
		for msg := range events {
			w.handle(msg)
		}
	}()
	return w
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
	a := tabdrive.Activity{Loading: w.loading, Requested: w.requested, Gen: w.gen, Changed: w.changed}
	for _, r := range w.inflight {
		if r.seq > mark {
			a.Requests++
		}
	}
	return a
}

// main reports whether a frame id is the tab's main frame.
func (w *watcher) main(id proto.PageFrameID) bool { return string(id) == w.targetID }

func (w *watcher) handle(msg *rod.Message) {
	var (
		started   proto.PageFrameStartedLoading
		stopped   proto.PageFrameStoppedLoading
		requested proto.PageFrameRequestedNavigation
		scheduled proto.PageFrameScheduledNavigation
		cleared   proto.PageFrameClearedScheduledNavigation
		within    proto.PageNavigatedWithinDocument
		navigated proto.PageFrameNavigated
		sent      proto.NetworkRequestWillBeSent
		finished  proto.NetworkLoadingFinished
		failed    proto.NetworkLoadingFailed
		opening   proto.PageJavascriptDialogOpening
		closed    proto.PageJavascriptDialogClosed
	)
	switch {
	case msg.Load(&sent):
		if tracked[sent.Type] && w.main(sent.FrameID) {
			w.update(func() {
				w.seq++
				w.gen++
				w.inflight[sent.RequestID] = request{seq: w.seq, loader: sent.LoaderID}
			})
		}
	case msg.Load(&finished):
		w.done(finished.RequestID)
	case msg.Load(&failed):
		w.done(failed.RequestID)
	case msg.Load(&started):
		if w.main(started.FrameID) {
			w.navs.Add(1)
			w.update(func() { w.loading, w.requested = true, false; w.gen++ })
		}
	case msg.Load(&stopped):
		if w.main(stopped.FrameID) {
			w.update(func() { w.loading, w.requested = false, false; w.gen++ })
		}
	case msg.Load(&requested):
		if w.main(requested.FrameID) {
			w.navs.Add(1)
			if requested.Disposition == proto.PageClientNavigationDispositionCurrentTab {
				w.update(func() { w.requested = true; w.gen++ })
			}
		}
	case msg.Load(&scheduled):
		if w.main(scheduled.FrameID) {
			w.update(func() { w.requested = true; w.gen++ })
		}
	case msg.Load(&cleared):
		if w.main(cleared.FrameID) {
			w.update(func() { w.requested = false; w.gen++ })
		}
	case msg.Load(&within):
		if w.main(within.FrameID) {
			w.update(func() { w.requested = false; w.gen++ })
		}
	case msg.Load(&navigated):
		if navigated.Frame != nil && navigated.Frame.ParentID == "" {
			w.navs.Add(1)
			w.update(func() {
				w.gen++
				for id, r := range w.inflight { // the old document's requests went with it
					if r.loader != navigated.Frame.LoaderID {
						delete(w.inflight, id)
					}
				}
			})
		}
	case msg.Load(&opening):
		w.dialog.Store(true)
		w.mu.Lock()
		close(w.opened)
		w.opened = make(chan struct{})
		w.mu.Unlock()
	case msg.Load(&closed):
		w.dialog.Store(false)
	}
}

// done forgets a finished or failed request.
func (w *watcher) done(id proto.NetworkRequestID) {
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
