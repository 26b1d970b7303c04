package local

import (
	"regexp"
	"strings"
)

// The goal-reading tables: words that say which kind of control, which one of several,
// in which order, and what is not content. Each is a list of rows of raw lower-case
// English words; reading_test.go states a goal in plain English for every row.

// markerWords stand between a control's kind and its label ("the button labeled OK",
// "the link called Pricing"): they are never what a control is about.
func markerWords() []string {
	return []string{
		"labeled", "labelled", "named", "titled", "entitled", "called", "saying", "says",
		"marked", "reading", "label", "caption", "text", "word", "words",
	}
}

// askWords start a question about a thing ("What are the specs?"): at a clause's start
// they do not name it; elsewhere they may ("Open Who we are").
func askWords() []string { return []string{"what", "which", "where", "who", "why"} }

// pagePartWords name a part of the page or a place on it ("the section below", "the
// panel on the left", "the dialog", "the next page"): where a control is, not what it is. They count in a
// click's match only when some control's name shows them.
func pagePartWords() []string {
	return []string{
		"section", "panel", "area", "region", "part", "block", "below", "above", "underneath",
		"beneath", "left", "right", "corner", "side", "screen", "window", "dialog", "modal",
		"popup", "overlay", "box", "page", "pages", "table", "list", "grid", "column", "columns",
		"site", "website", "webpage", "app",
	}
}

// compoundRow is a phrase, or a word, read as one or more tokens, so that the ways of
// saying one thing meet: "log in", "sign in" and "login" all say signing in (and a
// "Login" field asks for the user name).
type compoundRow struct {
	words  []string
	tokens []string
}

func compoundRows() []compoundRow {
	return []compoundRow{
		{[]string{"never", "mind"}, []string{"nevermind"}},
		{[]string{"sign", "in"}, []string{"signin"}},
		{[]string{"log", "in"}, []string{"signin"}},
		{[]string{"log", "on"}, []string{"signin"}},
		{[]string{"signin"}, []string{"signin"}},
		{[]string{"logon"}, []string{"signin"}},
		{[]string{"login"}, []string{"signin", "username"}},
		{[]string{"sign", "up"}, []string{"signup"}},
		{[]string{"signup"}, []string{"signup"}},
		{[]string{"sign", "out"}, []string{"signout"}},
		{[]string{"log", "out"}, []string{"signout"}},
		{[]string{"logout"}, []string{"signout"}},
		{[]string{"signout"}, []string{"signout"}},
		{[]string{"user", "name"}, []string{"username"}},
		{[]string{"user", "id"}, []string{"username"}},
		{[]string{"userid"}, []string{"username"}},
		{[]string{"e", "mail"}, []string{"email"}},
		{[]string{"look", "up"}, []string{"search"}},
		{[]string{"lookup"}, []string{"search"}},
		{[]string{"agree"}, []string{"agree", "accept"}},
		// Saying no: declining, refusing, "no thanks" and "say no" all reject.
		{[]string{"decline"}, []string{"reject"}},
		{[]string{"refuse"}, []string{"reject"}},
		{[]string{"no", "thanks"}, []string{"reject"}},
		{[]string{"no", "thank", "you"}, []string{"reject"}},
		{[]string{"say", "no"}, []string{"reject"}},
		{[]string{"dismiss"}, []string{"close"}},
		{[]string{"compute"}, []string{"calculate"}},
		// Buying: "Purchase" and "Place order" buy.
		{[]string{"purchase"}, []string{"buy"}},
		{[]string{"place", "order"}, []string{"buy", "order"}},
		// Closing an account deletes it.
		{[]string{"close", "my", "account"}, []string{"delete", "account"}},
		{[]string{"close", "your", "account"}, []string{"delete", "account"}},
		{[]string{"close", "account"}, []string{"delete", "account"}},
		// A stay's two dates: "check-in" and "check-out" are not "check"; the stay's end
		// is its own token, so "Check out the new arrivals" never meets a Checkout link.
		{[]string{"check", "in"}, []string{"checkin"}},
		{[]string{"check", "out"}, []string{"checkoutday"}},
		{[]string{"checkout", "date"}, []string{"checkoutday", "date"}},
		{[]string{"prev"}, []string{"previous"}},
		// Phrasal verbs with "back" that interfaces name by one word: writing back
		// replies, sending back returns, bringing back restores.
		{[]string{"write", "back"}, []string{"reply"}},
		{[]string{"send", "back"}, []string{"return"}},
		{[]string{"bring", "back"}, []string{"restore"}},
		{[]string{"remove"}, []string{"delet"}}, // tokens are folded forms: "delete" folds to "delet"
	}
}

// glyphRow is a control named by a symbol, and the word it stands for: a dialog's "x"
// closes it, a "+" adds.
type glyphRow struct{ glyph, word string }

func glyphRows() []glyphRow {
	return []glyphRow{
		{"x", "close"}, {"×", "close"}, {"✕", "close"}, {"✖", "close"}, {"╳", "close"},
		{"+", "add"}, {"☰", "menu"}, {"≡", "menu"}, {"…", "more"}, {"⋯", "more"},
		{"⋮", "more"}, {"›", "next"}, {"»", "next"}, {"→", "next"}, {">", "next"},
		{"‹", "previous"}, {"«", "previous"}, {"←", "previous"}, {"<", "previous"},
		{"🔍", "search"}, {"⚙", "settings"}, {"★", "star"}, {"☆", "star"},
	}
}

// roleRow is a phrase that names a kind of control, and the roles it accepts.
type roleRow struct {
	words []string
	roles []string
}

// iconRole is the role a candidate named from its CSS class (`icon "trash"`) is read as.
const iconRole = "icon"

func roleRows() []roleRow {
	boxes := []string{"textbox", "searchbox", "combobox", "spinbutton", "textarea"}
	return []roleRow{
		{[]string{"checkbox"}, []string{"checkbox", "switch", "menuitemcheckbox"}},
		{[]string{"check", "box"}, []string{"checkbox", "switch", "menuitemcheckbox"}},
		{[]string{"tickbox"}, []string{"checkbox", "switch", "menuitemcheckbox"}},
		{[]string{"radio"}, []string{"radio", "menuitemradio"}},
		{[]string{"tab"}, []string{"tab"}},
		{[]string{"link"}, []string{"link"}},
		{[]string{"hyperlink"}, []string{"link"}},
		{[]string{"icon"}, []string{iconRole, "img"}},
		{[]string{"button"}, []string{"button"}},
		{[]string{"text", "box"}, boxes},
		{[]string{"textbox"}, boxes},
		{[]string{"text", "field"}, boxes},
		{[]string{"input"}, boxes},
		{[]string{"dropdown"}, []string{"combobox", "listbox"}},
		{[]string{"drop", "down"}, []string{"combobox", "listbox"}},
		{[]string{"switch"}, []string{"switch", "checkbox"}},
		{[]string{"toggle"}, []string{"switch", "checkbox", "button"}},
		{[]string{"menu", "item"}, []string{"menuitem", "menuitemcheckbox", "menuitemradio"}},
		{[]string{"tree", "item"}, []string{"treeitem"}},
		{[]string{"row"}, []string{"row"}},
	}
}

// ordinalRow is a word that picks one control by its place in page order; a negative
// place counts from the end ("last" is -1).
type ordinalRow struct {
	word  string
	place int
}

func ordinalRows() []ordinalRow {
	return []ordinalRow{
		{"first", 1}, {"1st", 1}, {"top", 1}, {"second", 2}, {"2nd", 2}, {"third", 3},
		{"3rd", 3}, {"fourth", 4}, {"4th", 4}, {"fifth", 5}, {"5th", 5}, {"sixth", 6},
		{"6th", 6}, {"seventh", 7}, {"7th", 7}, {"eighth", 8}, {"8th", 8}, {"ninth", 9},
		{"9th", 9}, {"tenth", 10}, {"10th", 10}, {"last", -1}, {"bottom", -1},
		{"penultimate", -2},
	}
}

// superlativeRow is a phrase that picks one control by the price its row shows: the
// lowest (want -1) or the highest (want +1).
type superlativeRow struct {
	words []string
	want  int
}

func superlativeRows() []superlativeRow {
	return []superlativeRow{
		{[]string{"cheapest"}, -1}, {[]string{"least", "expensive"}, -1},
		{[]string{"lowest", "price"}, -1}, {[]string{"lowest", "priced"}, -1},
		{[]string{"most", "expensive"}, 1}, {[]string{"priciest"}, 1},
		{[]string{"highest", "price"}, 1}, {[]string{"highest", "priced"}, 1},
	}
}

// pickNouns after an ordinal make it pick a control ("the third result", "the first
// one"), as do the role phrases.
func pickNouns() []string {
	return []string{
		"one", "result", "results", "item", "items", "entry", "option", "choice", "article",
		"listing", "product", "match", "hit", "answer", "email", "message", "post", "story",
		"section", "element", "thing", "flight", "offer", "deal", "card", "node", "folder",
		"file", "plan", "tier",
	}
}

// nounRoleRow is a kind noun that names the roles of the controls it picks among when
// the clause names no role ("the first delivery option": a radio).
type nounRoleRow struct {
	noun  string
	roles []string
}

func nounRoleRows() []nounRoleRow {
	choice := []string{"radio", "checkbox", "option", "menuitemradio", "menuitemcheckbox", "switch"}
	return []nounRoleRow{{"option", choice}, {"choice", choice}}
}

// pickDeterminers before an ordinal make it pick a control ("the first", "your last").
func pickDeterminers() []string { return []string{"the", "your", "my", "that", "this"} }

// placeVerbs before an ordinal say where something stands, so the ordinal picks it too
// ("whatever is third in the table", "the one listed second").
func placeVerbs() []string {
	return []string{"is", "are", "comes", "sits", "stands", "appears", "listed", "shown", "ranked"}
}

// copulas join a statement's subject to what it is ("the fabric is denim"): a setting
// the statement names by its value (settingHead).
func copulas() []string { return []string{"is", "are", "was", "were"} }

// sequenceWords only order the steps ("first ONE, then TWO", "finally press Submit"):
// they are not content. "first" is a sequence word only where it is not an ordinal.
func sequenceWords() []string {
	return []string{"first", "firstly", "finally", "lastly", "afterwards", "afterward", "next"}
}

// noneWords make a clause that selects nothing ("select nothing", "choose none of
// them"): it implies no step.
func noneWords() []string { return []string{"nothing", "none"} }

// untickVerbs make a click on a checked box the clause's purpose ("uncheck Apple").
func untickVerbs() []string {
	return []string{"uncheck", "untick", "deselect", "unselect", "unmark", "clear", "disable", "off"}
}

// prefixWords before a value make it the beginning of what is wanted ("an item that
// starts with Sti"): typing it is not the end; a suggestion that begins with it follows.
func prefixWords() [][]string {
	return [][]string{{"starts", "with"}, {"start", "with"}, {"begins", "with"}, {"beginning", "with"}, {"prefix"}}
}

// suffixWords before a value make it how the wanted suggestion ends ("and ends with
// ng"): a constraint, not text to type.
func suffixWords() [][]string {
	return [][]string{{"ends", "with"}, {"end", "with"}, {"ending", "with"}, {"suffix"}}
}

// cueRow pairs a word right before a value in the goal with the field names it points to
// ("by Tolkien" → the Author field, "named Rex" → the Name field).
type cueRow struct {
	word   string
	fields []string
}

func cueRows() []cueRow {
	return []cueRow{
		{"by", []string{"author", "by", "from", "sender", "artist", "creator", "writer", "user"}},
		{"from", []string{"from", "origin", "departure", "sender", "start", "checkin"}},
		{"to", []string{"to", "destination", "arrival", "recipient", "end", "checkout", "checkoutday"}},
		{"named", []string{"name", "title"}},
		{"called", []string{"name", "title"}},
		{"titled", []string{"title", "name", "subject"}},
		{"year", []string{"year"}},
		{"on", []string{"date", "day"}},
		{"at", []string{"time", "hour"}},
		{"about", []string{"subject", "topic", "title"}},
	}
}

// negationWords anywhere in a clause make it say what not to do ("Don't discard my
// changes", "Do not delete it", "Never send", "Save it without sending"): the control
// its verb names is never chosen for it.
func negationWords() [][]string {
	return [][]string{{"don", "t"}, {"dont"}, {"do", "not"}, {"never"}, {"not"}, {"without"},
		{"can", "t"}, {"cant"}, {"cannot"}, {"can", "not"}, {"didn", "t"}, {"did", "not"}, {"won", "t"}, {"will", "not"}}
}

// negationFillers stand between a negation and its verb, or before a negation that
// leads its clause: "I don't want to discard", "Do not ever delete".
func negationFillers() []string {
	return []string{"i", "we", "you", "want", "wanna", "need", "wish", "like", "to", "ever", "really", "just"}
}

// oppositeRow is a verb and the act that keeps from it: not discarding is keeping.
type oppositeRow struct {
	verb     string
	opposite []string
}

// oppositeRows say what a negated clause asks for instead ("Don't discard my changes":
// keep them). A negated verb without a row asks only for a control that states the same
// negation ("Don't save").
func oppositeRows() []oppositeRow {
	return []oppositeRow{
		{"discard", []string{"keep"}}, {"delete", []string{"keep"}}, {"remove", []string{"keep"}},
		{"lose", []string{"keep"}}, {"erase", []string{"keep"}}, {"leave", []string{"stay"}},
		{"cancel", []string{"keep"}}, {"unsubscribe", []string{"stay", "subscribed"}},
		{"remember", []string{"forgot"}}, {"recall", []string{"forgot"}}, {"know", []string{"forgot"}},
	}
}

// controlVerbs are operation verbs that are also what a control is named ("Follow Sofia
// Alvarez": the Follow button in her post, not a link to follow): when a control's name
// starts with one, it is the clause's verb.
func controlVerbs() []string { return []string{"follow"} }

// queryVerbs lead a clause whose values are the inputs of a computation ("Calculate the
// payment for a 7500 dollar loan", "Estimate shipping from ZIP A to ZIP B"): after the
// values are typed, the form's submit control is pressed. Only verbs that say a
// computation: "get", "check" and "compare" lead many goals that send nothing.
func queryVerbs() []string {
	return []string{"calculate", "compute", "estimate", "convert", "quote"}
}

// topicRow is a thing a goal names and the words a page heads it with: a banner headed
// "We value your privacy" is the cookie banner.
type topicRow struct {
	topic []string
	heads []string
}

func topicRows() []topicRow {
	return []topicRow{
		{[]string{"cookie", "cookies"}, []string{"privacy", "consent", "tracking", "gdpr"}},
	}
}

// unitStops end the words after a number that name what it measures ("15 years at 7.1%":
// years; "ZIP 60614 to ZIP 94103": nothing).
func unitStops() []string {
	return []string{
		"to", "at", "for", "from", "in", "on", "of", "and", "or", "then", "by", "with", "into",
		"per", "as", "the", "a", "an", "is", "it", "please",
	}
}

// shapeRow is a value shape and the field label words that ask for it: a value of that
// shape fits such a field as a typed input of its type would. With phrases, each label
// is a phrase the field's name must contain ("full name", not any "… name").
type shapeRow struct {
	name    string
	shape   func(string) bool
	labels  []string
	phrases bool
}

func shapeRows() []shapeRow {
	return []shapeRow{
		{"email address", func(v string) bool { return typeAgrees("email", v) && !strings.ContainsAny(strings.TrimSpace(v), " /") }, []string{"email", "e-mail"}, false},
		{"phone number", func(v string) bool { return typeAgrees("tel", v) }, []string{"phone", "telephone", "tel", "mobile", "cell"}, false},
		{"person's name", personName.MatchString, []string{"full name", "fullname", "your name", "first and last name", "contact name", "cardholder name"}, true},
	}
}

// personName is two or three capitalised words: "Alan Turing", "Mary-Ann O'Neil".
var personName = regexp.MustCompile(`^\p{Lu}[\p{L}'’-]+( \p{Lu}[\p{L}'’-]+){1,2}$`)

func digitsOf(v string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, v)
}

// verbSynonymRow is a goal verb and the other verbs a control that does the same act may
// be named by: "Order 2 of these" is done by "Buy it now", "Send $45 to Sam" by "Transfer
// now", "Remove my account" by "Delete account". They meet only on the clause's verb, on
// a submit control or a control whose row shows the clause's other words, and only when
// no control is named by the clause's verb itself. A money row meets only in a goal that
// names an amount of money ("$45"): "Send Hello to Sam" never meets "Pay". Two different
// money acts (paying a bill, transferring) never meet.
type verbSynonymRow struct {
	verb  string
	also  []string
	money bool
}

func verbSynonymRows() []verbSynonymRow {
	return []verbSynonymRow{
		{"order", []string{"buy", "purchase"}, false}, {"buy", []string{"order", "purchase"}, false},
		{"send", []string{"transfer"}, true}, {"transfer", []string{"send"}, true},
		{"remove", []string{"delete"}, false}, {"delete", []string{"remove"}, false}, {"heart", []string{"like"}, false},
	}
}

// monthRows are the month names a goal may write a day with ("Choose March 10",
// "10 Mar"): the first word is the name, the others its short forms.
func monthRows() [][]string {
	return [][]string{
		{"january", "jan"}, {"february", "feb"}, {"march", "mar"}, {"april", "apr"}, {"may"},
		{"june", "jun"}, {"july", "jul"}, {"august", "aug"}, {"september", "sep", "sept"},
		{"october", "oct"}, {"november", "nov"}, {"december", "dec"},
	}
}
