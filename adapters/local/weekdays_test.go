package local

import (
	"fmt"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestDayReadings: the days a clause names without a month's name, by weekday and
// number, and what is none.
func TestDayReadings(t *testing.T) {
	v := newVocab()
	for _, c := range []struct{ raw, day, month, weekday, year string }{
		{"go out on thursday the 7th", "7", "", "thursday", ""},
		{"we ll come on fri 18th", "18", "", "friday", ""},
		{"sun 2nd may", "2", "may", "", ""}, // a month's name: monthDays
		{"pick 26 june 2027 as the flight date", "26", "june", "", "2027"},
		{"friday 18 december", "18", "december", "", ""},
		{"the 7th", "", "", "", ""},        // no weekday: an ordinal
		{"monday", "", "", "", ""},         // no day's number
		{"the 3rd monday", "", "", "", ""}, // a weekday after its number is a place
		{"book a table for sunday 10 am", "", "", "", ""},
		{"join the tuesday 6 pm class", "", "", "", ""},
		{"book the sunday 11 00 yoga class", "", "", "", ""},
		{"thursday 7 o clock", "", "", "", ""},
		{"book sat 12th or sun 13th", "", "", "", ""}, // a choice
	} {
		cl := clause{}
		v.readDay(&cl, strings.Fields(c.raw))
		if cl.day != c.day || cl.month != c.month || cl.weekday != c.weekday || cl.year != c.year {
			t.Errorf("%q: day %q month %q weekday %q year %q, want %q %q %q %q", c.raw, cl.day, cl.month, cl.weekday, cl.year, c.day, c.month, c.weekday, c.year)
		}
	}
}

// TestSpellNumericDates: a day in numbers whose order is certain reads as a day, a
// month's name and a year; an uncertain order, a version, a run of numbers, a time and a
// caller's value stay as written.
func TestSpellNumericDates(t *testing.T) {
	g := &goal{values: []goalValue{{text: "Ref 14/05/2027"}, {text: "Ref 15/06"}}}
	for _, c := range []struct{ in, want string }{
		{"pick 26/06/27 as the flight date", "pick 26 june 2027 as the flight date"},
		{"date: 15.05.2027", "date: 15 may 2027"},
		{"06/26/2027", "26 june 2027"}, // month first: 26 is no month
		{"06/26/27", "06/26/27"},       // month first with two digits: sizes and versions as often
		{"06/04/27", "06/04/27"},       // June or April
		{"install 2.2.26", "install 2.2.26"},
		{"version 1.2.3.4", "version 1.2.3.4"},
		{"15/05.2027", "15/05.2027"}, // two separators
		{"at 10:30:00", "at 10:30:00"},
		{"born 17/03/85", "born 17 march 1985"},
		{"quote ref 14/05/2027", "quote ref 14/05/2027"},                           // inside a caller's value
		{"enter ref 15/06/2026 in the field", "enter ref 15/06/2026 in the field"}, // a value holds part of it
		{"by friday 18/12 please", "by friday 18/12 please"},                       // no year: odds and flats look alike
		{"back arsenal to win at 13/8", "back arsenal to win at 13/8"},
		{"open example.com/blog/05/14/2026", "open example.com/blog/05/14/2026"},
		{`click "fri 18/12/2026"`, `click "fri 18/12/2026"`}, // a quoted label
		{"on 26/06/27.", "on 26 june 2027."},
		{"1/2 price", "1/2 price"},
	} {
		if got := spellNumericDates(c.in, quotedLabels(c.in, g.mentions(c.in))); got != c.want {
			t.Errorf("spellNumericDates(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := timeWords("15.05.2027"); len(got) != 0 {
		t.Errorf("a cell named 15.05.2027 shows no time: %v", got)
	}
	p := new(page).fill("e1", "textbox", "Reference", "Ref 15/06")
	if gl := parseGoal(&fsm.SelectionRequest{Goal: "Enter Ref 15/06/2026 in the reference field", Candidates: p.cands}, newVocab()); gl.values[0].clause < 0 {
		t.Error("a caller's value that holds part of a day in numbers is still mentioned")
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
		{name: "a cell with a month's short name", goal: "book it for Friday the 11th",
			page: new(page).click("button", "Thu 10 Dec", "").near("Day").click("button", "Fri 11 Dec", "").near("Day").
				click("button", "Book session · £18", ""), want: `"Fri 11 Dec"`},
		{name: "a day in numbers", goal: "pick 26/06/27 as the flight date", trace: opened,
			page: new(page).click("button", "Fri 25 June", "").click("button", "Sat 26 June", "").click("button", "Sun 27 June", ""), want: `"Sat 26 June"`},
	})
	for _, c := range []struct {
		name string
		want bool
	}{{"Open the December calendar", true}, {"Choose a performance date", true}, {"Pick a date", true}, {"Show the January 2027 calendar", true},
		{"Sort by date", false}, {"Date added", false}, {"Open the date and time settings", false}, {"Choose Tue 8 Dec", false},
		{"Open calendar settings", false}, {"Open calendar export", false}, {"Pick up date", false}} {
		s := newScorer(newVocab(), &fsm.SelectionRequest{Goal: "x", Candidates: new(page).click("button", c.name, "").cands})
		if got := s.opensPicker(&s.req.Candidates[0], &clause{}); got != c.want {
			t.Errorf("opensPicker(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestDaysNotMisread: an hour after a weekday, a class of another subject on the day, a
// calendar of another year, another trip's or month's picker, a control that is no
// picker and a version number never pass for a day; a class booked under its own name
// stays done.
func TestDaysNotMisread(t *testing.T) {
	grid := func(month string) *page {
		p := new(page)
		for d := 1; d <= 12; d++ {
			p.click("button", fmt.Sprint(d), "").near(month)
		}
		return p
	}
	opened := []fsm.TraceEntry{done(1, fsm.ActClick, "button Open the calendar", "")}
	june26 := func() *page {
		return new(page).click("button", "Thu 25 June", "").near("June 2026").click("button", "Fri 26 June", "").near("June 2026").
			click("button", "Sat 27 June", "").near("June 2026")
	}
	runReading(t, []readingCase{
		{name: "an hour after a weekday", goal: "Book a table for Sunday 10 am", trace: opened, page: grid("May 2026")},
		{name: "another class on the day", goal: "Book the Sunday 11:00 yoga class",
			page: new(page).click("button", "Book Sunday 11:00 Pilates", "").click("button", "Book Monday 11:00 Yoga", "")},
		{name: "another class at the hour", goal: "Book the Wednesday 3 pm pilates class",
			page: new(page).click("button", "Wednesday 3 pm Yoga", "").click("button", "Thursday 3 pm Pilates", "")},
		{name: "a calendar of another year", goal: "pick 26/06/27 as the flight date", trace: opened, page: june26()},
		{name: "a calendar of another year: its month pager goes on toward the day", goal: "pick 26/06/27 as the flight date", trace: opened, page: june26().click("button", "Next month", ""), want: `"Next month"`},
		{name: "another trip's picker", goal: "Fly out on Friday 18th",
			page: new(page).click("button", "Choose a return date", "").click("button", "Search flights", "")},
		{name: "no picker", goal: "Book the tour for Friday 18th",
			page: new(page).click("button", "Open calendar settings", "").click("button", "Pay now", "")},
		{name: "another month's picker", goal: "Choose March 10 as the departure date",
			page: new(page).click("button", "Open the December calendar", "").click("link", "Help", "http://127.0.0.1/help")},
		{name: "a version number", goal: "Install 2.2.26", trace: opened, page: grid("February 2026")},
		{name: "betting odds", goal: "Back Arsenal to win at 13/8",
			page: new(page).click("button", "Arsenal 13/8", "").click("button", "Chelsea 11/4", "").click("tab", "Thu 13 Aug", "").click("tab", "Fri 14 Aug", "")},
		{name: "a flat's number", goal: "Ship to 14/2 George St on Saturday",
			page: new(page).click("button", "Sat 14 Feb", "").click("button", "Sun 15 Feb", "")},
		{name: "a ticket kind is no leg", goal: "Book a return flight to Rome on 18 December",
			page: new(page).click("button", "Select departure date", "").click("button", "Select return date", "")},
		{name: "two legs offered", goal: "Stay in Rome until 18 December",
			page: new(page).click("button", "Select arrival date", "").click("button", "Select departure date", "")},
	})
	runReading(t, []readingCase{
		{name: "a tour's button never stands for its day", goal: "Book the Rome walking tour on Friday 18 December",
			page: new(page).click("button", "Friday 18 December, morning", "").click("button", "Saturday 19 December, morning", "").
				click("button", "Book the Rome walking tour", "")},
		{name: "a cell beside its section's name", goal: "Choose March 10 as the departure date",
			page: new(page).click("button", "Tuesday, March 10, 2026. Available", "").near("Departure").
				click("button", "Wednesday, March 11, 2026. Available", "").near("Departure"), want: `"Tuesday, March 10, 2026. Available"`},
		{name: "from is no leg", goal: "Fly from London to Rome on 18 December",
			page: new(page).click("button", "Select departure date", "").click("button", "Search flights", ""), want: `"Select departure date"`},
		{name: "the leg the goal says", goal: "we'll get in on 28 December",
			page: new(page).click("button", "Open arrival calendar", "").click("button", "Pay £28.00 and get permit", ""), want: `"Open arrival calendar"`},
	})
	req := fsm.SelectionRequest{Goal: "Book the Sunday 11:00 yoga class", Trace: []fsm.TraceEntry{done(1, fsm.ActClick, "button Book this class", "")},
		Candidates: new(page).click("button", "Book this class", "").near("Sunday 11:00 Yoga with Ana").click("link", "My bookings", "http://127.0.0.1/b").cands}
	if a := mustSelect(t, New(Options{}), req); a.Completion < 0.8 {
		t.Errorf("a class booked under its own name is done\n%s", dump(req, a))
	}
}

// TestDaysNotMisreadThird: the third review's probes: a cell's time is no day, a weekday a
// cell writes decides, a picker of the other leg, the other end of a stay or another
// year never opens, a cell of another class passes no gate, and sizes are no day.
func TestDaysNotMisreadThird(t *testing.T) {
	dec := new(page).click("button", "Fri 18 Dec 09:20", "").near("December 2026").click("button", "Wed 9 Dec 11:00", "").
		near("December 2026").click("button", "Thu 10 Dec 14:00", "").near("December 2026")
	runReading(t, []readingCase{
		{name: "a cell's time is no day", goal: "Wednesday the 9th please", page: dec, want: `"Wed 9 Dec 11:00"`},
		{name: "the weekday a cell writes decides", goal: "Friday the 18th",
			page: new(page).click("button", "Sat 18 Dec", "").near("Tour dates · booking opens 1 June 2026").
				click("button", "Sun 19 Dec", "").near("Tour dates · booking opens 1 June 2026")},
		{name: "check-out is not check-in", goal: "Check in on Friday 18th",
			page: new(page).click("button", "Choose checkout date", "").click("button", "Cancel", "")},
		{name: "the start of a subscription is not its end", goal: "Start the subscription on Friday 18th",
			page: new(page).click("button", "Select end date", "").click("button", "Cancel", "")},
		{name: "until is no start", goal: "Pause my membership until 18 December",
			page: new(page).click("button", "Select start date", "").click("button", "Cancel", "")},
		{name: "a cell of another class", goal: "Book the yoga class on Friday the 18th",
			page: new(page).click("button", "Friday 18 December – Pilates", "").click("button", "Yoga timetable", "")},
		{name: "a day before its month first", goal: "Book Sunday the 10th",
			page: new(page).click("button", "Sun 10 May – 5 km fun run", "").click("button", "Sun 17 May – 10 km race", ""),
			want: `"Sun 10 May – 5 km fun run"`},
		{name: "another year's picker", goal: "pick 26/06/27 as the flight date",
			page: new(page).click("button", "Show the June 2026 calendar", "").click("button", "Help", "")},
		{name: "a time written as the cells write it", goal: "book the Saturday 12th 2pm session",
			page: new(page).click("button", "Choose Sat 12 Dec, 10am", "").click("button", "Choose Sun 13 Dec, 2pm", "")},
		{name: "sizes are no day", goal: "Buy the dress in size 12/14/16",
			page: new(page).click("button", "Choose a delivery date", "").click("button", "Help", "")},
		{name: "the check-in picker", goal: "Check in on Friday 18th",
			page: new(page).click("button", "Choose check-in date", "").click("button", "Choose checkout date", ""), want: `"Choose check-in date"`},
	})
}

// TestDaysNotMisreadFourth: the fourth review's probes: a label's number before the month
// is no day, a day's action beside its cell keeps its act, a day part after the day keeps
// the day, and a cell in the section the clause names keeps its fit.
func TestDaysNotMisreadFourth(t *testing.T) {
	march := new(page)
	for d := 4; d <= 12; d++ {
		march.click("button", fmt.Sprint(d), "").near("March 2026")
	}
	opened := []fsm.TraceEntry{done(1, fsm.ActClick, "button Open the calendar", "")}
	runReading(t, []readingCase{
		{name: "a label's number before the month", goal: "Choose March 12",
			page: new(page).click("button", "Gate 12 · March 10", "").click("button", "Gate 4 · March 12", ""), want: `"Gate 4 · March 12"`},
		{name: "a day part after the day", goal: "Choose March 10 in the morning", trace: opened, page: march, want: `"10"`},
		{name: "an hour after the day, US style", goal: "Book December 18, 10 am",
			page: new(page).click("button", "Dec 18, 10 am", "").click("button", "Dec 19, 10 am", ""), want: `"Dec 18, 10 am"`},
		{name: "a cell of unsure class passes no gate", goal: "Choose March 10 as the departure date",
			page: new(page).click("button", "Tuesday, March 10, 2026. Return", "").near("Departure and return dates").
				click("button", "Wednesday, March 11, 2026. Return", "").near("Departure and return dates").
				click("button", "Change departure airport", "")},
		{name: "a number after the month is its day", goal: "Choose March 12",
			page: new(page).click("button", "Gate 12 · March 10 09:20", "").click("button", "Gate 4 · March 12 09:20", ""),
			want: `"Gate 4 · March 12 09:20"`},
		{name: "a day that starts a cell, an hour after the month", goal: "Book 10 March",
			page: new(page).click("button", "10 March 11:00", "").click("button", "11 March 10:00", ""), want: `"10 March 11:00"`},
		{name: "no cell of the day", goal: "Book 11 March",
			page: new(page).click("button", "10 March 11:00", "").click("button", "12 March 09:30", "")},
		{name: "a day before of", goal: "Choose the 10th of March",
			page: new(page).click("button", "10th of March 11:00", "").click("button", "11th of March 10:00", ""),
			want: `"10th of March 11:00"`},
	})
	classed := fsm.SelectionRequest{Goal: "Cancel my booking on 10 March", Candidates: new(page).click("button", "Tue 10 March – Yoga", "").
		click("button", "Wed 11 March – Yoga", "").click("button", "Cancel booking", "").near("Tue 10 March – Yoga").cands}
	if a := mustSelect(t, New(Options{}), classed); verdict(a) == "passed" && a.Choice != "3" {
		t.Errorf("an act beside its day keeps its act\n%s", dump(classed, a))
	}
	two := fsm.SelectionRequest{Goal: "Cancel my yoga booking on 10 March", Candidates: new(page).click("button", "Tue 10 March – Pilates", "").
		click("button", "Wed 11 March – Yoga", "").click("button", "Cancel booking", "").near("Tue 10 March – Pilates · Wed 11 March – Yoga").cands}
	if a := mustSelect(t, New(Options{}), two); verdict(a) == "passed" {
		t.Errorf("an act beside two days is no day's act\n%s", dump(two, a))
	}
	req := fsm.SelectionRequest{Goal: "Cancel my booking on 10 March", Candidates: new(page).click("button", "Tue 10 March", "").
		click("button", "Wed 11 March", "").click("button", "Cancel booking", "").near("Tue 10 March · Yoga 10:00").cands}
	if a := mustSelect(t, New(Options{}), req); verdict(a) == "passed" && a.Choice != "3" {
		t.Errorf("a day's action beside its cell keeps its act\n%s", dump(req, a))
	}
}
