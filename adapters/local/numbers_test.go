package local

import (
	"slices"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestWrittenValues: each row is a clause as a goal writes it and a caller's value, and
// whether the clause writes that value as a time or an amount.
func TestWrittenValues(t *testing.T) {
	for _, c := range []struct {
		goal, value string
		want        bool
	}{
		{"cap it at £300,000", "300000", true},
		{"cap it at £300,000", "300", false},
		{"no more than 150k", "150000", true},
		{"about 62 grand a year", "62000", true},
		{"a 2 million limit", "2000000", true},
		{"budget 1.5k", "5000", false}, // "5k" is the tail of 1.5k
		{"cover of £2.5m", "5000000", false},
		{"excess of 250 pounds", "£250", true},
		{"excess of 250 pounds", "£25", false},
		{"half past nine please", "09:30", true},
		{"quarter to seven in the evening", "18:45", true},
		{"at 7:30am", "07:30", true},
		{"at 7:30pm", "07:30", false},
		{"half past nine please", "09:00", false},
	} {
		req := goalRequest(c.goal, c.value)
		g := parseGoal(&req, newVocab())
		got := g.values[0].clause >= 0
		if got != c.want {
			t.Errorf("%q with value %q: attached %v, want %v (clauses %v)", c.goal, c.value, got, c.want, g.clauses)
		}
	}
}

// TestJoinThousands: a comma between a number and three more digits joins them, as a
// reader reads "£625,000"; any other comma stays.
func TestJoinThousands(t *testing.T) {
	for in, want := range map[string]string{
		"£625,000 house":       "£625000 house",
		"1,250,000":            "1250000",
		"rooms 1,2 and 3":      "rooms 1,2 and 3",
		"15,5000":              "15,5000",
		"eggs, milk, 2,000 ml": "eggs, milk, 2000 ml",
	} {
		if got := joinThousands(in); got != want {
			t.Errorf("joinThousands(%q) = %q, want %q", in, got, want)
		}
	}
	if got := strings.Join(rawWords("Offer £1,440 now"), " "); got != "offer 1440 now" {
		t.Errorf("rawWords = %q", got)
	}
}

// goalRequest is a request whose goal is goal and whose one field takes value.
func goalRequest(goal, value string) fsm.SelectionRequest {
	return fsm.SelectionRequest{Goal: goal, URL: "http://127.0.0.1/", Candidates: new(page).fill("f", "textbox", "Field", value).cands}
}

// TestBackPhrasalVerbs: a phrasal verb with "back" reads as the one word an interface
// names its act by (compoundRows).
func TestBackPhrasalVerbs(t *testing.T) {
	bin := new(page).click("button", "Restore", "").near("Shopping list — deleted yesterday").
		click("button", "Delete forever", "").near("Shopping list — deleted yesterday").click("link", "Notes", "http://127.0.0.1/notes")
	runReading(t, []readingCase{
		{name: "bringing back restores", goal: "bring back my shopping list", page: bin, want: `"Restore"`},
	})
	if got := words("send it back to the sender"); !slices.Contains(got, "return") {
		t.Errorf("send it back: %q", got)
	}
}
