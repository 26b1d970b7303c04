package local

import (
	_ "embed" // the WordNet antonym table
	"strings"
)

// antonymsText is WordNet 3.0's antonymy among one-word verbs and adjectives as
// cmd/wordnetsyn -antonyms writes it: "v" or "a", a word and its antonyms per line, for
// senses frequent enough to be what a control means ("v show hide", "a paid unpaid").
//
//go:embed antonyms.txt
var antonymsText string

// reversalPrefixes are the prefixes that make a word say its opposite when put before it
// whole: "unlock" of "lock", "unread" of "read", "disconnect" of "connect", "deselect" of
// "select", "inactive" of "active", "impossible" of "possible", "nonprofit" of "profit".
// WordNet lists few of the interface's own ("unfollow", "unmute", "unstar").
func reversalPrefixes() []string { return []string{"un", "dis", "de", "in", "im", "non"} }

// verbReversalPrefixes are the reversal prefixes that undo a verb's act ("unmute",
// "dislike", "deselect"); "in", "im" and "non" negate adjectives and nouns.
func verbReversalPrefixes() []string { return []string{"un", "dis", "de"} }

// reversalMinBase is the shortest word a reversal prefix is read on: a shorter one is
// more often the start of another word ("in" + "to", "de" + "bit").
const reversalMinBase = 4

// antonymTable is antonymsText indexed by part of speech: raw lower-case word → its
// antonyms.
type antonymTable struct{ verb, adj map[string]tokenSet }

// newAntonymTable parses antonymsText.
func newAntonymTable() antonymTable {
	t := antonymTable{verb: map[string]tokenSet{}, adj: map[string]tokenSet{}}
	for _, line := range strings.Split(antonymsText, "\n") {
		ws := strings.Fields(line)
		if len(ws) < 3 || strings.HasPrefix(ws[0], "#") {
			continue
		}
		m := t.adj
		if ws[0] == "v" {
			m = t.verb
		}
		set := m[ws[1]]
		if set == nil {
			set = tokenSet{}
			m[ws[1]] = set
		}
		for _, w := range ws[2:] {
			set[w] = struct{}{}
		}
	}
	return t
}

// actOpposes reports whether verb b undoes verb a, as WordNet's verb antonyms say ("hide"
// for "show", "reject" for "accept") or a reversal prefix does ("unsubscribe" for
// "subscribe", "unfollow" for "follow", "disconnect" for "connect").
func (t antonymTable) actOpposes(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	return a != b && (t.verb[a].has(b) || prefixReversed(a, b))
}

// stateOpposes reports whether state word b says the opposite of a: WordNet's adjective
// or verb antonyms ("unpaid" for "paid", "private" for "public", "off" for "on"), or one
// word is the other behind a reversal prefix ("read" and "unread", "muted" and
// "unmuted").
func (t antonymTable) stateOpposes(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	if a == b {
		return false
	}
	if t.adj[a].has(b) || t.verb[a].has(b) {
		return true
	}
	return prefixReversed(a, b)
}

// prefixReversed reports whether one of two words is the other behind a reversal prefix,
// as written or as folded ("muted" and "unmuted").
func prefixReversed(a, b string) bool {
	return reversed(a, b) || reversed(b, a) || reversed(fold(a), fold(b)) || reversed(fold(b), fold(a))
}

// reversed reports whether b is a behind one of reversalPrefixes.
func reversed(a, b string) bool {
	base, ok := reversalBase(b)
	return ok && base == a
}

// reversalBase is w without the reversal prefix it starts with, when what is left has at
// least reversalMinBase letters ("unfollow": follow); ok is false otherwise. No word
// starts with two of the prefixes.
func reversalBase(w string) (base string, ok bool) {
	for _, p := range reversalPrefixes() {
		if base, found := strings.CutPrefix(w, p); found && len(base) >= reversalMinBase {
			return base, true
		}
	}
	return "", false
}
