package local

import (
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Exploration: a control the goal names that the page keeps folded away. When no offered
// control fits the next named click, a person opens the collapsed part of the page that
// may hold it (an accordion section, a disclosure, a collapsed menu) and looks again:
// first one whose name or nearby text shows the clause's words, else the first section
// in page order. Opening one is no progress: completion evidence stays low, and each is
// opened once (the trace marks it).
const (
	exploreUnmet   = 0.3  // a best fit to the next named click below this: the target is not shown
	exploreRelated = 0.75 // a collapsed control showing the clause's words: + 0.15 of its share
	exploreFirst   = 0.7  // the first collapsed section in page order, when none shows them
)

// exploreFit is candidate i's fit as a place to look for the next named click's target,
// 0 when the page shows a control that fits it or i is not a collapsed control to open.
func (s *scorer) exploreFit(i int) float64 {
	k := s.exploreStep()
	if k < 0 || !s.explorer(i) {
		return 0
	}
	content := s.v.content(s.g.clauseTokens(s.steps[k].clause))
	if rel := weighted(&s.feats[i], content); rel > 0 {
		return exploreRelated + 0.15*rel
	}
	if s.firstSection() == i && !s.relatedSection(content) {
		return exploreFirst
	}
	return 0
}

// relatedSection reports whether some collapsed control shows a word of content.
func (s *scorer) relatedSection(content tokenSet) bool {
	for i := range s.req.Candidates {
		if s.explorer(i) && weighted(&s.feats[i], content) > 0 {
			return true
		}
	}
	return false
}

// exploreStep is the next step when it is a named click no offered control fits, else -1
// (computed once).
func (s *scorer) exploreStep() int {
	if s.explore != nil {
		return *s.explore
	}
	k := s.prog.next
	if k < 0 || s.steps[k].kind != stepClick || s.steps[k].click != clickName {
		k = -1
	}
	for i := range s.req.Candidates {
		if k >= 0 && s.req.Candidates[i].Action == fsm.ActClick && s.clickMatch(i, k, s.steps[k]) >= exploreUnmet {
			k = -1
		}
	}
	s.explore = &k
	return k
}

// explorer reports whether click candidate i is a collapsed control that opens part of the
// page, harmless to open (the risk reading clears it), not a dropdown (choice.go reads
// those) and not opened before in this goal.
func (s *scorer) explorer(i int) bool {
	c := &s.req.Candidates[i]
	if c.Action != fsm.ActClick || c.Expanded == nil || *c.Expanded || s.repeated(c) {
		return false
	}
	switch s.feats[i].role {
	case "combobox", "listbox", "option", "menuitem", "checkbox", "radio", "switch":
		return false
	}
	rr := riskReader{lex: s.v.lex, url: s.req.URL, title: s.req.Title}
	return rr.assess(c) < guards.MaxRisk
}

// firstSection is the collapsed control first in page order among those whose names no
// other collapsed control shares (a page's sections have names of their own; a row's
// "More" menus repeat one name), or -1.
func (s *scorer) firstSection() int {
	names := map[string]int{}
	for i := range s.req.Candidates {
		if s.explorer(i) {
			names[s.req.Candidates[i].Name]++
		}
	}
	best := -1
	for i := range s.req.Candidates {
		c := &s.req.Candidates[i]
		if s.explorer(i) && names[c.Name] == 1 && len(s.feats[i].label) > 0 &&
			(best < 0 || c.Position < s.req.Candidates[best].Position) {
			best = i
		}
	}
	return best
}

// unexplore undoes the plan's progress on each named click that only openings of sections
// satisfied: an executed click whose target is now an opened control (expanded) that does
// not fit the clause was a look, not the click the goal names.
func (s *scorer) unexplore() {
	changed := false
	for k, st := range s.steps {
		if s.prog.done[k] && st.kind == stepClick && st.click == clickName && s.onlyLooked(k, st) {
			s.prog.done[k] = false
			s.prog.count--
			changed = true
		}
	}
	if changed {
		s.prog.renext()
	}
}

// onlyLooked reports whether the trace's executed clicks are all openings of sections that
// do not fit named click step k, and there is one.
func (s *scorer) onlyLooked(k int, st step) bool {
	looked := false
	for ti := range s.req.Trace {
		e := &s.req.Trace[ti]
		if e.Action != fsm.ActClick || e.Outcome != fsm.OutcomeExecuted {
			continue
		}
		opened := false
		for i := range s.req.Candidates {
			c := &s.req.Candidates[i]
			if c.Action == fsm.ActClick && sameTarget(e, c) && c.Expanded != nil && *c.Expanded &&
				s.clickMatch(i, k, st) < exploreUnmet {
				opened = true
				break
			}
		}
		if !opened {
			return false
		}
		looked = true
	}
	return looked
}
