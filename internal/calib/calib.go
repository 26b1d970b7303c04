// Package calib measures how well a decider's probabilities are calibrated: the
// decisions binned by the probability given to the choice, each bin's accuracy against
// its mean probability, the expected calibration error (ECE), and a reliability diagram
// as a self-contained SVG. A calibrated decider's choices made at p are right about p of
// the time.
package calib

import (
	"fmt"
	"math"
)

// Sample is one decision: the probability the decider gave its choice, and whether the
// choice turned out right.
type Sample struct {
	P       float64
	Correct bool
}

// Bin is one equal-width probability bin [Lo, Hi) (the last one includes 1).
type Bin struct {
	Lo, Hi float64
	// N is the number of samples in the bin; MeanP their mean probability and Accuracy
	// the share of them that were right (both 0 when N is 0).
	N               int
	MeanP, Accuracy float64
}

// Gap is the bin's calibration gap, |Accuracy − MeanP| (0 for an empty bin).
func (b Bin) Gap() float64 { return math.Abs(b.Accuracy - b.MeanP) }

// Report is the calibration of a set of samples.
type Report struct {
	// N is the number of samples; Bins every bin in order, empty ones included.
	N    int
	Bins []Bin
	// ECE is the expected calibration error: Σ over bins of N_b/N · |Accuracy_b − MeanP_b|.
	ECE float64
	// MCE is the maximum calibration error: the largest gap of a non-empty bin.
	MCE float64
	// Brier is the mean squared difference between P and the outcome (1 right, 0 wrong).
	Brier float64
	// Accuracy is the share of samples that were right; MeanP their mean probability.
	Accuracy, MeanP float64
}

// MaxBins bounds Compute's bins.
const MaxBins = 100

// Compute bins the samples into bins equal-width bins over [0, 1] (1–100; 10 is the
// usual choice) and measures their calibration. A probability outside [0, 1] (or NaN)
// is an error naming the sample. No samples is a report with N 0 and empty bins.
func Compute(samples []Sample, bins int) (Report, error) {
	if bins < 1 || bins > MaxBins {
		return Report{}, fmt.Errorf("calib: bins must be 1–%d, got %d", MaxBins, bins)
	}
	r := Report{N: len(samples), Bins: make([]Bin, bins)}
	for i := range r.Bins {
		r.Bins[i].Lo, r.Bins[i].Hi = float64(i)/float64(bins), float64(i+1)/float64(bins)
	}
	right := make([]int, bins)
	sumP := make([]float64, bins)
	for i, s := range samples {
		if math.IsNaN(s.P) || s.P < 0 || s.P > 1 {
			return Report{}, fmt.Errorf("calib: sample %d: probability %v is not in [0, 1]", i, s.P)
		}
		b := min(int(s.P*float64(bins)), bins-1)
		r.Bins[b].N++
		sumP[b] += s.P
		y := 0.0
		if s.Correct {
			right[b]++
			y = 1
		}
		r.Brier += (s.P - y) * (s.P - y)
		r.MeanP += s.P
		r.Accuracy += y
	}
	if r.N == 0 {
		return r, nil
	}
	n := float64(r.N)
	r.Brier, r.MeanP, r.Accuracy = r.Brier/n, r.MeanP/n, r.Accuracy/n
	for i := range r.Bins {
		b := &r.Bins[i]
		if b.N == 0 {
			continue
		}
		b.MeanP, b.Accuracy = sumP[i]/float64(b.N), float64(right[i])/float64(b.N)
		r.ECE += float64(b.N) / n * b.Gap()
		r.MCE = max(r.MCE, b.Gap())
	}
	return r, nil
}
