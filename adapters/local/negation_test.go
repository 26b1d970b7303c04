package local

import (
	"context"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestNegationForbidsItsActEverywhere: a negation anywhere in a clause ("I don't want
// to", "without …ing", after "but") forbids its act under every name of it (a compound:
// closing an account deletes it; a verb of the same act: purchase is buy), and the
// forbidden control is never chosen though it is on the page.
func TestNegationForbidsItsActEverywhere(t *testing.T) {
	offer := new(page).click("button", "Discard changes", "").near("You have unsaved changes").
		click("button", "Save", "").near("You have unsaved changes").click("button", "Cancel", "").near("You have unsaved changes")
	acct := new(page).click("button", "Delete account", "").near("Danger zone").click("button", "Keep account", "").near("Danger zone").
		click("link", "Help", "http://127.0.0.1/help")
	buy := new(page).click("button", "Buy now", "").near("Kettle $30").click("button", "Add to cart", "").near("Kettle $30").
		click("link", "Reviews", "http://127.0.0.1/r")
	mail := new(page).click("button", "Send", "").near("Draft to Sam").click("button", "Save draft", "").near("Draft to Sam")
	saved := []fsm.TraceEntry{done(1, fsm.ActClick, "button Save", "")}
	cases := []struct {
		goal  string
		page  *page
		trace []fsm.TraceEntry
		decoy string
	}{
		{"I don't want to discard my changes", offer, nil, `"Discard changes"`},
		{"Save but don't discard", offer, saved, `"Discard changes"`},
		{"Please do not discard anything", offer, nil, `"Discard changes"`},
		{"Don’t discard my changes", offer, nil, `"Discard changes"`},
		{"Don't close my account", acct, nil, `"Delete account"`},
		{"Never delete my account", acct, nil, `"Delete account"`},
		{"Don't purchase it yet", buy, nil, `"Buy now"`},
		{"Save the message without sending it", mail, nil, `click button "Send"`},
		{"Don't send it yet", mail, nil, `click button "Send"`},
	}
	d := New(Options{})
	for _, c := range cases {
		req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", Trace: c.trace, Candidates: c.page.cands}
		a := mustSelect(t, d, req)
		if bad := byDesc(t, c.page.cands, c.decoy); a.Probabilities[bad] >= 0.3 {
			t.Errorf("%q: the forbidden %s has p=%.2f\n%s", c.goal, c.decoy, a.Probabilities[bad], dump(req, a))
		}
	}
}

// TestButSplitsClauses: "Save but don't discard" saves first.
func TestButSplitsClauses(t *testing.T) {
	runReading(t, []readingCase{{name: "save before the negation", goal: "Save but don't discard",
		page: new(page).click("button", "Discard changes", "").click("button", "Save", ""), want: `click button "Save"`}})
}

// TestVerbsOfOneActMeetOnlyWhereSafe: a clause's verb meets the verbs of the same act
// only where no control carries the verb itself, and money verbs only in a goal that
// names an amount: "Send Hello to Sam" never pays Sam, and "Send $45" presses "Send"
// rather than a "Transfer" beside it.
func TestVerbsOfOneActMeetOnlyWhereSafe(t *testing.T) {
	pay := new(page).fill("e1", "textbox", "Message", "Hello").click("button", "Pay Sam", "").near("Sam Patel").
		click("button", "Attach file", "").near("Sam Patel")
	typed := []fsm.TraceEntry{done(1, fsm.ActFill, "e1", "Hello")}
	d := New(Options{})
	req := fsm.SelectionRequest{Goal: "Send Hello to Sam", URL: "http://127.0.0.1/", Trace: typed, Candidates: pay.cands}
	a := mustSelect(t, d, req)
	if bad := byDesc(t, pay.cands, `"Pay Sam"`); a.Choice == bad && verdict(a) == "passed" {
		// "Pay" is the form's only submit-like button, so it may be offered as the
		// form's send (not by synonym); then its own act must stop it.
		r, err := d.AssessRisk(context.Background(), fsm.RiskRequest{Goal: req.Goal, URL: req.URL, Candidate: pay.cands[1]})
		if err != nil || r.Risk < 0.3 {
			t.Errorf("a message's send chose Pay at risk %.2f\n%s", r.Risk, dump(req, a))
		}
	}
	req.Trace = nil
	if a := mustSelect(t, d, req); a.Choice == byDesc(t, pay.cands, `"Pay Sam"`) {
		t.Errorf("a message's send chose Pay before typing\n%s", dump(req, a))
	}
	both := new(page).fill("a", "textbox", "Amount", "45").click("button", "Transfer to savings", "").near("Savings").
		click("button", "Send", "").near("Send money")
	req = fsm.SelectionRequest{Goal: "Send $45 to Sam", URL: "http://127.0.0.1/",
		Trace: []fsm.TraceEntry{done(1, fsm.ActFill, "a", "45")}, Candidates: both.cands}
	a = mustSelect(t, d, req)
	if bad := byDesc(t, both.cands, `"Transfer to savings"`); a.Probabilities[bad] >= 0.3 {
		t.Errorf("a Send clause chose Transfer beside a Send button: p=%.2f\n%s", a.Probabilities[bad], dump(req, a))
	}
}

// TestNegationOnlyMeetsItsOwnAct: a clause that is only a negation ("Don't save") asks
// for a control stating the negation of the same act; another act's negation ("Don't
// knock or ring") is not it, whatever words the two share.
func TestNegationOnlyMeetsItsOwnAct(t *testing.T) {
	door := new(page).click("radio", "Don't knock or ring (baby sleeping)", "").near("When the driver arrives").
		click("radio", "Ring the bell", "").near("When the driver arrives").
		click("button", "Cancel delivery", "").near("Other options")
	save := new(page).click("button", "Don't save", "").near("Unsaved changes").
		click("button", "Don't ask again", "").near("Unsaved changes")
	runReading(t, []readingCase{
		{name: "another act's negation", goal: "I don't want this delivered any more", page: door},
		{name: "another act's negation, do not", goal: "we do not want it shipped", page: door},
		{name: "the same act's negation", goal: "Don't save", page: save, want: `"Don't save"`},
	})
	// "Never mind" is a compound, not "mind" once "never" is left out.
	leave := new(page).click("button", "Leave", "").near("Unsaved changes").click("button", "Never mind", "").near("Unsaved changes")
	req := fsm.SelectionRequest{Goal: "I don't mind losing the changes, leave", URL: "http://127.0.0.1/", Candidates: leave.cands}
	if a := mustSelect(t, New(Options{}), req); a.Probabilities[byDesc(t, leave.cands, `"Never mind"`)] >= 0.3 {
		t.Errorf("not minding reads as \"Never mind\"\n%s", dump(req, a))
	}
}

// TestWordsLeaveNegationsOut: negation words are read from the raw words, never matched
// as tokens, so two negations of different acts share nothing, while a word that folds
// like one ("notes") stays.
func TestWordsLeaveNegationsOut(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Don't knock or ring", "knock or ring"},
		{"Do not email me", "do email me"},
		{"I never want reminders", "want reminders"},
		{"You cannot undo this", "you undo this"},
		{"It isn't here, won't load", "it here load"},
		{"Show notes", "show notes"},
		{"Never mind", "nevermind"}, // a compound, read before the negation words go
	}
	for _, c := range cases {
		if got, want := words(c.in), words(c.want); strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("words(%q) = %v, want %v", c.in, got, want)
		}
	}
}
