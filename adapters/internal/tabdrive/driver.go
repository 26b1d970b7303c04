package tabdrive

import (
	"context"
	"fmt"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// Config is what a Driver needs besides its Transport.
type Config struct {
	// Faults is the tab's fault classification.
	Faults *tabfault.Tab
	// Limits points at the tab's limits (read at each use, so a change applies at once).
	Limits *pagejs.Limits
	// Log receives the tab's logs.
	Log zerolog.Logger
	// Headless says the browser runs headless: it has no window focus to tell.
	Headless bool
	// BadURL is the adapter's error for a navigate URL that is not absolute http(s).
	BadURL error
}

// Driver drives one bound tab through its Transport: it implements the fsm.Browser
// methods Observe, Verify, Focus and Act for an adapter's Tab.
type Driver struct {
	t   Transport
	cfg Config
}

// New returns the driver of one tab.
func New(t Transport, cfg Config) *Driver { return &Driver{t: t, cfg: cfg} }

// Call runs one method of the in-page library in the tab's current document and
// decodes its JSON answer into out (CallLibrary in Transport.Realm); a failure is a
// *CallError whose Started says whether it reached the page.
func (d *Driver) Call(ctx context.Context, method string, out any, args ...any) error {
	return CallLibrary(ctx, d.t.Realm, method, out, args...)
}

// limits returns the tab's current limits.
func (d *Driver) limits() pagejs.Limits { return *d.cfg.Limits }

// bounded derives the context of one observation, recheck or focus check: bounded by
// Limits.ObserveTimeout, and ended when the tab or the connection is gone.
func (d *Driver) bounded(ctx context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(ctx, d.limits().ObserveTimeout)
	ctx, stop := d.t.Alive(ctx)
	return ctx, func() { stop(); cancel() }
}

// Observe returns one fresh, bounded observation of the tab's top-level document, from a
// single evaluation of the library's observe (in the realm that runs the listener probe
// first, when the transport has one), looking once more when the document was replaced
// meanwhile.
func (d *Driver) Observe(ctx context.Context) (fsm.Observation, error) {
	lim := d.limits()
	ctx, stop := d.bounded(ctx)
	defer stop()
	if err := d.cfg.Faults.Fault(); err != nil {
		return fsm.Observation{}, err
	}
	if d.t.Dialog() {
		return fsm.Observation{}, fmt.Errorf("observe: %w", ErrDialog)
	}
	call := d.Call
	if p, ok := d.t.(ListenerProber); ok {
		call = func(ctx context.Context, method string, out any, args ...any) error {
			return CallLibrary(ctx, p.ProbingRealm, method, out, args...)
		}
	}
	obs, err := pagejs.Observe(ctx, call, lim.Caps(), d.t.Replaced,
		func(ctx context.Context) bool { return Sleep(ctx, SettlePoll) })
	if err != nil {
		return fsm.Observation{}, d.cfg.Faults.Classify(err)
	}
	d.cfg.Log.Debug().Str("url", obs.URL).Int("elements", len(obs.Elements)).Int("dropped", obs.Dropped).
		Int64("mutations", obs.Epoch.Mutations).Msg("observed")
	return obs, nil
}

// Verify is the recheck right before dispatch: the epoch (document, URL, mutation and
// input counters) is unchanged since seen, and the target, when there is one, is still
// the very node observed (resolved by id through the page's registry, so a replacement,
// even an identical one, fails), with the same role and name, visible and enabled.
// Any mismatch is Fresh=false with a reason; an error means the check could not run (a
// fault of the tab or the browser comes first, then an open dialog).
func (d *Driver) Verify(ctx context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error) {
	lim := d.limits()
	ctx, stop := d.bounded(ctx)
	defer stop()
	if err := d.cfg.Faults.Fault(); err != nil {
		return fsm.Freshness{}, err
	}
	if d.t.Dialog() {
		return fsm.Freshness{Reason: ErrDialog.Error()}, nil
	}
	f, err := pagejs.Verify(ctx, d.Call, seen, op, target, lim.Caps())
	if err != nil {
		return fsm.Freshness{}, d.cfg.Faults.Classify(err)
	}
	if !f.Fresh {
		d.cfg.Log.Debug().Str("reason", f.Reason).Msg("recheck refused")
	}
	return f, nil
}

// Focus reports whether the bound tab is still the one acted on: it is still a
// top-level page (Transport.Present), no JavaScript dialog blocks it, its document is
// visible (it is the selected tab of a window that is not minimised), and, in a headful
// browser, its window has focus (document.hasFocus). A browser, connection or tab that
// is gone is an error naming it (*fsm.BrowserError), never an unfocused tab.
func (d *Driver) Focus(ctx context.Context) (fsm.FocusState, error) {
	if err := d.cfg.Faults.Fault(); err != nil {
		return fsm.FocusState{}, err
	}
	bound := d.limits().ObserveTimeout
	outer := ctx
	ctx, stop := d.bounded(ctx)
	defer stop()
	reason, err := d.t.Present(ctx)
	if err != nil {
		if _, ok := fsm.AsBrowserError(err); ok {
			return fsm.FocusState{}, err
		}
		return fsm.FocusState{}, d.cfg.Faults.Unanswered(outer, err, "focus", "browser", bound)
	}
	if reason != "" {
		return fsm.FocusState{Reason: reason}, nil
	}
	if d.t.Dialog() {
		return fsm.FocusState{Reason: ErrDialog.Error()}, nil
	}
	var st pagejs.FocusProbe
	if err := d.Call(ctx, "focusState", &st); err != nil {
		return fsm.FocusState{}, d.cfg.Faults.Unanswered(outer, err, "focus", "tab", bound)
	}
	return st.State(d.cfg.Headless), nil
}

// Screenshot runs capture, the adapter's capture of the viewport as PNG, as every read
// of the tab runs: refused on the tab's fault, bounded by Limits.ObserveTimeout, ended
// when the tab or the connection is gone, and its failure classified.
func (d *Driver) Screenshot(ctx context.Context, capture func(context.Context) ([]byte, error)) ([]byte, error) {
	if err := d.cfg.Faults.Fault(); err != nil {
		return nil, err
	}
	ctx, stop := d.bounded(ctx)
	defer stop()
	img, err := capture(ctx)
	if err != nil {
		return nil, d.cfg.Faults.Classify(fmt.Errorf("screenshot: %w", err))
	}
	return img, nil
}
