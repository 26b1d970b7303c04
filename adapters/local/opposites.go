package local

import (
	_ "embed" // the WordNet verb antonym table
	"strings"

	"github.com/browsergoal/browsergoal/lexical"
)

// verbAntonymsText is WordNet 3.0's verb antonymy (cmd/wordnetsyn -antonyms): two
// one-word verbs per line that WordNet gives as opposites ("enable disable", "lock
// unlock", "accept reject").
//
//go:embed verbantonyms.txt
var verbAntonymsText string

// antonymPairs parses verbAntonymsText into folded verb → folded opposites, both ways.
func antonymPairs() map[string]tokenSet {
	out := map[string]tokenSet{}
	add := func(a, b string) {
		if out[a] == nil {
			out[a] = tokenSet{}
		}
		out[a][b] = struct{}{}
	}
	for _, line := range strings.Split(verbAntonymsText, "\n") {
		ws := strings.Fields(line)
		if len(ws) != 2 || strings.HasPrefix(ws[0], "#") {
			continue
		}
		a, b := fold(lexical.Stem(ws[0])), fold(lexical.Stem(ws[1]))
		add(a, b)
		add(b, a)
	}
	return out
}

// negatingPrefixes make a verb's opposite: "unsubscribe", "unfollow", "disconnect".
func negatingPrefixes() []string { return []string{"un", "dis"} }

// opposes reports whether a control's name says the opposite of what the clause asks:
// a word of the name is the opposite of a clause word the name does not show, by
// WordNet's antonymy or by a negating prefix ("Unsubscribe" for "subscribe to the
// newsletter", "Disable" for "enable"); or the name's verb takes another particle than
// the clause's ("Zoom in" for "zoom out", "Sign in" for "sign up").
func (v *vocab) opposes(clause []string, name string) bool {
	nraw := rawWords(name)
	in := func(ws []string, w string) bool {
		for _, x := range ws {
			if x == w {
				return true
			}
		}
		return false
	}
	for _, w := range clause {
		if len(w) < 2 || in(nraw, w) {
			continue
		}
		for _, n := range nraw {
			if len(n) < 2 || in(clause, n) {
				continue
			}
			for _, p := range negatingPrefixes() {
				if n == p+w || w == p+n {
					return true
				}
			}
			if v.antonyms[fold(lexical.Stem(w))].has(fold(lexical.Stem(n))) {
				return true
			}
		}
	}
	for i := 0; i+1 < len(clause); i++ {
		for j := 0; j+1 < len(nraw); j++ {
			if clause[i] == nraw[j] && len(clause[i]) > 2 && particles[clause[i+1]] && particles[nraw[j+1]] && clause[i+1] != nraw[j+1] {
				return true
			}
		}
	}
	return false
}
