package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// at sets the last candidate's page position.
func (p *page) at(pos int) *page {
	p.cands[len(p.cands)-1].Position = pos
	return p
}

// typed sets the last candidate's input type.
func (p *page) typed(t string) *page {
	p.cands[len(p.cands)-1].InputType = t
	return p
}

// ticked marks the last candidate a ticked box.
func (p *page) ticked() *page {
	c := &p.cands[len(p.cands)-1]
	on := true
	c.Checked = &on
	c.Description += " (checked)"
	return p
}

// readingCase is a goal in plain English, a page, a trace, and the candidate that must
// pass the gates (a substring of its description), or "" for no candidate passing.
type readingCase struct {
	name, goal string
	trace      []fsm.TraceEntry
	page       *page
	want       string
}

func runReading(t *testing.T, cases []readingCase) {
	t.Helper()
	runReadingText(t, "", cases)
}

// runReadingText runs reading cases on pages whose visible text is text.
func runReadingText(t *testing.T, text string, cases []readingCase) {
	t.Helper()
	d := New(Options{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", PageText: text, Trace: c.trace, Candidates: c.page.cands}
			a := mustSelect(t, d, req)
			if c.want == "" {
				if verdict(a) == "passed" {
					t.Fatalf("want no candidate to pass\n%s", dump(req, a))
				}
				return
			}
			if a.Choice != byDesc(t, c.page.cands, c.want) || verdict(a) != "passed" {
				t.Fatalf("want %s to pass\n%s", c.want, dump(req, a))
			}
		})
	}
}

func TestReadingWords(t *testing.T) {
	runReading(t, []readingCase{
		{name: "one-character token", goal: "Close the dialog with the x",
			page: new(page).click("button", "x", "").near("Welcome").click("button", "OK", "").near("Welcome"),
			want: `"x"`},
		{name: "numbered item", goal: "Open item #1",
			page: new(page).click("link", "Item #2", "http://127.0.0.1/i/2").click("link", "Item #1", "http://127.0.0.1/i/1"),
			want: `"Item #1"`},
		{name: "digit name", goal: "Click 3",
			page: new(page).click("button", "1", "").click("button", "2", "").click("button", "3", ""),
			want: `"3"`},
		{name: "marker word is not content", goal: "Click the link called Pricing",
			page: new(page).click("link", "Pricing", "http://127.0.0.1/pricing").click("link", "Call us", "http://127.0.0.1/call"),
			want: `"Pricing"`},
		{name: "quoted label matched exactly", goal: `Click the "OK" button`,
			page: new(page).click("button", "OK, got it", "").click("button", "OK", ""),
			want: `click button "OK"`},
		{name: "quoted label with a comma", goal: `Press "Yes, continue"`,
			page: new(page).click("button", "Yes", "").click("button", "Yes, continue", "").click("button", "No", ""),
			want: `"Yes, continue"`},
		{name: "role word filters: tab", goal: "Open the Reviews tab",
			page: new(page).click("link", "Reviews", "http://127.0.0.1/reviews").click("tab", "Reviews", "").click("tab", "Details", ""),
			want: `click tab "Reviews"`},
		{name: "role word filters: checkbox", goal: "Tick the Newsletter checkbox",
			page: new(page).click("link", "Newsletter", "http://127.0.0.1/news").click("checkbox", "Newsletter", ""),
			want: `click checkbox "Newsletter"`},
		{name: "role word filters: icon", goal: "Click the trash icon",
			page: new(page).click("link", "Trash", "http://127.0.0.1/trash").click("clickable", `icon "trash"`, ""),
			want: `icon \"trash\"`},
		{name: "extra words do not dilute an exact name", goal: "Expand the section below",
			page: new(page).click("button", "Expand", "").click("button", "Print", ""),
			want: `"Expand"`},
	})
}

func TestReadingPositions(t *testing.T) {
	results := func() *page {
		p := new(page)
		p.click("link", "Home", "http://127.0.0.1/").at(1)
		p.click("link", "Rust book", "http://127.0.0.1/r/1").near("Results").at(4)
		p.click("link", "Tokio guide", "http://127.0.0.1/r/2").near("Results").at(5)
		p.click("link", "Async primer", "http://127.0.0.1/r/3").near("Results").at(6)
		p.click("link", "About", "http://127.0.0.1/about").at(9)
		return p
	}
	searched := []fsm.TraceEntry{done(0, fsm.ActFill, "searchbox Search", "rust"), done(1, fsm.ActClick, "button Search", "")}
	runReading(t, []readingCase{
		{name: "the 2nd text box", goal: "Enter hello into the 2nd text box",
			page: new(page).fill("a", "textbox", "C", "hello").at(3).fill("b", "textbox", "A", "hello").at(1).fill("c", "textbox", "B", "hello").at(2),
			want: `"B"`},
		{name: "the third link", goal: "Click the third link",
			page: results(), want: `"Tokio guide"`},
		{name: "the last result", goal: "Search for rust and open the last result", trace: searched,
			page: results(), want: `"Async primer"`},
		{name: "the second result", goal: "Search for rust, then open the second result", trace: searched,
			page: results(), want: `"Tokio guide"`},
		{name: "the cheapest", goal: "Open the cheapest flight",
			page: new(page).click("link", "Lisbon 08:10", "http://127.0.0.1/f/1").near("Flight 1 $320").at(1).
				click("link", "Lisbon 11:45", "http://127.0.0.1/f/2").near("Flight 2 $189").at(2).
				click("link", "Lisbon 18:05", "http://127.0.0.1/f/3").near("Flight 3 $240").at(3),
			want: `"Lisbon 11:45"`},
		{name: "a tie on price decides nothing", goal: "Open the cheapest flight",
			page: new(page).click("link", "A", "http://127.0.0.1/f/1").near("$10").at(1).
				click("link", "B", "http://127.0.0.1/f/2").near("$10").at(2),
			want: ""},
	})
}

// TestReadingPagerControls: "next page" names the pager's Next (a link or a role-less
// clickable, among the numbered pages), not the step after this one; two controls that
// both say Next are not told apart.
func TestReadingPagerControls(t *testing.T) {
	pager := func(next ...string) *page {
		p := new(page).click("clickable", "‹ Prev", "").at(1).click("clickable", "2", "").at(2).click("clickable", "4", "").at(3)
		for i, n := range next {
			p.click("clickable", n, "").at(4 + i)
		}
		return p.click("clickable", "Load more", "").at(9)
	}
	runReading(t, []readingCase{
		{name: "next page, a span", goal: "Next page", page: pager("Next"), want: `"Next"`},
		{name: "the next page, a link", goal: "Go to the next page",
			page: new(page).click("link", "3", "http://127.0.0.1/?page=3").click("link", "Next ›", "http://127.0.0.1/?page=4"),
			want: `"Next ›"`},
		{name: "two Next controls", goal: "Next page", page: pager("Next", "Next"), want: ""},
		{name: "no Next control", goal: "Next page", page: pager(), want: ""},
		{name: "a submit button beats a link of the same name", goal: "Search for rust",
			page: new(page).click("link", "Search", "http://127.0.0.1/search").fill("q", "searchbox", "Search", "rust").click("button", "Search", ""),
			want: `fill searchbox`},
		{name: "then the button, not the link", goal: "Search for rust",
			trace: []fsm.TraceEntry{done(0, fsm.ActFill, "searchbox Search", "rust")},
			page:  new(page).click("link", "Search", "http://127.0.0.1/search").click("button", "Search", ""),
			want:  `click button "Search"`},
	})
}

func TestReadingSequencesAndState(t *testing.T) {
	buttons := func() *page {
		return new(page).click("button", "TWO", "").at(1).click("button", "ONE", "").at(2)
	}
	boxes := func(apple bool) *page {
		p := new(page).click("checkbox", "Apple", "").at(1)
		if apple {
			p.ticked()
		}
		return p.click("checkbox", "Kiwi", "").at(2).click("checkbox", "Plum", "").at(3).click("button", "Submit", "").at(4)
	}
	runReading(t, []readingCase{
		{name: "first ONE", goal: "Click first ONE, then TWO", page: buttons(), want: `"ONE"`},
		{name: "then TWO", goal: "Click first ONE, then TWO",
			trace: []fsm.TraceEntry{done(0, fsm.ActClick, "button ONE", "")}, page: buttons(), want: `"TWO"`},
		{name: "TWO first is not ONE", goal: "Click first ONE, then TWO",
			trace: []fsm.TraceEntry{done(0, fsm.ActClick, "button TWO", "")}, page: buttons(), want: `"ONE"`},
		{name: "a ticked box counts as done", goal: "Select Apple and Kiwi and press Submit",
			page: boxes(true), want: `"Kiwi"`},
		{name: "select nothing", goal: "Select nothing and click Submit",
			page: boxes(false), want: `"Submit"`},
		{name: "none of them", goal: "Choose none of them, then press Submit",
			page: boxes(false), want: `"Submit"`},
		{name: "a second option adds", goal: "Select Red and Blue in the colors list",
			trace: []fsm.TraceEntry{done(0, fsm.ActSelect, "listbox Colors", "Red")},
			page: new(page).add(fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActSelect, Target: "l", Value: "Blue"},
				Description: `select "Blue" in listbox "Colors"`, Role: "listbox", Name: "Colors"}),
			want: `"Blue"`},
		{name: "a prefix typed is not the end", goal: "Enter an animal that starts with Sti",
			trace: []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Animal", "Sti")},
			page:  new(page).click("option", "Stingray", "").click("option", "Tiger", ""),
			want:  `"Stingray"`},
		{name: "a value that begins a name the goal says is typed into the field the goal names", goal: "Add Maria Garcia as the reviewer",
			page: new(page).fill("c", "textbox", "City", "Mari").fill("r", "textbox", "Reviewer", "Mari"),
			want: `"Reviewer" with "Mari"`},
		{name: "then the suggestion showing the whole name is picked", goal: "Add Maria Garcia as the reviewer",
			trace: []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Reviewer", "Mari")},
			page: new(page).click("clickable", "Mario Rossi", "").click("clickable", "Maria Garcia", "").
				click("clickable", "Marianne Dupont", "").fill("c", "textbox", "City", "Mari"),
			want: `"Maria Garcia"`},
		{name: "a word in capitals is a label, not a pronoun", goal: "Click the ONE button",
			page: new(page).click("button", "FIVE", "").click("button", "TWO", "").click("button", "ONE", ""),
			want: `"ONE"`},
	})
}

func TestReadingValuesToFields(t *testing.T) {
	twoFields := func(a, b string) *page {
		p := new(page)
		for _, v := range []string{a, b} {
			p.fill("author", "textbox", "Author", v).at(1).fill("year", "textbox", "Year", v).at(2).fill("title", "textbox", "Title", v).at(3)
		}
		return p
	}
	runReading(t, []readingCase{
		{name: "by X pairs with the author field", goal: "Find books by Tolkien from the year 1954",
			page: twoFields("Tolkien", "1954"), want: `"Author" with "Tolkien"`},
		{name: "year Y pairs with the year field", goal: "Find books by Tolkien from the year 1954",
			trace: []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Author", "Tolkien")},
			page:  twoFields("Tolkien", "1954"), want: `"Year" with "1954"`},
		{name: "an email goes into the email field", goal: "Register with alice@example.com",
			page: new(page).fill("n", "textbox", "Your details", "alice@example.com").fill("e", "textbox", "Contact", "alice@example.com").typed("email"),
			want: `"Contact"`},
		{name: "a date goes into the date field", goal: "Book the meeting for 2026-12-24",
			page: new(page).fill("t", "textbox", "Notes", "2026-12-24").fill("d", "textbox", "When", "2026-12-24").typed("date"),
			want: `"When"`},
	})
}

func TestReadingFormsAndLists(t *testing.T) {
	shop := func() *page {
		p := new(page)
		p.click("link", "Home", "http://127.0.0.1/s/").at(1)
		p.click("link", "Deals", "http://127.0.0.1/s/deals").at(2)
		p.click("link", "Price", "http://127.0.0.1/s/results?q=x&sort=price").at(3)
		p.click("link", "Newest", "http://127.0.0.1/s/results?q=x&sort=new").at(4)
		p.click("link", "Camp griddle", "http://127.0.0.1/s/item?id=a").near("Camp griddle").at(5)
		p.click("link", "Skillet set", "http://127.0.0.1/s/item?id=b").near("Skillet set").at(6)
		p.click("link", "Care kit", "http://127.0.0.1/s/item?id=c").near("Care kit").at(7)
		p.click("link", "Next page", "http://127.0.0.1/s/results?q=x&page=2").near("Care kit").at(8)
		return p
	}
	searched := []fsm.TraceEntry{done(0, fsm.ActFill, "searchbox Search", "skillet"), done(1, fsm.ActClick, "button Search", "")}
	runReading(t, []readingCase{
		{name: "the sign-in form's field, not the sign-up form's", goal: "Sign in with my email bob@example.org",
			page: new(page).fill("a", "textbox", "Email", "bob@example.org").near("Sign in").typed("email").
				fill("b", "textbox", "Email", "bob@example.org").near("Create account").typed("email"),
			want: `(near "Sign in")`},
		{name: "log in reads as sign in; a search box is for searching", goal: "Log in with my username and password",
			page: new(page).fill("s", "searchbox", "Search help", "dana_k").fill("l", "textbox", "Login", "dana_k").
				click("button", "Sign in", ""),
			want: `"Login" with "dana_k"`},
		{name: "list items share an href shape", goal: "Search for skillet and open the second result", trace: searched,
			page: shop(), want: `"Skillet set"`},
		{name: "the last list item is not the pager", goal: "Search for skillet and open the last result", trace: searched,
			page: shop(), want: `"Care kit"`},
	})
}

// TestOnlyFieldNotTakenWhenTheGoalNamesAnother: "Set the reminder time to 07:45" with
// only a "What" text field offered (the time field is not offered): the value has
// nowhere to go, rather than into the field the goal does not name.
func TestOnlyFieldNotTakenWhenTheGoalNamesAnother(t *testing.T) {
	runReading(t, []readingCase{
		{name: "the reminder time", goal: "Set the reminder time to 07:45",
			page: new(page).fill("w", "textbox", "What", "07:45").click("button", "Save reminder", ""), want: ""},
		{name: "a field the goal names nothing about", goal: "Type hello into the box",
			page: new(page).fill("w", "textbox", "What", "hello"), want: `"What"`},
	})
}

// TestPickerShapedValueNeedsItsField: a time goes into a time field, or into a field whose
// label says what the goal names, never into another plain field.
func TestPickerShapedValueNeedsItsField(t *testing.T) {
	runReading(t, []readingCase{
		{name: "a time under a heading the goal names", goal: "Set the reminder time to 07:45",
			page: new(page).fill("w", "textbox", "What", "07:45").near("New reminder"), want: ""},
		{name: "a time field", goal: "Set the reminder time to 07:45",
			page: new(page).fill("w", "textbox", "What", "07:45").near("New reminder").fill("t", "textbox", "At", "07:45").typed("time"),
			want: `"At"`},
		{name: "a plain field the goal names", goal: "Set the reminder time to 07:45",
			page: new(page).fill("w", "textbox", "Reminder time", "07:45"), want: `"Reminder time"`},
	})
}

func TestReadingVerbAndList(t *testing.T) {
	listbox := func(v string) fsm.Candidate {
		return fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActSelect, Target: "l", Value: v},
			Description: `select "` + v + `" in listbox "Topics you follow"`, Role: "listbox", Name: "Topics you follow"}
	}
	runReading(t, []readingCase{
		{name: "a list of values continues its clause", goal: "Follow the topics Cooking and Politics",
			trace: []fsm.TraceEntry{done(0, fsm.ActSelect, "listbox Topics you follow", "Cooking")},
			page:  new(page).add(listbox("Politics")), want: `"Politics"`},
		{name: "the verb names the control, the page words the rest differently", goal: "Choose Express shipping",
			page: new(page).click("radio", "Express 1–2 business days, $9.99", "").near("Delivery").
				click("radio", "Standard 3–5 business days, free", "").near("Delivery"),
			want: `"Express`},
		{name: "the verb's control for another object is not the clause's object", goal: "lower the attic fan",
			page: new(page).click("button", "Lower blind height", "").near("Living room").click("button", "Lights off", "").near("Living room"),
			want: ""},
		{name: "the verb's control alone does the clause's act", goal: "pause the podcast",
			page: new(page).click("button", "Pause", "").near("Now playing").click("button", "Skip ahead", "").near("Now playing"),
			want: `"Pause"`},
		{name: "a demonstrative before a noun is no pronoun object", goal: "print this boarding pass",
			page: new(page).click("button", "Print receipt", "").near("Payment complete").click("link", "Manage booking", "http://127.0.0.1/manage"),
			want: ""},
		{name: "a pronoun object leaves the control's object to the page", goal: "save it for later",
			page: new(page).click("button", "Save to wishlist", "").near("Linen shirt").click("button", "Add to basket", "").near("Linen shirt"),
			want: `"Save to wishlist"`},
		{name: "a named thing missing from the page blocks the verb's control", goal: "Sign in with Google",
			page: new(page).click("button", "Sign in", "").near("Member login").click("link", "Create account", "http://127.0.0.1/register"),
			want: ""},
		{name: "a box named by the verb and another thing is not a thing the page lacks", goal: "Please add a roof box",
			page: new(page).click("checkbox", "Add snow chains", "").near("Extras").click("checkbox", "Child seat", "").near("Extras"),
			want: ""},
		{name: "a box named by the verb and the clause's thing", goal: "Add snow chains",
			page: new(page).click("checkbox", "Add snow chains", "").near("Extras").click("checkbox", "Child seat", "").near("Extras"),
			want: `"Add snow chains"`},
		{name: "a kind the page lacks filters nothing", goal: "Switch to the 'Reviews' tab",
			page: new(page).click("link", "Description", "http://127.0.0.1/p#description").click("link", "Reviews", "http://127.0.0.1/p#reviews"),
			want: `"Reviews"`},
	})
}

// TestPicksStayWithinWhatTheClauseSays: the four ordinal picks a wider observation (role-
// less clickables) once got wrong, as plain-English goals.
func TestPicksStayWithinWhatTheClauseSays(t *testing.T) {
	mail := func() *page {
		p := new(page)
		for i, who := range []string{"Ana", "Ben", "Cy", "Dee", "Eli"} {
			p.click("clickable", who+" Lunch?", "").at(2*i + 1)
			p.click("icon", "Mark as read", "").at(2*i + 2)
			p.cands[len(p.cands)-1].Description += " [" + who + "]"
		}
		return p
	}
	runReading(t, []readingCase{
		{name: "the first delivery option is a radio under Delivery", goal: "Select the first delivery option",
			page: new(page).click("clickable", "★", "").at(1).click("clickable", "★★", "").at(2).
				click("radio", "Next day", "").near("Delivery").at(5).click("radio", "Standard", "").near("Delivery").at(6),
			want: `"Next day"`},
		{name: "the last page is the pager's control", goal: "Go to the last page",
			page: new(page).click("link", "1", "http://127.0.0.1/p?page=1").at(1).click("link", "2", "http://127.0.0.1/p?page=2").at(2).
				click("link", "Last", "http://127.0.0.1/p?page=9").at(3).click("clickable", "Load more", "").at(4),
			want: `"Last"`},
		{name: "a row the page does not offer", goal: "View the 4th row",
			page: new(page).click("clickable", "Name", "").at(1).click("clickable", "Date", "").at(2).
				click("clickable", "Total", "").at(3).click("clickable", "Status", "").at(4).click("clickable", "Notes", "").at(5),
			want: ""},
		{name: "the fourth email's mark-as-read", goal: "Mark the fourth email as read",
			page: mail(), want: `[Dee]`},
	})
}
