package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestActStillToPress states the trace's reading as goals: a click that chose the thing
// an obtaining act is about does not do the act while a control that says the act alone
// is offered; the run stops at the act rather than go on to a later clause with a verb of
// its own, and a later clause that only adds objects comes first. A link, a control led by
// an act or a reading verb, or one that says more than the object chose nothing; an act
// control that names something else is no act still to press.
func TestActStillToPress(t *testing.T) {
	chose := func(target string) []fsm.TraceEntry {
		return []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: target, Outcome: fsm.OutcomeExecuted}}
	}
	mugs := func() *page {
		return new(page).click("radio", "Red mug", "").near("Mug").off().
			click("button", "Buy now", "").click("button", "Log out", "")
	}
	runReading(t, []readingCase{
		{name: "the act is still to press: no later clause with a verb of its own runs first", goal: "buy the blue mug, then log out",
			trace: chose("radio Blue mug"), page: mugs()},
		{name: "a later clause that only adds objects comes first", goal: "buy the blue mug and the red teapot",
			trace: chose("clickable Blue mug £12"),
			page: new(page).click("clickable", "Red teapot £30", "").near("Homeware").click("clickable", "Green jug £20", "").near("Homeware").
				click("button", "Buy now", ""),
			want: `"Red teapot £30"`},
	})
	for _, c := range []struct {
		name, goal string
		trace      []fsm.TraceEntry
		page       *page
		done       bool
	}{
		{"choosing the object does not do the act", "buy the blue mug", chose("radio Blue mug"), mugs(), false},
		{"the act pressed after it does", "buy the blue mug",
			append(chose("radio Blue mug"), fsm.TraceEntry{Step: 2, Action: fsm.ActClick, Target: "button Buy now", Outcome: fsm.OutcomeExecuted}), mugs(), true},
		{"a link chose nothing", "buy the blue mug", chose("link Blue mug"), mugs(), true},
		{"a control led by an act says more than the object", "buy the blue mug", chose("button Save blue mug"), mugs(), true},
		{"a control led by a reading verb chose nothing", "buy the blue mug", chose("button Show blue mug"), mugs(), true},
		{"a control that says more than the object chose nothing", "buy the blue mug", chose("button Blue mug reviews (12)"), mugs(), true},
		{"an act control naming another thing is no act to press", "buy the blue mug", chose("radio Blue mug"),
			new(page).click("button", "Buy a gift card", "").click("button", "Log out", ""), true},
		{"a control naming the act and the object is the clause's own: the plan's reading stands", "buy the blue mug", chose("radio Blue mug"),
			new(page).click("button", "Buy now", "").click("button", "Buy blue mug", ""), true},
		{"so is an act standing by the object in its row", "buy the blue mug", chose("radio Blue mug"),
			new(page).click("button", "Buy now", "").click("button", "Buy", "").near("Blue mug £12 Buy"), true},
		{"a cancelled thing is no obtaining act", "cancel the blue mug", chose("radio Blue mug"),
			new(page).click("button", "Cancel order", ""), true},
	} {
		req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", Trace: c.trace, Candidates: c.page.cands}
		s := newScorer(newVocab(), &req)
		if got := s.prog.done[0]; got != c.done {
			t.Errorf("%s: %q step 1 done %v, want %v", c.name, c.goal, got, c.done)
		}
	}
}

// TestActAdverbs: each row of actAdverbs leaves a control saying the act alone.
func TestActAdverbs(t *testing.T) {
	for _, w := range actAdverbs() {
		p := new(page).click("button", "Buy "+w, "")
		req := fsm.SelectionRequest{Goal: "buy the blue mug", URL: "http://127.0.0.1/", Candidates: p.cands}
		s := newScorer(newVocab(), &req)
		if !s.actOnly(0, tokenSet{"buy": {}}) {
			t.Errorf("%q is not read as the act alone", "Buy "+w)
		}
	}
}
