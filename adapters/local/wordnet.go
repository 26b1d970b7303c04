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

// pastsText is WordNet 3.0's irregular past forms of one-word verbs (cmd/wordnetsyn
// -pasts): "bought", "broke", "paid".
//
//go:embed pasts.txt
var pastsText string

// actVerbsText is WordNet 3.0's one-word lemmas used mostly as verbs in its sense-tagged
// corpus (cmd/wordnetsyn -acts): a control's name that leads with one names an act.
//
//go:embed actverbs.txt
var actVerbsText string

// actVerbs is actVerbsText as raw lower-case words, as the risk reading matches them.
func actVerbs() tokenSet { return rawSet(lemmas(actVerbsText)) }

// lemmas returns the words of a generated one-lemma-per-line table, its "#" header left
// out.
func lemmas(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if w := strings.TrimSpace(line); w != "" && !strings.HasPrefix(w, "#") {
			out = append(out, w)
		}
	}
	return out
}

// wordnetVerbs is verbsText folded as goal words are.
func wordnetVerbs() tokenSet { return foldAll(lemmas(verbsText)) }

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
