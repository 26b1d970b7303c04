package pagejs

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

var errGone = errors.New("document replaced")

// scripted answers each library call in turn with a JSON answer or an error.
type scripted struct {
	answers []any
	methods []string
}

func (s *scripted) call(_ context.Context, method string, out any, _ ...any) error {
	s.methods = append(s.methods, method)
	a := s.answers[0]
	s.answers = s.answers[1:]
	if err, ok := a.(error); ok {
		return err
	}
	raw, _ := json.Marshal(a)
	return json.Unmarshal(raw, out)
}

func replacedIs(err error) bool           { return errors.Is(err, errGone) }
func pauseOK(context.Context) bool        { return true }
func pauseCancelled(context.Context) bool { return false }
func page(url string) fsm.Observation     { return fsm.Observation{URL: url} }

func TestObserveRetriesOnceOnAReplacedDocument(t *testing.T) {
	s := &scripted{answers: []any{errGone, page("http://127.0.0.1/next")}}
	obs, err := Observe(context.Background(), s.call, Caps{}, replacedIs, pauseOK)
	if err != nil || obs.URL != "http://127.0.0.1/next" || obs.Elements == nil {
		t.Fatalf("got %+v, %v", obs, err)
	}
	if len(s.methods) != 2 {
		t.Fatalf("calls %v, want two observes", s.methods)
	}
}

func TestObserveDoesNotRetryOtherFailuresOrACancelledPause(t *testing.T) {
	other := errors.New("boom")
	for name, c := range map[string]struct {
		first error
		pause func(context.Context) bool
	}{"other error": {other, pauseOK}, "pause cancelled": {errGone, pauseCancelled}} {
		s := &scripted{answers: []any{c.first}}
		if _, err := Observe(context.Background(), s.call, Caps{}, replacedIs, c.pause); !errors.Is(err, c.first) {
			t.Errorf("%s: err %v, want it wrapped", name, err)
		}
		if len(s.methods) != 1 {
			t.Errorf("%s: calls %v, want one", name, s.methods)
		}
	}
}

func TestObserveRefusesANonWebDocument(t *testing.T) {
	s := &scripted{answers: []any{page("file:///etc/passwd")}}
	if _, err := Observe(context.Background(), s.call, Caps{}, replacedIs, pauseOK); !errors.Is(err, ErrNotWeb) {
		t.Fatalf("err %v, want ErrNotWeb", err)
	}
}

func TestVerifyRefusesAMismatchedTargetWithoutAskingThePage(t *testing.T) {
	s := &scripted{}
	op := fsm.Operation{Action: fsm.ActClick, Target: "e1"}
	f, err := Verify(context.Background(), s.call, fsm.Epoch{}, op, &fsm.Element{ID: "e2"}, Caps{})
	if err != nil || f.Fresh || f.Reason == "" || len(s.methods) != 0 {
		t.Fatalf("got %+v, %v, calls %v", f, err, s.methods)
	}
}

func TestVerifyAsksThePageAndWrapsFailures(t *testing.T) {
	op := fsm.Operation{Action: fsm.ActClick, Target: "e1"}
	s := &scripted{answers: []any{fsm.Freshness{Fresh: true}}}
	if f, err := Verify(context.Background(), s.call, fsm.Epoch{}, op, &fsm.Element{ID: "e1"}, Caps{}); err != nil || !f.Fresh {
		t.Fatalf("got %+v, %v", f, err)
	}
	s = &scripted{answers: []any{errGone}}
	if _, err := Verify(context.Background(), s.call, fsm.Epoch{}, op, &fsm.Element{ID: "e1"}, Caps{}); !errors.Is(err, errGone) {
		t.Fatalf("err %v, want the call's error wrapped", err)
	}
}
