// Command wordnetsyn writes the offline decider's verb tables from WordNet 3.0
// (Debian's wordnet-base, /usr/share/wordnet): two one-word verbs are synonyms when their
// most frequent senses are one synset ("buy" and "purchase", "complete" and "finish").
// A word's first sense is WordNet's most frequent one, so a pair that shares only rarer
// senses ("delete" and "cancel", "remove" and "withdraw") is left out.
//
//	go run ./cmd/wordnetsyn [-dict /usr/share/wordnet] > adapters/local/verbsynonyms.txt
//	go run ./cmd/wordnetsyn -verbs > adapters/local/verbs.txt
//	go run ./cmd/wordnetsyn -acts > adapters/local/actverbs.txt
//	go run ./cmd/wordnetsyn -antonyms > adapters/local/antonyms.txt
//	go run ./cmd/wordnetsyn -pasts > adapters/local/pasts.txt
//	go run ./cmd/wordnetsyn -inquiries > adapters/local/inquiries.txt
//
// Each synonym line is one verb and its synonyms, space-separated, sorted; with -verbs,
// every one-word verb lemma, one per line, sorted (what may lead an imperative clause);
// with -acts, every one-word lemma that WordNet's sense-tagged corpus counts more often as a
// verb than as a noun, an adjective or an adverb ("remind", "freeze"; not "garage", "profile").
// With -antonyms, WordNet's direct antonyms among one-word verbs and adjectives whose
// senses are frequent ones ("show hide", "paid unpaid"; see writeAntonyms).
// With -pasts, the irregular past forms of one-word verbs ("bought", "broke"). With
// -inquiries, the verbs WordNet frames with an embedded question ("ask", "wonder", "find
// out").
// `make wordnet` regenerates the six files; review their diffs.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

func main() {
	dict := flag.String("dict", "/usr/share/wordnet", "the WordNet 3.0 dictionary directory (index.verb, data.verb)")
	verbs := flag.Bool("verbs", false, "write the one-word verb lemmas instead of the synonym table")
	acts := flag.Bool("acts", false, "write the one-word lemmas used mostly as verbs (cntlist.rev's tagged counts) instead of the synonym table")
	antonyms := flag.Bool("antonyms", false, "write the verb and adjective antonyms (data.verb, data.adj) instead of the synonym table")
	pasts := flag.Bool("pasts", false, "write the irregular past forms of one-word verbs (verb.exc) instead of the synonym table")
	inquiries := flag.Bool("inquiries", false, "write the verbs framed with an embedded question (data.verb's frame 29) instead of the synonym table")
	flag.Parse()
	run, err := table(*verbs, *acts, *antonyms, *pasts, *inquiries)
	if err != nil {
		fmt.Fprintf(os.Stderr, "wordnetsyn: %v\n", err)
		os.Exit(2)
	}
	if err := run(os.Stdout, *dict); err != nil {
		fmt.Fprintf(os.Stderr, "wordnetsyn: %v\n", err)
		os.Exit(1)
	}
}

// table picks the table to write: the synonyms, or with -verbs, -acts, -antonyms, -pasts
// or -inquiries (at most one) the verb lemmas, the act words, the antonyms, the past forms
// or the verbs that take an embedded question.
func table(verbs, acts, antonyms, pasts, inquiries bool) (func(io.Writer, string) error, error) {
	switch {
	case btoi(verbs)+btoi(acts)+btoi(antonyms)+btoi(pasts)+btoi(inquiries) > 1:
		return nil, errors.New("-verbs, -acts, -antonyms, -pasts, -inquiries: give at most one of them")
	case verbs:
		return writeVerbs, nil
	case acts:
		return writeActs, nil
	case antonyms:
		return writeAntonyms, nil
	case pasts:
		return writePasts, nil
	case inquiries:
		return writeInquiries, nil
	}
	return write, nil
}

func write(w io.Writer, dict string) error {
	first, err := firstSenses(filepath.Join(dict, "index.verb"))
	if err != nil {
		return err
	}
	data, err := os.Open(filepath.Join(dict, "data.verb"))
	if err != nil {
		return fmt.Errorf("%w (install Debian's wordnet-base)", err)
	}
	defer data.Close()
	// members of each first-sense synset, as far as they are one-word verbs whose own
	// first sense it is.
	bySynset := map[int64][]string{}
	for verb, off := range first {
		bySynset[off] = append(bySynset[off], verb)
	}
	out := map[string][]string{}
	for off, verbs := range bySynset {
		if len(verbs) < 2 {
			continue
		}
		members, err := synsetWords(data, off)
		if err != nil {
			return err
		}
		for _, v := range verbs {
			for _, o := range verbs {
				if o != v && slices.Contains(members, v) && slices.Contains(members, o) {
					out[v] = append(out[v], o)
				}
			}
		}
	}
	lines := make([]string, 0, len(out))
	for k, syns := range out {
		slices.Sort(syns)
		lines = append(lines, k+" "+strings.Join(syns, " "))
	}
	return writeLines(w, "# verb synonyms: one-word verbs whose most frequent WordNet 3.0 senses are one synset (go run ./cmd/wordnetsyn)", lines)
}

// writeVerbs writes every one-word verb lemma of index.verb, sorted.
func writeVerbs(w io.Writer, dict string) error {
	first, err := firstSenses(filepath.Join(dict, "index.verb"))
	if err != nil {
		return err
	}
	return writeLines(w, "# one-word verb lemmas of WordNet 3.0 (go run ./cmd/wordnetsyn -verbs)", slices.Collect(maps.Keys(first)))
}

// writeLines writes a header line, then lines sorted.
func writeLines(w io.Writer, header string, lines []string) error {
	slices.Sort(lines)
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, header)
	for _, l := range lines {
		fmt.Fprintln(bw, l)
	}
	return bw.Flush()
}

// firstSenses maps every one-word verb lemma of index.verb to its first sense's synset
// offset in data.verb.
func firstSenses(path string) (map[string]int64, error) {
	out := map[string]int64{}
	err := eachLine(path, func(line string) error {
		if strings.HasPrefix(line, " ") {
			return nil // the licence header
		}
		p := strings.Fields(line)
		if len(p) < 6 || strings.ContainsAny(p[0], "_-'.") {
			return nil
		}
		ptrs, err := strconv.Atoi(p[3])
		if err != nil || len(p) < 4+ptrs+3 {
			return fmt.Errorf("index.verb: bad line %q", line)
		}
		off, err := strconv.ParseInt(p[4+ptrs+2], 10, 64)
		if err != nil {
			return fmt.Errorf("index.verb: bad offset in %q", line)
		}
		out[p[0]] = off
		return nil
	})
	return out, err
}

// eachLine calls fn with every line of the WordNet file at path, stopping at its first
// error.
func eachLine(path string, fn func(line string) error) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("%w (install Debian's wordnet-base)", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if err := fn(sc.Text()); err != nil {
			return err
		}
	}
	return sc.Err()
}

// synsetWords reads the words of the synset at off in data.verb.
func synsetWords(data *os.File, off int64) ([]string, error) {
	if _, err := data.Seek(off, io.SeekStart); err != nil {
		return nil, err
	}
	line, err := bufio.NewReader(data).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	syn, err := parseSynset(line)
	if err != nil {
		return nil, fmt.Errorf("data.verb at %d: %w", off, err)
	}
	return syn.words, nil
}

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
