// Command fsmviz prints browsergoal's transition diagram, generated from the transition
// table, as DOT, Mermaid (stateDiagram-v2) or JSON.
//
//	go run ./cmd/fsmviz -format dot|mermaid|json
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/browsergoal/browsergoal/transitions"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("fsmviz", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "mermaid", "output format: dot, mermaid or json")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: fsmviz [-format dot|mermaid|json]\n\nPrints the goal machine's transition diagram, generated from the transition table.")
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
	switch *format {
	case "dot":
		fmt.Fprint(stdout, transitions.DOT(t))
	case "mermaid":
		fmt.Fprint(stdout, transitions.Mermaid(t))
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
