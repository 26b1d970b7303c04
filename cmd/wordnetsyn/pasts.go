package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// writePasts writes WordNet 3.0's irregular past forms of one-word verbs (verb.exc):
// every inflected form that is neither a present participle ("-ing") nor a present
// form ("-s", "am", "are"), nor a form of "be", "have" or "do", whose auxiliaries the
// decider lists itself; sorted ("bought", "broke", "paid"; "broken", "sent").
func writePasts(w io.Writer, dict string) error {
	var lines []string
	err := eachLine(filepath.Join(dict, "verb.exc"), func(line string) error {
		p := strings.Fields(line)
		if len(p) < 2 {
			return fmt.Errorf("verb.exc: bad line %q", line)
		}
		form, lemma := p[0], p[1]
		if oneWord(form) && oneWord(lemma) && !strings.HasSuffix(form, "ing") && !strings.HasSuffix(form, "s") &&
			form != "am" && form != "are" && lemma != "be" && lemma != "have" && lemma != "do" {
			lines = append(lines, form)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return writeLines(w, "# irregular past forms of one-word verbs, from WordNet 3.0's verb.exc (go run ./cmd/wordnetsyn -pasts)", dedupe(lines))
}

// dedupe drops repeated lines (a form that is the past of two verbs).
func dedupe(lines []string) []string {
	seen, out := map[string]bool{}, lines[:0]
	for _, l := range lines {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out
}
