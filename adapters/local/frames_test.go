package local

import (
	"github.com/browsergoal/browsergoal/fsm"
	"strings"
	"testing"
)

// TestFunctionWordRows: every function word (vocab.go) is grammar, never what a goal is
// about: "I'll need a child seat" is about the seat, whatever the frame's words.
func TestFunctionWordRows(t *testing.T) {
	v := newVocab()
	for _, w := range functionWords() {
		for tok := range wordSet(w) {
			if v.content(tokenSet{tok: {}}).has(tok) {
				t.Errorf("function word %q reads as content %q", w, tok)
			}
		}
		p := new(page).click("checkbox", "Child seat", "").near("Extras").click("checkbox", "Sat nav", "").near("Extras")
		runReading(t, []readingCase{{name: "frame with " + w, goal: w + " need a child seat", page: p, want: `"Child seat"`}})
	}
}

// TestSeparatedPhrasalVerbs: an object pronoun between a verb and its particle does not
// part them.
func TestSeparatedPhrasalVerbs(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"log me out", "log out"}, {"sign us up now", "sign up now"}, {"switch it off", "switch off"},
		{"turn them on", "turn on"}, {"show me the door", "show me the door"}, {"me out", "me out"},
	} {
		if got := strings.Join(joinParticles(rawWords(c.in)), " "); got != c.want {
			t.Errorf("joinParticles(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	runReading(t, []readingCase{
		{name: "log me out", goal: "log me out",
			page: new(page).click("link", "Profile", "http://127.0.0.1/me").click("button", "Sign out", ""),
			want: `"Sign out"`},
	})
}

// TestInitialisms: a name of three or more words also reads as its initials, and only then.
func TestInitialisms(t *testing.T) {
	for _, c := range []struct {
		name string
		want []string
	}{
		{"Frequently asked questions", []string{"faq"}},
		{"Terms of Service", []string{"tos"}},
		{"Search engine optimization", []string{"seo"}},
		{"Sign in", nil},
		{"Step 1 of 3", nil},
	} {
		got := initialisms(c.name)
		if len(got) < len(c.want) || len(c.want) == 0 && len(got) > 0 {
			t.Errorf("initialisms(%q) = %v, want %v", c.name, got, c.want)
		}
		for _, w := range c.want {
			if !got.has(fold(w)) {
				t.Errorf("initialisms(%q) = %v, lacks %q", c.name, got, w)
			}
		}
	}
	runReading(t, []readingCase{
		{name: "FAQ", goal: "Go to the FAQ",
			page: new(page).click("link", "Help centre", "http://127.0.0.1/help").
				click("link", "Frequently asked questions", "http://127.0.0.1/questions").click("link", "Blog", "http://127.0.0.1/blog"),
			want: `"Frequently asked questions"`},
	})
}

// TestPhrasalRows: WordNet's phrasal verbs read as their one-word verb, and a phrase led
// by a verb the reading owns is left to the reading.
func TestPhrasalRows(t *testing.T) {
	for _, c := range []struct{ phrase, verb string }{
		{"throw away", "discard"}, {"get rid of", "remove"}, {"call off", "cancel"},
	} {
		if got, want := words(c.phrase), words(c.verb); strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("words(%q) = %q, want %q (as %q)", c.phrase, got, want, c.verb)
		}
	}
	for _, r := range phrasalRows(func(string) bool { return false }) {
		if len(r.words) < 2 || len(r.tokens) != 1 || r.tokens[0] == "" {
			t.Fatalf("bad phrasal row %q → %q", r.words, r.tokens)
		}
	}
	for _, w := range particleVerbs() {
		if len(phrasals[w]) > 0 {
			t.Errorf("phrases led by %q are read by WordNet: %q", w, phrasals[w][0].words)
		}
	}
	runReading(t, []readingCase{
		{name: "throw away", goal: "throw away this draft",
			page: new(page).click("button", "Discard draft", "").click("button", "Save draft", "").click("button", "Send", ""),
			want: `"Discard draft"`},
		{name: "turn off stays a switch's", goal: "turn off the lights",
			page: new(page).click("button", "Cut", "").click("button", "Paste", ""),
			want: ""},
	})
}

// TestRequestFrames: a wish, being taken somewhere and going with an option say which
// act, never what it is done to.
func TestRequestFrames(t *testing.T) {
	colours := new(page).click("radio", "Red", "").near("Colour").click("radio", "Blue", "").near("Colour").click("button", "Add to bag", "")
	nav := new(page).click("link", "Home", "http://127.0.0.1/").click("link", "Your orders", "http://127.0.0.1/orders").click("link", "Help", "http://127.0.0.1/help")
	runReading(t, []readingCase{
		{name: "I'd like", goal: "I'd like the blue one please", page: colours, want: `"Blue"`},
		{name: "we would love", goal: "we would love the blue one", page: colours, want: `"Blue"`},
		{name: "go with", goal: "let's go with the blue one", page: colours, want: `"Blue"`},
		{name: "opt for", goal: "opt for blue", page: colours, want: `"Blue"`},
		{name: "take me to", goal: "can you take me to my orders", page: nav, want: `"Your orders"`},
		{name: "bring me", goal: "bring me home", page: nav, want: `"Home"`},
		{name: "question frame", goal: "where do I see my orders?", page: nav, want: `"Your orders"`},
		{name: "a go-ahead", goal: "go ahead and open my orders", page: nav, want: `"Your orders"`},
	})
}

// TestRolesAndOpeners: a field named only by a small word is named by it ("From", "To");
// mailing someone names the recipient; a value chosen "as" a field opens that field's
// dropdown, even one whose placeholder shows only a pick verb beside its label.
func TestRolesAndOpeners(t *testing.T) {
	flights := new(page).fill("f-from", "textbox", "From", "Boston").fill("f-from", "textbox", "From", "Denver").
		fill("f-to", "textbox", "To", "Boston").fill("f-to", "textbox", "To", "Denver").click("button", "Search flights", "")
	mail := new(page).fill("f-to", "textbox", "To", "Dana").fill("f-subject", "textbox", "Subject", "Dana").
		fill("f-to", "textbox", "To", "Lunch").fill("f-subject", "textbox", "Subject", "Lunch").click("button", "Send", "")
	runReading(t, []readingCase{
		{name: "from and to name their fields", goal: "fly from Boston to Denver", page: flights, want: `"From" with "Boston"`},
		{name: "the recipient of a mail", goal: "email Dana about Lunch", page: mail, want: `"To" with "Dana"`},
		{name: "chosen as a field", goal: "choose Canada as the country",
			page: new(page).click("button", "Select…", "").near("Country").click("button", "Continue", ""),
			want: `"Select…"`},
		{name: "a bare placeholder needs its field's label", goal: "choose Canada as the country",
			page: new(page).click("button", "Select…", "").near("Size").click("button", "Continue", ""),
			want: ""},
	})
}

// TestVerbsAndTheirObjects: an imperative's first word before its object is its verb even
// when no dictionary lists it; a control named by the verb and an object of its own the
// goal does not say is not the one meant; a control verb in the row that shows the rest
// is the control, not the row's link.
func TestVerbsAndTheirObjects(t *testing.T) {
	runReading(t, []readingCase{
		{name: "a new verb before its object", goal: "Upvote the post about Go generics",
			page: new(page).click("button", "▲", "").near("Go generics are here 123 points").
				click("link", "Go generics are here", "http://127.0.0.1/p/1").click("link", "Rust 2024 ships", "http://127.0.0.1/p/2"),
			want: ""},
		{name: "a sequence word is no verb", goal: "Press 'Bravo' and after that 'Echo'",
			trace: []fsm.TraceEntry{done(1, fsm.ActClick, `click clickable "Bravo"`, "")},
			page:  new(page).click("clickable", "Bravo", "").click("clickable", "Echo", "").click("clickable", "Delta", ""),
			want:  `"Echo"`},
		{name: "the verb's control names another object", goal: "add it to my wish list",
			page: new(page).click("button", "Add to cart", "").click("button", "♡", "").near("Blue mug"),
			want: ""},
		{name: "the verb's control and the object it shows", goal: "add it to my cart",
			page: new(page).click("button", "Add to cart", "").click("button", "♡", "").near("Blue mug"),
			want: `"Add to cart"`},
		{name: "a control verb in the row", goal: "follow Dana",
			page: new(page).click("button", "Follow", "").near("Dana Kim @dana").click("button", "Follow", "").near("Lee Wu @lee").
				click("link", "Dana Kim", "http://127.0.0.1/u/dana"),
			want: `near "Dana Kim @dana"`},
	})
}

// TestStatedCount: a count before a rating noun picks the option that states it,
// however many options the page offers.
func TestStatedCount(t *testing.T) {
	runReading(t, []readingCase{
		{name: "five stars of two options", goal: "five stars",
			page: new(page).click("radio", "5 stars", "").near("Rating").click("radio", "1 star", "").near("Rating"),
			want: `"5 stars"`},
		{name: "a count no option states", goal: "give it three stars",
			page: new(page).click("radio", "5 stars", "").near("Rating").click("radio", "1 star", "").near("Rating"),
			want: ""},
	})
}

// TestCountBySteppers: a count the goal sets moves a stepper's count, as its row shows it,
// toward it, and is done once shown.
func TestCountBySteppers(t *testing.T) {
	stepper := func(have string) *page {
		return new(page).click("button", "+", "").near("Tickets "+have).click("button", "−", "").near("Tickets "+have).
			click("button", "Checkout", "")
	}
	runReading(t, []readingCase{
		{name: "up to the count", goal: "I want two tickets", page: stepper("1"), want: `"+"`},
		{name: "down to the count", goal: "just 1 ticket please", page: stepper("3"), want: `"−"`},
		{name: "the count shown", goal: "I want two tickets", page: stepper("2"), want: ""},
		{name: "then the next step", goal: "two tickets, then checkout", page: stepper("2"), want: `"Checkout"`},
	})
}

// TestHeadWord: a request's frame ("can you", "please") is skipped to find the clause's
// verb; an article is not.
func TestHeadWord(t *testing.T) {
	runReading(t, []readingCase{
		{name: "an item verb after a frame", goal: "can you expand the section on refunds",
			page: new(page).click("button", "Orders", "").near("Help topics").click("button", "Refunds and returns", "").near("Help topics"),
			want: `"Refunds and returns"`},
	})
}
