package local

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// Days a goal writes without a month's name: by its weekday and number ("Thursday the
// 7th", "Fri 18th"), whose month the page's calendar says, read only where the weekday
// agrees with that month and year; or in numbers ("26/06/27", "15.05.2027"), spelled as
// a day, a month's name and a year before the goal is read, where the order is certain
// (a number past 12 says which is the day).

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
// name and day ("Sunday 2nd May") is monthDays'; a number that a time's minutes or day
// part follow is an hour ("Sunday 10 am", "Tuesday 6 pm", "Sunday 11:00"); two such days
// ("Sat 12th or Sun 13th") are a choice, not one day.
func (v *vocab) readWeekdayDay(cl *clause, raw []string) {
	day, weekday := "", ""
	for k, w := range raw {
		wd := weekdayOf(w)
		if wd == "" {
			continue
		}
		at := k + 1
		if at < len(raw) && raw[at] == "the" {
			at++
		}
		if at >= len(raw) {
			continue
		}
		d, rest := dayNumber(raw[at]), raw[at+1:]
		switch {
		case d == "", len(rest) > 0 && monthNumber(v.months[rest[0]]) != "":
		case len(rest) > 0 && (len(rest[0]) == 2 && isDigits(rest[0]) || rest[0] == "o" || rest[0] == "oclock"),
			dayPartLen(rest) > 0: // an hour: "Sunday 11:00", "Sunday 10 am"
		case day != "":
			return // a second day: a choice between them
		default:
			day, weekday = d, wd
		}
	}
	cl.day, cl.weekday = day, weekday
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

// cellYear is the year a day cell's name writes, else the one year its nearby text does
// ("Fri 26 June" beside "June 2026"), or 0.
func cellYear(c *fsm.Candidate) int {
	if y := yearIn(c.Name); y != 0 {
		return y
	}
	return yearIn(c.Context)
}

// yearFits reports whether year y (0: none written) is the clause's, where both say one:
// "June 2026" is not the June of "26/06/27".
func yearFits(cl *clause, y int) bool {
	return cl.year == "" || y == 0 || strconv.Itoa(y) == cl.year
}

// sameDay reports whether a control's name, read as a day (named, readDay), writes the
// clause's day: the same number in the same month; for a day the clause names by its
// weekday, the same number under that weekday, which the name writes ("Sun 15 Aug") or
// its month and year (the cell's: cellYear) give ("15 August 2027").
func sameDay(cl, named *clause, year int) bool {
	switch {
	case named.day == "" || named.day != cl.day:
		return false
	case cl.month != "":
		return named.month == cl.month
	case named.weekday != "":
		return named.weekday == cl.weekday
	}
	// a weekday the name writes decides ("Sat 18 Dec" is no Friday, whatever year is near)
	if k := slices.IndexFunc(named.raw, func(w string) bool { return weekdayOf(w) != "" }); k >= 0 {
		return named.month != "" && weekdayOf(named.raw[k]) == cl.weekday
	}
	return named.month != "" && weekdayAgrees(cl, named.month, year)
}

// dayAbsent reports whether clause ci names a day by its weekday that the page's days
// leave out: it offers controls named by other days ("Sat 5", "Sun 6", "Mon 7") and
// neither the day's nor a date picker's opener, so no other control stands for the day
// ("Download tide table" is not Tuesday the 8th's tides). A day with its month's name is
// left to the controls' names, as before weekdays were read. Read once per clause.
func (s *scorer) dayAbsent(ci int) bool {
	cl := &s.g.clauses[ci]
	return oncePer(&s.daysAbsent, cl, func() bool {
		if cl.weekday == "" {
			return false // a day with its month's name is left to the names
		}
		others := 0
		for j := range s.req.Candidates {
			c := &s.req.Candidates[j]
			if c.Action != fsm.ActClick {
				continue
			}
			if s.isDayCell(j, cl) || s.opensPicker(c, cl) {
				return false
			}
			named := clause{raw: rawWords(c.Name)}
			if s.v.readDay(&named, named.raw); named.day != "" && !sameDay(cl, &named, cellYear(c)) {
				others++
			}
		}
		return others >= 2
	})
}

// slotFit is how a cell of the clause's day fits it: dayCell when the clause says no time
// or the cell shows the clause's time; 0 when the cell shows another time ("Choose 11:00
// on Sunday 15 August" for "09:20 on Sunday 15th"); slotUnshown of it when it shows no
// time (the day's times come after it).
func (s *scorer) slotFit(i int, cl *clause) float64 {
	asked, shown := timeWords(strings.Join(cl.raw, " ")), tokenSet{} // "2pm" is read as a name's is
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

// numericDate matches a day written in numbers: day (or month), month (or day) and year,
// with one kind of separator ("26/06/27", "15.05.2027"). Without a year ("13/8", "14/2")
// numbers are odds, flats and ratios as often as days, so they are left as written.
var numericDate = regexp.MustCompile(`\b(\d{1,2})([./])(\d{1,2})([./])(\d{4}|\d{2})\b`)

// spellNumericDates rewrites the days low (a goal, lower case) writes in numbers as a
// day, a month's name and a year ("26/06/27" → "26 june 2027", "06/26/2027" too), where
// the order is certain: one of the first two numbers is past 12 and the other is a
// month's, and with a two-digit year the day comes first. "06/04/27" (June or April),
// "2.2.26" and "1.28.15" (versions as likely), "12/14/16" (sizes), a number run on or in
// ("1.2.3.4", a path's "blog/05/14/2026") and text in a kept span (kept: a caller's
// value's mention, a quoted label) stay as written. A two-digit year is this century's
// below 50.
func spellNumericDates(low string, kept []occurrence) string {
	var b strings.Builder
	last := 0
	for _, m := range numericDate.FindAllStringSubmatchIndex(low, -1) {
		if spelled, ok := spellDate(low, m); ok && !overlaps(kept, occurrence{start: m[0], end: m[1]}) {
			b.WriteString(low[last:m[0]])
			b.WriteString(spelled)
			last = m[1]
		}
	}
	if last == 0 {
		return low
	}
	return b.String() + low[last:]
}

// spellDate spells one numericDate match m of low, or reports false.
func spellDate(low string, m []int) (string, bool) {
	d, _ := strconv.Atoi(low[m[2]:m[3]])
	mo, _ := strconv.Atoi(low[m[6]:m[7]])
	if mo > 12 && d <= 12 {
		d, mo = mo, d
	}
	y := low[m[10]:m[11]]
	if n, _ := strconv.Atoi(y); len(y) == 2 {
		first, _ := strconv.Atoi(low[m[2]:m[3]])
		if first <= 12 {
			return "", false // "12/14/16", "1.28.15": sizes and versions as often as a month first
		}
		y = strconv.Itoa(2000 + n)
		if n >= 50 {
			y = strconv.Itoa(1900 + n)
		}
	}
	joined := m[0] > 0 && strings.ContainsRune("./:-_", rune(low[m[0]-1])) ||
		m[1] < len(low) && strings.ContainsRune("./:-_", rune(low[m[1]])) && m[1]+1 < len(low) && low[m[1]+1] != ' '
	if low[m[4]:m[5]] != low[m[8]:m[9]] || d <= 12 || mo < 1 || mo > 12 || d > 31 || joined {
		return "", false
	}
	return strconv.Itoa(d) + " " + monthRows()[mo-1][0] + " " + y, true
}

// subjectFit is how a cell of the clause's day that names a thing the clause does not
// fits it: 0 where a dated control (one another day or time names) names a thing the
// clause says ("Book Sunday 11:00 Pilates" for "book the Sunday 11:00 yoga class" beside
// "Book Monday 11:00 Yoga"); subjectShown of it where an undated control does ("Friday 18
// December – Pilates" beside "Yoga timetable"); else 1.
func (s *scorer) subjectFit(i int, cl *clause) float64 {
	c := &s.req.Candidates[i]
	name := s.v.content(s.feats[i].name).minus(s.v.dayWords(c.Name), cl.bare)
	if len(name) == 0 {
		return 1
	}
	said := s.v.content(cl.bare).minus(s.v.dayWords(strings.Join(cl.raw, " ")), s.feats[i].name)
	fit := 1.0
	for j := range s.req.Candidates {
		o := &s.req.Candidates[j]
		if j == i || o.Action != fsm.ActClick || !s.feats[j].name.intersects(said) {
			continue
		}
		if len(s.v.dayWords(o.Name)) > 0 {
			return 0
		}
		fit = subjectShown
	}
	return fit
}

// subjectShown is the share of a day cell's fit it keeps when its name says a thing the
// clause does not and an undated control names the clause's (subjectFit).
const subjectShown = 0.5

// daySubjectUnsure reports whether a cell of clause ci's day keeps only part of its fit
// for the thing it names (subjectFit): then no other control stands for the day either
// ("Book the Rome walking tour" is not its Friday 18 December, morning) but one beside
// the day (nearDay: "Cancel booking" near "Tue 10 March – Yoga"), and the clause
// abstains. Read once per clause.
func (s *scorer) daySubjectUnsure(ci int) bool {
	cl := &s.g.clauses[ci]
	return oncePer(&s.daysUnsure, cl, func() bool {
		for j := 0; cl.day != "" && j < len(s.req.Candidates); j++ {
			if s.isDayCell(j, cl) && s.subjectFit(j, cl) < 1 {
				return true
			}
		}
		return false
	})
}

// oncePer is read(), kept in *seen for cl: a clause's reading of the page, asked by every
// candidate's score, is read once per decision.
func oncePer(seen *map[*clause]bool, cl *clause, read func() bool) bool {
	if v, ok := (*seen)[cl]; ok {
		return v
	}
	if *seen == nil {
		*seen = map[*clause]bool{}
	}
	v := read()
	(*seen)[cl] = v
	return v
}

// dayWords is the folded tokens of text's words that write a day or a time: weekdays,
// months (short forms too), and words with a digit (numbers, ordinals, "6pm", time
// tokens).
func (v *vocab) dayWords(text string) tokenSet {
	out := tokenSet{}
	for _, w := range rawWords(text) {
		if weekdayOf(w) != "" || v.months[w] != "" || strings.ContainsAny(w, "0123456789") {
			out[fold(lexical.Stem(w))] = struct{}{}
		}
	}
	for t := range timeWords(text) {
		out[t] = struct{}{}
	}
	return out
}

// nearDay reports whether click candidate i's nearby text writes clause cl's day and no
// other: an act on that day's item ("Cancel booking" near "Tue 10 March – Yoga").
func (s *scorer) nearDay(i int, cl *clause) bool {
	c := &s.req.Candidates[i]
	near := clause{raw: rawWords(c.Context)}
	if days := s.v.monthDays(near.raw); len(days) > 1 {
		return false // "Tue 10 March – Pilates · Wed 11 March – Yoga": whose act is unsure
	}
	s.v.readDay(&near, near.raw)
	return cl.day != "" && sameDay(cl, &near, yearIn(c.Context)) && yearFits(cl, cellYear(c))
}
