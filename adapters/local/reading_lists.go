package local

// The reading tables of rows, lists, pagers and means (rows.go, pager.go): which verbs
// look at a row, which names open one, which words name an icon's picture, which lists
// run newest first. Each row is tested in rows_test.go.

// readingVerbs, first in a clause, ask to look at something ("View order #1044", "Open
// the details of Ada's order"): a control named only by readingNames in the row that
// shows the clause's other words does it.
func readingVerbs() []string {
	return []string{"open", "view", "show", "see", "read", "display", "inspect"}
}

// readingNames name controls that open what their row shows ("View", "Details", "Open",
// "Read more", "See details"); readingFillers may stand beside them ("More info" is
// not one, "View more info" is).
func readingNames() []string {
	return []string{"view", "open", "details", "detail", "show", "see", "read"}
}

func readingFillers() []string { return []string{"more", "info", "information", "full", "all"} }

// itemVerbs act by clicking the item itself ("Expand the test folder", "Sort the table
// by Date"): when no control, title or page text shows the verb, it says what to do,
// not which control. ("Collapse" is not one: a closed item's click would open it.)
func itemVerbs() []string {
	return []string{"expand", "unfold", "sort", "browse"}
}

// itemClickVerbs are done by a click on the item itself besides itemVerbs and
// readingVerbs ("Collapse the FAQ question": its heading), though they name no control.
func itemClickVerbs() []string { return []string{"collapse", "fold", "hide"} }

// whWords lead a goal's question ("which checks failed?", "how do I reach a human?"): it
// asks to see something, so it names what to show or open, never another act (actLed).
// A question an auxiliary leads ("can you stop it?") is a polite request, not one of
// these.
func whWords() []string {
	return []string{"what", "which", "where", "who", "whose", "why", "how", "when"}
}

// suggests reports whether a question word's clause makes a suggestion or states a
// choice ("how about the blue one?", "what about express?", "what I want is express"):
// a request, not a question.
func suggests(raw []string) bool {
	return len(raw) > 1 && (raw[1] == "about" || raw[0] == "what" && (raw[1] == "i" || raw[1] == "we"))
}

// subjectWords lead a goal's statement ("I changed my mind about the trousers", "my
// phone was stolen", "we can't make the 5th", "it's a sofa"): it tells what the act after
// it is about and asks for nothing itself. An imperative never starts with one of them.
func subjectWords() []string {
	return []string{"i", "we", "my", "our", "it", "its", "he", "she", "they", "his", "their", "there"}
}

// subjectVerbs follow the subject of a statement ("the building is an old threshing
// barn", "the contractor should come after midday", "Biscuit had two teeth out"): the
// copulas and the modal and perfect auxiliaries (leadTells).
func subjectVerbs() []string {
	return append(copulas(), "should", "must", "can", "could", "will", "would", "may", "might", "has", "had")
}

// roleDeterminers may stand between "as" and the role a goal gives a value ("put X as
// the label", "use Y as my email"): the definite article and the possessives. "As a PDF"
// or "as a gift" says a form or a use, not a field, so the indefinite articles are none.
func roleDeterminers() []string { return append([]string{"the", "your", "her"}, possessives()...) }

// wantWords say a statement wants its thing ("I'd like", "we need", "I'm looking for").
func wantWords() []string {
	return []string{"want", "wants", "need", "needs", "like", "looking", "prefer", "wish"}
}

// frameWords frame what a statement wants ("I'm looking for flats", "I'd like the salmon",
// "we need two rooms"): the wanting words and the verb tails around them, not the thing
// wanted.
func frameWords() []string {
	return append(wantWords(), "m", "d", "ve", "s", "re", "am", "is", "are", "would")
}

// pictureRow is a word for what an icon shows and the act its tooltip names ("the trash
// icon" is the control titled "Delete"): before a role word such as "icon", the goal's
// picture word reads as the act, and an icon named from its CSS class also reads as the
// act its picture stands for.
type pictureRow struct{ picture, act string }

func pictureRows() []pictureRow {
	return []pictureRow{
		{"trash", "delete"}, {"bin", "delete"}, {"wastebasket", "delete"}, {"garbage", "delete"},
		{"pencil", "edit"}, {"pen", "edit"}, {"gear", "settings"}, {"cog", "settings"},
		{"cogwheel", "settings"}, {"heart", "like"}, {"bell", "notifications"},
		{"floppy", "save"},
		{"paperclip", "attach"}, {"clip", "attach"}, {"envelope", "mail"}, {"house", "home"},
		{"plus", "add"}, {"cross", "close"}, {"kebab", "more"}, {"ellipsis", "more"},
		{"dots", "more"}, {"bookmark", "save"}, {"flag", "report"},
	}
}

// recencyRows pick by time in a list shown newest first: after a determiner and before
// a newest-first noun ("the latest email", "my newest message", "the most recent
// post") the newest is the first item and the oldest the last.
func recencyRows() []ordinalRow {
	return []ordinalRow{{"latest", 1}, {"newest", 1}, {"recent", 1}, {"oldest", -1}, {"earliest", -1}}
}

// newestFirstNouns are the items lists show newest first (an inbox, a feed, a
// notification list); comments, results and others may run oldest first or by
// relevance, so recency words pick nothing among them.
func newestFirstNouns() []string {
	return []string{"email", "emails", "mail", "message", "messages", "notification", "notifications", "post", "posts", "tweet", "story", "stories", "conversation"}
}

// meansWords, near the end of a clause, name the means of an act ("Sign in with Google",
// "Pay via PayPal"): a control whose name repeats the phrase they start is that means.
func meansWords() []string { return []string{"with", "via", "using", "through"} }

// contrastWords set something aside or trade one thing for another ("any sail except
// the mainsail", "swap small for large", "business instead of economy", "no mainsail,
// just the jib"): a goal with one, or with a negation (negationWords), may name an
// option it does not want.
func contrastWords() []string {
	return []string{
		"no", "except", "apart", "instead", "rather", "than", "swap", "replace", "change",
		"move", "but", "nor", "neither",
	}
}

// invertingAuxiliaries lead a yes/no question before its subject ("is the mainsail
// included", "do you have medium", "have you got it in large").
func invertingAuxiliaries() []string {
	return []string{
		"is", "are", "was", "were", "do", "does", "did", "have", "has", "can", "could",
		"will", "would", "should", "shall", "may", "might",
	}
}

// inversionSubjects follow an auxiliary that leads a yes/no question: a pronoun or a
// determiner ("is the …", "do you …"); a number there too ("is 10 too many").
func inversionSubjects() []string {
	return []string{"i", "you", "we", "it", "they", "he", "she", "there", "the", "a", "an", "this", "that", "my", "your", "our", "its", "their", "any"}
}

// labelTails may follow an option's label said as the value to set without naming
// another thing ("the mainsail please", "medium too", "large one").
func labelTails() []string {
	return []string{"too", "also", "only", "one", "ones", "option", "then", "now"}
}
