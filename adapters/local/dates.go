package local

import (
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

// readDay notes the day of a month raw words name ("march 10", "10 march",
// "10th of march"), as cl.day and cl.month (the month's full name).
func (v *vocab) readDay(cl *clause, raw []string) {
	for i, w := range raw {
		month, ok := v.months[w]
		if !ok {
			continue
		}
		if i+1 < len(raw) {
			if d := dayNumber(raw[i+1]); d != "" {
				cl.day, cl.month = d, month
				return
			}
		}
		for _, k := range []int{i - 1, i - 2} {
			if k >= 0 && (k == i-1 || raw[k+1] == "of") {
				if d := dayNumber(raw[k]); d != "" {
					cl.day, cl.month = d, month
					return
				}
			}
		}
	}
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

// dayMatch is how well click candidate i fits a clause that names a day: dayCell for the
// cell named by the day under its month (isDayCell);
// 0 for a control named by another day; pickerOpen for a control named by a picker word
// and no number while no such cell is offered; ok is false when the clause names no day
// or the candidate is none of these.
func (s *scorer) dayMatch(i int, cl *clause) (float64, bool) {
	if cl.day == "" {
		return 0, false
	}
	if s.isDayCell(i, cl) {
		return dayCell, true
	}
	named := clause{raw: rawWords(s.req.Candidates[i].Name)}
	if s.v.readDay(&named, named.raw); named.day != "" || dayNumber(strings.TrimSpace(s.req.Candidates[i].Name)) != "" {
		return 0, true // another day ("March 9, 2026" for March 10)
	}
	for j := range s.req.Candidates {
		if s.isDayCell(j, cl) {
			return 0, false
		}
	}
	if !s.opensPicker(&s.req.Candidates[i]) {
		return 0, false
	}
	return pickerOpen, true
}

// opensPicker reports whether a click candidate is a date picker's opener: a field-like
// control (a text box or combobox) named by a picker word, or a control named by picker
// words alone and the verbs and determiners of a picker phrase ("Select a date",
// "Calendar"). "Sort by date" and "Date added" name something else.
func (s *scorer) opensPicker(c *fsm.Candidate) bool {
	ws := wordSet(c.Name)
	if c.Action != fsm.ActClick || strings.ContainsAny(c.Name, "0123456789") || !ws.intersects(s.v.picker) {
		return false
	}
	switch strings.ToLower(c.Role) {
	case "textbox", "combobox", "searchbox":
		return true
	}
	return len(ws.minus(s.v.picker, s.v.pickerPhrase)) == 0
}

// isDayCell reports whether click candidate i is named by the clause's day under its
// month: its name says both ("March 10, 2026"), or it is the day's number in a grid of
// day numbers (at least gridDays other controls named by one) and its nearby text, or
// the page title when its nearby text names no month, shows the month and no other. The
// page text is never read for the month (an offer's "ends March 31" says nothing of the
// calendar), so a calendar whose month is not shown next to it is not read: the same
// number is in every month.
func (s *scorer) isDayCell(i int, cl *clause) bool {
	c := &s.req.Candidates[i]
	if c.Action != fsm.ActClick {
		return false
	}
	named := clause{raw: rawWords(c.Name)} // "March 10, 2026", "Tuesday 10 March"
	if s.v.readDay(&named, named.raw); named.day == cl.day && named.month == cl.month {
		return true
	}
	if dayNumber(strings.TrimSpace(c.Name)) != cl.day || !s.inDayGrid(i) {
		return false
	}
	months := s.v.monthsIn(c.Context)
	if len(months) == 0 {
		months = s.v.monthsIn(s.req.Title)
	}
	return len(months) == 1 && months[cl.month]
}

// gridDays is how many other controls named by a day number make a calendar's grid: a
// pager's "10" and "20" are not one.
const gridDays = 6

// inDayGrid reports whether at least gridDays click candidates besides i are named by a
// day number.
func (s *scorer) inDayGrid(i int) bool {
	n := 0
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if j != i && c.Action == fsm.ActClick && dayNumber(strings.TrimSpace(c.Name)) != "" {
			n++
		}
	}
	return n >= gridDays
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
