package rod

import "testing"

// TestForwardToTheStepThatHoldsIt: on a form in steps, the offline decider presses the
// step's one way on when the goal asks for what only the next step shows, once, then
// makes the choice there; a goal this step answers is answered here, and one that asks
// for nothing the form has ends without pressing Pay. The pieces are cards to click, as
// on a commission page: radios under the step's heading would hold the form there (a
// checked radio is never offered, so no decider can tell such a question answered).
func TestForwardToTheStepThatHoldsIt(t *testing.T) {
	checkPresses(t, "/clickables/wizard.html", 4, []pressCase{
		{"ink colour: iron gall", map[string]int{"next": 1, "ink-irongall": 1}},
		{"place cards, please", map[string]int{"piece-cards": 1}},
		{"gold leaf lettering", map[string]int{"next": 1}},
	})
}
