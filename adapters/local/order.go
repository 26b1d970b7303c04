package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// orderRow is one sort direction: the words a goal says it with ("largest first", "the
// cheapest first", "descending") and the phrases a control names it with ("Price: High
// to Low", "Lowest first").
type orderRow struct {
	dir      int // +1 largest first, -1 smallest first
	goal     []string
	controls []string
}

func orderRows() []orderRow {
	return []orderRow{
		{+1, []string{"largest", "biggest", "highest", "greatest", "most", "maximum", "max", "descending", "decreasing", "priciest"},
			[]string{"high to low", "highest", "descending", "largest", "biggest", "most", "max to min", "z to a"}},
		{-1, []string{"smallest", "lowest", "least", "cheapest", "fewest", "minimum", "min", "ascending", "increasing"},
			[]string{"low to high", "lowest", "ascending", "smallest", "least", "cheapest", "min to max", "a to z"}},
	}
}

// orderWords mark a clause that asks for an order rather than an item: "sort", "order",
// "arrange", and "first" or "top" with a direction ("largest first", "the priciest at
// the top").
func orderWords() []string {
	return []string{"sort", "sorted", "order", "ordered", "arrange", "first", "top"}
}

// readOrder returns the direction the clause's words ask to sort by, and whether the
// clause is nothing but that direction ("largest first", which then orders the clause
// before it); 0 when the clause does not ask for an order.
func (v *vocab) readOrder(raw []string) (dir int, only bool) {
	ordered, other := false, 0
	for _, w := range raw {
		switch d := v.orderDir[w]; {
		case d != 0 && dir == 0: // "from highest to lowest": the first says it
			dir = d
		case d != 0:
		case v.orderWord[w]:
			ordered = true
		case w == "the" || w == "by" || w == "to" || w == "on" || w == "at":
		default:
			other++
		}
	}
	if dir == 0 || !ordered {
		return 0, false
	}
	return dir, other == 0
}

// directionOf is the sort direction a control's name states; 0 for none or both.
func (v *vocab) directionOf(name string) int {
	low := strings.Join(rawWords(name), " ")
	found := 0
	for _, r := range v.orders {
		for _, p := range r.controls {
			if containsPhrase(low, p) {
				if found != 0 && found != r.dir {
					return 0
				}
				found = r.dir
			}
		}
	}
	return found
}

// setOrder records the clause's sort direction on it and its choices.
func (cl *clause) setOrder(dir int) {
	cl.order = dir
	for k := range cl.choices {
		cl.choices[k].order = dir
	}
}

// orderFit rescores a control for a clause that asks for a sort direction: one whose name
// states the opposite direction never fits; one stating the same direction fits by how
// many of the clause's other words (the sort key, "price") it shows, fully when the
// clause names no key.
func (s *scorer) orderFit(c *fsm.Candidate, f *feature, cl *clause, content tokenSet, m float64) float64 {
	switch s.v.directionOf(c.Name) {
	case -cl.order:
		return 0
	case cl.order:
		rest := tokenSet{}
		for t := range content {
			if !s.v.orderTok.has(t) {
				rest[t] = struct{}{}
			}
		}
		if len(rest) == 0 {
			return 1
		}
		return max(m, 0.5+0.5*weighted(f, rest))
	}
	return m
}
