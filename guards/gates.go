package guards

import (
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
)

// The gate thresholds. They are initial engineering thresholds from the handbook, not
// validated guarantees of safety, and they appear in every guard description and result.
const (
	// MinChoiceConfidence is the least choice confidence that passes selection.
	MinChoiceConfidence = 0.85
	// MinSelectedProbability is the least probability of the chosen option that passes.
	MinSelectedProbability = 0.75
	// MaxRisk is the risk probability at which an action is declined (risk ≥ MaxRisk).
	MaxRisk = 0.1
	// CompletionThreshold is the completion evidence at which the goal stops as
	// possibly_done (evidence ≥ CompletionThreshold), checked before the choice.
	CompletionThreshold = 0.8
	// StaleRetryLimit is how many stale decisions a goal discards and re-observes for;
	// the next one ends it as stale_decision.
	StaleRetryLimit = 2
)

// Thresholds returns the thresholds in force, for results and exports.
func Thresholds() fsm.Thresholds {
	return fsm.Thresholds{
		MinConfidence: MinChoiceConfidence, MinProbability: MinSelectedProbability,
		MaxRisk: MaxRisk, Completion: CompletionThreshold,
	}
}

// Selection verdicts, in the order they are evaluated.
const (
	VerdictPreviewStop       = "preview_stop"
	VerdictCompletionEvident = "completion_evident"
	VerdictNoMatchChosen     = "no_match_chosen"
	VerdictBelowGates        = "below_gates"
	VerdictGatesPassed       = "gates_passed"
)

// ClassifySelection is the decision an answer amounts to, in order: completion evidence
// at or above CompletionThreshold; the no-match option chosen; confidence below
// MinChoiceConfidence or selected probability below MinSelectedProbability; otherwise
// passed. It ignores preview.
func ClassifySelection(a fsm.SelectionAnswer) string {
	switch {
	case a.Completion >= CompletionThreshold:
		return VerdictCompletionEvident
	case a.Choice == fsm.NoMatchLabel:
		return VerdictNoMatchChosen
	case a.Confidence < MinChoiceConfidence || a.Probabilities[a.Choice] < MinSelectedProbability:
		return VerdictBelowGates
	}
	return VerdictGatesPassed
}

// SelectionStatus maps a selection verdict to the decision status it stands for.
func SelectionStatus(verdict string) fsm.Status {
	switch verdict {
	case VerdictCompletionEvident:
		return fsm.StatusPossiblyDone
	case VerdictNoMatchChosen:
		return fsm.StatusNoMatch
	case VerdictBelowGates:
		return fsm.StatusAmbiguous
	}
	return fsm.DecisionReady
}

// selection is the Selecting family's classifier: in preview, any verdict but passed
// stops the goal as preview (risk is still assessed for a passed choice).
func selection(f fsm.Facts) string {
	if f.Selection == nil {
		return ""
	}
	v := ClassifySelection(*f.Selection)
	if f.Preview && v != VerdictGatesPassed {
		return VerdictPreviewStop
	}
	return v
}

// Risk verdicts.
const (
	VerdictRiskPreview = "risk_preview"
	VerdictRiskFlagged = "risk_flagged"
	VerdictRiskCleared = "risk_cleared"
)

// ClassifyRisk is flagged at risk ≥ MaxRisk, cleared below. It ignores preview.
func ClassifyRisk(a fsm.RiskAnswer) string {
	if a.Risk >= MaxRisk {
		return VerdictRiskFlagged
	}
	return VerdictRiskCleared
}

// RiskStatus maps a risk verdict to the decision status it stands for.
func RiskStatus(verdict string) fsm.Status {
	if verdict == VerdictRiskFlagged {
		return fsm.StatusNeedsConfirmation
	}
	return fsm.DecisionReady
}

func risk(f fsm.Facts) string {
	if f.Risk == nil {
		return ""
	}
	if f.Preview {
		return VerdictRiskPreview
	}
	return ClassifyRisk(*f.Risk)
}

// Proposal verdicts.
const (
	VerdictHasCandidates       = "has_candidates"
	VerdictNoCandidates        = "no_candidates"
	VerdictNoCandidatesPreview = "no_candidates_preview"
	VerdictNoCandidatesActed   = "no_candidates_after_action"
)

// proposal routes a proposal: candidates go to Selecting; none in a preview is a nested
// no_match; none after at least one dispatched action still goes to Selecting, for the
// completion evidence alone (the choice has only the no-match option), because the last
// action may have finished the goal and left a page with nothing to do; none before any
// action is no_match without a model request.
func proposal(f fsm.Facts) string {
	switch {
	case f.Candidates > 0:
		return VerdictHasCandidates
	case f.Preview:
		return VerdictNoCandidatesPreview
	case f.Steps > 0:
		return VerdictNoCandidatesActed
	}
	return VerdictNoCandidates
}

// Staleness verdicts.
const (
	VerdictStaleRetry = "stale_retry"
	VerdictStaleLimit = "stale_limit"
)

// staleness re-observes after a stale decision up to StaleRetryLimit times; a caller's
// single step never does (its choice was the caller's, and cannot be made again).
func staleness(f fsm.Facts) string {
	if !f.Step && f.Stale <= StaleRetryLimit {
		return VerdictStaleRetry
	}
	return VerdictStaleLimit
}

// Step budget verdicts, read on the observation that follows each action.
const (
	VerdictStepsRemain = "steps_remain"
	VerdictStepsSpent  = "steps_spent"
	VerdictCallerStep  = "caller_step"
)

// stepBudget routes a fresh observation: a caller's single step ends with it (its one
// action is done); a goal proposes from it while fewer than max_steps actions were
// dispatched, and stops once max_steps were.
func stepBudget(f fsm.Facts) string {
	switch {
	case f.Step:
		return VerdictCallerStep
	case f.Steps < f.MaxSteps:
		return VerdictStepsRemain
	}
	return VerdictStepsSpent
}

func pct(x float64) string { return fmt.Sprintf("%.2f", x) }
