// Package transitions is the transition table: the single source of truth for the goal
// machine. The stateless machine (fsm.NewMachine), the DOT, Mermaid and JSON exports and
// the graph property checks all come from Table().
package transitions

import (
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// The triggers stages report.
const (
	Observed       fsm.Trigger = "observed"
	Proposed       fsm.Trigger = "proposed"
	Decided        fsm.Trigger = "decided"
	Assessed       fsm.Trigger = "assessed"
	Rechecked      fsm.Trigger = "rechecked"
	Dispatched     fsm.Trigger = "dispatched"
	Stale          fsm.Trigger = "stale"
	Replay         fsm.Trigger = "replay"
	OutcomeUnknown fsm.Trigger = "outcome_unknown"
	NotExecuted    fsm.Trigger = "not_executed"
	ObserveFailed  fsm.Trigger = "observe_failed"
	Disabled       fsm.Trigger = "disabled"
	Revoked        fsm.Trigger = "revoked"
	FocusLost      fsm.Trigger = "focus_lost"
	TimeUp         fsm.Trigger = "time_up"
	Cancel         fsm.Trigger = "cancel"
)

// DecisionFailed is the trigger a decider failure of the given class reports; it is
// named like the terminal it leads to.
func DecisionFailed(class fsm.Status) fsm.Trigger { return fsm.Trigger(class) }

// BrowserFault is the trigger a browser fault of the given class (browser_lost,
// tab_crashed, tab_closed) reports; it is named like the terminal it leads to.
func BrowserFault(class fsm.Status) fsm.Trigger { return fsm.Trigger(class) }

// Table builds the goal machine's transition table.
func Table() *fsm.Table {
	t := &fsm.Table{Initial: fsm.Observing, Entries: []fsm.Entry{
		{Name: fsm.EntryGoal, State: fsm.Observing, Description: "a goal"},
		{Name: fsm.EntryStep, State: fsm.Rechecking, Description: "a caller's step (its explicit choice in Selecting's place)"},
	}}
	for _, s := range fsm.WorkingStates() {
		t.States = append(t.States, fsm.StateInfo{Name: s})
	}
	for _, s := range fsm.AllStatuses() {
		t.States = append(t.States, fsm.StateInfo{Name: fsm.Terminal(s), Terminal: true})
	}
	add := func(from fsm.State, tr fsm.Trigger, to fsm.State, g *fsm.Guard) {
		t.Edges = append(t.Edges, fsm.Edge{From: from, Trigger: tr, To: to, Guard: g})
	}
	term := fsm.Terminal

	// Observing: host gates and focus first, then one fresh observation. A goal proposes
	// from it (or stops after max_steps actions); a caller's step ends with it.
	add(fsm.Observing, Observed, fsm.Proposing, guards.StepsRemain())
	add(fsm.Observing, Observed, term(fsm.StatusStepBudgetExhausted), guards.StepsSpent())
	add(fsm.Observing, Observed, term(fsm.StatusExecuted), guards.CallerStep())
	add(fsm.Observing, ObserveFailed, term(fsm.StatusObserveFailed), nil)
	add(fsm.Observing, Disabled, term(fsm.StatusModeDisabled), nil)
	add(fsm.Observing, Revoked, term(fsm.StatusPermissionRevoked), nil)
	add(fsm.Observing, FocusLost, term(fsm.StatusFocusLost), nil)

	// Proposing: typed candidates from the observation and the caller's values.
	add(fsm.Proposing, Proposed, fsm.Selecting, guards.HasCandidates())
	add(fsm.Proposing, Proposed, term(fsm.StatusPreview), guards.NoCandidatesPreview())
	add(fsm.Proposing, Proposed, fsm.Selecting, guards.NoCandidatesAfterAction())
	add(fsm.Proposing, Proposed, term(fsm.StatusNoMatch), guards.NoCandidates())

	// Selecting: choice + completion evidence in one request, then the gates in order.
	add(fsm.Selecting, Decided, term(fsm.StatusPreview), guards.PreviewStop())
	add(fsm.Selecting, Decided, term(fsm.StatusPossiblyDone), guards.CompletionEvident())
	add(fsm.Selecting, Decided, term(fsm.StatusNoMatch), guards.NoMatchChosen())
	add(fsm.Selecting, Decided, term(fsm.StatusAmbiguous), guards.BelowGates())
	add(fsm.Selecting, Decided, fsm.AssessingRisk, guards.GatesPassed())

	// AssessingRisk: the dependent risk request about the exact action.
	add(fsm.AssessingRisk, Assessed, term(fsm.StatusPreview), guards.RiskPreview())
	add(fsm.AssessingRisk, Assessed, term(fsm.StatusNeedsConfirmation), guards.RiskFlagged())
	add(fsm.AssessingRisk, Assessed, fsm.Rechecking, guards.RiskCleared())
	for _, st := range []fsm.State{fsm.Selecting, fsm.AssessingRisk} {
		for _, class := range fsm.DecisionFailures() {
			add(st, DecisionFailed(class), term(class), nil)
		}
	}

	// Rechecking: everything again, immediately before dispatch. A caller's step enters
	// here with its own choice.
	add(fsm.Rechecking, Rechecked, fsm.Dispatching, nil)
	add(fsm.Rechecking, Disabled, term(fsm.StatusModeDisabled), nil)
	add(fsm.Rechecking, Revoked, term(fsm.StatusPermissionRevoked), nil)
	add(fsm.Rechecking, FocusLost, term(fsm.StatusFocusLost), nil)
	add(fsm.Rechecking, Stale, fsm.Observing, guards.StaleRetry())
	add(fsm.Rechecking, Stale, term(fsm.StatusStaleDecision), guards.StaleLimit())
	add(fsm.Rechecking, Replay, term(fsm.StatusReplayRefused), nil)

	// Dispatching: exactly one action, then the page after it is observed; an unknown
	// outcome is terminal.
	add(fsm.Dispatching, Dispatched, fsm.Observing, nil)
	add(fsm.Dispatching, OutcomeUnknown, term(fsm.StatusPartialUnknown), nil)
	add(fsm.Dispatching, NotExecuted, term(fsm.StatusActionFailed), nil)

	// Any working state: the time budget and cancellation; and a lost browser, a crashed
	// or a closed tab, detected by a failed call or by the protocol's events at any point
	// (from Dispatching only when the action's input did not leave: an action in flight
	// ends partial_unknown through outcome_unknown).
	for _, s := range fsm.WorkingStates() {
		add(s, TimeUp, term(fsm.StatusTimeBudgetExhausted), nil)
		add(s, Cancel, term(fsm.StatusCancelled), nil)
		for _, class := range fsm.BrowserFaults() {
			add(s, BrowserFault(class), term(class), nil)
		}
	}
	return t
}
