package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestNamePartRows: every row's words name their part of a name in a field label.
func TestNamePartRows(t *testing.T) {
	for _, r := range namePartRows() {
		for _, w := range r.words {
			label := w + " name"
			if w == "surname" || w == "forename" || w == "forenames" {
				label = w
			}
			req := fsm.SelectionRequest{Goal: "x", Candidates: new(page).fill("f", "textbox", label, "Ann").cands}
			s := newScorer(newVocab(), &req)
			if got, want := s.namePart(0), map[bool]int{true: 1, false: -1}[r.first]; got != want {
				t.Errorf("%q: part %d, want %d", label, got, want)
			}
		}
	}
}

// TestNameParts: a person's name written whole puts its given name first; values not
// written as one name, or not written as names, are left to the other rules.
func TestNameParts(t *testing.T) {
	profile := func(a, b string) *page {
		return new(page).fill("f", "textbox", "First name", a).fill("f", "textbox", "First name", b).
			fill("l", "textbox", "Last name", a).fill("l", "textbox", "Last name", b).click("button", "Save profile", "")
	}
	runReading(t, []readingCase{
		{name: "given name first", goal: "I'm Chidi Anagonye — fill that in", page: profile("Anagonye", "Chidi"), want: `"First name" with "Chidi"`},
		{name: "not one name", goal: "I moved: 7 Canal Street, Manchester", page: profile("7 Canal Street", "Manchester"), want: ""},
	})
}
