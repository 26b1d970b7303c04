package main

import (
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"strings"

	"github.com/browsergoal/browsergoal/transitions"
)

// svg renders DOT to SVG with Graphviz's dot on PATH.
//
// Why dot and not github.com/goccy/go-graphviz: the pure-Go renderer embeds Graphviz
// compiled to WebAssembly, which adds about 7 MB to the binary and about 0.4 s to its
// first start, for a developer tool that draws a diagram for reviews. Debian's graphviz
// package is one apt-get away (scripts/ensure-tool.sh installs it for make test), and a
// missing dot is a clear error naming that command; DOT, Mermaid and JSON need nothing.
func svg(dot string) ([]byte, error) {
	bin, err := exec.LookPath("dot")
	if err != nil {
		return nil, errors.New("-format svg needs Graphviz's dot on PATH: apt-get install graphviz (or use -format dot and render it elsewhere)")
	}
	cmd := exec.Command(bin, "-Tsvg")
	cmd.Stdin = strings.NewReader(dot)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("dot -Tsvg: %w: %s", err, strings.TrimSpace(errb.String()))
	}
	return stamp(out.Bytes(), dot), nil
}

// stamp writes the digest of the DOT an SVG was drawn from into it, as a comment before
// the <svg> element, so that a test can tell a committed drawing from a changed table
// without Graphviz (package docs checks docs/machine.svg by it).
func stamp(svg []byte, dot string) []byte {
	i := bytes.Index(svg, []byte("<svg"))
	if i < 0 {
		return svg
	}
	c := "<!-- drawn from DOT " + transitions.DOTDigest(dot) + " -->\n"
	return append(append(append([]byte{}, svg[:i]...), c...), svg[i:]...)
}
