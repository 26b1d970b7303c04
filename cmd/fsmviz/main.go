// Command fsmviz prints browsergoal's transition diagram, generated from the transition
// table, as DOT, Mermaid (stateDiagram-v2) or JSON, optionally with a run's path through
// it (the "path" of a result that browsergoal run printed).
//
//	go run ./cmd/fsmviz -format dot|mermaid|json [-result result.json]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("fsmviz", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "mermaid", "output format: dot, mermaid or json")
	resultFile := fs.String("result", "", "a result JSON (from browsergoal run) whose path to draw over the diagram (dot, mermaid)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: fsmviz [-format dot|mermaid|json] [-result FILE]\n\nPrints the goal machine's transition diagram, generated from the transition table.")
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
	t, err := transitions.Build()
	if err != nil {
		fmt.Fprintf(stderr, "fsmviz: invalid transition table: %v\n", err)
		return 1
	}
	var path *transitions.Path
	if *resultFile != "" {
		if *format == "json" {
			fmt.Fprintln(stderr, "fsmviz: -result goes with -format dot or mermaid")
			return 2
		}
		if path, err = readPath(*resultFile, t); err != nil {
			fmt.Fprintf(stderr, "fsmviz: %v\n", err)
			return 1
		}
	}
	switch *format {
	case "dot":
		fmt.Fprint(stdout, transitions.DOTPath(t, path))
	case "mermaid":
		fmt.Fprint(stdout, transitions.MermaidPath(t, path))
	case "json":
		b, err := transitions.JSON(t)
		if err != nil {
			fmt.Fprintf(stderr, "fsmviz: %v\n", err)
			return 1
		}
		stdout.Write(b)
	default:
		fmt.Fprintf(stderr, "fsmviz: -format must be dot, mermaid or json, got %q\n", *format)
		return 2
	}
	return 0
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
