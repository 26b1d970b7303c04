package local

import (
	"strconv"
	"strings"

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
// cell named by the day whose nearby text, or the page's title or text, shows the month;
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
	name := s.req.Candidates[i].Name
	if s.req.Candidates[i].Action != fsm.ActClick || strings.ContainsAny(name, "0123456789") || !wordSet(name).intersects(s.v.picker) {
		return 0, false
	}
	return pickerOpen, true
}

// isDayCell reports whether click candidate i is named by the clause's day under its
// month: its name says both ("March 10, 2026"), or it is the day's number and its nearby
// text, the page title or the page text shows the month. A calendar whose month the page
// does not show is not read: the same number is in every month.
func (s *scorer) isDayCell(i int, cl *clause) bool {
	c := &s.req.Candidates[i]
	if c.Action != fsm.ActClick {
		return false
	}
	named := clause{raw: rawWords(c.Name)} // "March 10, 2026", "Tuesday 10 March"
	if s.v.readDay(&named, named.raw); named.day == cl.day && named.month == cl.month {
		return true
	}
	if dayNumber(strings.TrimSpace(c.Name)) != cl.day {
		return false
	}
	for _, text := range []string{c.Context, s.req.Title, s.req.PageText} {
		for _, w := range rawWords(text) {
			if s.v.months[w] == cl.month {
				return true
			}
		}
	}
	return false
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
