package transitions

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Graph is the exported JSON shape of a table.
type Graph struct {
	States      []GraphState      `json:"states"`
	Transitions []GraphTransition `json:"transitions"`
	Thresholds  fsm.Thresholds    `json:"thresholds"`
}

// GraphState is one state of the exported graph.
type GraphState struct {
	Name     string `json:"name"`
	Terminal bool   `json:"terminal"`
}

// GraphTransition is one edge of the exported graph.
type GraphTransition struct {
	From    string       `json:"from"`
	Trigger string       `json:"trigger"`
	To      string       `json:"to"`
	Guards  []GraphGuard `json:"guards"`
}

// GraphGuard is an edge's guard: its name and its human description with thresholds.
type GraphGuard struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// ToGraph converts a table to the exported graph.
func ToGraph(t *fsm.Table) Graph {
	g := Graph{Thresholds: guards.Thresholds(), States: []GraphState{}, Transitions: []GraphTransition{}}
	for _, s := range t.States {
		g.States = append(g.States, GraphState{Name: string(s.Name), Terminal: s.Terminal})
	}
	for _, e := range t.Edges {
		gt := GraphTransition{From: string(e.From), Trigger: string(e.Trigger), To: string(e.To), Guards: []GraphGuard{}}
		if e.Guard != nil {
			gt.Guards = append(gt.Guards, GraphGuard{Name: e.Guard.Name, Description: e.Guard.Description})
		}
		g.Transitions = append(g.Transitions, gt)
	}
	return g
}

// JSON renders the table as indented JSON.
func JSON(t *fsm.Table) ([]byte, error) {
	b, err := json.MarshalIndent(ToGraph(t), "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode graph: %w", err)
	}
	return append(b, '\n'), nil
}

func edgeLabel(e fsm.Edge) string {
	if e.Guard == nil {
		return string(e.Trigger)
	}
	return fmt.Sprintf("%s [%s]", e.Trigger, e.Guard.Description)
}

// DOT renders the table as a Graphviz digraph; terminals are double octagons.
func DOT(t *fsm.Table) string {
	var b strings.Builder
	b.WriteString("digraph browsergoal {\n  rankdir=LR;\n  node [shape=box, style=rounded];\n")
	fmt.Fprintf(&b, "  start [shape=point];\n  start -> %q;\n", t.Initial)
	for _, s := range t.States {
		if s.Terminal {
			fmt.Fprintf(&b, "  %q [shape=doubleoctagon];\n", s.Name)
		}
	}
	for _, e := range t.Edges {
		fmt.Fprintf(&b, "  %q -> %q [label=%q];\n", e.From, e.To, edgeLabel(e))
	}
	b.WriteString("}\n")
	return b.String()
}

// Mermaid renders the table as a Mermaid stateDiagram-v2; terminals lead to [*] and carry
// the "terminal" class.
func Mermaid(t *fsm.Table) string {
	esc := strings.NewReplacer("<", "#lt;", ">", "#gt;", ";", ",", "\n", " ")
	var b strings.Builder
	b.WriteString("stateDiagram-v2\n")
	fmt.Fprintf(&b, "    [*] --> %s\n", t.Initial)
	for _, e := range t.Edges {
		fmt.Fprintf(&b, "    %s --> %s: %s\n", e.From, e.To, esc.Replace(edgeLabel(e)))
	}
	var terms []string
	for _, s := range t.States {
		if s.Terminal {
			fmt.Fprintf(&b, "    %s --> [*]\n", s.Name)
			terms = append(terms, string(s.Name))
		}
	}
	b.WriteString("    classDef terminal fill:#f4f4f4,stroke:#555,stroke-width:2px\n")
	fmt.Fprintf(&b, "    class %s terminal\n", strings.Join(terms, ","))
	return b.String()
}
