package local

import (
	"slices"
	"strings"
)

// The consequence lexicon: what the risk answer reads on a control, its value, its href,
// and, for a control whose name says nothing about its act, the nearby text, title and
// URL of its page. Each table is a list of rows of raw lower-case English words, matched
// without folding; lexicon_test.go tests every row. The goal is never read: what the
// caller wants does not make an act less consequential.

// consequence is the kind of effect a consequential act has on the world.
type consequence string

// The consequences the lexicon knows.
const (
	money        consequence = "money"        // paying, buying, selling, transferring
	deletion     consequence = "deletion"     // deleting, removing, emptying
	message      consequence = "message"      // a message to other people
	publishing   consequence = "publishing"   // making something public
	consent      consequence = "consent"      // agreeing, accepting terms, signing
	account      consequence = "account"      // account and security changes
	subscription consequence = "subscription" // subscribing, upgrading, renewing
	submission   consequence = "submission"   // sending an order, booking or application
	cancellation consequence = "cancellation" // cancelling something set up (endingVerbs)
)

// actRow is a word that names a consequential act by itself: "Delete", "Buy now", "Reply".
type actRow struct {
	word string
	what consequence
	risk float64
	// noun marks a word that is also a common noun ("order", "post"): it counts only in
	// imperative position (first, or second after "yes"/"ok"/"please"/"now"/"i") and not
	// before a reading noun ("Order history").
	noun bool
	// notBefore lists the next words that make it something else ("sign in").
	notBefore []string
	// controlOnly marks a word that names the act on a button but has other common
	// senses ("settle on the blue one", "contribute to the discussion", "Broadcast
	// schedule"): a goal's reading (commitsOnly) and a link to another page leave it out.
	controlOnly bool
}

func actRows() []actRow {
	return []actRow{
		{word: "buy", what: money, risk: riskStrong},
		{word: "pay", what: money, risk: riskStrong},
		{word: "checkout", what: money, risk: riskStrong},
		{word: "purchase", what: money, risk: riskStrong, noun: true},
		{word: "order", what: submission, risk: riskStrong, noun: true},
		{word: "donate", what: money, risk: riskStrong},
		{word: "transfer", what: money, risk: riskStrong, noun: true},
		{word: "withdraw", what: money, risk: riskStrong},
		{word: "refund", what: money, risk: riskStrong, noun: true, controlOnly: true},
		{word: "deposit", what: money, risk: riskStrong, noun: true},
		{word: "sell", what: money, risk: riskStrong},
		{word: "trade", what: money, risk: riskStrong, noun: true},
		{word: "bid", what: money, risk: riskStrong, noun: true},
		{word: "reserve", what: submission, risk: riskStrong},
		{word: "book", what: submission, risk: riskStrong, noun: true},
		{word: "request", what: submission, risk: riskStrong, noun: true},
		{word: "rent", what: money, risk: riskStrong, noun: true},
		{word: "pledge", what: money, risk: riskStrong, noun: true, controlOnly: true},
		{word: "contribute", what: money, risk: riskStrong, controlOnly: true},
		{word: "settle", what: money, risk: riskStrong, controlOnly: true},
		{word: "charge", what: money, risk: riskStrong, noun: true, controlOnly: true},
		{word: "delete", what: deletion, risk: riskStrong},
		{word: "remove", what: deletion, risk: riskStrong},
		{word: "erase", what: deletion, risk: riskStrong},
		{word: "destroy", what: deletion, risk: riskStrong},
		{word: "wipe", what: deletion, risk: riskStrong},
		{word: "discard", what: deletion, risk: riskStrong},
		{word: "purge", what: deletion, risk: riskStrong},
		{word: "trash", what: deletion, risk: riskStrong},
		{word: "send", what: message, risk: riskStrong},
		{word: "forward", what: message, risk: riskStrong},
		{word: "message", what: message, risk: riskStrong, noun: true},
		{word: "reply", what: message, risk: riskMedium},
		{word: "comment", what: message, risk: riskMedium, noun: true},
		{word: "invite", what: message, risk: riskMedium},
		{word: "publish", what: publishing, risk: riskStrong},
		{word: "post", what: publishing, risk: riskStrong, noun: true},
		{word: "tweet", what: publishing, risk: riskStrong, noun: true},
		{word: "retweet", what: publishing, risk: riskStrong},
		{word: "broadcast", what: publishing, risk: riskStrong, noun: true, controlOnly: true},
		{word: "repost", what: publishing, risk: riskStrong},
		{word: "share", what: publishing, risk: riskMedium},
		{word: "agree", what: consent, risk: riskStrong},
		{word: "accept", what: consent, risk: riskStrong},
		{word: "consent", what: consent, risk: riskStrong},
		{word: "approve", what: consent, risk: riskStrong},
		{word: "authorize", what: consent, risk: riskStrong},
		{word: "authorise", what: consent, risk: riskStrong},
		{word: "confirm", what: consent, risk: riskStrong},
		{word: "sign", what: consent, risk: riskStrong, notBefore: []string{"in", "on", "out", "off", "up"}},
		{word: "deactivate", what: account, risk: riskStrong},
		{word: "terminate", what: account, risk: riskStrong},
		{word: "register", what: account, risk: riskMedium},
		{word: "enroll", what: account, risk: riskMedium},
		{word: "enrol", what: account, risk: riskMedium},
		{word: "subscribe", what: subscription, risk: riskStrong},
		{word: "unsubscribe", what: subscription, risk: riskStrong},
		{word: "upgrade", what: subscription, risk: riskStrong},
		{word: "renew", what: subscription, risk: riskStrong},
		{word: "downgrade", what: subscription, risk: riskMedium},
	}
}

// phraseRow is a phrase whose words are consequential only together: "Sign up", "Apply
// now", "Opt in".
type phraseRow struct {
	words []string
	what  consequence
	risk  float64
	// notLink marks a phrase a link's text holds in other senses ("Hand in Hand
	// Foundation", "Crop top up to 50% off"): read on buttons and goals only.
	notLink bool
}

func phraseRows() []phraseRow {
	return []phraseRow{
		{words: []string{"sign", "up"}, what: account, risk: riskMedium},
		{words: []string{"opt", "in"}, what: consent, risk: riskStrong},
		{words: []string{"apply", "now"}, what: submission, risk: riskStrong},
		{words: []string{"chip", "in"}, what: money, risk: riskStrong, notLink: true},
		{words: []string{"top", "up"}, what: money, risk: riskStrong, notLink: true},
		{words: []string{"cash", "out"}, what: money, risk: riskStrong, notLink: true},
		{words: []string{"hand", "in"}, what: submission, risk: riskStrong, notLink: true},
		{words: []string{"apply", "for"}, what: submission, risk: riskStrong},
		{words: []string{"make", "public"}, what: publishing, risk: riskStrong},
		{words: []string{"go", "live"}, what: publishing, risk: riskStrong},
		{words: []string{"i", "do"}, what: consent, risk: riskStrong},
		{words: []string{"change", "email"}, what: account, risk: riskStrong},
		{words: []string{"update", "email"}, what: account, risk: riskStrong},
		{words: []string{"change", "phone"}, what: account, risk: riskStrong},
	}
}

// objectVerbRow is a verb that is consequential only with a consequential object (an
// objectRow) within its reach, determiners skipped: "Place order", "Cancel my
// subscription", "Change password", "Open an account".
type objectVerbRow struct {
	verb   string
	within int
	risk   float64
	// commits marks a verb that carries its object's act out ("Place order", "Complete
	// my purchase"), rather than changing the object ("Close", "Change", "Open"): a goal
	// that says it asks for that act (consequenceFit).
	commits bool
}

func objectVerbRows() []objectVerbRow {
	return []objectVerbRow{
		{verb: "place", within: 3, risk: riskStrong, commits: true},
		{verb: "submit", within: 3, risk: riskStrong, commits: true},
		{verb: "make", within: 3, risk: riskStrong, commits: true},
		{verb: "complete", within: 3, risk: riskStrong, commits: true},
		{verb: "finalize", within: 3, risk: riskStrong, commits: true},
		{verb: "close", within: 3, risk: riskStrong},
		{verb: "empty", within: 3, risk: riskStrong},
		{verb: "change", within: 2, risk: riskStrong},
		{verb: "update", within: 2, risk: riskStrong},
		{verb: "reset", within: 2, risk: riskStrong},
		{verb: "enable", within: 3, risk: riskStrong},
		{verb: "disable", within: 3, risk: riskStrong},
		{verb: "clear", within: 2, risk: riskStrong},
		{verb: "save", within: 2, risk: riskStrong},
		{verb: "create", within: 2, risk: riskMedium},
		{verb: "open", within: 2, risk: riskMedium},
	}
}

// objectRow is a thing whose change is consequential. After an object verb it makes the
// act consequential; in the nearby text, title or URL of a control with a generic name
// ("OK", "Continue", "Submit") it makes that control consequential.
type objectRow struct {
	word string
	what consequence
}

func objectRows() []objectRow {
	return []objectRow{
		{"order", submission}, {"orders", submission}, {"booking", submission},
		{"reservation", submission}, {"application", submission}, {"request", submission},
		{"requests", submission}, {"checkout", money},
		{"payment", money}, {"payments", money}, {"purchase", money}, {"bid", money}, {"transfer", money},
		{"donation", money}, {"transaction", money}, {"cart", money}, {"basket", money},
		{"trip", submission}, {"flight", submission}, {"ticket", submission},
		{"appointment", submission}, {"subscription", subscription},
		{"membership", subscription}, {"plan", subscription}, {"newsletter", subscription},
		{"account", account}, {"password", account}, {"passcode", account},
		{"username", account}, {"security", account}, {"2fa", account},
		{"trash", deletion}, {"bin", deletion}, {"history", deletion}, {"data", deletion},
		{"message", message}, {"messages", message}, {"comment", message},
		{"feedback", message}, {"contact", message}, {"review", publishing},
		{"terms", consent}, {"agreement", consent}, {"contract", consent},
		{"petition", consent}, {"consent", consent},
	}
}

// placeObjects are the consequential objects whose mention in a control's nearby text
// makes a name that says nothing consequential ("Premium" near "Your plan: Basic", a
// switch under "Security") a change of them: it is read as "OK" there is (riskLinked).
func placeObjects() []string {
	return []string{"plan", "plans", "subscription", "membership", "billing", "payment", "tier",
		"security", "authentication", "2fa"}
}

// addOnRoles are the roles of controls that turn an extra on (a box or switch, not a
// radio among alternatives): one showing a price adds a paid extra (riskLinked).
func addOnRoles() []string { return []string{"checkbox", "switch", "menuitemcheckbox"} }

// genericWords make up a name that says nothing about its act, so that the control's
// nearby text, title and URL decide: "OK", "Continue", "Submit", "Yes", "Got it".
func genericWords() []string {
	return []string{
		"ok", "okay", "yes", "continue", "next", "proceed", "submit", "done", "apply", "go",
		"finish", "save", "got", "it", "sure", "to", "step", "i", "enter",
	}
}

// abandonWords make up a name that abandons a dialog or form ("Cancel", "No thanks",
// "Close", "x"): harmless unless the dialog is about something consequential ("Cancel"
// under "Order #123" may cancel the order).
func abandonWords() []string {
	return []string{
		"cancel", "close", "dismiss", "no", "thanks", "not", "now", "maybe", "later", "never",
		"mind", "x",
	}
}

// readingNouns after a noun-too act word make it a thing to read: "Order history",
// "Post details".
func readingNouns() []string {
	return []string{
		"history", "status", "details", "detail", "summary", "number", "id", "list", "info",
		"information", "help", "faq", "policy", "policies", "terms", "settings", "tracking",
		"date", "total", "confirmation", "lookup", "search", "page", "tips", "guide", "docs",
		"options", "preview", "form", "type", "types", "title", "author", "review", "reviews",
	}
}

// endingVerbs end something the user set up: with any object but a benign one or an
// abandoning word they are consequential ("Cancel my stay", "End the lease", "Revoke
// access"); alone they abandon a dialog ("Cancel"), which abandonWords read. ("End" is
// left out: it is a noun as often, "End date", "End of results".)
func endingVerbs() []string { return []string{"cancel", "revoke", "rescind", "void"} }

// handInVerbs hand what they name to someone else to act on: with any object but a
// benign one or an abandoning word they submit it ("Submit quiz", "Submit as Pending",
// "Lodge complaint"); alone ("Submit") they say nothing, and the control's nearby text,
// title and URL decide (genericWords).
func handInVerbs() []string { return []string{"submit", "lodge"} }

// benignObjects after an act word make it a view change: "Remove filter", "Clear search".
func benignObjects() []string {
	return []string{
		"filter", "filters", "search", "selection", "tag", "tags", "highlight",
		"highlighting", "formatting", "sort", "sorting", "query",
	}
}

// benignActs are acts whose effect stays with the user and another click undoes: what is
// shown, the user's own selection, draft, list or reaction. A control whose name leads with
// a word WordNet counts mostly as a verb (actverbs.txt) that neither these nor the act rows
// read fails closed (riskGuarded): "Remind", "Freeze membership", "Leave group".
func benignActs() []string {
	return []string{
		"show", "hide", "open", "close", "view", "see", "look", "read", "watch", "listen", "expand",
		"collapse", "sort", "filter", "search", "find", "browse", "explore", "discover", "learn",
		"play", "pause", "resume", "stop", "mute", "unmute", "zoom", "rotate", "scroll", "go",
		"visit", "skip", "continue", "proceed", "start", "try", "retry", "load", "refresh", "reload",
		"select", "choose", "pick", "check", "uncheck", "tick", "toggle", "switch", "turn", "set",
		"use", "keep", "stay", "undo", "redo", "dismiss", "compare", "preview", "print", "copy",
		"download", "export", "save", "apply", "add", "edit", "change", "adjust", "increase",
		"decrease", "reduce", "raise", "lower", "move", "drag", "drop", "swap", "reverse", "group",
		"customize", "customise", "manage", "configure", "translate", "track", "get", "follow",
		"like", "star", "mark", "pin", "bookmark", "favourite", "favorite", "rate", "vote", "react",
		"clear", "reset", "enter", "type", "write", "fill", "attach", "upload", "insert", "format",
		"align", "indent", "underline", "bold", "highlight", "tag", "label", "name", "rename",
		"reveal", "exit", "help", "need", "want", "calculate", "compute", "estimate", "shuffle",
		"repeat", "quote", "collect",
	}
}

// stateRoles are roles whose click shows a part of the page or picks a value, never an
// act, whatever their name says: a tab, an option, a tree item.
func stateRoles() []string {
	return []string{"tab", "option", "treeitem", "menuitemradio", "menuitemcheckbox", "combobox", "listbox"}
}

// leadWords may stand before an imperative without taking its place: "Yes, delete it",
// "Please confirm", "I agree".
func leadWords() []string { return []string{"yes", "ok", "okay", "now", "please", "i"} }

// determiners are skipped between an object verb and its object: "Cancel my
// subscription".
func determiners() []string {
	return []string{"my", "your", "the", "this", "that", "a", "an", "all", "our", "it", "new"}
}

// languageNames are languages' names in English and in their own words, from
// golang.org/x/text (languages.go): a control named by one switches the language the page
// is shown in, a view change ("Deutsch", "Français", "日本語"), so it reads as low risk
// though it is not English.
func languageNames() []string { return languages().names }

// questionWords lead a name that asks rather than commands ("How do I reset my
// password?", "Can I cancel my order?"): a control named by a question ending in "?" is
// a heading that shows its answer (an FAQ entry), so the acts it names are its topic.
func questionWords() []string {
	return []string{
		"how", "what", "why", "where", "when", "who", "which", "can", "could", "do", "does",
		"did", "is", "are", "should", "will", "would", "may",
	}
}

// foreignWords are common function words of other languages: a name holding one is not
// read as English, and fails closed ("Jetzt kaufen", "Acheter maintenant").
func foreignWords() []string {
	return []string{
		"der", "die", "das", "und", "jetzt", "sofort", "sie", "ihr", "ihre", "zum", "zur",
		"auf", "bei", "nach", "ein", "eine", "le", "la", "les", "et", "maintenant", "votre",
		"vos", "mon", "mes", "du", "des", "une", "pour", "avec", "sur", "dans", "ici", "el",
		"los", "las", "y", "ahora", "su", "sus", "tu", "mi", "con", "para", "por", "del",
		"una", "ya", "il", "gli", "ora", "ed", "di", "het", "een", "nu", "agora", "um",
		"uma", "ou",
	}
}

// alsoEnglish are foreign function words that are also English words, abbreviations or
// names in ordinary page text (the weekday "Mon", a sender "Ed", "la" for Los Angeles):
// one of them makes a name foreign only as a quarter of its words; any other foreign
// function word makes it foreign at once.
func alsoEnglish() []string {
	return []string{"mon", "ed", "tu", "su", "la", "il", "um", "die", "y", "el", "ya", "ora", "nu", "mi", "sat", "do"}
}

// actionPathWords lead a URL path segment that performs an act when visited
// ("/invitations/7/accept", "/update-password", "?action=save"), beyond the act rows.
func actionPathWords() []string {
	return []string{
		"save", "submit", "update", "apply", "activate", "enable", "disable", "join", "add",
		"create", "edit", "change", "modify", "rename", "vote", "follow", "unfollow", "claim",
		"redeem", "upload", "connect", "disconnect", "verify", "validate", "grant", "revoke",
		"decline", "reject", "reset", "restore", "cancel", "finish", "complete", "allow",
		"deny", "unlock", "mark", "request", "clear", "logout",
	}
}

// lexicon is the tables above indexed for lookup, built once per Decider.
type lexicon struct {
	acts                                                                      map[string]actRow
	phrases                                                                   []phraseRow
	objectVerbs                                                               map[string]objectVerbRow
	objects                                                                   map[string]consequence
	generic, abandon, reading, benignObj, lead, determiner, foreign, pathActs tokenSet
	alsoEnglish                                                               tokenSet
	// dateNames are the weekday and month names and their short forms (weekdayRows,
	// monthRows): a name whose every word writes a date is English (writesADate).
	dateNames                                    tokenSet
	languages, question, place, addOn, checkable tokenSet
	// anyObject is the ending and hand-in verbs, each with the consequence it has with
	// any object but a benign one: cancellation, submission.
	anyObject                    map[string]consequence
	actVerbs, benign, stateRoles tokenSet
	// hold, holdObj and holdTail are the hold verbs, their objects and what may follow
	// those (holdVerbs).
	hold, holdObj, holdTail tokenSet
	// discard, discardVerb and destination: discardPlaces, discardVerbs, destinationWords.
	discard, discardVerb, destination tokenSet
}

func newLexicon() *lexicon {
	l := &lexicon{
		acts: map[string]actRow{}, phrases: phraseRows(), objectVerbs: map[string]objectVerbRow{},
		objects: map[string]consequence{}, generic: rawSet(genericWords()),
		abandon: rawSet(abandonWords()), reading: rawSet(readingNouns()),
		benignObj: rawSet(benignObjects()), lead: rawSet(leadWords()),
		determiner: rawSet(determiners()), foreign: rawSet(foreignWords()), alsoEnglish: rawSet(alsoEnglish()),
		pathActs: rawSet(actionPathWords()), languages: tokenSet{},
		question: rawSet(questionWords()), place: rawSet(placeObjects()),
		addOn: rawSet(addOnRoles()), checkable: rawSet(checkableRoles()), anyObject: map[string]consequence{},
		actVerbs: actVerbs(), benign: rawSet(benignActs()), stateRoles: rawSet(stateRoles()),
		hold: rawSet(holdVerbs()), holdObj: rawSet(holdObjects()), holdTail: rawSet(holdTails()),
		discard: rawSet(discardPlaces()), discardVerb: rawSet(discardVerbs()), destination: rawSet(destinationWords()),
	}
	l.dateNames = rawSet(slices.Concat(append(weekdayRows(), monthRows()...)...))
	for _, r := range actRows() {
		l.acts[r.word] = r
	}
	for _, w := range endingVerbs() {
		l.anyObject[w] = cancellation
	}
	for _, w := range handInVerbs() {
		l.anyObject[w] = submission
	}
	for _, n := range languageNames() {
		l.languages[strings.Join(rawWords(n), " ")] = struct{}{}
	}
	for _, r := range objectVerbRows() {
		l.objectVerbs[r.verb] = r
	}
	for _, r := range objectRows() {
		l.objects[r.word] = r.what
	}
	return l
}
