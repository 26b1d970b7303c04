package local

import (
	"math"
	"testing"
)

func TestEmbeddedCalibrationParses(t *testing.T) {
	c, err := ParseCalibration(calibrationJSON)
	if err != nil || c == nil {
		t.Fatalf("embedded calibration.json: %v", err)
	}
	if c.Provenance.Command == "" {
		t.Fatal("the embedded calibration names no command that produced it")
	}
}

// TestFitCalibrationLearnsWeakEvidence: decisions whose best score is low are right half
// the time and strong ones nearly always; the fit gives the weak ones a lower probability
// than their softmax share, and the strong ones about theirs.
func TestFitCalibrationLearnsWeakEvidence(t *testing.T) {
	var s []Sample
	for i := range 200 {
		weak := Features{Top: 0.55, Second: 0.2, None: 0.5, N: 5, RawP: 0.9}
		strong := Features{Top: 0.95, Second: 0.2, None: 0.5, N: 5, RawP: 0.99}
		s = append(s, Sample{Features: weak, Right: i%2 == 0}, Sample{Features: strong, Right: i%40 != 0})
	}
	c, err := FitCalibration(s, Provenance{Command: "test"})
	if err != nil {
		t.Fatal(err)
	}
	weak := c.apply(Features{Top: 0.55, Second: 0.2, None: 0.5, N: 5, RawP: 0.9})
	strong := c.apply(Features{Top: 0.95, Second: 0.2, None: 0.5, N: 5, RawP: 0.99})
	if math.Abs(weak-0.5) > 0.1 || math.Abs(strong-0.975) > 0.03 {
		t.Fatalf("fitted weak %.3f (want ≈0.5), strong %.3f (want ≈0.975); weights %v", weak, strong, c.Weights)
	}
	if c.Provenance.Decisions != 400 || c.Provenance.Positive != 100+195 {
		t.Fatalf("provenance %+v", c.Provenance)
	}
	if _, err := FitCalibration(s[:30], Provenance{}); err == nil {
		t.Fatal("thirty decisions fitted")
	}
	allRight := make([]Sample, 60)
	for i := range allRight {
		allRight[i] = Sample{Features: Features{Top: 0.9, RawP: 0.95}, Right: true}
	}
	if _, err := FitCalibration(allRight, Provenance{}); err == nil {
		t.Fatal("a set without wrong decisions fitted")
	}
	for k := 1; k < calInputs; k++ {
		if c.Weights[k] < 0 {
			t.Fatalf("weight %d is negative: %v", k, c.Weights)
		}
	}
}

// TestCalibrationOnlyLowersAndGivesToNoMatch: the calibrated share never exceeds the
// softmax's, and what it takes goes to the no-match option, so weak evidence abstains.
func TestCalibrationOnlyLowersAndGivesToNoMatch(t *testing.T) {
	opts := []option{{"1", 0.62}, {"2", 0.1}, {"none", 0.5}}
	probs, choice, _, raw, cal := distribution(opts, "none", func(float64) float64 { return 0.3 })
	if choice != "none" || cal != 0.3 || raw <= 0.8 || probs["1"] != 0.3 {
		t.Fatalf("lowered: choice %s raw %.2f cal %.2f probs %v", choice, raw, cal, probs)
	}
	probs, choice, _, raw, cal = distribution(opts, "none", func(float64) float64 { return 1 })
	if choice != "1" || cal != raw || probs["1"] < 0.8 {
		t.Fatalf("a calibration above the share raised it: choice %s raw %.2f cal %.2f probs %v", choice, raw, cal, probs)
	}
}
