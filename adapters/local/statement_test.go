package local

import (
	"strings"
	"testing"
)

// TestTells: each row is a clause's words and whether it is a statement, which tells
// what an act after it is about instead of asking for anything.
func TestTells(t *testing.T) {
	v := newVocab()
	for words, want := range map[string]bool{
		"i changed my mind about the linen shirt": true,
		"my phone was stolen":                     true,
		"we can t make the 5th":                   true,
		"it s a sofa":                             true,
		"i ll take it in xl":                      false, // the speaker's act itself
		"we will pay cash":                        false,
		"cancel my booking":                       false,
		"what s on tonight":                       false, // a question
		"my profile":                              false, // a name, as a link's
		"our story":                               false,
	} {
		cl := clause{raw: strings.Fields(words)}
		v.readClause(&cl)
		if cl.statement != want {
			t.Errorf("%q: statement %v, want %v", words, cl.statement, want)
		}
	}
}

// TestReadingStatements: a statement before an act says what the act is on; after "and"
// it goes on, and a "don't" after it is no act.
func TestReadingStatements(t *testing.T) {
	salon := new(page).click("radio", "Haircut · 45 min · £30", "").near("Choose a service").
		click("radio", "Beard trim · 20 min · £15", "").near("Choose a service").
		click("radio", "Colour · 90 min · £60", "").near("Choose a service").click("button", "Continue", "")
	skills := new(page).click("checkbox", "SQL", "").near("Skills").click("checkbox", "Python", "").near("Skills").
		click("checkbox", "Power BI", "").near("Skills")
	plans := new(page).click("radio", "Fixed 12 · £1,284/yr", "").near("Tariffs").click("radio", "Flexible · £1,190/yr", "").near("Tariffs").
		click("button", "Switch to this tariff", "")
	product := new(page).click("radio", "Blue", "").near("Colour").click("radio", "Red", "").near("Colour").
		click("button", "Add to basket", "").click("button", "Checkout", "")
	warranty := new(page).click("button", "Add extended warranty", "").click("button", "Continue", "").click("button", "No thanks", "")
	runReading(t, []readingCase{
		{name: "a thing wanted is a step before an act on another object", goal: "I want the blue one, add it to my basket",
			page: product, want: `"Blue"`},
		{name: "a thing wanted is a step before an act of no object", goal: "I want it in red, check out", page: product, want: `"Red"`},
		{name: "a possessive and a noun names a link", goal: "my profile, edit the bio",
			page: new(page).click("link", "My orders", "http://127.0.0.1/orders").click("link", "My profile", "http://127.0.0.1/profile").
				click("link", "Help", "http://127.0.0.1/help"), want: `"My profile"`},
		// The statement is no step of its own: "Happy hour deals" never passes (it did at
		// 1.00); "Place order" leads, below the gates, as the told "happy" shows elsewhere.
		{name: "an act on an order follows a statement", goal: "I'm happy with it, place the order",
			page: new(page).click("button", "Place order", "").click("button", "Edit basket", "").click("link", "Happy hour deals", "http://127.0.0.1/h"),
			want: ""},
		{name: "a thing not wanted is no step", goal: "I don't want the extended warranty, continue", page: warranty, want: `"Continue"`},
		{name: "a pronoun stands for what the statement names", goal: "I'd like a haircut — pick that service", page: salon,
			want: `"Haircut`},
		{name: "after and the statement goes on", goal: "I use SQL and Power BI", page: skills, want: `"SQL"`},
		{name: "a don't after a statement is no act", goal: "I like Fixed 12 — pick it but don't switch yet", page: plans,
			want: `"Fixed 12`},
	})
}

// TestStatementNamingAValue: a statement that names a caller's value is where the value
// belongs, not context for the act after it (namesValue).
func TestStatementNamingAValue(t *testing.T) {
	zones := new(page).sel("z", "Time zone", "(GMT+09:00) Tokyo").listed().sel("z", "Time zone", "(GMT+00:00) London").listed().
		click("button", "Save settings", "")
	runReading(t, []readingCase{
		{name: "the statement's value", goal: "I live in Tokyo now, fix my time zone", page: zones, want: `"(GMT+09:00) Tokyo"`},
	})
}
