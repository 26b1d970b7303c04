package golden

import (
	"context"
	"reflect"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// serve matches one port call against the next recorded event: it must be of kind, and
// same (when not nil) must accept its recorded arguments. ok=false means the replay has
// diverged and the port refuses.
func (r *replayer) serve(kind Kind, got string, same func(*Entry) bool) (e *Entry, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if e = r.take(kind, got); e == nil {
		return nil, false
	}
	if same != nil && !same(e) {
		r.diverge(Mismatched, describeEntry(e), got)
		return nil, false
	}
	r.advance()
	return e, true
}

// answer is a served call's recorded answer, or its recorded error rebuilt, or refused
// once the replay has diverged.
func answer[T any](e *Entry, ok bool, field func(*Entry) *T, refused error) (T, error) {
	var zero T
	switch {
	case !ok:
		return zero, refused
	case e.Error != nil:
		return zero, e.Error.rebuild()
	}
	return *field(e), nil
}

// refusedDecision is what the decider answers once the replay has diverged.
func refusedDecision() error {
	return &fsm.DecisionError{Class: fsm.StatusCancelled, Message: errDiverged.Error(), Err: errDiverged}
}

type replayHost struct{ r *replayer }

func (h replayHost) State(context.Context, string, string) (fsm.HostState, error) {
	e, ok := h.r.serve(KindHost, "host check", nil)
	return answer(e, ok, func(e *Entry) *fsm.HostState { return e.Host }, errDiverged)
}

type replayDecider struct{ r *replayer }

// Select serves the recorded answer when the replay offers what was recorded. A
// redacted session's offer may come in another order: its answer is relabelled.
func (d replayDecider) Select(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	var labels map[string]string
	e, ok := d.r.serve(KindSelect, "select over "+describeCandidates(req.Candidates), func(e *Entry) bool {
		if sameOffer(e.Selection.Candidates, req.Candidates) {
			return true
		}
		var same bool
		if d.r.s.Header.Redacted {
			labels, same = redactedOffer(e.Selection.Candidates, req.Candidates)
		}
		return same
	})
	ans, err := answer(e, ok, func(e *Entry) *fsm.SelectionAnswer { return e.Answer }, refusedDecision())
	if err == nil && labels != nil {
		ans = relabel(ans, labels)
	}
	return ans, err
}

func (d replayDecider) AssessRisk(_ context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error) {
	e, ok := d.r.serve(KindRisk, "risk("+describeOp(req.Candidate.Operation)+")",
		func(e *Entry) bool { return e.Risk.Candidate.Operation == req.Candidate.Operation })
	return answer(e, ok, func(e *Entry) *fsm.RiskAnswer { return e.RiskAnswer }, refusedDecision())
}

type replayBrowser struct{ r *replayer }

func (b replayBrowser) Observe(context.Context) (fsm.Observation, error) {
	e, ok := b.r.serve(KindObserve, "observe", nil)
	return answer(e, ok, func(e *Entry) *fsm.Observation { return e.Observation }, errDiverged)
}

func (b replayBrowser) Focus(context.Context) (fsm.FocusState, error) {
	e, ok := b.r.serve(KindFocus, "focus check", nil)
	return answer(e, ok, func(e *Entry) *fsm.FocusState { return e.Focus }, errDiverged)
}

func (b replayBrowser) Verify(_ context.Context, seen fsm.Epoch, op fsm.Operation, target *fsm.Element) (fsm.Freshness, error) {
	e, ok := b.r.serve(KindVerify, "recheck("+describeOp(op)+")", func(e *Entry) bool {
		return *e.Op == op && *e.Epoch == seen && reflect.DeepEqual(e.Target, target)
	})
	return answer(e, ok, func(e *Entry) *fsm.Freshness { return e.Freshness }, errDiverged)
}

// Fault reports the recorded fault where the recording's next decision is a transition
// to a browser fault status (the engine asks before every stage and after a failed
// call, as the recorded run did); Faulted never fires: a replay is never interrupted.
func (b replayBrowser) Fault() error {
	r := b.r
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.div != nil || r.ended || r.i >= len(r.ev) || r.ev[r.i].Kind != KindStep {
		return nil
	}
	st := r.ev[r.i].Step
	for _, class := range fsm.BrowserFaults() {
		if st.Trigger == transitions.BrowserFault(class) {
			return &fsm.BrowserError{Class: class, Message: st.Detail}
		}
	}
	return nil
}

// Faulted is nil: the replay's faults come from Fault alone.
func (b replayBrowser) Faulted() <-chan struct{} { return nil }

// Act never executes anything: a diverged replay answers "not executed".
func (b replayBrowser) Act(_ context.Context, op fsm.Operation) error {
	e, ok := b.r.serve(KindAct, "dispatch("+describeOp(op)+")", func(e *Entry) bool { return *e.Op == op })
	if !ok {
		return fsm.NotExecuted(errDiverged)
	}
	return e.Error.rebuild()
}
