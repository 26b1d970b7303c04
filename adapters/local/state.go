package local

import (
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// A box, switch or radio is acted on by one click, and what that click does is set by its
// kind and state, not by its name: "Disable location sharing" is a click on the switch
// named "Share my location" while it is on, and nothing while it is off. The tables below
// say which words of a clause ask for a state; the rules read them against the control's
// checked state.

// stateAsk is the state a clause asks a control to be in.
type stateAsk int

const (
	askNone   stateAsk = iota
	askOn              // a box or switch turned on ("enable", "turn on", "sign me up for")
	askOff             // a box or switch turned off ("disable", "turn off", "opt out of")
	askChosen          // a radio or box chosen ("go with", "use", "I'd prefer")
)

// stateRow is one phrase that asks for a state: its words in order; a pronoun ("it",
// "them", "me") may stand between a verb and its particle ("turn it off", "sign me up").
type stateRow struct {
	words []string
	ask   stateAsk
}

// stateRows are the phrases of English that ask for a box's, switch's or radio's state.
// The one-word on and off verbs are the tick and untick verbs (reading_widgets.go,
// reading.go).
func stateRows() []stateRow {
	rows := []stateRow{
		{[]string{"turn", "on"}, askOn}, {[]string{"switch", "on"}, askOn}, {[]string{"opt", "in"}, askOn},
		{[]string{"opt", "into"}, askOn}, {[]string{"sign", "up"}, askOn}, {[]string{"subscribe"}, askOn},
		{[]string{"allow"}, askOn}, {[]string{"tick"}, askOn}, {[]string{"check"}, askOn},
		{[]string{"turn", "off"}, askOff}, {[]string{"switch", "off"}, askOff}, {[]string{"opt", "out"}, askOff},
		{[]string{"unsubscribe"}, askOff}, {[]string{"deactivate"}, askOff}, {[]string{"stop"}, askOff},
		{[]string{"go", "with"}, askChosen}, {[]string{"use"}, askChosen}, {[]string{"prefer"}, askChosen},
		{[]string{"have"}, askChosen}, {[]string{"take"}, askChosen}, {[]string{"want"}, askChosen}, {[]string{"like"}, askChosen},
		{[]string{"choose"}, askChosen}, {[]string{"pick"}, askChosen}, {[]string{"select"}, askChosen},
	}
	for _, w := range tickVerbs() {
		rows = append(rows, stateRow{[]string{w}, askOn})
	}
	for _, w := range untickVerbs() {
		if w != "off" { // a particle: "turn off" above
			rows = append(rows, stateRow{[]string{w}, askOff})
		}
	}
	return rows
}

// offRoles are the roles a click turns on or off; a radio is only ever chosen.
func offRoles() []string { return []string{"checkbox", "switch", "menuitemcheckbox"} }

// readState returns the state a clause's words ask for and the words that ask it (raw,
// lower case), the first row that matches in the clause's words; askNone when none does.
func (v *vocab) readState(raw []string) (stateAsk, []string) {
	for _, r := range v.states {
		if at := phraseAt(raw, r.words, v.pronoun); at >= 0 {
			return r.ask, r.words
		}
	}
	return askNone, nil
}

// phraseAt returns where words occur in raw in order, one pronoun allowed between two of
// them, or -1.
func phraseAt(raw, words []string, pronoun map[string]bool) int {
	for i := range raw {
		j, k := i, 0
		for k < len(words) && j < len(raw) {
			switch {
			case raw[j] == words[k]:
				j, k = j+1, k+1
			case k > 0 && pronoun[raw[j]] || k > 0 && raw[j] == "me":
				j++
			default:
				k = len(words) + 1
			}
		}
		if k == len(words) {
			return i
		}
	}
	return -1
}

// stateFits reports whether the state ask fits a control of this role.
func stateFits(ask stateAsk, role string) bool {
	switch ask {
	case askOn, askOff:
		return slices.Contains(offRoles(), role)
	case askChosen:
		return role == "radio" || role == "menuitemradio" || slices.Contains(offRoles(), role)
	}
	return false
}

// stateFit is how well a box, switch or radio fits a clause that asks for its state, its
// name read without the words that ask: "Disable location sharing" against "Share my
// location" is "location sharing" against it. A control named by the asking verb itself
// ("Turn off" beside a row) is read by nameMatch as any other. 0 when the rule does not
// apply.
func (s *scorer) stateFit(f *feature, cl *clause, content tokenSet) float64 {
	ask, ws := cl.state, cl.stateWords
	if !stateFits(ask, f.role) {
		return 0
	}
	verbs := foldAll(ws).union(wordSet(strings.Join(ws, " "))) // "sign up" is also the compound "signup"
	if f.name.intersects(verbs) || s.verbNamed(fold(lexical.Stem(ws[0]))) {
		return 0 // a button named by the verb is what it names: "Add member" for "Add Maria"
	}
	rest := content.minus(verbs)
	if len(rest) == 0 {
		return 0
	}
	return weighted(f, rest)
}

// alreadyInState reports whether candidate i is a box or switch whose checked state is
// already the one an unfinished step's clause asks for, off ("Turn off email alerts" with
// the alerts off): its click would undo what the goal wants. A ticked box the clause asks
// on is ticked_stays_ticked's.
func (s *scorer) alreadyInState(i int) bool {
	c, f := &s.req.Candidates[i], &s.feats[i]
	if c.Action != fsm.ActClick || c.Checked == nil || *c.Checked || !slices.Contains(offRoles(), f.role) {
		return false
	}
	for k, st := range s.steps {
		if s.prog.done[k] || st.kind != stepClick || st.clause < 0 {
			continue
		}
		if s.asksOff(st.clause) && s.nameMatch(c, f, &s.g.clauses[st.clause], s.g.clauseTokens(st.clause)) >= 0.5 {
			return true
		}
	}
	return false
}

// asksOff reports whether clause ci asks for a box or switch off ("uncheck", "turn off").
func (s *scorer) asksOff(ci int) bool {
	return s.g.clauses[ci].state == askOff || s.g.clauses[ci].untick
}

// inAskedState reports whether candidate i is a box, switch or radio already in the state
// clause ci asks: ticked, or for a clause that asks it off (or releases it: "unmute"), a
// box or switch known to be off.
func (s *scorer) inAskedState(i, ci int) bool {
	c, f := &s.req.Candidates[i], &s.feats[i]
	if !s.asksOff(ci) && !s.releases(i, &s.g.clauses[ci]) {
		return f.checked
	}
	return c.Checked != nil && !*c.Checked && slices.Contains(offRoles(), f.role)
}
