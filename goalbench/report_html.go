package goalbench

import (
	"fmt"
	"io"

	"github.com/browsergoal/browsergoal/internal/calib"
	"github.com/browsergoal/browsergoal/internal/viewer"
)

// CalibrationBins is the number of equal-width bins the benchmark's calibration uses.
const CalibrationBins = 10

// calibrationRule says how Decisions judges a decision; the page prints it.
const calibrationRule = "One sample per selection decision: the probability the decider gave its choice (a candidate, or the no-match option), " +
	"judged right when its goal instance succeeded without a wrong action and wrong otherwise (the benchmark judges instances, not single decisions)."

// Decisions returns the run's selection decisions as calibration samples: the
// probability each gave its choice, right when its instance succeeded without a wrong
// action. A decision whose gate record holds no probability is skipped.
func Decisions(outs []Outcome) []calib.Sample {
	var out []calib.Sample
	for _, o := range outs {
		for _, g := range o.Gates {
			if g.Gate != "selection" || g.Probability == nil {
				continue
			}
			out = append(out, calib.Sample{P: *g.Probability, Correct: o.Success && !o.Wrong})
		}
	}
	return out
}

// WriteHTML writes the run as one self-contained HTML page: success, abstentions and
// wrong actions per family, the decider's reliability diagram and ECE over Decisions,
// and the instances that did not succeed.
func (r Report) WriteHTML(w io.Writer) error {
	cal, err := calib.Compute(Decisions(r.Outcomes), CalibrationBins)
	if err != nil {
		return fmt.Errorf("goalbench: calibration: %w", err)
	}
	b := &viewer.Bench{
		Decider: r.Decider, Seed: r.Seed, N: r.N, Buckets: bucketHeads, Total: benchRow(r.Total),
		Calibration: cal, Rule: calibrationRule,
	}
	for _, row := range r.Families {
		b.Families = append(b.Families, benchRow(row))
	}
	for _, wrong := range []bool{true, false} {
		for _, o := range r.Outcomes {
			if o.Wrong != wrong || (o.Success && !o.Wrong) {
				continue
			}
			verdict := "abstained"
			if o.Wrong {
				verdict = "wrong"
			}
			b.Instances = append(b.Instances, viewer.BenchInstance{
				Key: fmt.Sprintf("%s/%s#%d", o.Family, o.Task, o.Index), Goal: o.Goal, Status: string(o.Status),
				Verdict: verdict, Why: o.Why, Steps: o.Steps, MS: o.Millis,
			})
		}
	}
	return viewer.WriteBench(w, b)
}

// bucketHeads are the buckets' column heads, as the text table writes them.
var bucketHeads = []string{"no_match", "ambiguous", "needs_conf", "possibly_done", "step_budget", "other"}

func benchRow(r Row) viewer.BenchRow {
	out := viewer.BenchRow{Family: r.Family, Tasks: r.Tasks, Success: r.Success, Wrong: r.Wrong, MeanSteps: r.MeanSteps, MeanStepMS: r.MeanStepMS}
	for _, k := range buckets {
		out.Abstain = append(out.Abstain, r.Abstain[k])
	}
	return out
}
