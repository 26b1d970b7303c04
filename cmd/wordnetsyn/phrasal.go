package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// writePhrasal writes every phrasal verb of index.verb (two to four plain words, no
// placeholder such as "one's" or "someone") whose most frequent sense's synset holds a
// one-word verb, with the first such verb in the synset's order: "get rid of" is
// "remove", "call off" is "cancel", "pick out" is "choose".
func writePhrasal(w io.Writer, dict string) error {
	phrases, err := phraseSenses(filepath.Join(dict, "index.verb"))
	if err != nil {
		return err
	}
	data, err := os.Open(filepath.Join(dict, "data.verb"))
	if err != nil {
		return fmt.Errorf("%w (install Debian's wordnet-base)", err)
	}
	defer data.Close()
	var lines []string
	for k, off := range phrases {
		members, err := synsetWords(data, off)
		if err != nil {
			return err
		}
		if i := slices.IndexFunc(members, plainWord); i >= 0 {
			lines = append(lines, strings.ReplaceAll(k, "_", " ")+"\t"+members[i])
		}
	}
	return writeLines(w, "# phrasal verbs and the first one-word verb of their most frequent WordNet 3.0 sense (go run ./cmd/wordnetsyn -phrasal)", lines)
}

// phraseSenses maps every phrasal verb lemma of index.verb made of two to four plain words
// to its first sense's synset offset in data.verb.
func phraseSenses(path string) (map[string]int64, error) {
	return senses(path, func(lemma string) bool {
		ws := strings.Split(lemma, "_")
		return len(ws) >= 2 && len(ws) <= 4 && !slices.ContainsFunc(ws, func(w string) bool { return !plainWord(w) || placeholder(w) })
	})
}

// plainWord reports whether w is one word of lower-case letters.
func plainWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// placeholder reports whether w stands for an argument in a lemma ("someone", "something").
func placeholder(w string) bool {
	switch w {
	case "someone", "something", "somebody", "oneself", "one":
		return true
	}
	return false
}
