package browsergoal_test

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

var updateReadme = flag.Bool("update", false, "rewrite generated copies (the README's Mermaid diagram)")

const (
	mermaidOpen  = "```mermaid\n"
	mermaidClose = "```\n"
)

// TestReadmeDiagramIsGenerated keeps the README's Mermaid diagram equal to the one the
// transition table generates (go test . -update rewrites it).
func TestReadmeDiagramIsGenerated(t *testing.T) {
	raw, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(raw)
	start := strings.Index(readme, mermaidOpen)
	if start < 0 {
		t.Fatal("README.md has no ```mermaid block")
	}
	start += len(mermaidOpen)
	end := strings.Index(readme[start:], mermaidClose)
	if end < 0 {
		t.Fatal("README.md's mermaid block is not closed")
	}
	want := transitions.Mermaid(transitions.Table())
	if got := readme[start : start+end]; got != want {
		if *updateReadme {
			if err := os.WriteFile("README.md", []byte(readme[:start]+want+readme[start+end:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Fatal("README.md's Mermaid diagram differs from go run ./cmd/fsmviz -format mermaid; rerun go test . -update")
	}
}

// TestReadmeStatusesAreGenerated keeps the README's statuses table equal to fsm.Guide, the
// rows the MCP tool descriptions are built from (go test . -update rewrites it).
func TestReadmeStatusesAreGenerated(t *testing.T) {
	raw, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(raw)
	start := strings.Index(readme, "| status | meaning |")
	if start < 0 {
		t.Fatal("README.md has no statuses table")
	}
	end := strings.Index(readme[start:], "\n\n")
	if end < 0 {
		t.Fatal("README.md's statuses table does not end")
	}
	want := fsm.GuideTable()
	if got := readme[start : start+end+1]; got != want {
		if *updateReadme {
			if err := os.WriteFile("README.md", []byte(readme[:start]+want+readme[start+end+1:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Fatal("README.md's statuses table differs from fsm.Guide; rerun go test . -update")
	}
}
