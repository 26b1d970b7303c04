package local

import (
	"strconv"
	"strings"
)

// The lexicon's reading of words: the acts a control's name, a link's text, a field's
// name or a goal's clause states, their consequences, and what a URL's path or a name's
// language says. The risk answer (risk.go) and consequenceFit read words through these.

// How phraseRisk reads a name.
type readMode int

const (
	readText  readMode = iota // a control's name, nearby text, a title
	readLink                  // a link's text: an act counts only among its first two words
	readField                 // a field's name: a noun-too act ("Message", "Comment") is its topic
)

// phraseRisk is the risk the words of a control name. For a link, an act counts only
// among its first two words, so a result titled "How to delete a file" reads as a title.
func (l *lexicon) phraseRisk(raw []string, mode readMode) float64 {
	risk, _ := l.phraseActs(raw, mode)
	return risk
}

// phraseActs is phraseRisk with the consequences of the acts it read.
func (l *lexicon) phraseActs(raw []string, mode readMode) (float64, map[consequence]bool) {
	return l.readActs(raw, mode, false)
}

// readActs reads the acts of raw. With commitsOnly, an object verb counts only when it
// carries its object's act out (objectVerbRow.commits): a goal's reading.
func (l *lexicon) readActs(raw []string, mode readMode, commitsOnly bool) (float64, map[consequence]bool) {
	link := mode == readLink
	best, what := 0.0, map[consequence]bool{}
	note := func(r float64, c consequence) {
		best = max(best, r)
		what[c] = true
	}
	for i, w := range raw {
		if link && i > 1 {
			break
		}
		if !commitsOnly {
			w = l.again(w) // a control's act done again is that act; a goal says its own
		}
		rest := raw[i+1:]
		next := ""
		if len(rest) > 0 {
			next = rest[0]
		}
		for _, p := range l.phrases {
			if hasPrefixWords(raw[i:], p.words) && !(p.notLink && link) {
				note(p.risk, p.what)
			}
		}
		if c, ok := l.anyObject[w]; ok && mode != readField && l.endsSomething(rest) && !(link && i > 0) {
			note(riskStrong, c) // "Cancel my stay", "Submit quiz"
		}
		if ov, ok := l.objectVerbs[w]; ok && (ov.commits || !commitsOnly) {
			if c, found := l.objectWithin(rest, ov.within); found {
				note(ov.risk, c)
			}
		}
		if !commitsOnly && !link && mode != readField && l.discardsTo(raw, i) {
			note(riskStrong, deletion) // "Move fell-walk.jpg to bin"
		}
		if l.hold.has(w) && !commitsOnly && !link && l.holdsArrangement(rest) {
			note(riskStrong, subscription) // "Pause my subscription", not "Pause video"
		}
		a, ok := l.acts[w]
		switch {
		case !ok, contains(a.notBefore, next), l.benignObj.has(next), a.noun && mode == readField, a.controlOnly && (commitsOnly || link):
		case a.noun && !(i == 0 || (i == 1 && l.lead.has(raw[0]))):
		case a.noun && l.reading.has(next):
		default:
			note(a.risk, a.what)
		}
	}
	return best, what
}

// actWord reports whether a raw word is one the lexicon reads acts by: an act, an
// object, an object verb, an ending verb or a hand-in verb.
func (l *lexicon) actWord(w string) bool {
	_, act := l.acts[w]
	_, obj := l.objects[w]
	_, ov := l.objectVerbs[w]
	_, anyObj := l.anyObject[w]
	return act || obj || ov || anyObj
}

// objectWithin reports whether a consequential object follows within n words, skipping
// determiners.
func (l *lexicon) objectWithin(rest []string, n int) (consequence, bool) {
	for _, w := range rest {
		if l.determiner.has(w) {
			continue
		}
		if c, ok := l.objects[w]; ok {
			return c, true
		}
		if n--; n == 0 {
			return "", false
		}
	}
	return "", false
}

// endsSomething reports whether an ending or hand-in verb has an object: its first word after the
// determiners, unless that is a benign object ("Cancel search") or an abandoning word
// ("Cancel, not now").
func (l *lexicon) endsSomething(rest []string) bool {
	for _, w := range rest {
		if l.determiner.has(w) {
			continue
		}
		return !l.benignObj.has(w) && !l.abandon.has(w) && !l.generic.has(w)
	}
	return false
}

// consequentialText reports whether text names a consequential act or object ("Order
// #123", "Delete this repository?").
func (l *lexicon) consequentialText(ws []string) bool {
	if l.phraseRisk(ws, readText) > 0 {
		return true
	}
	for _, w := range ws {
		if _, ok := l.objects[w]; ok {
			return true
		}
	}
	return false
}

// hrefRisk reports whether a URL's path names a consequential act: a path segment that is
// a consequential verb ("/checkout", "/unsubscribe") or a two-word phrase ending in a
// consequential object or "now" ("/place-order", "/delete-account", "/buy-now"). Queries
// are not read: a search for "how to delete a file" is not a deletion.
func (l *lexicon) hrefRisk(raw string) bool {
	_, segs := pathWords(raw)
	for _, ws := range segs {
		switch len(ws) {
		case 1:
			if a, ok := l.acts[ws[0]]; ok && !a.noun && a.risk >= riskStrong && len(a.notBefore) == 0 {
				return true
			}
		case 2:
			_, obj := l.objects[ws[1]]
			if (ws[1] == "now" || obj) && l.phraseRisk(ws, readText) >= riskStrong {
				return true
			}
		}
	}
	return false
}

// actionPath reports whether a URL's path has a segment of at most three words led by an
// act ("/update-password", "/invitations/7/accept", "/save") or its query names one as
// the action ("?action=delete").
func (l *lexicon) actionPath(raw string) bool {
	u, segs := pathWords(raw)
	if u == nil {
		return false
	}
	for _, ws := range segs {
		if len(ws) == 0 || len(ws) > 3 {
			continue
		}
		// A consequential verb with an object is hrefRisk's to judge: "/docs/fs/remove_file"
		// is a page about removing files.
		if l.pathActs.has(ws[0]) {
			return true
		}
		if a, ok := l.acts[ws[0]]; ok && !a.noun && len(ws) == 1 {
			return true
		}
	}
	q := u.Query()
	for _, k := range []string{"action", "do", "op", "cmd", "task"} {
		for _, v := range q[k] {
			if ws := rawWords(v); len(ws) > 0 && (l.pathActs.has(ws[0]) || l.acts[ws[0]].word != "") {
				return true
			}
		}
	}
	return false
}

// isQuestion reports whether a control's name is a question: led by a question word
// ("How do I reset my password?") and ending in "?".
func (l *lexicon) isQuestion(name string) bool {
	ws := rawWords(name)
	return len(ws) > 1 && l.question.has(ws[0]) && strings.HasSuffix(strings.TrimSpace(name), "?")
}

// notEnglish reports whether a name's words include a non-ASCII word or a function word
// of another language, or function words that are also English (alsoEnglish) make up a
// quarter of them or more: "Jetzt kaufen", "Supprimer mon compte" and "Supprimer
// definitivement votre compte utilisateur" are not English; a mail row that ends in the
// weekday "Mon" or names a sender "Ed" among a dozen English words is, and so is a name
// that writes a date ("Mon 14 Dec": writesADate).
func (l *lexicon) notEnglish(ws []string) bool {
	if l.writesADate(ws) {
		return false
	}
	ambiguous := 0
	for _, w := range ws {
		switch {
		case !isASCII(w):
			return true
		case l.alsoEnglish.has(w):
			ambiguous++
		case l.foreign.has(w):
			return true
		}
	}
	return ambiguous > 0 && 4*ambiguous >= len(ws)
}

// writesADate reports whether every word of a name writes a date: a weekday or a month
// (full or short), a day's number ("14", "14th") or a year ("2026"), with at least one
// name and one number: "Mon 14 Dec" and "Sat 3rd" are English dates, whatever "mon" and
// "sat" are in another language; "Sat" alone is not (Turkish for "sell").
func (l *lexicon) writesADate(ws []string) bool {
	named, numbered := false, false
	for _, w := range ws {
		switch {
		case l.dateNames.has(w):
			named = true
		case dayNumber(w) != "", isYear(w):
			numbered = true
		default:
			return false
		}
	}
	return named && numbered
}

// isYear reports whether w is a year a page writes a date with: four digits, 1900–2199.
func isYear(w string) bool {
	n, err := strconv.Atoi(w)
	return err == nil && len(w) == 4 && n >= 1900 && n < 2200
}

// again reads a word the lexicon does not know that is "re" and a word it does as that
// word: the act done again is the same act ("Resend invitation" sends, "Repost",
// "Resubmit", "Rebook"); any other word is itself.
func (l *lexicon) again(w string) string {
	if base, ok := strings.CutPrefix(w, "re"); ok && len(base) >= 3 && !l.actWord(w) && l.actWord(base) {
		return base
	}
	return w
}
