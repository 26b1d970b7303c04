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
// off" for "log in"). Either control keeps from, or undoes, what the goal asks.
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
	return undoneParticle(cl.raw, lead, name)
}

// lastPart is a control's name after its last "?", ".", ":" or "!" that has words after
// it: the offer a question or a label before it leads to ("Can't find your order? Track
// it here").
func lastPart(name string) string {
	if k := strings.LastIndexAny(strings.TrimRight(name, "?.:! "), "?.:!"); k >= 0 && len(rawWords(name[k+1:])) > 0 {
		return name[k+1:]
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
