package browsergoal_test

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/config"
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

// readmeJSONAfter returns the first ```json block after marker in the README.
func readmeJSONAfter(t *testing.T, marker string) string {
	t.Helper()
	raw, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(raw)
	i := strings.Index(s, marker)
	if i < 0 {
		t.Fatalf("README.md lacks %q", marker)
	}
	start := strings.Index(s[i:], "```json\n")
	end := strings.Index(s[i+start+8:], "```")
	if start < 0 || end < 0 {
		t.Fatalf("no json block after %q", marker)
	}
	return s[i+start+8 : i+start+8+end]
}

// TestReadmeConfigExamplesWork: the handbook's config.json, as the README shows it, enables
// the mode from either file; the MCP clients' snippets (Claude Desktop and Cursor, VS Code) are
// valid JSON that runs `browsergoal mcp`.
func TestReadmeConfigExamplesWork(t *testing.T) {
	body := readmeJSONAfter(t, "The handbook's example works as written")
	for _, where := range []string{"global", "workspace"} {
		p := filepath.Join(t.TempDir(), "config.json")
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		paths := config.Paths{Global: p}
		if where == "workspace" {
			paths = config.Paths{Workspace: p}
		}
		st, err := (&config.Host{Paths: paths, Granted: true}).State(context.Background(), "", "")
		if err != nil || !st.ComputerEnabled || !st.TypeSafeEnabled || !st.Permitted {
			t.Fatalf("%s: %+v %v", where, st, err)
		}
	}
	var client struct {
		MCPServers map[string]struct {
			Command string   `json:"command"`
			Args    []string `json:"args"`
		} `json:"mcpServers"`
	}
	if err := json.Unmarshal([]byte(readmeJSONAfter(t, "Claude Desktop (`claude_desktop_config.json`) and Cursor")), &client); err != nil {
		t.Fatal(err)
	}
	s := client.MCPServers["browsergoal"]
	if s.Command != "browsergoal" || len(s.Args) == 0 || s.Args[0] != "mcp" {
		t.Fatalf("client snippet: %+v", client)
	}
	var vscode struct {
		Servers map[string]struct {
			Type    string   `json:"type"`
			Command string   `json:"command"`
			Args    []string `json:"args"`
		} `json:"servers"`
	}
	if err := json.Unmarshal([]byte(readmeJSONAfter(t, "VS Code (`.vscode/mcp.json` in the workspace)")), &vscode); err != nil {
		t.Fatal(err)
	}
	v := vscode.Servers["browsergoal"]
	if v.Type != "stdio" || v.Command != "browsergoal" || len(v.Args) == 0 || v.Args[0] != "mcp" {
		t.Fatalf("VS Code snippet: %+v", vscode)
	}
}
