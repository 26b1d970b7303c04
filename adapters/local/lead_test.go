package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestLeadTells: a clause's lead word is what it tells of when a subject verb follows
// it (every row of subjectVerbs) or when it names the setting a heading sets; an
// imperative's verb (whatever follows it), a name after an operation verb and a
// question's words are not.
func TestLeadTells(t *testing.T) {
	v := newVocab()
	lead := func(goal string) (*scorer, *clause, string) {
		s := newScorer(v, &fsm.SelectionRequest{Goal: goal})
		return s, &s.g.clauses[0], s.leadWord(&s.g.clauses[0])
	}
	for _, verb := range subjectVerbs() {
		goal := "the building " + verb + " an old threshing barn"
		if s, cl, w := lead(goal); w != "build" || !s.leadTells(cl, w) {
			t.Errorf("%q: lead %q should tell of its subject", goal, w)
		}
	}
	for _, c := range []struct {
		goal  string
		tells bool
	}{
		{"floor: proper wooden flooring", true}, // the heading names the setting
		{"build a shed", false},                 // an imperative's verb
		{"choose Express shipping", false},      // a name after an operation verb
		{"contractor should come after midday", true},
		{"what photos did the officer take?", false},             // a question asks
		{"is the building listed?", false},                       // a question asks
		{"text me when the locksmith is close", false},           // "is" follows another word
		{"change my start to 1 February — work is crazy", false}, // the same
		{"Book May 14", false},                                   // an imperative's verb before a name
		{"Call Will Brown", false},                               // the same
		{"Biscuit had two teeth out", true},
		{"Pepper is coming to stay", true},         // a verb's word before a copula is a subject
		{"please book May 14 with Dr Shah", false}, // "please" before an imperative's verb
		{"the newsletter should be off", false},    // a state asked of a box
	} {
		if s, cl, w := lead(c.goal); s.leadTells(cl, w) != c.tells {
			t.Errorf("%q: lead %q tells = %v, want %v", c.goal, w, !c.tells, c.tells)
		}
	}
}

// TestLeadReadings: a control named by the subject of a statement alone is not what the
// statement asks for, nor one that shows only part of a name the goal writes; a name
// after an operation verb still names its control.
func TestLeadReadings(t *testing.T) {
	survey := new(page).click("checkbox", "The building is listed", "").near("Ask for a survey").
		click("button", "Send request", "").near("Ask for a survey")
	repair := new(page).click("checkbox", "The contractor can use the spare key held by the office", "").near("Report a repair").
		click("radio", "Kitchen", "").near("Report a repair")
	members := new(page).click("button", "Invite member", "").near("Project Alder").
		click("button", "Archive project", "").near("Project Alder")
	harps := new(page).click("radio", "Lyon & Healy Prelude — 40-string lever harp", "").near("Harp").
		click("radio", "Salvi Ana — 47-string pedal harp", "").near("Harp")
	shipping := new(page).click("radio", "Express delivery", "").near("Delivery").
		click("radio", "Standard delivery", "").near("Delivery")
	language := new(page).click("button", "Language: English", "").near("Settings").
		click("button", "Save settings", "").near("Settings")
	runReading(t, []readingCase{
		{name: "a setting's field still opens its closed dropdown", goal: "set the language to Spanish", page: language,
			want: `"Language: English"`},
		{name: "a statement's subject alone names nothing", goal: "the building is an old threshing barn", page: survey},
		{name: "a subject before a modal names nothing", goal: "contractor should come after midday", page: repair},
		{name: "a name shown in part is not offered", goal: "we need a Lyon & Healy Style 30 for a diploma", page: harps},
		{name: "a name beside the verb is whom the act is for", goal: "Invite Dana to the project", page: members,
			want: `"Invite member"`},
		{name: "a name shown whole is offered", goal: "we need a Lyon & Healy Prelude for a diploma", page: harps,
			want: `"Lyon & Healy Prelude — 40-string lever harp"`},
		{name: "a name after an operation verb names its control", goal: "Choose Express shipping", page: shipping,
			want: `"Express delivery"`},
	})
}

// TestPartlyShownName: a capitalized word the page does not show, beside a word of the
// clause the page shows, is part of a name it shows only in part; a day's or month's
// name, a word first in its sentence, or a name beside no shown word (the verb is never
// one) is not.
func TestPartlyShownName(t *testing.T) {
	v := newVocab()
	for _, c := range []struct {
		goal, absent, shown string
		part                bool
	}{
		{"I'll collect from the Kirkgate Market branch", "kirkgat market", "branch", true},
		{"we need a Lyon & Healy Style 30", "styl 30", "healy", true},
		{"Is it open? Kirkgate branch please", "kirkgat", "branch", false}, // first in its sentence
		{"collect on Friday lunch", "friday", "lunch", false},              // a day's name: the dates read it
		{"a lunch menu for Ellie", "elli", "lunch menu", false},            // beside no shown word
		{"Invite Dana to the project", "dana", "project", false},           // beside the verb only
		{"collect from the kirkgate branch", "kirkgat", "branch", false},   // not written as a name
	} {
		s := newScorer(v, &fsm.SelectionRequest{Goal: c.goal})
		if got := s.partlyShownName(wordSet(c.absent), wordSet(c.shown)); got != c.part {
			t.Errorf("%q: partlyShownName(%q, %q) = %v, want %v", c.goal, c.absent, c.shown, got, c.part)
		}
	}
}

// TestRoleCue: the words after "as" and a determiner (every row of roleDeterminers) join
// the value's cue, "of" read through; "as" with an indefinite article or none names no
// field.
func TestRoleCue(t *testing.T) {
	v := newVocab()
	for _, det := range roleDeterminers() {
		after := " as " + det + " bottle label"
		gv := goalValue{text: "Midsummer Sloe", cue: tokenSet{"before": {}}}
		v.readRoleCue(&gv, after)
		if !gv.cue.has("label") || !gv.cue.has("bottl") || !gv.cue.has("before") {
			t.Errorf("%q: cue %v, want the role's words beside the cue before", after, gv.cue)
		}
	}
	email := goalValue{text: "jo@example.com"}
	v.readRoleCue(&email, " as my email selecting the work one")
	if len(email.cue) != 1 || !email.cue.has("email") {
		t.Errorf("as my email selecting the work one: cue %v, want email alone (an inflected operation verb ends the role)", email.cue)
	}
	gv := goalValue{text: "3"}
	v.readRoleCue(&gv, " as the number of nights, please")
	if !gv.cue.has("number") || !gv.cue.has("night") {
		t.Errorf("the number of nights: cue %v, want number and nights", gv.cue)
	}
	for _, after := range []string{" as well", " as soon as you can", "", " for the label", " as bottle label", " as a PDF", " as a gift to Sam"} {
		gv := goalValue{text: "Midsummer Sloe"}
		v.readRoleCue(&gv, after)
		if len(gv.cue) > 0 {
			t.Errorf("%q: cue %v, want none", after, gv.cue)
		}
	}
	labels := new(page).fill("e1", "textbox", "Your name", "Midsummer Sloe").fill("e2", "textbox", "Name on your bottle label", "Midsummer Sloe")
	runReading(t, []readingCase{
		{name: "a role after the value names its field", goal: "put Midsummer Sloe as the label", page: labels,
			want: `"Name on your bottle label"`},
	})
}
