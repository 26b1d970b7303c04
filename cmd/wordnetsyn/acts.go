package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
)

// writeActs writes every one-word lemma that cntlist.rev (the tag counts of WordNet 3.0's
// senses in its sense-tagged corpus) counts more often as a verb than as a noun, and more
// often than as an adjective or adverb, and every one that WordNet knows only as a verb
// (in index.verb and no other index), however rarely the corpus tags it ("delete",
// "notify"): the words a control's name leads with when it names an act ("Remind",
// "Freeze membership"), not a thing ("Garage", "Profile").
func writeActs(w io.Writer, dict string) error {
	counts, err := posCounts(filepath.Join(dict, "cntlist.rev"))
	if err != nil {
		return err
	}
	only, err := verbsOnly(dict)
	if err != nil {
		return err
	}
	var lines []string
	for lemma, c := range counts {
		if c.verb > 0 && c.verb > c.noun && c.verb > c.other && !only[lemma] {
			lines = append(lines, lemma)
		}
	}
	for lemma := range only {
		lines = append(lines, lemma)
	}
	return writeLines(w, "# one-word lemmas used mostly as verbs in WordNet 3.0's tagged corpus, or known only as verbs (go run ./cmd/wordnetsyn -acts)", lines)
}

// verbsOnly is the set of one-word lower-case lemmas of index.verb that index.noun,
// index.adj and index.adv do not hold.
func verbsOnly(dict string) (map[string]bool, error) {
	sets := map[string]map[string]bool{}
	for _, pos := range []string{"verb", "noun", "adj", "adv"} {
		set := map[string]bool{}
		err := eachLine(filepath.Join(dict, "index."+pos), func(line string) error {
			lemma, _, _ := strings.Cut(line, " ")
			if !strings.HasPrefix(line, " ") && oneWord(lemma) {
				set[lemma] = true
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sets[pos] = set
	}
	for lemma := range sets["verb"] {
		if sets["noun"][lemma] || sets["adj"][lemma] || sets["adv"][lemma] {
			delete(sets["verb"], lemma)
		}
	}
	return sets["verb"], nil
}

// tagCounts are one lemma's tag counts by part of speech.
type tagCounts struct{ noun, verb, other int }

// posCounts sums cntlist.rev's counts per one-word lower-case lemma and part of speech
// (the sense key's ss_type: 1 noun, 2 verb, 3 and 5 adjective, 4 adverb).
func posCounts(path string) (map[string]tagCounts, error) {
	out := map[string]tagCounts{}
	err := eachLine(path, func(line string) error {
		p := strings.Fields(line)
		if len(p) != 3 {
			return fmt.Errorf("cntlist.rev: bad line %q", line)
		}
		lemma, key, ok := strings.Cut(p[0], "%")
		n, err := strconv.Atoi(p[2])
		if !ok || err != nil || key == "" {
			return fmt.Errorf("cntlist.rev: bad line %q", line)
		}
		if !oneWord(lemma) {
			return nil // not one lower-case word: "Monday", "call_off"
		}
		c := out[lemma]
		switch key[0] {
		case '1':
			c.noun += n
		case '2':
			c.verb += n
		default:
			c.other += n
		}
		out[lemma] = c
		return nil
	})
	return out, err
}
