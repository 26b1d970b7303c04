package rod

import (
	"sync/atomic"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
)

// watcher follows, from the tab's DevTools events, what settle waits for: the main
// frame's navigations and loading, and the fetch and XHR requests of its document still
// in flight; and the JavaScript dialogs that block the page. The bookkeeping is the one
// every adapter shares (tabdrive.Watch); the watcher keeps only how DevTools tells it.
type watcher struct {
	*tabdrive.Watch
	navs     atomic.Int64 // navigation events seen (the isolated world's cache key)
	targetID string
}

// tracked are the request types settle waits for: the page's own fetch and XHR calls.
var tracked = map[proto.NetworkResourceType]bool{
	proto.NetworkResourceTypeFetch: true,
	proto.NetworkResourceTypeXHR:   true,
}

func watch(page *rod.Page, id proto.TargetTargetID) *watcher {
	w := &watcher{Watch: tabdrive.NewWatch(), targetID: string(id)}
	events := page.Event()
	go func() {
		for msg := range events {
			w.handle(msg)
		}
	}()
	return w
}

// mark numbers the requests started so far (tabdrive.Watch.Mark).
func (w *watcher) mark() uint64 { return w.Mark() }

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
			w.Request(string(sent.RequestID), string(sent.LoaderID))
		}
	case msg.Load(&finished):
		w.Done(string(finished.RequestID))
	case msg.Load(&failed):
		w.Done(string(failed.RequestID))
	case msg.Load(&started):
		if w.main(started.FrameID) {
			w.navs.Add(1)
			w.Update(func(s *tabdrive.State) { s.Loading, s.Requested = true, false })
		}
	case msg.Load(&stopped):
		if w.main(stopped.FrameID) {
			w.Update(func(s *tabdrive.State) { s.Loading, s.Requested = false, false })
		}
	case msg.Load(&requested):
		if w.main(requested.FrameID) {
			w.navs.Add(1)
			if requested.Disposition == proto.PageClientNavigationDispositionCurrentTab {
				w.Update(func(s *tabdrive.State) { s.Requested = true })
			}
		}
	case msg.Load(&scheduled):
		if w.main(scheduled.FrameID) {
			w.Update(func(s *tabdrive.State) { s.Requested = true })
		}
	case msg.Load(&cleared):
		if w.main(cleared.FrameID) {
			w.Update(func(s *tabdrive.State) { s.Requested = false })
		}
	case msg.Load(&within):
		if w.main(within.FrameID) {
			w.Update(func(s *tabdrive.State) { s.Requested = false })
		}
	case msg.Load(&navigated):
		if navigated.Frame != nil && navigated.Frame.ParentID == "" {
			w.navs.Add(1)
			w.KeepLoader(string(navigated.Frame.LoaderID))
		}
	case msg.Load(&opening):
		w.OpenDialog()
	case msg.Load(&closed):
		w.CloseDialog()
	}
}
