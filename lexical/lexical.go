// Package lexical is deterministic word-level text relevance: tokenizing, stop words and
// overlap scores. Proposing uses it to rank candidates by goal relevance, and the offline
// decider to score them. It has no dependencies and no state.
package lexical

import (
	"strings"
	"unicode"
)

// Tokens splits s into lower-case word tokens (letters and digits), dropping stop words
// and one-letter tokens. Order is kept; duplicates are kept.
func Tokens(s string) []string {
	var out []string
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := strings.ToLower(s[start:end])
		start = -1
		if len(w) < 2 || isStop(w) {
			return
		}
		out = append(out, Stem(w))
	}
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(s))
	return out
}

// Set returns the distinct tokens of s.
func Set(s string) map[string]struct{} {
	toks := Tokens(s)
	m := make(map[string]struct{}, len(toks))
	for _, t := range toks {
		m[t] = struct{}{}
	}
	return m
}

// Stem strips a few common English suffixes so that "searching", "searches" and "search"
// meet. It is deliberately small and predictable.
func Stem(w string) string { return string(stemBytes([]byte(w))) }

// Overlap is the fraction of the query's distinct tokens that occur in text's token set:
// 0 when nothing matches, 1 when every query token occurs.
func Overlap(query map[string]struct{}, text string) float64 {
	if len(query) == 0 {
		return 0
	}
	hit := 0
	seen := make(map[string]struct{}, 8)
	for _, t := range Tokens(text) {
		if _, ok := query[t]; !ok {
			continue
		}
		if _, dup := seen[t]; dup {
			continue
		}
		seen[t] = struct{}{}
		hit++
	}
	return float64(hit) / float64(len(query))
}

// Contains reports whether text contains phrase as a case-insensitive substring (a
// verbatim value shown on the page, for instance).
func Contains(text, phrase string) bool {
	if phrase == "" {
		return false
	}
	return strings.Contains(strings.ToLower(text), strings.ToLower(phrase))
}

func isStop(w string) bool {
	switch w {
	case "the", "an", "and", "or", "of", "to", "in", "on", "for", "with", "at", "by", "from",
		"is", "it", "be", "as", "that", "this", "into", "then", "than", "its", "are", "was",
		"me", "my", "your", "you", "we", "our", "us", "please", "some", "any", "all":
		return true
	}
	return false
}
