package local

import (
	"slices"
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
	return []string{"select", "choose", "pick", "open", "show", "a", "the", "your", "departure", "arrival", "return"}
}

// pickerVerbs lead the name of a control that opens a date picker and says what the date
// is for ("Open the dive calendar", "Choose a performance date").
func pickerVerbs() []string { return []string{"select", "choose", "pick", "open", "show", "change"} }

// pickerRoleRows are the roles that tell one trip's or stay's dates apart and the words
// that say each, in a picker's name ("Select a return date") or a goal ("fly out on
// Friday 18th" is a departure).
func pickerRoleRows() [][]string {
	return [][]string{
		{"departure", "depart", "departing", "leave", "leaving", "outbound", "outward", "out"},
		{"return", "returning", "back", "inbound", "home"},
		{"arrival", "arrive", "arriving", "in"},
		{"start", "starting", "from"},
		{"end", "ending", "until", "till"},
	}
}

// pickerRolesOf is the roles (pickerRoleRows' first words) raw words say.
func pickerRolesOf(raw []string) map[string]bool {
	out := map[string]bool{}
	for _, r := range pickerRoleRows() {
		if slices.ContainsFunc(raw, func(w string) bool { return contains(r, w) }) {
			out[r[0]] = true
		}
	}
	return out
}

// roleFits reports whether a picker named by raw words opens for clause cl by the roles
// they say: a role the clause says (or none of any), and while the clause says none, no
// other picker on the page says another ("Select a return date" beside "Select a
// departure date" is no picker for "Friday 18th").
func (s *scorer) roleFits(raw []string, cl *clause) bool {
	own := pickerRolesOf(raw)
	if len(own) == 0 {
		return true
	}
	said := pickerRolesOf(cl.raw)
	for r := range own {
		if said[r] {
			return true
		}
	}
	if len(said) > 0 {
		return false
	}
	for j := range s.req.Candidates {
		other := pickerRolesOf(rawWords(s.req.Candidates[j].Name))
		for r := range other {
			if !own[r] && wordSet(s.req.Candidates[j].Name).intersects(s.v.picker) {
				return false
			}
		}
	}
	return true
}

// opensPicker reports whether click candidate c opens the picker for clause cl's day: a
// field-like control (a text box or combobox) named by a picker word; a control named
// by picker words alone and the verbs and determiners of a picker phrase ("Select a
// date", "Calendar"); or one led by a picker verb and ended by a picker word that
// besides says only a month and its year or one word of what the date is for ("Open the
// December calendar", "Show the January 2027 calendar", "Choose a performance date").
// "Sort by date", "Date added", "Open calendar settings" and "Pick up date" name
// something else, a number other than a year names a day ("Choose Tue 8 Dec"), a month
// must be the clause's, and a trip's role ("return") one the clause says (roleFits).
func (s *scorer) opensPicker(c *fsm.Candidate, cl *clause) bool {
	ws := wordSet(c.Name)
	raw := rawWords(c.Name)
	if c.Action != fsm.ActClick || !ws.intersects(s.v.picker) || slices.ContainsFunc(raw, func(w string) bool { return isDigits(w) && yearIn(w) == 0 }) {
		return false
	}
	for _, w := range raw {
		if m := s.v.months[w]; m != "" && cl.month != "" && m != cl.month {
			return false // "Open the December calendar" for March 10
		}
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
	if len(raw) < 2 || !contains(pickerVerbs(), raw[0]) || contains(particles(), raw[1]) || // "Pick up date": a phrasal verb
		!s.v.picker.has(fold(lexical.Stem(raw[len(raw)-1]))) {
		return false
	}
	other := 0
	for _, w := range raw {
		if t := fold(lexical.Stem(w)); !s.v.picker.has(t) && !s.v.pickerPhrase.has(t) && s.v.months[w] == "" && !isDigits(w) {
			other++
		}
	}
	return other <= 1
}
