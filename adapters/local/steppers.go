package local

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// A stepper is a pair of buttons that change one count by one, named by an act and the
// thing counted: "Add a wardrobe" and "Remove a wardrobe", "More lunches" and "Fewer
// lunches", "One more diver" and "One fewer diver", or a row's "+" and "−" ("Adults − 1
// +"). The count shows beside them ("Wardrobes − 0 +", "Adults 1") or on their line of the
// page's text. This file reads the page's steppers; counts.go reads what a goal asks of
// them.

// countLeadRow is the words a stepper button's name starts with and the change it makes.
type countLeadRow struct {
	words []string
	delta int
}

// pairLeadRows are the leads a stepper button's name starts with only when a button of
// the opposite change counts the same thing: "Add a wardrobe" beside "Remove a
// wardrobe" (alone, "Add to calendar" is no stepper's). The names that state a change by
// themselves ("Increase quantity", "Remove one") are stepRows' controls.
func pairLeadRows() []countLeadRow {
	return []countLeadRow{
		{[]string{"add", "another"}, +1}, {[]string{"one", "more"}, +1}, {[]string{"add"}, +1}, {[]string{"more"}, +1},
		{[]string{"one", "fewer"}, -1}, {[]string{"one", "less"}, -1}, {[]string{"remove"}, -1}, {[]string{"fewer"}, -1}, {[]string{"less"}, -1},
	}
}

// countLeads are the leads of stepper buttons' names, longest first: pairLeadRows and
// the word controls of stepRows ("increase", "add one", "minus").
var countLeads = func() []countLeadRow {
	rows := pairLeadRows()
	for _, r := range stepRows() {
		for _, c := range r.controls {
			if ws := rawWords(c); len(ws) > 0 {
				rows = append(rows, countLeadRow{ws, r.delta})
			}
		}
	}
	sort.SliceStable(rows, func(a, b int) bool { return len(rows[a].words) > len(rows[b].words) })
	return rows
}()

// countArticles may stand between a stepper's lead and the thing counted ("Add a wardrobe").
func countArticles() []string { return []string{"a", "an", "one", "another", "the"} }

// stepper is a pair of click candidates that change one count: up adds one, down takes
// one away; item is the thing counted (folded words); count is the number shown, when
// known; limit is the most the page says it takes ("up to 6"), 0 when it says none.
type stepper struct {
	up, down int
	item     tokenSet
	count    int
	known    bool
	limit    int
}

// stepperLead reads a click candidate's name as a stepper button's: the change its lead
// makes and the words of the thing after it; delta 0 when it leads with no such words.
func stepperLead(name string) (delta int, item tokenSet) {
	raw := rawWords(name)
	for _, r := range countLeads {
		if !hasPrefixWords(raw, r.words) {
			continue
		}
		rest := raw[len(r.words):]
		for len(rest) > 0 && contains(countArticles(), rest[0]) {
			rest = rest[1:]
		}
		if item := wordSet(strings.Join(rest, " ")); len(item) > 0 {
			return r.delta, item
		}
		return 0, nil
	}
	return 0, nil
}

// steppers finds the page's steppers, once, in page order: an adding and a taking-away
// button that count the same thing (by their names, or for a row's "+" and "−" by the
// row's label), the only such pair for it.
func (s *scorer) steppers() []stepper {
	if s.counters != nil {
		return *s.counters
	}
	type buttons struct {
		item     tokenSet
		up, down []int
	}
	byThing := map[string]*buttons{}
	for i := range s.req.Candidates {
		c := &s.req.Candidates[i]
		if c.Action != fsm.ActClick {
			continue
		}
		delta, item := stepperLead(c.Name)
		key := strings.Join(sortedTokens(item), " ")
		if delta == 0 {
			if delta = s.v.deltaOf(c.Name); delta == 0 || len(wordSet(c.Name).minus(s.v.stepWord)) > 0 {
				continue
			}
			item, key = rowLabel(c.Context), "row "+c.Context
		}
		if len(item) == 0 {
			continue
		}
		b := byThing[key]
		if b == nil {
			b = &buttons{item: item}
			byThing[key] = b
		}
		if delta > 0 {
			b.up = append(b.up, i)
		} else {
			b.down = append(b.down, i)
		}
	}
	out := []stepper{}
	for _, b := range byThing {
		if len(b.up) != 1 || len(b.down) != 1 {
			continue
		}
		st := stepper{up: b.up[0], down: b.down[0], item: b.item}
		up, down := s.req.Candidates[st.up].Context, s.req.Candidates[st.down].Context
		if st.count, st.known = shownCount(st.item, up, down); !st.known {
			st.count, st.known = textCount(s.req.PageText, st.item)
		}
		st.limit = statedLimit(s.req.PageText+"\n"+up, st.item)
		out = append(out, st)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].up < out[b].up })
	s.counters = &out
	return out
}

// rowLabel is the label a stepper row leads with, the thing its "+" and "−" count: its
// words up to the first number, glyph, dot or comma ("Adult ticket, valid 2 days − 0 +":
// "adult ticket").
func rowLabel(ctx string) tokenSet {
	var label []string
	for _, f := range strings.Fields(dropParenthesized(ctx)) {
		if _, ok := atoi(strings.Trim(f, ".,;:")); ok || isMinus(f) || isPlus(f) || f == "·" {
			break
		}
		label = append(label, f)
		if strings.ContainsAny(f, ",;:") {
			break
		}
	}
	return wordSet(strings.Join(label, " "))
}

// shownCount is the count a stepper's nearby texts show, when they agree on one: a
// number between its "−" and "+" ("Falconer's lunch · £12 − 0 +": 0), else one after a
// word of what it counts (lineCount: "Adults 1").
func shownCount(item tokenSet, contexts ...string) (int, bool) {
	var found oneCount
	for _, ctx := range contexts {
		fields := strings.Fields(dropParenthesized(ctx))
		n, ok := 0, false
		for k := 1; !ok && k+1 < len(fields); k++ {
			if isMinus(fields[k-1]) && isPlus(fields[k+1]) {
				n, ok = atoi(fields[k])
			}
		}
		if !ok {
			n, ok = lineCount(fields, item)
		}
		found.add(n, ok)
	}
	return found.get()
}

// oneCount gathers the counts read in several places: one count when they agree.
type oneCount struct {
	n           int
	seen, clash bool
}

// add takes a count read (when ok).
func (c *oneCount) add(n int, ok bool) {
	if !ok {
		return
	}
	c.clash = c.clash || c.seen && n != c.n
	c.n, c.seen = n, true
}

// get is the count they agree on, when there is one.
func (c *oneCount) get() (int, bool) {
	if !c.seen || c.clash {
		return 0, false
	}
	return c.n, true
}

// atoi reads a whole number.
func atoi(f string) (int, bool) {
	n, err := strconv.Atoi(f)
	return n, err == nil
}

// isMinus reports whether a field is a stepper's minus glyph.
func isMinus(f string) bool { return f == "−" || f == "-" || f == "–" }

// isPlus reports whether a field is a stepper's plus glyph.
func isPlus(f string) bool { return f == "+" || f == "＋" }

// textCount is the count the page's text shows for what a stepper counts (lineCount,
// line by line: "Adults − 1 + Under-18s − 0 +": adults 1), when it shows one.
func textCount(text string, item tokenSet) (int, bool) {
	var found oneCount
	for _, line := range strings.Split(dropParenthesized(text), "\n") {
		found.add(lineCount(strings.Fields(line), item))
	}
	return found.get()
}

// lineCount is the count a line's fields show after a word of what a stepper counts: a
// number after it, the stepper's own words and glyphs between ("Divers remove 1 add"),
// that ends the line or stands before a glyph or a stepper word; not a price ("Adult
// £18"), an age ("Children 5 to 15") or a size ("Wardrobe 2 doors").
func lineCount(fields []string, item tokenSet) (int, bool) {
	var found oneCount
	for k, f := range fields {
		if !wordSet(f).intersects(item) {
			continue
		}
		for j := k + 1; j < min(k+5, len(fields)); j++ {
			next := fields[j]
			if n, ok := atoi(strings.TrimRight(next, ".,;")); ok {
				if j+1 >= len(fields) || isMinus(fields[j+1]) || isPlus(fields[j+1]) || stepperWord(strings.ToLower(fields[j+1])) {
					found.add(n, true)
				}
				break
			}
			if !stepperWord(strings.ToLower(next)) && !isMinus(next) && !isPlus(next) {
				break
			}
		}
	}
	return found.get()
}

// stepperWord reports whether a raw word is one a stepper's buttons are named with
// ("add", "remove", "more", "fewer").
func stepperWord(w string) bool {
	for _, r := range countLeads {
		if contains(r.words, w) {
			return true
		}
	}
	return false
}

// limitPhrases say the most a count takes: "up to 6", "at most 4", "4 at most", "max 4",
// "maximum of 4", "6 pens maximum", "no more than 4", "limit of 4", "between 1 and 6".
var limitPhrases = regexp.MustCompile(`(?i)\b(?:up to|at most|max(?:imum)?(?: of)?|no more than|limit(?:ed)? (?:of|to)|between \d{1,3} and)\s+(\d{1,3}|` +
	strings.Join(countWords(), "|") + `)\b|\b(\d{1,3}|` + strings.Join(countWords(), "|") + `)\s+(?:[a-z-]+\s+)?(?:at most|max(?:imum)?)\b`)

// statedLimit is the smallest limit (limitPhrases) the lines of text that name what a
// stepper counts state, or any line when none names it; 0 when no line states one.
func statedLimit(text string, item tokenSet) int {
	best := 0
	read := func(line string) {
		for _, m := range limitPhrases.FindAllStringSubmatch(line, -1) {
			if n, ok := countValue(strings.ToLower(m[1] + m[2])); ok && n > 0 && (best == 0 || n < best) {
				best = n
			}
		}
	}
	lines := strings.Split(text, "\n")
	for _, line := range lines {
		if wordSet(line).intersects(item) {
			read(line)
		}
	}
	if best == 0 {
		for _, line := range lines {
			read(line)
		}
	}
	return best
}

// dropParenthesized removes the text in parentheses.
func dropParenthesized(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
