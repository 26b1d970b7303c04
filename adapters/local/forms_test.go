package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// portal is a page with three forms, each with its own submit button, and nav links.
func portal(value string) *page {
	p := &page{}
	p.fill("e1", "textbox", "Email", value).near("Sign in")
	p.click("button", "Sign in", "").near("Sign in")
	p.fill("e3", "searchbox", "Search docs", value).near("Search the docs")
	p.click("button", "Go", "").near("Search the docs")
	p.fill("e5", "textbox", "Your email", value).near("Newsletter")
	p.click("button", "Subscribe", "").near("Newsletter")
	p.click("link", "Pricing", "http://127.0.0.1/pricing")
	return p
}

// TestSubmitOfTheNamedForm: after the value is typed, the submit control under the
// heading the goal names is pressed, not another form's.
func TestSubmitOfTheNamedForm(t *testing.T) {
	p := portal("tokio")
	req := fsm.SelectionRequest{Goal: "Search the docs for tokio", URL: "http://127.0.0.1/", Step: 2,
		Trace: []fsm.TraceEntry{done(1, fsm.ActFill, "searchbox Search docs", "tokio")}, Candidates: p.cands}
	a := mustSelect(t, New(Options{}), req)
	if a.Choice != byDesc(t, p.cands, `click button "Go"`) || verdict(a) != "passed" {
		t.Fatalf("want Go to pass the gates, got %s (%s)\n%s", a.Choice, verdict(a), dump(req, a))
	}
}

// TestValueThenNamedSubmitIsNotDoneAfterTheFill: "Sign in as X" is not done once X is in
// the field; the next step is pressing "Sign in".
func TestValueThenNamedSubmitIsNotDoneAfterTheFill(t *testing.T) {
	p := portal("alice@example.com")
	req := fsm.SelectionRequest{Goal: "Sign in as alice@example.com", URL: "http://127.0.0.1/", Step: 2,
		Trace: []fsm.TraceEntry{done(1, fsm.ActFill, "textbox Email", "alice@example.com")}, Candidates: p.cands}
	a := mustSelect(t, New(Options{}), req)
	if a.Completion >= 0.8 || a.Choice != byDesc(t, p.cands, `click button "Sign in"`) {
		t.Fatalf("want the Sign in button next, not completion; got %s, completion %.2f\n%s", a.Choice, a.Completion, dump(req, a))
	}
}

// TestFieldsTheClauseSays: of fields the clause's cue fits alike, the one whose label
// says the clause and little more; a search box's label says what it searches, not
// where a value goes, while the goal searches for nothing and another field is offered.
func TestFieldsTheClauseSays(t *testing.T) {
	payroll := new(page)
	for _, who := range []string{"George Obi", "Aisha Bello"} {
		payroll.fill("h"+who, "spinbutton", "Hours for "+who, "171").near(who + " Drivers")
		payroll.fill("o"+who, "spinbutton", "Overtime hours for "+who, "171").near(who + " Drivers")
	}
	expenses := new(page).fill("q", "textbox", "Search expenses", "Airport taxi").near("Expenses").
		fill("what", "textbox", "What was it for?", "Airport taxi").near("Add an expense").
		click("button", "Save expense", "").near("Add an expense")
	names := new(page).fill("f", "textbox", "First name as it appears on official documents", "Grace").
		fill("l", "textbox", "Last name", "Grace").fill("f", "textbox", "First name as it appears on official documents", "Okafor").
		fill("l", "textbox", "Last name", "Okafor")
	users := new(page).fill("q", "searchbox", "Search users", "spammer99").near("Users").
		fill("u", "textbox", "New account name", "spammer99").near("Create an account").
		click("button", "Create account", "").near("Create an account")
	runReading(t, []readingCase{
		{name: "the label that says the clause and no more", goal: "hours for George: 171", page: payroll, want: `"Hours for George Obi"`},
		{name: "another value's words say no label for this one", goal: "first name Grace, last name Okafor", page: names},
		{name: "a search box is for searching", goal: "fill in an expense: Airport taxi", page: expenses, want: `"What was it for?"`},
		{name: "a search box finds what the goal acts on", goal: "delete the user spammer99", page: users, want: `"Search users"`},
	})
}
