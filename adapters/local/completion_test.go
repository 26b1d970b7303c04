package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

func TestCompletion(t *testing.T) {
	searchDone := []fsm.TraceEntry{done(0, fsm.ActFill, "searchbox Search docs", rustQuery)}
	searched := append(searchDone[:1:1], done(1, fsm.ActClick, "button Search", ""))
	cases := []struct {
		name, goal, url, text string
		trace                 []fsm.TraceEntry
		page                  *page
		high                  bool
	}{
		{name: "step 0 search", goal: "Search for Rust async examples", url: "http://127.0.0.1/",
			page: searchPage()},
		{name: "step 0 form", goal: "Fill name with Alice and email with alice@example.com and press the button",
			text: "Contact us. Name, Email.", page: formPage()},
		{name: "step 0 product page with an add-to-cart label", goal: "Add it to the cart",
			text: "Shirt. Add to cart. Buy now.", page: productPage()},
		{name: "step 0 a status with another number is not this goal's", goal: "change it to 6 people",
			text: "Booked: Sat 5 Dec, 18:00 · 4 people.", page: new(page).click("combobox", "Party size 2 people ▾", "")},
		{name: "step 0 a status showing no number may report a goal with one", goal: "pay the £40 electricity bill",
			text: "Payment successful. Thank you for paying your electricity bill.",
			page: new(page).click("link", "Pay another bill", "http://127.0.0.1/pay").click("button", "Pay electricity bill", ""), high: true},
		{name: "step 0 a status with the goal's number is", goal: "book it for 6 people",
			text: "Booked: Sat 5 Dec, 18:00 · 6 people.", page: new(page).click("link", "Blog", ""), high: true},
		{name: "step 0 page already says so", goal: "Subscribe to the newsletter",
			text: "You are subscribed to the newsletter. Thank you!", page: new(page).click("link", "Blog", ""), high: true},
		{name: "fill without submit", goal: "Fill name with Alice and press the button",
			trace: []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Name", "Alice")}, page: formPage()},
		{name: "fill and submit", goal: "Fill name with Alice and press the button",
			trace: []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Name", "Alice"), done(1, fsm.ActClick, "button Submit", "")},
			page:  formPage(), high: true},
		{name: "submit before fill", goal: "Fill name with Alice and press the button",
			trace: []fsm.TraceEntry{done(0, fsm.ActClick, "button Submit", ""), done(1, fsm.ActFill, "textbox Name", "Alice")},
			page:  formPage()},
		{name: "fill not executed", goal: "Fill name with Alice and press the button",
			trace: []fsm.TraceEntry{{Action: fsm.ActFill, Target: "name", Value: "Alice", Outcome: fsm.OutcomeNotExecuted},
				done(1, fsm.ActClick, "button Submit", "")},
			page: formPage()},
		{name: "search submitted", goal: "Search for Rust async examples", trace: searched,
			url: "http://127.0.0.1/search?q=Rust+async+examples", page: resultsPage(), high: true},
		{name: "search value in the URL after the fill", goal: "Search for Rust async examples", trace: searchDone,
			url: "http://127.0.0.1/search?q=rust+async+examples", page: resultsPage(), high: true},
		{name: "search value in the page text only after the fill", goal: "Search for Rust async examples", trace: searchDone,
			url: "http://127.0.0.1/", text: "Suggestions: Rust async examples", page: searchPage()},
		{name: "search done, result not opened", goal: "Search for Rust async examples and open the most relevant result",
			trace: searched, url: "http://127.0.0.1/search?q=Rust+async+examples", text: "Results for Rust async examples",
			page: resultsPage()},
		{name: "added to cart", goal: "Choose Large in the size menu and add it to the cart",
			trace: []fsm.TraceEntry{done(0, fsm.ActSelect, "size", "Large"), done(1, fsm.ActClick, "e9", "")},
			text:  "Large added to your cart.", page: productPage(), high: true},
		{name: "added to cart, checkout still to do", goal: "Add it to the cart and proceed to checkout",
			trace: []fsm.TraceEntry{done(0, fsm.ActClick, "button Add to cart", "")},
			text:  "Added to your cart.", page: productPage()},
		{name: "status message after the last click", goal: "Fill name with Alice and press the button",
			trace: []fsm.TraceEntry{done(0, fsm.ActFill, "name", "Alice"), done(1, fsm.ActScroll, "page", fsm.ScrollDown),
				done(2, fsm.ActClick, "e5", "")},
			text: "Thanks, your message was sent.", page: formPage(), high: true},
		{name: "message typed", goal: "Type hello into the message box",
			trace: []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Message", "hello")}, page: formPage(), high: true},
		{name: "scrolled", goal: "Scroll down", trace: []fsm.TraceEntry{done(0, fsm.ActScroll, "page", fsm.ScrollDown)},
			page: searchPage(), high: true},
		{name: "scrolled the wrong way", goal: "Scroll down", trace: []fsm.TraceEntry{done(0, fsm.ActScroll, "page", fsm.ScrollUp)},
			page: searchPage()},
	}
	d := New(Options{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := fsm.SelectionRequest{Goal: c.goal, URL: c.url, PageText: c.text, Trace: c.trace, Step: len(c.trace), Candidates: c.page.cands}
			a := mustSelect(t, d, req)
			if high := a.Completion >= guards.CompletionThreshold; high != c.high {
				t.Errorf("completion %.2f, want high=%v\n%s", a.Completion, c.high, dump(req, a))
			}
			if len(c.trace) == 0 && !c.high && a.Completion > 0.1 {
				t.Errorf("completion %.2f at step 0", a.Completion)
			}
		})
	}
}

func TestSameTarget(t *testing.T) {
	long := "A very long link name that the core cuts to sixty characters in its trace"
	c := fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e7"}, Role: "link", Name: long, Description: "click link"}
	for target, want := range map[string]bool{
		"e7":                      true,
		"click link":              true,
		c.TargetSummary():         true,
		"link " + long[:59] + "…": true,
		"link " + long:            false,
		"link A…":                 false,
		"button " + long:          false,
		"link A very":             false,
		"":                        false,
	} {
		if got := sameTarget(&fsm.TraceEntry{Target: target}, &c); got != want {
			t.Errorf("sameTarget(%q) = %v, want %v", target, got, want)
		}
	}
	noName := fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e8"}}
	if !sameTarget(&fsm.TraceEntry{Target: "element"}, &noName) || sameTarget(&fsm.TraceEntry{Target: "element x"}, &noName) {
		t.Error("unnamed element summary")
	}
}
