package local

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
)

// Features are what the calibration reads of one selection: the best candidate's score,
// the next best option's (a candidate's or the no-match option's), the no-match option's,
// the number of candidates, and the best candidate's share of the softmax before and
// after calibration.
type Features struct {
	Top         float64 `json:"top"`
	Second      float64 `json:"second"`
	None        float64 `json:"none"`
	N           int     `json:"n"`
	RawP        float64 `json:"raw_p"`
	CalibratedP float64 `json:"calibrated_p"`
}

// observe adds one candidate's score.
func (f *Features) observe(sc float64) {
	switch {
	case f.N == 0 || sc > f.Top:
		f.Second, f.Top = f.Top, sc
	case sc > f.Second:
		f.Second = sc
	}
	f.N++
}

// with returns f with the raw share set.
func (f Features) with(p float64) Features {
	f.RawP = p
	return f
}

// margin is the best candidate's lead over every other option.
func (f Features) margin() float64 { return f.Top - max(f.Second, f.None) }

// vector is the calibration's inputs: the raw share's log-odds, the best score itself
// (how much of the goal the candidate shows, whatever the others score) and its lead.
func (f Features) vector() [calInputs]float64 {
	p := min(max(f.RawP, 1e-4), 1-1e-4)
	return [calInputs]float64{1, math.Log(p / (1 - p)), f.Top, f.margin()}
}

// calInputs is the length of Features.vector: an intercept and three inputs.
const calInputs = 4

// Calibration maps a selection's features to P(the chosen candidate is the goal's
// operation): a logistic regression fitted on the calibration set (cmd/calibrate), never
// on the tuning or held-out sets. The decider uses it only to lower the chosen share,
// giving the rest to the no-match option: weak evidence abstains, and a calibrated
// number never raises a choice past the gates.
type Calibration struct {
	// Weights are the intercept and the weights of the raw log-odds, the top score and
	// the margin, in that order.
	Weights [calInputs]float64 `json:"weights"`
	// Provenance says how the weights were fitted: the command, the data and its size.
	Provenance Provenance `json:"provenance"`
}

// Provenance records a fit: the command line, the suite and its task-set hash, and how
// many decisions (positive and negative) it read.
type Provenance struct {
	Command   string `json:"command"`
	Suite     string `json:"suite"`
	Hash      string `json:"hash"`
	Decisions int    `json:"decisions"`
	Positive  int    `json:"positive"`
}

func (c *Calibration) apply(f Features) float64 {
	x, z := f.vector(), 0.0
	for k := range x {
		z += c.Weights[k] * x[k]
	}
	return 1 / (1 + math.Exp(-z))
}

//go:embed calibration.json
var calibrationJSON []byte

// embeddedCalibration is the committed fit; nil (no calibration: the softmax's shares
// stand) while no fit has been committed (the file records zero decisions), and if the
// embedded file does not parse, which TestEmbeddedCalibrationParses rules out.
func embeddedCalibration() *Calibration {
	c, err := ParseCalibration(calibrationJSON)
	if err != nil || c.Provenance.Decisions == 0 {
		return nil
	}
	return c
}

// ParseCalibration reads a calibration file.
func ParseCalibration(b []byte) (*Calibration, error) {
	var c Calibration
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("calibration: %w", err)
	}
	return &c, nil
}

// Sample is one decision for fitting: its features and whether the chosen candidate was
// right.
type Sample struct {
	Features
	Right bool `json:"right"`
}

// MinFitDecisions and MinFitEach are the least data a fit is made from: so many labelled
// decisions, with at least MinFitEach right and MinFitEach wrong ones. A smaller set would
// fit its few wrong decisions, not the decider.
const MinFitDecisions, MinFitEach = 40, 5

// FitCalibration fits the logistic regression on the samples by Newton's method with a
// small ridge penalty, keeping the weights of the inputs non-negative (more evidence never
// lowers the probability: the map is monotone).
func FitCalibration(samples []Sample, prov Provenance) (*Calibration, error) {
	right := 0
	for _, s := range samples {
		if s.Right {
			right++
		}
	}
	if len(samples) < MinFitDecisions || right < MinFitEach || len(samples)-right < MinFitEach {
		return nil, fmt.Errorf("calibration: %d labelled decisions (%d right, %d wrong) are too few to fit: want at least %d, with %d of each",
			len(samples), right, len(samples)-right, MinFitDecisions, MinFitEach)
	}
	const ridge, rounds = 1.0, 50
	var w [calInputs]float64
	for range rounds {
		var g [calInputs]float64
		var h [calInputs][calInputs]float64
		for _, s := range samples {
			x := s.vector()
			z := 0.0
			for k := range x {
				z += w[k] * x[k]
			}
			p := 1 / (1 + math.Exp(-z))
			y := 0.0
			if s.Right {
				y = 1
			}
			for a := range x {
				g[a] += (p - y) * x[a]
				for b := range x {
					h[a][b] += p * (1 - p) * x[a] * x[b]
				}
			}
		}
		for a := 1; a < calInputs; a++ { // the intercept is not penalised
			g[a] += ridge * w[a]
			h[a][a] += ridge
		}
		h[0][0] += 1e-9
		step, err := solve(h, g)
		if err != nil {
			return nil, err
		}
		moved := 0.0
		for k := range w {
			next := w[k] - step[k]
			if k > 0 {
				next = max(next, 0) // monotone: an input's weight is never negative
			}
			moved = max(moved, math.Abs(next-w[k]))
			w[k] = next
		}
		if moved < 1e-9 {
			break
		}
	}
	prov.Decisions = len(samples)
	for _, s := range samples {
		if s.Right {
			prov.Positive++
		}
	}
	return &Calibration{Weights: w, Provenance: prov}, nil
}

// solve solves h·x = g by Gaussian elimination with partial pivoting.
func solve(h [calInputs][calInputs]float64, g [calInputs]float64) ([calInputs]float64, error) {
	var x [calInputs]float64
	for col := range calInputs {
		piv := col
		for r := col + 1; r < calInputs; r++ {
			if math.Abs(h[r][col]) > math.Abs(h[piv][col]) {
				piv = r
			}
		}
		if math.Abs(h[piv][col]) < 1e-12 {
			return x, fmt.Errorf("calibration: singular system at input %d", col)
		}
		h[col], h[piv] = h[piv], h[col]
		g[col], g[piv] = g[piv], g[col]
		for r := col + 1; r < calInputs; r++ {
			f := h[r][col] / h[col][col]
			for c := col; c < calInputs; c++ {
				h[r][c] -= f * h[col][c]
			}
			g[r] -= f * g[col]
		}
	}
	for r := calInputs - 1; r >= 0; r-- {
		sum := g[r]
		for c := r + 1; c < calInputs; c++ {
			sum -= h[r][c] * x[c]
		}
		x[r] = sum / h[r][r]
	}
	return x, nil
}
