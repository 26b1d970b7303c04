// Command fsmviz prints browsergoal's transition diagram, generated from the transition
// table, as DOT, Mermaid (stateDiagram-v2), JSON, SVG or Promela, optionally with an
// overlay: a run's path (the "path" of a result that browsergoal run printed), the path a
// recorded session took with the count of each edge (-trace), or the edges a directory of
// recorded sessions covers (-coverage).
//
//	go run ./cmd/fsmviz -format dot|mermaid|json|svg|promela [-result FILE | -trace FILE | -coverage DIR]
//
// SVG is rendered by Graphviz's dot on PATH (Debian: apt-get install graphviz).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/golden"
	"github.com/browsergoal/browsergoal/transitions"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("fsmviz", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "mermaid", "output format: dot, mermaid, json, svg (Graphviz's dot on PATH) or promela (the model spin checks)")
	resultFile := fs.String("result", "", "a result JSON (from browsergoal run) whose path to draw over the diagram")
	traceFile := fs.String("trace", "", "a recorded session (browsergoal run --record) whose path to draw, with the count of each edge taken")
	coverageDir := fs.String("coverage", "", "a directory of recorded sessions (*.jsonl): colour the edges they cover")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: fsmviz [-format dot|mermaid|json|svg|promela] [-result FILE | -trace FILE | -coverage DIR]\n\nPrints the goal machine's transition diagram, generated from the transition table.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "fsmviz: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	overlays := 0
	for _, s := range []string{*resultFile, *traceFile, *coverageDir} {
		if s != "" {
			overlays++
		}
	}
	if overlays > 1 {
		fmt.Fprintln(stderr, "fsmviz: -result, -trace and -coverage exclude each other")
		return 2
	}
	switch *format {
	case "dot", "mermaid", "json", "svg":
	case "promela":
		if overlays > 0 {
			fmt.Fprintln(stderr, "fsmviz: -format promela takes no overlay")
			return 2
		}
	default:
		fmt.Fprintf(stderr, "fsmviz: -format must be dot, mermaid, json, svg or promela, got %q\n", *format)
		return 2
	}
	t, err := transitions.Build()
	if err != nil {
		fmt.Fprintf(stderr, "fsmviz: invalid transition table: %v\n", err)
		return 1
	}
	path, err := overlay(t, *resultFile, *traceFile, *coverageDir)
	if err != nil {
		fmt.Fprintf(stderr, "fsmviz: %v\n", err)
		return 1
	}
	out, err := render(t, path, *format)
	if err != nil {
		fmt.Fprintf(stderr, "fsmviz: %v\n", err)
		return 1
	}
	if _, err := stdout.Write(out); err != nil {
		fmt.Fprintf(stderr, "fsmviz: %v\n", err)
		return 1
	}
	return 0
}

// overlay reads the one overlay asked for, if any.
func overlay(t *fsm.Table, resultFile, traceFile, coverageDir string) (*transitions.Path, error) {
	switch {
	case resultFile != "":
		return readPath(resultFile, t)
	case traceFile != "":
		s, err := golden.ReadFile(traceFile)
		if err != nil {
			return nil, err
		}
		p, err := transitions.NewTrace(t, s.Trace())
		if err != nil {
			return nil, fmt.Errorf("%s: %w", traceFile, err)
		}
		return p, nil
	case coverageDir != "":
		sessions, err := golden.ReadDir(coverageDir)
		if err != nil {
			return nil, err
		}
		counts, err := golden.Coverage(t, sessions)
		if err != nil {
			return nil, err
		}
		return transitions.NewCoverage(t, counts)
	}
	return nil, nil
}

// render draws the diagram with its overlay in one format.
func render(t *fsm.Table, p *transitions.Path, format string) ([]byte, error) {
	switch format {
	case "dot":
		return []byte(transitions.DOTPath(t, p)), nil
	case "mermaid":
		return []byte(transitions.MermaidPath(t, p)), nil
	case "json":
		return transitions.JSONPath(t, p)
	case "svg":
		return svg(transitions.DOTPath(t, p))
	}
	return []byte(transitions.Promela(t)), nil
}

// readPath reads a result JSON and checks its path against the table.
func readPath(file string, t *fsm.Table) (*transitions.Path, error) {
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var res struct {
		Path []string `json:"path"`
	}
	if err := json.Unmarshal(raw, &res); err != nil {
		return nil, fmt.Errorf("%s is not a result JSON: %w", file, err)
	}
	p, err := transitions.NewPath(t, res.Path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return p, nil
}
