package local

import (
	"slices"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// clauseOf reads a one-clause goal.
func clauseOf(goal string) clause {
	g := parseGoal(&fsm.SelectionRequest{Goal: goal}, newVocab())
	if len(g.clauses) == 0 {
		return clause{}
	}
	return g.clauses[0]
}

// TestReadingRows tests every row of every goal-reading table (reading.go).
func TestReadingRows(t *testing.T) {
	for _, m := range markerWords() {
		if cl := clauseOf("click the button " + m + " ok"); slices.Contains(cl.raw, m) {
			t.Errorf("marker %q kept as content: %q", m, cl.raw)
		}
	}
	for _, r := range roleRows() {
		phrase := strings.Join(r.words, " ")
		if cl := clauseOf("click the " + phrase); !cl.roles[r.roles[0]] {
			t.Errorf("role phrase %q: roles %v", phrase, cl.roles)
		}
	}
	for _, r := range ordinalRows() {
		if cl := clauseOf("open the " + r.word + " result"); cl.ordinal != r.place {
			t.Errorf("ordinal %q: place %d, want %d", r.word, cl.ordinal, r.place)
		}
	}
	for _, w := range timePrepositions() {
		if cl := clauseOf("cancel my appointment " + w + " the 10th"); cl.ordinal != 0 {
			t.Errorf("time preposition %q: the 10th read as place %d, not a day", w, cl.ordinal)
		}
		if cl := clauseOf("open the result " + w + " the 3rd result"); cl.ordinal != 3 {
			t.Errorf("time preposition %q before a pick noun: place %d, want 3", w, cl.ordinal)
		}
	}
	if cl := clauseOf("open the second to last result"); cl.ordinal != -2 {
		t.Errorf("second to last: place %d", cl.ordinal)
	}
	for _, r := range superlativeRows() {
		if cl := clauseOf("open the " + strings.Join(r.words, " ") + " flight"); cl.superlative != r.want {
			t.Errorf("superlative %q: %d, want %d", r.words, cl.superlative, r.want)
		}
	}
	for _, n := range pickNouns() {
		if n == "one" {
			if cl := clauseOf("open the second one"); cl.ordinal != 2 || slices.Contains(cl.raw, "one") {
				t.Errorf("the second one: %+v", cl)
			}
			continue
		}
		if cl := clauseOf("open second " + n); cl.ordinal != 2 {
			t.Errorf("pick noun %q: ordinal %d", n, cl.ordinal)
		}
	}
	for _, d := range pickDeterminers() {
		if cl := clauseOf("open " + d + " third"); cl.ordinal != 3 {
			t.Errorf("pick determiner %q: ordinal %d", d, cl.ordinal)
		}
	}
	for _, w := range placeVerbs() {
		if cl := clauseOf("open whatever " + w + " third"); cl.ordinal != 3 {
			t.Errorf("place verb %q: ordinal %d", w, cl.ordinal)
		}
	}
	for _, g := range []string{"the spots are first come first served", "my cover is third party", "the office is 2nd floor"} {
		if cl := clauseOf(g); cl.ordinal != 0 {
			t.Errorf("%q: an ordinal before the word it describes is no place: ordinal %d", g, cl.ordinal)
		}
	}
	for _, g := range []string{"open the one listed second please", "open whatever is third in the table", "find the one that is third and open it"} {
		if cl := clauseOf(g); cl.ordinal == 0 {
			t.Errorf("%q: an ordinal that ends its phrase after a verb of place is a place", g)
		}
	}
	if cl := clauseOf("open it third"); cl.ordinal != 0 {
		t.Errorf("an ordinal after no determiner or place verb is no place: ordinal %d", cl.ordinal)
	}
	for _, w := range sequenceWords() {
		if cl := clauseOf(w + " press ONE"); slices.Contains(cl.raw, w) || !slices.Contains(cl.raw, "one") {
			t.Errorf("sequence word %q: raw %q", w, cl.raw)
		}
		if cl := clauseOf(w + " page"); !slices.Contains(cl.raw, w) {
			t.Errorf("sequence word %q before a page part is content (the pager's Next): raw %q", w, cl.raw)
		}
	}
	for _, w := range noneWords() {
		if cl := clauseOf("select " + w); !cl.none {
			t.Errorf("none word %q not read", w)
		}
	}
	for _, w := range untickVerbs() {
		goal := w + " apple"
		if w == "off" {
			goal = "turn off wifi"
		}
		if cl := clauseOf(goal); !cl.untick {
			t.Errorf("untick verb %q not read", w)
		}
	}
	value := func(goal, v string) goalValue {
		req := fsm.SelectionRequest{Goal: goal, Candidates: new(page).fill("f", "textbox", "Field", v).cands}
		g := parseGoal(&req, newVocab())
		return g.values[0]
	}
	for _, p := range prefixWords() {
		if gv := value("enter an item that "+strings.Join(p, " ")+" Sti", "Sti"); !gv.prefix {
			t.Errorf("prefix phrase %q not read", p)
		}
	}
	for _, p := range suffixWords() {
		if gv := value("pick the item that "+strings.Join(p, " ")+" ray", "ray"); !gv.suffix {
			t.Errorf("suffix phrase %q not read", p)
		}
	}
	for _, r := range cueRows() {
		gv := value("find it "+r.word+" Quux", "Quux")
		for _, f := range r.fields {
			if !gv.cue.has(fold(f)) {
				t.Errorf("cue %q: field word %q missing from %v", r.word, f, gv.cue)
			}
		}
	}
	for _, r := range compoundRows() {
		got := words(strings.Join(r.words, " "))
		for _, tok := range r.tokens {
			if !slices.Contains(got, fold(tok)) && !slices.Contains(got, tok) {
				t.Errorf("compound %q: tokens %q lack %q", r.words, got, tok)
			}
		}
	}
	for _, r := range glyphRows() {
		if ws := nameWords(r.glyph); len(ws) == 0 || ws[0] != r.word {
			t.Errorf("glyph %q reads as %q, want %q first", r.glyph, ws, r.word)
		}
	}
	for _, w := range pagePartWords() {
		p := new(page).click("button", "Expand", "").click("button", "Print", "")
		req := fsm.SelectionRequest{Goal: "Expand the " + w, Candidates: p.cands}
		if a := mustSelect(t, New(Options{}), req); a.Choice != "1" || verdict(a) != "passed" {
			t.Errorf("page part %q dilutes the match\n%s", w, dump(req, a))
		}
	}
}

// TestCompletionBeforeAnyAction: a heading with a success word ("Updated terms of
// service") is no outcome of a goal that has not acted yet.
func TestCompletionBeforeAnyAction(t *testing.T) {
	p := new(page).click("checkbox", "I have read and agree to the Terms of Service", "").near("Updated terms of service").
		click("button", "Continue", "").near("Updated terms of service")
	req := fsm.SelectionRequest{Goal: "Accept the new terms of service and continue", PageText: "Updated terms of service\nContinue Not now", Candidates: p.cands}
	a := mustSelect(t, New(Options{}), req)
	if a.Completion >= 0.8 {
		t.Fatalf("completion %.2f before any action\n%s", a.Completion, dump(req, a))
	}
	if a.Choice != "1" || verdict(a) != "passed" {
		t.Fatalf("want the agree box (agreeing accepts)\n%s", dump(req, a))
	}
}

// TestValueCueNoun states what the words right before a value say of its field: the noun
// right before it names it, or a cue word's field words do; a verb that leads the clause
// names the field that leads with it ("invite jules@…" and "Invite by email").
func TestValueCueNoun(t *testing.T) {
	cases := []struct {
		goal, value string
		cue         []string
	}{
		{"invite jules@example.org", "jules@example.org", []string{"invite"}},
		{"my name is Jo Bloggs", "Jo Bloggs", []string{"name"}},
		{"add a dietary note: Tom is coeliac", "Tom is coeliac", []string{"note"}},
		{"order 40213", "40213", []string{"order"}},
		{"from ZIP 60614", "60614", []string{"zip", "from", "origin", "departure", "sender", "start", "checkin"}},
	}
	for _, c := range cases {
		req := fsm.SelectionRequest{Goal: c.goal, Candidates: new(page).fill("f", "textbox", "Field", c.value).cands}
		gv := parseGoal(&req, newVocab()).values[0]
		if !slices.Equal(sortedTokens(gv.cue), sortedTokens(foldAll(c.cue))) {
			t.Errorf("%q: cue %v, want %v", c.goal, sortedTokens(gv.cue), c.cue)
		}
	}
}
