package local

// The hold reading: verbs that pause, stop, start or end something are a player's or a
// list's controls ("Pause", "Skip intro", "Start quiz"), except before a standing
// arrangement the user pays for, which they change ("Pause my subscription", "Start free
// trial"). lexicon_test.go tests every row.

// holdVerbs pause, stop, start or end a standing arrangement: alone or before anything
// else they are a player's or a list's ("Pause", "Skip intro", "Start quiz", "Start
// training plan"), but before one of holdObjects (within three words, and ending the
// name or followed by a function word: not "Stop payment reminders") they change what the
// user pays for: "Pause my subscription", "Skip this payment", "Start free trial", "End
// membership".
func holdVerbs() []string {
	return []string{"pause", "resume", "skip", "stop", "start", "end", "freeze", "suspend", "extend", "hold"}
}

// holdObjects are the arrangements a hold verb changes consequentially.
func holdObjects() []string {
	return []string{"subscription", "subscriptions", "membership", "memberships", "trial", "payment", "payments"}
}

// holdTails may follow a hold verb's object: the name goes on about when or how long
// ("Pause membership for a month", "Skip payment until June"), not about another thing.
func holdTails() []string {
	return []string{"for", "until", "till", "from", "to", "now", "today", "and", "at", "on", "by", "with"}
}

// holdsArrangement reports whether a hold verb's rest names one of holdObjects within
// three words (determiners skipped), ending the name or followed by a holdTails word or
// a number.
func (l *lexicon) holdsArrangement(rest []string) bool {
	n := 0
	for k, w := range rest {
		if l.determiner.has(w) {
			continue
		}
		if l.holdObj.has(w) {
			return k+1 == len(rest) || l.holdTail.has(rest[k+1]) || lettersOf(rest[k+1]) == ""
		}
		if n++; n == 3 {
			return false
		}
	}
	return false
}
