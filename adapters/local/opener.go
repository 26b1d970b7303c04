package local

import (
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// Openers: a closed dropdown, or the box that reveals a value's control, is clicked first
// when no control shows the value a choice asks for.

// openerFit is how well candidate i fits opening the closed control that holds ch: a
// role-less control or button showing a placeholder of its field ("Choose a size") or
// the one member of the value's set the page shows, its current value ("English" for
// "Deutsch") (openerShown); else a combobox its field words name (openerCombobox); 0
// for anything else.
func (s *scorer) openerFit(i int, ch *choice) float64 {
	switch r := s.feats[i].role; {
	case s.shownOpener(i, ch):
		return openerShown
	case (r == "combobox" || r == "listbox") && s.feats[i].name.intersects(ch.field):
		for j := range s.req.Candidates {
			if s.shownOpener(j, ch) {
				return 0 // the control showing its placeholder or value is what is clicked
			}
		}
		return openerCombobox
	case s.fieldNamed(i, ch):
		return openerNamed
	}
	return 0
}

// fieldNamed reports whether click candidate i is the control ch's field words name,
// when no control shows the value: a control that stays on the page (no link), whose
// name shows every field word and, unless it is a box or radio, nothing else or has an
// expanded state, and does not lead with another act ("Time in force Day"
// and "Leave it in a safe place" for "time in force: …" and "safe place: …"; not
// "Import my experience from LinkedIn" for "experience: …"). It opens or reveals what
// the value is chosen in.
func (s *scorer) fieldNamed(i int, ch *choice) bool {
	c, f := &s.req.Candidates[i], &s.feats[i]
	if len(ch.field) == 0 || f.link || c.Href != "" || f.name.count(ch.field) < len(ch.field) {
		return false
	}
	switch {
	case s.v.checkable[f.role] && !headNamed(c.Name, ch.field):
		return false // "race: vicars": "Borrow a race frying pan" is a pan; its "race" says which
	case s.v.checkable[f.role] && ch.answer != 0 && s.v.negatedName(c.Name):
		return false // "insurance: yes": never "I don't want insurance", which says the opposite
	case ch.answer < 0 && s.v.checkable[f.role]:
		if c.Checked == nil || !*c.Checked {
			return false // "gift wrap: no": an unticked box (or one of unknown state) stays
		}
	case f.checked:
		return false
	case ch.answer == 0 && s.v.checkable[f.role] && len(numbersOut(f.label.minus(ch.field))) > 0 && !s.v.statement(c.Name):
		// "waste: asbestos": the box "Garden waste" is another value of the waste, not
		// its control; "Leave it in a safe place" and "I have a food allergy" state the
		// condition "safe place: the shed" and "allergy: peanuts" ask for
		return false
	}
	before, _, labelled := strings.Cut(c.Name, ":")
	shows := c.Expanded != nil || !ch.verbField && len(numbersOut(f.label.minus(ch.field))) == 0 ||
		labelled && wordSet(before).count(ch.field) == len(ch.field)
	if !s.v.checkable[f.role] && (!shows || s.actLed(c.Name)) {
		// a box's words are its content ("Leave it in a safe place"); another control
		// opens the value's list when it is named by the field alone ("Subtitles") or with a
		// number, its current value ("Quantity 1"),
		// shows the field and its value ("Status: In progress") or says it opens
		// something (an expanded state: "Time in force Day"); not "Size guide" or
		// "Delivery info"
		return false
	}
	value := s.v.content(wordSet(strings.Join(ch.words, " ")))
	for j := range s.req.Candidates {
		if s.req.Candidates[j].Action == fsm.ActClick && !s.formEnd(j) && !s.elsewhereLink(j, value, ch) && s.feats[j].name.intersects(value) {
			return false // the value is shown: its control is chosen, not this one
		}
	}
	return true
}

// headNamed reports whether a box's name, its parenthesis left out, shows a field word as
// the thing it names: last, or before a function word ("Leave it in a safe place", "Add a
// gift message to your order", "I have allergies or intolerances"), not before another
// content word, where it only says which ("Borrow a race frying pan" is no race).
func headNamed(name string, field tokenSet) bool {
	name, _, _ = strings.Cut(name, "(")
	raw := rawWords(name)
	for k, w := range raw {
		if ts := words(w); len(ts) == 0 || !field.has(ts[0]) {
			continue
		}
		if k+1 == len(raw) || len(words(raw[k+1])) == 0 {
			return true
		}
	}
	return false
}

// elsewhereLink reports whether click candidate j is a link that shows more than the
// value and its field: a page about it ("Archived projects" for "status: archived"), not
// the control that sets it.
func (s *scorer) elsewhereLink(j int, value tokenSet, ch *choice) bool {
	f := &s.feats[j]
	return (f.link || s.req.Candidates[j].Href != "") && len(s.v.content(f.label).minus(value, ch.field)) > 0
}

// formEnd reports whether click candidate i is a control that finishes or abandons its
// form, named by nothing but submit or cancel words, and is no option, box or radio
// ("Done", "Close", "OK"): whatever value its word also says ("status: done", "status:
// closed"), pressing it ends the form instead of choosing the value.
func (s *scorer) formEnd(i int) bool {
	f := &s.feats[i]
	return !realOption(f.role) && !s.v.checkable[f.role] && len(f.label) > 0 &&
		len(f.label.minus(s.v.submitName, s.v.cancel)) == 0
}

// shownOpener reports whether click candidate i is a role-less control or button that
// shows a placeholder of ch's field or the current value of ch's set.
func (s *scorer) shownOpener(i int, ch *choice) bool {
	f := &s.feats[i]
	if s.req.Candidates[i].Action != fsm.ActClick || f.checked {
		return false
	}
	switch f.role {
	case "", "clickable", "generic", "button", "combobox", "listbox":
		return s.placeholder(s.req.Candidates[i].Name, ch) || (s.currentValue(i, ch) && s.opensList(i, ch))
	}
	return false
}

// opensList reports whether candidate i shows it holds a list of ch's field: its name or
// nearby text shows a field word ("Size: M"), or it is a combobox or listbox, or it has
// an expanded state. A button "M" near "Account menu" is an avatar, not a size.
func (s *scorer) opensList(i int, ch *choice) bool {
	f := &s.feats[i]
	return f.name.intersects(ch.field) || f.ctx.intersects(ch.field) ||
		f.role == "combobox" || f.role == "listbox" || s.req.Candidates[i].Expanded != nil
}

// placeholder reports whether a name is a closed dropdown's placeholder for ch: a pick or
// setting verb and the words of its field ("Choose a size", "Select your country",
// "Change timezone").
func (s *scorer) placeholder(name string, ch *choice) bool {
	ws := rawWords(name)
	if len(ws) < 2 || !s.v.pickVerb[ws[0]] && !s.v.setting[ws[0]] {
		return false
	}
	rest := s.v.content(wordSet(strings.Join(ws[1:], " ")))
	return len(rest) > 0 && rest.count(ch.field) == len(rest)
}

// numbersOut drops the tokens that are numbers (isNumber).
func numbersOut(toks tokenSet) tokenSet {
	out := tokenSet{}
	for t := range toks {
		if !isNumber(t) {
			out[t] = struct{}{}
		}
	}
	return out
}

// statement reports whether a box's name states an act or a condition rather than names
// a value: it leads with a word used mostly as a verb, in any inflection ("Leave it in a
// safe place", "Buying for a company"), or has a subject word ("I have a food allergy").
func (v *vocab) statement(name string) bool {
	fields := strings.Fields(strings.ToLower(name))
	if len(fields) == 0 {
		return false
	}
	first := lettersOf(fields[0])
	if v.actWord(first) || v.actWord(lexical.Stem(first)) {
		return true
	}
	return slices.ContainsFunc(fields, func(w string) bool { return contains(subjectWords(), lettersOf(w)) })
}
