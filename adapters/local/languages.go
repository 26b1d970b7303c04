package local

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Language names come from golang.org/x/text (CLDR's display names), not from a list of
// our own: every major language (one with an ISO 639-1 two-letter code) in its own words
// ("Deutsch", "日本語") and in English ("German"), lower case, each also without its
// accents ("francais"). A control named by one switches the page's language (a view
// change, low risk), and a goal that names the language in English meets a control that
// shows its own name.
type languageTable struct {
	names []string            // every name, own and English, with and without accents
	alias map[string][]string // a name → the language's other names
}

// languages is the table, built once on first use (immutable data, like a table
// literal; x/text's lookups take a few milliseconds).
var languages = sync.OnceValue(newLanguageTable)

func newLanguageTable() languageTable {
	t := languageTable{alias: map[string][]string{}}
	seen := map[string]bool{}
	add := func(n string) {
		if n != "" && !seen[n] {
			seen[n] = true
			t.names = append(t.names, n)
		}
	}
	english := display.English.Languages()
	for _, tag := range display.Supported.Tags() {
		base, conf := tag.Base()
		if conf != language.Exact || tag.String() != base.String() || len(base.String()) != 2 {
			continue // a regional or scripted variant, or a language without an ISO 639-1 code
		}
		own := strings.ToLower(display.Self.Name(tag))
		eng := strings.ToLower(english.Name(tag))
		forms := []string{own, stripAccents(own), eng}
		for _, f := range forms {
			add(f)
			for _, g := range forms {
				if g != f && !contains(t.alias[f], g) {
					t.alias[f] = append(t.alias[f], g)
				}
			}
		}
	}
	return t
}

// stripAccents removes combining marks: "français" → "francais".
func stripAccents(s string) string {
	out, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), s)
	if err != nil {
		return s
	}
	return out
}

// aliases are the other names of the language a control's whole name names ("Deutsch":
// german, deutsch), as words; none when the name is not a language's.
func (t languageTable) aliases(name string) tokenSet {
	out := tokenSet{}
	for _, other := range t.alias[strings.Join(rawWords(name), " ")] {
		out = out.union(wordSet(other))
	}
	return out
}
