package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// writeDerivs writes WordNet 3.0's noun-to-verb derivations of one word each, a noun
// and its verb per line ("description describe", "payment pay"): a sense of the noun has
// a derivationally related form among the verbs, and the two words are
// one family by their spelling too (they share a prefix of at least four letters, or the
// whole verb when it is shorter). A noun that is a verb too ("comment", "filter") is left
// out: it is its own verb. A noun with several such verbs keeps the one sharing the
// longest prefix.
func writeDerivs(w io.Writer, dict string) error {
	senses, err := allSenses(filepath.Join(dict, "index.noun"))
	if err != nil {
		return err
	}
	isVerb, err := firstSenses(filepath.Join(dict, "index.verb"))
	if err != nil {
		return err
	}
	nouns, err := openData(dict, "data.noun")
	if err != nil {
		return err
	}
	defer nouns.Close()
	verbs, err := openData(dict, "data.verb")
	if err != nil {
		return err
	}
	defer verbs.Close()
	var lines []string
	for noun, offs := range senses {
		if _, ok := isVerb[noun]; ok || !oneWord(noun) {
			continue // a noun that is a verb too ("comment", "filter") is its own verb
		}
		var links []link
		for _, off := range offs {
			l, err := derivations(nouns, off, noun)
			if err != nil {
				return err
			}
			links = append(links, l...)
		}
		best, bestLen := "", 0
		for _, l := range links {
			words, err := synsetWords(verbs, l.offset)
			if err != nil {
				return err
			}
			if l.target < 1 || l.target > len(words) {
				continue
			}
			verb := words[l.target-1]
			n := commonPrefix(noun, verb)
			if verb == noun || !oneWord(verb) || n < min(4, len(verb)) {
				continue
			}
			if n > bestLen || (n == bestLen && verb < best) {
				best, bestLen = verb, n
			}
		}
		if best != "" {
			lines = append(lines, noun+" "+best)
		}
	}
	return writeLines(w, "# noun-to-verb derivations of one word each, from WordNet 3.0's derivationally related forms (go run ./cmd/wordnetsyn -derivs)", lines)
}

// actNoun holds the lexicographer files of nouns that name an act, an event or their
// object in the abstract (WordNet's lexnames: noun.act, noun.attribute, noun.cognition,
// noun.communication, noun.event, noun.possession, noun.process, noun.state): the
// nominalisations ("payment", "description", "cancellation"). Agents and things made
// from a verb ("user", "viewer", "opener") name something else than the act.
var actNoun = map[string]bool{"04": true, "07": true, "09": true, "10": true, "11": true, "21": true, "22": true, "26": true}

// link is a derivation pointer to a verb: the verb synset's offset and the word's number
// in it.
type link struct {
	offset int64
	target int
}

// derivations reads the synset at off in data.noun and returns its derivation pointers
// ("+") to verbs that start from noun (or from every word of the synset).
func derivations(data *os.File, off int64, noun string) ([]link, error) {
	p, n, err := synsetFields(data, "data.noun", off)
	if err != nil {
		return nil, err
	}
	bad := fmt.Errorf("data.noun: bad pointers at %d", off)
	if !actNoun[p[1]] {
		return nil, nil // a person, an artifact, a place ...: not the act itself
	}
	self := 0
	for i := range n {
		if strings.ToLower(p[4+2*i]) == noun {
			self = i + 1
		}
	}
	at := 4 + 2*n
	ptrs, err := strconv.Atoi(p[at])
	if err != nil || len(p) < at+1+4*ptrs {
		return nil, bad
	}
	var out []link
	for k := range ptrs {
		q := p[at+1+4*k : at+5+4*k]
		if q[0] != "+" || q[2] != "v" || len(q[3]) != 4 {
			continue
		}
		src, err1 := strconv.ParseInt(q[3][:2], 16, 32)
		tgt, err2 := strconv.ParseInt(q[3][2:], 16, 32)
		voff, err3 := strconv.ParseInt(q[1], 10, 64)
		if err1 != nil || err2 != nil || err3 != nil {
			return nil, bad
		}
		if int(src) == self {
			out = append(out, link{offset: voff, target: int(tgt)})
		}
	}
	return out, nil
}

// oneWord reports whether w is one lower-case word of letters.
func oneWord(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0
}

// commonPrefix is the length of a's and b's common prefix.
func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// allSenses maps every one-word noun lemma of index.noun to its synsets' offsets in
// data.noun, most frequent first.
func allSenses(path string) (map[string][]int64, error) {
	out := map[string][]int64{}
	err := eachLine(path, func(line string) error {
		if strings.HasPrefix(line, " ") {
			return nil // the licence header
		}
		p := strings.Fields(line)
		if len(p) < 6 || !oneWord(p[0]) {
			return nil
		}
		senses, err1 := strconv.Atoi(p[2])
		ptrs, err2 := strconv.Atoi(p[3])
		if err1 != nil || err2 != nil || len(p) < 4+ptrs+2+senses {
			return fmt.Errorf("index.noun: bad line %q", line)
		}
		for _, f := range p[4+ptrs+2 : 4+ptrs+2+senses] {
			off, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				return fmt.Errorf("index.noun: bad offset in %q", line)
			}
			out[p[0]] = append(out[p[0]], off)
		}
		return nil
	})
	return out, err
}
