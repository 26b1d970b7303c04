// Command calibrate fits the offline decider's probability calibration and reports how
// well calibrated a run's probabilities are.
//
//	calibrate fit -o adapters/local/calibration.json -suite calibration REPORT.json…
//	calibrate report [-svg FILE] [-title T] REPORT.json…
//
// The reports are goalbench -json outputs (they carry every decision). fit reads a run of
// the uncalibrated decider (goalbench -decider local-raw) on the calibration suite and
// writes the fitted weights with their provenance; report reads a run of the calibrated
// decider (goalbench -decider local) on any suite, labels the decisions acted on by the
// instances' verdicts, and prints the expected calibration error, the decisions acted on
// at p ≥ 0.85 that were wrong, and (with -svg) the reliability diagram. `make calibrate`
// runs both. Exit codes: 0 done; 2 a bad flag; 1 it could not run.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/internal/calib"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

type usageError struct{ msg string }

func (u *usageError) Error() string { return u.msg }

func run(args []string, stdout, stderr io.Writer) int {
	err := dispatch(args, stdout, stderr)
	var ue *usageError
	switch {
	case err == nil || errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "calibrate: %v\n", err)
		return 2
	}
	fmt.Fprintf(stderr, "calibrate: %v\n", err)
	return 1
}

func dispatch(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return &usageError{msg: "usage: calibrate fit|report [flags] REPORT.json…"}
	}
	switch args[0] {
	case "fit":
		return fit(args[1:], stdout, stderr)
	case "report":
		return report(args[1:], stdout, stderr)
	}
	return &usageError{msg: fmt.Sprintf("unknown command %q: want fit or report", args[0])}
}

func fit(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("fit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "write the calibration here (default standard output)")
	suite := fs.String("suite", "calibration", "the suite the reports ran (recorded in the provenance)")
	if err := fs.Parse(args); err != nil {
		return flagErr(err)
	}
	if fs.NArg() == 0 {
		return &usageError{msg: "fit: name at least one goalbench -json report"}
	}
	outs, err := readReports(fs.Args())
	if err != nil {
		return err
	}
	samples := features(label(outs))
	keys := make([]string, 0, len(outs))
	for _, o := range outs {
		keys = append(keys, fmt.Sprintf("%s/%s#%d:%s", o.Family, o.Task, o.Index, o.Goal))
	}
	sort.Strings(keys)
	sum := sha256.Sum256([]byte(strings.Join(keys, "\n")))
	c, err := local.FitCalibration(samples, local.Provenance{
		Command: "calibrate fit -suite " + *suite + " (make calibrate)", Suite: *suite,
		Hash: hex.EncodeToString(sum[:8]),
	})
	if err != nil {
		return err
	}
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if *out == "" {
		_, err = stdout.Write(b)
		return err
	}
	return os.WriteFile(*out, b, 0o644)
}

func report(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	fs.SetOutput(stderr)
	svg := fs.String("svg", "", "write the reliability diagram here")
	title := fs.String("title", "Reliability of the offline decider", "the diagram's title")
	if err := fs.Parse(args); err != nil {
		return flagErr(err)
	}
	if fs.NArg() == 0 {
		return &usageError{msg: "report: name at least one goalbench -json report"}
	}
	outs, err := readReports(fs.Args())
	if err != nil {
		return err
	}
	var samples []calib.Sample
	var confidentWrong []string
	for _, l := range label(outs) {
		p := l.Decision.Answer.Probabilities[l.Decision.Answer.Choice]
		samples = append(samples, calib.Sample{P: p, Correct: l.Right})
		if !l.Right && l.Executed && p >= 0.85 {
			confidentWrong = append(confidentWrong, fmt.Sprintf("%s p=%.2f", l.Key, p))
		}
	}
	rep, err := calib.Compute(samples, 10)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "decisions labelled: %d (right %.0f%%), mean p %.2f, ECE %.3f, MCE %.3f, Brier %.3f\n",
		rep.N, 100*rep.Accuracy, rep.MeanP, rep.ECE, rep.MCE, rep.Brier)
	fmt.Fprintf(stdout, "wrong actions at p >= 0.85: %d\n", len(confidentWrong))
	for _, w := range confidentWrong {
		fmt.Fprintf(stdout, "  %s\n", w)
	}
	if *svg != "" {
		return os.WriteFile(*svg, []byte(rep.SVG(*title)), 0o644)
	}
	return nil
}

func flagErr(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	return &usageError{msg: err.Error()}
}
