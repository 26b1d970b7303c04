package local

import (
	"slices"
	"strings"
	"unicode"

	"github.com/browsergoal/browsergoal/fsm"
)

// How a select value is said by its option's label: a host may give a select value as
// the option's value ("main"), and a person says the label they read ("Mainsail"). The
// label counts as the value's mention only where the goal sets it: no question, nothing
// set aside, no negation before it, no noun after it, not inside another control's name.

// labelPhrases are the lower-cased labels of the options that select values name by
// their option's value, in a goal that asks no question (a question about an option,
// "is the mainsail included?", sets nothing). A value two selects' options carry under
// different labels ("s": Small and Standard) is said by neither label, nor is a label
// two values share ("Medium" for a steak and for a portion).
func (g *goal) labelPhrases(low string) []phrase {
	if strings.Contains(low, "?") || asksOrSetsAside(low) {
		return nil
	}
	label := map[int]string{}
	mixed := map[int]bool{}
	for i := range g.cands {
		c := &g.cands[i]
		if c.Action != fsm.ActSelect || c.Option == nil {
			continue
		}
		vi, ok := g.byText[c.Value]
		t := strings.ToLower(strings.TrimSpace(c.Option.Label))
		if !ok || t == "" || t == strings.ToLower(strings.TrimSpace(c.Value)) {
			continue
		}
		if l, seen := label[vi]; seen && l != t {
			mixed[vi] = true
		}
		label[vi] = t
	}
	shared := map[string]int{} // how many values a label names ("Medium": a steak's and a portion's)
	for _, t := range label {
		shared[t]++
	}
	var out []phrase
	for vi, t := range label {
		if !mixed[vi] && shared[t] == 1 {
			out = append(out, phrase{t, vi})
		}
	}
	longestFirst(out)
	return out
}

// asksOrSetsAside reports whether the lower-cased goal asks a question without its mark
// (a clause led by a question word, or by an auxiliary before its subject: "is the
// mainsail included", "do you have medium") or sets something aside (a negation or a
// word of contrast: "I don't want standard delivery", "any sail except the mainsail",
// "swap small for large", "no side salad, fries"): there an option's label may be what
// is asked about or what is not wanted.
func asksOrSetsAside(low string) bool {
	ws := rawWords(low)
	for k := range ws {
		if contains(contrastWords(), ws[k]) || slices.ContainsFunc(negationWords(), func(neg []string) bool { return hasPrefixWords(ws[k:], neg) }) {
			return true
		}
	}
	for _, part := range strings.FieldsFunc(low, func(r rune) bool { return strings.ContainsRune(cutMarks, r) }) {
		cw := rawWords(part)
		if len(cw) > 0 && contains(whWords(), cw[0]) {
			return true // "what are the opening hours" with no mark
		}
		if len(cw) > 1 && contains(invertingAuxiliaries(), cw[0]) &&
			(contains(inversionSubjects(), cw[1]) || unicode.IsDigit(rune(cw[1][0]))) {
			return true
		}
	}
	return false
}

// labelSaid reports whether the goal says an option's label at o as the value to set:
// not before a noun it qualifies (labelEnds), and not inside an offered control's whole
// name the goal says there ("main menu" for the "Main menu" button, "find a doctor" for
// the "Find a doctor" link; a label that is a control's whole name, "Cancel", is that
// control's), nor with its clause's words up to it inside a control's name ("private
// dining for 10" for "Private dining for 10 or more").
func (g *goal) labelSaid(low string, o occurrence) bool {
	if !g.labelEnds(low, o) {
		return false
	}
	start := strings.LastIndexAny(low[:o.start], cutMarks) + 1
	lead := strings.Join(rawWords(low[start:o.end]), " ")
	leadSaid := lead != strings.Join(rawWords(low[o.start:o.end]), " ")
	for i := range g.cands {
		c := &g.cands[i]
		if c.Action != fsm.ActClick {
			continue
		}
		if leadSaid && len(findPhrase(strings.Join(rawWords(c.Name), " "), lead)) > 0 {
			return false
		}
		name := bareName(c.Name)
		for _, at := range findPhrase(low, name) {
			if at <= o.start && o.end <= at+len(name) {
				return false
			}
		}
	}
	return true
}

// labelEnds reports whether the label at o ends its phrase: the goal's next word, in
// the same clause, is none, a word that never names a thing (a preposition, a
// determiner, a conjunction, politeness: "the mainsail please", "11:30 on Sunday"), or a
// word of the name of a select that offers the label's option ("standard delivery" for
// Delivery's Standard). Before another noun the label qualifies that noun, which is
// something else ("mainsail care tips", "10 minutes late", "standard size" for Fit's
// Standard).
func (g *goal) labelEnds(low string, o occurrence) bool {
	rest := low[o.end:]
	if k := strings.IndexAny(rest, cutMarks); k >= 0 {
		rest = rest[:k]
	}
	next := rawWords(rest)
	if len(next) == 0 {
		return true
	}
	w := next[0]
	if contains(prepositions(), w) || contains(determiners(), w) || contains(cutWords(), w) || contains(leadWords(), w) ||
		contains(fillerWords(), w) || contains(labelTails(), w) {
		return true
	}
	value := g.values[o.value].text
	for i := range g.cands {
		c := &g.cands[i]
		if c.Action == fsm.ActSelect && c.Value == value && slices.Contains(rawWords(c.Name), w) {
			return true
		}
	}
	return false
}
