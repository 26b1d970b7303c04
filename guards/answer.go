package guards

import (
	"fmt"
	"math"

	"github.com/browsergoal/browsergoal/fsm"
)

// SumTolerance is how far the probabilities' sum may miss 1 for small choices: the
// service rounds each to two decimals, so the sum can miss by half a rounding step per
// option. The tolerance used is 0.005 per option, at least SumTolerance and at most
// MaxSumTolerance (beyond which the answer is not a distribution at all).
const (
	SumTolerance    = 0.03
	MaxSumTolerance = 0.25
)

// sumTolerance is the tolerance for n options.
func sumTolerance(n int) float64 {
	return math.Min(MaxSumTolerance, math.Max(SumTolerance, 0.005*float64(n)))
}

// argmaxTolerance absorbs float noise when checking that the choice is the argmax.
const argmaxTolerance = 1e-9

// MalformedError describes an answer that does not fit the offered distribution.
type MalformedError struct{ Problem string }

func (e *MalformedError) Error() string { return "malformed answer: " + e.Problem }

// ValidateSelection checks an answer against the exact offered labels: the same label
// set (no missing, no extra), every probability and the confidence and completion in
// [0,1], the sum within SumTolerance of 1, and the choice an argmax. Exact zeros and
// shuffled map order are fine.
func ValidateSelection(labels []string, a fsm.SelectionAnswer) error {
	if len(a.Probabilities) != len(labels) {
		return &MalformedError{fmt.Sprintf("%d probabilities for %d offered labels", len(a.Probabilities), len(labels))}
	}
	sum, max := 0.0, -1.0
	for _, l := range labels {
		p, ok := a.Probabilities[l]
		if !ok {
			return &MalformedError{fmt.Sprintf("offered label %q has no probability", l)}
		}
		if !unit(p) {
			return &MalformedError{fmt.Sprintf("probability of %q is %v, outside [0,1]", l, p)}
		}
		sum += p
		max = math.Max(max, p)
	}
	if tol := sumTolerance(len(labels)); math.Abs(sum-1) > tol {
		return &MalformedError{fmt.Sprintf("probabilities sum to %.4f, not 1±%.3f", sum, tol)}
	}
	pc, ok := a.Probabilities[a.Choice]
	if !ok {
		return &MalformedError{fmt.Sprintf("choice %q is not an offered label", a.Choice)}
	}
	if pc < max-argmaxTolerance {
		return &MalformedError{fmt.Sprintf("choice %q (%.2f) is not the most probable label (%.2f)", a.Choice, pc, max)}
	}
	if !unit(a.Confidence) {
		return &MalformedError{fmt.Sprintf("confidence %v outside [0,1]", a.Confidence)}
	}
	if !unit(a.Completion) {
		return &MalformedError{fmt.Sprintf("completion evidence %v outside [0,1]", a.Completion)}
	}
	return nil
}

// ValidateRisk checks that a risk answer is a probability.
func ValidateRisk(a fsm.RiskAnswer) error {
	if !unit(a.Risk) {
		return &MalformedError{fmt.Sprintf("risk %v outside [0,1]", a.Risk)}
	}
	return nil
}

func unit(p float64) bool { return !math.IsNaN(p) && p >= 0 && p <= 1 }

// NormalizedConfidence is the choice confidence the live service's numbers fit:
// (N·p_max − 1)/(N − 1) for N options, 1 for a single option. Deciders that compute their
// own confidence (the offline one) use it so that the gates mean the same thing.
func NormalizedConfidence(probs []float64) float64 {
	n := len(probs)
	if n <= 1 {
		return 1
	}
	max := 0.0
	for _, p := range probs {
		max = math.Max(max, p)
	}
	c := (float64(n)*max - 1) / float64(n-1)
	return math.Min(1, math.Max(0, c))
}
