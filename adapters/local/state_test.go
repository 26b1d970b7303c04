package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// off marks the last candidate a box or switch known to be off.
func (p *page) off() *page {
	c := &p.cands[len(p.cands)-1]
	no := false
	c.Checked = &no
	return p
}

// TestStateRows: every phrase that asks for a state is read in a clause, with a pronoun
// allowed between a verb and its particle.
func TestStateRows(t *testing.T) {
	v := newVocab()
	for _, r := range stateRows() {
		raw := append(append([]string{}, r.words...), "apple")
		if ask, _ := v.readState(raw); ask != r.ask {
			t.Errorf("%q read as %v, want %v", strings.Join(raw, " "), ask, r.ask)
		}
	}
	if ask, _ := v.readState(strings.Fields("turn it off")); ask != askOff {
		t.Errorf("turn it off: %v", ask)
	}
	if ask, _ := v.readState(strings.Fields("open the settings")); ask != askNone {
		t.Errorf("open the settings: %v", ask)
	}
}

// TestStateAsks: a box, switch or radio is what a state verb acts on, read by the rest of
// the clause; one already in the asked state is never clicked, so "turn off" never turns
// a switch on.
func TestStateAsks(t *testing.T) {
	privacy := func() *page {
		return new(page).click("switch", "Share my location", "").ticked().near("Privacy").
			click("switch", "Show online status", "").ticked().near("Privacy").
			click("link", "Location", "http://127.0.0.1/settings#location")
	}
	alertsOff := new(page).click("switch", "Email alerts", "").off().near("Notifications").
		click("switch", "SMS alerts", "").ticked().near("Notifications")
	emails := new(page).click("checkbox", "Monthly newsletter", "").off().near("Emails").
		click("checkbox", "Partner offers", "").off().near("Emails").click("button", "Save", "")
	runReading(t, []readingCase{
		{name: "an off verb on a switch that is on", goal: "Disable location sharing", page: privacy(), want: `"Share my location"`},
		{name: "a verb and its particle apart", goal: "turn location sharing off", page: privacy(), want: `"Share my location"`},
		{name: "an off verb on a switch already off", goal: "Turn off email alerts", page: alertsOff, want: ""},
		{name: "an on verb with a pronoun inside", goal: "Sign me up for the monthly newsletter", page: emails, want: `"Monthly newsletter"`},
	})
	req := fsm.SelectionRequest{Goal: "Turn off email alerts", URL: "http://127.0.0.1/", Candidates: alertsOff.cands}
	if a := mustSelect(t, New(Options{}), req); a.Choice == byDesc(t, req.Candidates, `"Email alerts"`) {
		t.Fatalf("turned on a switch the goal wants off:\n%s", dump(req, a))
	}
}

// TestSelectByOwnWord: an option the caller allowed is named by one of its own words, in
// any language's own name for the language; a word two values share names neither.
func TestSelectByOwnWord(t *testing.T) {
	consult := new(page).sel("t", "Consultation type", "Phone call").click("button", "Continue", "")
	shared := new(page).sel("t", "Consultation type", "Phone call").sel("t", "Consultation type", "Video call").click("button", "Continue", "")
	lang := new(page).sel("l", "Display language", "한국어").listed().click("button", "Save", "")
	runReading(t, []readingCase{
		{name: "one word of the option", goal: "make it a phone consultation", page: consult, want: `"Phone call"`},
		{name: "a shared word names no option", goal: "a call please", page: shared, want: ""},
		{name: "a language in English", goal: "Korean, please", page: lang, want: `"한국어"`},
	})
}

// TestUnitWords: a unit written as a symbol in a name reads as its word.
func TestUnitWords(t *testing.T) {
	for _, r := range unitRows() {
		if got := unitWords("12" + strings.ToUpper(r.symbol)); !got.intersects(wordSet(r.word)) {
			t.Errorf("%q: %v, want %q", r.symbol, got, r.word)
		}
	}
	sizes := new(page).click("radio", "Medium 12″", "").near("Size").click("radio", "Large 14″", "").near("Size")
	runReading(t, []readingCase{{name: "inches", goal: "I'll have the 14 inch", page: sizes, want: `"Large 14″"`}})
}

// TestAboutPageWords: a goal word the page shows only in its title (what the page is)
// does not count against a control that shows the goal's other words; a goal of such
// words alone names no control.
func TestAboutPageWords(t *testing.T) {
	stylists := new(page).click("button", "Maya", "").near("Stylist").click("button", "Luca", "").near("Stylist").
		click("button", "Book now", "")
	req := fsm.SelectionRequest{Goal: "I want Maya to do my hair", URL: "http://127.0.0.1/", Title: "Hair appointments", Candidates: stylists.cands}
	if a := mustSelect(t, New(Options{}), req); a.Choice != byDesc(t, req.Candidates, `"Maya"`) || verdict(a) != "passed" {
		t.Fatalf("want Maya:\n%s", dump(req, a))
	}
	req.Goal = "show me the hair appointments"
	if a := mustSelect(t, New(Options{}), req); verdict(a) == "passed" {
		t.Fatalf("a goal that names only the page names no control on it:\n%s", dump(req, a))
	}
}

// TestAboutPage: a word the page's title shows and no offered control does says what the
// page is; a word only the page's text shows (a disabled option's) does not, nor one a
// control shows.
func TestAboutPage(t *testing.T) {
	v := newVocab()
	s := newScorer(v, &fsm.SelectionRequest{
		Goal:     "fit a solid rubber tyre",
		Title:    "Wheel repair intake · Felloe Yard",
		PageText: "Work needed Choose… Re-tyre Fit a solid rubber tyre — we no longer fit rubber",
		Candidates: []fsm.Candidate{
			{Label: "1", Operation: fsm.Operation{Action: fsm.ActClick}, Role: "button", Name: "How tyring works"},
		},
	})
	got := s.aboutPage(wordSet("wheel repair solid rubber tyre"))
	if want := wordSet("wheel repair"); len(got) != len(want) || got.count(want) != len(want) {
		t.Errorf("aboutPage = %v, want %v", got, want)
	}
}

// TestPurposeTails: the words after a purpose word say why, not what; each row is read.
func TestPurposeTails(t *testing.T) {
	for _, r := range purposeRows() {
		next := "x"
		if r.next != nil {
			next = r.next[0]
		}
		raw := []string{"flag", "it", r.lead, next, "remember"}
		if got := purposeCut(raw); len(got) != 2 {
			t.Errorf("%q: kept %q", raw, got)
		}
	}
	if got := purposeCut([]string{"so", "i", "remember"}); len(got) != 3 {
		t.Errorf("a clause that is all purpose is kept: %q", got)
	}
}

// TestMeansObject: "with a flag" names the Flag control, in the row the clause names.
func TestMeansObject(t *testing.T) {
	inbox := new(page).click("clickable", "Felix Brandt Tickets for Thursday", "").
		click("clickable", "Flag", "").near("Felix Brandt Tickets for Thursday").
		click("clickable", "Chen Wei Design review", "").
		click("clickable", "Flag", "").near("Chen Wei Design review")
	runReading(t, []readingCase{
		{name: "the means in the named row", goal: "mark Felix Brandt's message with a flag so I remember it", page: inbox, want: `"Flag" (near "Felix Brandt`},
	})
}

// TestImperativeNounVerb: a clause's first word before a determiner is its verb, even one
// WordNet knows only as a noun; a link that shows the object does not carry that act.
func TestImperativeNounVerb(t *testing.T) {
	feed := new(page).click("link", "Sour cherry saison recipe inside", "http://127.0.0.1/thread?t=sour").near("Posted by u/tart").
		click("button", "Share", "").near("Posted by u/tart").click("button", "Save", "").near("Posted by u/tart")
	runReading(t, []readingCase{
		{name: "a noun used as a verb", goal: `bookmark the thread "Sour cherry saison recipe inside"`, page: feed, want: ""},
	})
	for _, w := range prepositions() {
		cl := &clause{raw: []string{w, "the", "x"}}
		req := fsm.SelectionRequest{Goal: "x"}
		if newScorer(newVocab(), &req).imperative(cl, w) {
			t.Errorf("%q before a determiner read as a verb", w)
		}
	}
}

// TestSearchLabelledField: a field whose label starts with a search verb is a search box:
// a value the goal does not search for is not typed into it.
func TestSearchLabelledField(t *testing.T) {
	board := new(page).fill("s", "textbox", "Search cards…", "Audit cookie banner").click("clickable", "+ Add a card", "")
	runReading(t, []readingCase{
		{name: "a card's name is not a search", goal: "could you create a card called Audit cookie banner straight into Done?", page: board, want: ""},
		{name: "a search is", goal: "find the card Audit cookie banner", page: board, want: `"Search cards…"`},
	})
}
