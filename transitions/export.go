package transitions

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Graph is the exported JSON shape of a table.
type Graph struct {
	// Entries are the ways into the machine: the goal's, then a caller's step's.
	Entries     []GraphEntry      `json:"entries"`
	States      []GraphState      `json:"states"`
	Transitions []GraphTransition `json:"transitions"`
	Thresholds  fsm.Thresholds    `json:"thresholds"`
	// Coverage is set when a coverage overlay is drawn.
	Coverage *GraphCoverage `json:"coverage,omitempty"`
}

// GraphCoverage is how many of the graph's edges a set of recordings took.
type GraphCoverage struct {
	Covered int `json:"covered"`
	Edges   int `json:"edges"`
}

// GraphEntry is one entry of the exported graph.
type GraphEntry struct {
	Name        string `json:"name"`
	State       string `json:"state"`
	Description string `json:"description"`
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
	// Taken is how often an overlay took the edge (absent without one).
	Taken int `json:"taken,omitempty"`
}

// GraphGuard is an edge's guard: its name and its human description with thresholds.
type GraphGuard struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// ToGraph converts a table to the exported graph.
func ToGraph(t *fsm.Table) Graph {
	g := Graph{Thresholds: guards.Thresholds(), Entries: []GraphEntry{}, States: []GraphState{}, Transitions: []GraphTransition{}}
	for _, en := range t.Entries {
		g.Entries = append(g.Entries, GraphEntry{Name: en.Name, State: string(en.State), Description: en.Description})
	}
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
func JSON(t *fsm.Table) ([]byte, error) { return JSONPath(t, nil) }

// JSONPath is JSON with an overlay: each transition the overlay took carries "taken",
// how often (1 for a result's path, which does not count), and a coverage overlay
// adds "covered" and "edges" totals.
func JSONPath(t *fsm.Table, p *Path) ([]byte, error) {
	g := ToGraph(t)
	if p != nil {
		for i, e := range t.Edges {
			if p.took(e) {
				g.Transitions[i].Taken = max(1, p.count(e))
			}
		}
		if p.coverage {
			g.Coverage = &GraphCoverage{Covered: p.Covered(t), Edges: len(t.Edges)}
		}
	}
	b, err := json.MarshalIndent(g, "", "  ")
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
func DOT(t *fsm.Table) string { return DOTPath(t, nil) }

// DOTPath is DOT with a run's path drawn over it: the states it visited filled, the
// edges it took bold and red. A nil path draws the plain diagram.
func DOTPath(t *fsm.Table, p *Path) string {
	var b strings.Builder
	b.WriteString("digraph browsergoal {\n  rankdir=LR;\n  node [shape=box, style=rounded];\n")
	fmt.Fprintf(&b, "  start [shape=point];\n  start -> %q;\n", t.Initial)
	for _, en := range t.Entries {
		if en.State != t.Initial {
			node := "start_" + en.Name
			fmt.Fprintf(&b, "  %q [id=%q, shape=point];\n  %q -> %q [label=%q, style=dashed, id=%q];\n",
				node, EntryID(en.Name), node, en.State, en.Description, EntryID(en.Name)+"-"+string(en.State))
		}
	}
	for _, s := range t.States {
		attrs := []string{fmt.Sprintf("id=%q", StateID(s.Name))}
		if s.Terminal {
			attrs = append(attrs, "shape=doubleoctagon")
		}
		if p.visited(s.Name) {
			attrs = append(attrs, `style="rounded,filled"`, "fillcolor=lightyellow")
		}
		fmt.Fprintf(&b, "  %q [%s];\n", s.Name, strings.Join(attrs, ", "))
	}
	for _, e := range t.Edges {
		attrs, suffix := p.edgeStyle(e)
		fmt.Fprintf(&b, "  %q -> %q [label=%q%s, id=%q];\n", e.From, e.To, edgeLabel(e)+suffix, attrs, EdgeID(Key(e)))
	}
	if p != nil && p.coverage {
		fmt.Fprintf(&b, "  label=%q;\n  labelloc=t;\n", fmt.Sprintf("coverage: %d of %d edges", p.Covered(t), len(t.Edges)))
	}
	b.WriteString("}\n")
	return b.String()
}

// StateID is a state's id in the DOT, and so in the SVG Graphviz draws from it: "s-Name".
func StateID(s fsm.State) string { return "s-" + string(s) }

// EntryID is a second entry's start point's id in the DOT: "entry-name"; its dashed edge
// to the entry state is "entry-name-State".
func EntryID(name string) string { return "entry-" + name }

// EdgeID is an edge's id in the DOT, and so in the SVG Graphviz draws from it:
// "e-From-trigger-To", with "-guard" when the edge is guarded. Viewers find an edge of
// the drawn diagram by it.
func EdgeID(k EdgeKey) string {
	id := "e-" + string(k.From) + "-" + string(k.Trigger) + "-" + string(k.To)
	if k.Guard != "" {
		id += "-" + k.Guard
	}
	return id
}

// DOTDigest is the digest of a DOT text ("sha256:" and hex), which an SVG drawn from it
// carries so that a test can tell the drawing from a table that has since changed.
func DOTDigest(dot string) string {
	sum := sha256.Sum256([]byte(dot))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// Mermaid renders the table as a Mermaid stateDiagram-v2; terminals lead to [*] and carry
// the "terminal" class.
func Mermaid(t *fsm.Table) string { return MermaidPath(t, nil) }

// MermaidPath is Mermaid with the states a run visited in the "visited" class (Mermaid
// state diagrams cannot style single edges).
func MermaidPath(t *fsm.Table, p *Path) string {
	esc := strings.NewReplacer("<", "#lt;", ">", "#gt;", ";", ",", "\n", " ")
	var b strings.Builder
	b.WriteString("stateDiagram-v2\n")
	fmt.Fprintf(&b, "    [*] --> %s\n", t.Initial)
	for _, en := range t.Entries {
		if en.State != t.Initial {
			fmt.Fprintf(&b, "    [*] --> %s: %s\n", en.State, esc.Replace(en.Description))
		}
	}
	for _, e := range t.Edges {
		_, suffix := p.edgeStyle(e)
		fmt.Fprintf(&b, "    %s --> %s: %s\n", e.From, e.To, esc.Replace(edgeLabel(e)+suffix))
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
	if p != nil {
		var seen []string
		for _, s := range t.States {
			if p.visited(s.Name) {
				seen = append(seen, string(s.Name))
			}
		}
		b.WriteString("    classDef visited fill:#fff3b0,stroke:#c00,stroke-width:3px\n")
		fmt.Fprintf(&b, "    class %s visited\n", strings.Join(seen, ","))
	}
	return b.String()
}

// Path is an overlay on the diagram: a run's path through a table (a Result's "path",
// checked edge by edge), a recorded session's trace with the count of each edge taken
// (NewTrace), or the coverage of a set of recordings (NewCoverage).
type Path struct {
	states map[fsm.State]bool
	edges  map[[2]fsm.State]bool
	// counts is set for traces and coverage: how often each edge was taken.
	counts   map[EdgeKey]int
	coverage bool
}

// NewPath checks a recorded path against the table: it must start at an entry state
// (a goal's or a caller's step's), and each consecutive pair must be an edge. The error
// names the first step that is not.
func NewPath(t *fsm.Table, path []string) (*Path, error) {
	if len(path) == 0 || !isEntry(t, fsm.State(path[0])) {
		return nil, fmt.Errorf("path must start at an entry state %v", t.EntryStates())
	}
	p := &Path{states: map[fsm.State]bool{fsm.State(path[0]): true}, edges: map[[2]fsm.State]bool{}}
	for i := 1; i < len(path); i++ {
		from, to := fsm.State(path[i-1]), fsm.State(path[i])
		ok := false
		for _, e := range t.Edges {
			if e.From == from && e.To == to {
				ok = true
				break
			}
		}
		if !ok {
			return nil, fmt.Errorf("path step %d: the table has no edge %s → %s", i, from, to)
		}
		p.states[to] = true
		p.edges[[2]fsm.State{from, to}] = true
	}
	return p, nil
}

func (p *Path) visited(s fsm.State) bool { return p != nil && p.states[s] }

func (p *Path) took(e fsm.Edge) bool {
	if p == nil {
		return false
	}
	if p.counts != nil {
		return p.counts[Key(e)] > 0
	}
	return p.edges[[2]fsm.State{e.From, e.To}]
}

// isEntry reports whether s is one of the table's entry states.
func isEntry(t *fsm.Table, s fsm.State) bool {
	for _, e := range t.EntryStates() {
		if e == s {
			return true
		}
	}
	return false
}
