package viewer

import (
	"fmt"
	"html/template"
	"io"

	"github.com/browsergoal/browsergoal/internal/calib"
)

// Bench is what a goal benchmark run's page shows (goalbench.Report.WriteHTML fills it).
type Bench struct {
	Decider string
	Seed    uint64
	N       int
	// Buckets names the abstention buckets, in the order the rows' Abstain lists them.
	Buckets  []string
	Families []BenchRow
	Total    BenchRow
	// Calibration is measured on the run's decisions; Rule says how a decision was
	// judged right.
	Calibration calib.Report
	Rule        string
	// Instances are the instances worth a look: every wrong one, then the abstentions.
	Instances []BenchInstance
}

// BenchRow is one family's (or the total's) figures.
type BenchRow struct {
	Family                string
	Tasks, Success, Wrong int
	// Abstain counts the abstentions per bucket, in Bench.Buckets' order.
	Abstain               []int
	MeanSteps, MeanStepMS float64
}

// Share returns n as a share of the row's tasks (0 without tasks).
func (r BenchRow) Share(n int) float64 {
	if r.Tasks == 0 {
		return 0
	}
	return float64(n) / float64(r.Tasks)
}

// Abstained is the number of instances that neither succeeded nor acted wrongly.
func (r BenchRow) Abstained() int { return r.Tasks - r.Success - r.Wrong }

// BenchInstance is one instance's outcome.
type BenchInstance struct {
	Key, Goal, Status, Verdict, Why string
	Steps                           int
	MS                              int64
}

// benchPage is what the benchmark template renders.
type benchPage struct {
	*Bench
	Diagram template.HTML
}

// WriteBench writes a benchmark run's page to w: success, abstentions and wrong actions
// per family, and the decider's reliability diagram with its ECE. Self-contained like a
// session's page.
func WriteBench(w io.Writer, b *Bench) error {
	t, err := templates("")
	if err != nil {
		return err
	}
	p := benchPage{Bench: b, Diagram: template.HTML(b.Calibration.SVG(fmt.Sprintf("Calibration of %s's chosen probability", b.Decider)))} // #nosec: calib escapes its text
	if err := t.ExecuteTemplate(w, "bench.html", p); err != nil {
		return fmt.Errorf("viewer: writing the benchmark page: %w", err)
	}
	return nil
}
