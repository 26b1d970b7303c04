package local

import (
	"strconv"

	"github.com/browsergoal/browsergoal/fsm"
)

// Paging a calendar: a clause that names a day of a month the calendar does not show
// ("book 14 March" while the day cells are February's) pages the calendar toward that
// month with its "Next month" or "Previous month" control, as it opens a closed picker
// (pickerOpen); once the month is shown, the day's cell is offered and fits instead.

// pageWordRows are the words a calendar's paging control is named by besides "month",
// and the way each pages: +1 to a later month, -1 to an earlier one.
func pageWordRows() []struct {
	word string
	dir  int
} {
	return []struct {
		word string
		dir  int
	}{
		{"next", +1}, {"following", +1}, {"later", +1}, {"forward", +1},
		{"previous", -1}, {"prev", -1}, {"last", -1}, {"earlier", -1}, {"back", -1},
	}
}

// maxPageAhead is how many months away the calendar pages toward the month the goal
// names: with no year, the nearest such month either way, so a month half a year away
// is not read; with one, a month further off is not paged to one press at a time.
const maxPageAhead = 5

// monthPageDir is the way click candidate c pages a calendar (+1 later, -1 earlier), or
// 0 when it is no paging control: its name says "month" and one paging word, and
// nothing else but articles ("Next month", "Go to the previous month", "‹ Prev month").
func monthPageDir(c *fsm.Candidate) int {
	if c.Action != fsm.ActClick {
		return 0
	}
	dir, month := 0, false
	for _, w := range rawWords(c.Name) {
		switch {
		case w == "month":
			month = true
		case w == "go" || w == "to" || w == "the" || w == "a" || w == "show":
		default:
			d := 0
			for _, r := range pageWordRows() {
				if r.word == w {
					d = r.dir
				}
			}
			if d == 0 || dir != 0 {
				return 0
			}
			dir = d
		}
	}
	if !month {
		return 0
	}
	return dir
}

// shownMonth is the one month (0–11) and its year (0 when unwritten) the calendar's day
// controls show: those named by a full date ("Wednesday 2 December 2026"), else a grid of
// day numbers under a month their nearby text or the page title names; ok is false when
// the controls show no month or several.
func (s *scorer) shownMonth() (month, year int, ok bool) {
	found := map[int]int{}
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if c.Action != fsm.ActClick {
			continue
		}
		named := clause{raw: rawWords(c.Name)}
		s.v.readDay(&named, named.raw)
		text := ""
		switch {
		case named.day != "" && named.month != "":
			found[monthIndex(named.month)] = cellYear(c)
			continue
		case s.namedByDayNumber(j) && s.inDayGrid(j):
			text = c.Context
			if len(s.v.monthsIn(text)) == 0 {
				text = s.req.Title
			}
		default:
			continue
		}
		for m := range s.v.monthsIn(text) {
			found[monthIndex(m)] = yearIn(text)
		}
	}
	if len(found) != 1 {
		return 0, 0, false
	}
	for m, y := range found {
		return m, y, true
	}
	return 0, 0, false
}

// monthIndex is a month's place in the year (0 for January), -1 for no month's name.
func monthIndex(name string) int {
	for k, r := range monthRows() {
		if r[0] == name {
			return k
		}
	}
	return -1
}

// pageToward is the way the calendar pages from the month it shows toward the month
// clause cl names (+1, -1), or 0: none shown, the same month, or a month not within
// maxPageAhead months either way.
func (s *scorer) pageToward(cl *clause) int {
	want := monthIndex(cl.month)
	shown, year, ok := s.shownMonth()
	if want < 0 || !ok {
		return 0
	}
	if y, err := strconv.Atoi(cl.year); err == nil && year != 0 {
		switch d := (y*12 + want) - (year*12 + shown); {
		case d > 0 && d <= maxPageAhead:
			return +1
		case d < 0 && d >= -maxPageAhead:
			return -1
		}
		return 0
	}
	switch d := (want - shown + 12) % 12; {
	case d >= 1 && d <= maxPageAhead:
		return +1
	case d >= 12-maxPageAhead:
		return -1
	}
	return 0
}
