package rod

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/fsm"
)

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
	decider := &conformance.Scripted{Steps: []conformance.Step{
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
