package rod

import (
	"context"
	"fmt"
	"sync"

	"github.com/go-rod/rod/lib/proto"
)

// worldCache remembers the execution context of the library's isolated world in the
// tab's current document, so that a call costs one DevTools round trip instead of two
// (Page.createIsolatedWorld, then Runtime.evaluate).
//
// A remembered context is used only while the tab has seen no navigation event since it
// was created (the watcher's navigation count). Two more rules cover the moment between
// a navigation and its event: a context whose document is gone fails the call with
// "cannot find context", and a document put into the back/forward cache answers
// pagejs.Parked; in both cases the context is forgotten and the call made again in a
// fresh one, which is always the frame's current document.
type worldCache struct {
	mu   sync.Mutex
	id   proto.RuntimeExecutionContextID
	navs int64
}

// isolated returns the execution context of the library's world in the current
// document, creating (or finding again) the world when none is remembered.
func (t *Tab) isolated(ctx context.Context) (proto.RuntimeExecutionContextID, error) {
	navs := t.events.navs.Load()
	c := &t.world
	c.mu.Lock()
	id, ok := c.id, c.id != 0 && c.navs == navs
	c.mu.Unlock()
	if ok {
		return id, nil
	}
	world, err := proto.PageCreateIsolatedWorld{FrameID: proto.PageFrameID(t.id), WorldName: worldName}.Call(t.cdp(ctx))
	if err != nil {
		return 0, fmt.Errorf("isolated world: %w", err)
	}
	c.mu.Lock()
	c.id, c.navs = world.ExecutionContextID, navs
	c.mu.Unlock()
	return world.ExecutionContextID, nil
}

// forget drops the remembered context id (when it is still the one remembered): the
// next call creates the world again in the current document.
func (t *Tab) forget(id proto.RuntimeExecutionContextID) {
	c := &t.world
	c.mu.Lock()
	if c.id == id {
		c.id = 0
	}
	c.mu.Unlock()
}
