package local

import (
	"strconv"

	"github.com/browsergoal/browsergoal/fsm"
)

// A pager: page-number controls with Previous and Next. "The previous page" is its
// Previous control when the page has a pager (history back otherwise), and "the last
// page" its last page number.

// pagerWord reports whether click candidate i is named by the one word w ("Next ›",
// "‹ Prev", "Last »"), page words aside.
func (s *scorer) pagerWord(i int, w string) bool {
	f := &s.feats[i]
	return s.req.Candidates[i].Action == fsm.ActClick && len(f.label) == 1 && f.label.has(w)
}

// pageNumber is the page number click candidate i is named by, or 0.
func (s *scorer) pageNumber(i int) int {
	c := &s.req.Candidates[i]
	if c.Action != fsm.ActClick {
		return 0
	}
	ws := rawWords(c.Name)
	if len(ws) != 1 {
		return 0
	}
	n, err := strconv.Atoi(ws[0])
	if err != nil || n < 1 {
		return 0
	}
	return n
}

// hasPager reports whether the page offers a pager: at least two page-number controls,
// or a Next or Previous control beside one.
func (s *scorer) hasPager() bool {
	numbers, arrows := 0, 0
	for i := range s.req.Candidates {
		switch {
		case s.pageNumber(i) > 0:
			numbers++
		case s.pagerWord(i, "next") || s.pagerWord(i, "previous"):
			arrows++
		}
	}
	return numbers >= 2 || (numbers >= 1 && arrows >= 1)
}

// pagerEnd picks the control of a pager's end (-1 the last page, 1 the first): one named
// by the end's word ("Last", "First") when offered; else the largest page number when
// a Next control shows the current page is not the last (the first: page 1 when a
// Previous control shows it is not the current one). A tie between controls that lead
// to different places, or no pager, decides nothing (-1).
func (s *scorer) pagerEnd(end int) int {
	word, arrow := "last", "next"
	if end > 0 {
		word, arrow = "first", "previous"
	}
	if i := s.onlyOne(func(i int) bool { return s.pagerWord(i, word) }); i >= 0 {
		return i
	}
	if s.onlyOne(func(i int) bool { return s.pagerWord(i, arrow) }) < 0 || !s.hasPager() {
		return -1
	}
	want := 0
	for i := range s.req.Candidates {
		if n := s.pageNumber(i); n > 0 && (want == 0 || (end < 0 && n > want) || (end > 0 && n < want)) {
			want = n
		}
	}
	if end > 0 && want != 1 {
		return -1
	}
	return s.onlyOne(func(i int) bool { return s.pageNumber(i) == want })
}

// onlyOne returns the first candidate ok accepts when every one it accepts leads to the
// same place (one control, or a top and a bottom pager's twins with one href); else -1.
func (s *scorer) onlyOne(ok func(int) bool) int {
	found := -1
	for i := range s.req.Candidates {
		if !ok(i) {
			continue
		}
		if found >= 0 {
			a, b := &s.req.Candidates[found], &s.req.Candidates[i]
			if a.Href == "" || a.Href != b.Href {
				return -1
			}
			continue
		}
		found = i
	}
	return found
}

// backFit is how well candidate i fits a step that goes back: history back, except that
// "the previous page" on a page with a pager is the pager's Previous control, and then
// history back is only a page operation the goal does not ask for; and a control the page
// names by going back alone ("Back", "‹ Previous step": a form's own step back) fits as
// history back does, and history back then only as a page operation.
func (s *scorer) backFit(i int, st step) float64 {
	cl := &s.g.clauses[st.clause]
	pager := hasWord(cl.raw, "previous") && (hasWord(cl.raw, "page") || hasWord(cl.raw, "pages")) && s.hasPager()
	switch c := &s.req.Candidates[i]; {
	case pager && s.pagerWord(i, "previous"):
		return pageStepScore
	case pager && c.Action == fsm.ActBack:
		return pagePrior
	case c.Action == fsm.ActClick && s.backNamed(i) && s.backOnly(cl):
		return pageStepScore
	case c.Action == fsm.ActBack && s.backOffered() && s.backOnly(cl):
		return pagePrior
	case c.Action == fsm.ActBack:
		return pageStepScore
	}
	return 0
}

// backWords are the words a control that only goes back is named by.
func backWords() []string { return []string{"back", "previous", "go", "step", "a", "one"} }

// backNamed reports whether click candidate i is named by going back alone ("Back",
// "Previous step"; never "Back to Inbox"). "Previous" alone is a step back only beside a
// form's steps ("Step 3 of 4"): a carousel, a pager and a calendar have theirs.
func (s *scorer) backNamed(i int) bool {
	c := &s.req.Candidates[i]
	ws := nameWords(c.Name)
	stepped := contains(ws, "step") || contains(rawWords(c.Context), "step")
	if len(ws) == 0 || !contains(ws, "back") && !(contains(ws, "previous") && stepped) {
		return false
	}
	for _, w := range ws {
		if !contains(backWords(), w) {
			return false
		}
	}
	return true
}

// backOffered reports whether some click candidate is named by going back alone.
func (s *scorer) backOffered() bool {
	for i := range s.req.Candidates {
		if s.req.Candidates[i].Action == fsm.ActClick && s.backNamed(i) {
			return true
		}
	}
	return false
}

// backOnly reports whether a back clause names nothing but going back ("go back one
// step"): "go back to the search results" names where, which a form's Back does not say.
func (s *scorer) backOnly(cl *clause) bool {
	return len(cl.tokens.minus(foldAll(backWords()), s.v.filler)) == 0
}
