package local

import "strings"

// The word lists below are the decider's whole vocabulary. They are raw English words;
// newVocab folds them the same way goal and candidate text is folded, so a list entry
// meets every inflection the folding maps onto it.

// uiWords name controls and generic operations; they never count as a goal's content.
func uiWords() []string {
	list := []string{
		"click", "press", "tap", "hit", "push", "button", "btn", "link", "field", "box",
		"textbox", "searchbox", "input", "text", "menu", "dropdown", "combobox", "page",
		"form", "option", "value", "tab", "icon", "http", "https", "www", "com", "org",
		"net", "html", "htm", "php", "index", "there", "here", "again", "also", "just",
		"checkbox", "radio", "hyperlink", "tickbox", "textarea", "switch",
	}
	return list
}

// fillerWords are politeness, request frames and filler ("could you …", "… for me,
// thanks", "kindly", "pls"): they say how the goal is asked, never what it is about.
func fillerWords() []string {
	return []string{
		"thanks", "thank", "thx", "ty", "kindly", "pls", "plz", "asap", "perhaps", "maybe",
		"actually", "simply", "basically", "could", "would", "can",
		"ll", "ve", "re", // the tails of contractions: "I'll", "I've", "we're"
	}
}

// interjections are exclamations ("oops, go back"): a clause of them alone asks for no
// step, but inside a clause they may be what it names ("open OH", "play Sorry").
func interjections() []string {
	return []string{"oops", "whoops", "oh", "ah", "hmm", "hey", "um", "uh", "ugh", "argh", "sorry"}
}

// opVerbs are the goal's operation verbs: they say what to do, not what to do it to.
func opVerbs() []string {
	return []string{
		"open", "choose", "select", "pick", "fill", "type", "enter", "write", "put", "set",
		"go", "navigate", "visit", "follow", "view", "show", "see", "read", "search", "find",
		"look", "want", "need", "use", "get", "check", "try", "make", "tick", "untick",
		"uncheck", "unselect", "deselect", "toggle", "turn",
	}
}

// scrollWords are how a scroll clause says what it does, not what it scrolls: a region
// scroll fits the clause's other words ("scroll the agenda down": agenda).
func scrollWords() []string {
	return []string{"scroll", "down", "up", "top", "bottom"}
}

// resultWords mark a clause that asks for one of several listed results.
func resultWords() []string {
	return []string{
		"result", "relevant", "most", "best", "article", "item", "entry", "match",
		"matching", "hit", "answer",
	}
}

// submitVerbs are goal verbs whose input clause implies pressing a submit control after
// the value is entered ("Search for X" means fill X, then search).
func submitVerbs() []string {
	return []string{"search", "find", "look", "lookup", "query"}
}

// searchVerbs name what a search or filter box is for: the submitVerbs and "filter". A
// search or filter box (filterLabel: "Filter records") fits only a clause that says one;
// "filter" does not imply a submit press (a filter box narrows its list as it is typed
// in).
func searchVerbs() []string { return append(submitVerbs(), "filter") }

// submitNames are names of controls that submit or commit a form: the generic ones and
// commitNames.
func submitNames() []string {
	return append([]string{
		"search", "go", "submit", "continue", "next", "ok", "okay", "apply", "find", "enter",
		"done", "update", "proceed", "finish",
	}, commitNames()...)
}

// commitNames are submit names that say what the form records: a search's submit is
// never one of them ("Save expense" does not run the search the goal asks for).
func commitNames() []string {
	return []string{
		"send", "save", "login", "log", "sign", "signin", "signup", "post", "create", "register",
		"subscribe", "confirm", "join", "add", "publish", "reply", "comment", "share", "upload",
		"order", "buy", "pay",
	}
}

// cancelNames are names of controls that abandon or undo a form.
func cancelNames() []string {
	return []string{"cancel", "reset", "clear", "close", "back", "dismiss", "undo", "discard"}
}

// successMarkers are the raw (unfolded) words of a status message saying an operation went through.
func successMarkers() []string {
	return []string{
		"thank", "thanks", "success", "successful", "successfully", "saved", "sent", "added",
		"submitted", "subscribed", "posted", "published", "updated", "created", "confirmed",
		"received", "completed", "registered", "booked", "ordered",
	}
}

// irregular maps irregular inflections (as lexical.Stem leaves them) to their base form.
func irregular(w string) (string, bool) {
	switch w {
	case "sent":
		return "send", true
	case "paid":
		return "pay", true
	case "bought":
		return "buy", true
	case "sold":
		return "sell", true
	case "made":
		return "make", true
	case "chose", "chosen":
		return "choose", true
	case "went", "gone":
		return "go", true
	case "found":
		return "find", true
	case "wrote", "written":
		return "write", true
	}
	return "", false
}

// vocab is the folded form of the word lists, built once per Decider.
type vocab struct {
	ui, op, result, submitVerb, submitName, commitName, cancel, success tokenSet
	searchVerb                                                          tokenSet
	filler, interjection                                                tokenSet
	orders                                                              []orderRow
	orderDir                                                            map[string]int
	orderWord                                                           map[string]bool
	steps                                                               []stepRow
	stepWord, orderTok                                                  tokenSet // as tokens (folded)
	pagePart, scroll, going                                             tokenSet
	// lex is the consequence lexicon the risk answer reads, for clauses that ask for a
	// consequential act in other words (consequenceFit).
	lex *lexicon
	// antonyms is WordNet's antonymy (antonyms.txt), for controls that undo what a
	// clause asks (opposes).
	antonyms antonymTable
	readingTables
}

func newVocab() *vocab {
	v := &vocab{
		ui:     foldAll(uiWords()),
		filler: foldAll(fillerWords()), interjection: foldAll(interjections()),
		op:         foldAll(opVerbs()),
		result:     foldAll(resultWords()),
		submitVerb: foldAll(submitVerbs()),
		searchVerb: foldAll(searchVerbs()),
		submitName: foldAll(submitNames()), commitName: foldAll(commitNames()),
		cancel:   foldAll(cancelNames()),
		success:  rawSet(successMarkers()),
		pagePart: foldAll(pagePartWords()),
		scroll:   foldAll(scrollWords()),
		going:    foldAll(goingVerbs()),
		lex:      newLexicon(),
		antonyms: newAntonymTable(),

		readingTables: newReadingTables(),
		orders:        orderRows(), orderDir: map[string]int{}, orderWord: boolSet(orderWords()),
		steps: stepRows(), stepWord: tokenSet{},
	}
	for _, w := range stepVerbs() {
		v.stepWord = v.stepWord.union(wordSet(w))
	}
	for _, r := range v.steps {
		for _, p := range r.goal {
			v.stepWord = v.stepWord.union(wordSet(strings.Join(p, " ")))
		}
	}
	v.orderTok = tokenSet{}
	for _, w := range orderWords() {
		v.orderTok = v.orderTok.union(wordSet(w))
	}
	for _, r := range v.orders {
		for _, w := range r.goal {
			v.orderTok = v.orderTok.union(wordSet(w))
		}
	}
	for _, r := range v.orders {
		for _, w := range r.goal {
			v.orderDir[w] = r.dir
		}
	}
	return v
}

// content returns the tokens of s that are neither control words, operation verbs, result
// words nor filler: what a clause is about.
func (v *vocab) content(s tokenSet) tokenSet {
	out := make(tokenSet, len(s))
	for t := range s {
		if !v.ui.has(t) && !v.op.has(t) && !v.result.has(t) && !v.filler.has(t) {
			out[t] = struct{}{}
		}
	}
	return out
}

// rawSet is a word list as a set of raw lower-case words, not folded.
func rawSet(list []string) tokenSet {
	out := make(tokenSet, len(list))
	for _, w := range list {
		out[w] = struct{}{}
	}
	return out
}
