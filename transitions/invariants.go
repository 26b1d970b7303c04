package transitions

import (
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Invariants checks the design's graph properties on a table and returns every
// violation. A choice is either Selecting's decision or a caller's explicit choice (a
// single step, which enters at the step entry in Selecting's place):
//   - every path into Dispatching passes Rechecking after the latest choice: no path
//     from the goal's entry reaches Dispatching without Selecting, none from Selecting
//     avoids Rechecking, and every other entry is Rechecking itself;
//   - risk is asked only after a selection passed (AssessingRisk is entered only from
//     Selecting under the gates_passed guard);
//   - every cycle back to Dispatching passes Observing and Proposing;
//   - a caller's step never decides (the edges its facts enable never reach Selecting
//     or AssessingRisk) and a goal never ends as executed;
//   - every terminal is reachable, and only Dispatching leads to partial_unknown.
func Invariants(t *fsm.Table) []error {
	var errs []error
	if Reachable(t, t.Initial, map[fsm.State]bool{fsm.Selecting: true})[fsm.Dispatching] {
		errs = append(errs, fmt.Errorf("Dispatching is reachable without Selecting"))
	}
	if pathAvoiding(t, fsm.Selecting, fsm.Dispatching, fsm.Rechecking) {
		errs = append(errs, fmt.Errorf("a path from Selecting reaches Dispatching without Rechecking"))
	}
	for _, en := range t.Entries {
		if en.State != t.Initial && en.State != fsm.Rechecking {
			errs = append(errs, fmt.Errorf("entry %s enters at %s, not Rechecking: a caller's choice must be rechecked before dispatch", en.Name, en.State))
		}
	}
	for _, e := range t.Edges {
		if e.To == fsm.AssessingRisk && (e.From != fsm.Selecting || e.Guard == nil || e.Guard.Verdict != guards.VerdictGatesPassed) {
			errs = append(errs, fmt.Errorf("AssessingRisk entered from %s --%s--> without the gates_passed guard", e.From, e.Trigger))
		}
		if e.To == fsm.Terminal(fsm.StatusPartialUnknown) && e.From != fsm.Dispatching {
			errs = append(errs, fmt.Errorf("partial_unknown entered from %s, not Dispatching", e.From))
		}
	}
	for _, via := range []fsm.State{fsm.Observing, fsm.Proposing} {
		if pathAvoiding(t, fsm.Dispatching, fsm.Dispatching, via) {
			errs = append(errs, fmt.Errorf("a cycle back to Dispatching avoids %s", via))
		}
	}
	if step, ok := t.Entry(fsm.EntryStep); ok {
		reach := ReachableAs(t, step, true)
		for _, s := range []fsm.State{fsm.Selecting, fsm.AssessingRisk} {
			if reach[s] {
				errs = append(errs, fmt.Errorf("a caller's step reaches %s", s))
			}
		}
	}
	if ReachableAs(t, t.Initial, false)[fsm.Terminal(fsm.StatusExecuted)] {
		errs = append(errs, fmt.Errorf("a goal can end as executed"))
	}
	reach := map[fsm.State]bool{}
	for _, en := range t.EntryStates() {
		for s := range Reachable(t, en, nil) {
			reach[s] = true
		}
	}
	for _, s := range fsm.AllStatuses() {
		if !reach[fsm.Terminal(s)] {
			errs = append(errs, fmt.Errorf("terminal %s is unreachable", s))
		}
	}
	return errs
}

// ReachableAs returns the states reachable from start over the edges whose guard can
// hold for a run of that kind (step: a caller's single step, else a goal), on any value
// of the counters and of the facts the answers supply.
func ReachableAs(t *fsm.Table, start fsm.State, step bool) map[fsm.State]bool {
	seen := map[fsm.State]bool{start: true}
	stack := []fsm.State{start}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range t.Edges {
			if e.From != s || seen[e.To] || !canHold(e.Guard, step) {
				continue
			}
			seen[e.To] = true
			stack = append(stack, e.To)
		}
	}
	return seen
}

// canHold reports whether a guard holds for some facts of a run of that kind.
func canHold(g *fsm.Guard, step bool) bool {
	if g == nil {
		return true
	}
	answers := []fsm.Facts{{}}
	for _, a := range []fsm.SelectionAnswer{
		{Choice: "1", Confidence: 1, Probabilities: map[string]float64{"1": 1}},
		{Choice: "1", Confidence: 0, Probabilities: map[string]float64{"1": 0.5}},
		{Choice: fsm.NoMatchLabel, Confidence: 1, Probabilities: map[string]float64{fsm.NoMatchLabel: 1}},
		{Choice: "1", Confidence: 1, Completion: 1, Probabilities: map[string]float64{"1": 1}},
	} {
		answers = append(answers, fsm.Facts{Selection: &a})
	}
	for _, r := range []float64{0, 1} {
		answers = append(answers, fsm.Facts{Risk: &fsm.RiskAnswer{Risk: r}})
	}
	for _, f := range answers {
		f.Step = step
		for s := 0; s <= fsm.MaxSteps+1; s++ {
			for m := fsm.MinSteps; m <= fsm.MaxSteps; m++ {
				for k := 0; k <= guards.StaleRetryLimit+2; k++ {
					for c := 0; c <= 1; c++ {
						for _, p := range []bool{false, true} {
							f.Steps, f.MaxSteps, f.Stale, f.Candidates, f.Preview = s, m, k, c, p
							if safeHolds(g, f) {
								return true
							}
						}
					}
				}
			}
		}
	}
	return false
}

// pathAvoiding reports whether a non-empty path leads from 'from' to 'to' without
// entering 'avoid'.
func pathAvoiding(t *fsm.Table, from, to, avoid fsm.State) bool {
	for _, next := range successorsOf(t, from) {
		if next == avoid {
			continue
		}
		if next == to || Reachable(t, next, map[fsm.State]bool{avoid: true})[to] {
			return true
		}
	}
	return false
}
