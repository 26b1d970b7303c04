package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestNamePartRows: every row's words name their part of a name in a field label, a
// words entry before "name" ("Last name") and an alone entry by itself ("Surname"); a
// words entry alone names no part ("Last").
func TestNamePartRows(t *testing.T) {
	v := newVocab()
	part := func(label string) int {
		req := fsm.SelectionRequest{Goal: "x", Candidates: new(page).fill("f", "textbox", label, "Ann").cands}
		return newScorer(v, &req).namePart(0)
	}
	for _, r := range namePartRows() {
		want := map[bool]int{true: 1, false: -1}[r.first]
		for _, w := range r.words {
			if got := part(w + " name"); got != want {
				t.Errorf("%q: part %d, want %d", w+" name", got, want)
			}
			if got := part(w); got != 0 {
				t.Errorf("%q alone: part %d, want 0", w, got)
			}
		}
		for _, w := range r.alone {
			if got := part(w); got != want {
				t.Errorf("%q: part %d, want %d", w, got, want)
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
