package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// shownValue is the raw words of click candidate j's name as a closed dropdown shows its
// value: without the words of ch's field before it or a parenthesis after it
// ("Language English (US)" shows "english").
func (s *scorer) shownValue(j int, ch *choice) []string {
	name := s.req.Candidates[j].Name
	if k := strings.IndexByte(name, '('); k > 0 {
		name = name[:k]
	}
	ws := rawWords(name)
	for len(ws) > 1 && wordSet(ws[0]).intersects(ch.field) {
		ws = ws[1:]
	}
	return ws
}

// currentQuantity reports whether candidate i is the only click candidate, a dropdown,
// that shows another number of the unit ch's value counts ("Party size 2 people" for
// "change it to 6 people"): the closed control showing its current value. When the
// clause names its field and another control shows it, the dropdown must show it too:
// "Show 24 items" is no quantity's ("change the quantity to 3 items" beside "Increase
// quantity").
func (s *scorer) currentQuantity(i int, ch *choice) bool {
	if len(ch.words) < 2 || !isNumber(ch.words[0]) || s.fieldElsewhere(i, ch) {
		return false
	}
	unit := strings.Join(ch.words[1:], " ")
	at := -1
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if c.Action != fsm.ActClick || !s.dropdown(j) {
			continue
		}
		ws := rawWords(c.Name)
		for k := 0; k+len(ch.words) <= len(ws); k++ {
			if isNumber(ws[k]) && ws[k] != ch.words[0] && strings.Join(ws[k+1:k+len(ch.words)], " ") == unit {
				if at >= 0 && at != j {
					return false
				}
				at = j
			}
		}
	}
	return at == i
}

// dropdown reports whether click candidate j is a control that opens a list: a combobox
// or listbox, one with an expanded state, or one that says so with a down arrow.
func (s *scorer) dropdown(j int) bool {
	c := &s.req.Candidates[j]
	return s.feats[j].role == "combobox" || s.feats[j].role == "listbox" || c.Expanded != nil || strings.ContainsAny(c.Name, "▾▼⌄")
}

// fieldElsewhere reports whether candidate i shows none of ch's field words while another
// candidate shows one.
func (s *scorer) fieldElsewhere(i int, ch *choice) bool {
	if len(ch.field) == 0 || s.feats[i].name.intersects(ch.field) {
		return false
	}
	for j := range s.req.Candidates {
		if j != i && s.feats[j].name.intersects(ch.field) {
			return true
		}
	}
	return false
}
