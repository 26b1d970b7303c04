package local

import (
	"slices"
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// valueKind tells what a caller value is for.
type valueKind int

const (
	valueText valueKind = iota
	valueSelect
	valueURL
)

// goalValue is one caller value the request shows: offered by a candidate or recorded in
// the trace. The decider never sees the caller's value lists directly.
type goalValue struct {
	text   string
	kind   valueKind
	tokens tokenSet
	clause int  // the clause that mentions the value; -1 when the goal does not
	fuzzy  bool // mentioned by all of its words rather than verbatim
	secret bool // a password (secret.go): never typed into an offered field
	// cue is the field words the goal's words right before the value point to ("by X":
	// author; "year Y": year), folded; empty when none.
	cue tokenSet
	// tagged marks a value named by the noun right before it in its own clause ("order
	// 40213"): a thing the goal points at, which a search box finds (assoc.go).
	tagged bool
	// prefix marks a value the goal says a wanted item starts with; suffix one it says
	// the item ends with (a constraint only: nothing is typed for it).
	prefix, suffix bool
	// completes is, for a typed beginning of a goal's word (typed.go), the words the
	// suggestion to pick shows.
	completes []string
}

// clause is one part of the goal between separators ("," ";" "." "and" "then" "but"), with the
// values and quoted labels it mentions masked out of its words, and what clause.go reads
// in it.
type clause struct {
	raw     []string
	tokens  tokenSet
	bare    tokenSet // tokens without value words and demonstrated nouns (strip)
	values  []int
	labels  []string // quoted labels that are not caller values, lower case
	segment bool     // its label is a segment of a path the goal writes (paths.go)
	colon   bool     // it ends at a colon: it may head the clause after it (headsValue)
	// asked is what a question before an act with its own object asks about ("what does
	// Jo Mallory specialise in? open the profile": Jo Mallory): words that say which of
	// the controls the act's words name is meant, never a name of their own (askedFit).
	asked tokenSet
	reading
}

// goal is the parsed goal: its values, its clauses in order and all its tokens.
type goal struct {
	values  []goalValue
	byText  map[string]int
	clauses []clause
	tokens  tokenSet
	shout   map[string]bool // words written in capitals (shouted), lower-cased
	// menuGlyph: the goal writes a menu's glyph ("click ⋯ next to X"), which its
	// clauses' words drop (menus.go).
	menuGlyph bool
	// cands is the request's candidates, read while the goal is parsed (apposition).
	cands []fsm.Candidate
	// trace is the request's executed trace, read while the goal is parsed (nameSpans).
	trace []fsm.TraceEntry
}

// occurrence is one verbatim mention of a value (value ≥ 0) or a quoted label (value -1)
// in the lower-cased goal.
type occurrence struct {
	start, end, value int
	label             string
	segment           bool // a path's segment (paths.go)
}

func parseGoal(req *fsm.SelectionRequest, v *vocab) *goal {
	g := &goal{byText: map[string]int{}, tokens: wordSet(req.Goal), cands: req.Candidates, trace: req.Trace}
	g.collectValues(req)
	g.shout = shouted(req.Goal)
	g.menuGlyph = strings.ContainsAny(req.Goal, menuGlyphs)
	low := strings.ToLower(req.Goal)
	if numericDate.MatchString(low) { // "26/06/27": "26 june 2027", but not in a value or a quoted label (weekdays.go)
		low = spellNumericDates(low, quotedLabels(low, g.mentions(low)))
	}
	low, occ := pathLabels(low, g.mentions(low))
	g.clauses = g.splitClauses(low, quotedLabels(low, occ), v)
	g.readWants(v)
	g.pairedAttributes(v)
	for ci, cl := range g.clauses {
		for _, vi := range cl.values {
			if g.values[vi].clause < 0 {
				g.values[vi].clause = ci
			}
		}
	}
	g.attachFuzzy()
	g.attachByWord(v)
	g.attachDates(v)
	g.attachWritten()
	g.attachTyped(req.Goal)
	g.strip()
	return g
}

// collectValues gathers the exact values of fill, select and navigate candidates and
// trace entries, sorted so that candidate order never matters.
func (g *goal) collectValues(req *fsm.SelectionRequest) {
	kinds := map[string]valueKind{}
	add := func(a fsm.Action, text string) {
		kind, ok := kindOf(a)
		if !ok || strings.TrimSpace(text) == "" {
			return
		}
		if k, seen := kinds[text]; !seen || kind < k {
			kinds[text] = kind
		}
	}
	for i := range req.Candidates {
		add(req.Candidates[i].Action, req.Candidates[i].Value)
	}
	for _, e := range req.Trace {
		add(e.Action, e.Value)
	}
	texts := make([]string, 0, len(kinds))
	for t := range kinds {
		texts = append(texts, t)
	}
	sort.Strings(texts)
	for _, t := range texts {
		g.byText[t] = len(g.values)
		g.values = append(g.values, goalValue{text: t, kind: kinds[t], tokens: wordSet(t), clause: -1,
			secret: kinds[t] == valueText && isSecret(req.Goal, t)})
	}
}

func kindOf(a fsm.Action) (valueKind, bool) {
	switch a {
	case fsm.ActFill:
		return valueText, true
	case fsm.ActSelect:
		return valueSelect, true
	case fsm.ActNavigate:
		return valueURL, true
	}
	return 0, false
}

// mentions finds the verbatim, whole-word mentions of every value in the lower-cased goal,
// longest value first, without overlaps, in goal order; then those of the option labels
// the goal says as select values (labelPhrases, labelSaid) where no value's text is.
func (g *goal) mentions(low string) []occurrence {
	var ps []phrase
	for vi, v := range g.values {
		if t := strings.ToLower(strings.TrimSpace(v.text)); t != "" {
			ps = append(ps, phrase{t, vi})
		}
	}
	longestFirst(ps)
	occ := place(low, nil, ps, nil)
	occ = place(low, occ, g.labelPhrases(low), g.labelSaid)
	sort.Slice(occ, func(i, j int) bool { return occ[i].start < occ[j].start })
	return occ
}

// phrase is words the goal may say a value by, lower-cased, and the value's index.
type phrase struct {
	text  string
	value int
}

// longestFirst sorts phrases longest first, then by text and value: a phrase inside a
// longer one is placed after it, whatever order the phrases were found in.
func longestFirst(ps []phrase) {
	sort.Slice(ps, func(i, j int) bool {
		if len(ps[i].text) != len(ps[j].text) {
			return len(ps[i].text) > len(ps[j].text)
		}
		if ps[i].text != ps[j].text {
			return ps[i].text < ps[j].text
		}
		return ps[i].value < ps[j].value
	})
}

// place adds to occ each whole-word occurrence in low of each phrase in turn that
// overlaps none placed before it and that keep, when given, accepts.
func place(low string, occ []occurrence, ps []phrase, keep func(string, occurrence) bool) []occurrence {
	for _, p := range ps {
		for _, at := range findPhrase(low, p.text) {
			o := occurrence{start: at, end: at + len(p.text), value: p.value}
			if !overlaps(occ, o) && (keep == nil || keep(low, o)) {
				occ = append(occ, o)
			}
		}
	}
	return occ
}

func overlaps(occ []occurrence, o occurrence) bool {
	for _, x := range occ {
		if o.start < x.end && x.start < o.end {
			return true
		}
	}
	return false
}

// readTokens sets the clause's tokens from its words and quoted labels.
func (cl *clause) readTokens() {
	cl.tokens = wordSet(strings.Join(append(slices.Clone(cl.raw), cl.labels...), " "))
}

// strip computes every clause's bare tokens: its words less those of the values it
// mentions by their words, and less the word after a demonstrative ("Buy this book now"),
// which names what the page is about rather than a control on it.
func (g *goal) strip() {
	for ci := range g.clauses {
		cl := &g.clauses[ci]
		cl.bare = cl.tokens
		for _, vi := range cl.values {
			if g.values[vi].fuzzy {
				cl.bare = cl.bare.minus(g.values[vi].tokens)
			}
		}
		for i := 0; i+1 < len(cl.raw); i++ {
			switch cl.raw[i] {
			case "this", "that", "these", "those", "current":
				cl.bare = cl.bare.minus(wordSet(cl.raw[i+1]))
			}
		}
	}
}

// valueOf returns the goal value index of a candidate's value, or -1.
func (g *goal) valueOf(c *fsm.Candidate) int {
	if _, ok := kindOf(c.Action); !ok {
		return -1
	}
	if vi, ok := g.byText[c.Value]; ok {
		return vi
	}
	return -1
}
