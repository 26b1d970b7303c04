package local

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/browsergoal/browsergoal/fsm"
)

// Days a goal writes without a month's name: by its weekday and number ("Thursday the
// 7th", "Fri 18th"), whose month the page's calendar says, read only where the weekday
// agrees with that month and year; or in numbers, day first ("26/06/27", "15.05.2027"),
// read only where the order is certain (a day past 12 says which number is the day).

// weekdayOf is the full weekday name a word writes ("thu" → "thursday"), or "".
func weekdayOf(w string) string {
	for _, r := range weekdayRows() {
		for _, n := range r {
			if w == n {
				return r[0]
			}
		}
	}
	return ""
}

// readWeekdayDay notes a day raw words name by its weekday and number, the month left
// unsaid: "thursday the 7th", "fri 18th", "sun 2nd". A weekday followed by a month's
// name and day ("Sunday 2nd May") is monthDays'.
func (v *vocab) readWeekdayDay(cl *clause, raw []string) bool {
	for k, w := range raw {
		wd := weekdayOf(w)
		if wd == "" {
			continue
		}
		at := k + 1
		if at < len(raw) && raw[at] == "the" {
			at++
		}
		if at < len(raw) {
			if d := dayNumber(raw[at]); d != "" && (at+1 >= len(raw) || monthNumber(v.months[raw[at+1]]) == "") {
				cl.day, cl.weekday = d, wd
				return true
			}
		}
	}
	return false
}

// readNumericDay notes a day raw words write as three numbers, day, month and year
// ("26 06 27" from "26/06/27", "15 05 2027"), when the order is certain: the first
// number is past 12, or both are the same, or the second is past 12 (month first).
func (v *vocab) readNumericDay(cl *clause, raw []string) bool {
	for k := 0; k+2 < len(raw); k++ {
		a, b, y := raw[k], raw[k+1], raw[k+2]
		if !isDigits(a) || !isDigits(b) || !isDigits(y) || len(a) > 2 || len(b) > 2 || len(y) != 2 && len(y) != 4 {
			continue
		}
		d, _ := strconv.Atoi(a)
		m, _ := strconv.Atoi(b)
		switch {
		case d > 12 || d == m:
		case m > 12:
			d, m = m, d // "06/26/27": month first
		default:
			continue // "06/04/27": June or April
		}
		if d < 1 || d > 31 || m < 1 || m > 12 {
			continue
		}
		cl.day, cl.month = strconv.Itoa(d), monthRows()[m-1][0]
		if cl.year = y; len(y) == 2 {
			cl.year = "20" + y
		}
		return true
	}
	return false
}

// weekdayAgrees reports whether the clause's weekday is the weekday of its day in month
// and year (a year written in text): "Thursday the 7th" is 7 January 2027, not 7 December
// 2026. A clause with no weekday agrees with any.
func weekdayAgrees(cl *clause, month string, year int) bool {
	if cl.weekday == "" {
		return true
	}
	m, _ := strconv.Atoi(monthNumber(month))
	d, _ := strconv.Atoi(cl.day)
	if m == 0 || d == 0 || year == 0 {
		return false
	}
	t := time.Date(year, time.Month(m), d, 12, 0, 0, 0, time.UTC)
	return t.Day() == d && strings.ToLower(t.Weekday().String()) == cl.weekday
}

// yearIn is the one year a text writes ("December 2026"), or 0 when it writes none or
// several.
func yearIn(text string) int {
	year := 0
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsDigit(r) }) {
		if n, err := strconv.Atoi(w); err == nil && len(w) == 4 && n >= 1900 && n < 2200 {
			if year != 0 && year != n {
				return 0
			}
			year = n
		}
	}
	return year
}

// sameDay reports whether a control's name, read as a day (named, readDay), writes the
// clause's day: the same number in the same month; for a day the clause names by its
// weekday, the same number under that weekday, which the name writes ("Sun 15 Aug") or
// its month and year give ("15 August 2027").
func sameDay(cl, named *clause, name string) bool {
	switch {
	case named.day == "" || named.day != cl.day:
		return false
	case cl.month != "":
		return named.month == cl.month
	case named.weekday != "":
		return named.weekday == cl.weekday
	}
	return named.month != "" && (slices.ContainsFunc(named.raw, func(w string) bool { return weekdayOf(w) == cl.weekday }) ||
		weekdayAgrees(cl, named.month, yearIn(name)))
}

// dayAbsent reports whether clause ci names a day by its weekday that the page's days
// leave out: it offers controls named by other days ("Sat 5", "Sun 6", "Mon 7") and
// neither the day's nor a date picker's opener, so no other control stands for the day
// ("Download tide table" is not Tuesday the 8th's tides). A day with its month's name is
// left to the controls' names, as before weekdays were read. Read once per clause.
func (s *scorer) dayAbsent(ci int) bool {
	if s.daysAbsent == nil {
		s.daysAbsent = map[int]bool{}
	}
	if absent, read := s.daysAbsent[ci]; read {
		return absent
	}
	cl := &s.g.clauses[ci]
	others := 0
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if cl.weekday == "" || c.Action != fsm.ActClick {
			continue
		}
		if s.isDayCell(j, cl) || s.opensPicker(c) {
			others = -1
			break
		}
		named := clause{raw: rawWords(c.Name)}
		if s.v.readDay(&named, named.raw); named.day != "" && !sameDay(cl, &named, c.Name) {
			others++
		}
	}
	s.daysAbsent[ci] = others >= 2
	return others >= 2
}

// slotFit is how a cell of the clause's day fits it: dayCell when the clause says no time
// or the cell shows the clause's time; 0 when the cell shows another time ("Choose 11:00
// on Sunday 15 August" for "09:20 on Sunday 15th"); between, by the share of the
// clause's time the cell shows, when it shows none.
func (s *scorer) slotFit(i int, cl *clause) float64 {
	asked, shown := tokenSet{}, tokenSet{}
	for t := range cl.bare {
		if isTimeToken(t) {
			asked[t] = struct{}{}
		}
	}
	for t := range s.feats[i].name {
		if isTimeToken(t) {
			shown[t] = struct{}{}
		}
	}
	switch {
	case len(asked) == 0 || len(shown.minus(asked)) == 0 && len(shown) > 0:
		return dayCell
	case len(shown) > 0:
		return 0 // another time of the day
	}
	return slotUnshown * dayCell
}

// slotUnshown is the share of a day cell's fit it keeps when the clause asks a time the
// cell does not show (the day's times come after it).
const slotUnshown = 0.8

// isTimeToken reports whether a folded token is a time of day's (timeToken: "t0930").
func isTimeToken(t string) bool { return len(t) == 5 && t[0] == 't' && isDigits(t[1:]) }
