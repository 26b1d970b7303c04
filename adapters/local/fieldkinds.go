package local

import (
	"strings"
	"unicode"
)

// refusalRow is a kind of field, named by a word of its label, and the values such a
// field never takes, whatever else fits: a number or a code is never a sentence, and a
// name always has a letter.
type refusalRow struct {
	kind    string
	labels  []string
	refuses func(string) bool
}

func refusalRows() []refusalRow {
	return []refusalRow{
		{"number or code", codeLabels(), func(v string) bool { return isProse(v) || wordsOnly(v) }},
		{"name", []string{"name", "username"}, hasNoLetter},
		{"postcode", []string{"postcode", "zip", "postal"}, func(v string) bool { return isProse(v) || len(digitsOf(v)) > maxPostcodeDigits }},
	}
}

// codeLabels are the label words of a field that takes a number or a code.
func codeLabels() []string { return []string{"number", "code", "id"} }

// maxPostcodeDigits is the most digits a postal code has (a US ZIP+4 has nine): "07700
// 900123" is a phone number.
const maxPostcodeDigits = 9

// isProse reports whether v reads as words of a sentence: at least two words of lower-case
// letters only ("engine remap, stage 1"), which no registration, order or promo code is.
func isProse(v string) bool {
	n := 0
	for _, w := range strings.FieldsFunc(v, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' }) {
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLower(r) }) < 0 {
			n++
		}
	}
	return n >= 2
}

// wordsOnly reports whether v is two or more words with no digit: a name or a phrase
// ("Priya Nair", "Kitchen hearth"), which no number or code is ("SKY-1234-AB", "HN21 KTE";
// a one-word code such as "WELCOME" is not refused).
func wordsOnly(v string) bool {
	return strings.IndexFunc(v, unicode.IsDigit) < 0 && len(strings.Fields(v)) >= 2
}

// hasNoLetter reports whether v has no letter at all: "76.76.21.98" is no one's name.
func hasNoLetter(v string) bool { return strings.IndexFunc(v, unicode.IsLetter) < 0 }

// refused reports whether fill candidate i's field is of a kind (refusalRows, by the
// words of its label's head, labelHead) that never takes value v: every kind its label
// names refuses v ("House name or number" takes "12"), and its label does not show v
// itself ("Name (@ for root)" takes "@"). A kind its hint names is not its own: "Notes
// (door code, floor)" takes "ring the bell twice". A search or filter box takes any words
// ("Filter by client or number" takes "Fjord Foods").
func (s *scorer) refused(i int, v string) bool {
	label, named := wordSet(labelHead(s.req.Candidates[i].Name)), false
	if strings.TrimSpace(v) == "" || s.feats[i].searchbox || strings.Contains(s.req.Candidates[i].Name, strings.TrimSpace(v)) {
		return false
	}
	for k, r := range s.v.refusals {
		if !label.intersects(s.v.refusalLabels[k]) {
			continue
		}
		if !r.refuses(v) {
			return false
		}
		named = true
	}
	return named
}
