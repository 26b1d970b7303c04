// Package fake provides in-memory implementations of the core's ports for tests and
// benchmarks: a scriptable browser, decider and host, a stepping clock, and a call log
// that property tests assert their invariants on.
package fake

import (
	"context"
	"sync"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// Call is one port call, in the order the goal made it.
type Call struct {
	Port string // "host", "focus", "observe", "verify", "act", "select", "risk"
	Op   fsm.Operation
	At   time.Time
	Err  error
}

// Log records port calls. It is safe for concurrent use.
type Log struct {
	mu    sync.Mutex
	calls []Call
}

// Add appends a call.
func (l *Log) Add(c Call) {
	if l == nil {
		return
	}
	l.mu.Lock()
	l.calls = append(l.calls, c)
	l.mu.Unlock()
}

// Calls returns a copy of the calls so far.
func (l *Log) Calls() []Call {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]Call(nil), l.calls...)
}

// Clock is a clock that advances by Step on every reading.
type Clock struct {
	mu   sync.Mutex
	T    time.Time
	Step time.Duration
	last time.Time
}

// Now returns the current time and advances it by Step.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.T
	c.last = t
	c.T = c.T.Add(c.Step)
	return t
}

// Last returns the time the latest Now call returned, without advancing the clock.
func (c *Clock) Last() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.last
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.T = c.T.Add(d)
	c.mu.Unlock()
}

// Browser is a scriptable fsm.Browser. Nil functions behave well: one fixed observation,
// focused, fresh, every action executed.
type Browser struct {
	Page     fsm.Observation
	ObserveF func(ctx context.Context, n int) (fsm.Observation, error)
	FocusF   func(ctx context.Context) (fsm.FocusState, error)
	VerifyF  func(ctx context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error)
	ActF     func(ctx context.Context, op fsm.Operation) error
	Log      *Log
	// Clock, if set, stamps each logged call with the clock's latest reading (the time
	// the goal last checked) without advancing it.
	Clock    *Clock
	observed int
}

func (b *Browser) now() time.Time {
	if b.Clock == nil {
		return time.Time{}
	}
	return b.Clock.Last()
}

// Observe implements fsm.Browser.
func (b *Browser) Observe(ctx context.Context) (fsm.Observation, error) {
	b.observed++
	obs, err := b.Page, error(nil)
	if b.ObserveF != nil {
		obs, err = b.ObserveF(ctx, b.observed)
	}
	b.Log.Add(Call{Port: "observe", At: b.now(), Err: err})
	return obs, err
}

// Focus implements fsm.Browser.
func (b *Browser) Focus(ctx context.Context) (fsm.FocusState, error) {
	st, err := fsm.FocusState{Focused: true}, error(nil)
	if b.FocusF != nil {
		st, err = b.FocusF(ctx)
	}
	b.Log.Add(Call{Port: "focus", At: b.now(), Err: err})
	return st, err
}

// Verify implements fsm.Browser.
func (b *Browser) Verify(ctx context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error) {
	fr, err := fsm.Freshness{Fresh: true}, error(nil)
	if b.VerifyF != nil {
		fr, err = b.VerifyF(ctx, seen, op, target)
	}
	b.Log.Add(Call{Port: "verify", Op: op, At: b.now(), Err: err})
	return fr, err
}

// Act implements fsm.Browser.
func (b *Browser) Act(ctx context.Context, op fsm.Operation) error {
	at := b.now()
	var err error
	if b.ActF != nil {
		err = b.ActF(ctx, op)
	}
	b.Log.Add(Call{Port: "act", Op: op, At: at, Err: err})
	return err
}

// Decider is a scriptable fsm.Decider. Nil functions choose no-match (selection) and
// answer risk 0.
type Decider struct {
	SelectF func(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error)
	RiskF   func(ctx context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error)
	Log     *Log
}

// Select implements fsm.Decider.
func (d *Decider) Select(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	ans, err := fsm.SelectionAnswer{Choice: fsm.NoMatchLabel}, error(nil)
	if d.SelectF != nil {
		ans, err = d.SelectF(ctx, req)
	} else {
		ans.Probabilities = Peaked(req.Labels(), fsm.NoMatchLabel, 1)
		ans.Confidence = 1
	}
	d.Log.Add(Call{Port: "select", Err: err})
	return ans, err
}

// AssessRisk implements fsm.Decider.
func (d *Decider) AssessRisk(ctx context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error) {
	ans, err := fsm.RiskAnswer{}, error(nil)
	if d.RiskF != nil {
		ans, err = d.RiskF(ctx, req)
	}
	d.Log.Add(Call{Port: "risk", Op: req.Candidate.Operation, Err: err})
	return ans, err
}

// Host is a scriptable fsm.Host; nil allows everything.
type Host struct {
	StateF func(ctx context.Context) (fsm.HostState, error)
	Log    *Log
}

// State implements fsm.Host.
func (h *Host) State(ctx context.Context, _, _ string) (fsm.HostState, error) {
	st, err := fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}, error(nil)
	if h.StateF != nil {
		st, err = h.StateF(ctx)
	}
	h.Log.Add(Call{Port: "host", Err: err})
	return st, err
}

// Peaked spreads a distribution over labels with mass p on choice and the rest evenly.
func Peaked(labels []string, choice string, p float64) map[string]float64 {
	out := make(map[string]float64, len(labels))
	rest := 0.0
	if len(labels) > 1 {
		rest = (1 - p) / float64(len(labels)-1)
	}
	for _, l := range labels {
		out[l] = rest
	}
	out[choice] = p
	return out
}
