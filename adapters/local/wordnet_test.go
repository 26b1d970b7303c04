package local

import "testing"

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
