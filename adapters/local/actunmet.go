package local

import (
	"strings"
	"unicode"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// actUnmetFit caps the fit of a control that does not carry the act a clause's verb
// names: level with the no-match option, so it is never chosen for that step.
const actUnmetFit = 0.5

// actUnmet reports whether a clause led by a verb of its own ("Bookmark the Thai
// curry", "Downvote the IPA thread") meets a control that shows what the verb acts on
// but not the act: the recipe's title link opens the recipe, it does not bookmark it.
// The lead is a verb when WordNet knows it as one or when a control's name starts with it
// (a page's own acts: "Downvote", "Retweet"); "after that 'Echo'" has no verb. The
// clause must name what the verb acts on (object: content words or a quoted label
// besides the verb). The verb is the clause's first word and a content word (not an operation verb such as
// open, view or choose, which a click on the named thing does); the control carries the
// act when its name shows the verb or a verb of the same act, when it is a box a
// ticking verb turns on ("Add gift wrap"), or when the verb is one an item's own click
// does (itemVerbs: expand, sort; readingVerbs: display, inspect; itemClickVerbs:
// collapse).
func (s *scorer) actUnmet(f *feature, cl *clause, lead string, object bool) bool {
	switch {
	case lead == "" || !object || !s.leadsClause(cl, lead) || !(s.isVerb(lead) || s.imperative(cl, lead)):
		return false
	case f.name.has(lead) || f.name.intersects(s.v.verbSynonyms[lead]):
		return false
	case s.releasedWord(f, lead) != "": // "unmute" a pressed Mute: its click releases it
		return false
	case s.v.itemVerb[lead] || s.v.readVerb[lead] || s.v.itemClick.has(lead) || (s.v.tickVerb.has(lead) && s.v.checkable[f.role]):
		return false
	}
	return true
}

// releasedWord is the word of a checked candidate's name (a ticked box, a pressed
// toggle) that the folded word lead reverses by a verb's reversal prefix, stem against
// stem ("mut" of "Mute" for "unmut", "follow" of "Following" for "unfollow"), at least
// three letters long: clicking the candidate does what lead asks. "" when none. A word
// WordNet knows as a verb of its own ("display", "discard", "decode") releases nothing
// unless WordNet gives the base as its antonym ("unlock", "dislike"). Stricter than the
// opposition reading (antonymTable.actOpposes), which only ever holds a click back.
func (s *scorer) releasedWord(f *feature, lead string) string {
	if !f.checked {
		return ""
	}
	for _, p := range verbReversalPrefixes() {
		base, ok := strings.CutPrefix(lead, p)
		if ok && len(base) >= 3 && f.name.has(base) && (!s.v.verbLemma.has(lead) || s.v.antonyms.verb[lead].has(base)) {
			return base
		}
	}
	return ""
}

// isVerb reports whether lead may be a clause's verb: a WordNet verb, a WordNet verb
// behind a reversal prefix ("unpublish", "unarchive": reversedVerb), or the first word of
// a click control's name.
func (s *scorer) isVerb(lead string) bool {
	if s.v.verbs.has(lead) || s.v.reversedVerb(lead) {
		return true
	}
	if s.firstWords == nil {
		s.firstWords = tokenSet{}
		for i := range s.req.Candidates {
			if ws := words(s.req.Candidates[i].Name); len(ws) > 0 {
				s.firstWords[ws[0]] = struct{}{}
			}
		}
	}
	return s.firstWords.has(lead)
}

// imperative reports whether lead, the clause's first word, stands right before a
// determiner (lexicon.go): the verb of an imperative ("Bookmark the thread", "Pin this
// post"), even one WordNet knows only as a noun.
func (s *scorer) imperative(cl *clause, lead string) bool {
	for i, w := range cl.raw {
		if s.v.filler.has(fold(w)) {
			continue
		}
		return !contains(prepositions(), w) && len(words(w)) == 1 && words(w)[0] == lead && i+1 < len(cl.raw) && contains(determiners(), cl.raw[i+1])
	}
	return false
}

// prepositions are English's common prepositions and sequence adverbs: before a
// determiner they start a phrase, not an imperative ("after that 'Echo'", "for the
// kids").
func prepositions() []string {
	return []string{
		"after", "before", "then", "once", "when", "while", "until", "with", "without", "for",
		"from", "into", "onto", "about", "above", "below", "under", "over", "on", "in", "at",
		"by", "to", "of", "near", "next", "beside", "between", "through", "via", "like", "as",
	}
}

// actLed reports whether a control's name leads with an act the goal does not say: its
// first word (glyphs skipped, a hyphenated verb joined: "Re-run") is one WordNet uses
// mostly as a verb, not one of seeing or finding (readingVerbs, itemVerbs,
// itemClickVerbs, the operation verbs: "Show all checks", "Find a store"), and not a word
// the goal says (the question's topic: "Sprint retro" for "what's the sprint retro
// about?"; a later clause's act: "which jobs failed? re-run them").
func (s *scorer) actLed(name string) bool {
	return s.actLedSaid(name, s.g.tokens) // the whole goal's: a later clause's act counts ("re-run them")
}

// actLedSaid is actLed with the words toks as what the goal says.
func (s *scorer) actLedSaid(name string, toks tokenSet) bool {
	fields := strings.Fields(strings.ToLower(name))
	for k, raw := range fields {
		w := lettersOf(raw)
		if w == "" {
			continue // a glyph: "✓ Close issue"
		}
		parts := wordSet(raw) // "re-run": "re", "run"
		said := toks.has(fold(lexical.Stem(w))) || len(parts) > 1 && toks.count(parts) == len(parts)
		// A verb before a determiner is an imperative whatever its noun uses: "Import my
		// experience from LinkedIn".
		imperative := k+1 < len(fields) && s.v.verbLemma.has(w) && !s.v.seeing(w) && contains(determiners(), fields[k+1])
		return (s.v.actWord(w) || imperative) && !said
	}
	return false
}

// actWord reports whether the letters w name an act other than seeing or finding: a
// word WordNet uses mostly as a verb (actverbs.txt) that is not a reading, item or
// operation verb.
func (v *vocab) actWord(w string) bool { return v.actLead.has(w) && !v.seeing(w) }

// seeing reports whether the letters w are a verb of reading, finding or entering: a
// reading, item or operation verb ("show", "open", "find", "type").
func (v *vocab) seeing(w string) bool { return v.seesItem(w) || v.op.has(fold(lexical.Stem(w))) }

// seesItem reports whether the raw word w is a verb of seeing or of an item's own click
// (readingVerbs, itemVerbs, itemClickVerbs: "open", "view", "expand", "collapse").
func (v *vocab) seesItem(w string) bool {
	return v.readVerb[w] || v.itemVerb[w] || v.itemClick.has(fold(lexical.Stem(w)))
}

// lettersOf keeps raw's letters: "re-run" is "rerun", "✓" nothing.
func lettersOf(raw string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return r
		}
		return -1
	}, raw)
}

// putsElsewhere reports whether clause ci puts its value to a use other than searching:
// the goal says no search verb and the clause's first word past its fillers is an act
// (actWord: "add a note to the Pret transaction: split with Jo", "fill in an expense:
// Airport taxi"). A search box is never such a value's field just for being the only
// one offered: it finds things; the value goes where the act is done.
func (s *scorer) putsElsewhere(ci int) bool {
	if ci < 0 || s.g.tokens.intersects(s.v.searchVerb) {
		return false
	}
	w := s.v.leadingWord(s.g.clauses[ci].raw)
	return w != "" && (s.v.actWord(w) || s.v.verbLemma.has(w) && !s.v.seeing(w))
}

// records reports whether click candidate c's name says it records something: it leads
// with a commit word ("Save expense", "Order again") or shows one the clause does not
// name ("Track order" for "find my order" only names the order).
func (s *scorer) records(c *fsm.Candidate, f *feature, toks tokenSet) bool {
	return s.leadVerb(c).intersects(s.v.commitName) || f.label.minus(toks).intersects(s.v.commitName)
}

// leadVerb is the folded first word of c's name when it is a verb ("book" in "Book a
// flight"), else nothing.
func (s *scorer) leadVerb(c *fsm.Candidate) tokenSet {
	if w := nameLead(c.Name); s.v.verbLemma.has(w) {
		return tokenSet{fold(lexical.Stem(w)): {}}
	}
	return tokenSet{}
}

// nameLead is the letters of a control name's first word that has any, lower case ("✓
// Close issue": close; "Re-run jobs": rerun), or "".
func nameLead(name string) string {
	fields := strings.Fields(strings.ToLower(name))
	if k := leadField(fields); k >= 0 {
		return lettersOf(fields[k])
	}
	return ""
}

// reversedVerb reports whether the folded word w is a WordNet verb of at least
// reversalMinBase letters, as folded, behind one of reversalPrefixes: the act that undoes
// it ("unpublish", "undelete", "unarchive"), a verb WordNet does not list. A shorter base
// is too often a word's own start ("income", "inbox"; "unhide" folds to "unhid").
func (v *vocab) reversedVerb(w string) bool {
	base, ok := reversalBase(w)
	return ok && v.verbs.has(fold(lexical.Stem(base)))
}
