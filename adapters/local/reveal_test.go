package local

import "testing"

// TestReadingReveal states when a box, switch or disclosure is clicked first to show a
// value's field: its label names the value's clause and nothing else, no offered field
// is the value's, and it is not yet ticked or open.
func TestReadingReveal(t *testing.T) {
	driver := func(role string, ticked *bool) *page {
		p := new(page).fill("f", "textbox", "Flight number", "Sara Khan").near("Driver details").
			click(role, "Add an additional driver (£11/day)", "").near("Driver details")
		p.cands[len(p.cands)-1].Checked = ticked
		return p
	}
	no, yes := false, true
	filter := new(page).fill("q", "textbox", "Search", "Glasgow").click("checkbox", "Direct flights only", "")
	named := new(page).fill("n", "textbox", "Driver's full name", "Sara Khan").near("Driver details").
		click("checkbox", "Add an additional driver", "").near("Driver details")
	consent := new(page).fill("c", "textbox", "Comments", "no thanks").click("checkbox", "Partner offers", "")
	policy := new(page).fill("p", "textbox", "Policy number", "XPL-88213").
		click("checkbox", "Add insurance (£9.99/day)", "").near("Extras").click("button", "Continue", "")
	runReading(t, []readingCase{
		{name: "a code-shaped value beside a field named for codes buys no extra", goal: "insurance: XPL-88213", page: policy, want: ""},
		{name: "a value that answers no reveals nothing: the consent box stays", goal: "partner offers: no thanks", page: consent, want: ""},
		{name: "a box naming the clause shows the value's field", goal: "additional driver: Sara Khan", page: driver("checkbox", &no),
			want: `"Add an additional driver (£11/day)"`},
		{name: "a ticked box has shown it", goal: "additional driver: Sara Khan", page: driver("checkbox", &yes), want: ""},
		{name: "a plain button acts, it does not reveal", goal: "additional driver: Sara Khan", page: driver("button", nil), want: ""},
		{name: "a box naming more than the clause is an option of its own", goal: "flights from Glasgow", page: filter, want: ""},
		{name: "the value's own field offered, nothing is revealed", goal: "additional driver: Sara Khan", page: named,
			want: `"Driver's full name" with "Sara Khan"`},
	})
}
