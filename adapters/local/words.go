package local

import (
	"net/url"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/lexical"
)

// tokenSet is a set of folded tokens.
type tokenSet map[string]struct{}

func (s tokenSet) has(t string) bool {
	_, ok := s[t]
	return ok
}

// intersects reports whether s and o share a token.
func (s tokenSet) intersects(o tokenSet) bool {
	for t := range s {
		if o.has(t) {
			return true
		}
	}
	return false
}

// count returns how many tokens of s are in o.
func (s tokenSet) count(o tokenSet) int {
	n := 0
	for t := range s {
		if o.has(t) {
			n++
		}
	}
	return n
}

// union returns the tokens of s and o.
func (s tokenSet) union(o tokenSet) tokenSet {
	out := make(tokenSet, len(s)+len(o))
	for t := range s {
		out[t] = struct{}{}
	}
	for t := range o {
		out[t] = struct{}{}
	}
	return out
}

// minus returns the tokens of s that are not in any of others.
func (s tokenSet) minus(others ...tokenSet) tokenSet {
	out := make(tokenSet, len(s))
next:
	for t := range s {
		for _, o := range others {
			if o.has(t) {
				continue next
			}
		}
		out[t] = struct{}{}
	}
	return out
}

// fold extends lexical.Stem so that more inflections meet: irregular forms map to their
// base, then a final "e" and a doubled final letter are dropped ("saved"/"save" → "sav",
// "submitted"/"submit" → "submit", "sent" → "send"). It is applied to both sides of every
// comparison, so the folded forms only need to agree, not to be words.
func fold(t string) string {
	if base, ok := irregular(t); ok {
		t = lexical.Stem(base)
	}
	if n := len(t); n > 3 && t[n-1] == 'e' {
		t = t[:n-1]
	}
	if n := len(t); n > 2 && t[n-1] == t[n-2] && t[n-1] >= 'a' && t[n-1] <= 'z' {
		t = t[:n-1]
	}
	return t
}

// compounds are the compound rows (reading.go), read once.
var compounds = compoundRows()

// abbreviations are the abbreviation rows (reading.go), read once.
var abbreviations = func() map[string]string {
	out := map[string]string{}
	for _, r := range abbreviationRows() {
		out[r.short] = r.long
	}
	return out
}()

// words returns the folded content tokens of s, in order: compounds ("log in" is
// "signin"), then lexical.Tokens and fold, negation words left out (negationAt),
// keeping the one-character words lexical.Tokens drops ("x", the "1" of "#1", "3") except
// the article "a" and the pronoun "i", and the clitics of "it's" and "don't".
func words(s string) []string {
	var toks []string
	raw := rawWords(s)
next:
	for i := 0; i < len(raw); i++ {
		w := raw[i]
		for _, c := range compounds {
			n := len(c.words)
			if !hasPrefixWords(raw[i:], c.words) {
				n = splitParticle(raw[i:], c.words)
			}
			if n > 0 {
				for _, t := range c.tokens {
					toks = append(toks, fold(lexical.Stem(t)))
				}
				i += n - 1
				continue next
			}
		}
		if n := negationAt(raw, i); n > 0 {
			i += n - 1 // read from the raw words (readNegation, negatedName), never matched
			continue
		}
		if long, ok := abbreviations[w]; ok {
			w = long // "specs" reads as "specifications"
		}
		if len([]rune(w)) == 1 {
			switch w {
			case "a", "i", "s", "t", "d", "m":
			default:
				toks = append(toks, w)
			}
			continue
		}
		for _, t := range lexical.Tokens(w) {
			toks = append(toks, fold(t))
		}
	}
	return toks
}

// splitParticle returns 3 when raw starts with a phrasal verb of two words, verb and
// particle ("log out", "sign up"), with an object pronoun between them ("log me out",
// "sign us up", "look it up"), as English puts a pronoun object; 0 otherwise.
func splitParticle(raw, phrase []string) int {
	if len(phrase) != 2 || len(raw) < 3 || raw[0] != phrase[0] || raw[2] != phrase[1] ||
		!contains(particles(), phrase[1]) || !contains(objectPronouns(), raw[1]) {
		return 0
	}
	return 3
}

// particles are the adverbs a phrasal verb ends with ("sign up", "log out", "send it
// back").
func particles() []string { return []string{"in", "out", "up", "on", "off", "down", "back"} }

// objectPronouns may stand between a phrasal verb and its particle ("log me out").
func objectPronouns() []string { return []string{"me", "us", "him", "her", "them", "it"} }

// wordSet returns the distinct folded tokens of s.
func wordSet(s string) tokenSet {
	toks := words(s)
	out := make(tokenSet, len(toks))
	for _, t := range toks {
		out[t] = struct{}{}
	}
	return out
}

// foldAll folds a word list into a set.
func foldAll(list []string) tokenSet {
	out := make(tokenSet, len(list))
	for _, w := range list {
		out[fold(lexical.Stem(w))] = struct{}{}
	}
	return out
}

// rawWords returns the lower-case words of s (letters and digits), keeping stop words and
// one-letter words, without stemming. Risk phrases ("sign in", "add to cart") need them.
// A comma that separates thousands ("£625,000") joins its number, as in a goal.
func rawWords(s string) []string {
	return strings.FieldsFunc(joinThousands(strings.ToLower(s)), func(r rune) bool { return !isWordRune(r) })
}

// joinThousands drops the commas that separate thousands in s's numbers (thousandsComma).
func joinThousands(s string) string {
	if !strings.Contains(s, ",") {
		return s
	}
	var b strings.Builder
	start := 0 // where the digits before a comma begin
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] >= '0' && s[i] <= '9':
			if i == 0 || s[i-1] < '0' || s[i-1] > '9' {
				start = i
			}
		case s[i] == ',' && i > 0 && thousandsComma(s[start:i], s[i+1:]):
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// findPhrase returns the byte offsets in text where phrase occurs as whole words: an
// occurrence whose edge is a letter or digit must not continue into a neighbouring word,
// nor a number into its thousands ("300" is not in "£300,000").
// Both arguments must already be lower case. Occurrences do not overlap.
func findPhrase(text, phrase string) []int {
	if phrase == "" {
		return nil
	}
	first, _ := utf8.DecodeRuneInString(phrase)
	last, _ := utf8.DecodeLastRuneInString(phrase)
	var out []int
	for from := 0; from <= len(text)-len(phrase); {
		i := strings.Index(text[from:], phrase)
		if i < 0 {
			break
		}
		start, end := from+i, from+i+len(phrase)
		before, _ := utf8.DecodeLastRuneInString(text[:start])
		after, _ := utf8.DecodeRuneInString(text[end:])
		okStart := start == 0 || !isWordRune(first) || !isWordRune(before)
		okEnd := end == len(text) || !isWordRune(last) || !isWordRune(after) && !(after == ',' && unicode.IsDigit(last) && thousandsAfter(text[end+1:]))
		if okStart && okEnd {
			out = append(out, start)
			from = end
			continue
		}
		_, size := utf8.DecodeRuneInString(text[start:])
		from = start + size
	}
	return out
}

// containsPhrase reports whether phrase occurs in text as whole words, ignoring case.
func containsPhrase(text, phrase string) bool {
	p := strings.ToLower(strings.TrimSpace(phrase))
	return p != "" && len(findPhrase(strings.ToLower(text), p)) > 0
}

// hrefText returns the words of a URL's path and query values, where a link's topic
// usually shows ("/docs/rust-async-examples?q=tokio"); scheme, host and fragment are left
// out.
func hrefText(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	q := u.Query()
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString(u.Path)
	for _, k := range keys {
		for _, v := range q[k] {
			b.WriteByte(' ')
			b.WriteString(v)
		}
	}
	return b.String()
}

// urlShows reports whether a page URL shows value: in a query parameter or in the path,
// with spaces written as "+", "-", "_" or "%20".
func urlShows(raw, value string) bool {
	u, err := url.Parse(raw)
	if err != nil || strings.TrimSpace(value) == "" {
		return false
	}
	for _, vs := range u.Query() {
		for _, v := range vs {
			if containsPhrase(v, value) {
				return true
			}
		}
	}
	path := strings.NewReplacer("+", " ", "-", " ", "_", " ", "/", " ").Replace(u.Path)
	want := strings.NewReplacer("-", " ", "_", " ").Replace(value)
	return containsPhrase(path, want)
}

// negationAt is the length of the negation word at raw[i] ("not", "never", "cannot", or
// a negative contraction such as "don't", which rawWords splits into "don" and "t"), 0
// for none. A negation is read from the raw words (readNegation, negatedName); as a
// token it would make any two negations match ("I don't want this delivered" is not
// "Don't knock or ring"), and folded it would meet other words ("not" is how "note"
// folds).
func negationAt(raw []string, i int) int {
	switch raw[i] {
	case "not", "never", "cannot", "dont":
		return 1
	}
	if i+1 < len(raw) && raw[i+1] == "t" && negativeAuxiliary(raw[i]) {
		return 2
	}
	return 0
}

// negativeAuxiliary reports whether w is an auxiliary a negative contraction ("n't")
// ends: "don't" is "don" and "t" in rawWords.
func negativeAuxiliary(w string) bool {
	switch w {
	case "don", "doesn", "didn", "won", "can", "couldn", "shouldn", "wouldn", "isn", "aren",
		"wasn", "weren", "haven", "hasn", "hadn", "mustn", "needn":
		return true
	}
	return false
}
