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
		{name: "checking availability sends the form", goal: "Check availability from 2026-05-19 to 2026-05-23",
			trace: []fsm.TraceEntry{done(1, fsm.ActFill, "i", "2026-05-19"), done(2, fsm.ActFill, "o", "2026-05-23")},
			page:  stay, want: `"Show rooms"`},
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
