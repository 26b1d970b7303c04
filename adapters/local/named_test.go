package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// A clause whose only content is a submit name names a thing when a determiner stands
// before it, and a control the clause names outright, every word of it, is that clause's
// control, not any submit-like button beside it.
func TestClauseNamesItsControl(t *testing.T) {
	runReading(t, []readingCase{
		{name: "a submit name after a determiner is a thing", goal: "show me the comments",
			page: new(page).click("button", "Save project", "").click("button", "Share on X", "").
				click("tab", "Comments 4", "").click("tab", "Story", ""),
			want: `"Comments 4"`},
		{name: "the control the clause names", goal: "next page",
			page: new(page).click("button", "Subscribe", "").click("button", "Save Biscuit to favourites", "").
				click("button", "Save Mochi to favourites", "").click("clickable", "1", "").click("clickable", "Next page", ""),
			want: `"Next page"`},
		{name: "a switch the clause names, every word", goal: "text me updates",
			page: new(page).click("switch", "Text me updates", "").near("Updates").
				click("button", "Save preferences", "").near("Delivery preferences"),
			want: `"Text me updates"`},
		{name: "a bare submit still presses the form's button", goal: "save",
			page: new(page).click("button", "Save", "").click("link", "Saved items", "http://127.0.0.1/saved"),
			want: `"Save"`},
		{name: "two controls named alike decide nothing", goal: "next page",
			page: new(page).click("clickable", "Next page", "").click("link", "Next page", "http://127.0.0.1/p2"),
			want: ""},
	})
}

// Of two controls a clause's words fit alike, the one whose name states an act the goal
// does not ask for is not the one meant.
func TestUnaskedActLosesATie(t *testing.T) {
	runReading(t, []readingCase{
		{name: "open a record, not save it", goal: "open Otis's profile",
			page: new(page).click("link", "Otis Dog · 5 years · Greyhound", "http://127.0.0.1/pets#otis").
				click("button", "Save Otis to favourites", "").near("Otis Dog · 5 years · Greyhound").
				click("link", "Mochi Cat · 4 years", "http://127.0.0.1/pets#mochi"),
			want: `"Otis Dog`},
		{name: "expand an item, not add it", goal: "expand PSYC 101",
			page: new(page).click("button", "PSYC 101 · Introduction to Psychology · 3 credits", "").
				click("button", "Add PSYC 101 to cart", "").near("PSYC 101 · Introduction to Psychology · 3 credits"),
			want: `"PSYC 101 · Introduction`},
		{name: "the act the clause says", goal: "export my transactions to CSV",
			page: new(page).click("button", "Export CSV", "").near("Budget").
				click("button", "Delete transaction Netflix", "").near("1 Dec Netflix −£10.99").
				click("button", "Exclude Netflix from budget", "").near("1 Dec Netflix −£10.99"),
			want: `"Export CSV"`},
		{name: "an act said in other words is no tie to break", goal: "put on Running Up That Hill",
			page: new(page).click("button", "Play Running Up That Hill", "").near("Running Up That Hill Kate Bush").
				click("button", "More options for Running Up That Hill", "").near("Running Up That Hill Kate Bush"),
			want: ""},
	})
}

// A question followed by an act says what the act is on: the question is not a step of
// its own ("how long do I have? open the instructions").
func TestActOnTheQuestionsThing(t *testing.T) {
	runReading(t, []readingCase{
		{name: "the act's own noun", goal: "how long do I have? open the instructions",
			page: new(page).click("button", "Instructions", "").click("button", "Calculator", "").
				click("button", "Question 1", "").click("button", "Finish attempt…", ""),
			want: `"Instructions"`},
		{name: "the act's noun in the asked-about row", goal: "what does Jo Mallory specialise in? open the profile",
			page: new(page).click("button", "Profile", "").near("Jo Mallory Practice nurse · vaccinations").
				click("button", "Profile", "").near("Dr Amira Haddad GP · women's health").
				click("button", "Choose Jo Mallory", "").near("Jo Mallory Practice nurse · vaccinations"),
			want: `"Profile" (near "Jo Mallory`},
		{name: "a pronoun for the question's thing", goal: "where are my backup codes? download them",
			page: new(page).click("button", "Download backup codes", "").near("Two-factor authentication").
				click("button", "Add backup phone", "").near("Backup phone").click("link", "Profile", "http://127.0.0.1/p"),
			want: `"Download backup codes"`},
		{name: "the question's words name nothing of their own", goal: "how do I reach a human? take me to Contact us",
			page: new(page).click("link", "How long do refunds take?", "http://127.0.0.1/a/refunds").near("Popular questions").
				click("link", "How do I change my address?", "http://127.0.0.1/a/address").near("Popular questions").
				click("link", "Contact us", "http://127.0.0.1/contact"),
			want: ""},
		{name: "the question's thing picks the row", goal: "when is Wakefield open? expand the hours",
			page: new(page).click("button", "Opening hours", "").near("Headingley 0.8 mi 14 Otley Road").
				click("button", "Opening hours", "").near("Wakefield Ridings 9.7 mi Kirkgate").
				click("button", "Opening hours", "").near("Leeds Kirkstall 2.1 mi"),
			want: `(near "Wakefield`},
		{name: "the question's asking words pick no row", goal: "how do I get a refund? open the refund form",
			page: new(page).click("button", "Refund form", "").click("link", "How do refunds work?", "http://127.0.0.1/a/1").near("Help").
				click("link", "How to track an order", "http://127.0.0.1/a/2").near("Help"),
			want: `"Refund form"`}, // never the FAQ link for sharing "how do" with the question: the button says only what the clause says (says_more_tie)
		{name: "a thing the page lacks stays unmet", goal: "is there a video? start it",
			page: new(page).click("button", "Start quiz", "").click("link", "Transcript", "http://127.0.0.1/t"),
			want: ""},
	})
}

// A phrasal verb reads the same with an object pronoun between verb and particle.
func TestSplitPhrasalVerb(t *testing.T) {
	for _, c := range []struct{ split, joined string }{
		{"log me out", "log out"}, {"sign us up", "sign up"}, {"look it up", "look up"}, {"sign her in", "sign in"},
	} {
		if got, want := strings.Join(words(c.split), " "), strings.Join(words(c.joined), " "); got != want {
			t.Errorf("%q reads %q, want %q as %q does", c.split, got, want, c.joined)
		}
	}
	if got := strings.Join(words("log the book out"), " "); got == strings.Join(words("log out"), " ") {
		t.Errorf("a noun between verb and particle is not a pronoun object: %q", got)
	}
	runReading(t, []readingCase{
		{name: "a split phrasal verb meets its control", goal: "log me out",
			page: new(page).click("button", "Log out", "").click("link", "Help", "http://127.0.0.1/help"),
			want: `"Log out"`},
	})
}

// A filter's option is ticked by a clause that filters by every word of its name.
func TestFilterTicksItsOption(t *testing.T) {
	runReading(t, []readingCase{
		{name: "a filtering verb ticks the filter", goal: "filter to rabbits",
			page: new(page).click("checkbox", "Rabbits", "").near("Species").click("checkbox", "Dogs", "").near("Species"),
			want: `"Rabbits"`},
		{name: "a switch named by more is not the filter", goal: "filter to Kitchen",
			page: new(page).click("switch", "Kitchen lights", "").near("Kitchen lights").click("switch", "Hall lights", "").near("Hall lights"),
			want: ""},
	})
}

// A submit name said as the clause's act still presses the form's submit when its thing
// is also a submit name ("submit the comment"); a determiner reads the clause's own token
// ("the comments", "the sign up page"); and a control named only by submit words is the
// form's submit's twin, not the clause's named control: the header's "Log in" link, the
// "submit" link beside a comment form, a "Saved" link beside the form's "Update profile".
func TestSubmitWordsNameTheForm(t *testing.T) {
	runReading(t, []readingCase{
		{name: "the act is a submit name, its thing too", goal: "type Nice post in the comment box and submit the comment",
			trace: filledTrace("textbox Comment", "Nice post"),
			page: new(page).fill("e1", "textbox", "Comment", "Nice post").click("button", "Post", "").near("Add a comment").
				click("tab", "Comments 4", "").click("link", "Home", "http://127.0.0.1/"),
			want: `"Post"`},
		{name: "a plural after a determiner", goal: "read the comments",
			page: new(page).click("link", "12 comments", "http://127.0.0.1/c").click("button", "Save", "").click("button", "Share", ""),
			want: `"12 comments"`},
		{name: "a compound after a determiner", goal: "open the sign up page",
			page: new(page).click("link", "Sign up", "http://127.0.0.1/signup").click("button", "Subscribe", "").near("Newsletter"),
			want: `"Sign up"`},
		{name: "the header's twin of the form's submit", goal: "enter alice@example.com as the email and log in",
			trace: filledTrace("textbox Email", "alice@example.com"),
			page: new(page).fill("e1", "textbox", "Email", "alice@example.com").click("link", "Log in", "http://127.0.0.1/login").
				click("button", "Log in", "").near("Email Password"),
			want: `button "Log in"`},
		{name: "a link named by the submit word alone", goal: "type hello in the comment box, then submit",
			trace: filledTrace("textbox Comment", "hello"),
			page: new(page).fill("e1", "textbox", "Comment", "hello").click("link", "submit", "http://127.0.0.1/submit").
				click("button", "add comment", "").near("hello"),
			want: `"add comment"`},
		{name: "a submit name before a role word labels the control", goal: "type hello in the comment box and press the submit button",
			trace: filledTrace("textbox Comment", "hello"),
			page: new(page).fill("e1", "textbox", "Comment", "hello").click("link", "Submit a story", "http://127.0.0.1/submit").
				click("button", "Post comment", "").near("hello"),
			want: `"Post comment"`},
		{name: "a link named by the submit word's participle", goal: "change the bio to Hi and save",
			trace: filledTrace("textbox Bio", "Hi"),
			page: new(page).fill("e1", "textbox", "Bio", "Hi").click("link", "Saved", "http://127.0.0.1/saved").
				click("button", "Update profile", "").near("Bio"),
			want: `"Update profile"`},
	})
}

// A clause no verb leads says nothing of the act it wants, and a goal word derived from
// a control's act says it: that control is not lowered ("Otis adoption" and "open Otis's
// adoption form" may mean "Adopt Otis"; "the Netflix transaction should go" is no reason
// to open the transaction).
func TestNoVerbNoUnaskedAct(t *testing.T) {
	runReading(t, []readingCase{
		{name: "the act in a derived noun", goal: "open Otis's adoption form",
			page: new(page).click("link", "Otis Dog", "http://127.0.0.1/pets#otis").click("button", "Adopt Otis", "").near("Otis Dog"),
			want: ""},
		{name: "the act as a predicate", goal: "the Netflix transaction should go",
			page: new(page).click("link", "Netflix transaction", "http://127.0.0.1/t/9").
				click("button", "Delete Netflix transaction", "").near("Netflix"),
			want: ""},
		{name: "the act as a noun", goal: "Otis adoption",
			page: new(page).click("link", "Otis Dog", "http://127.0.0.1/pets#otis").click("button", "Adopt Otis", "").near("Otis Dog"),
			want: ""},
	})
}

// Submit words alone do not name a box or radio whose name is only a submit word: a
// "Saved" or "Submitted" filter is not the form's submit.
func TestSubmitWordsDoNotNameAFilter(t *testing.T) {
	runReading(t, []readingCase{
		{name: "a Saved filter box", goal: "change my bio to Hello and save",
			trace: filledTrace("textbox Bio", "Hello"),
			page: new(page).fill("e1", "textbox", "Bio", "Hello").click("checkbox", "Saved", "").off().near("Show").
				click("button", "Save", "").near("Edit profile"),
			want: `button "Save"`},
		{name: "a Submitted status radio", goal: "enter Jo as the name and submit",
			trace: filledTrace("textbox Name", "Jo"),
			page: new(page).fill("e1", "textbox", "Name", "Jo").click("radio", "Submitted", "").near("Status").
				click("button", "Submit", ""),
			want: `button "Submit"`},
		{name: "a Published filter radio", goal: "publish",
			page: new(page).click("radio", "Published", "").near("Show").click("radio", "Drafts", "").near("Show").
				click("button", "Publish", "").near("Editor"),
			want: `button "Publish"`},
		{name: "a box named by more than submit words", goal: "text me updates",
			page: new(page).click("switch", "Text me updates", "").off().click("button", "Save preferences", ""),
			want: `"Text me updates"`},
	})
}

// "on the 2nd" after a clicking verb is the verb's: the second item, not a day.
func TestClickOnTheNth(t *testing.T) {
	list := func() *page {
		return new(page).click("link", "Home", "http://127.0.0.1/").at(1).
			click("link", "Cheap flights to Rome", "http://127.0.0.1/r/1").near("Results").at(4).
			click("link", "Rome city breaks", "http://127.0.0.1/r/2").near("Results").at(5).
			click("link", "Rome hotels guide", "http://127.0.0.1/r/3").near("Results").at(6)
	}
	runReading(t, []readingCase{
		{name: "click on the 2nd", goal: "click on the 2nd", page: list(), want: `"Rome city breaks"`},
		{name: "tap on the 3rd one", goal: "tap on the 3rd one", page: list(), want: `"Rome hotels guide"`},
		{name: "a day still", goal: "cancel my appointment on the 3rd",
			page: new(page).click("button", "Cancel", "").near("Mon 1st · Dentist").at(1).
				click("button", "Cancel", "").near("Wed 3rd · GP").at(2).
				click("button", "Cancel", "").near("Fri 5th · Physio").at(3),
			want: `(near "Wed 3rd`},
	})
}

// filledTrace is a trace of one executed fill.
func filledTrace(target, value string) []fsm.TraceEntry {
	return []fsm.TraceEntry{done(1, fsm.ActFill, target, value)}
}
