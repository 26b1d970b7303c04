package local

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// How a clause joins the one before it: a clause of a verb and a pronoun acts on what the
// clause before names, an act after a question acts on what the question asks about, and
// an apposition names the thing the clause before ends with.

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
// quoted labels (its first word past fillers a verb, not a negation), follows prev, a
// question or a statement with none (a statement's act after a comma or a dash, not
// after "and": "I use SQL and Power BI" is one statement): the act is on what the question asks about or the
// statement tells of.
func (v *vocab) actsOnQuestion(prev, cur *clause) bool {
	if prev.embedded || !prev.question && (!prev.statement || cur.joiner != "") || len(prev.values) > 0 || len(prev.labels) > 0 || len(cur.values) > 0 || len(cur.labels) > 0 {
		return false
	}
	for _, w := range cur.raw {
		if prev.question && v.orderWord[w] {
			return false // "what's due soonest? put those at the top": the question's list, ordered
		}
	}
	lead := v.leadingWord(cur.raw)
	if k := slices.Index(cur.raw, lead); k >= 0 && negationAt(cur.raw, k) > 0 {
		return false // "… — but don't switch yet" forbids; it is not the act
	}
	return lead != "" && !v.question[lead] && (v.verbs.has(fold(lexical.Stem(lead))) || v.op.has(fold(lead)))
}

// askedAbout is the question's content words when the act after it names an object of
// its own ("open the profile"), none when the act's object is the question's thing
// ("expand them"): then the question's words are the act's name words.
func (v *vocab) askedAbout(question, act *clause) tokenSet {
	var named []string // the act's words but pronouns and those after one ("that day" is the question's)
	for i, w := range act.raw {
		if !v.pronoun[w] && (i == 0 || !v.pronoun[act.raw[i-1]]) {
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

// told is the words of a question or statement that an act after it takes as its
// object ("I changed my mind about the cord trousers, delete it"): a statement's
// subject and frame words (frameWords: "I'm looking for", "I want") left out.
func (v *vocab) told(prev *clause) []string {
	if !prev.statement {
		return prev.raw
	}
	var out []string
	for _, w := range prev.raw {
		if !v.subject[w] && !v.frame[w] {
			out = append(out, w)
		}
	}
	return out
}

// unpronounced is an act's words after a statement without its pronouns, which stand for
// the words told ("I'm looking for flats, filter for those"); after a question, all of
// them.
func (v *vocab) unpronounced(prev *clause, raw []string) []string {
	if !prev.statement {
		return append([]string{}, raw...)
	}
	var out []string
	for _, w := range raw {
		if !v.pronoun[w] {
			out = append(out, w)
		}
	}
	return out
}

// tells reports whether raw words are a statement: a subject leads them (subjectWords),
// and no modal of intent follows it ("I'll take it in XL" says the act itself).
func (v *vocab) tells(raw []string) bool {
	lead := v.leadingWord(raw)
	if !v.subject[lead] {
		return false
	}
	k := slices.Index(raw, lead)
	if k+1 < len(raw) && contains(intentModals(), raw[k+1]) {
		return false
	}
	// A possessive and one noun ("my profile", "our story") names a thing, as a link
	// does; a statement says something of it ("my phone broke").
	return !contains(possessives(), lead) || len(raw)-k > 2
}

// possessives are the subject words that lead a noun, not a verb.
func possessives() []string { return []string{"my", "our", "its", "his", "their"} }

// intentModals after a subject make a statement an act the speaker takes ("I'll take
// it", "we will pay cash").
func intentModals() []string { return []string{"ll", "will", "shall"} }

// joinsAct reports whether the act cur takes what the clause before it, prev, asks about
// or tells of (actsOnQuestion), so that prev is no step of its own: not a statement that
// names a caller's value (namesValue) or wants its thing apart (wantsApart).
func (g *goal) joinsAct(v *vocab, prev, cur *clause) bool {
	return v.actsOnQuestion(prev, cur) && !(prev.statement && (g.namesValue(prev.raw) || v.wantsApart(prev, cur)))
}

// namesValue reports whether raw words show a word of three letters or more of a caller
// value ("I live in Tokyo now" and "(GMT+09:00) Tokyo"): a statement that does is where
// the value belongs, not context for the act after it.
func (g *goal) namesValue(raw []string) bool {
	said := wordSet(strings.Join(raw, " "))
	for _, gv := range g.values {
		for t := range gv.tokens {
			if utf8.RuneCountInString(t) >= 3 && said.has(t) {
				return true
			}
		}
	}
	return false
}

// wantsApart reports whether a statement of wanting ("I want the blue one", wantWords)
// asks for its thing as a step of its own before the act after it: unless that act's
// object is a pronoun for the thing wanted ("I'd like a haircut — pick that service"),
// "I want the blue one, add it to my basket" picks Blue, then adds to the basket.
func (v *vocab) wantsApart(prev, cur *clause) bool {
	if !prev.statement || !slices.ContainsFunc(prev.raw, func(w string) bool { return contains(wantWords(), w) }) {
		return false
	}
	for k := range prev.raw {
		if negationAt(prev.raw, k) > 0 {
			return false // "I don't want the warranty, continue" wants nothing
		}
	}
	return !slices.ContainsFunc(cur.raw, func(w string) bool { return v.pronoun[w] }) || v.askedAbout(prev, cur) != nil
}

// apposition reads cur, after a comma, when it is only an article and one value: an
// apposition naming the thing the clause before it ends with ("add my other bike, a Cube
// Kathmandu"). It returns that noun, and whether a field offered for the value shows it:
// then the value belongs to the clause before ("Bike make and model"; "my date of birth,
// the 14/03/1990"); else the value's clause is the noun alone, and a field that does not
// show it is not the value's just for being the only one offered ("Anything we should
// know?"). A measure describes its thing, it does not name it ("add a bag, the 23kg" is no
// "Bag tag"): no apposition.
func (g *goal) apposition(prev, cur *clause) (noun string, shown bool) {
	if len(cur.values) != 1 || len(cur.labels) > 0 || !articlesOnly(cur.raw) || len(prev.raw) == 0 {
		return "", false
	}
	gv := &g.values[cur.values[0]]
	if measure.MatchString(strings.TrimSpace(gv.text)) {
		return "", false
	}
	noun = prev.raw[len(prev.raw)-1]
	folded := fold(lexical.Stem(noun))
	for i := range g.cands {
		c := &g.cands[i]
		if c.Value == gv.text && c.Action != fsm.ActNavigate && wordSet(c.Name).has(folded) {
			return noun, true
		}
	}
	return noun, false
}

// measure is a number and its unit: "23kg", "2.5 m", "500 ml".
var measure = regexp.MustCompile(`^\d+([.,]\d+)?\s?\p{L}{1,4}$`)

// articlesOnly reports whether raw holds words and every one is an article.
func articlesOnly(raw []string) bool {
	for _, w := range raw {
		if w != "a" && w != "an" && w != "the" {
			return false
		}
	}
	return len(raw) > 0
}

// joinsAsAnd reports whether "plus" or a spaced "+" after the words raw, the text after
// it, joins two phrases as "and" does: a word follows it that is no preposition ("tap +
// on the tea" names a control drawn as "+"), and the word before it is no determiner,
// preposition or number ("the Plus plan", "upgrade me to Plus", "2 + 2", "ages 65 plus").
func joinsAsAnd(raw []string, after string) bool {
	if len(raw) == 0 || !strings.HasPrefix(after, " ") {
		return false
	}
	prev, next := raw[len(raw)-1], strings.TrimLeft(after, " ")
	if end := strings.IndexFunc(next, func(r rune) bool { return !isWordRune(r) }); end >= 0 {
		next = next[:end] // the word after, up to its end; "" when a sign or a quote comes first
	}
	return next != "" && !isNumber(prev) && !contains(determiners(), prev) && !contains(prepositions(), prev) && !contains(prepositions(), next)
}
