package local

import (
	"strconv"

	"github.com/browsergoal/browsergoal/lexical"
)

// Readers of positions in a clause: ratings, icon pictures, pager ends, recency,
// superlatives and ordinals (read by readClause in clause.go).

// ratingAt returns the place a count before a rating noun names ("4 stars": 4), or 0.
func (v *vocab) ratingAt(raw []string, i int) int {
	if i+1 >= len(raw) || !v.ratingNoun[raw[i+1]] {
		return 0
	}
	if n, err := strconv.Atoi(raw[i]); err == nil && n >= 1 && n <= 10 {
		return n
	}
	for k, w := range countWords() {
		if raw[i] == w {
			return k + 1
		}
	}
	return 0
}

// pictureAt reads a picture word right before a role phrase ("the trash icon", "the
// gear button") as the act its icon stands for; it returns the act and 1, or 0.
func (v *vocab) pictureAt(raw []string, i int) (string, int) {
	act, ok := v.pictures[raw[i]]
	if !ok || i+1 >= len(raw) {
		return "", 0
	}
	if n, _ := v.rolePhrase(raw, i+1); n == 0 && raw[i+1] != "symbol" {
		return "", 0
	}
	return act, 1
}

// pagerEndAt reads "the last page" (-1) or "the first page" (1): a pager's end, not a
// place in a list; 0 when raw[i] starts no such phrase.
func (v *vocab) pagerEndAt(raw []string, i int) int {
	if i+1 >= len(raw) || (raw[i+1] != "page" && raw[i+1] != "pages") {
		return 0
	}
	switch raw[i] {
	case "last", "final":
		return -1
	case "first":
		return 1
	}
	return 0
}

// recencyAt reads a recency word after a determiner and before a newest-first noun
// ("the latest email", "my newest message", "the most recent post") as a place in the
// list; 0 when there is none.
func (v *vocab) recencyAt(raw []string, i int) int {
	place, ok := v.recency[raw[i]]
	if !ok || i == 0 {
		return 0
	}
	det := v.pickDet[raw[i-1]] || (raw[i-1] == "most" && i >= 2 && v.pickDet[raw[i-2]])
	if det && i+1 < len(raw) && v.newestFirst[raw[i+1]] {
		return place
	}
	return 0
}

// superlativePhrase returns the length of the superlative phrase at raw[i] and what it
// wants, or 0.
func (v *vocab) superlativePhrase(raw []string, i int) (int, int) {
	for _, r := range v.superlatives {
		if hasPrefixWords(raw[i:], r.words) {
			return len(r.words), r.want
		}
	}
	return 0, 0
}

// endsPlace reports whether the word after an ordinal that follows a verb of place ends
// the ordinal's phrase: none, a preposition, a conjunction, filler or politeness ("is
// third in the table", "listed second, then …", "listed second please"), not a word it
// describes ("is first class").
func (v *vocab) endsPlace(next string) bool {
	_, _, polite := answerWords()
	return next == "" || contains(prepositions(), next) || contains([]string{"and", "or", "but"}, next) ||
		v.filler.has(fold(next)) || contains(polite, next)
}

// timePrepositions stand before a day of the month ("on the 10th", "until the 3rd").
func timePrepositions() []string {
	return []string{"on", "by", "until", "till", "from", "since", "before", "after"}
}

// dayAt reports whether the ordinal in digits at raw[i] is a day of the month: "the Nth"
// after a time preposition, no pick noun after it (picked), and the preposition not a
// clicking verb's ("click on the 2nd", "tap on the 3rd one" pick an item).
func (v *vocab) dayAt(raw []string, i int, picked bool) bool {
	if picked || i < 2 || raw[i-1] != "the" || !contains(timePrepositions(), raw[i-2]) || dayNumber(raw[i]) == "" {
		return false
	}
	return i < 3 || !v.ui.has(fold(lexical.Stem(raw[i-3])))
}

// ordinalAt reads an ordinal at raw[i]: a place word after a determiner ("the third") or
// before a pick noun or role word ("second text box", "last result"); "second to last"
// is -2; "top" and "bottom" need the noun ("the top result", not "scroll to the top").
// After a verb of place it ends its phrase ("is third in the table", "listed second"): one
// before a word it describes is no place ("is first class", "are first come first served"). It returns the place and the words it spans, or 0 words.
func (v *vocab) ordinalAt(raw []string, i int) (int, int) {
	place, ok := v.ordinals[raw[i]]
	if !ok {
		return 0, 0
	}
	next := ""
	if i+1 < len(raw) {
		next = raw[i+1]
	}
	if place > 0 && (next == "to" || next == "from") && i+2 < len(raw) && raw[i+2] == "last" {
		return -place, 3
	}
	if next == "page" || next == "pages" {
		return 0, 0 // "the last page" is a pager's control, not a place in a list
	}
	roleNext, _ := v.rolePhrase(raw, i+1)
	nounNext := (v.pickNoun[next] && next != "one") || roleNext > 0
	if v.monthDayAt(raw, i) {
		return 0, 0 // "the 6th of Feb", "the 6th February": that month's day
	}
	if v.dayAt(raw, i, nounNext || next == "one") {
		return 0, 0 // "cancel my appointment on the 10th": a day of the month, not the tenth item
	}
	if raw[i] == "top" || raw[i] == "bottom" { // "scroll to the top" is a place on the page
		nounNext = nounNext || next == "one"
		if !nounNext {
			return 0, 0
		}
	}
	if i > 0 && (v.pickDet[raw[i-1]] || v.placeVerb[raw[i-1]] && v.endsPlace(next)) || nounNext {
		return place, 1
	}
	return 0, 0
}
