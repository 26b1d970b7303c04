package tabdrive

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
)

// realmStep is one evaluation's answer in a scripted realm.
type realmStep struct {
	raw string
	err error
}

// scripted is a Realm that answers library calls from a script, one step an evaluation
// of a call, and records what it was asked.
type scripted struct {
	steps []realmStep
	log   []string
}

func (s *scripted) find(context.Context) (Realm, error) { return s, nil }

func (s *scripted) Evaluate(_ context.Context, method, expr string, await bool) (string, error) {
	if method == "install" {
		s.log = append(s.log, "install")
		return "", nil
	}
	if !await || !strings.Contains(expr, method) {
		s.log = append(s.log, "bad call")
	}
	s.log = append(s.log, method)
	if len(s.steps) == 0 {
		return pagejs.Missing, nil
	}
	st := s.steps[0]
	s.steps = s.steps[1:]
	return st.raw, st.err
}

func (s *scripted) Forget() { s.log = append(s.log, "forget") }

func TestCallLibrary(t *testing.T) {
	boom := errors.New("boom")
	for _, c := range []struct {
		name        string
		steps       []realmStep
		want        int
		wantErr     error
		wantStarted bool
		wantLog     []string
	}{
		{"answer", []realmStep{{raw: "7"}}, 7, nil, false, []string{"m"}},
		{"a new document is installed the library", []realmStep{{raw: pagejs.Missing}, {raw: "7"}}, 7, nil, false,
			[]string{"m", "install", "m"}},
		{"a parked document is forgotten", []realmStep{{raw: pagejs.Parked}, {raw: "7"}}, 7, nil, false,
			[]string{"m", "forget", "m"}},
		{"a stale realm is forgotten", []realmStep{{err: ErrStale}, {raw: "7"}}, 7, nil, false,
			[]string{"m", "forget", "m"}},
		{"three documents at most", []realmStep{{raw: pagejs.Parked}, {raw: pagejs.Parked}, {raw: pagejs.Parked}, {raw: "7"}}, 0,
			nil, false, []string{"m", "forget", "m", "forget", "m", "forget"}},
		{"a sent failure started", []realmStep{{err: boom}}, 0, boom, true, []string{"m"}},
		{"an unsent failure did not", []realmStep{{err: &Unsent{Err: boom}}}, 0, boom, false, []string{"m"}},
		{"an exception started", []realmStep{{err: &pagejs.ScriptError{Method: "m", Message: "x"}}}, 0, nil, true, []string{"m"}},
		{"an undecodable answer started", []realmStep{{raw: "{"}}, 0, nil, true, []string{"m"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := &scripted{steps: c.steps}
			var got int
			err := CallLibrary(context.Background(), r.find, "m", &got, 1)
			okWant := c.want != 0
			if okWant != (err == nil) || got != c.want {
				t.Fatalf("got %d, %v; want %d", got, err, c.want)
			}
			if err != nil {
				var ce *CallError
				if !errors.As(err, &ce) || ce.Method != "m" || ce.Started != c.wantStarted {
					t.Errorf("want a *CallError for m, started %v: %#v", c.wantStarted, err)
				}
				if c.wantErr != nil && !errors.Is(err, c.wantErr) {
					t.Errorf("want %v wrapped: %v", c.wantErr, err)
				}
				var un *Unsent
				if errors.As(err, &un) {
					t.Errorf("the Unsent mark stays inside: %v", err)
				}
			}
			if !slices.Equal(r.log, c.wantLog) {
				t.Errorf("calls %v, want %v", r.log, c.wantLog)
			}
		})
	}
}

func TestInstallTakesAStaleRealmForNoError(t *testing.T) {
	r := stale{}
	if err := Install(context.Background(), r); err != nil {
		t.Fatal(err)
	}
}

type stale struct{}

func (stale) Evaluate(context.Context, string, string, bool) (string, error) { return "", ErrStale }
func (stale) Forget()                                                        {}
