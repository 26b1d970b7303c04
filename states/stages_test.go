package states

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
	"github.com/browsergoal/browsergoal/transitions"
)

func newRun(b *fake.Browser, d *fake.Decider, h *fake.Host) *Run {
	if b == nil {
		b = &fake.Browser{Page: fake.FormPage("d1")}
	}
	if d == nil {
		d = &fake.Decider{}
	}
	if h == nil {
		h = &fake.Host{}
	}
	clock := &fake.Clock{T: time.Unix(0, 0), Step: time.Millisecond}
	req := fsm.Request{Goal: "search docs for rust async", TextValues: []string{"rust async"}}.WithDefaults()
	return NewRun(req, fsm.Ports{Browser: b, Decider: d, Host: h, Clock: clock}, zerolog.Nop())
}

func TestObserveGates(t *testing.T) {
	cases := []struct {
		name string
		host fsm.HostState
		err  error
		foc  fsm.FocusState
		oerr error
		want fsm.Trigger
	}{
		{"all allowed", fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}, nil, fsm.FocusState{Focused: true}, nil, transitions.Observed},
		{"typesafe disabled", fsm.HostState{ComputerEnabled: true, Permitted: true}, nil, fsm.FocusState{Focused: true}, nil, transitions.Disabled},
		{"computer disabled", fsm.HostState{TypeSafeEnabled: true, Permitted: true}, nil, fsm.FocusState{Focused: true}, nil, transitions.Disabled},
		{"revoked", fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true}, nil, fsm.FocusState{Focused: true}, nil, transitions.Revoked},
		{"host error", fsm.HostState{}, errors.New("store down"), fsm.FocusState{Focused: true}, nil, transitions.Revoked},
		{"unfocused", fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}, nil, fsm.FocusState{}, nil, transitions.FocusLost},
		{"observe fails", fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}, nil, fsm.FocusState{Focused: true}, errors.New("target closed"), transitions.ObserveFailed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := &fake.Host{StateF: func(context.Context) (fsm.HostState, error) { return c.host, c.err }}
			b := &fake.Browser{
				FocusF:   func(context.Context) (fsm.FocusState, error) { return c.foc, nil },
				ObserveF: func(context.Context, int) (fsm.Observation, error) { return fake.FormPage("d1"), c.oerr },
			}
			r := newRun(b, nil, h)
			if ev := Observe(context.Background(), r); ev.Trigger != c.want {
				t.Fatalf("got %s (%s), want %s", ev.Trigger, ev.Detail, c.want)
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b := &fake.Browser{ObserveF: func(ctx context.Context, _ int) (fsm.Observation, error) { return fsm.Observation{}, ctx.Err() }}
	if ev := Observe(ctx, newRun(b, nil, nil)); ev.Trigger != transitions.Cancel {
		t.Fatalf("cancelled observe: got %s", ev.Trigger)
	}
}

func proposed(t *testing.T, d *fake.Decider) *Run {
	t.Helper()
	r := newRun(nil, d, nil)
	if ev := Observe(context.Background(), r); ev.Trigger != transitions.Observed {
		t.Fatal(ev.Detail)
	}
	if ev := Propose(context.Background(), r); ev.Facts.Candidates == 0 {
		t.Fatal("no candidates")
	}
	return r
}

func TestSelectValidatesAndClassifiesFailures(t *testing.T) {
	malformed := &fake.Decider{SelectF: func(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
		a := fake.Answer(req.Labels(), "1", 0.9, 0)
		a.Probabilities["99"] = 0
		return a, nil
	}}
	if ev := Select(context.Background(), proposed(t, malformed)); ev.Trigger != transitions.DecisionFailed(fsm.StatusMalformedResponse) {
		t.Fatalf("labels that differ from the offered set: got %s", ev.Trigger)
	}
	for _, class := range fsm.DecisionFailures() {
		d := &fake.Decider{SelectF: func(context.Context, fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
			return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: class, Message: "x", RequestID: "req_1"}
		}}
		r := proposed(t, d)
		ev := Select(context.Background(), r)
		if ev.Trigger != transitions.DecisionFailed(class) || r.Err == nil || r.Err.RequestID != "req_1" {
			t.Errorf("%s: got %s, err %+v", class, ev.Trigger, r.Err)
		}
	}
	plain := &fake.Decider{SelectF: func(context.Context, fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
		return fsm.SelectionAnswer{}, errors.New("untyped")
	}}
	if ev := Select(context.Background(), proposed(t, plain)); ev.Trigger != transitions.DecisionFailed(fsm.StatusDecisionUnavailable) {
		t.Fatalf("untyped error: got %s", ev.Trigger)
	}
}

// TestDeciderPanicEndsNamed: a decider that panics, on the choice or on the risk
// question, ends the goal decision_unavailable with nothing done; the message keeps a
// runtime error's text and never the panic's own value.
func TestDeciderPanicEndsNamed(t *testing.T) {
	for _, c := range []struct {
		name    string
		d       *fake.Decider
		message string
	}{
		{"select, a runtime error", &fake.Decider{SelectF: func(context.Context, fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
			var s []int
			_ = s[len(s)+2]
			return fsm.SelectionAnswer{}, nil
		}}, "the decider panicked: runtime error: index out of range"},
		{"risk, a value", &fake.Decider{
			SelectF: func(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
				return fake.Answer(req.Labels(), "1", 0.97, 0), nil
			},
			RiskF: func(context.Context, fsm.RiskRequest) (fsm.RiskAnswer, error) { panic("secret sk-live-123") },
		}, "the decider panicked"},
	} {
		r := proposed(t, c.d)
		ev := Select(context.Background(), r)
		if ev.Trigger == transitions.Decided {
			ev = AssessRisk(context.Background(), r)
		}
		if ev.Trigger != transitions.DecisionFailed(fsm.StatusDecisionUnavailable) || r.Err == nil || !strings.Contains(r.Err.Message, c.message) ||
			strings.Contains(r.Err.Message, "sk-live") || r.Steps != 0 {
			t.Errorf("%s: got %s, err %+v, steps %d", c.name, ev.Trigger, r.Err, r.Steps)
		}
	}
}

func TestSelectShrinksWhenTooLarge(t *testing.T) {
	var sizes []int
	d := &fake.Decider{SelectF: func(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
		sizes = append(sizes, len(req.Candidates))
		if len(req.Candidates) > 1 {
			return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: fsm.StatusBadRequest, Err: fsm.ErrRequestTooLarge}
		}
		return fake.Answer(req.Labels(), "1", 0.97, 0), nil
	}}
	r := proposed(t, d)
	ev := Select(context.Background(), r)
	if ev.Trigger != transitions.Decided || len(sizes) < 2 || sizes[len(sizes)-1] != 1 {
		t.Fatalf("got %s after sizes %v", ev.Trigger, sizes)
	}
	st := r.CandStats[len(r.CandStats)-1]
	if st.Offered != 1 || st.DroppedBy[DropSizeCap] != sizes[0]-1 {
		t.Fatalf("stats %+v", st)
	}
}

func passedRun(t *testing.T, b *fake.Browser) *Run {
	t.Helper()
	if b == nil {
		b = &fake.Browser{Page: fake.FormPage("d1")}
	}
	d := &fake.Decider{SelectF: fake.Script(fake.Op(fsm.ActFill, "rust async"))}
	r := newRun(b, d, nil)
	for _, stage := range []func(context.Context, *Run) fsm.Event{Observe, Propose, Select, AssessRisk} {
		stage(context.Background(), r)
	}
	if r.Chosen == nil || r.Risk == nil {
		t.Fatal("expected a passed, risk-assessed decision")
	}
	return r
}

func TestRecheckStaleAndReplay(t *testing.T) {
	stale := &fake.Browser{Page: fake.FormPage("d1"), VerifyF: func(context.Context, fsm.Epoch, fsm.Operation, *fsm.Element) (fsm.Freshness, error) {
		return fsm.Freshness{Reason: "node replaced"}, nil
	}}
	r := passedRun(t, stale)
	for i := 1; i <= 3; i++ {
		ev := Recheck(context.Background(), r)
		if ev.Trigger != transitions.Stale || ev.Facts.Stale != i {
			t.Fatalf("stale %d: got %s %+v", i, ev.Trigger, ev.Facts)
		}
	}
	if r.Err == nil || r.Err.Class != fsm.StatusStaleDecision {
		t.Fatalf("third stale decision must explain itself: %+v", r.Err)
	}

	r = passedRun(t, nil)
	if err := r.Ledger.Record(r.Identity(r.Chosen.Operation), 1); err != nil {
		t.Fatal(err)
	}
	if ev := Recheck(context.Background(), r); ev.Trigger != transitions.Replay {
		t.Fatalf("already dispatched identity: got %s", ev.Trigger)
	}
	if ev := Recheck(context.Background(), passedRun(t, nil)); ev.Trigger != transitions.Rechecked {
		t.Fatalf("fresh: got %s", ev.Trigger)
	}
}

func TestDispatchOutcomes(t *testing.T) {
	cases := []struct {
		err     error
		want    fsm.Trigger
		outcome string
		steps   int
	}{
		{nil, transitions.Dispatched, fsm.OutcomeExecuted, 1},
		{fsm.NotExecuted(errors.New("covered")), transitions.NotExecuted, fsm.OutcomeNotExecuted, 0},
		{fsm.MayHaveReached(errors.New("timeout")), transitions.OutcomeUnknown, fsm.OutcomeUnknown, 1},
		{errors.New("untyped: treated as may have reached"), transitions.OutcomeUnknown, fsm.OutcomeUnknown, 1},
	}
	for _, c := range cases {
		b := &fake.Browser{Page: fake.FormPage("d1"), ActF: func(context.Context, fsm.Operation) error { return c.err }}
		r := passedRun(t, b)
		ev := Dispatch(context.Background(), r)
		if ev.Trigger != c.want || r.Steps != c.steps || r.Trace[0].Outcome != c.outcome {
			t.Errorf("%v: got %s steps %d trace %+v", c.err, ev.Trigger, r.Steps, r.Trace)
		}
		if !r.Ledger.Dispatched(r.Identity(r.Chosen.Operation)) {
			t.Errorf("%v: identity not in the ledger", c.err)
		}
	}
}

func TestObserveRefusesNonWebPages(t *testing.T) {
	for url, want := range map[string]fsm.Trigger{
		"file:///etc/":          transitions.ObserveFailed,
		"chrome://settings":     transitions.ObserveFailed,
		"about:blank":           transitions.Observed,
		"https://127.0.0.1/x":   transitions.Observed,
		"HTTP://127.0.0.1:8/?q": transitions.Observed,
	} {
		b := &fake.Browser{ObserveF: func(context.Context, int) (fsm.Observation, error) { return fsm.Observation{URL: url}, nil }}
		if ev := Observe(context.Background(), newRun(b, nil, nil)); ev.Trigger != want {
			t.Errorf("%s: got %s, want %s", url, ev.Trigger, want)
		}
	}
}

func TestDispatchRefusedAtTheDeadlineIsTimeUp(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	b := &fake.Browser{Page: fake.FormPage("d1"), ActF: func(context.Context, fsm.Operation) error {
		cancel() // the caller gives up while the action is refused before its input
		return fsm.NotExecuted(context.Canceled)
	}}
	r := passedRun(t, b)
	if ev := Dispatch(ctx, r); ev.Trigger != transitions.Cancel || r.Trace[0].Outcome != fsm.OutcomeNotExecuted {
		t.Fatalf("got %s, trace %+v", ev.Trigger, r.Trace)
	}
}
