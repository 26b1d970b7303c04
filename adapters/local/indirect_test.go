package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestIndirectQuestion: a clause is read as its embedded question when an inquiry verb,
// a told verb with its listener or a know verb after a wish follows nothing but lead
// words and comes before "whether", "if" or a question word; each row is one reading.
func TestIndirectQuestion(t *testing.T) {
	v := newVocab()
	for _, tc := range []struct {
		goal, want string
		ok         bool
	}{
		{"tell me whether children can help", "children can help", true},         // a told verb and its listener
		{"explain to us how the tides work", "how the tides work", true},         // "to" before the listener; the question word leads
		{"I'd like to know what to wear", "what to wear", true},                  // a wish before "know"
		{"let me know if there is parking", "there is parking", true},            // "let" before "know"
		{"do you know whether dogs are allowed", "dogs are allowed", true},       // "you" before "know"
		{"I was wondering about whether I'll get messy", "i ll get messy", true}, // WordNet's frame verb, inflected, and "about"
		{"could you find out if the 10am is free", "the 10am is free", true},     // a two-word inquiry verb
		{"please check whether my order shipped", "my order shipped", true},      // "check" (frame 29)
		{"see if you can book the 10am", "you can book the 10am", true},          // "you can" stays a question: the one asked or anyone
		{"see if there's parking", "there s parking", true},                      // a reading verb takes "if"
		{"open What's on", "open what s on", false},                              // but its question word may lead a name
		{"I want to tell you who looks after my dog", "", false},                 // told to the reader: a statement
		{"I know which one I want", "", false},                                   // known, not wished: a statement
		{"check the box if you like", "", false},                                 // the verb's object comes first
		{"ask whether they deliver on Sundays", "", false},                       // an asking verb asks someone: the page's "Ask" control
		{"I checked if it fits", "", false},                                      // the speaker's past inquiry reports
		{"book whichever slot is free", "", false},                               // no inquiry verb
		{"tell me", "", false},                                                   // nothing asked
	} {
		raw := rawWords(tc.goal)
		got, ok := v.indirectQuestion(raw)
		want := tc.want
		if !tc.ok {
			want = strings.Join(raw, " ")
		}
		if strings.Join(got, " ") != want || ok != tc.ok {
			t.Errorf("%q: %q ok %v, want %q %v", tc.goal, strings.Join(got, " "), ok, want, tc.ok)
		}
	}
}

// TestInquiryTable: the embedded WordNet table gives one- and two-word verbs.
func TestInquiryTable(t *testing.T) {
	tab := newInquiryTable()
	for _, c := range []struct {
		words string
		n     int
	}{{"wonder whether", 1}, {"asked if", 0}, {"checking if", 1}, {"find out whether", 2}, {"look into whether", 2}, {"buy whether", 0}, {"tell whether", 0}, {"know whether", 0}} {
		if got := tab.at(strings.Fields(c.words), 0); got != c.n {
			t.Errorf("%q: %d words, want %d", c.words, got, c.n)
		}
	}
}

// TestAnswersQuestion: only the page's own question or a disclosure led by no verb and
// showing no price answers an embedded question; each row is one control.
func TestAnswersQuestion(t *testing.T) {
	req := fsm.SelectionRequest{Goal: "tell me whether children can help"}
	s := newScorer(newVocab(), &req)
	closed := false
	for _, tc := range []struct {
		c    fsm.Candidate
		want bool
	}{
		{fsm.Candidate{Role: "button", Name: "Can children help?"}, true},                                        // the page's own question
		{fsm.Candidate{Role: "link", Name: "Where is my parcel?", Href: "http://127.0.0.1/track"}, true},         // a question's page
		{fsm.Candidate{Role: "link", Name: "What happens if I cancel?", Href: "http://127.0.0.1/cancel"}, false}, // a page that acts
		{fsm.Candidate{Role: "button", Name: "Leave group?"}, false},                                             // a confirmation, not a question
		{fsm.Candidate{Role: "button", Name: "Group info", Expanded: &closed}, true},                             // a disclosure
		{fsm.Candidate{Role: "button", Name: "Hide banner", Expanded: &closed}, false},                           // a disclosure led by a verb
		{fsm.Candidate{Role: "button", Name: "Gift wrap (+£2)", Expanded: &closed}, false},                       // a price
		{fsm.Candidate{Role: "link", Name: "Subscribed", Href: "http://127.0.0.1/unsubscribe"}, false},           // a link does what its address says
		{fsm.Candidate{Role: "link", Name: "Opening times", Href: "http://127.0.0.1/hours"}, false},              // nor is any other link an answer
		{fsm.Candidate{Role: "tab", Name: "Annual"}, false},                                                      // a tab may set what it shows
		{fsm.Candidate{Role: "button", Name: "Ship order now"}, false},                                           // a button commits
	} {
		if got := s.answersQuestion(&tc.c); got != tc.want {
			t.Errorf("%s %q: answers %v, want %v", tc.c.Role, tc.c.Name, got, tc.want)
		}
	}
}

// TestQuestionPlansNoSend: a question plans no pick among options and no press of the
// form's submit: it compares and asks to see.
func TestQuestionPlansNoSend(t *testing.T) {
	for _, goal := range []string{"tell me which plan is cheapest", "what's in the box?", "tell me what is in the box"} {
		req := fsm.SelectionRequest{Goal: goal}
		s := newScorer(newVocab(), &req)
		for _, st := range s.steps {
			if st.kind == stepClick && (st.click == clickPick || st.click == clickSubmit) {
				t.Errorf("%q: plans %s", goal, st.name())
			}
		}
	}
}

// TestEmbeddedValueNotEntered: a value an embedded question asks about is not entered
// ("let me know if size M is available" selects nothing); the same value asked for is.
func TestEmbeddedValueNotEntered(t *testing.T) {
	page := new(page).sel("f-size", "Size", "M").click("button", "Add to basket", "")
	for goal, want := range map[string]int{"let me know if size M is available": 0, "select size M": 1} {
		req := fsm.SelectionRequest{Goal: goal, URL: "http://127.0.0.1/", Candidates: page.cands}
		s := newScorer(newVocab(), &req)
		if got := len(s.steps); got != want {
			t.Errorf("%q: %d steps, want %d", goal, got, want)
		}
	}
}

// TestIndirectQuestionRows: every row of the reading's tables reads as it says — each lead
// word before an inquiry verb, each told verb with its listener, each wish before "know",
// each bridge and each embedder; no asking verb leads an indirect question.
func TestIndirectQuestionRows(t *testing.T) {
	v := newVocab()
	reads := func(goal string, want bool) {
		t.Helper()
		if _, ok := v.indirectQuestion(rawWords(goal)); ok != want {
			t.Errorf("%q: read as an indirect question %v, want %v", goal, ok, want)
		}
	}
	for _, w := range questionLeads() {
		reads(w+" wonder whether dogs are allowed", true)
	}
	for _, w := range toldVerbs() {
		reads(w+" me whether dogs are allowed", true)
		reads(w+" the staff whether dogs are allowed", false)
	}
	for _, w := range wishLeads() {
		reads(w+" know whether dogs are allowed", true)
	}
	for _, w := range questionBridges() {
		reads("wonder "+w+" whether dogs are allowed", true)
	}
	for _, w := range embedders() {
		reads("wonder "+w+" dogs are allowed", true)
	}
	for _, w := range askingVerbs() {
		reads(w+" whether dogs are allowed", false)
	}
}

// TestEmbeddedQuestionTakesNoAct: an act after an embedded question is a clause of its
// own, never the question's object ("let me know if the 10am is free and book it" does not
// book what the question names before it is chosen), where an act after a direct question
// takes it ("what's express delivery? select it").
func TestEmbeddedQuestionTakesNoAct(t *testing.T) {
	for goal, want := range map[string]int{
		"let me know if the 10am is free and book it": 2,
		"tell me what the fee is. pay it":             2,
		"what's express delivery? select it":          1,
	} {
		req := fsm.SelectionRequest{Goal: goal, URL: "http://127.0.0.1/"}
		if got := len(newScorer(newVocab(), &req).g.clauses); got != want {
			t.Errorf("%q: %d clauses, want %d", goal, got, want)
		}
	}
}
