package guards

import (
	"strconv"

	"github.com/browsergoal/browsergoal/fsm"
)

// Family is a guard family: a classifier over fsm.Facts and the verdicts it can return.
type Family struct {
	Name     string
	Classify func(fsm.Facts) string
	Verdicts []string
}

// Families lists every guard family.
func Families() []Family {
	return []Family{
		{"proposal", proposal, []string{VerdictHasCandidates, VerdictNoCandidatesPreview, VerdictNoCandidatesActed, VerdictNoCandidates}},
		{"selection", selection, []string{VerdictPreviewStop, VerdictCompletionEvident, VerdictNoMatchChosen, VerdictBelowGates, VerdictGatesPassed}},
		{"risk", risk, []string{VerdictRiskPreview, VerdictRiskFlagged, VerdictRiskCleared}},
		{"staleness", staleness, []string{VerdictStaleRetry, VerdictStaleLimit}},
		{"step_budget", stepBudget, []string{VerdictStepsRemain, VerdictStepsSpent, VerdictCallerStep}},
	}
}

func guard(family func(fsm.Facts) string, familyName, verdict, desc string) *fsm.Guard {
	return &fsm.Guard{
		Name: verdict, Description: desc, Family: familyName, Verdict: verdict,
		Fn: func(f fsm.Facts) bool { return family(f) == verdict },
	}
}

// HasCandidates holds when Proposing generated at least one candidate.
func HasCandidates() *fsm.Guard {
	return guard(proposal, "proposal", VerdictHasCandidates, "at least one compatible candidate")
}

// NoCandidatesPreview holds when a preview generated no candidate.
func NoCandidatesPreview() *fsm.Guard {
	return guard(proposal, "proposal", VerdictNoCandidatesPreview, "no candidate, preview (nested no_match, no model request)")
}

// NoCandidatesAfterAction holds when no candidate was generated after at least one
// dispatched action: the selection request still asks for completion evidence, with the
// no-match option as the only choice, so a goal the last action finished can end
// possibly_done.
func NoCandidatesAfterAction() *fsm.Guard {
	return guard(proposal, "proposal", VerdictNoCandidatesActed, "no candidate after an action: ask for completion evidence only")
}

// NoCandidates holds when no candidate was generated before any action: no_match without
// a model request.
func NoCandidates() *fsm.Guard {
	return guard(proposal, "proposal", VerdictNoCandidates, "no candidate before any action: no model request")
}

// PreviewStop holds in preview when the selection did not pass: the nested decision
// status is reported and nothing is performed.
func PreviewStop() *fsm.Guard {
	return guard(selection, "selection", VerdictPreviewStop, "preview and the selection did not pass")
}

// CompletionEvident holds when completion evidence ≥ CompletionThreshold.
func CompletionEvident() *fsm.Guard {
	return guard(selection, "selection", VerdictCompletionEvident, "completion evidence ≥ "+pct(CompletionThreshold))
}

// NoMatchChosen holds when the no-match option was chosen.
func NoMatchChosen() *fsm.Guard {
	return guard(selection, "selection", VerdictNoMatchChosen, "no-match option chosen")
}

// BelowGates holds when confidence < MinChoiceConfidence or probability < MinSelectedProbability.
func BelowGates() *fsm.Guard {
	return guard(selection, "selection", VerdictBelowGates,
		"confidence < "+pct(MinChoiceConfidence)+" or selected probability < "+pct(MinSelectedProbability))
}

// GatesPassed holds when confidence ≥ MinChoiceConfidence and probability ≥ MinSelectedProbability.
func GatesPassed() *fsm.Guard {
	return guard(selection, "selection", VerdictGatesPassed,
		"confidence ≥ "+pct(MinChoiceConfidence)+" and selected probability ≥ "+pct(MinSelectedProbability))
}

// RiskPreview holds in preview once risk was assessed: nothing is performed.
func RiskPreview() *fsm.Guard {
	return guard(risk, "risk", VerdictRiskPreview, "preview: risk assessed, nothing performed")
}

// RiskFlagged holds when risk ≥ MaxRisk: a hard stop.
func RiskFlagged() *fsm.Guard {
	return guard(risk, "risk", VerdictRiskFlagged, "risk ≥ "+pct(MaxRisk))
}

// RiskCleared holds when risk < MaxRisk.
func RiskCleared() *fsm.Guard {
	return guard(risk, "risk", VerdictRiskCleared, "risk < "+pct(MaxRisk))
}

// StaleRetry holds while the goal has discarded at most StaleRetryLimit stale decisions.
func StaleRetry() *fsm.Guard {
	return guard(staleness, "staleness", VerdictStaleRetry, "stale decision discarded; re-observe (at most "+strconv.Itoa(StaleRetryLimit)+" per goal)")
}

// StaleLimit holds when one more stale decision would exceed StaleRetryLimit, and for
// a caller's single step, which never re-observes.
func StaleLimit() *fsm.Guard {
	return guard(staleness, "staleness", VerdictStaleLimit, "stale decision after "+strconv.Itoa(StaleRetryLimit)+" re-observations, or a caller's step")
}

// StepsRemain holds on a goal's observation while fewer than max_steps operations were
// dispatched.
func StepsRemain() *fsm.Guard {
	return guard(stepBudget, "step_budget", VerdictStepsRemain, "goal, steps < max_steps ("+strconv.Itoa(fsm.MinSteps)+"–"+strconv.Itoa(fsm.MaxSteps)+")")
}

// StepsSpent holds on a goal's observation once max_steps operations were dispatched:
// the page after the last action is observed, then the goal stops.
func StepsSpent() *fsm.Guard {
	return guard(stepBudget, "step_budget", VerdictStepsSpent, "goal, steps = max_steps ("+strconv.Itoa(fsm.MinSteps)+"–"+strconv.Itoa(fsm.MaxSteps)+")")
}

// CallerStep holds on a caller's single step's observation: the page after its one
// action.
func CallerStep() *fsm.Guard {
	return guard(stepBudget, "step_budget", VerdictCallerStep, "a caller's step: its one action done")
}
