package local

import (
	"slices"
	"strconv"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// The control that opens a date picker, clicked while the day a clause names is not
// offered yet (dayMatch).

// pickerWords name a control that opens a date picker ("Select a date", "Calendar"):
// when the day the goal names is not offered yet, such a control shows it.
func pickerWords() []string { return []string{"date", "calendar"} }

// pickerPhraseWords may stand with picker words in the name of a control that only opens
// the picker ("Select a date", "Open calendar"); any other word ("Sort by date") makes
// it something else.
func pickerPhraseWords() []string {
	return []string{
		"select", "choose", "pick", "open", "show", "a", "the", "your", "departure", "arrival", "return",
	}
}

// pickerVerbs lead the name of a control that opens a date picker and says what the date
// is for ("Open the dive calendar", "Choose a performance date").
func pickerVerbs() []string { return []string{"select", "choose", "pick", "open", "show", "change"} }

// pickerRoles are the words that name a leg of a trip or stay in a picker's name
// ("Select a return date", "Choose check-in date"), by the leg.
func pickerRoles() map[string]string {
	return map[string]string{"departure": "departure", "outbound": "departure", "return": "return",
		"inbound": "return", "arrival": "arrival", "checkin": "arrival", "start": "start", "end": "end",
		"checkout": "end"}
}

// pickerRolePhrases are what a goal says of each leg ("fly out on Friday 18th" is a
// departure, "get in on 28 December" an arrival, "until 18 December" an end). "return"
// alone is a kind of ticket as often ("a return flight"), so it says no leg.
func pickerRolePhrases() map[string][]string {
	return map[string][]string{
		"departure": {
			"departure", "depart", "departing", "fly out", "flying out", "leave", "leaving", "outbound", "outward",
		},
		"return":  {"return on", "return date", "returning", "fly back", "flying back", "come back", "coming back", "inbound"},
		"arrival": {"arrival", "arrive", "arriving", "get in", "check in", "checkin"},
		"start":   {"start", "starting", "begin", "beginning"},
		"end":     {"until", "till", "check out", "checkout", "end", "ending"},
	}
}

// roleFits reports whether a picker named by raw words opens for clause cl by the leg it
// names: one that names none always; one that names a leg when the clause says that leg
// and no other ("check in on Friday 18th": "Choose check-in date"), or, while the clause
// says none, when no picker on the page names another leg (which leg "a return flight
// on the 18th" means is not read); never when the clause says another leg only ("fly
// out on Friday 18th" is no return date).
func (s *scorer) roleFits(raw []string, cl *clause) bool {
	own := legOf(raw)
	if own == "" {
		return true
	}
	text := " " + strings.Join(cl.raw, " ") + " "
	said := map[string]bool{}
	for leg, phrases := range pickerRolePhrases() {
		if slices.ContainsFunc(phrases, func(p string) bool { return strings.Contains(text, " "+p+" ") }) {
			said[leg] = true
		}
	}
	if len(said) > 0 {
		return said[own] && len(said) == 1
	}
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if o := legOf(rawWords(c.Name)); o != "" && o != own && wordSet(c.Name).intersects(s.v.picker) {
			return false
		}
	}
	return true
}

// legOf is the leg a picker's name names (pickerRoles; "check in" and "check out" as
// one word), or "".
func legOf(raw []string) string {
	for k, w := range raw {
		if w == "check" && k+1 < len(raw) {
			w += raw[k+1] // "check-in": "checkin"
		}
		if leg, ok := pickerRoles()[w]; ok {
			return leg
		}
	}
	return ""
}

// opensPicker reports whether click candidate c opens the picker for clause cl's day: a
// field-like control (a text box or combobox) named by a picker word; a control named
// by picker words alone and the verbs and determiners of a picker phrase ("Select a
// date", "Calendar"); or one led by a picker verb and ended by a picker word that
// besides says only a month and its year or one word of what the date is for ("Open the
// December calendar", "Show the January 2027 calendar", "Choose a performance date").
// "Sort by date", "Date added", "Open calendar settings" and "Pick up date" name
// something else, a number other than a year names a day ("Choose Tue 8 Dec"), a month
// and a year must be the clause's, and a leg's picker ("return") fits only as roleFits
// says.
func (s *scorer) opensPicker(c *fsm.Candidate, cl *clause) bool {
	ws := wordSet(c.Name)
	raw := rawWords(c.Name)
	dayNumbered := slices.ContainsFunc(raw, func(w string) bool { return isDigits(w) && yearIn(w) == 0 })
	if c.Action != fsm.ActClick || !ws.intersects(s.v.picker) || dayNumbered {
		return false // a number other than a year names a day ("Choose Tue 8 Dec"), not the picker
	}
	for _, w := range raw {
		if m := s.v.months[w]; m != "" && cl.month != "" && m != cl.month {
			return false // "Open the December calendar" for March 10
		}
	}
	if y := yearIn(c.Name); y != 0 && cl.year != "" && strconv.Itoa(y) != cl.year {
		return false // "Show the June 2026 calendar" for 26 June 2027
	}
	if !s.roleFits(raw, cl) {
		return false // "Select a return date" for "fly out on Friday 18th"
	}
	switch strings.ToLower(c.Role) {
	case "textbox", "combobox", "searchbox":
		return true
	}
	if len(ws.minus(s.v.picker, s.v.pickerPhrase)) == 0 {
		return true
	}
	// "Pick up date" leads with a phrasal verb; "Open calendar settings" names settings
	if len(raw) < 2 || !contains(pickerVerbs(), raw[0]) || contains(particles(), raw[1]) ||
		!s.v.picker.has(fold(lexical.Stem(raw[len(raw)-1]))) {
		return false
	}
	other := 0
	for k, w := range raw {
		t := fold(lexical.Stem(w))
		leg := legOf([]string{w}) != "" || w == "check" || w == "in" && k > 0 && raw[k-1] == "check"
		if !s.v.picker.has(t) && !s.v.pickerPhrase.has(t) && s.v.months[w] == "" && !isDigits(w) && !leg {
			other++
		}
	}
	return other <= 1
}
