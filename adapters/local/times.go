package local

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A time of day is read as one token on both sides, so that a goal's "half past nine",
// "2:15 pm" or "12.30" meets a control named "09:30", "14:15" or "12:30 PM": the token is
// "t" and the 24-hour time's four digits ("t0930"). A goal's time with no morning or
// evening word and a one-digit hour is read the way appointments are spoken: one to six
// o'clock is in the afternoon, seven to eleven in the morning.

// timePhraseRow is a spoken time before an hour: the minutes it adds and whether the
// hour is the next one ("quarter to ten": 9:45).
type timePhraseRow struct {
	words   []string
	minutes int
	before  bool
}

func timePhraseRows() []timePhraseRow {
	return []timePhraseRow{
		{[]string{"half", "past"}, 30, false}, {[]string{"quarter", "past"}, 15, false},
		{[]string{"quarter", "to"}, 45, true}, {[]string{"half"}, 30, false},
	}
}

// dayPartRow is a word after a time that says which half of the day it is in.
type dayPartRow struct {
	words []string
	pm    bool
}

func dayPartRows() []dayPartRow {
	return []dayPartRow{
		{[]string{"am"}, false}, {[]string{"a", "m"}, false}, {[]string{"in", "the", "morning"}, false},
		{[]string{"pm"}, true}, {[]string{"p", "m"}, true}, {[]string{"in", "the", "afternoon"}, true},
		{[]string{"in", "the", "evening"}, true}, {[]string{"at", "night"}, true}, {[]string{"tonight"}, true},
	}
}

// namedTimes are times said by a word.
func namedTimes() map[string]int { return map[string]int{"noon": 1200, "midday": 1200, "midnight": 0} }

// hourWords are the hours said as words.
func hourWords() []string {
	return append(countWords(), "eleven", "twelve")
}

// timeToken is the token a 24-hour time reads as.
func timeToken(hhmm int) string { return fmt.Sprintf("t%04d", hhmm) }

// readTimes replaces every time of day in a clause's raw words by its token.
func readTimes(raw []string) []string {
	var out []string
	for i := 0; i < len(raw); i++ {
		if hhmm, n := timeAt(raw, i); n > 0 {
			out = append(out, timeToken(hhmm))
			i += n - 1
			continue
		}
		out = append(out, raw[i])
	}
	return out
}

// timeAt reads a time of day at raw[i]: its 24-hour value and how many words it takes.
func timeAt(raw []string, i int) (int, int) {
	if t, ok := namedTimes()[raw[i]]; ok {
		return t, 1
	}
	for _, r := range timePhraseRows() {
		if !hasPrefixWords(raw[i:], r.words) || i+len(r.words) >= len(raw) {
			continue
		}
		h, spoken, ok := hourAt(raw[i+len(r.words)])
		if !ok || h > 12 {
			continue
		}
		if r.before {
			h = (h+11)%12 + (h/12)*12 // the hour before: "quarter to one" is 12:45
		}
		n := i + len(r.words) + 1
		return dayHalf(h, r.minutes, spoken, raw[n:]), n + dayPartLen(raw[n:]) - i
	}
	h, spoken, ok := hourAt(raw[i])
	if !ok {
		return 0, 0
	}
	rest := raw[i+1:]
	switch {
	case len(rest) > 0 && len(rest[0]) == 2 && isDigits(rest[0]):
		m, _ := strconv.Atoi(rest[0])
		if m > 59 || h > 23 {
			return 0, 0
		}
		return dayHalf(h, m, spoken, rest[1:]), 2 + dayPartLen(rest[1:])
	case len(rest) > 0 && len(rest[0]) == 4 && isDigits(rest[0][:2]) && dayPartLen([]string{rest[0][2:]}) == 1:
		m, _ := strconv.Atoi(rest[0][:2]) // "7:30am"
		if m > 59 || h > 23 {
			return 0, 0
		}
		return dayHalf(h, m, spoken, []string{rest[0][2:]}), 2
	case len(rest) > 1 && rest[0] == "o" && rest[1] == "clock", len(rest) > 0 && rest[0] == "oclock":
		n := 2
		if rest[0] == "oclock" {
			n = 1
		}
		return dayHalf(h, 0, spoken, rest[n:]), 1 + n + dayPartLen(rest[n:])
	case dayPartLen(rest) > 0 && h <= 12:
		return dayHalf(h, 0, spoken, rest), 1 + dayPartLen(rest)
	}
	return 0, 0
}

// hourAt reads an hour: digits (0-23) or a word (one to twelve); spoken when it was a
// word or one digit, so that no day part leaves it to the appointment convention.
func hourAt(w string) (h int, spoken, ok bool) {
	if isDigits(w) && len(w) <= 2 {
		h, _ = strconv.Atoi(w)
		return h, len(w) == 1, h <= 23
	}
	for k, hw := range hourWords() {
		if w == hw {
			return k + 1, true, true
		}
	}
	return 0, false, false
}

// dayHalf is the 24-hour time of hour h and minutes m, read with the day part words
// that follow (rest), else by the appointment convention for a spoken hour.
func dayHalf(h, m int, spoken bool, rest []string) int {
	pm, said := dayPart(rest)
	switch {
	case h > 12:
	case said && pm && h < 12:
		h += 12
	case said && !pm && h == 12:
		h = 0
	case !said && spoken && h >= 1 && h <= 6:
		h += 12
	}
	return h*100 + m
}

// dayPart reads the day part words at the start of rest.
func dayPart(rest []string) (pm, said bool) {
	for _, r := range dayPartRows() {
		if hasPrefixWords(rest, r.words) {
			return r.pm, true
		}
	}
	return false, false
}

// dayPartLen is how many words the day part at the start of rest takes.
func dayPartLen(rest []string) int {
	for _, r := range dayPartRows() {
		if hasPrefixWords(rest, r.words) {
			return len(r.words)
		}
	}
	return 0
}

// isDigits reports whether w is all ASCII digits.
func isDigits(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// clockTime matches a time a control's name writes: "09:30", "2:15 PM", "9.30am", "9am";
// a bare number does not match.
var clockTime = regexp.MustCompile(`(?i)\b(\d{1,2})(?:[:.](\d{2})|\s?([ap])\.?\s?m\b)(?:\s?([ap])\.?\s?m\b)?`)

// timeWords are the tokens of the times a name writes (its words are kept as well).
func timeWords(name string) tokenSet {
	out := tokenSet{}
	if !strings.ContainsAny(name, "0123456789") {
		return out // no digit, no time: most names, so the expression is not run
	}
	for _, at := range clockTime.FindAllStringSubmatchIndex(name, -1) {
		if e := at[1]; e+1 < len(name) && strings.ContainsRune("./", rune(name[e])) && isDigits(name[e+1:e+2]) {
			continue // "15.05.2027" is a day, not 15:05
		}
		m := submatches(name, at)
		h, _ := strconv.Atoi(m[1])
		half := strings.ToLower(m[3] + m[4]) // "9am" or "9:30 am"
		mins, _ := strconv.Atoi(m[2])
		if h > 23 || mins > 59 || (half != "" && h > 12) {
			continue
		}
		switch {
		case half == "p" && h < 12:
			h += 12
		case half == "a" && h == 12:
			h = 0
		}
		out = out.union(wordSet(timeToken(h*100 + mins))) // folded as the goal's words are
	}
	return out
}

// submatches is the text of each submatch of a regexp match's index pairs ("" for one
// that did not take part).
func submatches(text string, at []int) []string {
	out := make([]string, len(at)/2)
	for k := range out {
		if at[2*k] >= 0 {
			out[k] = text[at[2*k]:at[2*k+1]]
		}
	}
	return out
}
