package local

import (
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Which item an ordinal or superlative picks ("the 3rd result", "the cheapest"), and the
// field an ordinal names among several ("the second text box").

// picks resolves every pick step (an ordinal or a superlative) to one candidate index,
// or -1 when the page does not decide it.
func (s *scorer) picks() map[int]int {
	out := map[int]int{}
	for k, st := range s.steps {
		if st.kind == stepClick && st.click == clickPick {
			out[k] = s.pick(&s.g.clauses[st.clause])
		}
	}
	return out
}

// pick chooses the candidate a clause's ordinal or superlative names among the click
// candidates it could mean, in page order.
func (s *scorer) pick(cl *clause) int {
	if cl.pageEnd != 0 {
		return s.pagerEnd(cl.pageEnd)
	}
	pool := s.pickPool(cl)
	if len(pool) == 0 {
		return -1
	}
	if cl.superlative != 0 {
		return s.cheapest(pool, cl.superlative)
	}
	k := cl.ordinal
	if k < 0 {
		k = len(pool) + 1 + k
	}
	if k < 1 || k > len(pool) {
		return -1
	}
	return pool[k-1]
}

// pickPool is the click candidates a pick chooses among, in page order. When the clause
// has content words besides its kind nouns ("Mark the fourth email as read"), the
// controls whose names show all of them ("Mark as read" in every row), else those whose
// nearby text shows all of them when they share one role ("the first delivery option":
// the radios under "Delivery"); else the controls of the kind the clause names; else
// the repeated items of the page's list. A kind the clause names (or its kind noun:
// "option" is a radio, checkbox or option) filters every pool; nothing found, nothing
// picked.
func (s *scorer) pickPool(cl *clause) []int {
	roles := cl.roles
	for t := range cl.tokens {
		if r := s.v.nounRoles[t]; roles == nil && r != nil {
			roles = r
		}
	}
	kind := func(i int) bool {
		return s.req.Candidates[i].Action == fsm.ActClick && (roles == nil || roles[s.feats[i].role])
	}
	if cl.rating != "" {
		return s.ratingPool(cl.rating)
	}
	content := s.v.content(cl.tokens).minus(s.pickNounTokens(), s.unnamedParts())
	var pool []int
	if len(content) == 1 && content.has(s.leadWord(cl)) && !s.shownOnPage(content).intersects(content) {
		content = tokenSet{} // "Expand the second section": the verb says what to do with it
	}
	switch {
	case s.picksRow(roles):
		pool = s.rowPool(cl)
	case len(content) > 0:
		for i := range s.req.Candidates {
			if kind(i) && content.count(s.feats[i].name) == len(content) {
				pool = append(pool, i)
			}
		}
		if len(pool) == 0 {
			role := ""
			for i := range s.req.Candidates {
				if kind(i) && content.count(s.feats[i].ctx.minus(s.feats[i].name)) == len(content) {
					if role != "" && role != s.feats[i].role {
						return nil
					}
					role = s.feats[i].role
					pool = append(pool, i)
				}
			}
		}
	case roles != nil:
		for i := range s.req.Candidates {
			if kind(i) {
				pool = append(pool, i)
			}
		}
	default:
		pool = s.listItems()
	}
	sort.SliceStable(pool, func(a, b int) bool {
		return s.req.Candidates[pool[a]].Position < s.req.Candidates[pool[b]].Position
	})
	return pool
}

// pickNounTokens is the kind nouns, folded: they say which list, not which control.
func (s *scorer) pickNounTokens() tokenSet {
	out := tokenSet{}
	for w := range s.v.pickNoun {
		for _, t := range words(w) {
			out[t] = struct{}{}
		}
	}
	return out
}

// ordinalField is how a fill's field fits a clause that picks its field by place ("the
// second text box"): 1 for the field at that place among the value's fields in page
// order, wrongField for the others; ok is false when the clause has no ordinal. When some
// of the fields' labels lead with a word of the clause ("the second subject"), the places
// are counted among those alone, not among fields whose hint mentions it ("Preview text —
// shown after the subject"); a role word is no such word ("the second text box" counts
// "Body text" and "Alt text" alike).
func (s *scorer) ordinalField(c *fsm.Candidate, vi int) (fit float64, ok bool) {
	own := s.g.values[vi].clause
	if own < 0 || s.g.clauses[own].ordinal == 0 {
		return 0, false
	}
	var places, named []int
	seen := map[string]bool{}
	clause := s.g.clauseTokens(own).minus(s.v.ui, s.v.op)
	for i := range s.req.Candidates {
		o := &s.req.Candidates[i]
		if o.Action == c.Action && s.feats[i].value == vi && !seen[o.Target] {
			seen[o.Target] = true
			places = append(places, o.Position)
			if wordSet(labelHead(o.Name)).intersects(clause) {
				named = append(named, o.Position)
			}
		}
	}
	if len(named) > 0 {
		places = named // "the second subject": of the fields whose label leads with "subject"
	}
	sort.Ints(places)
	k := s.g.clauses[own].ordinal
	if k < 0 {
		k = len(places) + 1 + k
	}
	if k >= 1 && k <= len(places) && places[k-1] == c.Position {
		return 1, true
	}
	return wrongField, true
}

// labelHead is a label before its hint: the words before a dash, a colon or an opening
// parenthesis ("Preview text" of "Preview text — shown after the subject").
func labelHead(name string) string {
	if k := strings.IndexAny(name, "—–(:"); k > 0 {
		return name[:k]
	}
	if k := strings.Index(name, " - "); k > 0 {
		return name[:k]
	}
	return name
}
