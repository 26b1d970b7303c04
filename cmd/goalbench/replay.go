package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/browsergoal/browsergoal/goalbench"
)

// replay re-asks the offline decider the decisions recorded in o.replay (a -json report,
// or an array of them) and prints the first mismatch of each instance, then a count.
func replay(ctx context.Context, o options, w io.Writer, getenv func(string) string) error {
	if o.decider == "" {
		o.decider = "local"
	}
	data, err := os.ReadFile(o.replay)
	if err != nil {
		return &usageError{msg: fmt.Sprintf("-replay: %v", err)}
	}
	var reports []goalbench.Report
	if err := json.Unmarshal(data, &reports); err != nil {
		var one goalbench.Report
		if err1 := json.Unmarshal(data, &one); err1 != nil {
			return &usageError{msg: fmt.Sprintf("-replay %s: not a goalbench -json report: %v", o.replay, err1)}
		}
		reports = []goalbench.Report{one}
	}
	dec, _, err := chooseDecider(ctx, o.decider, getenv, nil, nil)
	if err != nil {
		return err
	}
	total, decisions := 0, 0
	for _, rep := range reports {
		for _, out := range rep.Outcomes {
			decisions += len(out.Decisions)
		}
		ms, err := goalbench.Replay(ctx, dec, rep.Outcomes)
		if err != nil {
			return err
		}
		for _, m := range ms {
			fmt.Fprintf(w, "%s\t%s/%s#%d\t%s %s\tdecision %d\n\twas %s\n\tnow %s\n", rep.Suite, m.Family, m.Task, m.Index, m.Kind, m.Verdict, m.Decision, m.Was, m.Now)
		}
		total += len(ms)
	}
	fmt.Fprintf(w, "%d instance(s) read differently, over %d recorded decision(s)\n", total, decisions)
	return nil
}
