package local

import (
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// A form split into steps shows one step at a time: the fields and choices of its later
// steps are not on the page until it is moved on. A person who finds nothing on this
// step for what the goal asks next presses the step's one forward control ("Next",
// "Continue to extras", "Next: hand and ink") to look on the next step; never a link, a
// pager's or a calendar's Next, a control whose act is consequential, nor one of two
// forward controls, and never while this step shows what the goal asks.

// forwardFit is the forward control's fit to the next step while nothing offered fits
// it: above the no-match option, below a control that does what the step asks.
const forwardFit = 0.75

// forwardUnmet is the best fit of any other control to a click step at or below which
// the step is taken as not on this step of the form (a control sharing a content word
// with the clause fits more).
const forwardUnmet = 0.3

// forwardStep is the step a press of candidate i, the form's one forward control, is
// taken for: the next step, when the control names a part the page shows as a step of
// the form (partShown; a bare Next only for a clause that asks to move on), it belongs to
// a step of a form (inFormStep), nothing offered fits any step left (stepUnmet), no
// clause left goes back or refuses (holdsBack), no box agrees or consents (consentBox),
// no list is open (listOpen) and it has no question of its own (ownQuestion: a survey's
// last "Next" may send it); else -1.
func (s *scorer) forwardStep(i int) int {
	k := s.prog.next
	if k < 0 || i != s.theForward() || s.hasPager() || !s.inFormStep(i) {
		return -1
	}
	if part, _ := readForward(s.req.Candidates[i].Name); part == nil && !s.asksToMoveOnLeft() || part != nil && !s.partShown(i, part) {
		return -1 // a bare Next shows no later step of this form; a part the page does not show as a step is no step
	}
	if s.consentBox() {
		return -1 // "I agree to the Terms" beside it: moving on would sign it
	}
	for j, st := range s.steps {
		if s.prog.done[j] {
			continue
		}
		if !s.stepUnmet(j) {
			return -1 // "letter it in italic and add place cards": the place cards are here
		}
		if st.clause >= 0 && s.holdsBack(&s.g.clauses[st.clause]) {
			return -1
		}
	}
	if s.listOpen() {
		return -1 // a list opened on this step is where its answer was looked for ("Cymraeg" not in it)
	}
	if s.ownQuestion(i) {
		return -1 // a question of its own ("Question 10 of 10", a shipping choice) may be unanswered
	}
	if s.items != nil && s.items.prog.next >= 0 && !s.items.stepUnmet(s.items.prog.next) {
		return -1 // a closed list or tab of this step holds it
	}
	return k
}

// theForward is the page's one forward control (isForward), read once per request; -1
// when there is none, or two: which way on is meant is not for the decider to guess.
func (s *scorer) theForward() int {
	if s.forwardAt == nil {
		at := -1
		for j := range s.req.Candidates {
			if s.isForward(j) {
				if at >= 0 {
					at = -1
					break
				}
				at = j
			}
		}
		s.forwardAt = &at
	}
	return *s.forwardAt
}

// isForward reports whether candidate i is a control that moves a form on: a button (or
// a role-less clickable) with no href, no state of its own, whose name says only that
// (readForward) and names no part that begins with a word WordNet uses mostly as a verb
// (actverbs.txt: "verify your phone", "upload", "review"), and whose act the risk reading
// finds nothing consequential in.
func (s *scorer) isForward(i int) bool {
	c, f := &s.req.Candidates[i], &s.feats[i]
	if c.Action != fsm.ActClick || c.Href != "" || !(f.button || f.plain) ||
		c.Checked != nil || c.Expanded != nil || len(c.Popup) > 0 || len(c.Reveals) > 0 {
		return false
	}
	if part, ok := readForward(c.Name); !ok || len(part) > 0 && s.v.lex.actVerbs.has(part[0]) {
		return false // "Next: verify your phone", "Continue to upload": a step that does an act
	}
	rr := riskReader{lex: s.v.lex, url: s.req.URL, title: s.req.Title}
	return rr.assess(c) < riskGuarded
}

// stepUnmet reports whether nothing offered, forward controls aside, fits step k: for a
// fill, no field here is offered for its value and no control reveals one; for a click,
// no other control fits above forwardUnmet or shows in its name a content word of its
// clause (writtenContent); for either, no field shows one (fieldShows). Other steps
// (scrolls, going back, navigating) are never met by moving a form on.
func (s *scorer) stepUnmet(k int) bool {
	st := s.steps[k]
	switch st.kind {
	case stepFill:
		if s.g.values[st.value].clause < 0 {
			return false
		}
		for j := range s.req.Candidates {
			c := &s.req.Candidates[j]
			if c.Action != fsm.ActClick && c.Action != fsm.ActNavigate && s.feats[j].value == st.value ||
				c.Action == fsm.ActClick && s.reveals(j, st.value) {
				return false // a field here takes it, however it is labelled ("Sur name" for a surname)
			}
		}
		return !s.fieldShows(s.g.values[st.value].clause)
	case stepClick:
		content := s.writtenContent(st.clause)
		for j := range s.req.Candidates {
			if j != s.theForward() && (s.stepScore(j, k, st) > forwardUnmet || s.feats[j].name.intersects(content)) {
				return false // "gift wrap: no" beside an unticked "Gift wrap": it is here, and as asked
			}
		}
		return !s.fieldShows(st.clause)
	}
	return false
}

// holdsBack reports whether clause cl is one that moving on never answers: it goes back
// ("return to who's playing") or refuses something ("don't send me offers", whose box
// may be this step's and ticked).
func (s *scorer) holdsBack(cl *clause) bool {
	return cl.negOnly || len(cl.negated) > 0 ||
		slices.ContainsFunc(goingBackWords(), func(w string) bool { return hasWord(cl.raw, w) })
}

// inFormStep reports whether forward control i belongs to a step of a form: another
// part of a form is offered (a field, a box, a radio, a switch, an option, a list, or a
// role-less clickable such as a card to choose) whose nearby text is the forward
// control's, or the forward control has none. A banner's, a dialog's, a player's or a
// summary panel's control ("This site uses cookies", "Leave page?", a queue's Next track,
// "Your book": "Continue to review") shares its text with no such part.
func (s *scorer) inFormStep(i int) bool {
	c := &s.req.Candidates[i]
	for j := range s.req.Candidates {
		o, f := &s.req.Candidates[j], &s.feats[j]
		part := o.Action == fsm.ActFill || o.Action == fsm.ActSelect || s.v.checkable[f.role] || f.plain ||
			slices.Contains(formPartRoles(), f.role)
		if j != i && part && (c.Context == "" || o.Context == c.Context) {
			return true
		}
	}
	return false
}

// formPartRoles are the roles of a form's parts besides fields and boxes (inFormStep).
func formPartRoles() []string {
	return []string{"combobox", "listbox", "option", "spinbutton", "slider", "textbox", "searchbox"}
}

// ownQuestion reports whether forward control i has a question of its own on the page: a
// group of radios (radios sharing their nearby text) under the control's own nearby text,
// or any group when the control names no part to go to (a bare "Next" sends what the step
// holds). A checked radio is never offered, so whether such a question is answered cannot
// be told; moving on might leave it unanswered or send it as it is ("Question 10 of 10").
// A group under another heading ("Orientation" beside "Next: hand and ink") may wait.
func (s *scorer) ownQuestion(i int) bool {
	c := &s.req.Candidates[i]
	part, _ := readForward(c.Name)
	for j := range s.req.Candidates {
		o := &s.req.Candidates[j]
		if o.Action == fsm.ActClick && s.feats[j].role == "radio" && (part == nil || o.Context == c.Context) {
			return true
		}
	}
	return false
}

// listOpen reports whether a list or menu is open on the page: an option or menu item is
// offered, or a control shows its expanded state open.
func (s *scorer) listOpen() bool {
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if slices.Contains(openItemRoles(), s.feats[j].role) || c.Expanded != nil && *c.Expanded {
			return true
		}
	}
	return false
}

// openItemRoles are the roles of the items of an open list or menu (listOpen).
func openItemRoles() []string {
	return []string{"option", "menuitem", "menuitemradio", "menuitemcheckbox"}
}

// fieldShows reports whether a field or list offered here (no click control) shows a
// content word of clause ci in its name or nearby text ("Date of birth" for "date of birth
// 2 March 1990" though the value is offered to none of its parts): that step is on this
// page.
func (s *scorer) fieldShows(ci int) bool {
	if ci < 0 {
		return false
	}
	content := s.writtenContent(ci).minus(wordSet("step"))
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if (c.Action == fsm.ActFill || c.Action == fsm.ActSelect) && wordSet(c.Name+" "+c.Context).intersects(content) {
			return true
		}
	}
	return false
}

// writtenContent is clause ci's content words as the goal writes them, operation and
// interface words aside: the noun after a demonstrative, which the plan strips as the
// page's subject, counts here ("scrap this draft" beside "Delete draft" or a "Draft name"
// field is about this step of the form).
func (s *scorer) writtenContent(ci int) tokenSet {
	return s.v.content(s.g.clauses[ci].tokens).minus(s.v.op, s.v.ui)
}

// asksToMoveOnLeft reports whether a clause of a step left asks to move the form on
// itself (clauseMovesOn: "go to step 2").
func (s *scorer) asksToMoveOnLeft() bool {
	for k, st := range s.steps {
		if !s.prog.done[k] && st.clause >= 0 && clauseMovesOn(&s.g.clauses[st.clause], s.v) {
			return true
		}
	}
	return false
}

// partShown reports whether part, the part forward control i names, is shown on the page as a
// step of the form: a line of the page's text, or another control's name, that holds the
// part's words in order, not right after a forward word (a forward control's own label,
// "Back Next: your details" on one line, shows nothing) ("1 · The piece 2 · Hand and ink"
// for "Next: hand and ink"; a tab "2 · Your boat" for "Next: your boat").
func (s *scorer) partShown(i int, part []string) bool {
	holds := func(text string) bool {
		ws := rawWords(text)
		for k := 0; k+len(part) <= len(ws); k++ {
			if slices.Equal(ws[k:k+len(part)], part) &&
				!slices.ContainsFunc(ws[max(0, k-2):k], func(w string) bool { return slices.Contains(forwardWords(), w) }) {
				return true // not a forward control's own label ("Back Next: your details" on one line)
			}
		}
		return false
	}
	for _, line := range strings.Split(s.req.PageText, "\n") {
		if holds(line) {
			return true
		}
	}
	for j := range s.req.Candidates {
		if j != i && holds(s.req.Candidates[j].Name) {
			return true
		}
	}
	return false
}

// consentBox reports whether a box on the page agrees, consents or confirms, ticked or
// not (consentWords).
func (s *scorer) consentBox() bool {
	for j := range s.req.Candidates {
		if s.v.checkable[s.feats[j].role] && slices.ContainsFunc(rawWords(s.req.Candidates[j].Name), func(w string) bool { return slices.Contains(consentWords(), w) }) {
			return true
		}
	}
	return false
}
