package browsergoal_test

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
)

// blankAfter returns an ObserveF that shows page on the first n observations and then a
// page with nothing to operate (the confirmation page a finished form often leads to).
func blankAfter(page fsm.Observation, n int) func(context.Context, int) (fsm.Observation, error) {
	return func(_ context.Context, i int) (fsm.Observation, error) {
		if i <= n {
			return page, nil
		}
		obs := page
		obs.Elements = nil
		obs.Epoch.Document += "-done"
		obs.Title = "Thank you"
		return obs, nil
	}
}

// TestNothingLeftAfterTheLastClickEndsPossiblyDone: the last click ended the task and the
// next page offers nothing. The engine still asks for completion evidence (the choice
// has only the no-match option) and the goal ends possibly_done, not no_match.
func TestNothingLeftAfterTheLastClickEndsPossiblyDone(t *testing.T) {
	page := fake.FormPage("d1")
	b := &fake.Browser{Page: page, ObserveF: blankAfter(page, 1), Log: &fake.Log{}}
	ex, err := browsergoal.New(browsergoal.Config{Decider: local.New(local.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ex.Run(context.Background(), fsm.Request{Goal: "Click the Search button", MaxSteps: 3}, b)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != fsm.StatusPossiblyDone || res.Steps != 1 {
		t.Fatalf("status %s after %d steps, want possibly_done after 1", res.Status, res.Steps)
	}
}

// TestNothingToDoBeforeAnyActionIsNoMatchWithoutARequest: with no action taken, a page
// with nothing to offer ends no_match and the decider is never asked.
func TestNothingToDoBeforeAnyActionIsNoMatchWithoutARequest(t *testing.T) {
	page := fake.FormPage("d1")
	log := &fake.Log{}
	b := &fake.Browser{Page: page, ObserveF: blankAfter(page, 0), Log: log}
	d := &fake.Decider{Log: log}
	ex, err := browsergoal.New(browsergoal.Config{Decider: d})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ex.Run(context.Background(), fsm.Request{Goal: "Click the Search button", MaxSteps: 3}, b)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != fsm.StatusNoMatch || res.Steps != 0 {
		t.Fatalf("status %s after %d steps, want no_match before any step", res.Status, res.Steps)
	}
	for _, c := range log.Calls() {
		if c.Port == "select" || c.Port == "risk" {
			t.Fatalf("the decider was asked: %+v", c)
		}
	}
}
