package goalbench

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/browsergoal/browsergoal/fsm"
)

// Abstention buckets: an instance that neither succeeded nor did anything wrong is counted
// under the status it ended with; Other holds every status not named here.
const (
	AbstainNoMatch      = "no_match"
	AbstainAmbiguous    = "ambiguous"
	AbstainConfirmation = "needs_confirmation"
	AbstainPossiblyDone = "possibly_done"
	AbstainBudget       = "step_budget_exhausted"
	AbstainOther        = "other"
)

var buckets = []string{AbstainNoMatch, AbstainAmbiguous, AbstainConfirmation, AbstainPossiblyDone, AbstainBudget, AbstainOther}

func bucket(s fsm.Status) string {
	if b := string(s); slices.Contains(buckets[:len(buckets)-1], b) {
		return b
	}
	return AbstainOther
}

// Row is the summary of a family (or of everything: Family "total").
type Row struct {
	Family  string         `json:"family"`
	Tasks   int            `json:"tasks"`
	Success int            `json:"success"`
	Wrong   int            `json:"wrong"`
	Abstain map[string]int `json:"abstain"`
	// MeanSteps is the mean number of actions performed; MeanStepMS the mean, over
	// instances, of the run's wall time divided by its observe-and-decide rounds.
	MeanSteps  float64 `json:"mean_steps"`
	MeanStepMS float64 `json:"mean_step_ms"`
}

// Report is a whole run's summary.
type Report struct {
	// Suite names the suite the run drew its tasks from ("" when not said).
	Suite    string    `json:"suite,omitempty"`
	Decider  string    `json:"decider"`
	Seed     uint64    `json:"seed"`
	N        int       `json:"n"`
	Families []Row     `json:"families"`
	Total    Row       `json:"total"`
	Outcomes []Outcome `json:"outcomes"`
}

// Summarize builds the report: one row per family, in the order families first appear,
// and the total.
func Summarize(decider string, seed uint64, n int, outs []Outcome) Report {
	r := Report{Decider: decider, Seed: seed, N: n, Outcomes: outs}
	var order []string
	by := map[string][]Outcome{}
	for _, o := range outs {
		if _, ok := by[o.Family]; !ok {
			order = append(order, o.Family)
		}
		by[o.Family] = append(by[o.Family], o)
	}
	for _, f := range order {
		r.Families = append(r.Families, summarize(f, by[f]))
	}
	r.Total = summarize("total", outs)
	return r
}

func summarize(name string, outs []Outcome) Row {
	row := Row{Family: name, Tasks: len(outs), Abstain: map[string]int{}}
	for _, b := range buckets {
		row.Abstain[b] = 0
	}
	var steps, stepMS float64
	for _, o := range outs {
		switch {
		case o.Wrong:
			row.Wrong++
		case o.Success:
			row.Success++
		default:
			row.Abstain[bucket(o.Status)]++
		}
		steps += float64(o.Steps)
		stepMS += float64(o.Millis) / float64(max(o.Cycles, 1))
	}
	if len(outs) > 0 {
		row.MeanSteps = steps / float64(len(outs))
		row.MeanStepMS = stepMS / float64(len(outs))
	}
	return row
}

// Rate is the success rate, 0 when there are no tasks.
func (r Row) Rate() float64 {
	if r.Tasks == 0 {
		return 0
	}
	return float64(r.Success) / float64(r.Tasks)
}

// WriteMarkdown prints the per-family table and the total as a Markdown table.
func (r Report) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("| family | tasks | success | wrong | no_match | ambiguous | needs_conf | possibly_done | step_budget | other | mean steps | ms/step |\n")
	b.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n")
	for _, row := range append(slices.Clone(r.Families), r.Total) {
		name := row.Family
		if name == "total" {
			name = "**total**"
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %d", name, row.Tasks, row.Success, row.Wrong)
		for _, k := range buckets {
			fmt.Fprintf(&b, " | %d", row.Abstain[k])
		}
		fmt.Fprintf(&b, " | %.2f | %.0f |\n", row.MeanSteps, row.MeanStepMS)
	}
	fmt.Fprintf(&b, "\nsuccess %d/%d (%.1f%%), wrong %d, decider %s, seed %d, n %d\n",
		r.Total.Success, r.Total.Tasks, 100*r.Total.Rate(), r.Total.Wrong, r.Decider, r.Seed, r.N)
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteTable prints the per-family table and the total as aligned text.
func (r Report) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "family\ttasks\tsuccess\twrong\tno_match\tambiguous\tneeds_conf\tpossibly_done\tstep_budget\tother\tmean steps\tms/step\t")
	for _, row := range append(slices.Clone(r.Families), r.Total) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d", row.Family, row.Tasks, row.Success, row.Wrong)
		for _, b := range buckets {
			fmt.Fprintf(tw, "\t%d", row.Abstain[b])
		}
		fmt.Fprintf(tw, "\t%.2f\t%.0f\t\n", row.MeanSteps, row.MeanStepMS)
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("writing the table: %w", err)
	}
	_, err := fmt.Fprintf(w, "success %d/%d (%.1f%%), wrong %d, decider %s, seed %d, n %d\n",
		r.Total.Success, r.Total.Tasks, 100*r.Total.Rate(), r.Total.Wrong, r.Decider, r.Seed, r.N)
	return err
}
