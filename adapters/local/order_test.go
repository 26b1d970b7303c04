package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestSortOrderByMeaning: a sort direction said by its meaning ("largest first", "the
// cheapest first", "ascending") meets the control stating that direction in its own words
// ("High to Low", "Low to High"), never the opposite one, and never picks an item.
func TestSortOrderByMeaning(t *testing.T) {
	var cases []struct{ goal, want string }
	for _, r := range orderRows() {
		want := map[int]string{+1: "Price: High to Low", -1: "Price: Low to High"}[r.dir]
		for _, w := range r.goal {
			cases = append(cases, struct{ goal, want string }{"Sort by price, " + w + " first", want})
		}
	}
	cases = append(cases,
		struct{ goal, want string }{"show the most expensive first", "Price: High to Low"},
		struct{ goal, want string }{"order by price ascending", "Price: Low to High"},
		struct{ goal, want string }{"sort by rating, lowest first", ""}, // no rating order on the page
		struct{ goal, want string }{"put the priciest at the top", "Price: High to Low"},
		struct{ goal, want string }{"cheapest on top please", "Price: Low to High"},
	)
	for _, tc := range cases {
		p := &page{}
		p.click("button", "Price: Low to High", "").click("button", "Price: High to Low", "").click("button", "Newest", "")
		p.click("link", "Lamp $20", "http://127.0.0.1/lamp").click("link", "Sofa $900", "http://127.0.0.1/sofa")
		p.click("button", "Save to wishlist", "").near("Lamp $20").click("button", "Save to wishlist", "").near("Sofa $900")
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Step: 1, Candidates: p.cands}
		a := mustSelect(t, New(Options{}), req)
		if tc.want == "" {
			if verdict(a) == "passed" {
				t.Errorf("%q: want no control, got %s\n%s", tc.goal, a.Choice, dump(req, a))
			}
			continue
		}
		if a.Choice != byDesc(t, p.cands, `"`+tc.want+`"`) || verdict(a) != "passed" {
			t.Errorf("%q: want %s to pass\n%s", tc.goal, tc.want, dump(req, a))
		}
	}
	for _, r := range orderRows() {
		for _, c := range r.controls {
			if got := newVocab().directionOf("Sort: " + c); got != r.dir {
				t.Errorf("control %q: direction %d, want %d", c, got, r.dir)
			}
		}
	}
}
