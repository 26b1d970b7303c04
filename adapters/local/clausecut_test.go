package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestNameSpans: a goal that says a control's whole name, holding "and", "then", "but",
// "plus", a comma or a "+", is not cut inside that name, whether the control is offered or
// was acted on (the trace, executed); a name said in part, a cut word that only ends a
// name, or a name another control's name runs on past ("tea and coffee cake") still cuts.
func TestNameSpans(t *testing.T) {
	v := newVocab()
	for _, c := range []struct {
		goal    string
		names   []string // offered controls' names
		trace   string   // a target acted on ("button Save and finish later"); "!" first: not executed
		clauses []string // each clause's words
	}{
		{"save and finish later", []string{"Save and finish later", "Submit claim"}, "", []string{"save and finish later"}},
		{"save and finish later", []string{"Submit claim"}, "button Save and finish later", []string{"save and finish later"}},
		{"save and finish later", []string{"Save", "Finish later"}, "", []string{"save", "finish later"}},
		{"place a hold on Klara and the Sun", []string{"Klara and the Sun", "Place hold"}, "", []string{"place a hold on klara and the sun"}},
		{"tick clothes and toys and games", []string{"Clothes", "Toys and games"}, "", []string{"tick clothes", "toys and games"}},
		{"click yes, continue", []string{"Yes, continue", "No"}, "", []string{"click yes continue"}},
		{"hold fleece + book bag", []string{"Fleece + book bag"}, "", []string{"hold fleece book bag"}},
		{"hold fleece + book bag", []string{"Fleece", "Book bag"}, "", []string{"hold fleece", "book bag"}},
		{"save and then close", []string{"Save and", "Close"}, "", []string{"save", "close"}},
		{"save and finish later", []string{"Submit claim"}, "!button Save and finish later", []string{"save", "finish later"}},
		{"book now but pay later", []string{"Book now but pay later", "Book now"}, "", []string{"book now but pay later"}},
		{"choose bed plus breakfast", []string{"Bed plus breakfast", "Bed only"}, "", []string{"choose bed plus breakfast"}},
		{"open questions; answers", []string{"Questions; answers", "Help"}, "", []string{"open questions answers"}},
		{"press stop! go back", []string{"Stop! Go back", "Continue"}, "", []string{"press stop go back"}},
		{"open who? what? where", []string{"Who? What? Where", "Help"}, "", []string{"open who what where"}},
		{"read part 1. the beginning", []string{"Part 1. The beginning", "Part 2"}, "", []string{"read part 1 the beginning"}},
		{"open step 2: details", []string{"Step 2: details", "Step 1"}, "", []string{"open step 2 details"}},
		{"order tea and coffee cake", []string{"Tea and coffee", "Coffee cake"}, "", []string{"order tea", "coffee cake"}},
		{"filter by black, white and grey", []string{"Black", "White", "Grey", "Black, white"}, "", []string{"filter by black", "white", "grey"}},
		{"show me black and white and grey shoes", []string{"Black", "White", "Grey", "Black and white"}, "", []string{"show me black", "white", "grey shoes"}},
		{"order the chicken and rice and peas", []string{"Chicken and rice", "Rice and peas", "Peas"}, "", []string{"order the chicken", "rice", "peas"}},
		{"don't delete, but keep a copy", []string{"Delete, but keep a copy", "Keep a copy"}, "", []string{"keep", "keep a copy"}},
		{"accept and continue", []string{"I accept the terms", "Continue"}, "button Accept and continue", []string{"accept and continue"}},
		{"open terms and conditions and accept them", []string{"Terms and conditions", "Accept"}, "", []string{"open terms and conditions", "accept them"}},
	} {
		req := &fsm.SelectionRequest{Goal: c.goal}
		for i, n := range c.names {
			req.Candidates = append(req.Candidates, fsm.Candidate{Label: string(rune('1' + i)), Operation: fsm.Operation{Action: fsm.ActClick, Target: "e" + string(rune('1'+i))}, Role: "button", Name: n})
		}
		if target, ok := strings.CutPrefix(c.trace, "!"); ok {
			req.Trace = []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: target, Outcome: fsm.OutcomeNotExecuted}}
		} else if c.trace != "" {
			req.Trace = []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: c.trace, Outcome: fsm.OutcomeExecuted}}
		}
		var got []string
		for _, cl := range parseGoal(req, v).clauses {
			got = append(got, strings.Join(cl.raw, " "))
		}
		if strings.Join(got, "|") != strings.Join(c.clauses, "|") {
			t.Errorf("%q with %q (trace %q): clauses %q, want %q", c.goal, c.names, c.trace, got, c.clauses)
		}
	}
}

// TestNameSpansApartFromValues: a name that holds a caller value's mention keeps no words
// together: "set the city to Berlin, Germany" types Berlin, then reads "Germany" apart.
func TestNameSpansApartFromValues(t *testing.T) {
	req := &fsm.SelectionRequest{Goal: "Set the city to Berlin, Germany", Candidates: []fsm.Candidate{
		{Label: "1", Operation: fsm.Operation{Action: fsm.ActFill, Target: "e1", Value: "Berlin"}, Role: "textbox", Name: "City"},
		{Label: "2", Operation: fsm.Operation{Action: fsm.ActClick, Target: "e2"}, Role: "option", Name: "Berlin, Germany"},
	}}
	if got := len(parseGoal(req, newVocab()).clauses); got != 2 {
		t.Errorf("%q: %d clauses, want 2", req.Goal, got)
	}
}

// TestNameSpansLastExecutedOnly: of the trace, only the last executed action's target
// names a control the goal may say whole; an earlier press is another step's.
func TestNameSpansLastExecutedOnly(t *testing.T) {
	press := func(target, outcome string) fsm.TraceEntry {
		return fsm.TraceEntry{Step: 1, Action: fsm.ActClick, Target: target, Outcome: outcome}
	}
	for _, c := range []struct {
		trace []fsm.TraceEntry
		want  int
	}{
		{[]fsm.TraceEntry{press("button Save and finish later", fsm.OutcomeExecuted)}, 1},
		{[]fsm.TraceEntry{press("button Save and finish later", fsm.OutcomeExecuted), press("button Help", fsm.OutcomeExecuted)}, 2},
		{[]fsm.TraceEntry{press("button Save and finish later", fsm.OutcomeExecuted), press("button Help", fsm.OutcomeNotExecuted)}, 1},
	} {
		req := &fsm.SelectionRequest{Goal: "save and finish later", Trace: c.trace}
		if got := len(parseGoal(req, newVocab()).clauses); got != c.want {
			t.Errorf("trace %v: %d clauses, want %d", c.trace, got, c.want)
		}
	}
}
