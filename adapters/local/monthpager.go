package local

import (
	"fmt"
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// A calendar shows one month at a time. When the goal's day is in another month than the
// one shown, a person presses the calendar's "Next month" or "Previous month" toward it,
// one month a press, until the day's cell is there to choose; never a form's bare Next,
// nor either way when the month is not known or the way round is not.

// monthPageFit is a month pager's fit to the next step while the day's cell is on
// another month: above the no-match option, below the cell itself (dayCell) and below a
// date picker's opener (pickerOpen).
const monthPageFit = 0.75

// monthPageMost is the most months a calendar is paged for one day, and the most presses
// of one pager a goal makes: a day further off is not looked for by paging.
const monthPageMost = 12

// monthPagerRow is a control name's words, apart from monthPagerFillers, that page a
// calendar, and the way it pages (+1 a month on, -1 a month back).
type monthPagerRow struct {
	words []string
	delta int
}

// monthPagerRows are the names of a calendar's month pagers: the word "month" with a way
// ("Next month", "Go to previous month"), or an arrow alone (monthPagerGlyphs).
func monthPagerRows() []monthPagerRow {
	return []monthPagerRow{
		{[]string{"next", "month"}, +1}, {[]string{"following", "month"}, +1}, {[]string{"later", "month"}, +1},
		{[]string{"previous", "month"}, -1}, {[]string{"prev", "month"}, -1}, {[]string{"earlier", "month"}, -1},
	}
}

// monthPagerFillers are words a month pager's name may hold besides its row's ("Show the
// next month", "Go to previous month").
func monthPagerFillers() []string { return []string{"go", "to", "the", "show", "view", "a"} }

// monthPagerGlyphs are the arrows that, as a control's whole name, page a calendar beside
// its days, and the way each pages: the symbols glyphRows reads as "next" (+1) and
// "previous" (-1).
func monthPagerGlyphs() map[string]int {
	out := map[string]int{}
	for _, g := range glyphRows() {
		switch g.word {
		case "next":
			out[g.glyph] = +1
		case "previous":
			out[g.glyph] = -1
		}
	}
	return out
}

// monthPagerRoles are the roles a month pager has: a plain button or link, or a
// role-less clickable or icon.
func monthPagerRoles() []string { return []string{"button", "link", "clickable", iconRole, ""} }

// monthPagerDelta is the way click candidate c pages a calendar by its name (+1, -1), or
// 0 when its name is no month pager's.
func monthPagerDelta(c *fsm.Candidate) int {
	if c.Action != fsm.ActClick || c.Checked != nil || c.Expanded != nil || !contains(monthPagerRoles(), strings.ToLower(c.Role)) {
		return 0 // a tab, an option or a radio named "Next month" is a choice of month, not a pager
	}
	name := strings.TrimSpace(c.Name)
	if d, ok := monthPagerGlyphs()[name]; ok {
		return d
	}
	ws := slices.DeleteFunc(rawWords(name), func(w string) bool { return contains(monthPagerFillers(), w) })
	for _, r := range monthPagerRows() {
		if len(ws) == len(r.words) && !slices.ContainsFunc(ws, func(w string) bool { return !contains(r.words, w) }) {
			return r.delta
		}
	}
	return 0
}

// monthPageStep is the step a press of click candidate i is taken for as a calendar's
// month pager: the next step, when it is a click whose clause names a day to choose
// (dayToChoose) whose cell is not offered (cellOffered), the page's day cells show one
// month (calendarMonth), i is that calendar's pager (pagesCalendar), the day is on
// another month that way (monthsAway) and i pages that way, pressed fewer than
// monthPageMost times so far; else -1. Two pagers that way (two calendars, a carousel's
// arrow beside the calendar's) tie, and a tie is not chosen.
func (s *scorer) monthPageStep(i int) int {
	k := s.prog.next
	if k < 0 || s.steps[k].kind != stepClick || s.steps[k].clause < 0 {
		return -1
	}
	c := &s.req.Candidates[i]
	delta := monthPagerDelta(c)
	cl := &s.g.clauses[s.steps[k].clause]
	if delta == 0 || cl.day == "" || s.cellOffered(cl) || !s.dayToChoose(cl) {
		return -1
	}
	shown := s.calendarMonth()
	if !shown.ok || !s.pagesCalendar(i, shown) {
		return -1
	}
	if d, ok := s.monthsAway(cl, shown); !ok || (d > 0) != (delta > 0) {
		return -1
	}
	if s.pressesOf(&s.req.Candidates[i]) >= monthPageMost || s.pagerTurns() >= 2 {
		return -1 // a pager pressed back and forth: the page does not show what the goal asks
	}
	if s.ownControl(i, k, cl) {
		return -1 // "Book holiday" for "book a holiday for 9 June": the clause's own control
	}
	return k
}

// ownControl reports whether a click control other than month pager i names the clause's
// act and what it acts on: its name shows the clause's leading verb (clauseVerb) and
// another content word of the clause that writes no day ("Book holiday" for "book a
// holiday for 9 June": the clause's own control, which may ask for the day itself). A
// control that shows the verb alone ("Book now") acts after the day is chosen.
func (s *scorer) ownControl(i, k int, cl *clause) bool {
	verb := s.clauseVerb(cl)
	content := s.writtenContent(s.steps[k].clause).minus(s.v.dayWords(strings.Join(cl.raw, " ")), verb)
	for j := range s.req.Candidates {
		o := &s.req.Candidates[j]
		if j == i || o.Action != fsm.ActClick || monthPagerDelta(o) != 0 {
			continue
		}
		if name := s.feats[j].name; name.intersects(verb) && name.intersects(content) {
			return true
		}
	}
	return false
}

// pagerTurns counts how often the trace's month pager presses change their way.
func (s *scorer) pagerTurns() int {
	turns, last := 0, 0
	for _, e := range s.req.Trace {
		if e.Outcome != fsm.OutcomeExecuted || e.Action != fsm.ActClick {
			continue
		}
		role, name, _ := summaryParts(e.Target)
		d := monthPagerDelta(&fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick}, Role: role, Name: name})
		if d != 0 && last != 0 && d != last {
			turns++
		}
		if d != 0 {
			last = d
		}
	}
	return turns
}

// pressesOf counts the trace's executed clicks on click candidate c's target.
func (s *scorer) pressesOf(c *fsm.Candidate) int {
	n := 0
	for at := 0; ; at++ {
		if at = findEntry(s.req.Trace, at, func(e *fsm.TraceEntry) bool { return e.Action == fsm.ActClick && sameTarget(e, c) }); at < 0 {
			return n
		}
		n++
	}
}

// monthPageName is the rule name a month pager's press for step k is scored under.
func (s *scorer) monthPageName(k int) string {
	return fmt.Sprintf("month_toward_step_%d_%s", k+1, s.steps[k].name())
}

// dayToChoose reports whether clause cl's day is one to choose in a calendar: the clause
// names one day, neither refused ("not the 9th of April"), a bound (monthBoundPhrases:
// "cancel before 9 April", "deliver in time for 9 June") nor told as past (toldPast: "the
// boiler broke on 28 April"), and no other clause's day still to choose has its cell on
// the page (that day is chosen here first, or the goal is read otherwise).
func (s *scorer) dayToChoose(cl *clause) bool {
	text := strings.Join(cl.raw, " ")
	if cl.negOnly || len(cl.negated) > 0 || len(s.v.monthDays(cl.raw)) > 1 ||
		slices.ContainsFunc(monthBoundPhrases(), func(p string) bool { return containsPhrase(text, p) }) || s.toldPast(cl) {
		return false
	}
	for k, st := range s.steps {
		if s.prog.done[k] || st.clause < 0 {
			continue
		}
		if o := &s.g.clauses[st.clause]; o != cl && o.day != "" && s.cellOffered(o) {
			return false
		}
	}
	return true
}

// monthBoundPhrases make the day they go with a bound of something else, not a day to
// choose: "cancel before 9 April", "open until 3 May", "except 9 April", "no later than
// 9 June", "in time for the wedding on 9 June".
func monthBoundPhrases() []string {
	return []string{"before", "until", "till", "after", "since", "except", "by", "no later than", "in time for",
		"ahead of", "prior to", "up to", "due", "deadline", "latest"}
}

// pastAuxiliaries tell a clause as past wherever they stand: "my flight on 9 April was
// cancelled".
func pastAuxiliaries() []string { return []string{"was", "were", "had", "been", "did"} }

// toldPast reports whether clause cl tells its day as past, a day something happened on
// rather than one to choose: it holds a past auxiliary (pastAuxiliaries), or the word
// right before its day (past "on", "of", "the") is a verb's past form (pastForm: "I paid
// on 9 April", "the invoice dated 9 April") that the goal does not write capitalised, as
// a name ("a table for Rose on 9 June"), and that no "have" or "get" before it makes a
// thing to be done ("have the parcel delivered on 9 June").
func (s *scorer) toldPast(cl *clause) bool {
	if slices.ContainsFunc(cl.raw, func(w string) bool { return contains(pastAuxiliaries(), w) }) {
		return true
	}
	for k, w := range cl.raw {
		if dayNumber(w) != cl.day || !s.v.monthDayAt(cl.raw, k) && (k+1 >= len(cl.raw) || s.v.months[cl.raw[k+1]] == "") {
			continue
		}
		j := k - 1
		for j >= 0 && (s.v.months[cl.raw[j]] != "" || weekdayOf(cl.raw[j]) != "" || contains([]string{"on", "of", "the"}, cl.raw[j])) {
			j--
		}
		return j >= 0 && s.v.pastForm(cl.raw[j]) && !writtenAsName(s.req.Goal, cl.raw[j]) &&
			!slices.ContainsFunc(cl.raw[:j], func(w string) bool { return contains(causativeVerbs(), w) })
	}
	return false
}

// causativeVerbs make the past form after their object a thing to be done: "have the
// parcel delivered", "get it fixed".
func causativeVerbs() []string { return []string{"have", "get"} }

// writtenAsName reports whether the goal writes the word w capitalised after its first
// word: a name ("for Rose"), not a verb.
func writtenAsName(goal, w string) bool {
	fs := strings.Fields(goal)
	for k := 1; k < len(fs); k++ {
		if f := strings.Trim(fs[k], ".,;:!?\"'()"); len(f) > 0 && strings.ToLower(f) == w && f != strings.ToLower(f) {
			return true
		}
	}
	return false
}

// pastForm reports whether w is a verb's past form: an irregular one (pasts.txt), or "-ed"
// or "-d" after a WordNet verb ("dated", "cancelled", "booked", "used").
func (v *vocab) pastForm(w string) bool {
	if v.pasts.has(w) {
		return true
	}
	if !strings.HasSuffix(w, "ed") || len(w) < 4 {
		return false
	}
	stem := w[:len(w)-2]
	if len(w) == 4 {
		return !strings.HasSuffix(w, "eed") && v.verbLemma.has(stem+"e") // "used", "tied"; "seed", "need" are no pasts
	}
	return v.verbLemma.has(stem) || v.verbLemma.has(stem+"e") || len(stem) > 2 && stem[len(stem)-1] == stem[len(stem)-2] && v.verbLemma.has(stem[:len(stem)-1])
}

// pagesCalendar reports whether month pager i is the shown calendar's: an arrow alone
// only where its nearby text is the month shown and nothing else ("‹ March 2027 ›"; a
// carousel's, a time list's or a wizard's arrow is not); no other control beside it names a month as a choice ("This
// month" beside "Next month" under "When should we charge you?"); its nearby text leads
// with no act but choosing or viewing ("Extend your stay into next month"; "Choose a
// day" and "Show: May" are headings) and holds nothing consequential or priced
// ("Upgrade from next month — £9.99/month").
func (s *scorer) pagesCalendar(i int, shown shownMonth) bool {
	c := &s.req.Candidates[i]
	if _, glyph := monthPagerGlyphs()[strings.TrimSpace(c.Name)]; glyph && (!s.v.monthsIn(c.Context)[shown.month] || !s.v.dateOnly(rawWords(c.Context))) {
		return false // "‹ March 2027 ›", not "Times on Thu 4 March 2027" nor "Step 2 of 3 — your visit on 4 March"
	}
	for j := range s.req.Candidates {
		o := &s.req.Candidates[j]
		if j != i && o.Action == fsm.ActClick && o.Context == c.Context && monthPagerDelta(o) == 0 && contains(rawWords(o.Name), "month") {
			return false
		}
	}
	if lead := contextLead(c.Context); s.v.actLead.has(lead) && !s.v.pickVerb[lead] && !s.v.readVerb[lead] {
		return false // an act's place ("Extend your stay into next month", "Save your March schedule"), not a heading
	}
	return !s.v.lex.consequentialText(rawWords(c.Context)) && !price.MatchString(strings.ToLower(c.Context))
}

// contextLead is the first word of a nearby text, lower-cased, when it is one word; ""
// for a compound, which is a noun ("Check-in April 2027").
func contextLead(text string) string {
	if fs := strings.Fields(text); len(fs) > 0 {
		if ws := rawWords(fs[0]); len(ws) == 1 {
			return ws[0]
		}
	}
	return ""
}
