package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// selOption is a select candidate whose value is an option's value and whose label a
// person reads ("main" for "Mainsail").
func (p *page) selOption(name, value, label string) *page {
	p.sel("", name, value)
	p.cands[len(p.cands)-1].Option = &fsm.Option{Value: value, Label: label}
	return p
}

// TestOptionLabelMention: a select value given as its option's value is said by the
// option's label, where the goal asks no question, does not negate it, does not say it
// inside another control's name and no other option gives the value another label.
func TestOptionLabelMention(t *testing.T) {
	loft := new(page).selOption("Which sail?", "main", "Mainsail").
		selOption("Which sail?", "jib", "Jib").
		click("checkbox", "New mainsail cover", "").near("Canvas work").
		click("button", "Order a new mainsail…", "").
		click("button", "Send repair request · £30 inspection fee", "")
	shop := new(page).selOption("Size", "s", "Small").selOption("Size", "m", "Medium").
		selOption("Shipping", "s", "Standard").selOption("Shipping", "nd", "Next day").
		selOption("Section", "mm", "Main").
		click("button", "Main menu", "").
		click("button", "Cancel", "").
		click("link", "Find a doctor", "http://127.0.0.1/doctors").
		selOption("Title", "dr", "Doctor").
		click("button", "Add to basket", "")
	diner := new(page).selOption("Guests", "g10", "10").selOption("Guests", "g4", "4").
		selOption("Doneness", "m", "Medium").selOption("Doneness", "r", "Rare").
		selOption("Portion", "md", "Medium").selOption("Portion", "lg", "Large").
		click("link", "Opening hours", "http://127.0.0.1/hours").
		click("link", "Private dining for 10 or more", "http://127.0.0.1/private").
		click("button", "Book a table", "")
	runReading(t, []readingCase{
		{name: "the label the goal says", goal: "it's the mainsail", page: loft, want: `select "main"`},
		{name: "a number label at the goal's end", goal: "table for 10", page: diner, want: `select "g10"`},
		{name: "before a word of its select's name", goal: "rare doneness please", page: diner, want: `select "r"`},
		{name: "the other label", goal: "the jib, please", page: loft, want: `select "jib"`},
		{name: "one label of its own", goal: "medium please", page: shop, want: `select "m"`},
	})
	// Where the label is not said as the value to set, no option is selected (what else
	// the goal does is not this test's).
	d := New(Options{})
	for _, c := range []readingCase{
		{name: "a question sets nothing", goal: "is the mainsail included?", page: loft},
		{name: "nor a label after a negation", goal: "not the mainsail, the jib", page: loft, want: `select "jib"`},
		{name: "a control's whole name is that control's", goal: "back to the main menu", page: shop},
		{name: "the link's name holds the label", goal: "find a doctor near me", page: shop},
		{name: "a value two labels share is said by neither", goal: "the standard size is fine", page: shop},
		{name: "a question without its mark", goal: "is the mainsail included", page: loft},
		{name: "set aside", goal: "any sail except the mainsail", page: loft},
		{name: "traded: never the one set aside", goal: "swap the mainsail for the jib", page: loft, want: `select "jib"`},
		{name: "refused", goal: "no mainsail, just the jib", page: loft},
		{name: "qualifying another noun", goal: "mainsail care tips please", page: loft},
		{name: "a number before its noun", goal: "I'll be 10 minutes late", page: diner},
		{name: "a label two values share", goal: "a medium portion", page: diner},
		{name: "a number asked about", goal: "is 10 too many for one table", page: diner},
		{name: "a clause a question word leads", goal: "table for 10, what are the opening hours", page: diner},
		{name: "said inside a control's name", goal: "private dining for 10", page: diner},
	} {
		req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", Candidates: c.page.cands}
		a := mustSelect(t, d, req)
		for _, cand := range c.page.cands {
			if cand.Label == a.Choice && cand.Action == fsm.ActSelect && verdict(a) == "passed" && (c.want == "" || !strings.Contains(cand.Description, strings.TrimPrefix(c.want, "select "))) {
				t.Errorf("%s: %q selected %s\n%s", c.name, c.goal, cand.Description, dump(req, a))
			}
		}
	}
}
