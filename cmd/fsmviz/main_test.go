package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestFormatsAndResultPath(t *testing.T) {
	for _, f := range []string{"dot", "mermaid", "json"} {
		var out, errb bytes.Buffer
		if code := run([]string{"-format", f}, &out, &errb); code != 0 || out.Len() == 0 {
			t.Fatalf("-format %s: exit %d, %s", f, code, errb.String())
		}
		if f == "json" && !json.Valid(out.Bytes()) {
			t.Fatal("-format json is not JSON")
		}
	}
	res := filepath.Join(t.TempDir(), "result.json")
	os.WriteFile(res, []byte(`{"status":"no_match","path":["Observing","Proposing","no_match"]}`), 0o600)
	var out, errb bytes.Buffer
	if code := run([]string{"-format", "mermaid", "-result", res}, &out, &errb); code != 0 || !strings.Contains(out.String(), "class Observing,Proposing,no_match visited") {
		t.Fatalf("exit %d: %s%s", code, out.String(), errb.String())
	}
	os.WriteFile(res, []byte(`{"path":["Observing","Dispatching"]}`), 0o600)
	if code := run([]string{"-format", "dot", "-result", res}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "no edge Observing → Dispatching") {
		t.Fatalf("a path the table refuses: exit %d, %s", code, errb.String())
	}
	if code := run([]string{"-format", "png"}, &out, &errb); code != 2 {
		t.Fatalf("unknown format: exit %d", code)
	}
}

const session = "../../golden/testdata/sessions/possibly_done--open-link.jsonl"

// TestTraceInEveryFormat draws a recorded session's path with the count of each edge.
func TestTraceInEveryFormat(t *testing.T) {
	for _, c := range []struct{ format, want string }{
		{"dot", `"Dispatching" -> "Observing" [label="dispatched ×1", color=red, penwidth=2`},
		{"dot", `"Observing" -> "Proposing" [label="observed [goal, steps < max_steps (1–8)] ×2", color=red, penwidth=2`},
		{"mermaid", "Observing --> Proposing: observed [goal, steps #lt; max_steps (1–8)] ×2"},
		{"json", `"taken": 2`},
	} {
		var out, errb bytes.Buffer
		if code := run([]string{"-format", c.format, "-trace", session}, &out, &errb); code != 0 || !strings.Contains(out.String(), c.want) {
			t.Fatalf("-format %s -trace: exit %d, want %q in:\n%s%s", c.format, code, c.want, out.String(), errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"-format", "dot", "-trace", "../../golden/testdata/broken/recheck-went-stale.jsonl"}, &out, &errb); code != 0 {
		t.Fatalf("a broken trace is still a path through the table: exit %d %s", code, errb.String())
	}
	if code := run([]string{"-trace", session, "-result", session}, &out, &errb); code != 2 {
		t.Fatalf("two overlays: exit %d", code)
	}
}

// TestCoverage colours the edges a directory of sessions covers.
func TestCoverage(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-format", "dot", "-coverage", "../../golden/testdata/sessions"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	dot := out.String()
	if !strings.Contains(dot, `"Rechecking" -> "replay_refused" [label="replay (not covered)", color=gray60, fontcolor=gray50, style=dashed`) ||
		!strings.Contains(dot, "color=darkgreen") || !strings.Contains(dot, "coverage: ") {
		t.Fatalf("coverage not drawn:\n%s", dot)
	}
}

// TestSVG renders the diagram with a trace through Graphviz's dot.
func TestSVG(t *testing.T) {
	if _, err := exec.LookPath("dot"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("CI needs Graphviz's dot (scripts/ensure-tool.sh dot graphviz)")
		}
		t.Skip("no dot on PATH")
	}
	var out, errb bytes.Buffer
	if code := run([]string{"-format", "svg", "-trace", session}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if svg := out.String(); !strings.HasPrefix(strings.TrimSpace(svg[strings.Index(svg, "<svg"):]), "<svg") || !strings.Contains(svg, `stroke="red"`) {
		t.Fatalf("not an SVG with the path drawn:\n%.400s", svg)
	}
}

// TestPromela prints the model spin checks.
func TestPromela(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-format", "promela"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "ltl terminates") {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}
