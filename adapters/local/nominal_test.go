package local

import "testing"

// TestNounsMadeFromVerbs: a goal that names a place or a list by a noun made from a verb
// ("my payments", "the application") reaches the control named by the noun, never the
// control named by the verb ("Pay now", "Apply"), and a noun of that kind stays the
// clause's object ("Clear the selection"). Found in review of a derivation table that read
// the nouns as their verbs (b5c3f10, reverted): kept here so that no lexical change brings
// those choices back.
func TestNounsMadeFromVerbs(t *testing.T) {
	cases := []readingCase{
		{name: "the selection stays the object", goal: "Clear the selection",
			page: new(page).click("button", "Clear selection", "").click("button", "Clear search", ""),
			want: `"Clear selection"`},
		{name: "the foundation is the product", goal: "Add the foundation to the cart",
			page: new(page).click("button", "Add to cart", "").near("Matte foundation $24").
				click("button", "Add to cart", "").near("Lip balm $6"),
			want: `near "Matte foundation`},
	}
	// goal, the link the noun names, another link, the button the verb names
	for _, r := range [][4]string{
		{"Show my payments", "Payments", "Orders", "Pay now"},
		{"Open my subscriptions", "Subscriptions", "Library", "Subscribe"},
		{"Go to registration", "Registration", "Schedule", "Register"},
		{"Open the application", "Application", "Jobs", "Apply"},
		{"View my submissions", "Submissions", "Drafts", "Submit"},
		{"Open the posters", "Posters", "Prints", "Post"},
	} {
		p := new(page).click("link", r[1], "http://127.0.0.1/"+r[1]).
			click("link", r[2], "http://127.0.0.1/"+r[2]).click("button", r[3], "")
		cases = append(cases, readingCase{name: r[0] + ": not " + r[3], goal: r[0], page: p, want: `link "` + r[1] + `"`})
	}
	runReading(t, cases)
}
