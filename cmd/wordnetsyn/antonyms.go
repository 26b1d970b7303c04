package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// writeAntonyms writes WordNet 3.0's direct antonyms of one-word adjectives (data.adj's
// "!" pointers, every sense): one adjective and its antonyms per line, sorted ("private
// public", "paid unpaid").
func writeAntonyms(w io.Writer, dict string) error {
	type ptr struct {
		word   string
		target int64
		index  int
	}
	words := map[int64][]string{}
	var ptrs []ptr
	err := eachLine(filepath.Join(dict, "data.adj"), func(line string) error {
		if strings.HasPrefix(line, " ") {
			return nil // the licence header
		}
		p := strings.Fields(line)
		off, err := strconv.ParseInt(p[0], 10, 64)
		if err != nil || len(p) < 4 {
			return fmt.Errorf("data.adj: bad line %q", line)
		}
		n, err := strconv.ParseInt(p[3], 16, 32)
		if err != nil || len(p) < 5+2*int(n) {
			return fmt.Errorf("data.adj: bad word count in %q", line)
		}
		ws := make([]string, n)
		for i := range int(n) {
			ws[i] = adjLemma(p[4+2*i])
		}
		words[off] = ws
		k := 4 + 2*int(n)
		np, err := strconv.Atoi(p[k])
		if err != nil || len(p) < k+1+4*np {
			return fmt.Errorf("data.adj: bad pointer count in %q", line)
		}
		for i := range np {
			q := p[k+1+4*i : k+5+4*i]
			if q[0] != "!" || len(q[3]) != 4 {
				continue
			}
			src, err1 := strconv.ParseInt(q[3][:2], 16, 32)
			tgt, err2 := strconv.ParseInt(q[3][2:], 16, 32)
			to, err3 := strconv.ParseInt(q[1], 10, 64)
			if err1 != nil || err2 != nil || err3 != nil || src < 1 || int(src) > len(ws) {
				return fmt.Errorf("data.adj: bad antonym pointer in %q", line)
			}
			ptrs = append(ptrs, ptr{ws[src-1], to, int(tgt)})
		}
		return nil
	})
	if err != nil {
		return err
	}
	out := map[string][]string{}
	for _, a := range ptrs {
		ws := words[a.target]
		if a.index < 1 || a.index > len(ws) {
			return fmt.Errorf("data.adj: antonym of %q points past synset %d", a.word, a.target)
		}
		b := ws[a.index-1]
		if strings.ContainsAny(a.word+b, "_-'.") || a.word == b {
			continue
		}
		if !slices.Contains(out[a.word], b) {
			out[a.word] = append(out[a.word], b)
		}
	}
	lines := make([]string, 0, len(out))
	for k, ants := range out {
		slices.Sort(ants)
		lines = append(lines, k+" "+strings.Join(ants, " "))
	}
	return writeLines(w, "# adjective antonyms: WordNet 3.0's direct antonyms of one-word adjectives, every sense (go run ./cmd/wordnetsyn -antonyms)", lines)
}

// adjLemma is an adjective lemma of data.adj, lower case, without its syntactic marker
// ("galore(ip)": "galore").
func adjLemma(w string) string {
	if i := strings.IndexByte(w, '('); i > 0 {
		w = w[:i]
	}
	return strings.ToLower(w)
}
