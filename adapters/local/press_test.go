package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestEveryPressingVerbPressesTheNamedButton: after the entry, "press/hit/tap/click/push
// Submit" all press Submit; "hit" leading its clause is the verb, not a search hit.
func TestEveryPressingVerbPressesTheNamedButton(t *testing.T) {
	for _, verb := range []string{"press", "hit", "tap", "click", "push", "click on"} {
		for _, g := range []string{"Type hello into the box and " + verb + " Submit", "enter hello, then " + verb + " the submit button please"} {
			p := &page{}
			p.fill("e1", "textbox", "Comment", "hello").click("button", "Submit", "").click("button", "Cancel", "")
			req := fsm.SelectionRequest{Goal: g, URL: "http://127.0.0.1/", Step: 2, Candidates: p.cands,
				Trace: []fsm.TraceEntry{done(1, fsm.ActFill, "textbox Comment", "hello")}}
			a := mustSelect(t, New(Options{}), req)
			if a.Choice != byDesc(t, p.cands, `"Submit"`) || verdict(a) != "passed" {
				t.Errorf("%q: want Submit to pass\n%s", g, dump(req, a))
			}
		}
	}
}

// TestTheSubmitIsTheClausesOwn: after the entry, the press that finishes a clause is its
// form's, never a control that records something else for a search ("Save expense";
// "Track order" only names the order the search finds), leads with another act ("Notify
// me about new episodes", "Book a flight" for "find my booking") or shares only the
// clause's verb ("Add a child seat" for "add flight number").
func TestTheSubmitIsTheClausesOwn(t *testing.T) {
	after := func(target, value string) []fsm.TraceEntry {
		return []fsm.TraceEntry{done(1, fsm.ActFill, target, value)}
	}
	runReading(t, []readingCase{
		{name: "a search is not saved", goal: "find the museum expense", trace: after("searchbox Search expenses", "museum"),
			page: new(page).fill("e2", "textbox", "What was it for?", "museum").near("Add an expense").
				click("button", "Save expense", "").near("Add an expense").click("button", "Leave group", ""),
			want: ""},
		{name: "another act on the clause's thing", goal: "find the episode about lighthouse",
			trace: after("searchbox Search episodes", "lighthouse"),
			page: new(page).click("button", "Notify me about new episodes", "").near("Pocket History").
				click("button", "Follow", "").near("Pocket History"),
			want: ""},
		{name: "the verb's other thing", goal: "add flight number EZY2173", trace: after("textbox Flight number", "EZY2173"),
			page: new(page).click("button", "Add a child seat", "").near("Child seat (£9 per rental)").
				click("button", "Pay £78 now", "").near("VW Polo"),
			want: ""},
		{name: "the search's own button", goal: "search the docs for rate limits", trace: after("searchbox Search the docs", "rate limits"),
			page: new(page).click("button", "Search", "").near("Search the docs").click("button", "Save draft", "").near("Editor"),
			want: `"Search"`},
		{name: "the verb alone", goal: "add flight number EZY2173", trace: after("textbox Flight number", "EZY2173"),
			page: new(page).click("button", "Add", "").near("Flight number").click("button", "Pay £78 now", "").near("VW Polo"),
			want: `"Add"`},
		{name: "the searched thing in a submit's name", goal: "find my order 40213", trace: after("textbox Order number", "40213"),
			page: new(page).click("button", "Track order", "").click("button", "Cancel", ""),
			want: `"Track order"`},
		{name: "a record act that leads the name", goal: "look for order 40213", trace: after("searchbox Search orders", "40213"),
			page: new(page).click("button", "Order again", "").near("Order 39876").click("button", "Find order", ""),
			want: `"Find order"`},
		{name: "only the name's verb is the clause's word", goal: "find my booking ABC123", trace: after("textbox Booking reference", "ABC123"),
			page: new(page).click("button", "Book a flight", "").click("button", "Retrieve booking", ""),
			want: ""},
		{name: "the clause's thing after its verb", goal: "save this recipe",
			page: new(page).click("button", "Save to recipe box", "").near("Lemon & Thyme Roast Chicken").
				click("button", "Print recipe", "").near("Lemon & Thyme Roast Chicken"),
			want: `"Save to recipe box"`},
	})
}
