package fsm

import "fmt"

// State is a machine state: one of the six working states or a terminal named by its Status.
type State string

// The working states.
const (
	Observing     State = "Observing"
	Proposing     State = "Proposing"
	Selecting     State = "Selecting"
	AssessingRisk State = "AssessingRisk"
	Rechecking    State = "Rechecking"
	Dispatching   State = "Dispatching"
)

// WorkingStates lists the non-terminal states in loop order.
func WorkingStates() []State {
	return []State{Observing, Proposing, Selecting, AssessingRisk, Rechecking, Dispatching}
}

// Terminal returns the terminal state for a status.
func Terminal(s Status) State { return State(s) }

// Trigger is an event a stage reports and the driver fires.
type Trigger string

// Facts are the inputs guards read. A stage fills what its trigger's guards need.
type Facts struct {
	Preview    bool
	Candidates int
	Selection  *SelectionAnswer
	Risk       *RiskAnswer
	Steps      int
	MaxSteps   int
	Stale      int
	// Step is set for a caller's single step: the caller chose the operation itself
	// (browser_step), so the run entered at Rechecking instead of deciding.
	Step bool
}

// Event is what a stage returns: the trigger to fire and the facts for its guards. Err
// and Detail explain a failure trigger.
type Event struct {
	Trigger Trigger
	Facts   Facts
	Err     error
	Detail  string
}

// Guard is a named, described predicate on an edge. A guard belongs to a Family, a
// classifier that maps Facts to exactly one verdict, and holds when the classifier
// returns its Verdict. Guards on edges that share a source and a trigger come from one
// family with distinct verdicts, so they are mutually exclusive by construction.
type Guard struct {
	Name        string
	Description string
	Family      string
	Verdict     string
	Fn          func(Facts) bool
}

// Edge is one permitted transition.
type Edge struct {
	From    State
	Trigger Trigger
	To      State
	Guard   *Guard
}

// StateInfo describes one state of a table.
type StateInfo struct {
	Name     State
	Terminal bool
}

// Entry is a way into the machine. A goal enters at the table's Initial state; a
// caller's single step (an operation the caller chose itself, in Selecting's place)
// enters at its own entry state.
type Entry struct {
	Name        string
	State       State
	Description string
}

// The entries' names.
const (
	EntryGoal = "goal"
	EntryStep = "step"
)

// Table is a transition table: the single source of truth for a machine. Initial is
// the goal's entry; Entries lists every entry, the goal's first.
type Table struct {
	Initial State
	Entries []Entry
	States  []StateInfo
	Edges   []Edge
}

// Entry returns the entry state with the given name; the goal's is Initial.
func (t *Table) Entry(name string) (State, bool) {
	for _, e := range t.Entries {
		if e.Name == name {
			return e.State, true
		}
	}
	if name == EntryGoal {
		return t.Initial, true
	}
	return "", false
}

// EntryStates lists the states a run can start in: Initial, then the other entries'.
func (t *Table) EntryStates() []State {
	out := []State{t.Initial}
	for _, e := range t.Entries {
		if e.State != t.Initial {
			out = append(out, e.State)
		}
	}
	return out
}

// IsTerminal reports whether s is a terminal state of the table.
func (t *Table) IsTerminal(s State) bool {
	for _, st := range t.States {
		if st.Name == s {
			return st.Terminal
		}
	}
	return false
}

// Next is the table's own verdict for firing trig in from with facts f: the one edge
// whose guard holds (or that has none). It is the reference the stateless machine is
// tested against.
func (t *Table) Next(from State, trig Trigger, f Facts) (State, error) {
	var (
		to     State
		found  int
		unmet  []string
		exists bool
	)
	for _, e := range t.Edges {
		if e.From != from || e.Trigger != trig {
			continue
		}
		exists = true
		if e.Guard == nil || e.Guard.Fn(f) {
			to = e.To
			found++
		} else {
			unmet = append(unmet, e.Guard.Name)
		}
	}
	switch {
	case found == 1:
		return to, nil
	case found > 1:
		return "", &TransitionError{State: from, Trigger: trig, Reason: "more than one guard holds"}
	case exists:
		return "", &TransitionError{State: from, Trigger: trig, Unmet: unmet, Reason: "no guard holds"}
	}
	return "", &TransitionError{State: from, Trigger: trig, Reason: "not permitted"}
}

// Taken returns the edge that firing trig in from with facts f takes: among the edges
// that lead from from to to on trig, the one whose guard holds (or that has none).
// Several edges can share their ends and trigger under different guards.
func (t *Table) Taken(from State, trig Trigger, to State, f Facts) (Edge, bool) {
	for _, e := range t.Edges {
		if e.From == from && e.Trigger == trig && e.To == to && (e.Guard == nil || e.Guard.Fn(f)) {
			return e, true
		}
	}
	return Edge{}, false
}

// TransitionError is an unpermitted transition: the trigger is not permitted in the
// state, or no (or more than one) guard holds.
type TransitionError struct {
	State   State
	Trigger Trigger
	Unmet   []string
	Reason  string
}

func (e *TransitionError) Error() string {
	msg := fmt.Sprintf("transition %s --%s--> refused: %s", e.State, e.Trigger, e.Reason)
	if len(e.Unmet) > 0 {
		msg += fmt.Sprintf(" (unmet guards %v)", e.Unmet)
	}
	return msg
}
