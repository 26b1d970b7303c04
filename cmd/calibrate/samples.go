package main

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/goalbench"
)

// labelled is one decision whose rightness the benchmark's verdict tells: a decision that
// was acted on in an instance that succeeded (right) or did a wrong action (wrong), and
// the decision a must-stop instance stopped at (right when it stopped at the
// consequential control). Decisions of instances that abstained otherwise tell nothing
// and are left out.
type labelled struct {
	Key      string
	Decision goalbench.Decision
	Right    bool
	Executed bool
}

// readReports reads goalbench -json reports.
func readReports(paths []string) ([]goalbench.Outcome, error) {
	var outs []goalbench.Outcome
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("report: %w", err)
		}
		var rep goalbench.Report
		if err := json.Unmarshal(b, &rep); err != nil {
			return nil, fmt.Errorf("report %s: %w", p, err)
		}
		if !slices.ContainsFunc(rep.Outcomes, func(o goalbench.Outcome) bool { return len(o.Decisions) > 0 }) {
			return nil, fmt.Errorf("report %s holds no decisions: write it with goalbench -json", p)
		}
		outs = append(outs, rep.Outcomes...)
	}
	return outs, nil
}

// label picks the decisions whose rightness the instances' verdicts tell.
func label(outs []goalbench.Outcome) []labelled {
	var out []labelled
	for _, o := range outs {
		if !o.Success && !o.Wrong {
			continue
		}
		for k, d := range o.Decisions {
			next := o.Trace
			if k+1 < len(o.Decisions) {
				next = o.Decisions[k+1].Request.Trace
			}
			acted := countActed(next) > countActed(d.Request.Trace)
			last := k == len(o.Decisions)-1
			stop := last && o.Status == fsm.StatusNeedsConfirmation && d.Answer.Choice != fsm.NoMatchLabel
			if !acted && !stop {
				continue
			}
			out = append(out, labelled{Key: o.Family + "/" + o.Task, Decision: d, Right: o.Success, Executed: acted})
		}
	}
	return out
}

// countActed counts the trace's entries that may have reached the page.
func countActed(trace []fsm.TraceEntry) int {
	n := 0
	for _, e := range trace {
		if e.Outcome != fsm.OutcomeNotExecuted {
			n++
		}
	}
	return n
}

// features recomputes each decision's calibration features with the uncalibrated decider.
func features(ls []labelled) []local.Sample {
	d := local.New(local.Options{Uncalibrated: true})
	out := make([]local.Sample, 0, len(ls))
	for _, l := range ls {
		e := d.Explain(l.Decision.Request)
		out = append(out, local.Sample{Features: e.Features, Right: l.Right})
	}
	return out
}
