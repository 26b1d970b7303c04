package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// questionFrame is WordNet's generic verb frame "Somebody ----s whether INFINITIVE": the
// verbs that take an embedded question ("ask", "wonder", "check", "find out").
const questionFrame = 29

// writeInquiries writes the verbs WordNet 3.0 frames with an embedded question
// (questionFrame, data.verb), one lemma per line, a multi-word lemma's words apart ("find
// out", "look into"), sorted: a goal that says one before "whether", "if" or a question
// word asks that question ("I'm wondering whether there is parking").
func writeInquiries(w io.Writer, dict string) error {
	seen := map[string]bool{}
	err := eachLine(filepath.Join(dict, "data.verb"), func(line string) error {
		if strings.HasPrefix(line, " ") {
			return nil
		}
		syn, err := parseSynset(line)
		if err != nil {
			return fmt.Errorf("data.verb: %w", err)
		}
		for _, f := range syn.frames {
			for k, word := range syn.words {
				if f.num == questionFrame && (f.word == 0 || f.word == k+1) {
					seen[strings.ReplaceAll(word, "_", " ")] = true
				}
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	lines := make([]string, 0, len(seen))
	for l := range seen {
		lines = append(lines, l)
	}
	slices.Sort(lines)
	return writeLines(w, fmt.Sprintf("# verbs WordNet 3.0 frames as \"Somebody ----s whether INFINITIVE\" (frame %d, data.verb) (go run ./cmd/wordnetsyn -inquiries)", questionFrame), lines)
}

// parseFrames reads a verb synset's frames, rest being the fields after its pointers
// ("02 + 08 00 + 29 02"), none when the gloss follows them.
func parseFrames(syn synset, rest []string, line string) (synset, error) {
	if len(rest) == 0 || rest[0] == "|" {
		return syn, nil
	}
	n, err := strconv.Atoi(rest[0])
	if err != nil || len(rest) < 1+3*n {
		return synset{}, fmt.Errorf("bad frame count in %q", line)
	}
	for k := range n {
		f := rest[1+3*k : 4+3*k]
		num, err1 := strconv.Atoi(f[1])
		word, err2 := strconv.ParseUint(f[2], 16, 8)
		if f[0] != "+" || err1 != nil || err2 != nil {
			return synset{}, fmt.Errorf("bad frame in %q", line)
		}
		syn.frames = append(syn.frames, frame{num: num, word: int(word)})
	}
	return syn, nil
}
