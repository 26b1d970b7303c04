package transitions

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./transitions -update)", err)
	}
	if string(want) != string(got) {
		t.Fatalf("%s differs from the generated graph; review the diff and rerun with -update", path)
	}
}

func TestExportsGolden(t *testing.T) {
	table := Table()
	js, err := JSON(table)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "graph.json", js)
	golden(t, "graph.dot", []byte(DOT(table)))
	golden(t, "graph.mmd", []byte(Mermaid(table)))
}

func TestJSONShape(t *testing.T) {
	js, err := JSON(Table())
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		States []struct {
			Name     string `json:"name"`
			Terminal bool   `json:"terminal"`
		} `json:"states"`
		Transitions []struct {
			From, Trigger, To string
			Guards            []struct{ Name, Description string }
		} `json:"transitions"`
	}
	if err := json.Unmarshal(js, &g); err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, s := range g.States {
		names[s.Name] = s.Terminal
	}
	for _, s := range fsm.WorkingStates() {
		if term, ok := names[string(s)]; !ok || term {
			t.Errorf("working state %s missing or marked terminal", s)
		}
	}
	for _, s := range fsm.AllStatuses() {
		if term, ok := names[string(s)]; !ok || !term {
			t.Errorf("terminal %s missing or not marked terminal", s)
		}
	}
	var descs []string
	for _, tr := range g.Transitions {
		for _, gd := range tr.Guards {
			descs = append(descs, gd.Description)
		}
	}
	all := strings.Join(descs, "\n")
	for _, th := range []string{"0.85", "0.75", "0.10", "0.80"} {
		if !strings.Contains(all, th) {
			t.Errorf("threshold %s missing from guard descriptions", th)
		}
	}
}

func TestPathOverTheDiagram(t *testing.T) {
	table := Table()
	p, err := NewPath(table, []string{"Observing", "Proposing", "Selecting", "AssessingRisk", "needs_confirmation"})
	if err != nil {
		t.Fatal(err)
	}
	dot := DOTPath(table, p)
	if !strings.Contains(dot, `"AssessingRisk" -> "needs_confirmation" [label="assessed [risk ≥ 0.10]", color=red, penwidth=2`) ||
		strings.Contains(dot, `"AssessingRisk" -> "Rechecking" [label="assessed [risk < 0.10]", color=red`) {
		t.Fatalf("the taken edge is not the only one drawn red:\n%s", dot)
	}
	if m := MermaidPath(table, p); !strings.Contains(m, "class Observing,Proposing,Selecting,AssessingRisk,needs_confirmation visited") {
		t.Fatalf("visited states not marked:\n%s", m)
	}
	if _, err := NewPath(table, []string{"Observing", "Dispatching"}); err == nil || !strings.Contains(err.Error(), "step 1") {
		t.Fatalf("a path with an edge the table lacks must name the step: %v", err)
	}
	if _, err := NewPath(table, []string{"Selecting"}); err == nil {
		t.Fatal("a path must start at the initial state")
	}
}
