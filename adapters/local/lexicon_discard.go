package local

// discardPlaces are the places a page moves things to when it deletes them: a control
// that moves something there ("Move fell-walk.jpg to bin", "Send to Trash") deletes it
// (discardsTo).
func discardPlaces() []string {
	return []string{"trash", "bin", "wastebasket", "rubbish", "garbage", "deleted"}
}

// discardVerbs are the verbs that move a thing away to a place: a name leading with one
// and going to a discard place deletes ("Move report.pdf to the bin"); a name that goes
// there itself does not ("Back to bin list", "Go to deleted items", "Add to bin day
// reminders").
func discardVerbs() []string {
	return []string{"move", "send", "put", "throw", "drag", "drop", "toss"}
}

// destinationWords introduce where a control moves or sends something ("to", "into").
func destinationWords() []string { return []string{"to", "into"} }

// discardsTo reports whether raw[i], in a name that leads with a discard verb (the
// lexicon's lead words skipped), is a destination word whose place, determiners
// skipped, is a discard place ("to the bin", "into Trash").
func (l *lexicon) discardsTo(raw []string, i int) bool {
	if !l.destination.has(raw[i]) || !l.discardVerb.has(l.leadOf(raw)) {
		return false
	}
	for _, r := range raw[i+1:] {
		if !l.determiner.has(r) {
			return l.discard.has(r)
		}
	}
	return false
}

// leadOf is the first of raw that is not one of the lexicon's lead words ("please").
func (l *lexicon) leadOf(raw []string) string {
	for _, w := range raw {
		if !l.lead.has(w) {
			return w
		}
	}
	return ""
}
