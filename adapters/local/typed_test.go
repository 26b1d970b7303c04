package local

import (
	"slices"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestTypedBeginningIsOfAName: a caller value the goal does not mention is read as the
// typed beginning of a word only when the goal writes that word as a name.
func TestTypedBeginningIsOfAName(t *testing.T) {
	v := newVocab()
	for _, c := range []struct {
		goal, value string
		completes   []string // nil: not a typed beginning
	}{
		{"Add Maria Garcia as the reviewer", "Mari", []string{"maria", "garcia"}},
		{"Send the report to Samantha", "Sam", []string{"samantha"}},
		{"Email the sample report", "Sam", nil},        // "sample" is not a name
		{"Sample the data for Bob", "Sam", nil},        // the first word is capitalized as a sentence
		{"Add Maria Garcia as the reviewer", "M", nil}, // too short
		// The name is where the goal capitalizes it, not an earlier lower-case mention.
		{"Ask maria whether Maria Garcia reviews it", "Mari", []string{"maria", "garcia"}},
	} {
		req := &fsm.SelectionRequest{Goal: c.goal, Candidates: []fsm.Candidate{
			{Operation: fsm.Operation{Action: fsm.ActFill, Target: "f", Value: c.value}, Role: "textbox", Name: "Field"}}}
		g := parseGoal(req, v)
		gv := g.values[g.byText[c.value]]
		if got := gv.prefix; got != (c.completes != nil) || !slices.Equal(gv.completes, c.completes) {
			t.Errorf("%q with %q: prefix %v completes %q, want %q", c.goal, c.value, got, gv.completes, c.completes)
		}
	}
}
