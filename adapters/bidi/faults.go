package bidi

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/fsm"
)

// The faults a goal must stop for at once, from the protocol itself: the WebDriver BiDi
// socket closing (the browser killed or crashed, the connection cut: browser_lost), the
// tab's content process crashing (Firefox commits its crashed-tab page, about:tabcrashed,
// in the context: browsingContext.navigationCommitted; tab_crashed) and the tab's
// browsing context destroyed (browsingContext.contextDestroyed: tab_closed). Each bound
// tab holds a latch; the session sets them all when the connection ends.

// navigationCommitted is the event that shows a tab's crash (Firefox 153 ESR sends it).
const navigationCommitted = "browsingContext.navigationCommitted"

// crashPage is the page Firefox shows in a tab whose content process crashed.
const crashPage = "about:tabcrashed"

func tabCrashed() error { return fsm.TabCrashed("the tab's content process crashed") }

// crashEventWait bounds how long a script call refused for a parent-process context
// waits for the crash's event before the refusal itself records the crash.
const crashEventWait = 2 * time.Second

// inParentProcess reports whether a script call was refused because the context now
// shows a page of Firefox's parent process: a crashed tab's page, about:tabcrashed, is
// one, and the refusal can reach the session before the event that commits it.
func inParentProcess(err error) bool {
	return isCode(err, "unsupported operation") && strings.Contains(err.Error(), "parent process")
}

// crashRefused records the crash a script call's refusal tells (inParentProcess): it
// waits, within crashEventWait or ctx, for the crash's own event; if none comes, the
// refusal alone sets the tab's fault, as a driven tab's page moves to the parent process
// only when its content process is gone. It reports whether the tab is now faulted.
func (t *Tab) crashRefused(ctx context.Context, err error) bool {
	if !inParentProcess(err) {
		return false
	}
	wait := time.NewTimer(crashEventWait)
	defer wait.Stop()
	select {
	case <-t.events.fault.Done():
		return true
	case <-wait.C:
	case <-ctx.Done():
	}
	t.s.markCrashed(t.id)
	t.events.fault.Set(tabCrashed()) // the same latch, when the tab is bound
	return true
}

// markCrashed records that the context crashed and sets its bound tab's fault.
func (s *Session) markCrashed(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.crashed[id] = true
	if w := s.watchers[id]; w != nil {
		w.fault.Set(tabCrashed())
	}
}

// followCrash keeps the set of crashed contexts from their events: a crash commits the
// crashed-tab page, a reload commits the page again, a closed tab leaves the set; a bound
// tab that crashed has its fault set.
func (s *Session) followCrash(method, id string, params json.RawMessage) {
	switch method {
	case navigationCommitted:
		var ev navigationEvent
		if json.Unmarshal(params, &ev) != nil {
			return
		}
		if strings.HasPrefix(ev.URL, crashPage) {
			s.markCrashed(id)
			return
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.crashed, id)
	case "browsingContext.contextDestroyed":
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.crashed, id)
	}
}

// isCrashed reports whether the context crashed and has not been reloaded since.
func (s *Session) isCrashed(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.crashed[id]
}

// watchConnection sets every bound tab's fault once the connection ends.
func (s *Session) watchConnection() {
	go func() {
		<-s.c.done()
		fault := s.lostFault()
		s.mu.Lock()
		defer s.mu.Unlock()
		for _, w := range s.watchers {
			w.fault.Set(fault)
		}
	}()
}

// lostFault is the connection's end as a browser_lost error; nil while it is open.
func (s *Session) lostFault() error {
	if s.c.life.Err() == nil {
		return nil
	}
	return tabfault.Lost("WebDriver BiDi", context.Cause(s.c.life))
}

// Fault returns the tab's detected fault: the connection lost, the tab crashed or
// closed (fsm.FaultWatcher).
func (t *Tab) Fault() error { return t.faults.Fault() }

// Faulted is closed once Fault returns non-nil (fsm.FaultWatcher).
func (t *Tab) Faulted() <-chan struct{} { return t.faults.Faulted() }

var _ fsm.FaultWatcher = (*Tab)(nil)
