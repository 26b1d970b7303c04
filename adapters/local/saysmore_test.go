package local

import "testing"

// TestSaysMoreLosesATie states says_more_tie: of two controls the clause's words fit
// alike, the one whose name says nothing the goal does not is meant; a name that adds
// only its leading act or operation neither loses nor wins the tie.
func TestSaysMoreLosesATie(t *testing.T) {
	remote := new(page).click("checkbox", "Remote", "").click("clickable", "Delete saved search: Go, Remote", "")
	track := new(page).click("switch", "Track clicks", "").click("switch", "Track bounces", "")
	leave := new(page).click("button", "Study leave", "").near("My balances").
		click("combobox", "Type of leave Choose a type…", "").near("New leave request")
	netflix := new(page).click("link", "Netflix transaction", "http://127.0.0.1/t/9").
		click("button", "Delete Netflix transaction", "").near("Netflix")
	survey := new(page).click("link", "Reader survey", "http://127.0.0.1/p/1").click("checkbox", "Select Reader survey", "")
	week := new(page).click("tab", "Week", "").click("button", "Previous week", "").click("button", "Next week", "")
	runReading(t, []readingCase{
		{name: "a word of direction says which one, not something else", goal: "show me the week after this one", page: week, want: ""},
		{name: "the control that says only the goal's words", goal: "remote only", page: remote, want: `"Remote"`},
		{name: "the goal's interface word is said", goal: "switch off Track clicks", page: track, want: `"Track clicks"`},
		{name: "a dropdown's prompt says no more", goal: "leave type: Study leave", page: leave, want: ""},
		{name: "an added act is no more said", goal: "the Netflix transaction should go", page: netflix, want: ""},
		{name: "an added operation is no more said", goal: "Reader survey", page: survey, want: ""},
	})
}
