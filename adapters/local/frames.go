package local

import (
	"slices"

	"github.com/browsergoal/browsergoal/lexical"
)

// Two ways English asks for a thing or an act without an imperative: a statement of
// wanting that is a step of its own ("I'd like the marquee brochure" asks for the
// brochure), and an act said with a modal of intent ("I'll borrow a finger tab"). Each is
// read into the plain clause a control's name would match.

// wantedThing reads a statement of wanting that stays a step of its own ("I'd like the
// family room", "we'd prefer the aisle seat", "I'm looking for the opening times") as
// a request for what it wants: the subject and the frame words before the wanted thing
// (frameWords, and "to" or "for" after them) are left out, so "I'd like to cancel my
// booking" is "cancel my booking", an act (after "to"), and "I'd like the family room"
// is "the family room", a thing. "Want" and "need" are operation verbs (opVerbs), which a
// clause's content already leaves out, so a statement of them is read as before; one
// without a want word ("my phone broke") is returned as it is.
func (v *vocab) wantedThing(raw []string) (thing []string, act, ok bool) {
	k := v.speakerAt(raw)
	if k < 0 {
		return raw, false, false
	}
	wants := false
	for i := k + 1; i < len(raw); i++ {
		w := raw[i]
		switch {
		case contains(statedWants(), w):
			wants = true
		case w == "to" && wants:
			act = true
		case v.frame[w], v.filler.has(fold(lexical.Stem(w))), w == "for" && wants:
		default:
			if !wants {
				return raw, false, false
			}
			thing := raw[i:]
			if !act {
				thing = v.wantedOnly(thing)
			}
			return append(slices.Clone(raw[:k]), thing...), act, true
		}
	}
	// all frame words: the thing is a quoted label or a value ("I'd like 'Family room'")
	return slices.Clone(raw[:k]), act, wants
}

// statedWants are the want words (wantWords) whose statement reads as its thing: not
// "want" and "need", operation verbs a clause's content already leaves out.
func statedWants() []string { return []string{"like", "looking", "prefer", "wish"} }

// speakers are the subjects whose wanting or intent is the user's request ("I'd like",
// "we'll pay"); "it will arrive", "there will be" and "they'll collect it" tell.
func speakers() []string { return []string{"i", "we"} }

// speakerAt is where a speaker leads raw, fillers before it skipped, or -1.
func (v *vocab) speakerAt(raw []string) int {
	if lead := v.leadingWord(raw); contains(speakers(), lead) {
		return slices.Index(raw, lead)
	}
	return -1
}

// wantedOnly cuts what a wanted thing is wanted for: "to" and a verb with its object
// after its first word ("I want Maya to do my hair" wants Maya; "a ticket to Cork" is
// one thing).
func (v *vocab) wantedOnly(thing []string) []string {
	for i := 1; i+2 < len(thing); i++ {
		if thing[i] == "to" && v.verbLemma.has(thing[i+1]) && (contains(determiners(), thing[i+2]) || v.pronoun[thing[i+2]]) {
			return thing[:i]
		}
	}
	return thing
}

// intended reads a clause a speaker and a modal of intent lead ("I'll borrow a finger
// tab", "we will pay cash") as the act it says, an imperative; after a verb of taking
// (takingVerbs: "I'll have the grey trousers") as the thing taken, unless "to" follows it
// ("I'll have to cancel": the act). Any other clause is returned as it is.
func (v *vocab) intended(raw []string) (out []string, act, ok bool) {
	k := v.speakerAt(raw)
	if k < 0 || k+2 >= len(raw) || !contains(intentModals(), raw[k+1]) {
		return raw, false, false
	}
	rest := raw[k+2:]
	switch {
	case contains(takingVerbs(), rest[0]) && len(rest) > 2 && rest[1] == "to":
		return append(slices.Clone(raw[:k]), rest[2:]...), true, true
	case contains(takingVerbs(), rest[0]):
		return append(slices.Clone(raw[:k]), v.wantedOnly(rest[1:])...), false, true
	}
	return append(slices.Clone(raw[:k]), rest...), true, true
}

// takingVerbs, after "I'll", take what follows as a thing chosen ("I'll have the salmon",
// "I'll take the blue one").
func takingVerbs() []string { return []string{"have", "take", "get"} }

// readWants reads every statement of wanting that is still a step of its own once the
// clauses are joined (wantedThing): it is no longer a statement, and it names a thing
// (clause.object) unless an act follows its "to". (An act said with a modal of intent is
// read with the clause's words: readClause, intended.)
func (g *goal) readWants(v *vocab) {
	for ci := range g.clauses {
		cl := &g.clauses[ci]
		if !cl.statement {
			continue
		}
		raw, act, ok := v.wantedThing(cl.raw)
		if !ok || len(raw) == 0 && len(cl.labels) == 0 && len(cl.values) == 0 {
			continue
		}
		cl.raw, cl.statement, cl.object = raw, false, !act
		cl.readTokens()
	}
}
