package local

import (
	"math"
	"sort"

	"github.com/browsergoal/browsergoal/guards"
)

// option is one label with its score.
type option struct {
	label string
	score float64
}

// distribution turns option scores into the answer's probabilities: a softmax with
// sharpness beta, rounded to hundredths like the service's numbers by the largest
// remainder method, so the rounded probabilities sum to exactly 1. The choice is the most
// probable option, ties going to the no-match option and then to the smallest label; it
// stays the most probable after rounding. Options are processed in label order, so the
// result does not depend on the order the candidates came in. Confidence is
// guards.NormalizedConfidence of the rounded probabilities. Before rounding, cal (when
// not nil) may lower the most probable candidate's share (calibration.go): what it takes
// away goes to the no-match option. It returns the share before and after cal.
func distribution(opts []option, noneLabel string, cal func(p float64) float64) (probs map[string]float64, choice string, conf, raw, calibrated float64) {
	opts = append([]option(nil), opts...)
	sort.SliceStable(opts, func(i, j int) bool { return opts[i].label < opts[j].label })
	top := math.Inf(-1)
	for _, o := range opts {
		top = max(top, o.score)
	}
	weights := make([]float64, len(opts))
	sum := 0.0
	for i, o := range opts {
		weights[i] = math.Exp(beta * (o.score - top))
		sum += weights[i]
	}
	lead, none := -1, -1
	for i, o := range opts {
		switch {
		case o.label == noneLabel:
			none = i
		case lead < 0 || weights[i] > weights[lead]:
			lead = i
		}
	}
	if lead >= 0 {
		raw = weights[lead] / sum
		calibrated = raw
		if cal != nil && none >= 0 {
			calibrated = min(raw, cal(raw))
			weights[none] += weights[lead] - calibrated*sum
			weights[lead] = calibrated * sum
		}
	}
	best := -1
	for i, o := range opts {
		if best < 0 || weights[i] > weights[best] ||
			(weights[i] == weights[best] && o.label == noneLabel) {
			best = i
		}
	}
	choice = opts[best].label
	units := roundHundredths(weights, sum, best)
	probs = make(map[string]float64, len(opts))
	rounded := make([]float64, len(opts))
	for i, o := range opts {
		rounded[i] = float64(units[i]) / 100
		probs[o.label] = rounded[i]
	}
	return probs, choice, guards.NormalizedConfidence(rounded), raw, calibrated
}

// roundHundredths returns each weight's share of sum in hundredths, summing to exactly
// 100: every share rounded down, then the missing hundredths to the largest remainders,
// the chosen index first among equal remainders so it keeps the largest share.
func roundHundredths(weights []float64, sum float64, chosen int) []int {
	units := make([]int, len(weights))
	rem := make([]float64, len(weights))
	left := 100
	for i, w := range weights {
		share := 100 * w / sum
		units[i] = int(math.Floor(share))
		rem[i] = share - float64(units[i])
		left -= units[i]
	}
	order := make([]int, len(weights))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		ia, ib := order[a], order[b]
		if rem[ia] != rem[ib] {
			return rem[ia] > rem[ib]
		}
		return ia == chosen && ib != chosen
	})
	for k := 0; left > 0 && len(order) > 0; k = (k + 1) % len(order) {
		units[order[k]]++
		left--
	}
	return units
}
