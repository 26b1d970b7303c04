package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Clauses that ask to see: a question, or a clause a reading verb leads, is answered by
// what shows the thing, never by a control that does another act.

// questionRefuses reports whether clause cl only asks to see and click candidate c is a
// control that stays on the page and is not its answer: for a question, a control that
// leads with an act the goal does not say (actLed); for a clause a reading verb leads,
// readingRefuses. Never the clause's answer, by name or by pick. A link goes where the
// answer is.
func (s *scorer) questionRefuses(c *fsm.Candidate, cl *clause) bool {
	if c.Href != "" {
		return false
	}
	if cl.question {
		return s.actLed(c.Name)
	}
	return s.readingRefuses(c, cl)
}

// readingRefuses reports whether a clause led by a reading verb ("open #1481", "open
// Sleeping at Last's artist page") meets a control that leads with an act the clause
// does not say (unsaidActLead) and that is not its way in: another clause says that act
// ("open invoice 7 and pay it": "Pay invoice 7" is the second clause's), or the goal
// says it nowhere and the name shows words the clause does not name ("Deploy #1482 to
// production" for "open #1482"; "Play Saturn by Sleeping at Last" for "open Sleeping at
// Last's artist page"), unless its act is one whose effect stays with the user
// (benignActs) on what the clause names (actObject: "Start a chat with support" for "open
// a chat", "Manage cookie preferences" for "open the cookie settings"). A name that asks
// ("Can I change my address?") and an act the clause says in a derived word ("Adopt Otis"
// for "open Otis's adoption form") lead with no other act.
func (s *scorer) readingRefuses(c *fsm.Candidate, cl *clause) bool {
	if !s.v.readVerb[s.v.leadingWord(cl.raw)] || strings.HasSuffix(strings.TrimSpace(c.Name), "?") ||
		!s.unsaidActLead(c.Name, cl) || s.derivedSaidIn(c.Name, cl.tokens) {
		return false
	}
	if !s.actLed(c.Name) || s.derivedSaid(c.Name) {
		return true // another clause's act
	}
	lead := nameLead(c.Name)
	rest := s.v.content(wordSet(c.Name)).minus(wordSet(lead))
	if len(rest.minus(cl.tokens)) == 0 {
		return false // the name shows nothing the clause does not name
	}
	object, toward := s.actObject(c.Name)
	return !(s.v.lex.benign.has(lead) && (object.intersects(cl.tokens) || toward.intersects(cl.tokens)))
}

// unsaidActLead reports whether a control's name leads with an act clause cl does not
// say (actLedSaid with the clause's words), reading the lead as the clause's words are
// read: "Decline invitation" says the clause's "decline" however its words are folded.
func (s *scorer) unsaidActLead(name string, cl *clause) bool {
	if !s.actLedSaid(name, cl.tokens) {
		return false
	}
	fields := strings.Fields(strings.ToLower(name))
	k := leadField(fields)
	if k < 0 {
		return true
	}
	ws := words(strings.Join(fields[k:min(k+2, len(fields))], " "))
	return len(ws) == 0 || !cl.tokens.has(ws[0])
}

// actObject reads a control's name that leads with a verb: object is the words after the
// verb up to the first preposition, determiners and numbers aside ("Play Saturn by …":
// saturn; "Start a chat with support": chat); toward is the word after a "to" ("Switch
// currency to EUR": eur).
func (s *scorer) actObject(name string) (object, toward tokenSet) {
	fields := strings.Fields(strings.ToLower(name))
	object, toward = tokenSet{}, tokenSet{}
	k := leadField(fields)
	if k < 0 {
		return object, toward
	}
	inObject := true
	for i := k + 1; i < len(fields); i++ {
		w := lettersOf(fields[i])
		switch {
		case w == "to" && i+1 < len(fields):
			toward = toward.union(wordSet(fields[i+1]))
			inObject = false
		case contains(prepositions(), w):
			inObject = false
		case inObject && w != "" && !contains(determiners(), w):
			object = object.union(wordSet(fields[i]))
		}
	}
	return object, toward
}

// leadField is the index of the first of fields with a letter, or -1.
func leadField(fields []string) int {
	for k, f := range fields {
		if lettersOf(f) != "" {
			return k
		}
	}
	return -1
}
