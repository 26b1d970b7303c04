package local

import (
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// A click on the thing a clause's act is about does not do the act. "Buy the blue mug"
// on a form whose radio "Blue mug" chooses the mug and whose "Buy now" buys it is done
// when Buy now is pressed, not when the radio is: until then the act is still to press,
// and a later clause ("then log out") is not the next step. The plan marks a named step
// done by a click whose target shows the clause's words (plan.go); actStillToPress takes
// that back while the act's own control is still offered.

// actOnObject splits clause cl into its act (the verb it leads with, and the verbs of the
// same act a control may be named by: clauseVerb) and its object (its other content
// words, interface words aside); none when the clause does not lead with an act word, asks
// a question, refuses something, names a day (a calendar's cells are the day rules') or
// does not obtain something (obtains).
func (s *scorer) actOnObject(cl *clause) (verb, object tokenSet) {
	if cl.question || cl.negOnly || len(cl.negated) > 0 || cl.object || cl.day != "" || cl.weekday != "" || cl.month != "" || !s.obtains(cl) {
		return nil, nil
	}
	lead := s.leadWord(cl)
	if lead == "" || !s.leadsClause(cl, lead) || !s.v.actWord(lead) && !s.v.lex.actWord(lead) {
		return nil, nil
	}
	verb = s.clauseVerb(cl)
	if !verb.has(lead) {
		return nil, nil
	}
	return verb, s.objectWords(cl, verb)
}

// objectWords are the words of clause cl's object: from its first content word after the
// act on, every word but fillers, so that a noun that is also an operation or interface
// word stays ("the evening show", "a health check"); words the plan strips (a value's, a
// demonstrative's noun) are left out.
func (s *scorer) objectWords(cl *clause, verb tokenSet) tokenSet {
	out, started := tokenSet{}, false
	for _, t := range words(strings.Join(cl.raw, " ")) {
		switch {
		case verb.has(t) || s.v.filler.has(t) || !cl.bare.has(t) || slices.Contains(pronounWords(), t):
		case started || s.v.content(tokenSet{t: {}}).has(t):
			started = true
			out[t] = struct{}{}
		}
	}
	return out
}

// actControls are the click candidates whose names show the act and none of its object,
// and whose act the risk reading finds consequential; none when any click candidate's name
// shows the act and a word of the object, or its nearby text more than half of the object
// (that control is the clause's own: "Buy" in the blue mug's row).
func (s *scorer) actControls(verb, object tokenSet) []int {
	var acts []int
	rr := riskReader{lex: s.v.lex, url: s.req.URL, title: s.req.Title}
	for j := range s.req.Candidates {
		c, f := &s.req.Candidates[j], &s.feats[j]
		if c.Action != fsm.ActClick || !f.name.intersects(verb) {
			continue
		}
		if f.name.intersects(object) || share(f, object, 0.6, 0) > 0.5 {
			return nil // "Buy" in the blue mug's row: the row's own act
		}
		if rr.assess(c) >= riskGuarded && s.actOnly(j, verb) {
			acts = append(acts, j)
		}
	}
	return acts
}

// actOnly reports whether candidate j's name says the act and nothing else: beside the
// act's words, only numbers and prices, other acts ("Pay and reserve", "Enrol and pay
// £110"), the page title's words ("Pay £16 entry" on "Sheepdog trial entries") and
// actAdverbs ("Buy now"). "Pay for parking £5", "Buy a gift card" and "Pay later" name
// another thing or another act.
func (s *scorer) actOnly(j int, verb tokenSet) bool {
	title := wordSet(s.req.Title)
	for _, w := range rawWords(s.req.Candidates[j].Name) {
		t := fold(lexical.Stem(w))
		switch {
		case len(wordSet(w)) == 0, !s.v.content(tokenSet{t: {}}).has(t), verb.has(t), title.has(t), isDigits(t),
			s.v.lex.actVerbs.has(w), s.v.lex.actWord(w), slices.Contains(actAdverbs(), w):
		default:
			return false
		}
	}
	return true
}

// actAdverbs are the words beside an act that say only when it is done, at once.
func actAdverbs() []string { return []string{"now", "today"} }

// obtains reports whether clause cl's acts (the lexicon's reading of a goal) are all
// ones that obtain something chosen on a form: paying or buying, sending an order,
// booking or application, subscribing. Deleting, cancelling, messaging, publishing,
// consenting and account changes act on what is already there, not on a choice.
func (s *scorer) obtains(cl *clause) bool {
	_, what := s.v.lex.readActs(cl.raw, readText, true)
	if len(what) == 0 {
		return false
	}
	for c := range what {
		if !slices.Contains([]consequence{money, submission, subscription}, c) {
			return false
		}
	}
	return true
}

// objectChosen reports whether the object was chosen by an executed click: on a control
// that chooses (not a link or a tab, which show; its name leading with no reading verb:
// not "Show blue mug") whose name shows all of the object and no other content word but
// numbers ("Blue mug £12"; not "Blue mug reviews (12)", "Blue mug lid", "Save blue mug").
func (s *scorer) objectChosen(verb, object tokenSet) bool {
	return findEntry(s.req.Trace, 0, func(e *fsm.TraceEntry) bool {
		role, name, _ := summaryParts(e.Target)
		if e.Action != fsm.ActClick || role == "link" || role == "tab" {
			return false
		}
		if ws := rawWords(name); len(ws) > 0 && s.v.seesItem(ws[0]) {
			return false
		}
		shown := wordSet(name)
		for t := range s.v.content(shown).minus(object, verb) {
			if !isDigits(t) {
				return false
			}
		}
		return shown.count(object) == len(object)
	}) >= 0
}

// actStillToPress marks not done every named click step that a click on its object did
// while the act is still to press: its clause leads with an act that obtains something and
// names an object, no executed click's target shows the act, one chose the object
// (objectChosen), and a consequential control that says the act alone is offered
// (actControls: "Buy now" after the "Blue mug" radio for "buy the blue mug, then log
// out"). The step stays next, before what the goal says after it with a verb of its own.
func (s *scorer) actStillToPress() {
	changed := false
	for k, st := range s.steps {
		if !s.prog.done[k] || st.kind != stepClick || st.click != clickName || st.clause < 0 {
			continue
		}
		verb, object := s.actOnObject(&s.g.clauses[st.clause])
		if len(verb) == 0 || len(object) == 0 || s.actPressed(verb) || !s.objectChosen(verb, object) || len(s.actControls(verb, object)) == 0 {
			continue
		}
		changed = s.prog.set(k, false) || changed
	}
	if !changed {
		return
	}
	s.nextUndone()
	// A later clause that goes on with the act's objects, with no verb of its own ("buy
	// the blue mug and the red teapot"), is chosen before the act ends the form; one with
	// a verb of its own ("then log out") waits for the act.
	for j := s.prog.next + 1; j < len(s.steps); j++ {
		if s.prog.done[j] || s.steps[j].clause < 0 {
			continue
		}
		if cl := &s.g.clauses[s.steps[j].clause]; cl.joiner == "and" && !s.v.verbLed(cl.raw) {
			s.prog.next = j
		}
		return
	}
}

// actPressed reports whether an executed click's target shows a word of the act.
func (s *scorer) actPressed(verb tokenSet) bool {
	return findEntry(s.req.Trace, 0, func(e *fsm.TraceEntry) bool {
		return e.Action == fsm.ActClick && wordSet(strings.Join(nameWords(e.Target), " ")).intersects(verb)
	}) >= 0
}
