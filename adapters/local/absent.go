package local

import (
	"strings"
	"unicode"
)

// Names the goal writes that the page does not show: the thing named is not here, so a
// control that shows only the goal's other words is not it.

// namesAbsent reports whether some of the tokens the page does not show name something
// specific: a word the goal capitalizes after its first word, or one with a digit. A
// control that matches the clause's verb is not the one meant when the thing the goal
// names is missing ("Sign in with Google" is not the "Sign in" button).
func (s *scorer) namesAbsent(toks tokenSet) bool {
	ws := strings.FieldsFunc(s.req.Goal, func(r rune) bool { return !isWordRune(r) })
	shown := s.shownOnPage(toks)
	for i, w := range ws {
		t := words(w)
		if len(t) == 0 || !toks.has(t[0]) || shown.has(t[0]) {
			continue
		}
		if (i > 0 && unicode.IsUpper([]rune(w)[0])) || strings.ContainsAny(w, "0123456789") {
			return true
		}
	}
	return false
}

// partlyShownName reports whether a name the goal writes is shown on the page only in
// part: a word of absent (words the page does not show) that the goal capitalizes, not
// first in its sentence and not a day's or month's name (the dates read those), stands
// beside a word of shown (the clause's other words the page shows; never its verb), in
// the same sentence ("a Lyon & Healy Style 30" where only "Lyon & Healy Prelude" is
// offered; "the Kirkgate Market branch" where only "Collect from a branch" is). A
// capitalized word beside no shown word is a name of its own: "a jacket potato for Ellie"
// says who the thing is for, and "Invite Dana to the project" whom the act is for, not
// which control. A name written with digits only ("85CG") is not read here.
func (s *scorer) partlyShownName(absent, shown tokenSet) bool {
	for _, sentence := range sentences(s.req.Goal) {
		ws := strings.FieldsFunc(sentence, func(r rune) bool { return !isWordRune(r) })
		isShown := func(j int) bool {
			if j < 0 || j >= len(ws) {
				return false
			}
			t := words(ws[j])
			return len(t) > 0 && shown.has(t[0])
		}
		for i, w := range ws {
			t := words(w)
			if i == 0 || len(t) == 0 || !absent.has(t[0]) || !unicode.IsUpper([]rune(w)[0]) || s.v.lex.dateNames.has(strings.ToLower(w)) {
				continue
			}
			if isShown(i-1) || isShown(i+1) {
				return true
			}
		}
	}
	return false
}
