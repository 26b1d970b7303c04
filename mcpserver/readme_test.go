package mcpserver_test

import (
	"context"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/mcpserver"
)

var updateReadme = flag.Bool("update", false, "rewrite the README's tool table")

// TestReadmeToolTable keeps the README's tool table equal to the tools the server
// publishes: every tool, its annotations and its output schema's fields.
func TestReadmeToolTable(t *testing.T) {
	srv, err := mcpserver.New(mcpserver.Options{
		Browser: &browser{}, Host: fsm.AllowAllHost{},
		Decider: func(context.Context) (fsm.Decider, error) { return nil, nil },
	})
	if err != nil {
		t.Fatal(err)
	}
	want := srv.ToolsTable()
	raw, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(raw)
	const head = "| tool | annotations | output"
	start := strings.Index(readme, head)
	if start < 0 {
		t.Fatal("README.md has no tool table")
	}
	end := strings.Index(readme[start:], "\n\n")
	if end < 0 {
		end = len(readme) - start
	}
	got := readme[start : start+end+1]
	if got == want {
		return
	}
	if *updateReadme {
		if err := os.WriteFile("../README.md", []byte(readme[:start]+want+readme[start+end+1:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatalf("README.md's tool table differs from the server's tools; rerun go test ./mcpserver -run ReadmeToolTable -update\ngot:\n%s\nwant:\n%s", got, want)
}
