package local

// discardPlaces are the places a page moves things to when it deletes them: a control
// that moves something there ("Move fell-walk.jpg to bin", "Send to Trash") deletes it,
// however far the place stands from the verb (discardsTo).
func discardPlaces() []string {
	return []string{"trash", "bin", "wastebasket", "rubbish", "garbage", "deleted"}
}

// destinationWords introduce where a control moves or sends something ("to", "into").
func destinationWords() []string { return []string{"to", "into"} }

// discardsTo reports whether the words after a destination word name a discard place,
// determiners skipped ("to the bin", "into Trash").
func (l *lexicon) discardsTo(w string, rest []string) bool {
	if !l.destination.has(w) {
		return false
	}
	for _, r := range rest {
		if !l.determiner.has(r) {
			return l.discard.has(r)
		}
	}
	return false
}
