package local

import (
	_ "embed" // the WordNet verb synonym table
	"strings"

	"github.com/browsergoal/browsergoal/lexical"
)

// verbSynonymsText is WordNet 3.0's verb synonymy as cmd/wordnetsyn writes it: one verb
// and its synonyms per line, two one-word verbs being synonyms when their most frequent
// senses are one synset ("complete" and "finish", "choose" and "select").
//
//go:embed verbsynonyms.txt
var verbSynonymsText string

// verbsText is WordNet 3.0's one-word verb lemmas (cmd/wordnetsyn -verbs): the words that
// may lead an imperative clause as its verb.
//
//go:embed verbs.txt
var verbsText string

// phrasalVerbsText is WordNet 3.0's phrasal verbs (cmd/wordnetsyn -phrasal): a phrasal
// verb and the first one-word verb of its most frequent sense, tab-separated ("get rid
// of" and "remove", "call off" and "cancel").
//
//go:embed phrasalverbs.txt
var phrasalVerbsText string

// phrasalRows reads phrasalVerbsText as compound rows: the phrase reads as its one-word
// verb ("throw away" is "discard"). A phrase led by a word the reading owns (a control
// word, or a verb whose particles it reads itself: "turn off", "fill out", "set up",
// "check out") is left to that reading.
func phrasalRows(owned func(string) bool) []compoundRow {
	var out []compoundRow
	for _, line := range strings.Split(phrasalVerbsText, "\n") {
		phrase, verb, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(phrase, "#") {
			continue
		}
		if ws := strings.Fields(phrase); !owned(ws[0]) {
			out = append(out, compoundRow{words: ws, tokens: []string{verb}})
		}
	}
	return out
}

// particleVerbs are the verbs whose particles the reading gives a meaning of its own on a
// page ("turn on", "switch off", "fill in", "set up", "type in", "tick off", "find out"
// a search): WordNet's everyday sense of such a phrase ("set up" is "establish", "turn
// off" is "cut") is not what a goal means by it.
func particleVerbs() []string {
	return []string{"turn", "switch", "fill", "set", "type", "enter", "tick", "check", "key", "put", "write", "pick"}
}

// wordnetVerbs is verbsText folded as goal words are.
func wordnetVerbs() tokenSet {
	out := tokenSet{}
	for _, line := range strings.Split(verbsText, "\n") {
		if w := strings.TrimSpace(line); w != "" && !strings.HasPrefix(w, "#") {
			out[fold(lexical.Stem(w))] = struct{}{}
		}
	}
	return out
}

// wordnetSynonyms parses verbSynonymsText into folded verb → folded synonyms. A verb the
// hand rows (verbSynonymRows) list keeps its row: those rows say more than synonymy (the
// acts of one purchase, a money act meeting only with an amount).
func wordnetSynonyms(rows map[string]tokenSet) map[string]tokenSet {
	out := map[string]tokenSet{}
	for _, line := range strings.Split(verbSynonymsText, "\n") {
		ws := strings.Fields(line)
		if len(ws) < 2 || strings.HasPrefix(ws[0], "#") {
			continue
		}
		verb := fold(lexical.Stem(ws[0]))
		if _, ok := rows[verb]; ok {
			continue
		}
		syn := out[verb]
		if syn == nil {
			syn = tokenSet{}
			out[verb] = syn
		}
		for _, w := range ws[1:] {
			if f := fold(lexical.Stem(w)); f != verb {
				syn[f] = struct{}{}
			}
		}
	}
	return out
}
