package local

import (
	"fmt"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestDayReadings: the days a clause names without a month's name, by weekday and number
// or in numbers whose order is certain, and what is none.
func TestDayReadings(t *testing.T) {
	v := newVocab()
	for _, c := range []struct{ raw, day, month, weekday, year string }{
		{"go out on thursday the 7th", "7", "", "thursday", ""},
		{"we ll come on fri 18th", "18", "", "friday", ""},
		{"sun 2nd may", "2", "may", "", ""}, // a month's name: monthDays
		{"pick 26 06 27 as the flight date", "26", "june", "", "2027"},
		{"date 15 05 2027", "15", "may", "", "2027"},
		{"06 26 27", "26", "june", "", "2027"}, // month first: 26 is no month
		{"4 4 2027", "4", "april", "", "2027"},
		{"06 04 27", "", "", "", ""},       // June or April
		{"the 7th", "", "", "", ""},        // no weekday: an ordinal
		{"monday", "", "", "", ""},         // no day's number
		{"the 3rd monday", "", "", "", ""}, // a weekday after its number is a place
		{"friday 18 december", "18", "december", "", ""},
	} {
		cl := clause{}
		v.readDay(&cl, strings.Fields(c.raw))
		if cl.day != c.day || cl.month != c.month || cl.weekday != c.weekday || cl.year != c.year {
			t.Errorf("%q: day %q month %q weekday %q year %q, want %q %q %q %q", c.raw, cl.day, cl.month, cl.weekday, cl.year, c.day, c.month, c.weekday, c.year)
		}
	}
}

// TestNumbersOfADateAreNoTime: three numbers in a row are a day, a month and a year, not a
// time and a number; two stay a time.
func TestNumbersOfADateAreNoTime(t *testing.T) {
	for _, c := range []struct {
		text string
		time bool
	}{{"date: 15.05.2027", false}, {"pick 26/06/27", false}, {"at 12.30", true}, {"at 15:05 please", true}} {
		got := readTimes(rawWords(c.text))
		timed := false
		for _, w := range got {
			timed = timed || isTimeToken(w)
		}
		if timed != c.time {
			t.Errorf("%q read as %q: a time %v, want %v", c.text, got, timed, c.time)
		}
	}
}

// TestWeekdayAgrees: a weekday agrees with a month and year whose day it is.
func TestWeekdayAgrees(t *testing.T) {
	cl := clause{reading: reading{day: "7", weekday: "thursday"}}
	if !weekdayAgrees(&cl, "january", 2027) || weekdayAgrees(&cl, "december", 2026) || weekdayAgrees(&cl, "january", 0) {
		t.Error("Thursday the 7th is 7 January 2027, not 7 December 2026, and no year says nothing")
	}
	if yearIn("December 2026") != 2026 || yearIn("2026 – 2027") != 0 || yearIn("Room 12") != 0 {
		t.Error("yearIn reads one four-digit year")
	}
}

// TestDaysByWeekday states the rules as goals: the picker's opener while the day is not
// offered (led by a picker verb, with a month or one word of its purpose), the cell whose
// month and year put the weekday on that day, the slot that shows the clause's time, and
// no act for a day the page's days leave out.
func TestDaysByWeekday(t *testing.T) {
	grid := func(month string) *page {
		p := new(page)
		for d := 1; d <= 12; d++ {
			p.click("button", fmt.Sprint(d), "").near(month)
		}
		return p.click("button", "Book and pay £45", "")
	}
	opener := new(page).click("button", "Open the dive calendar", "").click("button", "Message the dive shop", "").
		click("button", "Book and pay £45", "")
	monthOpener := new(page).click("button", "Open the December calendar", "").click("link", "How to find us", "http://127.0.0.1/f")
	purpose := new(page).click("button", "Choose a performance date", "").click("button", "Basket", "")
	opened := []fsm.TraceEntry{done(1, fsm.ActClick, "button Open the dive calendar", "")}
	slots := new(page).click("button", "Choose 09:20 on Sunday 15 August", "").click("button", "Choose 11:00 on Sunday 15 August", "")
	tabs := new(page).click("tab", "Sat 5", "").click("tab", "Sun 6", "").click("tab", "Mon 7", "").
		click("button", "Download tide table (PDF)", "").near("Tide times")
	named := new(page).click("button", "Wednesday 6 January", "").click("button", "Thursday 7 January", "").
		click("button", "Friday 8 January", "")
	runReading(t, []readingCase{
		{name: "a picker verb, a purpose word and a picker word open the picker", goal: "I want to go out on Thursday the 7th", page: opener, want: `"Open the dive calendar"`},
		{name: "a month's name in the opener", goal: "we'll come on Friday 18th", page: monthOpener, want: `"Open the December calendar"`},
		{name: "what the date is for in the opener", goal: "performance date Wed 13th Jan", page: purpose, want: `"Choose a performance date"`},
		{name: "the day's number under a month and year whose day it is", goal: "I want to go out on Thursday the 7th", trace: opened, page: grid("January 2027"), want: `"7"`},
		{name: "not under a month whose 7th is another weekday", goal: "I want to go out on Thursday the 7th", trace: opened, page: grid("December 2026")},
		{name: "not under a month with no year", goal: "I want to go out on Thursday the 7th", trace: opened, page: grid("January")},
		{name: "a cell that names the weekday", goal: "Thursday the 7th please", trace: opened, page: named, want: `"Thursday 7 January"`},
		{name: "the slot that shows the clause's time", goal: "09:20 on Sunday 15th", page: slots, want: `"Choose 09:20 on Sunday 15 August"`},
		{name: "a day the page's days leave out", goal: "tide times for Tuesday the 8th", page: tabs},
		{name: "a day in numbers", goal: "pick 26/06/27 as the flight date", trace: opened,
			page: new(page).click("button", "Fri 25 June", "").click("button", "Sat 26 June", "").click("button", "Sun 27 June", ""), want: `"Sat 26 June"`},
	})
	for _, c := range []struct {
		name string
		want bool
	}{{"Open the December calendar", true}, {"Choose a performance date", true}, {"Pick a date", true},
		{"Sort by date", false}, {"Date added", false}, {"Open the date and time settings", false}, {"Choose Tue 8 Dec", false}} {
		s := newScorer(newVocab(), &fsm.SelectionRequest{Goal: "x", Candidates: new(page).click("button", c.name, "").cands})
		if got := s.opensPicker(&s.req.Candidates[0]); got != c.want {
			t.Errorf("opensPicker(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}
