package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// menuAct is a clause's act as the row-menu rules read it: its lead verb, the verbs of
// the same act (the lead among them), and its object (the clause's other content words,
// menu words aside); lead is "" when the clause has none.
func (s *scorer) menuAct(cl *clause, content tokenSet) (lead string, acts, object tokenSet) {
	lead = s.leadWord(cl)
	if lead == "" {
		return "", nil, nil
	}
	acts = tokenSet{lead: {}}.union(s.sameAct(lead))
	return lead, acts, content.minus(acts, wordSet(strings.Join(menuWords(), " ")))
}

// rowMenuMatch is candidate i's fit as the way to a clause's act through a row menu:
// rowMenuFit when
//   - i is a closed row menu's opener (menuOpener);
//   - the clause is led by a verb of its own that acts on a record: not a question, not
//     a light verb (lightVerbs) nor one that tells or checks (tellingVerbs), and no menu
//     was opened by the last executed entry (one menu at a time);
//   - no offered control carries the act (the lead verb or a verb of the same act);
//   - i's row (its name after the joiner and its nearby text) shows more of the
//     clause's object words, those the page title does not show, than any other
//     opener's row.
func (s *scorer) rowMenuMatch(i int, cl *clause, content tokenSet) float64 {
	if !menuOpener(&s.req.Candidates[i], s.req.URL) {
		return 0
	}
	lead, acts, object := s.menuAct(cl, content)
	switch {
	case lead == "", asksForMenu(s.v, cl, s.g.menuGlyph), !s.leadsClause(cl, lead), !s.isVerb(lead),
		wordSet(strings.Join(lightVerbs(), " ")).has(lead), wordSet(strings.Join(tellingVerbs(), " ")).has(lead),
		len(cl.raw) > 0 && contains(questionWords(), cl.raw[0]), s.menuJustOpened():
		return 0
	}
	object = object.minus(wordSet(s.req.Title))
	if len(object) == 0 {
		return 0
	}
	best, mine, ties := 0, 0, 0
	for j := range s.req.Candidates {
		cj := &s.req.Candidates[j]
		if cj.Action != fsm.ActClick {
			continue
		}
		if !menuOpenerName(cj.Name) {
			if s.feats[j].name.intersects(acts) {
				return 0 // the act is offered: no menu to open
			}
			continue
		}
		n := object.count(s.feats[j].name.union(s.feats[j].ctx))
		switch {
		case n > best:
			best, ties = n, 1
		case n == best:
			ties++
		}
		if j == i {
			mine = n
		}
	}
	if mine == 0 || mine < best || ties > 1 {
		return 0
	}
	return rowMenuFit
}

// menuJustOpened reports whether the last executed entry opened a row menu.
func (s *scorer) menuJustOpened() bool {
	for k := len(s.req.Trace) - 1; k >= 0; k-- {
		if e := &s.req.Trace[k]; e.Outcome == fsm.OutcomeExecuted {
			return e.Action == fsm.ActClick && summaryOpensMenu(e.Target)
		}
	}
	return false
}

// menuItemMatch is candidate i's fit as the act in the row menu just opened: menuItemFit
// when the last executed entry opened a menu, i is no menu opener, its name carries the
// clause's act (its lead verb or a verb of the same act), and it is the menu's item (a
// menuitem role) or shows no row of its own (menus drawn at the page's end have no
// nearby text), or its nearby text shows the clause's object; 0 otherwise.
func (s *scorer) menuItemMatch(i int, cl *clause, content tokenSet) float64 {
	c, f := &s.req.Candidates[i], &s.feats[i]
	if !s.menuJustOpened() || menuOpenerName(c.Name) {
		return 0
	}
	lead, acts, object := s.menuAct(cl, content)
	if lead == "" || !s.leadsClause(cl, lead) || !f.name.intersects(acts) {
		return 0
	}
	switch {
	case strings.HasPrefix(f.role, "menuitem"):
	case strings.TrimSpace(c.Context) == "" && len(s.v.content(f.name).minus(acts, object)) == 0 && !scoped(c.Name):
		// a menu drawn at the page's end: an item names the act and at most the row's
		// words ("Archive", "Void invoice"), not another scope ("Delete all invoices")
	case len(object) > 0 && f.ctx.count(object) == len(object):
	default:
		return 0
	}
	return menuItemFit
}

// outsideOpenMenu reports whether click candidate i carries the clause's act while the
// row menu the clause opened is open, yet is not that menu's item (menuItemMatch) and
// does not show the clause's object in its own nearby text: another row's "Delete", a
// page's "Delete all". The act is in the opened row or nowhere.
func (s *scorer) outsideOpenMenu(i int, cl *clause, content tokenSet) bool {
	if !s.menuJustOpened() {
		return false
	}
	lead, acts, object := s.menuAct(cl, content)
	if lead == "" || asksForMenu(s.v, cl, s.g.menuGlyph) || s.menuItemMatch(i, cl, content) > 0 {
		return false
	}
	return s.feats[i].name.intersects(acts) && len(object) > 0 && s.feats[i].ctx.count(object) < len(object)
}

// scopeWords widen an act beyond one row ("Delete all invoices", "Archive selected").
func scopeWords() []string { return []string{"all", "every", "each", "selected", "everything"} }

// scoped reports whether a control's name widens its act beyond one row (scopeWords).
func scoped(name string) bool {
	for _, w := range rawWords(name) {
		if contains(scopeWords(), w) {
			return true
		}
	}
	return false
}
