package local

import (
	"regexp"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// Reading acts: what a clause's verb and nouns name beyond their words (synonyms of one
// act, negation, control verbs, kind nouns, topics), and what the words around a value
// say about its field. The tables are in reading.go; acts_test.go and values_test.go
// state each rule as a goal.

// readNegation reads a negation in a clause ("Don't discard my changes", "I don't want
// to delete it", "Save it without sending"): it notes the negated act (negatedActs), and
// puts the act that keeps from it in its place when the opposite rows know one ("keep my
// changes"). Without one, a clause that says something before the negation keeps only
// that ("Save the message"), and a clause that is only the negation keeps its words and
// asks only for a control stating the same negation ("Don't save").
func (v *vocab) readNegation(cl *clause, raw []string) []string {
	for i := range raw {
		for _, neg := range v.negations {
			if !hasPrefixWords(raw[i:], neg) {
				continue
			}
			at := i + len(neg)
			for at < len(raw) && v.negFiller.has(raw[at]) {
				at++ // "I don't want to discard": the verb is "discard"
			}
			if at >= len(raw) {
				continue
			}
			cl.negated = v.negatedActs(raw[at:])
			before := raw[:i]
			lead := true
			for _, w := range before {
				lead = lead && (v.negFiller.has(w) || w == "please")
			}
			if opp, ok := v.opposites[raw[at]]; ok {
				return append(append(append([]string(nil), before...), opp...), raw[at+1:]...)
			}
			if lead {
				cl.negOnly = true
				return raw
			}
			return before
		}
	}
	return raw
}

// negatedActs is the set of acts a negated phrase forbids: its verb, the act a compound
// it starts reads as ("close my account": delete), and the verbs of the same act
// (verbSynonymRows).
func (v *vocab) negatedActs(rest []string) tokenSet {
	verb := fold(lexical.Stem(rest[0]))
	out := tokenSet{verb: {}}.union(v.verbSynonyms[verb])
	for _, c := range compounds {
		if hasPrefixWords(rest, c.words) && len(c.tokens) > 0 {
			act := fold(lexical.Stem(c.tokens[0]))
			out[act] = struct{}{}
			out = out.union(v.verbSynonyms[act])
		}
	}
	return out
}

// dropGlyphs removes a symbol's name the clause already says in words: "Close the dialog
// with the X" names the close control once.
func (v *vocab) dropGlyphs(raw []string) []string {
	says := map[string]bool{}
	for _, w := range raw {
		says[w] = true
	}
	var out []string
	for _, w := range raw {
		if g, ok := v.glyphWords[w]; ok && g != w && says[g] {
			continue
		}
		out = append(out, w)
	}
	return out
}

// negatedName reports whether a control's name states a negation itself ("Don't save").
func (v *vocab) negatedName(name string) bool { return v.negationEnd(rawWords(name)) >= 0 }

// negationEnd is the index just past the first negation phrase of raw words ("don't
// save": 2, where "save" starts), or -1 for none.
func (v *vocab) negationEnd(raw []string) int {
	for i := range raw {
		for _, neg := range v.negations {
			if hasPrefixWords(raw[i:], neg) {
				return i + len(neg)
			}
		}
	}
	return -1
}

// withTopics adds to a control's nearby-text tokens the topics its words head (topicRows):
// "We value your privacy" heads the cookie banner.
func (v *vocab) withTopics(ctx tokenSet) tokenSet {
	for t := range ctx {
		for _, topic := range v.topicHeads[t] {
			ctx[topic] = struct{}{}
		}
	}
	return ctx
}

// queries reports whether a clause's verb is a query verb (queryVerbs): its values are
// the inputs of a computation or a look-up, sent with the form's submit control.
func (v *vocab) queries(cl *clause) bool {
	ws := words(strings.Join(cl.raw, " "))
	return len(ws) > 0 && v.queryVerb.has(ws[0])
}

// verbTokens is a clause's tokens less the nouns a determiner marks ("the post", "my
// order"): "Give the post the title X" names no submit control, "Post it" does.
func (v *vocab) verbTokens(cl *clause) tokenSet {
	var kept []string
	for i, w := range cl.raw {
		if i > 0 && v.pickDet[cl.raw[i-1]] || i > 0 && (cl.raw[i-1] == "a" || cl.raw[i-1] == "an") {
			continue
		}
		kept = append(kept, w)
	}
	return wordSet(strings.Join(kept, " "))
}

// readUnitCue adds to a number's cue the words right after it, up to two before any
// function word ("15 years", "a 7500 dollar loan", "7.1% interest", "12 kg"): they name
// what the number measures, so the field whose label shows them.
func (v *vocab) readUnitCue(gv *goalValue, after string) {
	if !number.MatchString(strings.TrimSpace(gv.text)) {
		return
	}
	if unit := v.phraseOf(rawWords(cutAt(after, ",;:!?()\n")), 2, nil); len(unit) > 0 {
		gv.cue = gv.cue.union(foldAll(unit))
	}
}

// readRoleCue adds to a value's cue the role the goal gives it after it: "put Midsummer
// Sloe as the label", "use jo@example.com as my email", "enter 3 as the number of
// nights" name the field the value goes in by the words after "as" and a determiner
// (roleDeterminers), up to three of them before a unit stop (unitStops; "of" is read
// through), an operation verb, a dash or the sentence's or clause's end.
func (v *vocab) readRoleCue(gv *goalValue, after string) {
	ws := rawWords(cutAt(after, ".,;:!?()\n—–"))
	if len(ws) < 3 || ws[0] != "as" || !contains(roleDeterminers(), ws[1]) {
		return // "as well", "as soon as you can", "as a PDF": no role
	}
	if role := v.phraseOf(ws[2:], 3, []string{"of"}); len(role) > 0 {
		gv.cue = gv.cue.union(foldAll(role))
	}
}

// cutAt is text up to the first of the runes in ends, or all of it.
func cutAt(text, ends string) string {
	if end := strings.IndexAny(text, ends); end >= 0 {
		return text[:end]
	}
	return text
}

// phraseOf is the first words of ws, up to limit of them, before a unit stop
// (unitStops), an operation verb or a control word, each read folded as those sets hold
// their words; the words through are skipped, not counted.
func (v *vocab) phraseOf(ws []string, limit int, through []string) []string {
	var out []string
	for _, w := range ws {
		t := fold(lexical.Stem(w))
		switch {
		case contains(through, w):
			continue
		case len(out) == limit || v.unitStop[w] || v.op.has(t) || v.ui.has(t):
			return out
		}
		out = append(out, w)
	}
	return out
}

// unnamedKinds is the kind nouns (pickNouns) no click candidate's name shows: "the Plus
// plan", "Maya Chen's post" say which list, not which control.
func (s *scorer) unnamedKinds() tokenSet {
	if s.kindsUnnamed != nil {
		return s.kindsUnnamed
	}
	out := tokenSet{}
	defer func() { s.kindsUnnamed = out }()
	for t := range s.pickNounTokens() {
		named := false
		for i := range s.feats {
			named = named || (s.req.Candidates[i].Action == fsm.ActClick && s.feats[i].name.has(t))
		}
		if !named {
			out[t] = struct{}{}
		}
	}
	return out
}

// controlVerbLead is a clause's first word when it is a control verb (controlVerbs) that
// some click candidate's name starts with ("Follow Sofia Alvarez" and a "Follow"
// button), folded; "" otherwise, and "" when another control's name shows the clause's
// other words: then the verb is how to reach it ("Follow the link to pricing": the
// Pricing link, not "Follow us").
func (s *scorer) controlVerbLead(cl *clause) string {
	ws := words(strings.Join(cl.raw, " "))
	if len(ws) == 0 || !s.v.controlVerb.has(ws[0]) {
		return ""
	}
	rest := s.v.content(wordSet(strings.Join(cl.raw, " "))).minus(s.v.ui, tokenSet{ws[0]: {}})
	for i := range s.req.Candidates {
		nw := words(s.req.Candidates[i].Name)
		if len(rest) > 0 && s.req.Candidates[i].Action == fsm.ActClick && (len(nw) == 0 || nw[0] != ws[0]) && s.feats[i].name.count(rest) == len(rest) {
			return ""
		}
	}
	for i := range s.req.Candidates {
		if s.req.Candidates[i].Action != fsm.ActClick {
			continue
		}
		if nw := words(s.req.Candidates[i].Name); len(nw) > 0 && nw[0] == ws[0] {
			return ws[0]
		}
	}
	return ""
}

// moneyAmount is an amount of money written in a goal: "$45", "45.50 EUR", "1200 dollars".
var moneyAmount = regexp.MustCompile(`(?i)[$€£]\s?\d|\d\s?(dollars?|euros?|pounds?|usd|eur|gbp)\b`)

// sameAct is the verbs of the same act as a clause's verb that a control may be named by
// (verbSynonymRows): none when some click candidate is named by the verb itself, and a
// money row's only when the goal names an amount of money.
func (s *scorer) sameAct(verb string) tokenSet {
	also := s.v.verbSynonyms[verb]
	if len(also) == 0 || (s.v.moneyVerb.has(verb) && !moneyAmount.MatchString(s.req.Goal)) {
		return nil
	}
	for i := range s.req.Candidates {
		if s.req.Candidates[i].Action == fsm.ActClick && s.feats[i].name.has(verb) {
			return nil
		}
	}
	return also
}

// clauseVerb is a clause's first word, folded, with the verbs of the same act a control
// may be named by on this page (sameAct); empty when the clause has no words.
func (s *scorer) clauseVerb(cl *clause) tokenSet {
	ws := words(strings.Join(cl.raw, " "))
	if len(ws) == 0 {
		return tokenSet{}
	}
	return tokenSet{ws[0]: {}}.union(s.sameAct(ws[0]))
}
