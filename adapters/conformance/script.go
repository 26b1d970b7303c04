package conformance

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Step picks the candidate with this action, target name and value (and, when Context
// is set, whose context contains it; for a scroll, with this direction).
type Step struct {
	Action    fsm.Action
	Name      string
	Value     string
	Context   string
	Direction string
}

// Scripted answers like a confident model that follows a fixed script: 0.95 on the
// scripted candidate, the rest spread over the other labels; once the script is done it
// reports completion evidence. Risk is always low. A scripted step that is not offered
// ends the goal with a malformed-response error naming it.
type Scripted struct {
	mu sync.Mutex
	// Steps are the steps still to take, in order.
	Steps []Step
	// Asked are the labels chosen, one per selection request.
	Asked []string
}

// Select answers one selection request from the script.
func (d *Scripted) Select(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	labels := req.Labels()
	choice, completion := fsm.NoMatchLabel, 0.9
	if len(d.Steps) > 0 {
		next := d.Steps[0]
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
		d.Steps = d.Steps[1:]
	}
	d.Asked = append(d.Asked, choice)
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

// AssessRisk answers low risk.
func (d *Scripted) AssessRisk(context.Context, fsm.RiskRequest) (fsm.RiskAnswer, error) {
	return fsm.RiskAnswer{Risk: 0.01}, nil
}

// RunGoal runs req on b through the engine with d.
func RunGoal(tb testing.TB, b fsm.Browser, d fsm.Decider, req fsm.Request) fsm.Result {
	tb.Helper()
	exec, err := browsergoal.New(browsergoal.Config{Decider: d, Logger: zerolog.Nop()})
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	res, err := exec.Run(ctx, req, b)
	if err != nil {
		tb.Fatal(err)
	}
	return res
}
