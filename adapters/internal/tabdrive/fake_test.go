package tabdrive

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// fake is a Transport without a browser: library calls answer what answers holds (or
// fail with errs), input is recorded, the activity comes from a list, one entry a look.
type fake struct {
	mu       sync.Mutex
	calls    []string
	answers  map[string]any
	errs     map[string]error
	replaced error // what Replaced recognises
	moveErr  error
	pressErr error
	untyp    string
	dialog   bool
	opened   chan struct{}
	busy     []Activity // Activity answers these in turn, then an idle one
	inputs   []string
}

var errBadURL = errors.New("bad URL")

func newFake() *fake {
	return &fake{answers: map[string]any{}, errs: map[string]error{}, opened: make(chan struct{})}
}

func (f *fake) driver(lim pagejs.Limits) *Driver { return driving(f, lim) }

// driving returns a Driver of tr that no fault ever ends.
func driving(tr Transport, lim pagejs.Limits) *Driver {
	return drivingGone(tr, lim, func(error) bool { return false })
}

// drivingGone returns a Driver of tr whose faults read an error as the tab gone when
// gone says so.
func drivingGone(tr Transport, lim pagejs.Limits, gone func(error) bool) *Driver {
	lim = lim.WithDefaults()
	lost := func() error { return nil }
	faults := tabfault.New(lost, fsm.NewLatch(), gone)
	return New(tr, Config{Faults: faults, Limits: &lim, Log: zerolog.Nop(), Headless: true, BadURL: errBadURL})
}

func (f *fake) record(s string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, s)
}

// Realm is the fake itself: its Evaluate answers each library method from answers.
func (f *fake) Realm(context.Context) (Realm, error) { return f, nil }

func (f *fake) Evaluate(_ context.Context, method, _ string, _ bool) (string, error) {
	f.record(method)
	if err := f.errs[method]; err != nil {
		return "", err
	}
	raw, err := json.Marshal(f.answers[method])
	return string(raw), err
}

func (f *fake) Forget() {}

func (f *fake) Replaced(err error) bool { return f.replaced != nil && errors.Is(err, f.replaced) }

func (f *fake) Alive(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithCancel(ctx)
}

func (f *fake) Present(context.Context) (string, error) { return "", nil }

func (f *fake) MoveMouse(context.Context, float64, float64) error {
	f.record("move")
	return f.moveErr
}

func (f *fake) PressMouse(context.Context, float64, float64) error {
	f.record("press")
	return f.pressErr
}

func (f *fake) Untypable(string) string { return f.untyp }

func (f *fake) InsertText(_ context.Context, text string) error {
	f.record("type " + text)
	return nil
}

func (f *fake) Backspace(context.Context) error {
	f.record("backspace")
	return nil
}

func (f *fake) Back(context.Context) error {
	f.record("back")
	return nil
}

func (f *fake) Navigate(_ context.Context, url string) error {
	f.record("navigate " + url)
	return nil
}

func (f *fake) Mark(context.Context) Mark { return Mark{} }

func (f *fake) Activity(context.Context, Mark) Activity {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.busy) == 0 {
		return Activity{Changed: make(chan struct{})}
	}
	a := f.busy[0]
	f.busy = f.busy[1:]
	return a
}

func (f *fake) Dialog() bool                  { return f.dialog }
func (f *fake) DialogOpened() <-chan struct{} { return f.opened }
func (f *fake) Navigations() int64            { return 0 }

// reached returns an action error's verdict; it fails the test when err is none.
func reached(t *testing.T, err error) bool {
	t.Helper()
	var ae *fsm.ActError
	if !errors.As(err, &ae) {
		t.Fatalf("want an *fsm.ActError, got %v", err)
	}
	return ae.Reached
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	return c
}
