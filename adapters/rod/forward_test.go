package rod

import (
	"maps"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/fsm"
)

// TestForwardToTheStepThatHoldsIt: on a form in steps, the offline decider presses the
// step's one way on when the goal asks for what only the next step shows, once, then
// makes the choice there; a goal this step answers is answered here, and one that asks
// for nothing the form has ends without pressing Pay. The pieces are cards to click, as
// on a commission page: radios under the step's heading would hold the form there (a
// checked radio is never offered, so no decider can tell such a question answered).
func TestForwardToTheStepThatHoldsIt(t *testing.T) {
	for _, c := range []struct {
		goal string
		want map[string]int
	}{
		{"ink colour: iron gall", map[string]int{"next": 1, "ink-irongall": 1}},
		{"place cards, please", map[string]int{"piece-cards": 1}},
		{"gold leaf lettering", map[string]int{"next": 1}},
	} {
		tab := openTab(t, "/clickables/wizard.html")
		res := runGoal(t, tab, local.New(local.Options{}), fsm.Request{Tab: tab.ID(), Goal: c.goal, MaxSteps: 4, TimeoutMS: 30_000})
		hits := map[string]int{}
		for k, v := range evalMain(t, tab, "window.hits || {}").Map() {
			hits[k] = v.Int()
		}
		if !maps.Equal(hits, c.want) {
			t.Errorf("%q: presses %v (%s after %d steps), want %v", c.goal, hits, res.Status, res.Steps, c.want)
		}
	}
}
