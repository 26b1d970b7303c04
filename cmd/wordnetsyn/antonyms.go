package main

import (
	"bufio"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// writeAntonyms writes WordNet 3.0's verb antonymy between one-word verbs ("subscribe"
// and "unsubscribe", "enable" and "disable", "increase" and "decrease"), one pair per
// line, sorted: the lexical antonym pointers ("!") of data.verb.
func writeAntonyms(w io.Writer, dict string) error {
	f, err := os.Open(filepath.Join(dict, "data.verb"))
	if err != nil {
		return fmt.Errorf("%w (install Debian's wordnet-base)", err)
	}
	defer f.Close()
	words := map[int64][]string{}
	type ptr struct {
		from   int64
		source int
		to     int64
		target int
	}
	var ptrs []ptr
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, " ") {
			continue
		}
		p := strings.Fields(line)
		off, err := strconv.ParseInt(p[0], 10, 64)
		if err != nil || len(p) < 4 {
			return fmt.Errorf("data.verb: bad line %q", line)
		}
		n, err := strconv.ParseInt(p[3], 16, 32)
		if err != nil || len(p) < 5+2*int(n) {
			return fmt.Errorf("data.verb: bad word count in %q", line)
		}
		for i := range int(n) {
			words[off] = append(words[off], strings.ToLower(p[4+2*i]))
		}
		k := 4 + 2*int(n)
		cnt, err := strconv.Atoi(p[k])
		if err != nil || len(p) < k+1+4*cnt {
			return fmt.Errorf("data.verb: bad pointer count in %q", line)
		}
		for j := range cnt {
			q := p[k+1+4*j : k+5+4*j]
			if q[0] != "!" {
				continue
			}
			to, err1 := strconv.ParseInt(q[1], 10, 64)
			st, err2 := strconv.ParseInt(q[3], 16, 32)
			if err1 != nil || err2 != nil {
				return fmt.Errorf("data.verb: bad pointer %q", q)
			}
			ptrs = append(ptrs, ptr{from: off, source: int(st >> 8), to: to, target: int(st & 0xff)})
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	pairs := map[string]bool{}
	for _, p := range ptrs {
		a, b := words[p.from], words[p.to]
		if p.source < 1 || p.source > len(a) || p.target < 1 || p.target > len(b) {
			continue
		}
		x, y := a[p.source-1], b[p.target-1]
		if plainWord(x) && plainWord(y) && x != y {
			if y < x {
				x, y = y, x
			}
			pairs[x+" "+y] = true
		}
	}
	return writeLines(w, "# verb antonyms: one-word verbs WordNet 3.0 gives as opposites (go run ./cmd/wordnetsyn -antonyms)", slices.Collect(maps.Keys(pairs)))
}
