package local

import (
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// particleVerbs are the verbs whose particles undo each other (turn on, turn off; sign
// in, sign out or off): other verbs' particles often mean one thing ("fill in" and "fill
// out" a form) or another act ("check out" a page).
func particleVerbs() []string {
	return []string{"turn", "switch", "toggle", "power", "sign", "log", "opt", "zoom", "clock", "plug"}
}

// particleSide is the side a particle puts its verb on: on and in one way, off and out
// the other ("log off" undoes "log in" as "log out" does); "" for any other word.
func particleSide(w string) string {
	switch w {
	case "on", "in":
		return "+"
	case "off", "out":
		return "-"
	}
	return ""
}

// opposes reports whether click candidate i says the opposite of clause ci: the last
// part of its name (after any "?", ".", ":" or "!": "Not you? Switch account" offers to
// switch) negates the verb that leads the clause, which asks without negation ("Don't
// save" for "save the changes"; "Save without publishing" for "publish the post", never
// for "save the draft"), or the name's leading verb is the clause's, one whose
// particles undo each other (particleVerbs), with the other particle, right after it or
// at the name's end ("Turn off dark mode", "Turn wifi off" for "turn on wifi"; "Log
// off" for "log in"), or the name leads with a verb that undoes the clause's (WordNet's
// verb antonyms or a reversal prefix: "Hide hidden files" for "show hidden files",
// "Subscribe" for "unsubscribe"; undoesAct), or it puts its object in the
// opposite state of the one the clause names after "as" or "to" (flipsState: "Mark as
// read" for "mark the email as unread"). Each control keeps from, or undoes, what the
// goal asks. The last two leave alone a checkable control (a box or switch names the
// setting it toggles: "Enable autoplay", ticked, for "disable autoplay"), and the act
// rule a name that says the clause's verb too ("Show/hide details").
func (s *scorer) opposes(i, ci int) bool {
	c := &s.req.Candidates[i]
	cl := &s.g.clauses[ci]
	if c.Action != fsm.ActClick || len(cl.negated) > 0 || cl.negOnly || s.v.negationEnd(cl.raw) >= 0 {
		return false // a negated clause is the negation reading's (clickMatch)
	}
	lead := s.v.leadingWord(cl.raw)
	if lead == "" {
		return false
	}
	name := rawWords(lastPart(c.Name))
	if act := s.negatedAct(name); act != "" && fold(lexical.Stem(act)) == fold(lexical.Stem(lead)) {
		return true
	}
	if undoneParticle(cl.raw, lead, name) {
		return true
	}
	if c.Checked != nil && (s.v.checkable[s.feats[i].role] || *c.Checked) {
		return false // a box or switch names the setting it toggles; a pressed toggle's click undoes it
	}
	// "Show/hide details" does both acts.
	return !s.saysAct(name, lead) && s.v.undoesAct(cl.raw, lead, name) || s.v.flipsState(cl.raw, name)
}

// saysAct reports whether a name says the clause's lead verb anywhere, as folded
// ("Show/hide details", "Sign up to design a card").
func (s *scorer) saysAct(name []string, lead string) bool {
	return foldAll(name).has(fold(lexical.Stem(lead)))
}

// undoesAct reports whether a name leads with an act that undoes the clause's lead verb
// (antonymTable.actOpposes): its first word is an act word (actverbs.txt) or one WordNet
// does not know as a verb ("Unfollow", "Unmute"), and the clause does not say it itself,
// as a name ("open Close Friends", "withdraw from my deposit account").
func (v *vocab) undoesAct(clause []string, lead string, name []string) bool {
	if len(name) == 0 || contains(clause, name[0]) {
		return false
	}
	first := name[0]
	if !v.actLead.has(first) && v.verbLemma.has(first) {
		return false // a word used mostly as a noun or adjective ("Stay dates", "Level 2")
	}
	return v.antonyms.actOpposes(lead, first)
}

// stateMarkers are the words after which a clause or a control's name says the state it
// puts its object in ("mark it as unread", "set visibility to private").
func stateMarkers() []string { return []string{"as", "to"} }

// stateAfter is the state raw words say after the last of stateMarkers that has one,
// past fillers and determiners, and whether a negation stands before it ("as not spam":
// spam, true); "" for none. A word WordNet uses mostly as a verb after "to" is an
// infinitive, not a state ("I want to read my messages").
func (v *vocab) stateAfter(raw []string) (string, bool) {
	state, neg := "", false
	for i, w := range raw {
		if i == 0 || !contains(stateMarkers(), w) {
			continue
		}
		rest := raw[i+1:]
		for len(rest) > 0 && v.beforeState(rest[0]) {
			rest = rest[1:]
		}
		negated := false
		for _, n := range v.negations {
			if hasPrefixWords(rest, n) {
				rest, negated = rest[len(n):], true
				break
			}
		}
		if len(rest) == 0 || w == "to" && !negated && v.actLead.has(rest[0]) {
			continue
		}
		state, neg = rest[0], negated
	}
	return state, neg
}

// flipsState reports whether a control's name puts its object in the opposite of the
// state the clause asks for: the clause says a state after "as" or "to" (stateAfter),
// and the name says after its own marker that state negated ("Mark as not spam" for
// "mark it as spam") or, not saying the clause's state anywhere, its opposite (antonymTable.stateOpposes:
// "Mark as paid" for "mark the invoice as unpaid", "Switch to light mode" for "switch
// to dark mode").
func (v *vocab) flipsState(clause, name []string) bool {
	want, wantNeg := v.stateAfter(clause)
	if want == "" || wantNeg {
		return false
	}
	got, neg := v.stateAfter(name)
	switch {
	case got == "":
		return false
	case neg:
		return got == want
	}
	// Either side saying the other's state names it ("Go to unread" for "read my unread
	// messages"), but not the state the goal leaves ("from low to high").
	return !contains(name, want) && !contains(v.withoutLeft(clause), got) && v.antonyms.stateOpposes(want, got)
}

// lastPart is a control's name after its last "?", ".", ":" or "!" that ends a sentence
// (a space follows it) and has words after it: the offer a question or a label before it
// leads to ("Can't find your order? Track it here"). A point inside a word or a number
// ends nothing ("Delete Screenshot 0412.png forever", "Pay £3.50 now").
func lastPart(name string) string {
	for k := len(name) - 2; k >= 0; k-- {
		if strings.IndexByte("?.:!", name[k]) >= 0 && name[k+1] == ' ' && len(rawWords(name[k+1:])) > 0 {
			return name[k+1:]
		}
	}
	return name
}

// negatedAct is the word a negation in a control's name keeps from ("Don't save":
// save; "Continue without saving": saving), past the fillers between them, or "".
func (s *scorer) negatedAct(name []string) string {
	if end := s.v.negationEnd(name); end >= 0 {
		for _, w := range name[end:] {
			if !contains(negationFillers(), w) {
				return w
			}
		}
	}
	return ""
}

// undoneParticle reports whether the clause, led by lead, one of particleVerbs, right
// followed by a particle, and the name, led by the same verb with the other side's
// particle right after it or at its end, undo each other.
func undoneParticle(clause []string, lead string, name []string) bool {
	if !contains(particleVerbs(), lead) || len(name) < 2 || name[0] != lead {
		return false
	}
	at := slices.Index(clause, lead)
	if at < 0 || at+1 >= len(clause) {
		return false
	}
	want := particleSide(clause[at+1])
	if want == "" {
		return false
	}
	for _, p := range []string{name[1], name[len(name)-1]} {
		if side := particleSide(p); side != "" && side != want {
			return true
		}
	}
	return false
}

// beforeState reports whether a word may stand between a state's marker and the state:
// a filler or a determiner ("to the light theme", "from my current plan").
func (v *vocab) beforeState(w string) bool {
	return v.filler.has(fold(lexical.Stem(w))) || contains(determiners(), w)
}

// withoutLeft is raw words without the state they say they leave: the word after "from",
// past fillers and determiners ("change the priority from low to high" leaves low).
func (v *vocab) withoutLeft(raw []string) []string {
	out := make([]string, 0, len(raw))
	skip := false
	for _, w := range raw {
		switch {
		case w == "from":
			skip = true
		case skip && v.beforeState(w):
		case skip:
			skip = false
			continue
		}
		out = append(out, w)
	}
	return out
}
