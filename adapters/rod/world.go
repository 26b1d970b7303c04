package rod

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
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

// isolatedWorld is the library's isolated world in one document, as the shared library call
// uses it (tabdrive.Realm).
type isolatedWorld struct {
	t  *Tab
	id proto.RuntimeExecutionContextID
}

// Realm returns the library's isolated world in the tab's current document.
func (p *transport) Realm(ctx context.Context) (tabdrive.Realm, error) {
	t := p.tab()
	id, err := t.isolated(ctx)
	if err != nil {
		return nil, err
	}
	return isolatedWorld{t: t, id: id}, nil
}

// Evaluate runs expr in the world (Runtime.evaluate) and returns its string value. A
// context that cannot be found is a document replaced since the world was found
// (tabdrive.ErrStale).
func (w isolatedWorld) Evaluate(ctx context.Context, method, expr string, await bool) (string, error) {
	res, err := proto.RuntimeEvaluate{Expression: expr, ContextID: w.id, ReturnByValue: true, AwaitPromise: await}.Call(w.t.cdp(ctx))
	if err != nil {
		if errors.Is(err, cdp.ErrCtxNotFound) {
			return "", fmt.Errorf("%w: %w", tabdrive.ErrStale, err)
		}
		return "", err
	}
	if res.ExceptionDetails != nil {
		return "", &ScriptError{Method: method, Message: exceptionText(res.ExceptionDetails)}
	}
	return res.Result.Value.Str(), nil
}

// Forget drops the world when it is still the one the tab remembers.
func (w isolatedWorld) Forget() { w.t.forget(w.id) }
