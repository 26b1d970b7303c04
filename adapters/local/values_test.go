package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// offerAll adds a fill of every value into every field (target, role, label, input type).
func offerAll(p *page, values []string, fields ...[4]string) *page {
	for _, f := range fields {
		for _, v := range values {
			p.fill(f[0], f[1], f[2], v).typed(f[3])
		}
	}
	return p
}

// TestReadingValues states the rules that pair values with fields and say when a form is
// sent.
func TestReadingValues(t *testing.T) {
	loan := offerAll(new(page), []string{"7500", "15", "7.1"},
		[4]string{"r", "spinbutton", "Interest rate (%)", "number"}, [4]string{"y", "spinbutton", "Term (years)", "number"},
		[4]string{"a", "spinbutton", "Loan amount ($)", "number"}).click("button", "Compute", "").click("button", "Clear", "")
	ship := offerAll(new(page), []string{"60614", "94103", "12"},
		[4]string{"w", "spinbutton", "Weight in kg", "number"}, [4]string{"s", "textbox", "Sender ZIP code", "text"},
		[4]string{"d", "textbox", "Recipient ZIP code", "text"}, [4]string{"l", "spinbutton", "Length in cm", "number"}).
		click("clickable", "Get estimate", "")
	contact := offerAll(new(page), []string{"Alan Turing", "chen.wong@example.net", "555-0134"},
		[4]string{"e", "textbox", "Email", "text"}, [4]string{"p", "textbox", "Phone", "text"},
		[4]string{"n", "textbox", "Full name", "text"}, [4]string{"b", "textbox", "About you", "text"})
	birth := offerAll(new(page), []string{"14/03/1990"}, [4]string{"n", "textbox", "Full name", "text"},
		[4]string{"d", "textbox", "Date of birth", "text"}, [4]string{"c", "textbox", "Customer since", "text"})
	stay := offerAll(new(page), []string{"2026-05-23", "2026-05-19"}, [4]string{"o", "textbox", "Check-out", "text"},
		[4]string{"i", "textbox", "Check-in", "text"}).click("button", "Show rooms", "")
	transfer := new(page).sel("to", "To", "City Water Utility").listed().
		fill("r", "textbox", "Reference", "1200").click("clickable", "Send money", "").near("Transfer money")
	editor := new(page).fill("t", "textbox", "Title", "Notes from the trail").fill("b", "textbox", "Body", "Notes from the trail").
		click("clickable", "Save draft", "").click("clickable", "Publish", "")
	product := new(page).sel("q", "Quantity", "2").listed().click("clickable", "Add to cart", "").near("Cordless drill 18V").
		click("clickable", "Buy it now", "").near("Cordless drill 18V").click("clickable", "♡", "").near("Cordless drill 18V")
	runReading(t, []readingCase{
		{name: "the words after a number name its field", goal: "Calculate the monthly payment for a 7500 dollar loan over 15 years at 7.1% interest",
			page: loan, want: `"Loan amount ($)" with "7500"`},
		{name: "a computation is sent with its form's only button", goal: "Calculate the monthly payment for a 7500 dollar loan over 15 years at 7.1% interest",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "r", "7.1"), done(2, fsm.ActFill, "y", "15"), done(3, fsm.ActFill, "a", "7500")},
			page:  loan, want: `"Compute"`},
		{name: "from ZIP is the sender's ZIP, not a number field", goal: "Estimate shipping from ZIP 60614 to ZIP 94103 for a 12 kg parcel",
			page: ship, want: `"Sender ZIP code" with "60614"`},
		{name: "to ZIP is the recipient's ZIP", goal: "Estimate shipping from ZIP 60614 to ZIP 94103 for a 12 kg parcel",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "s", "60614")}, page: ship, want: `"Recipient ZIP code" with "94103"`},
		{name: "an estimate is sent with the control its verb names", goal: "Estimate shipping from ZIP 60614 to ZIP 94103 for a 12 kg parcel",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "s", "60614"), done(2, fsm.ActFill, "d", "94103"), done(3, fsm.ActFill, "w", "12")},
			page:  ship, want: `"Get estimate"`},
		{name: "a person's name goes to the name field", goal: "Fill in my contact details: Alan Turing, chen.wong@example.net, 555-0134",
			page: contact, want: `"Full name" with "Alan Turing"`},
		{name: "an email address goes to the Email field", goal: "Fill in my contact details: Alan Turing, chen.wong@example.net, 555-0134",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "n", "Alan Turing")}, page: contact, want: `"Email" with "chen.wong@example.net"`},
		{name: "a value after a comma belongs to the clause before", goal: "Enter my date of birth, 14/03/1990",
			page: birth, want: `"Date of birth"`},
		{name: "check-out is not check-in", goal: "Set the check-out date to 2026-05-23 and the check-in date to 2026-05-19",
			page: stay, want: `"Check-out" with "2026-05-23"`},
		{name: "check is no query verb: a button the goal does not name is not pressed", goal: "Check availability from 2026-05-19 to 2026-05-23",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "i", "2026-05-19"), done(2, fsm.ActFill, "o", "2026-05-23")},
			page:  stay, want: ""},
		{name: "a list that holds the value is the one meant", goal: "Send $1200 to City Water Utility",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "amount", "1200")}, page: transfer, want: `"City Water Utility"`},
		{name: "a span named by the clause's verb sends the form", goal: "Send $1200 to City Water Utility",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "amount", "1200"), done(2, fsm.ActSelect, "to", "City Water Utility")},
			page:  transfer, want: `"Send money"`},
		{name: "a noun after a determiner is no submit control", goal: "Give the post the title Notes from the trail and publish it",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "t", "Notes from the trail")}, page: editor, want: `"Publish"`},
		{name: "ordering is buying", goal: "Order 2 of the cordless drill 18v",
			trace: []fsm.TraceEntry{done(1, fsm.ActSelect, "q", "2")}, page: product, want: `"Buy it now"`},
	})
}

// TestQueryFormSendsOnlyItsOwnButton: after a computation's values are typed, the form is
// sent by a control its verb names or by the only button that stands in the filled
// field's form; a lone control elsewhere on the page (a header's "Log out" or "Menu", a
// "Dark mode" span, an app banner's "Get the app") is never pressed for it.
func TestQueryFormSendsOnlyItsOwnButton(t *testing.T) {
	loan := func(role, name, near string) *page {
		return new(page).fill("a", "textbox", "Loan amount", "7500").near("Loan calculator").click(role, name, "").near(near)
	}
	filled := []fsm.TraceEntry{done(1, fsm.ActFill, "a", "7500")}
	const calc = "Calculate the payment for a 7500 dollar loan"
	runReading(t, []readingCase{
		{name: "a header's Log out span", goal: calc, trace: filled, page: loan("clickable", "Log out", "Header"), want: ""},
		{name: "a Dark mode span", goal: calc, trace: filled, page: loan("clickable", "Dark mode", "Header"), want: ""},
		{name: "a header's Menu button", goal: calc, trace: filled, page: loan("button", "Menu", "Header"), want: ""},
		{name: "the only button of the loan form", goal: calc, trace: filled, page: loan("button", "Go", "Loan calculator"), want: `"Go"`},
		{name: "the control the verb names", goal: calc, trace: filled, page: loan("clickable", "Calculate", "Loan calculator"), want: `"Calculate"`},
		{name: "get is no query verb", goal: "Get a quote for 7500",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "e1", "7500")},
			page:  new(page).fill("e1", "textbox", "Amount", "7500").click("button", "Get the app", "").click("link", "Quote", "http://x/q"),
			want:  ""},
		{name: "a delete beside a cancel is not the search form's button", goal: "Search for kettle",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "e1", "kettle")},
			page:  new(page).fill("e1", "textbox", "Search", "kettle").click("button", "Remove all", "").near("Saved items").click("button", "Cancel", ""),
			want:  ""},
	})
}

// TestOnlyFieldTiedByItsLabel: the only field offered for a value is taken as the one the
// clause means when its label shows some of the clause's words, the clause names nothing,
// the field has no label of its own, or its section shows the clause's words and no other
// control shows more of them ("MM / YY" under "Expiry"). A field labelled for something
// else, tied to the clause only by its section's text, is not it while a control that
// shows more of the clause is offered: the clause's own field is still hidden ("return
// the car to a different place" is not the pick-up location beside a "Return the car to a
// different location" box).
func TestOnlyFieldTiedByItsLabel(t *testing.T) {
	car := func(label string) *page {
		return new(page).fill("e1", "combobox", label, "Manchester Piccadilly").near("Car hire with free cancellation").
			click("checkbox", "Return the car to a different location", "").near("Car hire with free cancellation").
			click("button", "Search cars", "").near("Car hire with free cancellation")
	}
	runReading(t, []readingCase{
		{name: "a label for something else", goal: "return the car to a different place: Manchester Piccadilly",
			page: car("Pick-up location")},
		{name: "the label shows the clause's words", goal: "return the car to a different place: Manchester Piccadilly",
			page: car("Return location"), want: `fill combobox "Return location"`},
		{name: "no label, the section shows the clause's words", goal: "drop-off place: Manchester Piccadilly",
			page: new(page).fill("e1", "textbox", "", "Manchester Piccadilly").near("Drop-off place").
				click("button", "Search cars", ""),
			want: `fill textbox ""`},
		{name: "the clause names nothing", goal: "Manchester Piccadilly please",
			page: car("Pick-up location"), want: `fill combobox "Pick-up location"`},
		{name: "a format label in the clause's section", goal: "my card expiry date is 08/27",
			page: new(page).fill("e1", "textbox", "MM / YY", "08/27").near("Expiry").
				click("checkbox", "Save card for later", "").near("Payment"),
			want: `fill textbox "MM / YY"`},
		{name: "a composer under the person's name", goal: "tell Sam in the chat: See you at 6",
			page: new(page).fill("e1", "textbox", "Write a message…", "See you at 6").near("Sam Patel").
				click("button", "Send", "").near("Sam Patel"),
			want: `fill textbox "Write a message…"`},
		{name: "another field among several, in the clause's section", goal: "additional driver: Sara Khan",
			page: new(page).fill("e1", "textbox", "Flight number", "Sara Khan").near("Driver details").
				fill("e2", "textbox", "Promo code", "Sara Khan").near("Payment").
				click("checkbox", "Add an additional driver (£11/day)", "").near("Driver details"),
			want: `"Add an additional driver (£11/day)"`}, // the box that shows the driver's field (reveal_test.go)
		{name: "a generic label in the clause's section", goal: "additional driver: Sara Khan",
			page: new(page).fill("e1", "textbox", "Full name", "Sara Khan").near("Additional driver").
				fill("e2", "textbox", "Promo code", "Sara Khan").near("Payment").
				click("checkbox", "Remove the additional driver", "").near("Additional driver"),
			want: `fill textbox "Full name"`},
	})
}

// TestFilterBoxIsForFiltering: a field whose label leads with "Filter" is a search box:
// it takes a value only for a clause that searches or filters ("filter the contacts to
// Priya"), never one that names another field's value ("a new contact, name Priya").
func TestFilterBoxIsForFiltering(t *testing.T) {
	contacts := func(value string) *page {
		return new(page).fill("e1", "textbox", "Filter contacts", value).
			fill("e2", "textbox", "Display name", value).near("New contact").
			click("button", "Save contact", "").near("New contact")
	}
	runReading(t, []readingCase{
		{name: "a value for a new record", goal: "add a new contact, display name Priya Shah",
			page: contacts("Priya Shah"), want: `fill textbox "Display name"`},
		{name: "a value to filter by", goal: "filter the contacts to Priya",
			page: contacts("Priya"), want: `fill textbox "Filter contacts"`},
		{name: "the only field for the value", goal: "show only the invoices from Acme",
			page: new(page).fill("e1", "textbox", "Filter invoices", "Acme").click("button", "New invoice", ""),
			want: `fill textbox "Filter invoices"`},
		{name: "a filter that is the thing", goal: "register my purifier, the cartridge is an X200",
			page: new(page).fill("e1", "textbox", "Filter cartridge", "X200").near("Register your purifier").
				fill("e2", "textbox", "Serial number", "X200").near("Register your purifier").
				click("button", "Register", "").near("Register your purifier"),
			want: `fill textbox "Filter cartridge"`},
	})
	d := New(Options{})
	req := fsm.SelectionRequest{Goal: "point shop.example.org at 198.51.100.4 (A record)", URL: "http://127.0.0.1/",
		Candidates: new(page).fill("e1", "textbox", "Filter records", "shop").
			fill("e2", "textbox", "Name (@ for root)", "shop").near("Add a record").
			fill("e3", "textbox", "Value", "shop").near("Add a record").cands}
	if a := mustSelect(t, d, req); a.Choice == "1" && verdict(a) == "passed" {
		t.Errorf("the filter box takes a record's value\n%s", dump(req, a))
	}
}

// TestSearchBoxIsNotWhereAValueIsPut: a search box takes a value the goal searches for,
// or names by the noun the box searches ("order 40213" in "Search orders"), never one the
// goal puts to another use ("add a note …: split with Jo").
func TestSearchBoxIsNotWhereAValueIsPut(t *testing.T) {
	ledger := func(value string) *page {
		return new(page).fill("e1", "searchbox", "Search transactions", value).
			click("button", "Add note", "").near("2 Dec Pret A Manger −£7.45").
			click("button", "Add note", "").near("1 Dec Tesco −£64.20")
	}
	runReading(t, []readingCase{
		{name: "a note for a row", goal: "add a note to the Pret A Manger transaction: split with Jo",
			page: ledger("split with Jo"), want: ""},
		{name: "a search the goal asks for", goal: "search the transactions for Pret",
			page: ledger("Pret"), want: `fill searchbox "Search transactions"`},
		{name: "a goal that only names what it wants", goal: "transactions at Pret",
			page: ledger("Pret"), want: `fill searchbox "Search transactions"`},
		{name: "a thing the goal names by its noun", goal: "cancel my order 40213",
			page: new(page).fill("e1", "searchbox", "Search orders", "40213").click("link", "Help", "http://127.0.0.1/help"),
			want: `fill searchbox "Search orders"`},
		{name: "a verb's quoted text", goal: "comment 'great work' on Maya's photo",
			page: new(page).fill("e1", "searchbox", "Search comments", "great work").near("Comments").
				click("link", "Maya's photo", "http://127.0.0.1/p/9")},
		{name: "a message for a chat", goal: "message the group chat: Can't make it, sorry",
			page: new(page).fill("e1", "searchbox", "Search chats", "Can't make it, sorry").
				click("link", "Thursday climbing", "http://127.0.0.1/c/climb"), want: ""},
	})
}
