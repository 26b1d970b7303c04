package golden

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
)

// fakeWorld is a goal on fake ports that logs every decider request as JSON.
type fakeWorld struct {
	browser  *fake.Browser
	decider  *fake.Decider
	clock    *fake.Clock
	requests []string
}

func newFakeWorld() *fakeWorld {
	w := &fakeWorld{clock: &fake.Clock{T: time.Unix(1_700_000_000, 0), Step: time.Millisecond}}
	w.browser = &fake.Browser{ObserveF: func(_ context.Context, n int) (fsm.Observation, error) {
		obs := fake.FormPage("doc1")
		obs.URL += "?session=s3cret"
		obs.Elements[3].Href += "?token=l1nks3cret"
		obs.Elements[0].Value = map[bool]string{true: "", false: "typed secret"}[n == 1]
		return obs, nil
	}}
	script := fake.Script(fake.Op(fsm.ActFill, "rust async"), fake.Named("Search"))
	w.decider = &fake.Decider{
		SelectF: func(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
			b, _ := json.Marshal(req)
			w.requests = append(w.requests, string(b))
			return script(ctx, req)
		},
		RiskF: func(_ context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error) {
			b, _ := json.Marshal(req)
			w.requests = append(w.requests, string(b))
			return fsm.RiskAnswer{Risk: 0.01}, nil
		},
	}
	return w
}

var fakeRequest = fsm.Request{Goal: "search the docs for the async guide", TextValues: []string{"rust async"}, MaxSteps: 4, TimeoutMS: 10_000}

func (w *fakeWorld) run(t *testing.T, rec browsergoal.Recorder) fsm.Result {
	t.Helper()
	ex, err := browsergoal.New(browsergoal.Config{Decider: w.decider, Clock: w.clock, Recorder: rec})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ex.Run(context.Background(), fakeRequest, w.browser)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestRecordingChangesNothing(t *testing.T) {
	plain := newFakeWorld()
	want := plain.run(t, nil)
	for _, redact := range []bool{false, true} {
		w := newFakeWorld()
		var buf bytes.Buffer
		rec := NewRecorder(&buf, Options{Redact: redact})
		got := w.run(t, rec)
		if rec.Err() != nil || rec.Sessions() != 1 {
			t.Fatalf("recorder: err %v, %d sessions", rec.Err(), rec.Sessions())
		}
		if strings.Join(w.requests, "\n") != strings.Join(plain.requests, "\n") {
			t.Errorf("redact=%v: the decider received different requests with recording:\n%s\nwithout:\n%s", redact, w.requests, plain.requests)
		}
		gb, _ := json.Marshal(got)
		wb, _ := json.Marshal(want)
		if !bytes.Equal(gb, wb) {
			t.Errorf("redact=%v: result differs with recording:\n%s\nwithout:\n%s", redact, gb, wb)
		}
		if redact {
			for _, secret := range []string{"s3cret", "typed secret", "rust async", "l1nks3cret"} {
				if strings.Contains(buf.String(), secret) {
					t.Errorf("the redacted session holds %q", secret)
				}
			}
		}
	}
}

func recordFake(t *testing.T) *Session {
	t.Helper()
	var buf bytes.Buffer
	newFakeWorld().run(t, NewRecorder(&buf, Options{}))
	ss, err := ReadSessions(&buf)
	if err != nil || len(ss) != 1 {
		t.Fatalf("ReadSessions: %v (%d)", err, len(ss))
	}
	return ss[0]
}

func TestReplayMatchesRecording(t *testing.T) {
	s := recordFake(t)
	if s.Result.Status != fsm.StatusPossiblyDone || s.Result.Steps != 2 {
		t.Fatalf("recorded %s after %d steps, want possibly_done after 2", s.Result.Status, s.Result.Steps)
	}
	rep, err := Replay(context.Background(), s)
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	rb, _ := json.Marshal(rep.Result)
	sb, _ := json.Marshal(s.Result)
	if !bytes.Equal(rb, sb) {
		t.Errorf("replayed result differs:\n%s\nrecorded:\n%s", rb, sb)
	}
	if rep.GraphChanged || rep.EngineChanged {
		t.Errorf("report %+v, want the same graph and engine", rep)
	}
}

func TestReplayReportsTheFirstDifference(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(s *Session)
		kind   DivergenceKind
		want   string
	}{
		{"stale recheck", func(s *Session) {
			for i := range s.Events {
				if e := &s.Events[i]; e.Kind == KindVerify {
					e.Freshness = &fsm.Freshness{Fresh: false, Reason: "the page changed"}
					return
				}
			}
		}, Mismatched, "recorded Rechecking(fill e1 \"rust async\") → rechecked → Dispatching, got Rechecking(fill e1 \"rust async\") → stale → Observing [stale_retry]"},
		{"cut short", func(s *Session) {
			for i := range s.Events {
				if s.Events[i].Kind == KindAct {
					s.Events = s.Events[:i]
					return
				}
			}
		}, Extra, "recorded nothing more, got dispatch(fill e1 \"rust async\")"},
		{"another choice", func(s *Session) {
			for i := range s.Events {
				if e := &s.Events[i]; e.Kind == KindSelect {
					e.Answer.Choice = fsm.NoMatchLabel
					e.Answer.Probabilities = fake.Peaked(e.Selection.Labels(), fsm.NoMatchLabel, 0.97)
					return
				}
			}
		}, Mismatched, "step 3: recorded Selecting(fill e1 \"rust async\") → decided → AssessingRisk [gates_passed], got Selecting → decided → no_match [no_match_chosen]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := recordFake(t)
			c.mutate(s)
			_, err := Replay(context.Background(), s)
			var de *DivergenceError
			if !errors.As(err, &de) || de.Kind != c.kind || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Replay = %v, want a %s divergence containing %q", err, c.kind, c.want)
			}
		})
	}
}

// TestReplayEndsTheContextAtTheRecordedDecision: a goal whose context deadline passed
// while its first action settled ends time_budget_exhausted from Observing; the replay
// meets the deadline at the same decision, without waiting for any time to pass.
func TestReplayEndsTheContextAtTheRecordedDecision(t *testing.T) {
	w := newFakeWorld()
	w.browser.ActF = func(ctx context.Context, _ fsm.Operation) error {
		<-ctx.Done()
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	var buf bytes.Buffer
	ex, err := browsergoal.New(browsergoal.Config{Decider: w.decider, Clock: w.clock, Recorder: NewRecorder(&buf, Options{})})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ex.Run(ctx, fakeRequest, w.browser)
	if err != nil || res.Status != fsm.StatusTimeBudgetExhausted {
		t.Fatalf("recorded %s, %v; want time_budget_exhausted", res.Status, err)
	}
	ss, err := ReadSessions(&buf)
	if err != nil {
		t.Fatal(err)
	}
	steps := ss[0].Steps()
	if last := steps[len(steps)-1]; last.Context != "deadline" || last.From != fsm.Observing {
		t.Fatalf("the last step is %+v, want Observing → time_up caused by the deadline", last)
	}
	rep, err := Replay(context.Background(), ss[0])
	if err != nil || rep.Result.Status != fsm.StatusTimeBudgetExhausted {
		t.Fatalf("Replay = %v, %v", rep, err)
	}
}
