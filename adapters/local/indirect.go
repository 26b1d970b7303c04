package local

import (
	_ "embed" // the WordNet inquiry verb table
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// An indirect question asks what its embedded question asks: "tell me whether children
// can help" is "can children help?", "I'd like to know what to wear" is "what should I
// wear?", "I'm wondering if there's parking" is "is there parking?". The clause is read as
// the embedded question, and only a way of seeing answers it (answersQuestion): its
// words describe what is asked about, never a request ("check whether my order has
// shipped" never presses "Ship order now"), and no act after it takes it as its object
// (clausejoin.go).

// inquiriesText is WordNet 3.0's verbs framed "Somebody ----s whether INFINITIVE"
// (cmd/wordnetsyn -inquiries): "wonder", "check", "find out" (and "ask", which
// askingVerbs leaves out).
//
//go:embed inquiries.txt
var inquiriesText string

// toldVerbs report to the one the clause names after them what a question asks ("tell me
// whether", "explain to us how"); knowVerbs say that the speaker comes to know it ("I'd
// like to know which", "let me know if", "do you know whether"). WordNet frames both with
// a "that" clause only, as it does five hundred others, and both state rather than ask
// when nobody is told or nothing is wished ("I want to tell you who looks after my dog",
// "I know which one I want"): a told verb asks only with "me" or "us" after it, a know verb
// only after a wish, "let" or "you" (wishLeads).
func toldVerbs() []string { return []string{"tell", "explain", "show"} }

func knowVerbs() []string { return []string{"know"} }

// wishLeads, before a know verb, make it a question ("I'd like to know", "let me know",
// "could you find out": "you").
func wishLeads() []string { return []string{"like", "love", "want", "wanted", "let", "you"} }

// questionLeads are the words that may come before an indirect question's verb: the
// speaker and the reader, auxiliaries, modals and the politeness around them ("could you
// tell me", "I'd love to know", "I was wondering", "do you know", "let me know", "please
// check").
func questionLeads() []string {
	return []string{
		"i", "we", "you", "me", "us", "let", "to", "please", "just", "really", "also",
		"do", "does", "did", "m", "am", "re", "are", "was", "were", "s", "is", "be", "been",
		"d", "ll", "would", "could", "can", "will", "like", "love", "want", "wanted",
	}
}

// embedders open an embedded polar question; whWords open the others.
func embedders() []string { return []string{"whether", "if"} }

// askingVerbs ask someone else: "ask whether the seller accepts offers" is done by the
// page's "Ask the seller a question", so they lead no indirect question, though WordNet
// frames them with one.
func askingVerbs() []string { return []string{"ask", "enquire", "inquire", "query", "question"} }

// questionBridges may stand between an indirect question's verb and its embedded question:
// the one asked or told, and "about" ("tell me whether", "I'm wondering about whether").
func questionBridges() []string { return append(objectPronouns(), "about", "to") }

// inquiryTable is the verbs that take an embedded question, folded: inquiriesText's
// one-word verbs, and its two-word verbs ("find out") by their words, raw; told and know
// are toldVerbs and knowVerbs.
type inquiryTable struct {
	one, told, know tokenSet
	two             map[string]bool
}

func newInquiryTable() inquiryTable {
	t := inquiryTable{one: tokenSet{}, told: foldAll(toldVerbs()), know: foldAll(knowVerbs()), two: map[string]bool{}}
	for _, l := range lemmas(inquiriesText) {
		if contains(askingVerbs(), l) {
			continue
		}
		if first, second, two := strings.Cut(l, " "); two {
			t.two[lexical.Stem(first)+" "+second] = true
		} else {
			t.one[fold(lexical.Stem(l))] = struct{}{}
		}
	}
	return t
}

// at is the number of words of the verb at raw[i] that takes an embedded question there
// (a two-word verb first), or 0: an inquiry verb, a told verb with "me" or "us" after it,
// a know verb after a wish lead.
func (t inquiryTable) at(raw []string, i int) int {
	w := fold(lexical.Stem(raw[i]))
	switch {
	case i+1 < len(raw) && t.two[lexical.Stem(raw[i])+" "+raw[i+1]]:
		return 2
	case t.one.has(w):
		return 1
	case t.told.has(w) && (listener(raw, i+1) || i+1 < len(raw) && raw[i+1] == "to" && listener(raw, i+2)):
		return 1
	case t.know.has(w) && slices.ContainsFunc(raw[:i], func(l string) bool { return contains(wishLeads(), l) }):
		return 1
	}
	return 0
}

// listener reports whether raw[i] is "me" or "us", the one a told verb tells.
func listener(raw []string, i int) bool { return i < len(raw) && (raw[i] == "me" || raw[i] == "us") }

// indirectQuestion reads a clause that is an indirect question (lead words, an inquiry
// verb, the one told, then "whether", "if" or a question word) as its embedded question:
// the words after "whether" or "if", or the words from the question word on. The
// speaker's past inquiry reports ("I checked if it fits, add it"). "If you can" stays a
// question: its "you" is as often the one asked or anyone ("ask whether you can pay by
// card") as the reader. Any other clause is returned as it is, ok false.
func (v *vocab) indirectQuestion(raw []string) (out []string, ok bool) {
	for i := range raw {
		n := v.inquiries.at(raw, i)
		if n == 0 {
			if !contains(questionLeads(), raw[i]) {
				return raw, false
			}
			continue
		}
		if i > 0 && contains(speakers(), raw[i-1]) && v.pastForm(raw[i]) {
			return raw, false // "I checked if it fits": a report, not a question
		}
		j := i + n
		for b := 0; b < 3 && j < len(raw) && contains(questionBridges(), raw[j]); b++ {
			j++
		}
		if j+1 >= len(raw) {
			return raw, false
		}
		switch {
		case contains(embedders(), raw[j]):
			return raw[j+1:], true
		case v.question[raw[j]] && !v.readVerb[raw[i]]:
			return raw[j:], true // not "open What's on": a reading verb's question word may lead a name
		}
		return raw, false
	}
	return raw, false
}

// answersQuestion reports whether click candidate c may answer an embedded question:
// the page's own question (a name shaped as one, "Can children help?", on a control
// that goes nowhere or to a page that does no act), or a disclosure (a control with an
// expanded state) whose name leads with no act (no word WordNet uses mostly as a verb,
// actLead) and shows no price ("Group info"; not "Hide banner", "Delete my account").
// Nothing else: a link or a tab may be one value among its siblings or do what its
// address says ("Subscribed" to /unsubscribe, "Large" to /cart/add), a button commits,
// and a name ending in "?" without a question's shape is a confirmation ("Leave group?").
func (s *scorer) answersQuestion(c *fsm.Candidate) bool {
	if s.v.lex.isQuestion(c.Name) {
		return c.Href == "" || readableHref(c.Href) && !s.v.lex.hrefRisk(c.Href) && !s.v.lex.actionPath(c.Href)
	}
	ws := rawWords(c.Name)
	return c.Expanded != nil && c.Href == "" && len(ws) > 0 && !s.v.actLead.has(ws[0]) && !s.v.reversedVerb(ws[0]) &&
		!s.actLedSaid(c.Name, tokenSet{}) && !price.MatchString(strings.ToLower(c.Name))
}
