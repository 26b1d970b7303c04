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
// The bookkeeping is the one every adapter shares (tabdrive.Watch); the watcher keeps
// only how WebDriver BiDi tells it, and the context's end.
type watcher struct {
	*tabdrive.Watch
	navs      atomic.Int64
	destroyed chan struct{}
	once      sync.Once
	fault     *fsm.Latch // the tab closed, or the connection lost
}

func newWatcher() *watcher {
	return &watcher{Watch: tabdrive.NewWatch(), destroyed: make(chan struct{}), fault: fsm.NewLatch()}
}

// mark numbers the requests started so far (tabdrive.Watch.Mark).
func (w *watcher) mark() uint64 { return w.Mark() }

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
			w.Request(ev.Request.Request, "")
		}
	case "network.responseCompleted", "network.fetchError":
		var ev requestEvent
		if json.Unmarshal(params, &ev) != nil {
			return
		}
		w.Done(ev.Request.Request)
		if ev.Navigation != nil && (method == "network.fetchError" || noDocument(ev.Response.Status)) {
			w.Update(func(s *tabdrive.State) {
				if s.Navigation == *ev.Navigation {
					s.Loading = false
				}
			})
		}
	case "browsingContext.navigationStarted":
		var ev navigationEvent
		_ = json.Unmarshal(params, &ev)
		w.navs.Add(1)
		w.Update(func(s *tabdrive.State) {
			s.Loading = true
			if ev.Navigation != nil {
				s.Navigation = *ev.Navigation
			}
		})
	case "browsingContext.fragmentNavigated":
		w.navs.Add(1)
		w.Update(func(s *tabdrive.State) { s.Loading = false })
	case "browsingContext.load", "browsingContext.navigationFailed":
		w.Update(func(s *tabdrive.State) { s.Loading = false })
	case "browsingContext.userPromptOpened":
		w.OpenDialog()
	case "browsingContext.userPromptClosed":
		w.CloseDialog()
	case "browsingContext.contextDestroyed":
		w.once.Do(func() { close(w.destroyed) })
		w.fault.Set(tabfault.Closed())
	}
}

// expect marks a navigation this adapter starts as under way before its first event.
func (w *watcher) expect() { w.Update(func(s *tabdrive.State) { s.Loading = true }) }

// committed ends the loading state once the document changed: a page restored from the
// back-forward cache sends no load event.
func (w *watcher) committed() { w.Update(func(s *tabdrive.State) { s.Loading = false }) }
