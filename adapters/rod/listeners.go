package rod

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

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

// ProbingRealm returns the library's isolated world in the tab's current document as an
// observation reaches it (probingWorld), which runs the bounded listener probe (see the
// package documentation, "Role-less clickables"): the library lists at most a few dozen
// suspects in the isolated world, in the same evaluation as the observation; each one's
// own listeners (depth 0, so a listener delegated to an ancestor flags nothing) are read
// in the page's world, where DevTools sees them; the ones with a click, mousedown,
// mouseup, pointerdown or pointerup listener are recorded in the library, which then
// observes them as role-less clickables. The page's scripts see none of it. Any error
// ends the probe without flags: the observation goes on with the script's own rules.
func (p *transport) ProbingRealm(ctx context.Context) (tabdrive.Realm, error) {
	t := p.tab()
	id, err := t.isolated(ctx)
	if err != nil {
		return nil, err
	}
	return probingWorld{isolatedWorld{t: t, id: id}}, nil
}

// probingWorld is the library's isolated world as an observation reaches it: its
// Evaluate lists the listener probe's suspects in the same evaluation as the call, so
// an unchanged page costs the call's one round trip.
type probingWorld struct{ isolatedWorld }

// Evaluate evaluates expr, a library call, behind the library's listenerProbe
// (probedJS); the library itself (tabdrive.Install) is evaluated as it is. When the page
// is unchanged since the last probe, or no element is a suspect, or the document has no
// library yet or is parked, the answer is expr's own: one round trip. Otherwise the
// suspects come back by reference and are inspected (inspectSuspects); one more
// evaluation records the flagged ones in the library and then answers expr (markedJS),
// sent right behind the release of the probe's remote objects (releaseProbe).
func (w probingWorld) Evaluate(ctx context.Context, method, expr string, await bool) (string, error) {
	if method == tabdrive.InstallMethod {
		return w.isolatedWorld.Evaluate(ctx, method, expr, await)
	}
	res, err := proto.RuntimeEvaluate{Expression: probedJS(expr), ContextID: w.id, AwaitPromise: await, ObjectGroup: probeGroup}.Call(w.t.cdp(ctx))
	if err != nil {
		if errors.Is(err, cdp.ErrCtxNotFound) {
			return "", fmt.Errorf("%w: %w", tabdrive.ErrStale, err)
		}
		return "", err
	}
	if res.ExceptionDetails != nil {
		return "", &ScriptError{Method: method, Message: exceptionText(res.ExceptionDetails)}
	}
	if res.Result.ObjectID == "" {
		// A string (the call's answer) is sent by value: no remote object was kept.
		return res.Result.Value.Str(), nil
	}
	flagged, err := w.t.inspectSuspects(ctx, res.Result.ObjectID)
	if err != nil {
		w.t.log.Debug().Err(err).Msg("listener probe")
	} else if len(flagged) > 0 {
		w.t.log.Debug().Int("flagged", len(flagged)).Msg("listener probe")
	}
	defer w.t.releaseProbe(ctx)()
	return w.isolatedWorld.Evaluate(ctx, method, markedJS(flagged, err != nil, expr), await)
}

// releaseProbe releases the probe's remote objects (probeGroup) on a fresh context (the
// probe's own may have expired) and returns once the release is on the wire (or failed
// before it left); the function it returns waits for the release's answer. The last
// evaluation, which does not use the probe's objects, is sent behind it: the page
// handles the session's messages in order, so the release is answered first and the
// observation does not wait for it (it did, 0.5–0.8 ms, when the release went second).
func (t *Tab) releaseProbe(ctx context.Context) (wait func()) {
	left, forget := t.s.sends.await(releaseOf(t.page.SessionID))
	defer forget()
	released := make(chan struct{})
	go func() {
		defer close(released)
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), t.limits.ObserveTimeout/probeShare)
		defer cancel()
		if err := (proto.RuntimeReleaseObjectGroup{ObjectGroup: probeGroup}).Call(t.cdp(rctx)); err != nil {
			t.log.Debug().Err(err).Msg("release the listener probe's objects")
		}
	}()
	select {
	case <-left:
	case <-released:
	}
	return func() { <-released }
}

// releaseOf matches the DevTools message releasing the probe's objects in the session sid.
func releaseOf(sid proto.TargetSessionID) func([]byte) bool {
	session := []byte(`"sessionId":"` + string(sid) + `"`)
	return func(msg []byte) bool {
		return bytes.Contains(msg, []byte(`"method":"Runtime.releaseObjectGroup"`)) &&
			bytes.Contains(msg, []byte(`"objectGroup":"`+probeGroup+`"`)) && bytes.Contains(msg, session)
	}
}

// inspectSuspects reads the suspects of the listed array probe (a remote object of
// probeGroup) and inspects them, within a quarter of the observe timeout; it answers the
// indexes of those with a click listener.
func (t *Tab) inspectSuspects(ctx context.Context, probe proto.RuntimeRemoteObjectID) ([]int, error) {
	ctx, cancel := context.WithTimeout(ctx, t.limits.ObserveTimeout/probeShare)
	defer cancel()
	props, err := proto.RuntimeGetProperties{ObjectID: probe, OwnProperties: true}.Call(t.cdp(ctx))
	if err != nil {
		return nil, fmt.Errorf("read the suspects: %w", err)
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
	return t.flagged(ctx, els, idx)
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
// of its own, in one call: DOMDebugger.getEventListeners with depth 0 (the element's own
// listeners, none of its children's) and pierce, which reports the listeners of every
// world, the page's main world included (without it, only the isolated world's, where
// the library adds none to elements). With depth 0, pierce enters no shadow root or
// frame.
func (t *Tab) clickListener(ctx context.Context, id proto.RuntimeRemoteObjectID) (bool, error) {
	own := 0 // the node's own listeners, none of its children's
	ls, err := proto.DOMDebuggerGetEventListeners{ObjectID: id, Depth: &own, Pierce: true}.Call(t.cdp(ctx))
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

// probedJS wraps the library call expr: the library's listenerProbe runs first, in the
// same evaluation, and its suspects are the answer, by reference, when the page changed
// since the last probe and some element is a suspect; otherwise expr's answer is. A
// listing that throws lists again next time (listenerReset) and leaves expr to answer:
// the probe never fails the call.
func probedJS(expr string) string {
	return `(() => { const l = globalThis[Symbol.for('browsergoal.v1')]; let s = null; ` +
		`if (l && l.listenerProbe && !l.parked()) { try { s = l.listenerProbe(); } catch (e) { l.listenerReset(); } } ` +
		`return s && s.length ? s : ` + expr + `; })()`
}

// markedJS wraps the library call expr: the last listing's suspects at the indexes
// flagged are recorded first (the library's markPending), or, when the probe failed, the
// next listing lists them again even on an unchanged page (listenerReset); then expr
// answers.
func markedJS(flagged []int, failed bool, expr string) string {
	idx := make([]string, len(flagged))
	for i, f := range flagged {
		idx[i] = strconv.Itoa(f)
	}
	mark := `l.markPending([` + strings.Join(idx, ",") + `])`
	if failed {
		mark = `l.listenerReset()`
	}
	return `(() => { const l = globalThis[Symbol.for('browsergoal.v1')]; if (l && l.markPending) ` + mark + `; return ` + expr + `; })()`
}
