package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestReadingDays states the calendar rules as goals.
func TestReadingDays(t *testing.T) {
	closed := new(page).click("clickable", "Select a date", "").near("Search flights").
		click("link", "Help", "http://127.0.0.1/help")
	named := new(page).click("button", "March 9, 2026", "").click("button", "March 10, 2026", "").
		click("button", "April 10, 2026", "")
	numbered := new(page).click("clickable", "9", "").near("March 2026").click("clickable", "10", "").near("March 2026")
	unknownMonth := new(page).click("clickable", "9", "").near("9 10 11").click("clickable", "10", "").near("9 10 11")
	opened := []fsm.TraceEntry{done(1, fsm.ActClick, "clickable Select a date", "")}
	runReading(t, []readingCase{
		{name: "the date picker opens while the day is not offered", goal: "Choose March 10 as the departure date", page: closed, want: `"Select a date"`},
		{name: "a cell named by month and day", goal: "Choose March 10 as the departure date", trace: opened, page: named, want: `"March 10, 2026"`},
		{name: "the day's number under the month", goal: "Pick 10 March for the departure", trace: opened, page: numbered, want: `"10"`},
		{name: "an ordinal day is a day, not a place in a list", goal: "Choose the 10th of March", trace: opened, page: named, want: `"March 10, 2026"`},
		{name: "a day's number in a month the page does not show is not picked", goal: "Choose March 10 as the departure date", trace: opened, page: unknownMonth},
	})
}

// TestOpeningThePickerIsNotPickingTheDay: after the picker's opener is clicked, the goal
// is not done.
func TestOpeningThePickerIsNotPickingTheDay(t *testing.T) {
	p := new(page).click("button", "March 10, 2026", "").click("button", "March 11, 2026", "")
	req := fsm.SelectionRequest{Goal: "Choose March 10 as the departure date", URL: "http://127.0.0.1/",
		Trace: []fsm.TraceEntry{done(1, fsm.ActClick, "clickable Select a date", "")}, Candidates: p.cands}
	if a := mustSelect(t, New(Options{}), req); a.Completion >= 0.8 {
		t.Fatalf("completion %.2f after only opening the picker\n%s", a.Completion, dump(req, a))
	}
}

// TestDayRows tests the month and picker rows.
func TestDayRows(t *testing.T) {
	for _, r := range monthRows() {
		for _, w := range r {
			if cl := clauseOf("choose " + w + " 3"); cl.day != "3" || cl.month != r[0] {
				t.Errorf("month %q: day %q month %q", w, cl.day, cl.month)
			}
		}
	}
	if cl := clauseOf("choose the 3rd of march"); cl.day != "3" || cl.month != "march" {
		t.Errorf("the 3rd of march: day %q month %q", cl.day, cl.month)
	}
	for _, w := range pickerWords() {
		p := new(page).click("clickable", "Open "+w, "").click("link", "Help", "http://127.0.0.1/help")
		req := fsm.SelectionRequest{Goal: "Choose March 10", Candidates: p.cands}
		if a := mustSelect(t, New(Options{}), req); a.Choice != "1" || verdict(a) != "passed" {
			t.Errorf("picker word %q\n%s", w, dump(req, a))
		}
	}
}
