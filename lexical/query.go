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
	tokens []string
	// byFirst lists, for each first byte, the indexes of the tokens that start with it:
	// a word is compared only with those, by length first (faster than hashing it).
	byFirst [256][]int32
	marks   []uint32
	gen     uint32
	buf     []byte
}

// NewQuery builds a Query over the distinct tokens of s.
func NewQuery(s string) *Query {
	q := &Query{}
	seen := map[string]bool{}
	for _, t := range Tokens(s) {
		if !seen[t] {
			seen[t] = true
			q.byFirst[t[0]] = append(q.byFirst[t[0]], int32(len(q.tokens)))
			q.tokens = append(q.tokens, t)
		}
	}
	q.marks = make([]uint32, len(q.tokens))
	return q
}

// Len is the number of distinct query tokens.
func (q *Query) Len() int {
	if q == nil {
		return 0
	}
	return len(q.tokens)
}

// Overlap is the fraction of the query's distinct tokens that occur in text, like the
// package-level Overlap.
func (q *Query) Overlap(text string) float64 {
	if q == nil || len(q.tokens) == 0 || text == "" {
		return 0
	}
	q.gen++
	if q.gen == 0 {
		clear(q.marks)
		q.gen = 1
	}
	hits := 0
	n := len(text)
	for i := 0; i < n; {
		c := text[i]
		if c < utf8.RuneSelf {
			if !isLowerOrDigit(c) && !('A' <= c && c <= 'Z') {
				i++
				continue
			}
		} else if r, size := utf8.DecodeRuneInString(text[i:]); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			i += size
			continue
		}
		// A word starts at i. Lower-case ASCII words are matched in place; others are
		// lower-cased into buf.
		start, upper := i, false
		for i < n {
			c = text[i]
			if isLowerOrDigit(c) {
				i++
			} else if 'A' <= c && c <= 'Z' {
				upper = true
				i++
			} else {
				break
			}
		}
		var w []byte
		switch {
		case i < n && text[i] >= utf8.RuneSelf:
			w, i = q.foldWord(text, start)
		case upper:
			w = q.buf[:0]
			for j := start; j < i; j++ {
				c := text[j]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				w = append(w, c)
			}
			q.buf = w
		default:
			if q.matchString(text[start:i]) {
				hits++
			}
			continue
		}
		if q.matchBytes(w) {
			hits++
		}
	}
	return float64(hits) / float64(len(q.tokens))
}

func isLowerOrDigit(c byte) bool { return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' }

// foldWord lower-cases the word starting at start (letters and digits of any script) into
// q.buf and returns it with the index after it.
func (q *Query) foldWord(text string, start int) ([]byte, int) {
	buf := q.buf[:0]
	i := start
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			if isLowerOrDigit(c) {
				buf = append(buf, c)
			} else if 'A' <= c && c <= 'Z' {
				buf = append(buf, c+'a'-'A')
			} else {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		buf = utf8.AppendRune(buf, unicode.ToLower(r))
		i += size
	}
	q.buf = buf
	return buf, i
}

// matchString marks the query token equal to the stem of the lower-case word w, if any,
// and reports whether it was newly marked.
func (q *Query) matchString(w string) bool {
	if len(w) < 2 || len(q.byFirst[w[0]]) == 0 {
		return false
	}
	if len(w) > 3 {
		if stemAllocates(w) {
			return q.matchBytes([]byte(w))
		}
		w = stemString(w)
	}
	return q.mark(w)
}

// matchBytes is matchString for a word in a buffer it may stem in place.
func (q *Query) matchBytes(w []byte) bool {
	if len(w) < 2 || len(q.byFirst[w[0]]) == 0 {
		return false
	}
	w = stemBytes(w)
	return q.mark(string(w))
}

func (q *Query) mark(w string) bool {
	for _, k := range q.byFirst[w[0]] {
		if t := q.tokens[k]; t == w {
			if q.marks[k] == q.gen {
				return false
			}
			q.marks[k] = q.gen
			return true
		}
	}
	return false
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

// stemAllocates reports whether stemming w changes more than its length ("ies" → "y").
func stemAllocates(w string) bool { return len(w) > 4 && strings.HasSuffix(w, "ies") }

// stemString is stemBytes for a word whose stem is a prefix of it (not stemAllocates).
func stemString(w string) string {
	n := len(w)
	switch {
	case n > 5 && strings.HasSuffix(w, "ing"):
		return w[:n-3]
	case n > 4 && (strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") ||
		strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "sses")):
		return w[:n-2]
	case n > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed"):
		return w[:n-2]
	case n > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us"):
		return w[:n-1]
	}
	return w
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
