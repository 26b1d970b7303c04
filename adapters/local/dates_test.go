package local

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestReadingDays states the calendar rules as goals.
func TestReadingDays(t *testing.T) {
	closed := new(page).click("clickable", "Select a date", "").near("Search flights").
		click("link", "Help", "http://127.0.0.1/help")
	named := new(page).click("button", "March 9, 2026", "").click("button", "March 10, 2026", "").
		click("button", "April 10, 2026", "")
	numbered := new(page)
	for d := 4; d <= 12; d++ {
		numbered.click("clickable", fmt.Sprint(d), "").near("March 2026")
	}
	unknownMonth := new(page).click("clickable", "9", "").near("9 10 11").click("clickable", "10", "").near("9 10 11")
	opened := []fsm.TraceEntry{done(1, fsm.ActClick, "clickable Select a date", "")}
	slots := new(page).click("button", "Choose Tue 8 Dec, 6pm", "").click("button", "Choose Sat 12 Dec, 10am", "")
	runReading(t, []readingCase{
		{name: "the date picker opens while the day is not offered", goal: "Choose March 10 as the departure date", page: closed, want: `"Select a date"`},
		{name: "a cell named by month and day", goal: "Choose March 10 as the departure date", trace: opened, page: named, want: `"March 10, 2026"`},
		{name: "the day's number under the month", goal: "Pick 10 March for the departure", trace: opened, page: numbered, want: `"10"`},
		{name: "an ordinal day is a day, not a place in a list", goal: "Choose the 10th of March", trace: opened, page: named, want: `"March 10, 2026"`},
		{name: "a day's number in a month the page does not show is not picked", goal: "Choose March 10 as the departure date", trace: opened, page: unknownMonth},
		{name: "a control named by another day is not the goal's time", goal: "session: Thu 10 Dec, 6pm",
			trace: []fsm.TraceEntry{done(1, fsm.ActClick, "button Choose Thu 10 Dec, 6pm", "")}, page: slots},
	})
}

// TestDayCellsNeedTheirOwnMonth: a calendar's month is read next to its cells, never
// from the page text, "may" is a month only as "May" beside a number, and a day number
// outside a grid of day numbers (a pager's "10") is no calendar cell. None of these
// decoys is clicked for the day the goal names.
func TestDayCellsNeedTheirOwnMonth(t *testing.T) {
	april := new(page)
	for d := 6; d <= 14; d++ {
		april.click("button", fmt.Sprint(d), "").near("April 2026")
	}
	april.click("link", "Next month", "http://127.0.0.1/m")
	pager := new(page).click("button", "10", "").near("Results per page").click("button", "20", "").near("Results per page").
		click("button", "50", "").near("Results per page")
	mayGrid := new(page)
	for d := 6; d <= 14; d++ {
		mayGrid.click("button", fmt.Sprint(d), "").near("You may pick any day of April 2026")
	}
	mixed := new(page)
	for d := 6; d <= 14; d++ {
		mixed.click("button", fmt.Sprint(d), "").near("March 2026 – April 2026")
	}
	sortd := new(page).click("button", "Sort by date", "").near("Results").click("link", "Result one", "http://127.0.0.1/1")
	d := New(Options{})
	cases := []struct{ name, goal, text string }{
		{"an April calendar on a page that mentions March", "Choose March 10", "Offer ends March 31. Pick your date."},
		{"a results-per-page 10 on a page that says 'you may'", "Choose May 10", "You may change this later."},
		{"'may' in the nearby text is no month", "Choose May 10", ""},
		{"a cell whose nearby text names another month too", "Choose March 10", ""},
		{"a sort control named by 'date' is no picker", "Choose March 10", ""},
	}
	pages := []*page{april, pager, mayGrid, mixed, sortd}
	for k, c := range cases {
		req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", PageText: c.text, Candidates: pages[k].cands}
		if a := mustSelect(t, d, req); verdict(a) == "passed" {
			t.Errorf("%s: want no candidate to pass\n%s", c.name, dump(req, a))
		}
	}
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

// TestOtherDay: a control named by a day is another day's when the goal's asking clauses
// name days and none of them is one the control writes.
func TestOtherDay(t *testing.T) {
	for _, tc := range []struct {
		goal, name string
		want       bool
	}{
		{"session: Thu 10 Dec, 6pm", "Choose Tue 8 Dec, 6pm", true},
		{"session: Thu 10 Dec, 6pm", "Choose Thu 10 Dec, 6pm", false},
		{"book the 6pm class", "Choose Tue 8 Dec, 6pm", false},                    // the goal names no day
		{"book the 6pm class, not on Sat 12 Dec", "Choose Tue 8 Dec, 6pm", false}, // a refused day asks for none
		{"stay from 3 May to 7 May, the sea view room", "Sea view room, 3–7 May", false},
		{"session: Thu 10 Dec, 6pm", "Evening class, 6pm", false}, // no day in the name
	} {
		p := new(page).click("button", tc.name, "")
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Candidates: p.cands}
		s := newScorer(New(Options{}).vocabulary(), &req)
		if got := s.otherDay(0); got != tc.want {
			t.Errorf("%q, %q: otherDay %v, want %v", tc.goal, tc.name, got, tc.want)
		}
	}
}

// TestEveryWeekdayRowWritesADate: each weekday row is one of Go's weekday names, its
// short forms are that name's beginnings, and a name of weekday, day and month words
// reads as a date (writesADate), while a foreign word among them, or names without a
// number ("Sat", Turkish for "sell"), do not.
func TestEveryWeekdayRowWritesADate(t *testing.T) {
	rows := weekdayRows()
	if len(rows) != 7 {
		t.Fatalf("%d weekday rows, want 7", len(rows))
	}
	l := newLexicon()
	for i, r := range rows {
		if want := strings.ToLower(time.Weekday(i).String()); r[0] != want {
			t.Errorf("row %d is %q, want %q", i, r[0], want)
		}
		for _, w := range r {
			if !strings.HasPrefix(r[0], w) {
				t.Errorf("%q is not a short form of %q", w, r[0])
			}
			if ws := []string{w, "14", "dec"}; !l.writesADate(ws) || l.notEnglish(ws) {
				t.Errorf("%v: not read as a date", ws)
			}
		}
	}
	for _, ws := range [][]string{{"14", "2026"}, {"mon", "compte"}, {"supprimer", "mon", "compte"}, {"sat"}, {"mon", "dec"}} {
		if l.writesADate(ws) {
			t.Errorf("%v read as a date", ws)
		}
	}
}
