package local

import (
	"strings"
	"unicode"
)

// minTyped is the shortest caller value read as the typed beginning of a goal's word.
const minTyped = 2

// attachTyped reads a caller text value that the goal does not mention, but that begins
// a longer word the goal writes as a name (capitalized, not as its first word), as the
// typed beginning of that name: "Mari" for "Add Maria Garcia as the reviewer". It is
// typed (into the field its clause names) and then the suggestion that shows the whole
// word with the capitalized words right after it ("Maria Garcia") is picked, so typing
// the beginning is not completion. Only a single word of letters counts, and never a
// secret. A lower-case word is not a name: "Sam" is not the beginning of "sample" in
// "Email the sample report".
func (g *goal) attachTyped(goalText string) {
	orig := strings.FieldsFunc(goalText, func(r rune) bool { return !isWordRune(r) })
	for vi := range g.values {
		v := &g.values[vi]
		pre := strings.ToLower(strings.TrimSpace(v.text))
		if v.clause >= 0 || v.kind != valueText || v.secret || !lettersOnly(pre) || len([]rune(pre)) < minTyped {
			continue
		}
		for ci := 0; ci < len(g.clauses) && v.clause < 0; ci++ {
			for _, w := range g.clauses[ci].raw {
				if at := nameAt(orig, w); len(w) > len(pre) && strings.HasPrefix(w, pre) && at > 0 {
					v.clause, v.prefix, v.completes = ci, true, completion(orig, at)
					g.clauses[ci].values = append(g.clauses[ci].values, vi)
					break
				}
			}
		}
	}
}

// nameAt returns the index in the goal's words orig where w (lower case) is written
// capitalized after the first word, a name; -1 when it is not.
func nameAt(orig []string, w string) int {
	for i, o := range orig {
		if r := []rune(o); i > 0 && strings.ToLower(o) == w && unicode.IsUpper(r[0]) {
			return i
		}
	}
	return -1
}

// completion is the name that starts at orig[at] (lower case): that word and the
// capitalized words right after it, the whole name a typed beginning stands for
// ("maria garcia").
func completion(orig []string, at int) []string {
	out := []string{strings.ToLower(orig[at])}
	for _, next := range orig[at+1:] {
		if r := []rune(next); len(r) == 0 || !unicode.IsUpper(r[0]) {
			break
		}
		out = append(out, strings.ToLower(next))
	}
	return out
}

func lettersOnly(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// showsCompletion reports whether a suggestion's name shows every word of a typed
// beginning's completion (true when there is none).
func showsCompletion(name string, completes []string) bool {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !isWordRune(r) }) {
		words[w] = true
	}
	for _, w := range completes {
		if !words[w] {
			return false
		}
	}
	return true
}

// shouted returns, lower-cased, the words of two or more letters that the goal writes in
// capitals while the goal as a whole is not in capitals: "Click the ONE button" names
// a control ONE, where "the one" would be a pronoun.
func shouted(goalText string) map[string]bool {
	if strings.ToUpper(goalText) == goalText {
		return nil
	}
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(goalText, func(r rune) bool { return !isWordRune(r) }) {
		if lettersOnly(w) && len([]rune(w)) >= 2 && strings.ToUpper(w) == w && strings.ToLower(w) != w {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}
