package local

import (
	"fmt"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// calendarOf is a calendar showing days first..last of month (a name such as "March
// 2027") as cells named by the whole date, with its two month pagers named prev and next
// ("" leaves one out).
func calendarOf(month string, first, last int, prev, next string) *page {
	p := new(page)
	if prev != "" {
		p.click("button", prev, "").near("When")
	}
	if next != "" {
		p.click("button", next, "").near("When")
	}
	for d := first; d <= last; d++ {
		p.click("button", fmt.Sprintf("%d %s", d, month), "").near("Choose a day")
	}
	return p.click("button", "Pay £20", "").near("Your visit")
}

// TestMonthPagers states the month pager rule as goals: a day on the month after (or
// before) the one a calendar shows is looked for by that month's pager, by its month and
// year, on when no year is written (back only for the month just before), or the first
// month on where a weekday falls on the day;
// the clause's own control, naming its act and object, comes before the pager.
func TestMonthPagers(t *testing.T) {
	opened := []fsm.TraceEntry{done(1, fsm.ActClick, "button Open the calendar", "")}
	march := calendarOf("March 2027", 1, 12, "Previous month", "Next month")
	grid := new(page).click("clickable", "‹", "").near("‹ March 2027 ›").click("clickable", "›", "").near("‹ March 2027 ›")
	for d := 1; d <= 12; d++ {
		grid.click("clickable", fmt.Sprint(d), "").near("March 2027")
	}
	runReading(t, []readingCase{
		{name: "a day on the next month", goal: "we'll come on 9 April", trace: opened, page: march, want: `"Next month"`},
		{name: "a day on the month before", goal: "Sun 7 Feb, please", trace: opened, page: march, want: `"Previous month"`},
		{name: "a year written decides the way", goal: "book 3 February 2028", trace: opened, page: march, want: `"Next month"`},
		{name: "a weekday and a number: the first month on where it falls", goal: "make it Sunday the 18th", trace: opened, page: march, want: `"Next month"`},
		{name: "arrows alone beside a grid of day numbers", goal: "fly out on 4 April", trace: opened, page: grid, want: `"›"`},
		{name: "the clause's own control before the pager", goal: "book a holiday for 9 June", trace: opened,
			page: calendarOf("May 2027", 1, 12, "Previous month", "Next month").click("button", "Book holiday", "").near("Rota"), want: `"Book holiday"`},
		{name: "a pager beside a heading that asks to choose", goal: "book 9 June", trace: opened,
			page: calendarOf("May 2027", 1, 12, "", "").click("button", "Next month", "").near("Choose your date"), want: `"Next month"`},
		{name: "a name that is a past form elsewhere", goal: "book a table for Rose on 9 June", trace: opened,
			page: calendarOf("May 2027", 1, 12, "Previous month", "Next month"), want: `"Next month"`},
		{name: "a thing to be done", goal: "have the parcel delivered on 9 June", trace: opened,
			page: calendarOf("May 2027", 1, 12, "Previous month", "Next month"), want: `"Next month"`},
		{name: "a booking looks ahead", goal: "book 9 November", trace: opened,
			page: calendarOf("January 2027", 1, 12, "Previous month", "Next month"), want: `"Next month"`},
		{name: "the day's own cell, once its month is shown", goal: "we'll come on 9 March", trace: opened, page: march, want: `"9 March 2027"`},
	})
}

// TestMonthPagersHoldBack: no pager is pressed when the way is not known or not the
// calendar's: the cells show two months, two pagers go
// the same way, only the other way's pager is offered, a form's bare "Next" stands
// beside the calendar, the day is further off than monthPageMost; an arrow not beside
// the month, a month offered as a choice, a tab, a priced place, rows that are not
// dates; a day refused, bounding another act or told as past; a weekday's day on the
// month shown; a day that is not real; a pager pressed back and forth.
func TestMonthPagersHoldBack(t *testing.T) {
	opened := []fsm.TraceEntry{done(1, fsm.ActClick, "button Open the calendar", "")}
	twoMonths := calendarOf("March 2027", 28, 31, "Previous month", "Next month")
	for d := 1; d <= 4; d++ {
		twoMonths.click("button", fmt.Sprintf("%d April 2027", d), "").near("Choose a day")
	}
	twoPagers := calendarOf("March 2027", 1, 12, "Previous month", "Next month").click("button", "Next month", "").near("Check-out")
	backOnly := calendarOf("March 2027", 1, 12, "Previous month", "")
	bareNext := calendarOf("March 2027", 1, 12, "", "").click("button", "Next", "").near("Choose a day")
	march := func() *page { return calendarOf("March 2027", 1, 12, "Previous month", "Next month") }
	carousel := calendarOf("March 2027", 1, 12, "", "").click("button", "›", "").near("Featured walks")
	choice := calendarOf("March 2027", 1, 12, "", "").click("button", "This month", "").near("When should we charge you?").
		click("button", "Next month", "").near("When should we charge you?")
	tab := calendarOf("March 2027", 1, 12, "", "")
	tab.click("tab", "Next month", "").near("When")
	priced := calendarOf("March 2027", 1, 12, "", "").click("button", "Next month", "").near("Upgrade to Premium from next month — £9.99/month")
	orders := new(page).click("button", "Next month", "").near("Your orders")
	for d := 1; d <= 6; d++ {
		orders.click("button", fmt.Sprintf("Order %d · %d March 2027", 40+d, d), "").near("Your orders")
	}
	sundays := new(page).click("button", "Previous month", "").near("When").click("button", "Next month", "").near("When").
		click("button", "Saturday 6 March 2027", "").near("Choose a day").click("button", "Saturday 13 March 2027", "").near("Choose a day")
	expanded := calendarOf("May 2027", 1, 12, "", "").click("button", "Next month", "").near("When")
	open := true
	expanded.cands[len(expanded.cands)-1].Expanded = &open
	var twelve []fsm.TraceEntry
	for n := 1; n <= monthPageMost; n++ {
		twelve = append(twelve, done(n, fsm.ActClick, "button Next month", ""))
	}
	plainPagers := calendarOf("May 2027", 1, 12, "", "").click("", "Previous month", "").near("When").click("", "Next month", "").near("When")
	turnedPlain := []fsm.TraceEntry{done(1, fsm.ActClick, "element Next month", ""), done(2, fsm.ActClick, "element Previous month", ""),
		done(3, fsm.ActClick, "element Next month", "")}
	times := calendarOf("May 2027", 1, 12, "", "").click("button", "›", "").near("Times on Thu 4 May 2027: 9:00 10:00")
	turned := []fsm.TraceEntry{done(1, fsm.ActClick, "button Next month", ""), done(2, fsm.ActClick, "button Previous month", ""),
		done(3, fsm.ActClick, "button Next month", "")}
	runReading(t, []readingCase{
		{name: "an arrow beside more than the month", goal: "book 9 June", trace: opened, page: times},
		{name: "an act's place, not a heading", goal: "book 9 June", trace: opened,
			page: calendarOf("May 2027", 1, 12, "", "").click("button", "Next month", "").near("Extend your stay into next month")},
		{name: "a day refused alone", goal: "not 9 June", trace: opened, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "two days in the clause", goal: "any night from 9 June to 12 June", trace: opened, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "another clause's day on the page", goal: "book 9 June and 3 May", trace: opened, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "a past auxiliary", goal: "my visit on 9 June was cancelled", trace: opened, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "a pager with a state of its own", goal: "book 9 June", trace: opened, page: expanded},
		{name: "a consequential place", goal: "book 9 June", trace: opened,
			page: calendarOf("May 2027", 1, 12, "", "").click("button", "Next month", "").near("Payment taken next month")},
		{name: "a pager pressed twelve times", goal: "book 9 June", trace: twelve, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "role-less pagers pressed back and forth", goal: "book 9 June", trace: turnedPlain, page: plainPagers},
		{name: "a day that is a deadline", goal: "deliver no later than 9 June", trace: opened, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "a day told as past", goal: "the boiler broke on 28 April, book an engineer", trace: opened, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "a day told as past, regular", goal: "the invoice dated 9 April is wrong, book a call", trace: opened, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "a pager pressed back and forth", goal: "book 9 June", trace: turned, page: calendarOf("May 2027", 1, 12, "Previous month", "Next month")},
		{name: "cells of two months", goal: "book 9 May", trace: opened, page: twoMonths},
		{name: "two pagers that way tie", goal: "book 9 April", trace: opened, page: twoPagers},
		{name: "only the other way's pager", goal: "book 9 April", trace: opened, page: backOnly},
		{name: "a form's bare Next is no month pager", goal: "book 9 April", trace: opened, page: bareNext},
		{name: "more than a year off", goal: "book 9 April 2029", trace: opened, page: march()},
		{name: "a carousel's arrow is not the calendar's", goal: "book 9 April", trace: opened, page: carousel},
		{name: "a month offered as a choice beside another", goal: "book 9 April", trace: opened, page: choice},
		{name: "a tab named Next month", goal: "book 9 April", trace: opened, page: tab},
		{name: "a priced or consequential place", goal: "book 9 April", trace: opened, page: priced},
		{name: "rows that say more than a date are no calendar", goal: "show the order from 9 April", trace: opened, page: orders},
		{name: "a day refused", goal: "any day but not the 9th of April", trace: opened, page: march()},
		{name: "a day that bounds another act", goal: "cancel my membership before 9 April", trace: opened, page: march()},
		{name: "a weekday and number on the month shown, not offered", goal: "make it Sunday the 7th", trace: opened, page: sundays},
		{name: "a day the month does not have", goal: "book 30 February", trace: opened, page: march()},
		{name: "a weekday the date is not", goal: "book Sunday 9 April 2027", trace: opened, page: march()},
	})
}

// TestMonthPagerDoesNotDoTheDay: a press of the month pager leaves the day still to
// choose, and is pressed again on the next month when the page draws it anew.
func TestMonthPagerDoesNotDoTheDay(t *testing.T) {
	paged := []fsm.TraceEntry{done(1, fsm.ActClick, "button Open the calendar", ""), done(2, fsm.ActClick, "button Next month", "")}
	april := calendarOf("April 2027", 1, 12, "Previous month", "Next month")
	req := fsm.SelectionRequest{Goal: "book 9 May 2027", URL: "http://127.0.0.1/", Trace: paged, Candidates: april.cands}
	a := mustSelect(t, New(Options{}), req)
	if a.Choice != byDesc(t, april.cands, `"Next month"`) || verdict(a) != "passed" || a.Completion >= 0.8 {
		t.Fatalf("want the next month's pager again, the goal not done\n%s", dump(req, a))
	}
}

// TestMonthPagerDelta reads each row of the pager tables, and names that are not a
// calendar's pager.
func TestMonthPagerDelta(t *testing.T) {
	for _, r := range monthPagerRows() {
		if d := monthPagerDelta(pagerCand("Go to the " + r.words[0] + " " + r.words[1])); d != r.delta {
			t.Errorf("%v: got %d, want %d", r.words, d, r.delta)
		}
	}
	for g, want := range monthPagerGlyphs() {
		if d := monthPagerDelta(pagerCand(" " + g + " ")); d != want {
			t.Errorf("%q: got %d, want %d", g, d, want)
		}
	}
	for _, name := range []string{"Next", "Download last month's data", "Print this month's timetable", "Next: your details", "▸ What to bring"} {
		if d := monthPagerDelta(pagerCand(name)); d != 0 {
			t.Errorf("%q: got %d, want 0", name, d)
		}
	}
}

// pagerCand is a click candidate named name.
func pagerCand(name string) *fsm.Candidate {
	return &fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick}, Name: name}
}

// TestSummaryParts splits trace summaries as fsm's TargetSummary writes them.
func TestSummaryParts(t *testing.T) {
	for _, c := range []struct{ target, role, name string }{
		{"button Next month", "button", "Next month"}, {"element Next month", "", "Next month"}, {"page", "page", ""},
	} {
		if role, name, _ := summaryParts(c.target); role != c.role || name != c.name {
			t.Errorf("%q: got %q %q, want %q %q", c.target, role, name, c.role, c.name)
		}
	}
}
