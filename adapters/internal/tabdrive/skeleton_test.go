package tabdrive

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// These rules hold for every adapter: each adapter's own tests and the conformance
// suite (adapters/conformance) check them again in real browsers.

func TestActRefusesWhileADialogBlocksThePage(t *testing.T) {
	f := newFake()
	f.dialog = true
	err := f.driver(pagejs.Limits{}).Act(ctx(t), fsm.Operation{Action: fsm.ActClick, Target: "e1"})
	if reached(t, err) || !errors.Is(err, ErrDialog) {
		t.Fatalf("want not executed for the dialog, got %v", err)
	}
	if len(f.calls) != 0 {
		t.Errorf("the page was called: %v", f.calls)
	}
}

func TestClickOutcomes(t *testing.T) {
	point := pagejs.Answer{OK: true, X: 3, Y: 4, Doc: "d1"}
	gone := errors.New("document replaced")
	for _, c := range []struct {
		name        string
		setup       func(*fake)
		wantErr     bool
		wantReached bool
		wantCalls   []string
	}{
		{"delivered", func(f *fake) {
			f.answers["clickVerdict"] = pagejs.GuardVerdict{Armed: true, Delivered: 3, ClickDelivered: true, Doc: "d1"}
		}, false, false, []string{"clickPoint", "move", "press", "clickVerdict"}},
		{"refused by the page", func(f *fake) {
			f.answers["clickPoint"] = pagejs.Answer{Reason: "covered"}
		}, true, false, []string{"clickPoint"}},
		{"the move failed", func(f *fake) { f.moveErr = errors.New("no mouse") },
			true, false, []string{"clickPoint", "move", "clickAbort"}},
		{"the press failed", func(f *fake) { f.pressErr = errors.New("press the mouse: cut") },
			true, true, []string{"clickPoint", "move", "press"}},
		{"the click navigated", func(f *fake) { f.replaced = gone; f.errs["clickVerdict"] = gone },
			false, false, []string{"clickPoint", "move", "press", "clickVerdict"}},
		{"the guard's verdict is unreadable", func(f *fake) { f.errs["clickVerdict"] = errors.New("timeout") },
			true, true, []string{"clickPoint", "move", "press", "clickVerdict"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFake()
			f.answers["clickPoint"] = point
			c.setup(f)
			err := f.driver(pagejs.Limits{}).Click(ctx(t), "e1")
			if (err != nil) != c.wantErr || (err != nil && reached(t, err) != c.wantReached) {
				t.Errorf("err %v, want error %v reached %v", err, c.wantErr, c.wantReached)
			}
			if !slices.Equal(f.calls, c.wantCalls) {
				t.Errorf("calls %v, want %v", f.calls, c.wantCalls)
			}
		})
	}
}

func TestFillTypesOrRefuses(t *testing.T) {
	f := newFake()
	f.answers["prepareFill"] = pagejs.Answer{OK: true}
	f.answers["finishFill"] = pagejs.Answer{OK: true, Value: "ada"}
	if err := f.driver(pagejs.Limits{}).Fill(ctx(t), "e1", "ada"); err != nil {
		t.Fatal(err)
	}
	if want := []string{"prepareFill", "type ada", "finishFill"}; !slices.Equal(f.calls, want) {
		t.Errorf("calls %v, want %v", f.calls, want)
	}

	f = newFake()
	f.untyp = "a key code"
	err := f.driver(pagejs.Limits{}).Fill(ctx(t), "e1", "\uE007")
	var re *pagejs.RefusedError
	if reached(t, err) || !errors.As(err, &re) || len(f.calls) != 0 {
		t.Errorf("an untypable value: %v, calls %v", err, f.calls)
	}
}

func TestNavigateRefusesAURLThatIsNotHTTP(t *testing.T) {
	f := newFake()
	err := f.driver(pagejs.Limits{}).Act(ctx(t), fsm.Operation{Action: fsm.ActNavigate, Value: "file:///etc/passwd"})
	if reached(t, err) || !errors.Is(err, errBadURL) || len(f.calls) != 0 {
		t.Errorf("navigate file: %v, calls %v", err, f.calls)
	}
}

func TestSettleVerdicts(t *testing.T) {
	changed := make(chan struct{})
	close(changed)
	f := newFake()
	f.busy = []Activity{{Loading: true, Changed: changed}, {Requests: 1, Changed: changed}}
	f.answers["settle"] = map[string]any{"quiet": true}
	if v := f.driver(pagejs.Limits{}).Settle(ctx(t), Mark{}); v != Quiet || len(f.busy) != 0 {
		t.Errorf("settle after the activity ended: %s (left %d)", v, len(f.busy))
	}

	f = newFake()
	f.answers["settle"] = map[string]any{"quiet": false}
	if v := f.driver(pagejs.Limits{}).Settle(ctx(t), Mark{}); v != Bound {
		t.Errorf("a page that never goes quiet: %s, want bound", v)
	}

	f = newFake()
	f.busy = []Activity{{Loading: true, Changed: make(chan struct{})}}
	if v := f.driver(pagejs.Limits{SettleTimeout: 50 * time.Millisecond}).Settle(ctx(t), Mark{}); v != Bound {
		t.Errorf("a navigation that never ends: %s, want bound", v)
	}

	f = newFake()
	f.dialog = true
	if v := f.driver(pagejs.Limits{}).Settle(ctx(t), Mark{}); v != Dialog {
		t.Errorf("a dialog: %s, want dialog", v)
	}
}

func TestScreenshotIsBoundedAndNamed(t *testing.T) {
	d := newFake().driver(pagejs.Limits{})
	img, err := d.Screenshot(ctx(t), func(c context.Context) ([]byte, error) {
		if _, ok := c.Deadline(); !ok {
			t.Error("the capture is not bounded")
		}
		return []byte("png"), nil
	})
	if err != nil || string(img) != "png" {
		t.Fatalf("got %q, %v", img, err)
	}
	boom := errors.New("boom")
	_, err = d.Screenshot(ctx(t), func(context.Context) ([]byte, error) { return nil, boom })
	if !errors.Is(err, boom) || !strings.HasPrefix(err.Error(), "screenshot: ") {
		t.Fatalf("want the capture's failure named, got %v", err)
	}
}

// prober is a fake whose observations go through its probing realm (ListenerProber).
type prober struct {
	*fake
	probed []string
}

func (p *prober) ProbingRealm(context.Context) (Realm, error) { return probingFake{p}, nil }

// probingFake records the methods evaluated in the probing realm.
type probingFake struct{ p *prober }

func (r probingFake) Evaluate(ctx context.Context, method, expr string, await bool) (string, error) {
	r.p.mu.Lock()
	r.p.probed = append(r.p.probed, method)
	r.p.mu.Unlock()
	return r.p.fake.Evaluate(ctx, method, expr, await)
}

func (r probingFake) Forget() {}

// TestObserveGoesThroughTheProbingRealm: with a transport that probes listeners, an
// observation is evaluated in its probing realm (one call, the probe folded in), and no
// other library call is.
func TestObserveGoesThroughTheProbingRealm(t *testing.T) {
	p := &prober{fake: newFake()}
	p.answers["observe"] = map[string]any{"url": "https://example.test/", "elements": []any{}}
	d := New(p, p.fake.driver(pagejs.Limits{}).cfg)
	if _, err := d.Observe(ctx(t)); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.probed, []string{"observe"}) {
		t.Errorf("probing realm saw %v, want [observe]", p.probed)
	}
	var q struct{}
	if err := d.Call(ctx(t), "settleState", &q); err != nil {
		t.Fatal(err)
	}
	if len(p.probed) != 1 {
		t.Errorf("a library call other than observe went through the probing realm: %v", p.probed)
	}
}
