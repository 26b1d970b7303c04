package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/lexical"
)

// TestWordNetVerbSynonyms: the table holds the pairs whose first senses are one synset
// and not those that share only rarer senses, and a clause's verb meets a control named
// by its synonym as a hand row's would ("Finish the survey": "Complete survey").
func TestWordNetVerbSynonyms(t *testing.T) {
	v := newVocab()
	for _, tc := range []struct {
		verb, syn string
		want      bool
	}{
		{"finish", "complete", true}, {"choose", "select", true}, {"begin", "start", true},
		{"delete", "cancel", false}, {"remove", "withdraw", false},
	} {
		if got := v.verbSynonyms[fold(tc.verb)].has(fold(tc.syn)); got != tc.want {
			t.Errorf("%s ~ %s: %v, want %v", tc.verb, tc.syn, got, tc.want)
		}
	}
	survey := new(page).click("button", "Complete survey", "").near("Customer survey: 5 questions").
		click("link", "Skip for now", "http://127.0.0.1/home")
	runReading(t, []readingCase{
		{name: "a verb meets its synonym's control", goal: "Finish the survey", page: survey, want: `"Complete survey"`},
	})
}

// TestWordNetDerivations: a noun derived from a verb reads as the verb, in its plural
// too, and words that only look alike stay apart; a goal naming the noun meets a control
// named by the verb ("a description": "Describe your item").
func TestWordNetDerivations(t *testing.T) {
	for _, tc := range []struct {
		noun, verb string
		want       bool
	}{
		{"description", "describe", true}, {"payments", "pay", true}, {"cancellation", "cancel", true},
		{"subscription", "subscribes", true}, {"reservations", "reserve", true},
		{"purchase", "buy", false}, {"settings", "sit", false}, {"comment", "commentate", false},
	} {
		if got := fold(lexical.Stem(tc.noun)) == fold(lexical.Stem(tc.verb)); got != tc.want {
			t.Errorf("%s ~ %s: %v, want %v", tc.noun, tc.verb, got, tc.want)
		}
	}
	const v = "Smoke-free home"
	listing := new(page).fill("e1", "textbox", "Title", v).near("Sell an item").
		fill("e2", "textbox", "Describe your item", v).near("Sell an item")
	runReading(t, []readingCase{
		{name: "a noun meets its verb's field", goal: `description: "Smoke-free home"`, page: listing,
			want: `"Describe your item"`},
	})
}
