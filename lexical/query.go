package lexical

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Query scores texts against a fixed query without allocating per text: it lower-cases
// and stems each word into a reused buffer and marks matched query tokens by generation.
// A Query is not safe for concurrent use.
type Query struct {
	index map[string]int
	marks []uint32
	gen   uint32
	buf   []byte
	// shape has bit min(len,63) of word[0] set for every query token: a word whose
	// first byte and length match no token skips the map lookup.
	shape [256]uint64
}

// NewQuery builds a Query over the distinct tokens of s.
func NewQuery(s string) *Query {
	q := &Query{index: map[string]int{}}
	for _, t := range Tokens(s) {
		if _, ok := q.index[t]; !ok {
			q.index[t] = len(q.index)
		}
	}
	q.marks = make([]uint32, len(q.index))
	for t := range q.index {
		q.shape[t[0]] |= shapeBit(len(t))
	}
	return q
}

// Len is the number of distinct query tokens.
func (q *Query) Len() int {
	if q == nil {
		return 0
	}
	return len(q.index)
}

// Overlap is the fraction of the query's distinct tokens that occur in text, like the
// package-level Overlap.
func (q *Query) Overlap(text string) float64 {
	if q == nil || len(q.index) == 0 || text == "" {
		return 0
	}
	q.gen++
	if q.gen == 0 {
		clear(q.marks)
		q.gen = 1
	}
	hits := 0
	buf := q.buf[:0]
	n := len(text)
	for i := 0; i < n; {
		// Collect one word into buf, lower-cased.
		buf = buf[:0]
		for i < n {
			c := text[i]
			if c < utf8.RuneSelf {
				if 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
					buf = append(buf, c)
				} else if 'A' <= c && c <= 'Z' {
					buf = append(buf, c+'a'-'A')
				} else {
					i++
					break
				}
				i++
				continue
			}
			r, size := utf8.DecodeRuneInString(text[i:])
			i += size
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		}
		if len(buf) < 2 || q.shape[buf[0]] == 0 {
			continue
		}
		w := stemBytes(buf)
		if q.shape[w[0]]&shapeBit(len(w)) == 0 {
			continue
		}
		if k, ok := q.index[string(w)]; ok && q.marks[k] != q.gen {
			q.marks[k] = q.gen
			hits++
		}
	}
	q.buf = buf
	return float64(hits) / float64(len(q.index))
}

// OverlapURL is Overlap over a URL's path, query and fragment: the scheme and host are
// skipped, since they say nothing about a goal.
func (q *Query) OverlapURL(u string) float64 {
	if i := strings.Index(u, "://"); i >= 0 {
		rest := u[i+3:]
		if j := strings.IndexByte(rest, '/'); j >= 0 {
			u = rest[j:]
		} else {
			u = ""
		}
	}
	return q.Overlap(u)
}

// stemBytes applies Stem's rules to a lower-case word in place, returning the stem.
func stemBytes(w []byte) []byte {
	n := len(w)
	if n <= 3 {
		return w
	}
	has := func(suf string) bool { return n >= len(suf) && string(w[n-len(suf):]) == suf }
	switch {
	case n > 5 && has("ing"):
		return w[:n-3]
	case n > 4 && has("ies"):
		return append(w[:n-3], 'y')
	case n > 4 && (has("ches") || has("shes") || has("xes") || has("sses")):
		return w[:n-2]
	case n > 4 && has("ed") && !has("eed"):
		return w[:n-2]
	case n > 3 && has("s") && !has("ss") && !has("us"):
		return w[:n-1]
	}
	return w
}

func shapeBit(n int) uint64 { return 1 << min(n, 63) }
