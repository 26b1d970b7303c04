package local

import (
	"slices"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestActRows tests every row of the tables about acts, negation and value shapes
// (reading.go).
func TestActRows(t *testing.T) {
	v := newVocab()
	for _, neg := range negationWords() {
		goal := strings.Join(neg, " ") + " discard it"
		if cl := clauseOf(goal); !cl.negated.has(fold("discard")) || !slices.Contains(cl.raw, "keep") {
			t.Errorf("negation %q: negated %q raw %q", neg, cl.negated, cl.raw)
		}
	}
	for _, w := range negationFillers() {
		if cl := clauseOf("don't " + w + " discard it"); !cl.negated.has(fold("discard")) {
			t.Errorf("filler %q: negated %q raw %q", w, cl.negated, cl.raw)
		}
	}
	for _, r := range oppositeRows() {
		cl := clauseOf("don't " + r.verb + " it")
		if !slices.Contains(cl.raw, r.opposite[0]) || slices.Contains(cl.raw, r.verb) {
			t.Errorf("opposite of %q: raw %q", r.verb, cl.raw)
		}
	}
	for _, w := range controlVerbs() {
		p := new(page).click("clickable", strings.ToUpper(w[:1])+w[1:], "").near("Ann Lee").
			click("clickable", "Reply", "").near("Ann Lee").click("clickable", strings.ToUpper(w[:1])+w[1:], "").near("Bo Chan")
		req := fsm.SelectionRequest{Goal: w + " Ann Lee", Candidates: p.cands}
		if a := mustSelect(t, New(Options{}), req); a.Choice != "1" || verdict(a) != "passed" {
			t.Errorf("control verb %q\n%s", w, dump(req, a))
		}
	}
	for _, w := range queryVerbs() {
		req := fsm.SelectionRequest{Goal: w + " the rate for 42", Candidates: new(page).fill("f", "textbox", "Rate", "42").cands}
		g := parseGoal(&req, v)
		if steps := buildPlan(g, v); len(steps) != 2 || steps[1].click != clickSubmit {
			t.Errorf("query verb %q: steps %+v", w, steps)
		}
	}
	for _, r := range topicRows() {
		for _, h := range r.heads {
			ctx := v.withTopics(wordSet("We care about " + h))
			if !ctx.intersects(foldAll(r.topic)) {
				t.Errorf("head %q does not stand for %q", h, r.topic)
			}
		}
	}
	for _, w := range unitStops() {
		req := fsm.SelectionRequest{Goal: "enter 42 " + w + " apples", Candidates: new(page).fill("f", "textbox", "Count", "42").cands}
		if gv := parseGoal(&req, v).values[0]; gv.cue.has(fold("apples")) {
			t.Errorf("unit stop %q: cue %v", w, gv.cue)
		}
	}
	examples := map[string]string{"email address": "ann@example.org", "phone number": "+1 415 555 0142", "person's name": "Ann Lee"}
	for k, r := range shapeRows() {
		ex, ok := examples[r.name]
		if !ok || !r.shape(ex) {
			t.Errorf("shape %q: no example or %q does not fit", r.name, ex)
		}
		for _, l := range r.labels {
			if r.phrases {
				if !containsPhrase("Your "+title(l), l) {
					t.Errorf("shape %q: phrase %q not read", r.name, l)
				}
				continue
			}
			if !wordSet(l).intersects(v.shapeLabels[k]) && !foldAll([]string{l}).intersects(v.shapeLabels[k]) {
				t.Errorf("shape %q: label %q not read", r.name, l)
			}
		}
	}
	for _, r := range verbSynonymRows() {
		amount := ""
		if r.money {
			amount = " $45"
		}
		req := fsm.SelectionRequest{Goal: r.verb + amount + " now", Candidates: new(page).click("button", "Help", "").cands}
		sc := newScorer(v, &req)
		got := sc.clauseVerb(&sc.g.clauses[0])
		for _, a := range r.also {
			if !got.has(fold(a)) && !got.intersects(wordSet(a)) {
				t.Errorf("verb %q: %q missing from %v", r.verb, a, got)
			}
		}
		if r.money {
			req.Goal = r.verb + " it now"
			if sc := newScorer(v, &req); len(sc.clauseVerb(&sc.g.clauses[0])) != 1 {
				t.Errorf("money verb %q meets its row without an amount", r.verb)
			}
		}
	}
}
