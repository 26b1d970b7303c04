package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// riskOf is the risk answer for one candidate on a page with the given URL and title.
func riskOf(c fsm.Candidate, url, title string) float64 {
	r := riskReader{lex: newLexicon(), url: url, title: title}
	return r.assess(&c)
}

func title(w string) string { return strings.ToUpper(w[:1]) + w[1:] }

// TestLexiconRows tests every row of every consequence table (lexicon.go) on a control
// named by it, and the reading it must not have.
func TestLexiconRows(t *testing.T) {
	expect := func(what string, c fsm.Candidate, url, pageTitle string, atLeast float64) {
		t.Helper()
		got := riskOf(c, url, pageTitle)
		if atLeast > 0 && got < atLeast || atLeast == 0 && got >= guards.MaxRisk {
			t.Errorf("%s: %s risk %.2f, want at least %.2f (0: below the gate)", what, c.Description, got, atLeast)
		}
	}
	for _, r := range actRows() {
		expect("act "+r.word, clickCand("button", title(r.word), "", ""), "", "", r.risk)
		for _, next := range r.notBefore {
			if next != "up" {
				expect("act "+r.word+" "+next, clickCand("button", title(r.word)+" "+next, "", ""), "", "", 0)
			}
		}
		if r.noun {
			expect("noun "+r.word, clickCand("link", "My "+r.word+" history", "http://127.0.0.1/h", ""), "", "", 0)
		}
	}
	for _, r := range phraseRows() {
		expect("phrase", clickCand("button", title(strings.Join(r.words, " ")), "", ""), "", "", r.risk)
	}
	for _, r := range objectVerbRows() {
		expect("object verb "+r.verb, clickCand("button", title(r.verb)+" my order", "", ""), "", "", r.risk)
		if !contains(handInVerbs(), r.verb) { // a hand-in verb hands in any object (below)
			expect("object verb "+r.verb+" without object", clickCand("button", title(r.verb)+" notes", "", ""), "", "", 0)
		}
	}
	for _, r := range objectRows() {
		expect("object "+r.word+" near OK", clickCand("button", "OK", "", "Your "+r.word), "", "", riskLinked)
		expect("object "+r.word+" in the title", clickCand("button", "Continue", "", ""), "", "Your "+r.word, riskLinked)
		expect("object "+r.word+" in the URL", clickCand("button", "Submit", "", ""), "http://127.0.0.1/"+r.word, "", riskLinked)
	}
	for _, w := range discardPlaces() {
		expect("discard place "+w, clickCand("button", "Move report.pdf into the "+w, "", ""), "", "", riskStrong)
	}
	for _, w := range discardVerbs() {
		expect("discard verb "+w, clickCand("button", title(w)+" report.pdf to bin", "", ""), "", "", riskStrong)
	}
	expect("a place that keeps things", clickCand("button", "Move report.pdf to Photos", "", ""), "", "", 0)
	for _, n := range []string{"Back to bin list", "Add to bin day reminders", "Go to deleted items"} {
		expect("going to a discard place: "+n, clickCand("button", n, "", ""), "", "", 0)
	}
	for _, w := range genericWords() {
		expect("generic "+w, clickCand("button", title(w), "", "Delete this repository?"), "", "", riskLinked)
		expect("generic "+w+" in a plain place", clickCand("button", title(w), "", "Notes"), "", "", 0)
	}
	for _, w := range abandonWords() {
		expect("abandon "+w, clickCand("button", title(w), "", "Cancel this order?"), "", "", riskLinked)
		expect("abandon "+w+" in a plain place", clickCand("button", title(w), "", "Edit profile"), "", "", 0)
	}
	for _, w := range readingNouns() {
		expect("reading noun "+w, clickCand("link", "Order "+w, "http://127.0.0.1/o", ""), "", "", 0)
	}
	for _, w := range endingVerbs() {
		expect("ending verb "+w, clickCand("button", title(w)+" my stay", "", ""), "", "", riskStrong)
		expect("ending verb "+w+" alone", clickCand("button", title(w), "", "Edit profile"), "", "", 0)
		expect("ending verb "+w+" benign", clickCand("button", title(w)+" search", "", ""), "", "", 0)
		expect("ending verb "+w+" in a title", clickCand("link", "How to "+w+" a lease", "http://127.0.0.1/help/lease", ""), "", "", 0)
	}
	for _, w := range handInVerbs() {
		expect("hand-in verb "+w, clickCand("button", title(w)+" quiz", "", ""), "", "", riskStrong)
		expect("hand-in verb "+w+" as a state", clickCand("button", title(w)+" as Pending", "", ""), "", "", riskStrong)
		expect("hand-in verb "+w+" alone", clickCand("button", title(w), "", "Edit profile"), "", "", 0)
		expect("hand-in verb "+w+" benign", clickCand("button", title(w)+" search", "", ""), "", "", 0)
		expect("hand-in verb "+w+" in a title", clickCand("link", "How to "+w+" a form", "http://127.0.0.1/help/forms", ""), "", "", 0)
	}
	for _, w := range benignObjects() {
		expect("benign object "+w, clickCand("button", "Remove "+w, "", ""), "", "", 0)
	}
	for _, w := range leadWords() {
		expect("lead word "+w, clickCand("button", title(w)+" order", "", ""), "", "", riskStrong)
	}
	for _, w := range determiners() {
		expect("determiner "+w, clickCand("button", "Cancel "+w+" subscription", "", ""), "", "", riskStrong)
	}
	for _, w := range foreignWords() {
		expect("foreign "+w, clickCand("button", "Kaufen "+w, "", ""), "", "", riskGuarded)
	}
	for _, w := range alsoEnglish() {
		// Also English: foreign only as a quarter of the words.
		expect("also English "+w+" among many", clickCand("clickable", "Open the quarterly report draft for the team "+w, "", ""), "", "", riskLow)
	}
	for _, w := range holdVerbs() {
		// Before an arrangement a hold verb changes it; before anything else, or an
		// arrangement another noun follows, it is a player's or a list's control; in a
		// link to another page it only opens that page.
		expect("hold verb "+w, clickCand("button", title(w)+" my subscription", "", ""), "", "", riskStrong)
		expect("hold verb "+w+" with a tail", clickCand("button", title(w)+" this payment for 2 months", "", ""), "", "", riskStrong)
		for _, other := range []string{" video", " my order", " payment reminders", " training plan"} { // not read as a change (a verb no row reads still fails closed)
			if got := riskOf(clickCand("button", title(w)+other, "", ""), "", ""); got > riskGuarded {
				t.Errorf("hold verb %s%s: risk %.2f, want at most %.2f", w, other, got, riskGuarded)
			}
		}
		expect("hold verb "+w+" link", clickCand("link", title(w)+" membership", "http://127.0.0.1/membership/help", ""), "", "", 0)
	}
	for _, o := range holdObjects() {
		expect("hold object "+o, clickCand("button", "Pause "+o, "", ""), "", "", riskStrong)
	}
	for _, w := range holdTails() {
		expect("hold tail "+w, clickCand("button", "Pause membership "+w+" June", "", ""), "", "", riskStrong)
	}
	expect("hold object then a number", clickCand("button", "Skip payment 3 of 12", "", ""), "", "", riskStrong)
	for _, r := range actRows() {
		if r.controlOnly { // a button's act, not a goal's or a link's
			if got, _ := newLexicon().readActs([]string{r.word, "the", "thing"}, readText, true); got > 0 {
				t.Errorf("control-only act %q read in a goal: %.2f", r.word, got)
			}
			expect("control-only act "+r.word+" on a link", clickCand("link", title(r.word)+" guide", "http://127.0.0.1/guide", ""), "", "", 0)
		}
	}
	for _, r := range phraseRows() {
		if r.notLink {
			expect("phrase on a link", clickCand("link", title(strings.Join(r.words, " "))+" Hand Foundation", "http://127.0.0.1/charity", ""), "", "", 0)
		}
	}
	for _, w := range actionPathWords() {
		nav := fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "http://127.0.0.1/items/7/" + w}}
		expect("action path "+w, nav, "", "", riskGuarded)
	}
}

// TestUnknownActs tests the fail-closed reading of acts the lexicon does not know
// (risk.go's unknownAct): every benign act and state role stays low, a WordNet verb no
// row reads is guarded, and the exemptions hold.
func TestUnknownActs(t *testing.T) {
	for _, w := range benignActs() {
		if got := riskOf(clickCand("button", title(w)+" notes", "", ""), "", ""); got >= guards.MaxRisk {
			t.Errorf("benign act %q: risk %.2f", w, got)
		}
	}
	for _, role := range stateRoles() {
		if got := riskOf(clickCand(role, "Remind", "", ""), "", ""); got >= guards.MaxRisk {
			t.Errorf("state role %q: risk %.2f", role, got)
		}
	}
	for _, name := range []string{"Remind Aisha", "Freeze membership", "Leave group", "Yes, remind them"} {
		if got := riskOf(clickCand("button", name, "", ""), "", ""); got < riskGuarded {
			t.Errorf("%q: risk %.2f, want at least %.2f", name, got, riskGuarded)
		}
	}
	expanded := clickCand("button", "Remind", "", "")
	expanded.Expanded = new(bool)
	for _, c := range []fsm.Candidate{
		clickCand("link", "Remind", "http://127.0.0.1/remind-help", ""), // a link to a page
		clickCand("checkbox", "Remind me", "", ""),                      // a box sets a form's state
		expanded, // it opens a menu
		clickCand("button", "Sprint retro, Fri 11 December, 14:00", "", ""), // a record's title
		clickCand("button", "Profile", "", ""),                              // a noun
	} {
		if got := riskOf(c, "", ""); got >= guards.MaxRisk {
			t.Errorf("%s: risk %.2f, want below the gate", c.Description, got)
		}
	}
}
