package local

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/browsergoal/browsergoal/fsm"
)

// Days in a calendar: a clause that names a day of a month ("Choose March 10 as the
// departure date") picks the calendar cell named by the day's number under that month,
// and, while no such cell is offered, the control that opens the date picker.

// Day fits of a calendar click.
const (
	dayCell    = 1.0 // the cell named by the day, under the month the goal names
	pickerOpen = 0.8 // a control that opens the date picker, while no such cell is offered
)

// readDay notes the first day of a month raw words name (monthDays), as cl.day and
// cl.month (the month's full name), with the year they write as cl.year; else a day they
// name by its weekday and number (readWeekdayDay: cl.day and cl.weekday).
func (v *vocab) readDay(cl *clause, raw []string) {
	if days := v.monthDays(raw); len(days) > 0 {
		cl.day, cl.month = days[0].day, days[0].month
		if y := yearIn(strings.Join(raw, " ")); y != 0 {
			cl.year = strconv.Itoa(y) // "26 june 2027": the calendar must show that year
		}
		return
	}
	v.readWeekdayDay(cl, raw)
}

// weekdayRows are the weekday names a page writes a date with ("Mon 14 Dec", "Tuesday
// 3 March"): the first word is the name (time.Weekday's, lower-cased), the others its
// short forms.
func weekdayRows() [][]string {
	return [][]string{
		{"sunday", "sun"}, {"monday", "mon"}, {"tuesday", "tue", "tues"}, {"wednesday", "wed"},
		{"thursday", "thu", "thur", "thurs"}, {"friday", "fri"}, {"saturday", "sat"},
	}
}

// monthDay is a day of a month a goal writes: the day's number and the month's name.
type monthDay struct{ day, month string }

// monthDays is every day of a month raw words name, in order: "march 10", "10 march",
// "10th of march". A number before the month is its day first where it starts the
// words, follows a weekday or comes before "of" ("10 March 11:00", "Sun 10 May – 5 km",
// "Fri 18 Dec 09:20"); elsewhere the number after the month is ("Gate 12 · March 10").
func (v *vocab) monthDays(raw []string) []monthDay {
	var out []monthDay
	for i, w := range raw {
		month, ok := v.months[w]
		if !ok {
			continue
		}
		before := dayBefore(raw, i)
		certain := i == 1 || i >= 2 && (weekdayOf(raw[i-2]) != "" || raw[i-1] == "of")
		if before != "" && certain {
			out = append(out, monthDay{before, month})
			continue
		}
		if i+1 < len(raw) {
			if d := dayNumber(raw[i+1]); d != "" {
				out = append(out, monthDay{d, month})
				continue
			}
		}
		if before != "" {
			out = append(out, monthDay{before, month})
		}
	}
	return out
}

// dayBefore is the day's number right before raw[i] ("10 march") or before "of" there
// ("10th of march"), or "".
func dayBefore(raw []string, i int) string {
	for _, k := range []int{i - 1, i - 2} {
		if k >= 0 && (k == i-1 || raw[k+1] == "of") {
			if d := dayNumber(raw[k]); d != "" {
				return d
			}
		}
	}
	return ""
}

// monthDayAt reports whether raw[i] is the day of a month the words after it name ("6th"
// in "the 6th of Feb", monthDays), not a place in a list.
func (v *vocab) monthDayAt(raw []string, i int) bool {
	d := dayNumber(raw[i])
	return d != "" && slices.ContainsFunc(v.monthDays(raw[i:min(i+3, len(raw))]), func(md monthDay) bool { return md.day == d })
}

// dayNumber returns a day of the month written as a word ("10", "10th", "03"), without
// leading zeros, or "".
func dayNumber(w string) string {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		w = strings.TrimSuffix(w, suf)
	}
	n, err := strconv.Atoi(w)
	if err != nil || n < 1 || n > 31 {
		return ""
	}
	return strconv.Itoa(n)
}

// dayMatch is how well click candidate i fits a clause that names a day: for the cell
// named by the day under its month (isDayCell), dayCell, less for a time it does not show
// (slotFit), none for another time or another subject (subjectFit);
// 0 for a control named by another day; pickerOpen for a control named by a picker word
// and no number while no such cell is offered; ok is false when the clause names no day
// or the candidate is none of these (a control that leads with an act on the day's
// item, "Rate the Thu 3 Dec lesson", is read by its name). A clause that names no day,
// in a goal that names one, is not met by a control named by another day: "Thu 10 Dec,
// 6pm" is not "Choose Tue 8 Dec, 6pm" for its "6pm" (otherDay).
func (s *scorer) dayMatch(i int, cl *clause) (float64, bool) {
	if cl.day == "" {
		return 0, s.otherDay(i)
	}
	if s.isDayCell(i, cl) {
		return s.slotFit(i, cl) * s.subjectFit(i, cl), true
	}
	named := clause{raw: rawWords(s.req.Candidates[i].Name)}
	s.v.readDay(&named, named.raw)
	year := cellYear(&s.req.Candidates[i])
	switch {
	case sameDay(cl, &named, year) && yearFits(cl, year):
		return 0, false // an act on the day's item ("Rate the Thu 3 Dec lesson"): read by its name
	case named.day != "" || dayNumber(strings.TrimSpace(s.req.Candidates[i].Name)) != "":
		return 0, true // another day ("March 9, 2026" for March 10)
	}
	if s.cellOffered(cl) || !s.opensPicker(&s.req.Candidates[i], cl) {
		return 0, false
	}
	return pickerOpen, true
}

// isDayCell reports whether click candidate i is named by the clause's day under its
// month: its name says both ("March 10, 2026") and leads with no act the goal does not
// say (actLed: "Rate the Thu 3 Dec lesson" is an act on that day's item), or it is the
// day's number in a grid of day numbers (at least gridDays other controls named by one)
// and its nearby text, or the page title when its nearby text names no month, shows the
// month and no other. The page text is never read for the month (an offer's "ends March
// 31" says nothing of the calendar), so a calendar whose month is not shown next to it is
// not read: the same number is in every month.
func (s *scorer) isDayCell(i int, cl *clause) bool {
	c := &s.req.Candidates[i]
	if c.Action != fsm.ActClick {
		return false
	}
	named := clause{raw: rawWords(c.Name)} // "March 10, 2026", "Tuesday 10 March"
	if s.v.readDay(&named, named.raw); sameDay(cl, &named, cellYear(c)) {
		// "Rate the Thu 3 Dec lesson" acts on the day's item, it is no cell
		led := s.actLed(c.Name) && weekdayOf(named.raw[0]) == "" // "Wed 9 Dec" leads with a day, not with "wed"
		return !led && yearFits(cl, cellYear(c))
	}
	if dayNumber(strings.TrimSpace(c.Name)) != cl.day || !s.inDayGrid(i) {
		return false
	}
	text := c.Context
	months := s.v.monthsIn(text)
	if len(months) == 0 {
		text = s.req.Title
		months = s.v.monthsIn(text)
	}
	year := yearIn(text)
	if len(months) != 1 || !yearFits(cl, year) {
		return false
	}
	if cl.month == "" {
		for m := range months {
			return weekdayAgrees(cl, m, year)
		}
	}
	return months[cl.month]
}

// gridDays is how many other controls named by a day number make a calendar's grid: a
// pager's "10" and "20" are not one.
const gridDays = 6

// inDayGrid reports whether at least gridDays click candidates besides i are named by a
// day number (counted once per decision).
func (s *scorer) inDayGrid(i int) bool {
	if s.dayNumbered < 0 {
		s.dayNumbered = 0
		for j := range s.req.Candidates {
			if s.namedByDayNumber(j) {
				s.dayNumbered++
			}
		}
	}
	n := s.dayNumbered
	if s.namedByDayNumber(i) {
		n--
	}
	return n >= gridDays
}

// namedByDayNumber reports whether click candidate i is named by a day's number alone.
func (s *scorer) namedByDayNumber(i int) bool {
	c := &s.req.Candidates[i]
	return c.Action == fsm.ActClick && dayNumber(strings.TrimSpace(c.Name)) != ""
}

// cellOffered reports whether a cell of clause cl's day is offered (isDayCell), read once
// per clause.
func (s *scorer) cellOffered(cl *clause) bool {
	return oncePer(&s.cellsOffered, cl, func() bool {
		for j := range s.req.Candidates {
			if s.isDayCell(j, cl) {
				return true
			}
		}
		return false
	})
}

// monthsIn returns the months a text names. "May" counts only written with a capital and
// next to a number ("May 2026", "10 May"): "you may change this" names no month.
func (v *vocab) monthsIn(text string) map[string]bool {
	ws := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	out := map[string]bool{}
	for k, w := range ws {
		month, ok := v.months[strings.ToLower(w)]
		if !ok {
			continue
		}
		if month == "may" && (w != "May" || !(k > 0 && isNumber(ws[k-1]) || k+1 < len(ws) && isNumber(ws[k+1]))) {
			continue
		}
		out[month] = true
	}
	return out
}

// isNumber reports whether a word is all digits ("10", "2026").
func isNumber(w string) bool {
	_, err := strconv.Atoi(w)
	return err == nil
}

// namesDay reports whether an executed click's target shows the clause's day: opening
// the picker does not pick the day.
func namesDay(target string, cl *clause) bool {
	if cl.day == "" {
		return true
	}
	for _, w := range rawWords(target) {
		if dayNumber(w) == cl.day {
			return true
		}
	}
	return false
}

// attachDates attaches a date value the goal does not write as the value's own text
// ("2026-12-11") to the first clause that writes the same day another way (writesDate),
// else to the first whose object is an ordinal place, no month nor list: "choose the 1st
// slot and deliver on Sunday 1 March" keeps its place in the list, and so does "open the
// 1st booking".
func (g *goal) attachDates(v *vocab) {
	for vi := range g.values {
		gv := &g.values[vi]
		if gv.clause >= 0 || gv.kind == valueURL || !isoDate.MatchString(gv.text) {
			continue
		}
		ci := slices.IndexFunc(g.clauses, func(cl clause) bool { return v.writesDate(cl.raw, gv.text) })
		if ci < 0 {
			// An ordinal the clause read ("go for the 3rd") is the value's day when it is
			// the clause's object: no month, no list ("the first result", "the 1st
			// booking"); the caller's date says which the goal means.
			ci = slices.IndexFunc(g.clauses, func(cl clause) bool { return v.ordinalIsDay(&cl, dayNumber(gv.text[8:])) })
			if ci < 0 {
				continue
			}
			g.clauses[ci].ordinal = 0
		}
		gv.clause = ci
		g.clauses[ci].values = append(g.clauses[ci].values, vi)
	}
}

// ordinalIsDay reports whether the ordinal a clause read is day, its whole object: no
// month named, no list noun ("the 1st booking"), no other word but its verb ("go for the
// 3rd").
func (v *vocab) ordinalIsDay(cl *clause, day string) bool {
	if cl.ordinal <= 0 || strconv.Itoa(cl.ordinal) != day || len(v.monthDays(cl.raw)) > 0 {
		return false
	}
	if slices.ContainsFunc(cl.raw, func(w string) bool { return v.pickNoun[w] && w != "one" }) {
		return false
	}
	named := slices.DeleteFunc(slices.Clone(cl.raw), func(w string) bool { return dayNumber(w) != "" })
	return len(v.content(wordSet(strings.Join(named, " "))).minus(wordSet(v.leadingWord(cl.raw)), v.filler)) == 0
}

// writesDate reports whether a clause's raw words write the day of an ISO date value:
// its day and month ("Friday 11 December", "11 Dec", "19 December until 23 December",
// monthDays), or, when they name no month, its day as an ordinal ("the 11th", "Monday
// 11th"). A year they write must be the value's.
func (v *vocab) writesDate(raw []string, iso string) bool {
	year, month, day := iso[:4], strings.TrimPrefix(iso[5:7], "0"), dayNumber(iso[8:])
	for _, w := range raw {
		if len(w) == 4 && isNumber(w) && w != year {
			return false
		}
	}
	if days := v.monthDays(raw); len(days) > 0 {
		for _, d := range days {
			if d.day == day && monthNumber(d.month) == month {
				return true
			}
		}
		return false
	}
	for _, w := range raw {
		if !isNumber(w) && dayNumber(w) == day {
			return true // "the 11th": an ordinal, not a count
		}
	}
	return false
}

// monthNumber is a month's number without a leading zero ("december" → "12"), "" for a
// word that is not a month's name (monthRows).
func monthNumber(name string) string {
	for k, r := range monthRows() {
		if r[0] == name {
			return strconv.Itoa(k + 1)
		}
	}
	return ""
}

// otherDay reports whether click candidate i's name writes days of a month, the goal's
// clauses that do not negate name days too ("not on 10 Dec" names none: askedDays), and
// none of the name's days is one of those ("3–7 May" writes 7 May for "from 3 May to 7
// May").
func (s *scorer) otherDay(i int) bool {
	if len(s.askedDays) == 0 {
		return false // most goals name no day: the name is not read
	}
	named := s.v.monthDays(rawWords(s.req.Candidates[i].Name))
	return len(named) > 0 && !slices.ContainsFunc(named, func(d monthDay) bool { return slices.Contains(s.askedDays, d) })
}

// askedDays are the days of a month the goal's clauses that do not negate name.
func askedDays(v *vocab, g *goal) []monthDay {
	var said []monthDay
	for ci := range g.clauses {
		if cl := &g.clauses[ci]; cl.day != "" && len(cl.negated) == 0 && !cl.negOnly {
			said = append(said, v.monthDays(cl.raw)...)
		}
	}
	return said
}
