package local

import (
	"strconv"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// popupShare is the share of its best hidden item's score that a closed list or menu's
// opener takes: opening it is one step short of the act, and a control the page already
// shows that fits as well is preferred.
const popupShare = 0.9

// maxPopupItems bounds the hidden items read per request, so that a page of many closed
// lists costs at most that many extra candidates to score.
const maxPopupItems = 120

// withPopups returns req with one hidden item per item of each closed list or menu that
// a click candidate opens (fsm.Candidate.Popup), appended after the offered candidates as
// a click on an option or menu item named by the item, and one per control a closed tab
// or section shows (fsm.Candidate.Reveals), all read by hiddenItems; and, by the opener's
// index, the indexes of its items. The items are
// scored as if the list were open (they compete with every offered control, and the
// rules that look across the page see them) by a scorer of their own, and never offered
// themselves: the opener takes popupShare of its best item's score (popupDetail). req is
// returned unchanged when no candidate holds a popup.
func withPopups(req *fsm.SelectionRequest) (*fsm.SelectionRequest, map[int][]int) {
	var owners map[int][]int
	var extra []fsm.Candidate
	for i := range req.Candidates {
		c := &req.Candidates[i]
		for _, h := range hiddenItems(c) {
			if len(extra) >= maxPopupItems {
				break
			}
			if owners == nil {
				owners = map[int][]int{}
			}
			owners[i] = append(owners[i], len(req.Candidates)+len(extra))
			h.Label = "\x00hidden " + c.Label + " " + strconv.Itoa(len(owners[i]))
			extra = append(extra, h)
		}
	}
	if len(extra) == 0 {
		return req, nil
	}
	ext := *req
	ext.Candidates = append(append(make([]fsm.Candidate, 0, len(req.Candidates)+len(extra)), req.Candidates...), extra...)
	return &ext, owners
}

// popupDetail is the breakdown of opener i's best hidden item as the items scorer reads
// it, scaled by popupShare (rule popup_item), when that beats own and the item fits
// better than every control the page shows: a list is opened for what is nowhere in
// sight. A link that goes to a page of its own is followed, not opened; an opener that
// a rule of its own lowered for this goal (a click already made) or that is no plain
// opener for the item's step (plainOpener) keeps its own score.
func (s *scorer) popupDetail(i int, own Breakdown) Breakdown {
	c := &s.req.Candidates[i]
	if readableLink(c.Href, s.req.URL) || lowered(own) {
		return own
	}
	shown := s.bestShown(i)
	best := own
	for _, k := range s.popups[i] {
		b := s.items.ownDetail(k)
		clause := -1 // b.Step is a step of the items' plan, which their values may lengthen
		if b.Step >= 0 {
			clause = s.items.steps[b.Step].clause
		}
		if b.Score <= shown || b.Score*popupShare <= best.Score || !s.plainOpener(i, clause) || len(c.Reveals) > 0 && !s.revealFits(k, b.Step) {
			continue
		}
		b.times("popup_item", popupShare)
		best = b
	}
	return best
}

// revealFits reports whether hidden item k (a control a closed tab or section shows)
// names, by its name or its opener's (its context), more than half of the content words
// of its step's clause: a closed part is opened for a control the goal names, not for one
// that shares a word with it ("Never played" in a Coaching tab for "play carom
// billiards").
func (s *scorer) revealFits(k, step int) bool {
	it := s.items
	if step < 0 || it.steps[step].clause < 0 {
		return false
	}
	f := &it.feats[k]
	return namesMost(f.name.union(f.ctx), s.v.content(it.g.clauses[it.steps[step].clause].bare))
}

// plainOpener reports whether click candidate i only opens its list for the goal's
// clause cl (-1: none): a combobox or listbox (its name is its field's), a menu named as
// one ("More actions", "⋯"), or a control whose name neither leads with an act the goal
// does not say (actLed: "Turn off notifications", "Delete project") nor says the opposite
// of the clause.
func (s *scorer) plainOpener(i, cl int) bool {
	c := &s.req.Candidates[i]
	switch {
	case c.Role == "combobox" || c.Role == "listbox" || menuOpenerName(c.Name):
		return true
	case cl >= 0 && cl < len(s.g.clauses) && s.opposes(i, cl):
		return false
	}
	return !s.actLed(c.Name) || s.derivedSaid(c.Name)
}

// lowered reports whether a breakdown holds a rule that capped or lowered the score.
func lowered(b Breakdown) bool {
	for _, p := range b.Parts {
		if p.Kind == "cap" || p.Kind == "times" && p.Value < 1 {
			return true
		}
	}
	return false
}

// bestShown is the best own score of an offered candidate other than i. The offered
// candidates' own breakdowns are kept (s.own) for ownDetail to answer again.
func (s *scorer) bestShown(i int) float64 {
	if s.own == nil {
		own := make([]Breakdown, len(s.req.Candidates))
		for j := range own {
			own[j] = s.ownDetail(j)
		}
		s.own = own
	}
	best := 0.0
	for j := range s.own {
		if j != i {
			best = max(best, s.own[j].Score)
		}
	}
	return best
}

// openLists returns the target summaries of the offered click candidates that are
// expanded while an option or menu item is offered: the controls whose list or menu is
// open now, so a click on one opened it rather than chose in it. An expanded section
// with no list shown is not one ("Delivery" opened for "show the delivery details").
func openLists(cands []fsm.Candidate) map[string]bool {
	shown := false
	for i := range cands {
		switch cands[i].Role {
		case "option", "menuitem", "menuitemradio", "menuitemcheckbox":
			shown = shown || cands[i].Action == fsm.ActClick
		}
	}
	if !shown {
		return nil
	}
	open := map[string]bool{}
	for i := range cands {
		if c := &cands[i]; c.Action == fsm.ActClick && c.Expanded != nil && *c.Expanded {
			open[c.TargetSummary()] = true
		}
	}
	return open
}

// hiddenItems are the hidden candidates click candidate c stands for: the controls its
// closed tab or section shows (fsm.Candidate.Reveals), each by its role and name, a text
// field as a fill with each of the caller's text values (fsm.Revealed.Values); and the
// items of its closed list or menu (fsm.Candidate.Popup), an option or menu item each. All
// are near c's name and nearby text.
func hiddenItems(c *fsm.Candidate) []fsm.Candidate {
	if c.Action != fsm.ActClick {
		return nil
	}
	ctx := c.Name
	if c.Context != "" {
		ctx += " · " + c.Context
	}
	item := func(role, name string) fsm.Candidate {
		return fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: c.Target},
			Role: role, Name: name, Context: ctx, Position: c.Position, InViewport: c.InViewport}
	}
	var out []fsm.Candidate
	for _, r := range c.Reveals {
		h := item(r.Role, r.Name)
		if r.Role != "textbox" && r.Role != "searchbox" {
			out = append(out, h)
			continue
		}
		for _, v := range r.Values {
			h.Action, h.Value = fsm.ActFill, v
			out = append(out, h)
		}
	}
	if len(c.Popup) == 0 || c.Expanded != nil && *c.Expanded {
		return out
	}
	role := "option"
	if c.Role != "combobox" && c.Role != "listbox" {
		role = "menuitem"
	}
	for _, name := range c.Popup {
		out = append(out, item(role, name))
	}
	return out
}

// namesMost reports whether the words have hold more than half of want's (none of an
// empty want): a control the goal names, not one sharing a word with it.
func namesMost(have, want tokenSet) bool { return len(want) > 0 && 2*have.count(want) > len(want) }

// openParts is what the offered candidates show opened: the controls whose list or menu
// is open now (lists: openLists), and the words of each control the page shows but tabs
// and expanded controls (shown, read when first asked).
type openParts struct {
	lists map[string]bool
	cands []fsm.Candidate
	shown []tokenSet
}

// readOpenParts reads the offered candidates' open parts.
func readOpenParts(cands []fsm.Candidate) *openParts {
	return &openParts{lists: openLists(cands), cands: cands}
}

// openedList reports whether trace entry e clicked the control whose list is open now.
func (p *openParts) openedList(e *fsm.TraceEntry) bool { return p != nil && p.lists[e.Target] }

// revealedFor reports whether trace entry e opened a closed tab or section (e.Opens)
// while clause cl names, beyond the opener's own words, a control the page now shows —
// one whose name holds more than half of the clause's content words, as revealFits asks
// of a hidden one: the tab "Mount" opened for "turn on double mount" shows "Double
// mount"; the choice is still to make. A control sharing a word ("Back to my Visa" for
// "cash back") leaves the opening the step.
func (p *openParts) revealedFor(e *fsm.TraceEntry, cl *clause, v *vocab) bool {
	if p == nil || !e.Opens {
		return false
	}
	want := v.content(cl.bare)
	if len(want.minus(wordSet(strings.Join(nameWords(e.Target), " ")))) == 0 {
		return false // the clause names the opener alone ("open the Mount tab")
	}
	for _, name := range p.shownNames() {
		if namesMost(name, want) {
			return true
		}
	}
	return false
}

// shownNames are the words of the offered controls' names, but for tabs and expanded
// controls, one set per control.
func (p *openParts) shownNames() []tokenSet {
	if p.shown == nil {
		for i := range p.cands {
			if c := &p.cands[i]; c.Role != "tab" && (c.Expanded == nil || !*c.Expanded) {
				p.shown = append(p.shown, wordSet(strings.Join(nameWords(c.Name), " ")))
			}
		}
	}
	return p.shown
}
