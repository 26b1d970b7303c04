package browsergoal_test

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"pgregory.net/rapid"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
)

// TestMain runs the engine property at least 10,000 times by default; an explicit
// -rapid.checks wins.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "rapid.checks" })
	if f := flag.Lookup("rapid.checks"); f != nil && !set {
		_ = f.Value.Set("10000")
	}
	os.Exit(m.Run())
}

// TestEngineProperties drives whole goals against fake ports that produce random
// observations, random and malformed answers and faults, and checks the invariants.
// It also counts the terminal statuses reached and, at the default 10,000 runs, requires
// every status to have been reached at least once, so the faults really are exercised.
func TestEngineProperties(t *testing.T) {
	seen := map[fsm.Status]int{}
	runs := 0
	rapid.Check(t, func(rt *rapid.T) {
		runs++
		seen[engineRun(rt)]++
	})
	t.Logf("%d runs; terminal statuses: %v", runs, seen)
	if runs < 10_000 {
		return
	}
	for _, s := range fsm.AllStatuses() {
		// replay_refused is defence in depth: Proposing never offers a dispatched
		// identity, so only a broken stage could reach it (a unit test covers it).
		// executed ends a caller's single step only (TestCallerStep*).
		if seen[s] == 0 && s != fsm.StatusReplayRefused && s != fsm.StatusExecuted {
			t.Errorf("no run ended as %s", s)
		}
	}
}

// FuzzEngineProperties is the same property under go test -fuzz.
func FuzzEngineProperties(f *testing.F) {
	f.Fuzz(rapid.MakeFuzz(func(rt *rapid.T) { engineRun(rt) }))
}

var (
	textPool   = []string{"rust async", "  spaced  ", "42", "a@b.test", "line\nbreak", "<script>x</script>", "ünïcödé"}
	selectPool = []string{"L", "Large", "blue", "none-such"}
	urlPool    = []string{"http://127.0.0.1/a", "https://127.0.0.1:8443/b?q=1"}
)

// engineRun runs one random goal, checks the invariants and returns its status.
func engineRun(rt *rapid.T) fsm.Status {
	req := fsm.Request{
		Goal:         "search for rust async and open the first result",
		TextValues:   subset(rt, "text", textPool),
		SelectValues: subset(rt, "select", selectPool),
		NavigateURLs: subset(rt, "urls", urlPool),
		AllowBack:    rapid.Bool().Draw(rt, "allow_back"),
		MaxSteps:     rapid.IntRange(fsm.MinSteps, fsm.MaxSteps).Draw(rt, "max_steps"),
		TimeoutMS:    rapid.IntRange(fsm.MinTimeoutMS, fsm.MaxTimeoutMS).Draw(rt, "timeout_ms"),
		Preview:      rapid.IntRange(0, 9).Draw(rt, "preview") == 0,
	}
	w := &world{rt: rt, req: req, log: &fake.Log{}}
	// A churning page (a live ticker, say) makes every decision that passes go stale.
	w.churn = w.fault("churning_page", 10)
	w.clock = &fake.Clock{T: time.Unix(1_700_000_000, 0), Step: time.Duration(rapid.IntRange(0, 700).Draw(rt, "tick_ms")) * time.Millisecond}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w.cancel = cancel
	ex, err := browsergoal.New(browsergoal.Config{Decider: w.decider(), Host: w.host(), Clock: w.clock, Logger: zerolog.Nop()})
	if err != nil {
		rt.Fatal(err)
	}
	deadline := w.clock.T.Add(time.Duration(req.TimeoutMS) * time.Millisecond)
	res, err := ex.Run(ctx, req, w.browser())
	if err != nil {
		rt.Fatalf("run error: %v", err)
	}
	w.check(res, deadline)
	return res.Status
}

func subset(rt *rapid.T, label string, pool []string) []string {
	var out []string
	for i, v := range pool {
		if rapid.Bool().Draw(rt, fmt.Sprintf("%s_%d", label, i)) {
			out = append(out, v)
		}
	}
	return out
}

// world is one random run's environment and its record of what happened.
type world struct {
	rt     *rapid.T
	req    fsm.Request
	log    *fake.Log
	clock  *fake.Clock
	cancel context.CancelFunc
	docs   int
	obs    fsm.Observation // latest observation handed out
	answer *fsm.SelectionAnswer
	labels []string
	acts   []actRecord
	flags  *gateFlags
	churn  bool
}

type actRecord struct {
	op       fsm.Operation
	identity string
	target   *fsm.Element
	passed   bool // the latest selection passed the gates
	risked   bool // a risk answer below MaxRisk followed it
	verified bool // a verify call followed the latest selection
}

// fault is true about once in oneIn draws. It fires on the range's top value, so that
// rapid, which favours and shrinks towards small values, shrinks failures towards
// fault-free runs.
func (w *world) fault(label string, oneIn int) bool {
	return rapid.IntRange(0, oneIn-1).Draw(w.rt, label) == oneIn-1
}

func (w *world) check(res fsm.Result, deadline time.Time) {
	rt := w.rt
	known := map[fsm.Status]bool{}
	for _, s := range fsm.AllStatuses() {
		known[s] = true
	}
	if !known[res.Status] {
		rt.Fatalf("unnamed terminal status %q", res.Status)
	}
	if res.Status == fsm.StatusExecuted {
		rt.Fatalf("a goal ended as executed, a caller's step's status")
	}
	if len(w.acts) > w.req.MaxSteps {
		rt.Fatalf("%d actions dispatched with max_steps %d", len(w.acts), w.req.MaxSteps)
	}
	if w.req.Preview && len(w.acts) > 0 {
		rt.Fatalf("preview dispatched %d actions", len(w.acts))
	}
	seen := map[string]bool{}
	for i, a := range w.acts {
		if seen[a.identity] {
			rt.Fatalf("action %d dispatched twice: %s", i, a.identity)
		}
		seen[a.identity] = true
		if !a.passed || !a.risked || !a.verified {
			rt.Fatalf("action %d dispatched without passed gates (%v), cleared risk (%v) or a recheck after the latest decision (%v)", i, a.passed, a.risked, a.verified)
		}
		if !suppliedVerbatim(w.req, a.op) {
			rt.Fatalf("action %d dispatched a value the caller did not supply: %+v", i, a.op)
		}
		if a.target != nil && (a.target.Disabled || a.target.Type == "password" || a.target.Type == "file") {
			rt.Fatalf("action %d targeted a forbidden element %+v", i, a.target)
		}
	}
	for _, c := range w.log.Calls() {
		if c.Port == "act" && !c.At.Before(deadline) {
			rt.Fatalf("an action started after the time budget")
		}
	}
	if res.Steps != countReached(res.Trace) {
		rt.Fatalf("steps %d but trace %+v", res.Steps, res.Trace)
	}
	if n := len(res.Trace); n > 0 && res.Trace[n-1].Outcome == fsm.OutcomeUnknown && res.Status != fsm.StatusPartialUnknown {
		rt.Fatalf("unknown outcome ended as %s", res.Status)
	}
	if _, err := json.Marshal(res); err != nil {
		rt.Fatalf("result not encodable: %v", err)
	}
}

func countReached(tr []fsm.TraceEntry) int {
	n := 0
	for _, e := range tr {
		if e.Outcome != fsm.OutcomeNotExecuted {
			n++
		}
	}
	return n
}

func suppliedVerbatim(req fsm.Request, op fsm.Operation) bool {
	in := func(v string, pool []string) bool {
		for _, p := range pool {
			if p == v {
				return true
			}
		}
		return false
	}
	switch op.Action {
	case fsm.ActFill:
		return in(op.Value, req.TextValues)
	case fsm.ActSelect:
		return in(op.Value, req.SelectValues)
	case fsm.ActNavigate:
		return in(op.Value, req.NavigateURLs)
	case fsm.ActBack:
		return req.AllowBack && op.Value == ""
	case fsm.ActClick, fsm.ActScroll:
		return op.Value == ""
	}
	return false
}
