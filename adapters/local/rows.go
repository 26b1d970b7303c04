package local

import (
	"net/url"
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Rows and lists: the controls of a table row or a list item are told apart by the row's
// text (their nearby text), and the goal names a row by the words it shows ("View order
// #1044", "Open the details of Ada Lovelace's order") or by its place ("View the 3rd
// row").

// readingFit is how well a control named only by reading words ("View", "Details") fits
// a clause whose verb asks to look at something ("View order #1044", "Open the details
// of Ada's order"): leadBase plus the rest of 1 times the share of the clause's telling
// words its nearby text or href shows. Telling words are the clause's other content
// words that the page shows and that not every reading control shows (every "View"
// link's href says "order"). It is 0 for other controls or clauses, or when no word
// tells the rows apart.
func (s *scorer) readingFit(c *fsm.Candidate, f *feature, cl *clause, content tokenSet) float64 {
	if len(cl.raw) == 0 || !s.v.readVerb[cl.raw[0]] || !s.readingControl(c, f) {
		return 0
	}
	telling := s.shownOnPage(content.minus(s.v.readName, s.v.readFiller))
	for t := range telling {
		all := true
		for j := range s.feats {
			if s.readingControl(&s.req.Candidates[j], &s.feats[j]) && !s.feats[j].ctx.has(t) && !s.feats[j].href.has(t) && !s.feats[j].name.has(t) {
				all = false
				break
			}
		}
		if all {
			delete(telling, t)
		}
	}
	if len(telling) == 0 {
		return 0
	}
	return leadBase + (1-leadBase)*share(f, telling, 1, 1)
}

// readingControl reports whether a click candidate is named only by reading words, at
// least one of them a reading name ("View", "Read more", "See details").
func (s *scorer) readingControl(c *fsm.Candidate, f *feature) bool {
	if c.Action != fsm.ActClick || len(f.label) == 0 || !f.label.intersects(s.v.readName) {
		return false
	}
	return len(f.label.minus(s.v.readName, s.v.readFiller)) == 0
}

// unshownVerb is the clause's first word when it is an item verb ("Expand the test
// folder", "Sort the table by Date") that no control, title or page text shows: it says
// what to do, not which control; empty otherwise.
func (s *scorer) unshownVerb(cl *clause) tokenSet {
	if len(cl.raw) == 0 || !s.v.itemVerb[cl.raw[0]] {
		return nil
	}
	verb := wordSet(cl.raw[0])
	if len(s.shownOnPage(verb)) > 0 {
		return nil
	}
	return verb
}

// verbNames reports whether click candidate i is the control a row-picking clause's verb
// names: a reading control for a reading verb ("View the 3rd row"), else a control whose
// name shows the clause's lead word ("Edit the second row": the row's Edit).
func (s *scorer) verbNames(i int, cl *clause) bool {
	if len(cl.raw) > 0 && s.v.readVerb[cl.raw[0]] {
		return s.readingControl(&s.req.Candidates[i], &s.feats[i])
	}
	lead := s.leadWord(cl)
	return lead != "" && s.req.Candidates[i].Action == fsm.ActClick && s.feats[i].name.has(lead)
}

// rowPool is the pool of a clause that picks a row by place ("View the 3rd row") on a
// page that has no row controls: in page order, the control the clause's verb names in
// each row (the controls that share one nearby text), one per row; rows without one
// (the header) are left out, and a row with two decides nothing.
func (s *scorer) rowPool(cl *clause) []int {
	byRow := map[string][]int{}
	var order []string
	for i := range s.req.Candidates {
		c := &s.req.Candidates[i]
		if c.Context == "" || !s.verbNames(i, cl) {
			continue
		}
		if byRow[c.Context] == nil {
			order = append(order, c.Context)
		}
		byRow[c.Context] = append(byRow[c.Context], i)
	}
	pool := make([]int, 0, len(order))
	for _, row := range order {
		if len(byRow[row]) != 1 {
			return nil
		}
		pool = append(pool, byRow[row][0])
	}
	return pool
}

// picksRow reports whether a clause picks a row by place and the page offers no
// control of the row role, so that rows are read from the controls' nearby text.
func (s *scorer) picksRow(roles map[string]bool) bool {
	if !roles["row"] {
		return false
	}
	for i := range s.feats {
		if s.feats[i].role == "row" {
			return false
		}
	}
	return true
}

// holders is the role-less clickables whose name is the nearby text of other
// candidates: a list's rows that open on click and carry their own controls (a mail
// row with its star and delete icons), in page order; nil unless there are two.
func (s *scorer) holders() []int {
	ctxs := map[string]bool{}
	for i := range s.req.Candidates {
		if c := &s.req.Candidates[i]; c.Context != "" {
			ctxs[c.Context] = true
		}
	}
	var out []int
	for i := range s.req.Candidates {
		c := &s.req.Candidates[i]
		if c.Action != fsm.ActClick || (s.feats[i].role != "clickable" && s.feats[i].role != "") {
			continue
		}
		if name := strings.TrimSpace(c.Name); name != "" && ctxs[name] {
			out = append(out, i)
			continue
		}
		for ctx := range ctxs {
			if len(ctx) >= 40 && strings.HasPrefix(strings.TrimSpace(c.Name), ctx) {
				out = append(out, i) // a long row text cut short in its controls' context
				break
			}
		}
	}
	if len(out) < 2 {
		return nil
	}
	sort.SliceStable(out, func(a, b int) bool {
		return s.req.Candidates[out[a]].Position < s.req.Candidates[out[b]].Position
	})
	return out
}

// pictureName adds to an icon named from its CSS class (`icon "trash"`) the act its
// picture stands for ("delete"), as the goal reads "the trash icon".
func (v *vocab) pictureName(name tokenSet, role string) tokenSet {
	if role != iconRole {
		return name
	}
	for _, r := range pictureRows() {
		if name.intersects(wordSet(r.picture)) {
			for t := range wordSet(r.act) {
				name[t] = struct{}{}
			}
		}
	}
	return name
}

// titleFit is how well an item's title fits a clause that names the item by words its
// text shows ("open the one by Velocity": the result whose text says "by Velocity"):
// itemTitle when the control's nearby text begins with its name (it titles the item)
// and the name and nearby text together show every content word (a word another
// control of the item is named by does not count); 0 otherwise, and 0
// when the clause's lead word names some control ("Buy the merino scarf": the row's
// "Buy now" does it, not the title).
func (s *scorer) titleFit(c *fsm.Candidate, f *feature, cl *clause, content tokenSet) float64 {
	if lead := s.leadWord(cl); lead != "" {
		for j := range s.feats {
			if s.feats[j].name.has(lead) {
				return 0
			}
		}
	}
	name := strings.TrimSpace(c.Name)
	if len(content) == 0 || name == "" || !strings.HasPrefix(strings.TrimSpace(c.Context), name) || len(c.Context) <= len(name) {
		return 0
	}
	for t := range content {
		if !f.name.has(t) && (!f.ctx.has(t) || s.namedInItem(c, t)) {
			return 0
		}
	}
	return itemTitle
}

// namedInItem reports whether another control in c's item (with c's nearby text) is
// named by t: a header row's "Date" is a control, not what the row's first cell says.
func (s *scorer) namedInItem(c *fsm.Candidate, t string) bool {
	for j := range s.req.Candidates {
		if o := &s.req.Candidates[j]; o != c && o.Context == c.Context && s.feats[j].name.has(t) {
			return true
		}
	}
	return false
}

// meansFit is how well a control fits a clause that ends by naming a means ("Sign in
// with Google", "Pay via PayPal"): meansPhrase when the control's name repeats the
// phrase from the means word on ("Continue with Google"); 0 otherwise.
func (s *scorer) meansFit(c *fsm.Candidate, cl *clause) float64 {
	for k := len(cl.raw) - 2; k >= 1; k-- {
		if s.v.means[cl.raw[k]] {
			if containsPhrase(strings.Join(rawWords(c.Name), " "), strings.Join(cl.raw[k:], " ")) {
				return meansPhrase
			}
			return 0
		}
	}
	return 0
}

// meansObjectFit is how well a control fits a clause whose means is the control itself
// ("Mark the mail from Felix with a flag": the Flag in Felix's row): the control's whole
// name is what follows the means word (determiners aside), and it fits by how many of the
// clause's other words before the means word, among those the page shows, its name or
// nearby text shows, as a control named by the clause's verb does.
func (s *scorer) meansObjectFit(c *fsm.Candidate, f *feature, cl *clause, content tokenSet) float64 {
	for k := len(cl.raw) - 2; k >= 1; k-- {
		if !s.v.means[cl.raw[k]] {
			continue
		}
		var object []string
		for _, w := range cl.raw[k+1:] {
			if !s.v.pickDet[w] && w != "a" && w != "an" {
				object = append(object, w)
			}
		}
		if len(object) == 0 || strings.Join(rawWords(c.Name), " ") != strings.Join(object, " ") {
			return 0
		}
		rest := s.shownOnPage(content.minus(wordSet(strings.Join(cl.raw[k:], " "))).minus(tokenSet{s.leadWord(cl): {}}))
		if len(rest) == 0 {
			return leadBase
		}
		return leadBase + (1-leadBase)*share(f, rest, 1, 0.5)
	}
	return 0
}

// listItems returns the repeated items of the page's list: see pickPool. A tie between
// two groups of one kind decides nothing; of the links' group and the other controls'
// group, the larger is the list (the links' on a tie), so two sort links are not the
// list of five results drawn as clickable rows.
func (s *scorer) listItems() []int {
	if rows := s.holders(); rows != nil {
		return rows
	}
	var best []int
	for _, roles := range []map[string]bool{{"link": true}, {"clickable": true, "": true, "button": true, iconRole: true}} {
		byShape, byCtx, byRole := map[string][]int{}, map[string][]int{}, map[string][]int{}
		for i := range s.req.Candidates {
			c := &s.req.Candidates[i]
			if c.Action != fsm.ActClick || !roles[s.feats[i].role] {
				continue
			}
			if shape := hrefShape(c.Href); shape != "" {
				byShape[shape] = append(byShape[shape], i)
			}
			if c.Context != "" {
				byCtx[c.Context] = append(byCtx[c.Context], i)
			}
			if c.Href == "" {
				byRole[s.feats[i].role] = append(byRole[s.feats[i].role], i)
			}
		}
		for _, groups := range []map[string][]int{byShape, byCtx, byRole} {
			if g, ok := largest(groups); ok {
				if len(g) > len(best) { // links first; a larger group of clickables wins
					best = g
				}
				break
			}
		}
	}
	return best
}

// hrefShape is what the links of one list share: the path of a link with a query and the
// query's keys ("/item?id"), else the path with its last segment left out ("/r/*"); ""
// for no href or the site's root.
func hrefShape(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || raw == "" {
		return ""
	}
	if q := u.Query(); len(q) > 0 {
		keys := make([]string, 0, len(q))
		for k := range q {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		return u.Path + "?" + strings.Join(keys, "&")
	}
	path := strings.TrimSuffix(u.Path, "/")
	if path == "" {
		return ""
	}
	return path[:strings.LastIndexByte(path, '/')+1] + "*"
}

// largest returns the one largest group of at least two members.
func largest(groups map[string][]int) ([]int, bool) {
	var best []int
	tie := false
	for _, g := range groups {
		switch {
		case len(g) > len(best):
			best, tie = g, false
		case len(g) == len(best):
			tie = true
		}
	}
	return append([]int(nil), best...), len(best) >= 2 && !tie
}
