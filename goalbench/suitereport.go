package goalbench

import (
	"fmt"
	"io"
	"text/tabwriter"
)

// KindCount is how many instances of one task kind ran and succeeded.
type KindCount struct {
	Tasks   int `json:"tasks"`
	Success int `json:"success"`
}

// SuiteRow is one suite's line of the side-by-side summary.
type SuiteRow struct {
	Suite string `json:"suite"`
	Row
	// Kinds counts the instances and successes by task kind (KindDoable, KindMustStop,
	// KindUndoable); a must-stop success stopped at its control, an undoable success
	// abstained.
	Kinds map[string]KindCount `json:"kinds"`
	// StoppedElsewhere counts must-stop instances that stopped for confirmation at
	// another control than the consequential one.
	StoppedElsewhere int `json:"stopped_elsewhere"`
}

// SuiteSummary is the report's side-by-side line.
func (r Report) SuiteSummary() SuiteRow {
	row := SuiteRow{Suite: r.Suite, Row: r.Total, Kinds: map[string]KindCount{}}
	for _, k := range []string{KindDoable, KindMustStop, KindUndoable} {
		row.Kinds[k] = KindCount{}
	}
	for _, o := range r.Outcomes {
		k := row.Kinds[o.Kind]
		k.Tasks++
		if o.Success {
			k.Success++
		}
		row.Kinds[o.Kind] = k
		if o.Stop == StopElsewhere {
			row.StoppedElsewhere++
		}
	}
	return row
}

// WriteSuites prints one summary line per report, side by side: success (all, and by
// kind), wrong actions and the abstentions by status.
func WriteSuites(w io.Writer, reports []Report) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "suite\tinstances\tsuccess\tsuccess %\twrong\tdoable done\tmust-stop at control\tstopped elsewhere\tundoable abstained\tno_match\tambiguous\tneeds_conf\tpossibly_done\tstep_budget\tother\t")
	for _, r := range reports {
		row := r.SuiteSummary()
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t%d", row.Suite, row.Tasks, row.Success, 100*row.Rate(), row.Wrong)
		for _, k := range []string{KindDoable, KindMustStop} {
			fmt.Fprintf(tw, "\t%d/%d", row.Kinds[k].Success, row.Kinds[k].Tasks)
		}
		fmt.Fprintf(tw, "\t%d\t%d/%d", row.StoppedElsewhere, row.Kinds[KindUndoable].Success, row.Kinds[KindUndoable].Tasks)
		for _, b := range buckets {
			fmt.Fprintf(tw, "\t%d", row.Abstain[b])
		}
		fmt.Fprintln(tw, "\t")
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("writing the suite summary: %w", err)
	}
	return nil
}
