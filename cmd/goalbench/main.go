// Command goalbench runs browsergoal's own goal benchmark: seeded instances of every task
// (a page or small site served from 127.0.0.1, a goal, the caller's values, and checks
// evaluated on what the page saw) through the executor, the rod adapter (one launched
// headless Chromium, a fresh tab per instance) and the CLI's request contract, with the
// offline decider or TypeSafe's.
//
//	goalbench [-suite tuning,calibration,heldout] [-decider local|local-raw|jev] [-family a,b] [-task ID,PREFIX-] [-seed S] [-n N] [-json|-markdown] [-html OUT.html] [-quiet] [-list]
//	goalbench -replay RUN.json [-decider local|local-raw]
//
// It prints, per suite, per family and in total, the instances, successes, wrong actions
// and the abstentions by status, with mean steps and mean time per observe-and-decide
// round; with several suites, a last table puts one summary line per suite side by side.
// The suites are the tuning tables (the default), and the calibration and held-out data
// under goalbench/suites (see its README for who may read which).
// -html also writes the run as one self-contained page, with the decider's calibration
// (reliability diagram and ECE over its selection decisions); with several suites, one
// page per suite (OUT-SUITE.html).
// -replay re-asks a decider, without a browser, every decision a -json run recorded and
// prints, per instance, the first one it now reads differently (gate verdict, operation,
// risk verdict): the instances a decider change can move, in seconds.
// Exit codes: 0 the benchmark ran (whatever its figures); 2 a bad flag; 1 it could not run.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/credentials"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/goalbench"
	"github.com/browsergoal/browsergoal/internal/deciders"
	"github.com/browsergoal/browsergoal/internal/viewer"
)

// MaxN bounds -n, the instances per task.
const MaxN = 20

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}

// usageError is a bad flag: exit 2.
type usageError struct{ msg string }

func (u *usageError) Error() string { return u.msg }

type options struct {
	decider, family, task, seed, html string
	replay                            string
	suites                            []string
	n                                 int
	json, md, quiet, list             bool
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("goalbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.decider, "decider", "", "jev (TypeSafe's System One API, needs TYPESAFE_API_KEY or a key saved with browsergoal key set), local (the offline heuristic) or local-raw (the offline heuristic without its calibration, for fitting it: make calibrate); default jev when a key is available, else local")
	suites := fs.String("suite", goalbench.Tuning, "comma-separated suites to run, side by side: "+strings.Join(goalbench.SuiteNames(), ", "))
	fs.StringVar(&o.family, "family", "", "comma-separated families to run (default all; -list names them)")
	fs.StringVar(&o.task, "task", "", "comma-separated task IDs to run, or ID prefixes ending in \"-\" (\"ja-\": a page's tasks); default all")
	fs.StringVar(&o.seed, "seed", "1", "the variation seed, an integer 0–18446744073709551615")
	fs.IntVar(&o.n, "n", 1, fmt.Sprintf("seeded instances per task, 1–%d", MaxN))
	fs.BoolVar(&o.json, "json", false, "print the report (with every instance's outcome, events and decisions) as JSON instead of the table")
	fs.BoolVar(&o.md, "markdown", false, "print the table as Markdown (for the README)")
	fs.StringVar(&o.html, "html", "", "also write the run as one self-contained HTML page to this file (per family, calibration, the instances that did not succeed)")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress line per instance on stderr")
	fs.BoolVar(&o.list, "list", false, "list the families and tasks, then exit")
	fs.StringVar(&o.replay, "replay", "", "ask the decider again every decision a -json run recorded in this file, with no browser, and print each instance's first decision it now reads differently")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return o, err
		}
		return o, &usageError{msg: err.Error()}
	}
	if fs.NArg() > 0 {
		return o, &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	for _, name := range strings.Split(*suites, ",") {
		if !slices.Contains(goalbench.SuiteNames(), name) {
			return o, &usageError{msg: (&goalbench.SuiteError{Name: name}).Error()}
		}
		if slices.Contains(o.suites, name) {
			return o, &usageError{msg: fmt.Sprintf("-suite: %q is named twice", name)}
		}
		o.suites = append(o.suites, name)
	}
	if o.n < 1 || o.n > MaxN {
		return o, &usageError{msg: fmt.Sprintf("-n must be 1–%d, got %d", MaxN, o.n)}
	}
	if _, err := strconv.ParseUint(o.seed, 10, 64); err != nil {
		return o, &usageError{msg: fmt.Sprintf("-seed must be an integer 0–18446744073709551615, got %q", o.seed)}
	}
	if o.html != "" {
		if st, err := os.Stat(filepath.Dir(o.html)); err != nil || !st.IsDir() {
			return o, &usageError{msg: fmt.Sprintf("-html %s: its directory does not exist", o.html)}
		}
	}
	if o.decider != "" && o.decider != deciders.Jev && o.decider != deciders.Local && o.decider != localRaw {
		return o, &usageError{msg: (&deciders.NameError{Name: o.decider}).Error()}
	}
	return o, nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	err := bench(ctx, args, stdout, stderr, getenv)
	var ue *usageError
	switch {
	case err == nil || errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "goalbench: %v\n", err)
		return 2
	}
	fmt.Fprintf(stderr, "goalbench: %v\n", err)
	return 1
}

func bench(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	if o.replay != "" {
		return replay(ctx, o, stdout, getenv)
	}
	seed, _ := strconv.ParseUint(o.seed, 10, 64)
	var fams []string
	if o.family != "" {
		fams = strings.Split(o.family, ",")
	}
	suites, err := loadSuites(o.suites, fams)
	if err != nil {
		return err
	}
	if suites, err = keepTasks(suites, o.task); err != nil {
		return err
	}
	if o.list {
		for _, su := range suites {
			for i := range su.tasks {
				in, err := su.tasks[i].Instantiate(seed, 0)
				if err != nil {
					return err
				}
				prefix := ""
				if len(suites) > 1 {
					prefix = su.name + "\t"
				}
				fmt.Fprintf(stdout, "%s%s\t%s\n", prefix, su.tasks[i].Key(), in.Goal)
			}
		}
		return nil
	}
	var notice func(string)
	if !o.quiet {
		notice = func(msg string) { fmt.Fprintln(stderr, "goalbench: "+msg) }
	}
	var saved jevhttp.CredentialSource // a key saved with browsergoal key set, as cmd/browsergoal reads it
	if store, err := credentials.DefaultStore(getenv); err == nil {
		saved = store
	}
	dec, name, err := chooseDecider(ctx, o.decider, getenv, saved, notice)
	if err != nil {
		return err
	}
	session, err := rod.Launch(ctx, rod.LaunchOptions{Logger: zerolog.Nop()})
	if err != nil {
		return err
	}
	defer session.Close()
	opts := goalbench.Options{Decider: dec, Session: session, Seed: seed, N: o.n, Record: o.json}
	if !o.quiet {
		opts.OnOutcome = func(out goalbench.Outcome) {
			verdict := "abstain"
			switch {
			case out.Wrong:
				verdict = "WRONG"
			case out.Success:
				verdict = "success"
			}
			fmt.Fprintf(stderr, "%-8s %-34s %-22s steps=%d %5dms  %s\n", verdict, out.Family+"/"+out.Task, out.Status, out.Steps, out.Millis, out.Why)
		}
	}
	var reports []goalbench.Report
	for _, su := range suites {
		if len(su.tasks) == 0 {
			continue
		}
		outs, err := goalbench.Run(ctx, su.tasks, opts)
		if err != nil {
			return err
		}
		rep := goalbench.Summarize(name, seed, o.n, outs)
		rep.Suite = su.name
		reports = append(reports, rep)
	}
	for _, rep := range reports {
		if o.html == "" {
			break
		}
		file := o.html
		if len(reports) > 1 {
			ext := filepath.Ext(file)
			file = strings.TrimSuffix(file, ext) + "-" + rep.Suite + ext
		}
		if err := viewer.WriteFile(file, rep.WriteHTML); err != nil {
			return err
		}
		if !o.quiet {
			fmt.Fprintf(stderr, "goalbench: the page is in %s\n", file)
		}
	}
	return print(stdout, o, reports)
}

// suite is one suite's tasks, filtered by -family.
type suite struct {
	name  string
	tasks []goalbench.Task
}

// loadSuites loads the named suites and keeps the tasks of the -family families; a family
// must be known to at least one of the suites.
func loadSuites(names, fams []string) ([]suite, error) {
	var out []suite
	var all []goalbench.Task
	for _, name := range names {
		tasks, err := goalbench.Suite(name)
		if err != nil {
			return nil, err
		}
		out = append(out, suite{name: name, tasks: tasks})
		all = append(all, tasks...)
	}
	if len(fams) == 0 {
		return out, nil
	}
	if _, err := goalbench.Filter(all, fams); err != nil {
		return nil, &usageError{msg: err.Error()}
	}
	for i := range out {
		var keep []goalbench.Task
		for _, t := range out[i].tasks {
			if slices.Contains(fams, t.Family) {
				keep = append(keep, t)
			}
		}
		out[i].tasks = keep
	}
	return out, nil
}

// keepTasks keeps the tasks -task names (comma-separated IDs, or prefixes ending in "-");
// every name must match a task of some suite. An empty list keeps every task.
func keepTasks(suites []suite, list string) ([]suite, error) {
	if list == "" {
		return suites, nil
	}
	names := strings.Split(list, ",")
	matched := make([]bool, len(names))
	for i := range suites {
		var keep []goalbench.Task
		for _, t := range suites[i].tasks {
			hit := false
			for k, n := range names {
				if n != "" && (t.ID == n || strings.HasSuffix(n, "-") && strings.HasPrefix(t.ID, n)) {
					hit, matched[k] = true, true
				}
			}
			if hit {
				keep = append(keep, t)
			}
		}
		suites[i].tasks = keep
	}
	for k, n := range names {
		if !matched[k] {
			return nil, &usageError{msg: fmt.Sprintf("-task: %q matches no task of the chosen suites and families (an ID, or a prefix ending in \"-\"; -list names them)", n)}
		}
	}
	return suites, nil
}

// print writes the reports: JSON (one report, or an array for several suites), or a
// table (Markdown with -markdown) per suite with a side-by-side summary after several.
func print(w io.Writer, o options, reports []goalbench.Report) error {
	if o.json {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if len(reports) == 1 {
			return enc.Encode(reports[0])
		}
		return enc.Encode(reports)
	}
	for _, rep := range reports {
		if len(o.suites) > 1 {
			fmt.Fprintf(w, "\n== suite %s ==\n", rep.Suite)
		}
		var err error
		if o.md {
			err = rep.WriteMarkdown(w)
		} else {
			err = rep.WriteTable(w)
		}
		if err != nil {
			return err
		}
	}
	if len(reports) > 1 {
		fmt.Fprintln(w, "\n== suites side by side ==")
		return goalbench.WriteSuites(w, reports)
	}
	return nil
}

// localRaw names the offline decider without its calibration: the decisions a fit reads.
const localRaw = "local-raw"

func chooseDecider(ctx context.Context, name string, getenv func(string) string, saved jevhttp.CredentialSource, notice func(string)) (fsm.Decider, string, error) {
	if name == localRaw {
		return local.New(local.Options{Uncalibrated: true}), name, nil
	}
	return deciders.ChooseWith(ctx, name, getenv, saved, notice, zerolog.Nop())
}
