package local

import (
	"strconv"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// What month a calendar on the page shows, and how many months on a goal's day is from it:
// the reading the month pager (monthpager.go) presses toward.

// shownMonth is the month a calendar on the page shows: its month's name, its year (0
// when no cell says one) and whether one month is shown.
type shownMonth struct {
	month string
	year  int
	ok    bool
}

// calendarMonth reads the month the page's day cells show, once per request: cells named
// by a date and nothing else ("Sunday 7 March 2027", "Tue 4 May"; not an order row's
// "Order #18 · 4 May") or day numbers in a grid whose own nearby text names the month. One
// month and at most one year across at least two cells; else none (two months side by
// side, a list of dates that runs across months).
func (s *scorer) calendarMonth() shownMonth {
	if s.calMonth != nil {
		return *s.calMonth
	}
	months, years, cells := map[string]bool{}, map[int]bool{}, 0
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if c.Action != fsm.ActClick {
			continue
		}
		named := clause{raw: rawWords(c.Name)}
		text := ""
		switch s.v.readDay(&named, named.raw); {
		case named.day != "" && named.month != "" && s.v.dateOnly(named.raw):
			months[named.month] = true
			text = c.Name + " " + c.Context
		case s.namedByDayNumber(j) && s.inDayGrid(j):
			text = c.Context // never the title: a list's numbers say nothing of a month it names
			ms := s.v.monthsIn(text)
			if len(ms) == 0 {
				continue
			}
			for m := range ms {
				months[m] = true
			}
		default:
			continue
		}
		cells++
		if y := yearIn(text); y != 0 {
			years[y] = true
		}
	}
	out := shownMonth{}
	if len(months) == 1 && len(years) <= 1 && cells >= 2 {
		for m := range months {
			out.month = m
		}
		for y := range years {
			out.year = y
		}
		out.ok = true
	}
	s.calMonth = &out
	return out
}

// monthsAway is how many months on (less than 0: back) clause cl's day is from the shown
// month: the clause's month, in the year it or its date value writes ("7 Feb 2027",
// "2027-02-07") when the calendar shows a year too, else on (a booking looks ahead: "9
// November" beside January is ten months on) but for the month just before the one
// shown ("Sun 7 Feb" beside March, one back); for a day named by its weekday alone
// ("Sunday the 18th"), the first month on whose day of that number is that weekday, when
// the calendar shows its year. ok is false for the shown month itself or one further
// than monthPageMost.
func (s *scorer) monthsAway(cl *clause, shown shownMonth) (int, bool) {
	at, _ := strconv.Atoi(monthNumber(shown.month))
	if at == 0 {
		return 0, false
	}
	d := 0
	switch {
	case cl.month != "":
		want, _ := strconv.Atoi(monthNumber(cl.month))
		year := s.clauseYear(cl)
		if year != 0 && shown.year != 0 {
			d = (year*12 + want) - (shown.year*12 + at)
		} else {
			d = (want - at + 12) % 12 // on, as a booking looks ahead
			if d == 11 {
				d = -1 // but for the month just before the one shown ("Sun 7 Feb" beside March)
			}
			if shown.year != 0 {
				year = shown.year + floorDiv(at-1+d, 12)
			}
		}
		if !realDay(cl, want, year) {
			return 0, false // "30 February", or "Sunday 9 April 2027", a Friday
		}
	case cl.weekday != "" && shown.year != 0:
		for k := 0; k <= monthPageMost; k++ {
			m := (at-1+k)%12 + 1
			if weekdayAgrees(cl, monthRows()[m-1][0], shown.year+(at-1+k)/12) {
				d = k // 0: the day is on the month shown, and not offered there
				break
			}
		}
	}
	return d, d != 0 && d <= monthPageMost && d >= -monthPageMost
}

// realDay reports whether clause cl's day is a day of month (1–12) in year (0: any, a
// leap year's February taking 29), on the weekday the clause writes when it writes one
// and the year is known.
func realDay(cl *clause, month, year int) bool {
	day, _ := strconv.Atoi(cl.day)
	y := year
	if y == 0 {
		y = 2028 // a leap year: "29 February" with no year may be a real day
	}
	if t := time.Date(y, time.Month(month), day, 12, 0, 0, 0, time.UTC); t.Day() != day {
		return false
	}
	written := *cl
	for _, w := range cl.raw {
		if wd := weekdayOf(w); wd != "" && written.weekday == "" {
			written.weekday = wd // "Sunday 9 April 2027": monthDays reads the day, not its weekday
		}
	}
	return written.weekday == "" || year == 0 || weekdayAgrees(&written, monthRows()[month-1][0], year)
}

// floorDiv is a divided by b, rounded down.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// clauseYear is the year clause cl writes, else the year of an ISO date value the goal
// attaches to it, else 0.
func (s *scorer) clauseYear(cl *clause) int {
	if y, err := strconv.Atoi(cl.year); err == nil {
		return y
	}
	for _, vi := range cl.values {
		if t := s.g.values[vi].text; isoDate.MatchString(t) {
			y, _ := strconv.Atoi(t[:4])
			return y
		}
	}
	return 0
}

// dateOnly reports whether raw words write a date and nothing else: weekdays, months,
// numbers (a day, a year, "7th"), "of" and "the".
func (v *vocab) dateOnly(raw []string) bool {
	for _, w := range raw {
		if weekdayOf(w) == "" && v.months[w] == "" && dayNumber(w) == "" && !isNumber(w) && w != "of" && w != "the" {
			return false
		}
	}
	return true
}
