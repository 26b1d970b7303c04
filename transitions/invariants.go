package transitions

import (
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Invariants checks the design's graph properties on a table and returns every
// violation:
//   - every path into Dispatching passes Rechecking after the latest Selecting (no path
//     reaches Dispatching without Selecting, and none from Selecting avoids Rechecking);
//   - risk is asked only after a selection passed (AssessingRisk is entered only from
//     Selecting under the gates_passed guard);
//   - every cycle back to Dispatching passes Observing and Proposing;
//   - every terminal is reachable, and only Dispatching leads to partial_unknown.
func Invariants(t *fsm.Table) []error {
	var errs []error
	if Reachable(t, t.Initial, map[fsm.State]bool{fsm.Selecting: true})[fsm.Dispatching] {
		errs = append(errs, fmt.Errorf("Dispatching is reachable without Selecting"))
	}
	if pathAvoiding(t, fsm.Selecting, fsm.Dispatching, fsm.Rechecking) {
		errs = append(errs, fmt.Errorf("a path from Selecting reaches Dispatching without Rechecking"))
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
	reach := Reachable(t, t.Initial, nil)
	for _, s := range fsm.AllStatuses() {
		if !reach[fsm.Terminal(s)] {
			errs = append(errs, fmt.Errorf("terminal %s is unreachable", s))
		}
	}
	return errs
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
