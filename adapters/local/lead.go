package local

import (
	"slices"
	"strings"
)

// The clause's lead word: the verb of an imperative ("Add a roof box"), the first thing
// named after an operation verb ("Choose Express shipping"), or the subject a statement
// tells of ("the building is an old threshing barn"). A control named by the lead fits a
// clause only in the first two readings (nameMatch).

// leadWord is a clause's first content word, folded (compounds read): its verb when it
// has one ("star", "archive", "buy", "signin"), else what it names first.
func (s *scorer) leadWord(cl *clause) string {
	if cl.object {
		return "" // "I'd like the family room": a thing, no act
	}
	for _, t := range words(strings.Join(cl.raw, " ")) {
		if s.v.content(tokenSet{t: {}}).has(t) && !s.v.pagePart.has(t) {
			return t
		}
	}
	return ""
}

// leadsClause reports whether lead is the clause's first word, fillers skipped: the
// verb of an imperative ("Add a roof box"), not a name after an operation verb
// ("Choose Express shipping").
func (s *scorer) leadsClause(cl *clause, lead string) bool {
	for _, t := range words(strings.Join(cl.raw, " ")) {
		if !s.v.filler.has(t) {
			return t == lead
		}
	}
	return false
}

// leadTells reports whether a clause's lead word is what the clause tells of rather than
// its act or the thing it asks for: the name of the setting it sets ("floor: proper
// wooden flooring" sets the floor; its choices' field), or the subject of a statement,
// the word right before a subject verb (subjectVerbs: "the building is an old threshing
// barn", "the contractor should come after midday", "my phone was stolen"). What the
// statement says of its subject names the control, never the subject alone: "The
// building is listed" is not the barn's box. A question is read as it asks ("what photos
// did the officer take?"), a statement of the state a box or switch should be in (a
// state phrase, or a yes or no answer word last: answerWords) is read by its state ("the
// newsletter should be off"), and an imperative's verb (after
// "please", "now" and the like: lexicon.leadOf) is no subject when an auxiliary follows
// it ("Book May 14", "Call Will"), though a verb's word before a copula is ("Pepper is
// coming to stay"). A subject joined to its verb ("the boiler's broken") is not read
// here.
func (s *scorer) leadTells(cl *clause, lead string) bool {
	if cl.question || cl.state != askNone || len(cl.raw) > 0 && answer(cl.raw[len(cl.raw)-1:]) != 0 {
		return false // "what photos did the officer take?", "the newsletter should be off"
	}
	for _, ch := range cl.choices {
		if ch.field.has(lead) {
			return true
		}
	}
	w := s.v.lex.leadOf(cl.raw)
	imperative := s.v.verbLemma.has(w) && slices.Contains(words(w), lead)
	for j := 0; j+1 < len(cl.raw); j++ {
		if slices.Contains(words(cl.raw[j]), lead) {
			next := cl.raw[j+1]
			return contains(copulas(), next) || !imperative && contains(subjectVerbs(), next)
		}
	}
	return false
}
