package rod

import (
	"sync"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/fsm"
)

// faults follows, from the DevTools connection and the browser's target events, what a
// goal must stop for at once: the connection closing (the browser killed or crashed, the
// socket cut: browser_lost), a page target crashing (Target.targetCrashed,
// Inspector.targetCrashed: tab_crashed) or being destroyed (Target.targetDestroyed:
// tab_closed). Each bound tab holds its target's latch; a lost connection sets them all.
type faults struct {
	lost *fsm.Latch

	mu      sync.Mutex
	targets map[proto.TargetTargetID]*fsm.Latch // the current latch of each bound target
	crashed map[proto.TargetTargetID]bool       // targets seen crashing, not reloaded since
}

func newFaults() *faults {
	return &faults{lost: fsm.NewLatch(), targets: map[proto.TargetTargetID]*fsm.Latch{}, crashed: map[proto.TargetTargetID]bool{}}
}

// connectionLost sets the session's fault and every bound tab's.
func (f *faults) connectionLost(err error) {
	fault := tabfault.Lost("DevTools", err)
	f.lost.Set(fault)
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, l := range f.targets {
		l.Set(fault)
	}
}

// latch returns the latch a newly bound tab of the target watches: the target's current
// one, or a fresh one when the target has none or its latch was set by a crash the tab
// has since been reloaded from.
func (f *faults) latch(id proto.TargetTargetID) *fsm.Latch {
	f.mu.Lock()
	defer f.mu.Unlock()
	l := f.targets[id]
	if l == nil || (l.Err() != nil && !f.crashed[id] && f.lost.Err() == nil) {
		l = fsm.NewLatch()
		f.targets[id] = l
	}
	if err := f.lost.Err(); err != nil {
		l.Set(err)
	}
	return l
}

// isCrashed reports whether the target crashed and has not been reloaded since.
func (f *faults) isCrashed(id proto.TargetTargetID) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.crashed[id]
}

func (f *faults) crash(id proto.TargetTargetID) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.crashed[id] = true
	if l := f.targets[id]; l != nil {
		l.Set(fsm.TabCrashed("the tab's renderer crashed"))
	}
}

func (f *faults) reloaded(id proto.TargetTargetID) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.crashed, id)
}

func (f *faults) destroyed(id proto.TargetTargetID) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if l := f.targets[id]; l != nil {
		l.Set(tabfault.Closed())
	}
	delete(f.targets, id)
	delete(f.crashed, id)
}

// follow reads the browser's target events until the connection ends.
func (f *faults) follow(b *rod.Browser) {
	events := b.Event()
	go func() {
		for msg := range events {
			var (
				crashed   proto.TargetTargetCrashed
				destroyed proto.TargetTargetDestroyed
			)
			switch {
			case msg.Load(&crashed):
				f.crash(crashed.TargetID)
			case msg.Load(&destroyed):
				f.destroyed(destroyed.TargetID)
			}
		}
	}()
}

// watchedWS is the DevTools websocket, reporting the connection's end to the faults
// and each awaited message sent to sends.
type watchedWS struct {
	*cdp.WebSocket
	lost  func(error)
	sends *sendWatch
}

// Read reads the next message; an error ends the connection for good.
func (w watchedWS) Read() ([]byte, error) {
	b, err := w.WebSocket.Read()
	if err != nil {
		w.lost(err)
	}
	return b, err
}

// Send sends a message; a failure means the connection is gone. A message someone
// awaits (sendWatch) is told once it has been written.
func (w watchedWS) Send(b []byte) error {
	sent := w.sends.matching(b) // before Send, which masks b in place
	err := w.WebSocket.Send(b)
	if err != nil {
		w.lost(err)
	} else if sent != nil {
		sent()
	}
	return err
}

// Fault returns the tab's detected fault: the browser's connection lost, the tab crashed
// or closed (fsm.FaultWatcher).
func (t *Tab) Fault() error { return t.faults.Fault() }

// Faulted is closed once Fault returns non-nil (fsm.FaultWatcher).
func (t *Tab) Faulted() <-chan struct{} { return t.faults.Faulted() }

var _ fsm.FaultWatcher = (*Tab)(nil)

// followTab reads a bound tab's own Inspector events: its renderer crashing, and
// starting again after a crash (a reload), which makes the target usable again.
func (f *faults) followTab(page *rod.Page, id proto.TargetTargetID) {
	events := page.Event()
	go func() {
		for msg := range events {
			var (
				crashed  proto.InspectorTargetCrashed
				reloaded proto.InspectorTargetReloadedAfterCrash
			)
			switch {
			case msg.Load(&crashed):
				f.crash(id)
			case msg.Load(&reloaded):
				f.reloaded(id)
			}
		}
	}()
}
