package rod

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"
	"github.com/ysmood/gson"

	"github.com/browsergoal/browsergoal/adapters/internal/tabdrive"
)

// probeGroup is the DevTools object group every remote object of one listener probe is
// created in, released as a whole when the probe ends.
const probeGroup = "browsergoal-listeners"

// probeWorkers bounds how many suspects are inspected at once: the calls are pipelined
// over the one DevTools connection, so the bound is the suspects' (the library lists
// at most 48).
const probeWorkers = 48

// probeShare is the fraction of the observe timeout the listener probe may use; the
// observation itself keeps the rest.
const probeShare = 4

// clickTypes are the listener types that flag an element as a role-less clickable.
var clickTypes = map[string]bool{
	"click": true, "mousedown": true, "mouseup": true, "pointerdown": true, "pointerup": true,
}

// probeListeners is the bounded listener probe (see the package documentation, "Role-less
// clickables"): the library lists at most a few dozen suspects in the isolated world; each
// one's own listeners (depth 0, so a listener delegated to an ancestor flags nothing) are
// read in the page's world, where DevTools sees them; the ones with a click, mousedown,
// mouseup, pointerdown or pointerup listener are recorded in the library, which then
// observes them as role-less clickables. The page's scripts see none of it. Any error
// ends the probe without flags: the observation goes on with the script's own rules.
func (t *Tab) probeListeners(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, t.limits.ObserveTimeout/probeShare)
	defer cancel()
	n, err := t.listenerProbe(ctx)
	if err != nil {
		t.log.Debug().Err(err).Msg("listener probe")
		// The next observation probes again, even on an unchanged page.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), t.limits.ObserveTimeout/probeShare)
		defer cancel()
		world, werr := t.isolated(rctx)
		if werr == nil {
			_, werr = proto.RuntimeEvaluate{Expression: resetJS, ContextID: world}.Call(t.cdp(rctx))
		}
		if werr != nil {
			t.log.Debug().Err(werr).Msg("reset the listener probe")
		}
		return
	}
	if n > 0 {
		t.log.Debug().Int("flagged", n).Msg("listener probe")
	}
}

// listenerProbe runs the probe and answers how many elements it flagged.
func (t *Tab) listenerProbe(ctx context.Context) (int, error) {
	page := t.cdp(ctx)
	world, err := t.isolated(ctx)
	if err != nil {
		return 0, err
	}
	eval := proto.RuntimeEvaluate{Expression: probeJS, ContextID: world, ObjectGroup: probeGroup}
	res, err := eval.Call(page)
	if err == nil && res.ExceptionDetails == nil && res.Result.Type == proto.RuntimeRemoteObjectTypeUndefined {
		// A new document has no library yet: install it and list again.
		if err := tabdrive.Install(ctx, isolatedWorld{t: t, id: world}); err != nil {
			return 0, err
		}
		res, err = eval.Call(page)
	}
	if err != nil {
		if errors.Is(err, cdp.ErrCtxNotFound) {
			t.forget(world) // the document was replaced: the observation finds the new one
		}
		return 0, fmt.Errorf("list the suspects: %w", err)
	}
	if res.ExceptionDetails != nil {
		return 0, &ScriptError{Method: "listenerProbe", Message: exceptionText(res.ExceptionDetails)}
	}
	if res.Result.ObjectID == "" {
		// null: the page is unchanged since the last probe, whose flags stand; or the
		// document was replaced meanwhile (the observation installs the library). No
		// remote object was kept, so there is no group to release.
		return 0, nil
	}
	defer func() {
		// Released on a fresh context: the probe's own may have expired.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), t.limits.ObserveTimeout/probeShare)
		defer cancel()
		if err := (proto.RuntimeReleaseObjectGroup{ObjectGroup: probeGroup}).Call(t.cdp(rctx)); err != nil {
			t.log.Debug().Err(err).Msg("release the listener probe's objects")
		}
	}()
	props, err := proto.RuntimeGetProperties{ObjectID: res.Result.ObjectID, OwnProperties: true}.Call(page)
	if err != nil {
		return 0, fmt.Errorf("read the suspects: %w", err)
	}
	els := make([]proto.RuntimeRemoteObjectID, 0, len(props.Result))
	idx := make([]int, 0, len(props.Result))
	for _, p := range props.Result {
		i, err := strconv.Atoi(p.Name)
		if err != nil || p.Value == nil || p.Value.ObjectID == "" {
			continue // length, or not an element
		}
		els = append(els, p.Value.ObjectID)
		idx = append(idx, i)
	}
	flagged, err := t.flagged(ctx, els, idx)
	if err != nil {
		return 0, err
	}
	if len(flagged) == 0 {
		return 0, nil
	}
	marked, err := proto.RuntimeCallFunctionOn{
		ObjectID:            res.Result.ObjectID,
		FunctionDeclaration: markJS,
		Arguments:           []*proto.RuntimeCallArgument{{Value: gson.New(flagged)}},
		ReturnByValue:       true,
		ObjectGroup:         probeGroup,
	}.Call(page)
	if err != nil {
		return 0, fmt.Errorf("record the flags: %w", err)
	}
	if marked.ExceptionDetails != nil {
		return 0, &ScriptError{Method: "markListened", Message: exceptionText(marked.ExceptionDetails)}
	}
	return marked.Result.Value.Int(), nil
}

// flagged inspects the suspects els (at indexes idx of the probe's array), at most
// probeWorkers at once, and answers the indexes of those with a click listener. The
// first error ends it.
func (t *Tab) flagged(ctx context.Context, els []proto.RuntimeRemoteObjectID, idx []int) ([]int, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var (
		mu  sync.Mutex
		out []int
		wg  sync.WaitGroup
	)
	sem := make(chan struct{}, probeWorkers)
	for k, id := range els {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			hit, err := t.clickListener(ctx, id)
			if err != nil {
				cancel(err)
				return
			}
			if hit {
				mu.Lock()
				out = append(out, idx[k])
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := context.Cause(ctx); err != nil && !errors.Is(err, context.Canceled) {
		return nil, err
	}
	if ctx.Err() != nil {
		return nil, fmt.Errorf("inspect the suspects: %w", ctx.Err())
	}
	return out, nil
}

// clickListener reports whether the isolated-world element id has a click-like listener
// of its own, read on its main-world counterpart (resolved by backend node id with no
// execution context, which is the page's main world).
func (t *Tab) clickListener(ctx context.Context, id proto.RuntimeRemoteObjectID) (bool, error) {
	page := t.cdp(ctx)
	own := 0 // the node's own listeners, none of its children's
	node, err := proto.DOMDescribeNode{ObjectID: id}.Call(page)
	if err != nil {
		return false, fmt.Errorf("describe a suspect: %w", err)
	}
	main, err := proto.DOMResolveNode{BackendNodeID: node.Node.BackendNodeID, ObjectGroup: probeGroup}.Call(page)
	if err != nil {
		return false, fmt.Errorf("resolve a suspect in the page's world: %w", err)
	}
	ls, err := proto.DOMDebuggerGetEventListeners{ObjectID: main.Object.ObjectID, Depth: &own}.Call(page)
	if err != nil {
		return false, fmt.Errorf("read a suspect's listeners: %w", err)
	}
	for _, l := range ls.Listeners {
		if clickTypes[l.Type] {
			return true, nil
		}
	}
	return false, nil
}

// probeJS lists the suspects (the library's listenerProbe), by reference; null when the
// page is unchanged since the last probe, undefined when the document has no library yet.
const probeJS = `globalThis[Symbol.for('browsergoal.v1')]?.listenerProbe()`

// resetJS makes the library's next listenerProbe list its suspects again.
const resetJS = `globalThis[Symbol.for('browsergoal.v1')]?.listenerReset()`

// markJS records the flagged indexes of the probe's array (this) in the library.
const markJS = `function (flagged) { return globalThis[Symbol.for('browsergoal.v1')].markListened(this, flagged); }`
