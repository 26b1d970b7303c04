package transitions

import (
	"errors"
	"fmt"
	"sort"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Build returns the goal machine's table, validated.
func Build() (*fsm.Table, error) {
	t := Table()
	if err := Validate(t); err != nil {
		return nil, err
	}
	return t, nil
}

// Validate checks a table's structure: known states, every state reachable from the
// initial state, every non-terminal able to reach a terminal, terminals without outgoing
// edges, and the guarded alternatives of one trigger mutually exclusive and exhaustive
// (one guard family, distinct verdicts covering the family). It also checks the goal
// machine's invariants (see Invariants). All problems are joined into one error.
func Validate(t *fsm.Table) error {
	var errs []error
	known := map[fsm.State]bool{}
	for _, s := range t.States {
		if known[s.Name] {
			errs = append(errs, fmt.Errorf("state %s declared twice", s.Name))
		}
		known[s.Name] = true
	}
	if !known[t.Initial] {
		errs = append(errs, fmt.Errorf("initial state %s is not declared", t.Initial))
	}
	for _, en := range t.Entries {
		if !known[en.State] || t.IsTerminal(en.State) {
			errs = append(errs, fmt.Errorf("entry %s names %s, not a declared working state", en.Name, en.State))
		}
	}
	for _, e := range t.Edges {
		if !known[e.From] || !known[e.To] {
			errs = append(errs, fmt.Errorf("edge %s --%s--> %s names an undeclared state", e.From, e.Trigger, e.To))
		}
		if t.IsTerminal(e.From) {
			errs = append(errs, fmt.Errorf("terminal %s has an outgoing edge (%s)", e.From, e.Trigger))
		}
	}
	reach := map[fsm.State]bool{}
	for _, en := range t.EntryStates() {
		for s := range Reachable(t, en, nil) {
			reach[s] = true
		}
	}
	for _, s := range t.States {
		if !reach[s.Name] {
			errs = append(errs, fmt.Errorf("state %s is unreachable", s.Name))
		}
		if !s.Terminal && !reachesTerminal(t, s.Name) {
			errs = append(errs, fmt.Errorf("state %s cannot reach a terminal", s.Name))
		}
	}
	errs = append(errs, checkExclusive(t)...)
	errs = append(errs, Invariants(t)...)
	return errors.Join(errs...)
}

func checkExclusive(t *fsm.Table) []error {
	type key struct {
		from fsm.State
		tr   fsm.Trigger
	}
	groups := map[key][]fsm.Edge{}
	var order []key
	for _, e := range t.Edges {
		k := key{e.From, e.Trigger}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], e)
	}
	families := map[string]guards.Family{}
	for _, f := range guards.Families() {
		families[f.Name] = f
	}
	var errs []error
	for _, k := range order {
		es := groups[k]
		if len(es) == 1 && es[0].Guard == nil {
			continue
		}
		fam := ""
		seen := map[string]bool{}
		for _, e := range es {
			if e.Guard == nil {
				errs = append(errs, fmt.Errorf("%s --%s--> has unguarded and guarded alternatives", k.from, k.tr))
				continue
			}
			if fam == "" {
				fam = e.Guard.Family
			}
			if e.Guard.Family != fam {
				errs = append(errs, fmt.Errorf("%s --%s--> mixes guard families %s and %s", k.from, k.tr, fam, e.Guard.Family))
			}
			if seen[e.Guard.Verdict] {
				errs = append(errs, fmt.Errorf("%s --%s--> repeats verdict %s", k.from, k.tr, e.Guard.Verdict))
			}
			seen[e.Guard.Verdict] = true
		}
		f, ok := families[fam]
		if !ok {
			errs = append(errs, fmt.Errorf("%s --%s--> uses unknown guard family %q", k.from, k.tr, fam))
			continue
		}
		for _, v := range f.Verdicts {
			if !seen[v] {
				errs = append(errs, fmt.Errorf("%s --%s--> does not cover verdict %s of family %s", k.from, k.tr, v, fam))
			}
		}
	}
	return errs
}

// Reachable returns the states reachable from start without passing through any state
// in avoid (start itself is always included unless avoided).
func Reachable(t *fsm.Table, start fsm.State, avoid map[fsm.State]bool) map[fsm.State]bool {
	seen := map[fsm.State]bool{}
	if avoid[start] {
		return seen
	}
	stack := []fsm.State{start}
	seen[start] = true
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range t.Edges {
			if e.From != s || seen[e.To] || avoid[e.To] {
				continue
			}
			seen[e.To] = true
			stack = append(stack, e.To)
		}
	}
	return seen
}

func reachesTerminal(t *fsm.Table, s fsm.State) bool {
	for r := range Reachable(t, s, nil) {
		if t.IsTerminal(r) {
			return true
		}
	}
	return false
}

// successorsOf lists the states one edge away from s, sorted.
func successorsOf(t *fsm.Table, s fsm.State) []fsm.State {
	set := map[fsm.State]bool{}
	for _, e := range t.Edges {
		if e.From == s {
			set[e.To] = true
		}
	}
	out := make([]fsm.State, 0, len(set))
	for x := range set {
		out = append(out, x)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
