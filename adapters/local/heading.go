package local

import "github.com/browsergoal/browsergoal/lexical"

// Headings: "X: Y" where X names a control and Y the value it is set to ("Size: XL") or
// a yes or no for it ("gift wrap: no").

// maxHeadingWords is the most words a clause before a colon has when it names a control
// (headsValue).
const maxHeadingWords = 3

// headsValue reports whether the clause head, ended by a colon, names the control the
// clause cl after it sets: head is a few words that do not lead with an act or operation
// verb and ask nothing, cl is a few words with no value, label or verb of its own
// ("Size: XL", "experience: a decade"). "The newsletter: uncheck it" is not one; nor is
// "Note: Tom is coeliac", whose value the caller supplies.
func (v *vocab) headsValue(head, cl *clause) bool {
	return v.heading(head) && len(cl.values) == 0 && len(cl.labels) == 0 && len(cl.raw) > 0 &&
		len(cl.raw) <= maxChoiceWords && !v.verbLed(cl.raw)
}

// heading reports whether a clause ended by a colon may name the control of the clause
// after it: a few words with no value or label that do not lead with an act or
// operation verb, ask nothing, and do not name a thing to create ("new playlist:
// Rainy Mornings" makes one).
func (v *vocab) heading(head *clause) bool { return headShaped(head) && !v.verbLed(head.raw) }

// headShaped reports whether a clause ended by a colon is shaped as a heading: a few words
// with no value or label that ask nothing and name no thing to create ("new playlist:").
func headShaped(head *clause) bool {
	return head.colon && len(head.values) == 0 && len(head.labels) == 0 && !head.question &&
		len(head.raw) > 0 && len(head.raw) <= maxHeadingWords && head.raw[0] != "new"
}

// answered reports whether a clause ended by a colon is what a yes or no after it answers,
// though it leads with a word that may be a verb: shaped as a heading and saying no act
// the risk lexicon reads ("travel insurance: no" answers for the travel insurance;
// "cancel my booking: yes" still asks to cancel).
func (v *vocab) answered(head *clause) bool {
	return headShaped(head) && v.lex.phraseRisk(head.raw, readText) == 0
}

// answerWords are the words of a yes or no answer after a heading's colon ("gift wrap:
// no thanks", "dark mode: off", "newsletter: yes please"), by the answer they give;
// politeness words count for neither.
func answerWords() (yes, no, polite []string) {
	return []string{"yes", "on", "enabled", "sure", "yep", "yeah"},
		[]string{"no", "off", "none", "nope", "not", "needed", "decline", "declined", "skip", "disabled", "never", "nah"},
		[]string{"please", "thanks", "thank", "you"}
}

// answer reads a clause that only answers yes or no: 1 for yes, -1 for no, 0 when it
// says anything else.
func answer(raw []string) int {
	yes, no, polite := answerWords()
	got := 0
	for _, w := range raw {
		switch {
		case contains(polite, w):
		case contains(yes, w) && got >= 0:
			got = 1
		case contains(no, w) && got <= 0:
			got = -1
		default:
			return 0
		}
	}
	return got
}

// verbLed reports whether raw words lead with an act or operation verb, fillers skipped.
func (v *vocab) verbLed(raw []string) bool {
	w := v.leadingWord(raw)
	return w != "" && (v.actLead.has(w) || v.op.has(fold(lexical.Stem(w))) || v.untick[w] || v.pronoun[w])
}

// leadingWord is the first of a clause's raw words that is not a filler ("please add
// …": "add"), or "".
func (v *vocab) leadingWord(raw []string) string {
	for _, w := range raw {
		if !v.filler.has(fold(lexical.Stem(w))) {
			return w
		}
	}
	return ""
}

// setTo is the words of "set HEAD to VALUE": a heading read as the setting it names.
func setTo(head, value []string) []string {
	return append(append(append([]string{"set"}, head...), "to"), value...)
}

// readHeading reads the clause cl after a heading (the last of out): "Size: XL" as "set
// size to XL", and "gift wrap: no" as the answer no for gift wrap (answerChoice). The
// heading leaves out when it is read into cl.
func (v *vocab) readHeading(out []clause, cl *clause) []clause {
	if len(out) > 0 && v.verbTopic(&out[len(out)-1], cl) {
		// "print: double-sided" sets how to print: never a press of Print
		cl.raw, cl.verbHead = setTo(out[len(out)-1].raw, cl.raw), true
		return out[:len(out)-1]
	}
	if len(out) == 0 || len(cl.values) > 0 || !v.heading(&out[len(out)-1]) && !(answer(cl.raw) != 0 && v.answered(&out[len(out)-1])) {
		return out
	}
	head := out[len(out)-1].raw
	if a := answer(cl.raw); a != 0 {
		cl.answer, cl.answerWords = a, plain(cl.raw)
	} else if !v.headsValue(&out[len(out)-1], cl) {
		return out
	}
	cl.raw = setTo(head, cl.raw)
	return out[:len(out)-1]
}

// plain drops an answer's politeness words: "no thanks" is "no".
func plain(raw []string) []string {
	_, _, polite := answerWords()
	var out []string
	for _, w := range raw {
		if !contains(polite, w) {
			out = append(out, w)
		}
	}
	return out
}

// answerChoice is the choice a heading's yes or no makes: the option that says the answer
// ("Q2: no" picks the "No" radio under "Q2."), or else the box the heading names, clicked
// only when that changes it the way the answer asks (fieldNamed): "gift wrap: no" unticks
// a ticked "Gift wrap" and leaves an unticked one alone.
func (v *vocab) answerChoice(cl *clause, head []string) choice {
	ch := v.newChoice(cl.answerWords, head)
	ch.answer = cl.answer
	return ch
}

// verbTopic reports whether the clause head before a colon is one verb that only names
// the topic of the clause cl after it, a few words with no value, label or answer of
// their own, not led by an operation verb ("double-sided" may read as a verb; "open …"
// is an instruction): "print: double-sided" sets how to print, it does not ask to print. It
// reads as "set print to double-sided", whose opener must say it opens a list
// (fieldNamed), so a "Print" button is never pressed for it.
func (v *vocab) verbTopic(head, cl *clause) bool {
	return head.colon && len(head.raw) == 1 && len(head.values) == 0 && len(head.labels) == 0 && !head.question &&
		v.verbLed(head.raw) && len(cl.values) == 0 && len(cl.labels) == 0 && len(cl.raw) > 0 &&
		len(cl.raw) <= maxChoiceWords && !v.op.has(fold(lexical.Stem(cl.raw[0]))) && answer(cl.raw) == 0
}
