package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestWantedThing: a statement of wanting reads as the thing it wants (an object, no
// act) or, after "to", as the act it wants; what the thing is wanted for is cut.
func TestWantedThing(t *testing.T) {
	v := newVocab()
	for _, c := range []struct {
		goal, want string
		act        bool
	}{
		{"i d like the marquee brochure", "the marquee brochure", false},
		{"we need three of these frames", "we need three of these frames", false}, // an operation verb: read as before
		{"i m looking for the opening times", "the opening times", false},
		{"i d like to cancel my booking", "cancel my booking", true},
		{"i d like maya to do my hair", "maya", false},
		{"i would prefer the aisle seat", "the aisle seat", false},
		{"we d wish for the sea view", "the sea view", false},
		{"it s like the blue one", "it s like the blue one", false}, // no speaker: "like" compares
		{"my phone broke", "my phone broke", false},                 // no want word
		{"i changed my mind", "i changed my mind", false},           // no want word
	} {
		got, act, _ := v.wantedThing(strings.Fields(c.goal))
		if strings.Join(got, " ") != c.want || act != c.act {
			t.Errorf("%q: got %q act %v, want %q act %v", c.goal, strings.Join(got, " "), act, c.want, c.act)
		}
	}
}

// TestFrameReadings: the readings on whole goals: a thing wanted, and a list joined by
// "plus" (an act said with a modal of intent is read in TestIntended).
func TestFrameReadings(t *testing.T) {
	brochure := new(page).click("button", "Download the brochure", "").click("button", "Email us", "")
	flights := new(page).click("radio", "Tour and tasting flight, 90 min", "").near("Which tour?").
		click("radio", "Classic brewery tour, 60 min", "").near("Which tour?")
	games := new(page).click("link", "Chen Wei", "").near("3 Chen Wei 1875").click("button", "⋮", "").near("3 Chen Wei 1875").
		click("link", "Ana Ruiz", "").near("4 Ana Ruiz 1820").click("button", "⋮", "").near("4 Ana Ruiz 1820")
	allergens := new(page).click("checkbox", "Gluten", "").near("Allergens").click("checkbox", "Nuts", "").near("Allergens").
		click("checkbox", "Dairy", "").near("Allergens")
	runReading(t, []readingCase{
		{name: "a wanted thing is asked for", goal: "I'd like the brochure", page: brochure, want: `"Download the brochure"`},
		{name: "a wanted thing's first word is no verb a name may stand for", goal: "I'd like a flight of gluten-free beers", page: flights},
		{name: "a wanted thing opens no row's menu", goal: "I'd like a game against Chen Wei", page: games},
		{name: "plus joins a list", goal: "tick gluten plus nuts", page: allergens, want: `"Gluten"`},
	})
}

// TestClauseJoins: "plus" and a lone "+" join two phrases as "and" does, unless "plus" is
// a name after a determiner or a preposition follows the "+"; a spaced dash sets off no
// clause ("the 4th post — upvote it" is one act).
func TestClauseJoins(t *testing.T) {
	v := newVocab()
	count := func(goal string) int {
		return len(parseGoal(&fsm.SelectionRequest{Goal: goal}, v).clauses)
	}
	for _, c := range []struct {
		goal string
		want int
	}{
		{"I need a mattress plus a wardrobe taken away", 2},
		{"hold fleece + book bag", 2},
		{"choose the plus plan", 1},
		{"upgrade me to plus", 1},
		{"buy the iphone 15 plus", 1},
		{"select ages 65 plus", 1},
		{"click the + button", 1},
		{"add 2 + 2 stickers", 1},
		{"tap + on the iced tea", 1},
		{"add 2+2 stickers", 1},
		{"open the Glazing–back tab", 1},
		{"the 4th post — upvote it", 1},
	} {
		if got := count(c.goal); got != c.want {
			t.Errorf("%q: %d clauses, want %d", c.goal, got, c.want)
		}
	}
}

// TestIntended: a subject and a modal of intent lead an act; after a taking verb, a thing.
func TestIntended(t *testing.T) {
	v := newVocab()
	for _, c := range []struct {
		goal, want string
		act        bool
	}{
		{"i ll borrow a finger tab", "borrow a finger tab", true},
		{"we will pay cash", "pay cash", true},
		{"i ll have the grey trousers", "the grey trousers", false},
		{"i ll take it in xl", "it in xl", false},
		{"i ll get the 10 40 one", "the 10 40 one", false},
		{"i want the blue one", "i want the blue one", false}, // no modal of intent
		{"i ll have to cancel my booking", "cancel my booking", true},
		{"we shall pay cash", "pay cash", true},
		{"it will arrive on tuesday", "it will arrive on tuesday", false}, // no speaker: it tells
		{"there will be 3 of us", "there will be 3 of us", false},
	} {
		got, act, _ := v.intended(strings.Fields(c.goal))
		if strings.Join(got, " ") != c.want || act != c.act {
			t.Errorf("%q: got %q act %v, want %q act %v", c.goal, strings.Join(got, " "), act, c.want, c.act)
		}
	}
	for goal, want := range map[string]string{"I'll borrow a finger tab": "borrow a finger tab", "I'll have the salmon": "the salmon"} {
		if cl := clauseOf(goal); strings.Join(cl.raw, " ") != want || cl.statement || cl.object != !strings.HasPrefix(want, "borrow") {
			t.Errorf("%q read as %q (statement %v, object %v), want %q", goal, cl.raw, cl.statement, cl.object, want)
		}
	}
	for _, m := range intentModals() {
		if got, act, _ := v.intended([]string{"we", m, "pay", "cash"}); !act || strings.Join(got, " ") != "pay cash" {
			t.Errorf("modal of intent %q: got %v act %v", m, got, act)
		}
	}
	for _, w := range speakers() {
		if got, _, ok := v.intended([]string{w, "ll", "pay", "cash"}); !ok || strings.Join(got, " ") != "pay cash" {
			t.Errorf("speaker %q: got %v", w, got)
		}
	}
	for _, w := range statedWants() {
		if got, _, ok := v.wantedThing([]string{"i", "d", w, "the", "salmon"}); !ok || strings.Join(got, " ") != "the salmon" && w != "looking" {
			t.Errorf("stated want %q: got %v", w, got)
		}
	}
	for _, w := range takingVerbs() {
		if got, act, _ := v.intended([]string{"i", "ll", w, "the", "salmon"}); act || strings.Join(got, " ") != "the salmon" {
			t.Errorf("taking verb %q: got %v act %v", w, got, act)
		}
	}
}
