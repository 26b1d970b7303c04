package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Sense ranks that keep an antonym pair: WordNet marks antonymy between two senses, and
// a pair is kept when both senses are among their words' more frequent ones (rank ≤
// antonymMaxRank) and one of them is its word's first or second (rank ≤ antonymLeadRank):
// "start" and "stop" (ranks 9 and 1), "show" and "hide" (4 and 1), not "give" and "take"
// (3 and 8) nor "rise" and "set" (16 and 10), which oppose only in rare senses.
const (
	antonymMaxRank  = 10
	antonymLeadRank = 2
)

// nonActFiles are WordNet's lexicographer files of verbs whose antonyms are no interface
// act's undoing: verb.motion (38: "come" and "go", "arrive" and "leave" name one move from
// two places; "go back to the cart" does what "come back to the cart" asks) and
// verb.stative (42: "have" and "lack", "include" and "exclude" as states).
func nonActFiles() []string { return []string{"38", "42"} }

// writeAntonyms writes WordNet 3.0's direct antonyms among one-word verbs and adjectives
// (data.verb, data.adj; pointer "!"), kept by the sense ranks above and, for verbs,
// outside nonActFiles: per line, "v" for a
// verb or "a" for an adjective, the word and its antonyms, sorted ("v lock unlock",
// "a paid unpaid", "v show hide").
func writeAntonyms(w io.Writer, dict string) error {
	out := map[string][]string{}
	for _, pos := range []string{"verb", "adj"} {
		tag := pos[:1] // "v" or "a" leads each line
		ranks, err := senseRanks(filepath.Join(dict, "index."+pos))
		if err != nil {
			return err
		}
		synsets := map[string]synset{}
		type link struct {
			off, word, toff string
			to              int
		}
		var links []link
		err = eachLine(filepath.Join(dict, "data."+pos), func(line string) error {
			if strings.HasPrefix(line, " ") {
				return nil
			}
			syn, err := parseSynset(line)
			if err != nil {
				return fmt.Errorf("data.%s: %w", pos, err)
			}
			synsets[syn.off] = syn
			for _, p := range syn.ptrs {
				if p.symbol == "!" && p.source > 0 && p.source <= len(syn.words) {
					links = append(links, link{syn.off, syn.words[p.source-1], p.target, p.targetWord})
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, l := range links {
			tw := synsets[l.toff].words
			if l.to < 1 || l.to > len(tw) {
				continue
			}
			a, b := l.word, tw[l.to-1]
			nonAct := slices.Contains(nonActFiles(), synsets[l.off].file) || slices.Contains(nonActFiles(), synsets[l.toff].file)
			if !oneWord(a) || !oneWord(b) || pos == "verb" && nonAct {
				continue
			}
			ra, rb := ranks[a+" "+l.off], ranks[b+" "+l.toff]
			if ra == 0 || rb == 0 || max(ra, rb) > antonymMaxRank || min(ra, rb) > antonymLeadRank {
				continue
			}
			if key := tag + " " + a; !slices.Contains(out[key], b) {
				out[key] = append(out[key], b)
			}
		}
	}
	lines := make([]string, 0, len(out))
	for k, ants := range out {
		slices.Sort(ants)
		lines = append(lines, k+" "+strings.Join(ants, " "))
	}
	return writeLines(w, fmt.Sprintf("# antonyms: one-word WordNet 3.0 verbs and adjectives marked as antonyms in senses of rank ≤ %d, one of them ≤ %d; verbs of the lexicographer files %s left out (go run ./cmd/wordnetsyn -antonyms)", antonymMaxRank, antonymLeadRank, strings.Join(nonActFiles(), " and ")), lines)
}

// oneWord reports whether a lemma is one lower-case word of letters.
func oneWord(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0
}

// senseRanks maps "lemma offset" to the sense's rank (1 = most frequent) in an index file.
func senseRanks(path string) (map[string]int, error) {
	out := map[string]int{}
	err := eachLine(path, func(line string) error {
		if strings.HasPrefix(line, " ") {
			return nil
		}
		p := strings.Fields(line)
		if len(p) < 4 {
			return fmt.Errorf("%s: bad line %q", filepath.Base(path), line)
		}
		senses, err1 := strconv.Atoi(p[2])
		ptrs, err2 := strconv.Atoi(p[3])
		if err1 != nil || err2 != nil || len(p) < 4+ptrs+2+senses {
			return fmt.Errorf("%s: bad line %q", filepath.Base(path), line)
		}
		for k, off := range p[4+ptrs+2 : 4+ptrs+2+senses] {
			out[p[0]+" "+off] = k + 1
		}
		return nil
	})
	return out, err
}

// pointer is one of a synset's pointers: its symbol, target synset and the source and
// target word numbers (0 for a pointer between whole synsets).
type pointer struct {
	symbol, target     string
	source, targetWord int
}

// synset is one line of a data file: its offset, its lexicographer file ("38" is
// verb.motion), its words (lower case, an adjective's position marker such as "(a)"
// dropped) and its pointers.
type synset struct {
	off, file string
	words     []string
	ptrs      []pointer
	// frames are a verb synset's sentence frames (data.verb's "+ f_num w_num"): the
	// frame's number and the word it holds for (0 for every word of the synset).
	frames []frame
}

// frame is one of a verb synset's sentence frames: WordNet's generic frame number
// ("29": "Somebody ----s whether INFINITIVE") and the 1-based word it holds for, 0 for all.
type frame struct{ num, word int }

// parseSynset reads a data file line.
func parseSynset(line string) (synset, error) {
	p := strings.Fields(line)
	if len(p) < 4 {
		return synset{}, fmt.Errorf("bad synset %q", line)
	}
	n, err := strconv.ParseInt(p[3], 16, 32)
	if err != nil || len(p) < 5+2*int(n) {
		return synset{}, fmt.Errorf("bad word count in %q", line)
	}
	syn := synset{off: p[0], file: p[1], words: make([]string, 0, n)}
	for i := range int(n) {
		w, _, _ := strings.Cut(strings.ToLower(p[4+2*i]), "(")
		syn.words = append(syn.words, w)
	}
	i := 4 + 2*int(n)
	count, err := strconv.Atoi(p[i])
	if err != nil || len(p) < i+1+4*count {
		return synset{}, fmt.Errorf("bad pointer count in %q", line)
	}
	syn.ptrs = make([]pointer, 0, count)
	for k := range count {
		f := p[i+1+4*k : i+5+4*k]
		st, err := strconv.ParseUint(f[3], 16, 16)
		if err != nil {
			return synset{}, fmt.Errorf("bad pointer in %q", line)
		}
		syn.ptrs = append(syn.ptrs, pointer{symbol: f[0], target: f[1], source: int(st >> 8), targetWord: int(st & 0xff)})
	}
	if p[2] == "v" {
		return parseFrames(syn, p[i+1+4*count:], line)
	}
	return syn, nil
}
