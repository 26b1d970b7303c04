package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/lexical"
)

// How a clause joins the one before it: a clause of a verb and a pronoun acts on what the
// clause before names, and an act after a question acts on what the question asks about.

// pronounClause reports whether a clause is only verbs and a pronoun ("Open them",
// "uncheck it"): its object is what the clause before it names.
func (v *vocab) pronounClause(cl *clause) bool {
	if len(cl.values) > 0 || len(cl.labels) > 0 || len(cl.raw) == 0 {
		return false
	}
	pronoun := false
	for _, w := range cl.raw {
		switch {
		case v.pronoun[w]:
			pronoun = true
		case v.op.has(fold(w)) || v.untick[w] || v.ui.has(fold(w)):
		default:
			return false
		}
	}
	return pronoun
}

// actsOnQuestion reports whether the unread clause cur, an imperative with no values or
// quoted labels (its first word past fillers a verb), follows prev, a question with none:
// the act is on what the question asks about.
func (v *vocab) actsOnQuestion(prev, cur *clause) bool {
	if !prev.question || len(prev.values) > 0 || len(prev.labels) > 0 || len(cur.values) > 0 || len(cur.labels) > 0 {
		return false
	}
	for _, w := range cur.raw {
		if v.orderWord[w] {
			return false // "what's due soonest? put those at the top": the question's list, ordered
		}
	}
	lead := v.leadingWord(cur.raw)
	return lead != "" && !v.question[lead] && (v.verbs.has(fold(lexical.Stem(lead))) || v.op.has(fold(lead)))
}

// askedAbout is the question's content words when the act after it names an object of
// its own ("open the profile"), none when the act's object is the question's thing
// ("expand them"): then the question's words are the act's name words.
func (v *vocab) askedAbout(question, act *clause) tokenSet {
	var named []string // the act's words but those after a pronoun ("that day" is the question's)
	for i, w := range act.raw {
		if i == 0 || !v.pronoun[act.raw[i-1]] {
			named = append(named, w)
		}
	}
	own := v.content(wordSet(strings.Join(named, " "))).minus(wordSet(v.leadingWord(act.raw)), v.pagePart) // "open that section": no object of its own
	if len(own) == 0 {
		return nil
	}
	asked := tokenSet{}
	for _, w := range question.raw {
		if !v.lex.question.has(w) { // "how", "do", "is": the asking, not the thing asked about (questionWords)
			asked = asked.union(v.content(wordSet(w)))
		}
	}
	return asked.minus(own)
}
