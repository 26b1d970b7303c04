package rod

import (
	"maps"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/fsm"
)

// pressCase is a goal for the offline decider on a fixture page and the handler counts
// (hits.js) it must leave.
type pressCase struct {
	goal string
	want map[string]int
}

// checkPresses runs each case's goal with the offline decider on a fresh tab of the
// fixture page and compares the page's handler counts with the case's.
func checkPresses(t *testing.T, path string, maxSteps int, cases []pressCase) {
	t.Helper()
	for _, c := range cases {
		tab := openTab(t, path)
		res := runGoal(t, tab, local.New(local.Options{}), fsm.Request{Tab: tab.ID(), Goal: c.goal, MaxSteps: maxSteps, TimeoutMS: 30_000})
		if hits := pageHits(t, tab); !maps.Equal(hits, c.want) {
			t.Errorf("%q: presses %v (%s after %d steps), want %v", c.goal, hits, res.Status, res.Steps, c.want)
		}
	}
}

// TestPressedToggleNotPressedAgain: the offline decider reads a toggle button's
// aria-pressed. A goal that asks for what a pressed toggle already is does not press it
// (that would release it); a goal that asks for an unpressed one presses it once; one
// that reverses its word ("unmute") releases a pressed one.
func TestPressedToggleNotPressedAgain(t *testing.T) {
	checkPresses(t, "/clickables/pressed.html", 3, []pressCase{
		{"like Ana Silva's sunset post", map[string]int{}},
		{"like Ben Okafor's bike post", map[string]int{"like-ben": 1}},
		{"unmute Dev Patel", map[string]int{"mute-dev": 1}},
	})
}
