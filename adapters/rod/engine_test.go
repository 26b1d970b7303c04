package rod

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// scriptStep picks the candidate with this action, target name and value (and, when
// Context is set, whose context contains it; for a scroll, with this direction).
type scriptStep struct {
	Action    fsm.Action
	Name      string
	Value     string
	Context   string
	Direction string
}

// scriptedDecider answers like a confident model that follows a fixed script: 0.95 on
// the scripted candidate, the rest spread over the other labels; once the script is done
// it reports completion evidence. Risk is always low.
type scriptedDecider struct {
	mu    sync.Mutex
	steps []scriptStep
	asked []string
}

func (d *scriptedDecider) Select(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	labels := req.Labels()
	choice, completion := fsm.NoMatchLabel, 0.9
	if len(d.steps) > 0 {
		next := d.steps[0]
		for _, c := range req.Candidates {
			if c.Action == next.Action && c.Name == next.Name && c.Value == next.Value && strings.Contains(c.Context, next.Context) &&
				c.Direction == next.Direction {
				choice, completion = c.Label, 0.05
				break
			}
		}
		if choice == fsm.NoMatchLabel {
			return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: fsm.StatusMalformedResponse, Message: fmt.Sprintf("scripted candidate %+v not offered", next)}
		}
		d.steps = d.steps[1:]
	}
	d.asked = append(d.asked, choice)
	probs := make(map[string]float64, len(labels))
	list := make([]float64, 0, len(labels))
	for _, l := range labels {
		p := 0.05 / float64(len(labels)-1)
		switch {
		case len(labels) == 1:
			p = 1 // only the no-match label is left
		case l == choice:
			p = 0.95
		}
		probs[l] = p
		list = append(list, p)
	}
	return fsm.SelectionAnswer{Choice: choice, Probabilities: probs, Confidence: guards.NormalizedConfidence(list), Completion: completion}, nil
}

func (d *scriptedDecider) AssessRisk(context.Context, fsm.RiskRequest) (fsm.RiskAnswer, error) {
	return fsm.RiskAnswer{Risk: 0.01}, nil
}

// runScripted runs req on tab through the engine with decider, and requires the goal
// to end possibly_done after exactly steps actions.
func runScripted(t *testing.T, tab *Tab, decider fsm.Decider, req fsm.Request, steps int) fsm.Result {
	t.Helper()
	exec, err := browsergoal.New(browsergoal.Config{Decider: decider, Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	res, err := exec.Run(ctx, req, tab)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != fsm.StatusPossiblyDone || res.Steps != steps {
		t.Fatalf("status %s after %d steps (%s): %+v", res.Status, res.Steps, res.Message, res.Trace)
	}
	return res
}

func TestEngineEndToEnd(t *testing.T) {
	tab := openTab(t, "/forms.html")
	decider := &scriptedDecider{steps: []scriptStep{
		{Action: fsm.ActFill, Name: "Full name", Value: "Grace Hopper"},
		{Action: fsm.ActSelect, Name: "Country", Value: "Germany"},
		{Action: fsm.ActClick, Name: "Gift wrap"},
		{Action: fsm.ActClick, Name: "Place order"},
	}}
	res := runScripted(t, tab, decider, fsm.Request{
		Tab: tab.ID(), Goal: "Place the order for Grace Hopper to Germany with gift wrap",
		TextValues: []string{"Grace Hopper"}, SelectValues: []string{"Germany"},
		MaxSteps: 6, TimeoutMS: 30_000,
	}, 4)
	for _, e := range res.Trace {
		if e.Outcome != fsm.OutcomeExecuted {
			t.Errorf("trace entry %+v", e)
		}
	}
	obs := observe(t, tab)
	if !strings.Contains(obs.Text, "Submitted Grace Hopper") {
		t.Errorf("page text after the goal: %q", obs.Text)
	}
	if v := evalMain(t, tab, "document.getElementById('country').value + '/' + document.getElementById('gift').checked").Str(); v != "de/true" {
		t.Errorf("country/gift = %s", v)
	}
}
