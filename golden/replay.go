package golden

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
)

// Report is what a replay that matched its recording found.
type Report struct {
	// Result is the replay's result.
	Result fsm.Result
	// Steps counts the transitions compared.
	Steps int
	// GraphChanged says the session was recorded against a different transition table
	// (its graph hash differs); EngineChanged, by another engine version. Neither is an
	// error by itself: the decisions matched.
	GraphChanged  bool
	EngineChanged bool
	// Redaction is the session's redaction, when it was recorded redacted: its replay
	// matched although redaction replaced text (see RedactedReplayError).
	Redaction Redaction
}

// errDiverged is what the replay's ports answer once the replay has diverged.
var errDiverged = errors.New("replay diverged from the recording")

// replayEpoch is the time the replay's clock starts at.
func replayEpoch() time.Time { return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC) }

// ReplayFile reads the session in path and replays it.
func ReplayFile(ctx context.Context, path string) (*Report, error) {
	s, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Replay(ctx, s)
}

// Replay runs the engine again on a recorded session: observations, host and focus
// answers, model answers, recheck results, dispatch outcomes and clock readings come
// from the recording, through fakes; nothing reaches a browser or a network. Every
// decision the engine makes (each port call, with the operations it offers, checks or
// dispatches, and each transition) is compared with the recording in order. The first
// difference is returned as a *DivergenceError; a nil error means the replay made
// exactly the recorded decisions and ended in the recorded status.
//
// A redacted session (Options.Redaction) is for sharing and viewing, and byte-exact
// replay does not hold for it: its replay accepts the recorded offers in another order,
// and where it still differs the error is a *RedactedReplayError saying so, never a
// *DivergenceError.
func Replay(ctx context.Context, s *Session) (*Report, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := newReplayer(s)
	ex, err := browsergoal.New(browsergoal.Config{Decider: replayDecider{r}, Host: replayHost{r}, Clock: replayClock{r}, Recorder: r})
	if err != nil {
		return nil, err
	}
	rep := &Report{EngineChanged: s.Header.Engine != browsergoal.Version}
	if h, err := GraphHash(ex.Table()); err == nil {
		rep.GraphChanged = h != s.Header.Graph
	}
	r.scheduleEnd()
	var (
		res    fsm.Result
		runErr error
	)
	if s.Choice != nil {
		res, runErr = ex.Step(r.ctx, s.Request, *s.Choice, replayBrowser{r})
	} else {
		res, runErr = ex.Run(r.ctx, s.Request, replayBrowser{r})
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	rep.Result, rep.Steps = res, r.steps
	err = nil
	switch {
	case r.div != nil:
		err = r.div
	case runErr != nil:
		err = fmt.Errorf("golden: the replayed goal failed: %w", runErr)
	}
	if s.Header.Redacted {
		rep.Redaction = s.Header.Redaction
		if rep.Redaction == RedactNone {
			rep.Redaction = RedactValues
		}
		if err != nil {
			return rep, &RedactedReplayError{Redaction: s.Header.Redaction, First: err}
		}
	}
	return rep, err
}

// replayer feeds one session to the engine and compares its decisions.
type replayer struct {
	mu     sync.Mutex
	s      *Session
	ev     []Entry   // the non-clock events, in order
	clocks [][]int64 // clocks[i]: the readings recorded just before ev[i] (last: after all)
	i      int       // the next event to match
	ci     int       // readings of clocks[i] served
	ns     int64     // the last reading served
	steps  int       // transitions the replay fired
	div    *DivergenceError
	ended  bool
	ctx    *replayCtx
}

func newReplayer(s *Session) *replayer {
	r := &replayer{s: s, ctx: newReplayCtx()}
	var pending []int64
	for _, e := range s.Events {
		if e.Kind == KindClock {
			pending = append(pending, *e.NS)
			continue
		}
		r.ev = append(r.ev, e)
		r.clocks = append(r.clocks, pending)
		pending = nil
	}
	r.clocks = append(r.clocks, pending)
	return r
}

// scheduleEnd ends the context when the next recorded decision is a transition that the
// context's end caused, so the engine meets the end at the same point.
func (r *replayer) scheduleEnd() {
	if r.i >= len(r.ev) || r.ev[r.i].Kind != KindStep {
		return
	}
	switch r.ev[r.i].Step.Context {
	case "canceled":
		r.ctx.end(context.Canceled)
	case "deadline":
		r.ctx.end(context.DeadlineExceeded)
	}
}

// take returns the next recorded event if it is of kind; otherwise it records the
// divergence. got describes the replay's decision.
func (r *replayer) take(kind Kind, got string) *Entry {
	if r.div != nil || r.ended {
		return nil
	}
	if r.i >= len(r.ev) {
		r.diverge(Extra, "", got)
		return nil
	}
	e := &r.ev[r.i]
	if e.Kind != kind {
		r.diverge(Mismatched, describeEntry(e), got)
		return nil
	}
	return e
}

// advance moves past the matched event.
func (r *replayer) advance() {
	r.i++
	r.ci = 0
	r.scheduleEnd()
}

func (r *replayer) diverge(kind DivergenceKind, recorded, got string) {
	if r.div == nil {
		r.div = &DivergenceError{Step: r.steps + 1, Kind: kind, Recorded: recorded, Got: got}
	}
	r.ctx.end(context.Canceled)
}

// Begin, Ports, Step and End make the replayer the executor's recorder: it hears every
// transition and supplies the replay ports.
func (r *replayer) Begin(context.Context, fsm.Request, *fsm.Choice, *fsm.Table, fsm.Ports) browsergoal.Recording {
	return r
}

func (r *replayer) Ports() fsm.Ports {
	return fsm.Ports{Browser: replayBrowser{r}, Decider: replayDecider{r}, Host: replayHost{r}, Clock: replayClock{r}}
}

func (r *replayer) Step(t browsergoal.Transition) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var op *fsm.Operation
	if t.Operation != nil {
		op = &t.Operation.Operation
	}
	got := describeStep(t.From, t.Trigger, t.To, op)
	if t.Guard != "" {
		got += " [" + t.Guard + "]"
	}
	e := r.take(KindStep, got)
	if e == nil {
		r.steps++
		return
	}
	st := e.Step
	if st.From != t.From || st.Trigger != t.Trigger || st.To != t.To || !sameOp(st.Op, op) || (st.Guard != "" && st.Guard != t.Guard) {
		r.diverge(Mismatched, describeEntry(e), got)
		r.steps++
		return
	}
	r.steps++
	r.advance()
}

func (r *replayer) End(res fsm.Result, _ error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.div == nil && r.i < len(r.ev) {
		r.div = &DivergenceError{Step: r.steps + 1, Kind: Missing, Recorded: describeEntry(&r.ev[r.i]),
			Got: "the replay ended at " + string(res.Status)}
	}
	if r.div == nil && res.Status != r.s.Result.Status {
		r.div = &DivergenceError{Step: r.steps, Kind: Mismatched, Recorded: "status " + string(r.s.Result.Status), Got: "status " + string(res.Status)}
	}
	r.ended = true
}

func sameOp(a, b *fsm.Operation) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

// sameOffer compares two candidate lists by label and operation: what the decider was
// offered, not how it was described.
func sameOffer(a, b []fsm.Candidate) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Label != b[i].Label || a[i].Operation != b[i].Operation {
			return false
		}
	}
	return true
}

type replayClock struct{ r *replayer }

// Now serves the readings recorded between the previous decision and the next one, in
// order; a replay that reads the clock more often than the recording did gets the last
// reading again, one that reads it less often skips the rest. Timings therefore never
// make a replay flaky, and a time budget runs out at the same decision.
func (c replayClock) Now() time.Time {
	r := c.r
	r.mu.Lock()
	defer r.mu.Unlock()
	if seg := r.clocks[min(r.i, len(r.clocks)-1)]; r.ci < len(seg) {
		r.ns = seg[r.ci]
		r.ci++
	}
	return replayEpoch().Add(time.Duration(r.ns))
}
