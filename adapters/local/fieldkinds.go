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

// refusalRows are the kinds of field that never take some values, a row each
// (TestRefusalRows).
func refusalRows() []refusalRow {
	return []refusalRow{
		{"number or code", codeLabels(), isProse},
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
// ("Priya Nair", "Kitchen hearth").
func wordsOnly(v string) bool {
	return strings.IndexFunc(v, unicode.IsDigit) < 0 && len(strings.Fields(v)) >= 2
}

// exampleCues introduce an example value in a field's name ("Voucher code (e.g.
// SKY-1234-AB)", "Reference, for example INV-2043").
func exampleCues() []string { return []string{"e.g.", "for example", "for instance", "such as"} }

// exampleHasDigit reports whether a field's name gives an example value with a digit
// (exampleCues): the field takes values shaped like it, so never words with no digit.
func exampleHasDigit(name string) bool {
	low := strings.ToLower(name)
	for _, cue := range exampleCues() {
		if k := strings.Index(low, cue); k >= 0 && strings.IndexFunc(low[k+len(cue):], unicode.IsDigit) >= 0 {
			return true
		}
	}
	return false
}

// hasNoLetter reports whether v has no letter at all: "76.76.21.98" is no one's name.
func hasNoLetter(v string) bool { return strings.IndexFunc(v, unicode.IsLetter) < 0 }

// refused reports whether fill candidate i's field is of a kind (refusalRows, by the
// words of its label's head, labelHead) that never takes value v: every kind its label
// names refuses v ("House name or number" takes "12"), and its label does not show v
// itself ("Name (@ for root)" takes "@"). A kind its hint names is not its own: "Notes
// (door code, floor)" takes "ring the bell twice". A field whose name gives an example
// with a digit refuses words with none (exampleHasDigit: "Voucher code (e.g.
// SKY-1234-AB)" never takes "Priya Nair"; "Dress code" takes "Black tie").
func (s *scorer) refused(i int, v string) bool {
	label, named := wordSet(labelHead(s.req.Candidates[i].Name)), false
	if strings.TrimSpace(v) == "" || strings.Contains(s.req.Candidates[i].Name, strings.TrimSpace(v)) {
		return false
	}
	if wordsOnly(v) && exampleHasDigit(s.req.Candidates[i].Name) {
		return true
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
