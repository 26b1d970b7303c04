package golden

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// Options adjust what a Recorder writes.
type Options struct {
	// Redaction replaces what the session holds of the caller's values (RedactValues)
	// or of the page too (RedactAll) with digests and masks; see Redaction. A redacted
	// session is for sharing and viewing: a replay of it need not make the recorded
	// decisions (Replay says so with a *RedactedReplayError).
	Redaction Redaction
	// Redact is Redaction: RedactValues, for callers written before Redaction.
	Redact bool
	// Secrets are strings never written, in any mode: each occurrence becomes
	// "[redacted]". Pass the API key (browsergoal run does).
	Secrets []string
}

// mode is the redaction the options ask for.
func (o Options) mode() Redaction {
	if o.Redaction == RedactNone && o.Redact {
		return RedactValues
	}
	return o.Redaction
}

// Recorder records every goal an Executor runs (browsergoal.Config.Recorder). Each goal
// is kept in memory while it runs and written to W whole when it ends, so goals that run
// concurrently never interleave. Recording never changes what runs: a write error is
// kept for Err, never returned to the goal.
type Recorder struct {
	w    io.Writer
	opts Options

	mu  sync.Mutex
	err error
	n   int
}

// NewRecorder returns a Recorder that writes sessions to w.
func NewRecorder(w io.Writer, opts Options) *Recorder {
	return &Recorder{w: w, opts: opts}
}

// Err returns the first error met while recording or writing a session.
func (r *Recorder) Err() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.err
}

// Sessions returns how many sessions were written.
func (r *Recorder) Sessions() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n
}

func (r *Recorder) fail(err error) {
	r.mu.Lock()
	if r.err == nil {
		r.err = err
	}
	r.mu.Unlock()
}

// Begin starts recording one goal (browsergoal.Recorder).
func (r *Recorder) Begin(ctx context.Context, req fsm.Request, choice *fsm.Choice, table *fsm.Table, ports fsm.Ports) browsergoal.Recording {
	s := &session{rec: r, real: ports}
	mode := r.opts.mode()
	if mode != RedactNone || len(r.opts.Secrets) > 0 {
		s.red = newRedactor(mode, req, r.opts.Secrets)
	}
	graph, err := GraphHash(table)
	if err != nil {
		r.fail(fmt.Errorf("golden: hashing the table: %w", err))
	}
	h := Entry{Kind: KindHeader, Format: FormatVersion, Engine: browsergoal.Version, Graph: graph}
	if mode != RedactNone {
		h.Redacted, h.Redaction, h.DigestPrefix = true, mode, s.red.prefix
	}
	s.add(h)
	s.add(Entry{Kind: KindRequest, Request: &req, Choice: choice})
	return s
}

// session is one goal being recorded.
type session struct {
	rec  *Recorder
	real fsm.Ports
	red  *redactor

	mu    sync.Mutex
	buf   bytes.Buffer
	err   error
	steps int
	t0    time.Time
	clock bool
}

// add encodes an entry at once (a copy: nothing the engine holds is kept or changed),
// redacting the copy when asked.
func (s *session) add(e Entry) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return
	}
	b, err := json.Marshal(e)
	if err == nil && s.red != nil && s.red.needed(b) {
		var c Entry
		if err = json.Unmarshal(b, &c); err == nil {
			s.red.entry(&c)
			b, err = json.Marshal(c)
		}
		b = s.red.final(b)
	}
	if err != nil {
		s.err = fmt.Errorf("golden: encoding a %s entry: %w", e.Kind, err)
		return
	}
	s.buf.Write(b)
	s.buf.WriteByte('\n')
}

// Ports returns the recording wrappers around the goal's ports.
func (s *session) Ports() fsm.Ports {
	return fsm.Ports{
		Browser: recBrowser{s: s, b: s.real.Browser},
		Decider: recDecider{s: s, d: s.real.Decider},
		Host:    recHost{s: s, h: s.real.Host},
		Clock:   recClock{s: s, c: s.real.Clock},
	}
}

// Step records one transition.
func (s *session) Step(t browsergoal.Transition) {
	s.mu.Lock()
	s.steps++
	n := s.steps
	s.mu.Unlock()
	st := &StepRecord{N: n, From: t.From, Trigger: t.Trigger, To: t.To, Guard: t.Guard, Detail: t.Detail, Gate: t.Gate, Proposal: t.Proposal}
	if t.Operation != nil {
		op := t.Operation.Operation
		st.Label, st.Op = t.Operation.Label, &op
	}
	if t.Trigger == transitions.Cancel || t.Trigger == transitions.TimeUp {
		switch t.Err {
		case context.Canceled:
			st.Context = "canceled"
		case context.DeadlineExceeded:
			st.Context = "deadline"
		}
	}
	s.add(Entry{Kind: KindStep, Step: st})
}

// End records the result and writes the session.
func (s *session) End(res fsm.Result, err error) {
	e := Entry{Kind: KindResult, Result: &res}
	if err != nil {
		e.Internal = err.Error()
	}
	s.add(e)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		s.rec.fail(s.err)
		return
	}
	s.rec.mu.Lock()
	defer s.rec.mu.Unlock()
	if _, werr := s.rec.w.Write(s.buf.Bytes()); werr != nil {
		if s.rec.err == nil {
			s.rec.err = fmt.Errorf("golden: writing a session: %w", werr)
		}
		return
	}
	s.rec.n++
}

// now records one clock reading, as an offset from the goal's first.
func (s *session) now(t time.Time) {
	s.mu.Lock()
	if !s.clock {
		s.t0, s.clock = t, true
	}
	ns := t.Sub(s.t0).Nanoseconds()
	s.mu.Unlock()
	s.add(Entry{Kind: KindClock, NS: &ns})
}

type recClock struct {
	s *session
	c fsm.Clock
}

func (c recClock) Now() time.Time {
	t := c.c.Now()
	c.s.now(t)
	return t
}

// note records one port call: its arguments (in e), then its answer or its error.
func note[T any](s *session, e Entry, v T, err error, field func(*Entry) **T) {
	e.Error = recordError(err)
	if err == nil {
		*field(&e) = &v
	}
	s.add(e)
}

type recHost struct {
	s *session
	h fsm.Host
}

func (h recHost) State(ctx context.Context, target, tab string) (fsm.HostState, error) {
	st, err := h.h.State(ctx, target, tab)
	note(h.s, Entry{Kind: KindHost}, st, err, func(e *Entry) **fsm.HostState { return &e.Host })
	return st, err
}

type recDecider struct {
	s *session
	d fsm.Decider
}

func (d recDecider) Select(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	ans, err := d.d.Select(ctx, req)
	note(d.s, Entry{Kind: KindSelect, Selection: &req}, ans, err, func(e *Entry) **fsm.SelectionAnswer { return &e.Answer })
	return ans, err
}

func (d recDecider) AssessRisk(ctx context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error) {
	ans, err := d.d.AssessRisk(ctx, req)
	note(d.s, Entry{Kind: KindRisk, Risk: &req}, ans, err, func(e *Entry) **fsm.RiskAnswer { return &e.RiskAnswer })
	return ans, err
}

type recBrowser struct {
	s *session
	b fsm.Browser
}

// Fault and Faulted pass the browser's fault detection through: the fault itself is
// recorded by the transition it causes.
func (b recBrowser) Fault() error { return fsm.FaultOf(b.b) }

func (b recBrowser) Faulted() <-chan struct{} {
	if fw, ok := b.b.(fsm.FaultWatcher); ok {
		return fw.Faulted()
	}
	return nil
}

func (b recBrowser) Observe(ctx context.Context) (fsm.Observation, error) {
	obs, err := b.b.Observe(ctx)
	note(b.s, Entry{Kind: KindObserve}, obs, err, func(e *Entry) **fsm.Observation { return &e.Observation })
	return obs, err
}

func (b recBrowser) Focus(ctx context.Context) (fsm.FocusState, error) {
	fs, err := b.b.Focus(ctx)
	note(b.s, Entry{Kind: KindFocus}, fs, err, func(e *Entry) **fsm.FocusState { return &e.Focus })
	return fs, err
}

func (b recBrowser) Verify(ctx context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error) {
	fr, err := b.b.Verify(ctx, seen, op, target)
	note(b.s, Entry{Kind: KindVerify, Epoch: &seen, Op: &op, Target: target}, fr, err, func(e *Entry) **fsm.Freshness { return &e.Freshness })
	return fr, err
}

func (b recBrowser) Act(ctx context.Context, op fsm.Operation) error {
	err := b.b.Act(ctx, op)
	b.s.add(Entry{Kind: KindAct, Op: &op, Error: recordError(err)})
	return err
}
