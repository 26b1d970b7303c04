// Command goalbench runs browsergoal's own goal benchmark: seeded instances of every task
// (a page or small site served from 127.0.0.1, a goal, the caller's values, and checks
// evaluated on what the page saw) through the executor, the rod adapter (one launched
// headless Chromium, a fresh tab per instance) and the CLI's request contract, with the
// offline decider or TypeSafe's.
//
//	goalbench [-decider local|jev] [-family a,b] [-seed S] [-n N] [-json|-markdown] [-html OUT.html] [-quiet] [-list]
//
// It prints, per family and in total, the instances, successes, wrong actions and the
// abstentions by status, with mean steps and mean time per observe-and-decide round.
// -html also writes the run as one self-contained page, with the decider's calibration
// (reliability diagram and ECE over its selection decisions).
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
	"strconv"
	"strings"
	"syscall"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/credentials"
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
	decider, family, seed, html string
	n                           int
	json, md, quiet, list       bool
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("goalbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.decider, "decider", "", "jev (TypeSafe's System One API, needs TYPESAFE_API_KEY or a key saved with browsergoal key set) or local (the offline heuristic); default jev when a key is available, else local")
	fs.StringVar(&o.family, "family", "", "comma-separated families to run (default all; -list names them)")
	fs.StringVar(&o.seed, "seed", "1", "the variation seed, an integer 0–18446744073709551615")
	fs.IntVar(&o.n, "n", 1, fmt.Sprintf("seeded instances per task, 1–%d", MaxN))
	fs.BoolVar(&o.json, "json", false, "print the report (with every instance's outcome and events) as JSON instead of the table")
	fs.BoolVar(&o.md, "markdown", false, "print the table as Markdown (for the README)")
	fs.StringVar(&o.html, "html", "", "also write the run as one self-contained HTML page to this file (per family, calibration, the instances that did not succeed)")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress line per instance on stderr")
	fs.BoolVar(&o.list, "list", false, "list the families and tasks, then exit")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return o, err
		}
		return o, &usageError{msg: err.Error()}
	}
	if fs.NArg() > 0 {
		return o, &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
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
	if o.decider != "" && o.decider != deciders.Jev && o.decider != deciders.Local {
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
	seed, _ := strconv.ParseUint(o.seed, 10, 64)
	var fams []string
	if o.family != "" {
		fams = strings.Split(o.family, ",")
	}
	tasks, err := goalbench.Filter(goalbench.Tasks(), fams)
	if err != nil {
		return &usageError{msg: err.Error()}
	}
	if o.list {
		for i := range tasks {
			in, err := tasks[i].Instantiate(seed, 0)
			if err != nil {
				return err
			}
			fmt.Fprintf(stdout, "%s\t%s\n", tasks[i].Key(), in.Goal)
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
	dec, name, err := deciders.ChooseWith(ctx, o.decider, getenv, saved, notice, zerolog.Nop())
	if err != nil {
		return err
	}
	session, err := rod.Launch(ctx, rod.LaunchOptions{Logger: zerolog.Nop()})
	if err != nil {
		return err
	}
	defer session.Close()
	opts := goalbench.Options{Decider: dec, Session: session, Seed: seed, N: o.n}
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
	outs, err := goalbench.Run(ctx, tasks, opts)
	if err != nil {
		return err
	}
	rep := goalbench.Summarize(name, seed, o.n, outs)
	if o.html != "" {
		if err := viewer.WriteFile(o.html, rep.WriteHTML); err != nil {
			return err
		}
		if !o.quiet {
			fmt.Fprintf(stderr, "goalbench: the page is in %s\n", o.html)
		}
	}
	if o.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(rep)
	}
	if o.md {
		return rep.WriteMarkdown(stdout)
	}
	return rep.WriteTable(stdout)
}
