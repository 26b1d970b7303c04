package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Completion evidence levels. Only completionDone and completionEvident reach the
// possibly_done gate (0.8); partial progress stays below completionPartialMax.
const (
	completionNone       = 0.05 // nothing executed and the page does not state the outcome
	completionDone       = 0.9  // the trace shows every stated step executed, in order
	completionEvident    = 0.85 // the page shows the outcome after the goal's inputs
	completionPartial    = 0.1  // at no step done, rising linearly with the share done
	completionPartialMax = 0.6  // the limit of completionPartial as the share nears 1
)

// completion is P(the goal is already achieved):
//
//   - completionDone when the executed trace covers every step the goal states: each
//     value the goal mentions filled or selected, then each click, scroll, back or
//     navigation its clauses ask for, in goal order (a search clause implies pressing the
//     submit control after its fill; any executed click in order counts for a click
//     step, since the decider chose it for that step);
//   - completionEvident when not every step shows but every mentioned value was filled and
//     the page shows the outcome: the URL now carries the searched value, the page text
//     shows it after a later click, or a status message ("thank you", "saved", "sent",
//     "added to cart") about the goal's last clause follows an executed click;
//   - with an empty trace, completionNone unless the page text already states the
//     outcome plainly (a status message about the last clause that also shows every
//     mentioned value);
//   - otherwise partial evidence, below completionPartialMax, rising with the steps done.
func (s *scorer) completion() float64 {
	executed := 0
	for _, e := range s.req.Trace {
		if e.Outcome == fsm.OutcomeExecuted {
			executed++
		}
	}
	if executed == 0 {
		if len(s.steps) > 0 && s.successShown(true) && s.valuesShown() {
			return completionEvident
		}
		return completionNone
	}
	if s.prog.required == 0 {
		return completionPartial
	}
	if s.prog.count == s.prog.required {
		return completionDone
	}
	if s.fillsDone() && (s.searchShown() || (s.lastIsClick() && s.successShown(false))) {
		return completionEvident
	}
	share := float64(s.prog.count) / float64(s.prog.required)
	return min(completionPartialMax, completionPartial+(completionPartialMax-completionPartial)*share)
}

func (s *scorer) fillsDone() bool {
	for k, st := range s.steps {
		if st.kind == stepFill && st.clause >= 0 && !s.prog.done[k] {
			return false
		}
	}
	return true
}

// lastIsClick reports whether the last executed entry is a click or a navigation: a
// status message on the page can be its outcome.
func (s *scorer) lastIsClick() bool {
	for i := len(s.req.Trace) - 1; i >= 0; i-- {
		if e := s.req.Trace[i]; e.Outcome == fsm.OutcomeExecuted {
			return e.Action == fsm.ActClick || e.Action == fsm.ActNavigate
		}
	}
	return false
}

// searchShown reports whether the goal ends in a search and the page shows its values:
// in the URL, or in the page text after a click that followed the fill.
func (s *scorer) searchShown() bool {
	last := s.steps[len(s.steps)-1]
	if last.kind != stepClick || last.click != clickSubmit || len(s.g.clauses[last.clause].values) == 0 {
		return false
	}
	clicked := findEntry(s.req.Trace, s.prog.lastFill+1, func(e *fsm.TraceEntry) bool {
		return e.Action == fsm.ActClick || e.Action == fsm.ActNavigate
	}) >= 0
	for _, vi := range s.g.clauses[last.clause].values {
		v := s.g.values[vi].text
		if !urlShows(s.req.URL, v) && !(clicked && containsPhrase(s.req.PageText, v)) {
			return false
		}
	}
	return true
}

// valuesShown reports whether the page text shows every text or select value the goal
// mentions.
func (s *scorer) valuesShown() bool {
	for _, v := range s.g.values {
		if v.clause >= 0 && v.kind != valueURL && !containsPhrase(s.req.PageText, v.text) {
			return false
		}
	}
	return true
}

// successShown reports whether the page text has a status message about the goal's last
// clause: a sentence with a success marker that shares a word with that clause, or, after
// an action (strict false), any such sentence when the last clause just presses the
// submit control. Before any action a heading such as "Updated terms of service" is no
// outcome of the goal's "continue". A sentence that shows numbers but not all the
// clause's is another outcome's ("Booked: … 4 people" for "6 people"); one that shows no
// number may be this one's.
func (s *scorer) successShown(strict bool) bool {
	last := s.steps[len(s.steps)-1]
	if last.kind != stepClick || last.click == clickResult {
		return false
	}
	want := s.g.clauseTokens(last.clause).minus(s.v.ui)
	numbers := want.minus(numbersOut(want))
	for _, sentence := range sentences(s.req.PageText) {
		shown := wordSet(sentence)
		if !s.hasMarker(sentence) || shown.count(numbers) < len(numbers) && len(shown.minus(numbersOut(shown))) > 0 {
			continue // "Booked: … 4 people" does not report "change it to 6 people"; "Payment successful" reports "pay the £40 bill"
		}
		if (last.click == clickSubmit && !strict) || shown.intersects(want) {
			return true
		}
	}
	return false
}

// hasMarker matches success markers on raw words: folded, "added" would meet the "Add"
// of an "Add to cart" label. A marker after "no" is a refusal ("No thanks").
func (s *scorer) hasMarker(sentence string) bool {
	raw := rawWords(sentence)
	for i, w := range raw {
		if s.v.success.has(w) && (i == 0 || raw[i-1] != "no") {
			return true
		}
	}
	return false
}

func sentences(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool {
		return r == '.' || r == '!' || r == '?' || r == '\n'
	})
}

// valueDone reports whether the trace shows value vi filled, selected or navigated to.
func (s *scorer) valueDone(vi int) bool {
	text := s.g.values[vi].text
	return findEntry(s.req.Trace, 0, func(e *fsm.TraceEntry) bool {
		_, isValue := kindOf(e.Action)
		return isValue && e.Value == text
	}) >= 0
}

// repeated reports whether the trace shows this exact operation executed.
func (s *scorer) repeated(c *fsm.Candidate) bool {
	return findEntry(s.req.Trace, 0, func(e *fsm.TraceEntry) bool {
		if e.Action != c.Action {
			return false
		}
		switch c.Action {
		case fsm.ActClick:
			return sameTarget(e, c)
		case fsm.ActFill, fsm.ActSelect:
			return sameTarget(e, c) && e.Value == c.Value
		case fsm.ActNavigate:
			return e.Value == c.Value
		case fsm.ActScroll:
			return e.Value == c.Direction || strings.Contains(strings.ToLower(e.Target), c.Direction)
		}
		return true
	}) >= 0
}

// overwrites reports whether the trace shows the candidate's field filled with another
// value.
func (s *scorer) overwrites(c *fsm.Candidate) bool {
	return findEntry(s.req.Trace, 0, func(e *fsm.TraceEntry) bool {
		return e.Action == c.Action && sameTarget(e, c) && e.Value != c.Value
	}) >= 0
}

// summaryParts splits an executed trace entry's target summary (fsm's TargetSummary: the
// role, or "element" for none, then the name) into the role ("" for none) and the name;
// ok is false for a summary with no name ("page", a bare role).
func summaryParts(target string) (role, name string, ok bool) {
	role, name, ok = strings.Cut(target, " ")
	if role == "element" {
		role = ""
	}
	return role, name, ok
}

// sameTarget reports whether a trace entry's target summary names the candidate's
// target: its element id, its description, or its fsm.Candidate.TargetSummary.
func sameTarget(e *fsm.TraceEntry, c *fsm.Candidate) bool {
	return e.Target != "" && (e.Target == c.Target || e.Target == c.Description || e.Target == c.TargetSummary())
}
