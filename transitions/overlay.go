package transitions

import (
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
)

// EdgeKey names an edge by its source, trigger, target and guard name (several edges
// can share their ends and trigger under different guards).
type EdgeKey struct {
	From    fsm.State
	Trigger fsm.Trigger
	To      fsm.State
	Guard   string
}

// Key returns an edge's key.
func Key(e fsm.Edge) EdgeKey {
	k := EdgeKey{From: e.From, Trigger: e.Trigger, To: e.To}
	if e.Guard != nil {
		k.Guard = e.Guard.Name
	}
	return k
}

// Resolve finds the table's edge for k (see resolve).
func Resolve(t *fsm.Table, k EdgeKey) (EdgeKey, bool) { return resolve(edgeSet(t), k) }

// resolve finds the table's edge for k. A key without a guard name (a session recorded
// before steps named their guard) matches the one edge with its ends and trigger.
func resolve(edges map[EdgeKey]bool, k EdgeKey) (EdgeKey, bool) {
	if edges[k] {
		return k, true
	}
	if k.Guard != "" {
		return k, false
	}
	var found []EdgeKey
	for e := range edges {
		if e.From == k.From && e.Trigger == k.Trigger && e.To == k.To {
			found = append(found, e)
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	return k, false
}

// NewTrace checks a recorded session's transitions against the table and returns them
// as a path with each edge's count: the first must leave an entry state, each must be
// an edge of the table and leave the state the previous one entered. The error names
// the first step that is not.
func NewTrace(t *fsm.Table, steps []EdgeKey) (*Path, error) {
	at := t.Initial
	if len(steps) > 0 && isEntry(t, steps[0].From) {
		at = steps[0].From
	}
	p := &Path{states: map[fsm.State]bool{at: true}, edges: map[[2]fsm.State]bool{}, counts: map[EdgeKey]int{}}
	edges := edgeSet(t)
	for i, s := range steps {
		if s.From != at {
			return nil, fmt.Errorf("trace step %d leaves %s, but the previous step entered %s", i+1, s.From, at)
		}
		s, ok := resolve(edges, s)
		if !ok {
			return nil, fmt.Errorf("trace step %d: the table has no edge %s --%s--> %s%s", i+1, s.From, s.Trigger, s.To, guardNote(s.Guard))
		}
		p.states[s.To] = true
		p.edges[[2]fsm.State{s.From, s.To}] = true
		p.counts[s]++
		at = s.To
	}
	return p, nil
}

// NewCoverage is the overlay of a set of recordings: the edges they took (count > 0) are
// drawn as covered, the others as not covered. Keys that are not edges of the table are
// an error.
func NewCoverage(t *fsm.Table, counts map[EdgeKey]int) (*Path, error) {
	p := &Path{states: map[fsm.State]bool{}, edges: map[[2]fsm.State]bool{}, counts: map[EdgeKey]int{}, coverage: true}
	edges := edgeSet(t)
	for k, n := range counts {
		k, ok := resolve(edges, k)
		if !ok {
			return nil, fmt.Errorf("coverage names %s --%s--> %s%s, which is not an edge of the table", k.From, k.Trigger, k.To, guardNote(k.Guard))
		}
		if n > 0 {
			p.counts[k] += n
			p.states[k.From], p.states[k.To] = true, true
		}
	}
	return p, nil
}

// Covered returns how many of the table's edges the overlay took.
func (p *Path) Covered(t *fsm.Table) int {
	n := 0
	for _, e := range t.Edges {
		if p.took(e) {
			n++
		}
	}
	return n
}

func guardNote(g string) string {
	if g == "" {
		return ""
	}
	return " [" + g + "]"
}

func edgeSet(t *fsm.Table) map[EdgeKey]bool {
	m := make(map[EdgeKey]bool, len(t.Edges))
	for _, e := range t.Edges {
		m[Key(e)] = true
	}
	return m
}

// count is how often the overlay took e (0 when it only knows the states of a path).
func (p *Path) count(e fsm.Edge) int {
	if p == nil || p.counts == nil {
		return 0
	}
	return p.counts[Key(e)]
}

// edgeStyle is the DOT attributes and the label suffix the overlay gives an edge.
func (p *Path) edgeStyle(e fsm.Edge) (attrs, suffix string) {
	if p == nil {
		return "", ""
	}
	if n := p.count(e); n > 0 {
		suffix = fmt.Sprintf(" ×%d", n)
	}
	switch {
	case p.coverage && p.took(e):
		return ", color=darkgreen, fontcolor=darkgreen, penwidth=2", suffix
	case p.coverage:
		return ", color=gray60, fontcolor=gray50, style=dashed", " (not covered)"
	case p.took(e):
		return ", color=red, penwidth=2", suffix
	}
	return "", ""
}
