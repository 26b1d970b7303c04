package local

import (
	"strings"
	"unicode"
)

// The goal-reading tables for widgets: choosing a value among a dropdown's options, star
// ratings, switches and FAQ topics, pronoun clauses and short forms. Like reading.go's,
// each is a list of rows of raw lower-case English words; choice_test.go tests every row
// and reading_widgets_test.go and choice_test.go state each rule as a goal in plain
// English.

// pronounWords make a clause of verbs and one of them ("Open them", "uncheck it") act
// on what the clause before names; it adds no step of its own.
func pronounWords() []string { return []string{"it", "them", "this", "that", "these", "those"} }

// abbreviationRow is a short form read as its full word, on the goal's side and the
// page's alike ("specs": "Specifications").
type abbreviationRow struct{ short, long string }

func abbreviationRows() []abbreviationRow {
	return []abbreviationRow{
		{"specs", "specifications"}, {"spec", "specification"}, {"info", "information"},
		{"config", "configuration"}, {"prefs", "preferences"}, {"pref", "preference"},
		{"qty", "quantity"}, {"acct", "account"}, {"msg", "message"}, {"msgs", "messages"},
		{"pic", "picture"}, {"pics", "pictures"}, {"addr", "address"},
	}
}

// tickVerbs say that a box, radio or switch is to be turned on ("Add gift wrap", "Enable
// dark mode", "Mark this as a minor edit"): on such a control they are what its click
// does, not a word of its name.
func tickVerbs() []string { return []string{"add", "include", "enable", "activate", "mark"} }

// checkableRoles are the roles of controls a click turns on or off.
func checkableRoles() []string {
	return []string{"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"}
}

// purposeRow starts the tail of a clause that says why, not what ("… with a flag so I
// remember it", "… because it's spam"): the words from it on are not the goal's content.
// A word in words[1] must follow words[0]; an empty words[1] takes any word.
type purposeRow struct {
	lead string
	next []string
}

func purposeRows() []purposeRow {
	subjects := []string{"i", "we", "you", "they", "he", "she", "it", "that", "my", "our"}
	return []purposeRow{{"so", subjects}, {"because", nil}, {"cause", subjects}, {"since", subjects}}
}

// purposeCut drops a clause's purpose tail (purposeRows); a clause that is all purpose
// is kept whole.
func purposeCut(raw []string) []string {
	for i := 1; i < len(raw); i++ {
		for _, r := range purposeRows() {
			if raw[i] == r.lead && (r.next == nil || i+1 < len(raw) && contains(r.next, raw[i+1])) {
				return raw[:i]
			}
		}
	}
	return raw
}

// unitRow is a unit of measure written as a symbol in a control's name, and the word a
// goal says it by ("Large 14″" for "the 14 inch"; "°F" for "in Fahrenheit").
type unitRow struct{ symbol, word string }

func unitRows() []unitRow {
	return []unitRow{
		{"″", "inch"}, {"”", "inch"}, {"′", "foot"}, {"°f", "fahrenheit"}, {"°c", "celsius"},
		{"℉", "fahrenheit"}, {"℃", "celsius"}, {"%", "percent"}, {"°", "degree"},
	}
}

// unitWords are the words of the units a name writes as symbols (unitRows), folded.
func unitWords(name string) tokenSet {
	out := tokenSet{}
	if !strings.ContainsFunc(name, func(r rune) bool { return r > unicode.MaxASCII || r == '%' }) {
		return out // every symbol but % is outside ASCII: most names hold none
	}
	low := strings.ToLower(name)
	for _, r := range unitRows() {
		if strings.Contains(low, r.symbol) {
			out = out.union(wordSet(r.word))
		}
	}
	return out
}

// ratingNouns after a count name a place in a rating widget ("Rate it 4 stars": the
// fourth star): the count picks among the controls the noun names, in page order.
func ratingNouns() []string { return []string{"star", "stars", "heart", "hearts"} }

// countWords are the counts a rating is given in besides digits ("five stars").
func countWords() []string {
	return []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
}

// topicWords end a clause's kind and start its topic ("Open the FAQ question about
// refunds"): the words before name what kind of thing is meant and count only where a
// control's name shows them; the topic words after choose which one.
func topicWords() []string { return []string{"about", "regarding", "concerning"} }

// settingVerbs lead a clause that sets a control to a value ("Set the size to XL",
// "Switch the site language to Deutsch", "Sort the reviews by highest rating"): the
// words after its last "to" or "by" are the value to choose, those between name the
// control that holds it (choice.go).
func settingVerbs() []string { return []string{"set", "switch", "change", "sort"} }

// pickVerbs lead a clause that picks a value among a control's options ("Pick Charcoal
// in size L", "Choose 'Sky blue' from the Color menu"); a control named by one of them
// and a field word ("Choose a size", "Select your country") is a closed dropdown showing
// its placeholder.
func pickVerbs() []string { return []string{"choose", "pick", "select"} }

// valueSetRow is a set of values one control usually offers (a dropdown's options), and
// the words that name such a control: a clause that names a member picks it from the
// control the names name, and a control showing another member of the set is that
// control, closed, showing its current value ("English" for "Switch to Deutsch").
type valueSetRow struct {
	names   []string
	members []string
}

func valueSetRows() []valueSetRow {
	return []valueSetRow{
		{[]string{"size", "sizes"}, []string{
			"xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl", "2xl", "3xl", "small", "medium",
			"large", "extra small", "extra large", "one size"}},
		{[]string{"color", "colour", "colors", "colours", "shade", "finish"}, []string{
			"black", "white", "grey", "gray", "silver", "charcoal", "red", "maroon", "burgundy",
			"crimson", "pink", "rose", "coral", "orange", "rust", "yellow", "gold", "mustard",
			"beige", "cream", "ivory", "sand", "tan", "khaki", "brown", "olive", "green",
			"mint", "teal", "turquoise", "cyan", "aqua", "blue", "navy", "sky blue",
			"light blue", "dark blue", "royal blue", "indigo", "purple", "violet", "lavender",
			"lilac", "magenta", "plum", "light grey", "light gray", "dark grey", "dark gray",
			"forest green", "dark green"}},
		{[]string{"language", "languages", "locale", "lang"}, languageNames()},
		{[]string{"sort", "sorting", "order"}, []string{
			"newest", "newest first", "oldest", "oldest first", "latest", "most recent",
			"recent", "highest rating", "highest rated", "lowest rating", "lowest rated",
			"top rated", "most helpful", "most popular", "popularity", "relevance",
			"most relevant", "best match", "best selling", "bestselling", "price low to high",
			"price high to low", "alphabetical", "a to z",
			"z to a"}},
	}
}
