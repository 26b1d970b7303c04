package rod

import (
	"maps"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/fsm"
)

// TestPressedToggleNotPressedAgain: the offline decider reads a toggle button's
// aria-pressed. A goal that asks for what a pressed toggle already is does not press it
// (that would release it); a goal that asks for an unpressed one presses it once; one
// that reverses its word ("unmute") releases a pressed one.
func TestPressedToggleNotPressedAgain(t *testing.T) {
	for _, c := range []struct {
		goal string
		want map[string]int
	}{
		{"like Ana Silva's sunset post", map[string]int{}},
		{"like Ben Okafor's bike post", map[string]int{"like-ben": 1}},
		{"unmute Dev Patel", map[string]int{"mute-dev": 1}},
	} {
		tab := openTab(t, "/clickables/pressed.html")
		res := runGoal(t, tab, local.New(local.Options{}), fsm.Request{Tab: tab.ID(), Goal: c.goal, MaxSteps: 3, TimeoutMS: 30_000})
		hits := map[string]int{}
		for k, v := range evalMain(t, tab, "window.hits || {}").Map() {
			hits[k] = v.Int()
		}
		if !maps.Equal(hits, c.want) {
			t.Errorf("%q: presses %v (%s after %d steps), want %v", c.goal, hits, res.Status, res.Steps, c.want)
		}
	}
}
