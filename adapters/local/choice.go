package local

import (
	"slices"
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// choice is a value a clause asks to pick among a control's options: "XL" in "Set the
// size to XL", "Sky blue" in "Choose 'Sky blue' from the Color menu". Custom dropdowns
// keep their options off the page until they are opened, so when no control shows the
// value, the closed control that holds it is opened first (openerFit); the choice is
// made by the click on the control that shows the value.
type choice struct {
	words  []string // the value's raw lower-case words
	field  tokenSet // folded words that name the control holding it ("size", "color")
	set    int      // the value set (valueSetRows) it belongs to; -1 for none
	keyed  bool     // "sort the reviews by X": X is a key, the words before what is sorted
	order  int      // the sort direction its clause asks for (order.go); 0 for none
	answer int      // a heading's yes (1) or no (-1) (heading.go); 0 for none
	// verbField: its field is a verb ("print: double-sided"), so a control named by
	// it alone is an act, not an opener (fieldNamed)
	verbField bool
	attribute bool // read after "in" or "into" (attributeChoice)
}

// valueSet is a value set row indexed for lookup: its names folded, its members as raw
// lower-case phrases.
type valueSet struct {
	names   tokenSet
	members map[string]bool
}

// Opener fits: the control showing the dropdown's placeholder ("Choose a size") or its
// current value ("English") is what a person clicks to open it; a combobox the field
// words name is the dropdown too, when no such control is offered (its visible text is
// often a control of its own inside it).
const (
	openerShown    = 1.0
	openerCombobox = 0.9
	openerNamed    = 0.9
	maxChoiceWords = 4
)

// readChoices reads the values a clause picks among a control's options, in goal order:
//   - a setting verb first ("set", "switch", "change", "sort"): the words after its last
//     "to" or "by" (or its one quoted label), the words between naming the control;
//   - a pick verb first ("choose", "pick", "select"): its one quoted label, the other
//     words naming the control ("Choose 'Sky blue' from the Color menu"); or the members
//     of known value sets it names, when its other words only name those sets ("Pick
//     Charcoal in size L": Charcoal from the colors, L from the sizes);
//   - otherwise a member of a value set after "in" or "into" (attributeChoice).
func (v *vocab) readChoices(raw, labels []string) []choice {
	if len(raw) == 0 || len(labels) > 1 {
		return nil
	}
	verb := raw[0]
	switch {
	case v.setting[verb]:
		k := lastIndexOf(raw, "to", "by")
		if len(labels) == 1 {
			return []choice{v.newChoice(rawWords(labels[0]), raw[1:])}
		}
		if k < 1 {
			return nil
		}
		val := v.trimValue(raw[k+1:])
		if len(val) == 0 || len(val) > maxChoiceWords {
			return nil
		}
		ch := v.newChoice(val, raw[1:k])
		ch.keyed = raw[k] == "by"
		return []choice{ch}
	case v.pickVerb[verb] && len(labels) == 1:
		return []choice{v.newChoice(rawWords(labels[0]), raw[1:])}
	case v.pickVerb[verb]:
		return v.memberChoices(raw[1:])
	}
	return v.attributeChoice(raw)
}

// attributeChoice reads a member of a value set after "in" or "into", a word of more
// than one letter, as the value the clause picks: the thing is wanted in that colour,
// size or language ("I'd like the app in Spanish", "we're translating into German").
// A member that describes the word after it, or is joined to another by "and" or "or",
// is part of a name (attributeEnds, pairedAttributes): "in red wine sauce", "in Gold
// Coast", "in large print", "into black and white".
func (v *vocab) attributeChoice(raw []string) []choice {
	for i := len(raw) - 2; i >= 0; i-- {
		if raw[i] != "in" && raw[i] != "into" {
			continue
		}
		if n, set := v.memberAt(raw, i+1); n > 0 && (n > 1 || len(raw[i+1]) > 1) && v.attributeEnds(raw, i+1+n, set) {
			return []choice{{words: raw[i+1 : i+1+n], field: v.valueSets[set].names, set: set, attribute: true}}
		}
	}
	return nil
}

// pairedAttributes drops an attribute choice (attributeChoice) whose clause the next
// clause continues with another member of its set alone: "into black and white" is one
// name, not the colour black.
func (g *goal) pairedAttributes(v *vocab) {
	for ci := 0; ci+1 < len(g.clauses); ci++ {
		next := g.clauses[ci+1].raw
		n, set := v.memberAt(next, 0)
		if n == 0 || n != len(next) {
			continue
		}
		chs := g.clauses[ci].choices[:0]
		for _, ch := range g.clauses[ci].choices {
			if !ch.attribute || ch.set != set {
				chs = append(chs, ch)
			}
		}
		g.clauses[ci].choices = chs
	}
}

// attributeEnds reports whether the member of value set set that ends before raw[k] ends
// its phrase: nothing follows, or a word that is no content ("please") or names the set
// ("in alphabetical order"), not "and" or "or".
func (v *vocab) attributeEnds(raw []string, k, set int) bool {
	if k >= len(raw) {
		return true
	}
	if raw[k] == "and" || raw[k] == "or" {
		return false
	}
	return len(v.content(wordSet(raw[k])).minus(v.valueSets[set].names)) == 0
}

// newChoice is a choice of the value val, its control named by the words around it and,
// for a member of a value set, by the set's names.
func (v *vocab) newChoice(val, around []string) choice {
	ch := choice{words: val, field: v.content(wordSet(strings.Join(around, " "))), set: v.setOf(val)}
	if ch.set >= 0 && len(val) == 1 && len(val[0]) == 1 && !ch.field.intersects(v.valueSets[ch.set].names) {
		ch.set = -1 // a single letter is a member only where the clause names its set
	}
	if ch.set >= 0 {
		ch.field = ch.field.union(v.valueSets[ch.set].names)
	}
	return ch
}

// memberChoices reads the members of value sets in ws, longest first, when every other
// content word of ws names one of their sets; nil otherwise.
func (v *vocab) memberChoices(ws []string) []choice {
	var out []choice
	names := tokenSet{}
	var rest []string
	shown := v.content(wordSet(strings.Join(ws, " ")))
	for i := 0; i < len(ws); {
		n, set := v.memberAt(ws, i)
		if n == 1 && len(ws[i]) == 1 && !shown.intersects(v.valueSets[set].names) {
			n = 0 // a single letter is a member only where the clause names its set ("size L")
		}
		if n == 0 {
			rest = append(rest, ws[i])
			i++
			continue
		}
		out = append(out, choice{words: ws[i : i+n], field: v.valueSets[set].names, set: set})
		names = names.union(v.valueSets[set].names)
		i += n
	}
	if len(out) == 0 || len(v.content(wordSet(strings.Join(rest, " "))).minus(names)) > 0 {
		return nil
	}
	return out
}

// memberAt returns the length of the longest value set member at ws[i] and its set, or 0.
func (v *vocab) memberAt(ws []string, i int) (int, int) {
	for n := min(maxChoiceWords, len(ws)-i); n > 0; n-- {
		if set := v.setOf(ws[i : i+n]); set >= 0 {
			return n, set
		}
	}
	return 0, -1
}

// setOf returns the value set whose member the phrase is, or -1.
func (v *vocab) setOf(ws []string) int {
	p := strings.Join(ws, " ")
	for i, vs := range v.valueSets {
		if vs.members[p] {
			return i
		}
	}
	return -1
}

// trimValue drops the determiners before a value and the control words after it ("to
// the Reviews tab": Reviews).
func (v *vocab) trimValue(ws []string) []string {
	for len(ws) > 0 && v.pickDet[ws[0]] {
		ws = ws[1:]
	}
	for len(ws) > 0 && v.ui.has(fold(ws[len(ws)-1])) {
		ws = ws[:len(ws)-1]
	}
	return ws
}

func lastIndexOf(ws []string, targets ...string) int {
	for i := len(ws) - 1; i >= 0; i-- {
		for _, t := range targets {
			if ws[i] == t {
				return i
			}
		}
	}
	return -1
}

// choiceMatch is how well click candidate i fits choosing ch: 1 for an option of it
// (optionFit); when no candidate is one, the fit of a closed control that holds it
// (openerFit); 0 otherwise.
func (s *scorer) choiceMatch(i int, ch *choice) float64 {
	if s.req.Candidates[i].Action != fsm.ActClick {
		return 0
	}
	if s.optionFit(i, ch) {
		return 1
	}
	for j := range s.req.Candidates {
		if s.req.Candidates[j].Action == fsm.ActClick && s.optionFit(j, ch) {
			return 0 // the option is on the page: the dropdown is open
		}
	}
	return s.openerFit(i, ch)
}

// optionFit reports whether candidate i is an option that chooses ch: named by the value
// (optionOf) or by the same language's other name (languages.go), or, for a sort order, by a longer member of the sort orders that contains
// it ("Newest first" for "newest").
func (s *scorer) optionFit(i int, ch *choice) bool {
	phrase := strings.Join(ch.words, " ")
	name := strings.Join(rawWords(s.req.Candidates[i].Name), " ")
	switch {
	case name == phrase, contains(languages().alias[name], phrase): // "Deutsch" for "german"
		return s.optionOf(i, ch)
	case ch.set < 0 && (s.feats[i].role == "option" || s.v.checkable[s.feats[i].role]) && containsPhrase(name, phrase):
		// an option of no known set that says the value and more: "Good 'til cancelled
		// (GTC)" for "good 'til cancelled"
		return s.optionOf(i, ch)
	case ch.set >= 0 && s.v.valueSets[ch.set].names.has(fold("sort")):
		// a sort order's longer member says the same order ("Newest first"); a longer
		// colour or size is another value ("Sky blue" is not blue, "Extra large" not large)
		return s.v.valueSets[ch.set].members[name] && containsPhrase(name, phrase) &&
			(ch.order == 0 || s.v.directionOf(name) == ch.order) // "by price, largest first": High to Low
	}
	return false
}

// otherMember reports whether candidate i is named by another member of ch's value set
// than the one ch chooses (optionFit's longer sort orders aside): "Sky blue" for "blue".
func (s *scorer) otherMember(i int, ch *choice) bool {
	if ch.set < 0 || s.optionFit(i, ch) {
		return false
	}
	return s.v.valueSets[ch.set].members[strings.Join(rawWords(s.req.Candidates[i].Name), " ")]
}

// optionOf reports whether candidate i, named by ch's value, is an option of the control
// ch's field words name: the value is a member of a known set, or a key ("by X"), or
// the clause names no field; else the candidate's name or nearby text shows a field
// word, or the last executed click opened a control that shows one ("Set the quantity
// to 2" does not click a pager's "2").
//
// A value outside the known sets and keys names a choice only on a real option (an
// option, menu item or radio) or in a list the last click opened: a button "Premium"
// near "Your plan: Basic" is not an option of the plan ("Change my plan to Premium").
func (s *scorer) optionOf(i int, ch *choice) bool {
	f := &s.feats[i]
	opened := false
	for k := len(s.req.Trace) - 1; k >= 0; k-- {
		if e := s.req.Trace[k]; e.Outcome == fsm.OutcomeExecuted {
			opened = e.Action == fsm.ActClick && wordSet(e.Target).intersects(ch.field)
			break
		}
	}
	switch {
	case opened:
		return true
	case s.formEnd(i):
		return false // "Done" under "Edit issue" finishes the form: it is no status
	case ch.set >= 0 || ch.keyed:
		return true
	case !realOption(f.role):
		return false
	case len(ch.field) == 0:
		return true
	}
	return f.name.intersects(ch.field) || f.ctx.intersects(ch.field)
}

// realOption reports whether a role is a list's real option's.
func realOption(role string) bool {
	switch role {
	case "option", "menuitem", "menuitemradio", "radio":
		return true
	}
	return false
}

// currentValue reports whether candidate i is the only click candidate named by a member
// of ch's value set: a closed dropdown showing its current value. Several members shown
// are an open list, whose items are choices, not openers.
func (s *scorer) currentValue(i int, ch *choice) bool {
	if ch.set < 0 {
		return s.currentQuantity(i, ch)
	}
	members := s.v.valueSets[ch.set].members
	at := -1
	for j := range s.req.Candidates {
		name := strings.Join(s.shownValue(j, ch), " ")
		if len(name) == 1 && !s.feats[j].name.union(s.feats[j].ctx).intersects(s.v.valueSets[ch.set].names) {
			continue // a single letter is a member only where its set's name is shown
		}
		if s.req.Candidates[j].Action == fsm.ActClick && members[name] {
			if at >= 0 {
				return false
			}
			at = j
		}
	}
	return at == i
}

// chosen reports whether an executed click's target shows the value of a choice step:
// opening the control that holds it is not choosing it.
func chosen(e *fsm.TraceEntry, ch *choice) bool {
	return containsPhrase(strings.Join(rawWords(e.Target), " "), strings.Join(ch.words, " "))
}

// ratingPool is the click candidates a rating noun names ("★" reads as "star"), in
// page order, when they stand in one place (one nearby text); nil otherwise.
func (s *scorer) ratingPool(noun string) []int {
	var pool []int
	for i := range s.req.Candidates {
		if s.req.Candidates[i].Action != fsm.ActClick || !s.feats[i].name.has(noun) {
			continue
		}
		if len(pool) > 0 && s.req.Candidates[i].Context != s.req.Candidates[pool[0]].Context {
			return nil // two ratings: which one is not said
		}
		pool = append(pool, i)
	}
	sort.SliceStable(pool, func(a, b int) bool {
		return s.req.Candidates[pool[a]].Position < s.req.Candidates[pool[b]].Position
	})
	return pool
}

// setsTo reports whether a control's name that leads with a verb sets its thing to the
// value words: they are all that follows the verb ("Deliver weekly"), or they follow a
// tick verb ("Enable dark mode") or an "as" or "to" (determiners skipped: "Mark Golden
// pothos as watered", "Switch to dark"). Such an act is the value's control; any other
// act a name leads with is not a value ("Add to basket – Large" for "size: large").
func (s *scorer) setsTo(name string, value []string) bool {
	raw := rawWords(name)
	if len(raw) == 0 {
		return false
	}
	startsWith := func(rest []string) bool {
		for len(rest) > 0 && contains(determiners(), rest[0]) {
			rest = rest[1:]
		}
		return len(rest) >= len(value) && slices.Equal(rest[:len(value)], value)
	}
	if slices.Equal(raw[1:], value) || s.v.tickVerb.has(fold(lexical.Stem(raw[0]))) && startsWith(raw[1:]) {
		return true
	}
	for i, w := range raw {
		if (w == "as" || w == "to") && startsWith(raw[i+1:]) {
			return true
		}
	}
	return false
}

// chooseFit is how well click candidate i fits choosing ch in clause cl: the option that
// shows the value, or the closed dropdown that holds it (choiceMatch); a role word names
// the dropdown ("the Color dropdown"), not the option. The clause's words fit only a
// control that shows some of the value's: its field words alone name the dropdown, which
// choiceMatch reads. A control that leads with an act the clause does not say
// (unsaidActLead) is no value, unless it sets its thing to the value (setsTo).
func (s *scorer) chooseFit(i int, cl *clause, ch *choice, toks tokenSet) float64 {
	c, f := &s.req.Candidates[i], &s.feats[i]
	m := 0.0
	if f.name.intersects(wordSet(strings.Join(ch.words, " "))) && !s.otherMember(i, ch) {
		m = s.nameMatch(c, f, cl, toks) * s.roleFilter(f, cl.roles)
		if !s.v.checkable[f.role] && s.unsaidActLead(c.Name, cl) && !s.setsTo(c.Name, ch.words) {
			m = min(m, actUnmetFit) // not "Save Portuguese film night" for "calendar: the film night"
		}
	}
	return max(m, s.choiceMatch(i, ch))
}
