package local

import (
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
)

// The risk check fails closed: a click is benign only when benignClick recognises what it
// does. The word lists below are raw lower-case English words, matched without folding.

// benignVerb is a leading verb whose act only reads, searches, navigates or changes the
// view: "Search orders", "Show details", "Load more", "Back to results".
func benignVerb(w string) bool {
	switch w {
	case "search", "find", "lookup", "look", "filter", "sort", "refine", "browse", "explore",
		"view", "show", "see", "read", "open", "expand", "collapse", "hide", "toggle", "preview",
		"compare", "track", "visit", "learn", "load", "jump", "skip", "return", "back", "zoom":
		return true
	}
	return false
}

// navWord is a word of a name that only names a page, a place or a step through a list:
// "Home", "About us", "Help", "Next page", "Page 2", "Main menu", "Privacy policy".
func navWord(w string) bool {
	switch w {
	case "home", "homepage", "back", "top", "about", "us", "help", "contact", "faq", "faqs",
		"support", "docs", "documentation", "menu", "navigation", "nav", "main", "more", "less",
		"all", "details", "detail", "info", "information", "overview", "next", "previous",
		"prev", "page", "pages", "first", "last", "older", "newer", "earlier", "later",
		"results", "options", "filters", "categories", "category", "privacy", "policy", "terms",
		"conditions", "service", "blog", "news", "pricing", "features", "sitemap", "contents",
		"search", "tab", "tabs", "settings", "profile", "notifications", "cart", "basket",
		"to", "of", "the", "and", "my", "your", "our", "a", "an", "for", "in", "on", "by":
		return true
	}
	return isNumber(w)
}

// abandonWord names a control that abandons a dialog or form: "Cancel", "Close", "No
// thanks", "Not now".
func abandonWord(w string) bool {
	switch w {
	case "cancel", "close", "dismiss", "no", "thanks", "not", "now", "maybe", "later", "never",
		"mind", "x":
		return true
	}
	return false
}

// viewVerb changes only the view when its object is a benignObject: "Apply filters",
// "Clear search", "Reset sorting".
func viewVerb(w string) bool {
	switch w {
	case "apply", "update", "clear", "reset", "remove", "change", "modify", "refine", "show",
		"hide", "edit":
		return true
	}
	return false
}

// commitWord is a verb that commits, changes or starts something on the site, or a
// generic confirmation; at the head of a link's text it makes the text an act, not a title.
func commitWord(w string) bool {
	if actionWord(w) {
		return true
	}
	switch w {
	case "continue", "proceed", "done", "ok", "okay", "yes", "go", "sign", "log", "login",
		"logout", "signin", "signup", "archive", "move", "block", "unblock", "report", "flag",
		"mute", "like", "unlike", "rate", "import", "export", "install", "uninstall",
		"download", "start", "stop", "pause", "resume", "run", "launch", "deploy", "merge",
		"lock", "retry", "sync", "generate", "pin", "unpin", "star", "bookmark", "favorite",
		"favourite", "set", "try", "get", "place", "make", "close", "empty", "end":
		return true
	}
	return false
}

// actionWord is a verb that commits or changes something: at the head of a URL path
// segment ("/update-password", "/invitations/7/accept") it makes the path an action, and
// anywhere in a button's name it rules out a benign reading ("Search and save").
func actionWord(w string) bool {
	switch w {
	case "save", "submit", "update", "accept", "apply", "agree", "activate", "enable",
		"disable", "join", "add", "create", "edit", "change", "modify", "rename", "vote",
		"follow", "unfollow", "claim", "redeem", "enroll", "enrol", "upload", "connect",
		"disconnect", "verify", "validate", "grant", "revoke", "decline", "reject", "reset",
		"restore", "invite", "cancel", "finish", "complete", "allow", "deny", "unlock", "mark",
		"request", "clear":
		return true
	}
	_, noun, ok := riskVerb(w)
	return ok && !noun
}

// foreignWord is a common function word of another language: a name holding one is not
// read as English ("Jetzt kaufen", "Acheter maintenant", "Comprar ahora").
func foreignWord(w string) bool {
	switch w {
	case "der", "die", "das", "und", "jetzt", "sofort", "sie", "ihr", "ihre", "zum", "zur",
		"auf", "bei", "nach", "ein", "eine", "le", "la", "les", "et", "maintenant", "votre",
		"vos", "mon", "mes", "du", "des", "une", "pour", "avec", "sur", "dans", "ici", "el",
		"los", "las", "y", "ahora", "su", "sus", "tu", "mi", "con", "para", "por", "del", "una",
		"ya", "il", "gli", "ora", "ed", "di", "het", "een", "nu", "agora", "um", "uma", "ou":
		return true
	}
	return false
}

// titleWord marks English prose or a noun phrase: a function word, a reading noun or a
// word with a common English noun ending.
func titleWord(w string) bool {
	switch w {
	case "with", "in", "of", "for", "on", "to", "and", "or", "how", "what", "why", "when",
		"where", "who", "which", "from", "by", "about", "vs", "versus", "into", "your", "my",
		"our", "the", "a", "an", "is", "are", "guide", "tutorial", "introduction", "intro",
		"example", "examples", "overview", "review", "reviews", "news", "book":
		return true
	}
	if readingNoun(w) || navWord(w) && !isNumber(w) {
		return true
	}
	for _, suf := range []string{"tion", "tions", "sion", "sions", "ment", "ments", "ness",
		"ity", "ism", "ics", "ship", "ology", "ance", "ence", "ing", "ings"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) {
			return true
		}
	}
	n := len(w)
	return n >= 4 && w[n-1] == 's' && !strings.HasSuffix(w, "ss") &&
		!strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

func isNumber(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return w != ""
}

// notEnglish reports whether a name's words include a non-ASCII word or a function word of
// another language.
func notEnglish(ws []string) bool {
	for _, w := range ws {
		if foreignWord(w) || !isASCII(w) {
			return true
		}
	}
	return false
}

func isASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// benignClick reports whether a click the lexicon does not flag has a benign reading:
// searching, reading, navigating, paging, sorting or filtering, toggling a tab or menu,
// a checkbox or radio that only filters, abandoning a dialog that names nothing
// consequential, a generic submit of a search form, or a plain link whose text reads as
// a title.
func benignClick(c *fsm.Candidate, pageURL string) bool {
	ws := rawWords(c.Name)
	if len(ws) == 0 || notEnglish(ws) {
		return false
	}
	link := strings.EqualFold(c.Role, "link")
	context := rawWords(c.Context)
	switch strings.ToLower(c.Role) {
	case "checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio":
		return filterReading(ws) || filterReading(context)
	case "tab", "combobox", "listbox", "option", "treeitem":
		return !anyAction(ws)
	}
	switch {
	case benignReading(ws, link):
		return true
	case genericName(c.Name):
		return searchReading(context)
	case allWords(ws, abandonWord):
		return !consequentialText(context) && !hrefRisk(pageURL)
	}
	return link && plainHref(c.Href) && titleLike(ws)
}

// benignReading reads a name as a view change: every word names a page or a step through
// a list ("About us", "Next page"), a benign verb leads and no action verb follows it
// ("Search orders", "Load more"; a link's later words are its topic), a view verb acts on
// a benign object ("Apply filters"), or "continue" goes on reading or shopping.
func benignReading(ws []string, link bool) bool {
	if ws[0] == "please" && len(ws) > 1 {
		ws = ws[1:]
	}
	first, next := ws[0], ""
	if len(ws) > 1 {
		next = ws[1]
	}
	switch {
	case allWords(ws, navWord):
		return true
	case benignVerb(first) || first == "go" && next != "":
		return link || !anyAction(ws[1:])
	case viewVerb(first):
		for _, w := range ws[1:] {
			if !determiner(w) {
				return benignObject(w)
			}
		}
	case first == "continue":
		return next == "reading" || next == "shopping" || next == "browsing"
	}
	return false
}

// titleLike reads a link's text as a title or noun phrase: its head word is not an act
// and some word marks English prose or a noun ("Rust async examples with Tokio", "Order
// history", "My purchases").
func titleLike(ws []string) bool {
	i := 0
	for i < len(ws)-1 && leadWord(ws[i]) {
		i++
	}
	next := ""
	if i+1 < len(ws) {
		next = ws[i+1]
	}
	if _, noun, ok := riskVerb(ws[i]); (ok && (!noun || !readingNoun(next))) || commitWord(ws[i]) {
		return false
	}
	for _, w := range ws {
		if titleWord(w) {
			return true
		}
	}
	return false
}

// plainHref reports whether a link leads over http(s) to a page whose path names no act.
func plainHref(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	return !hrefRisk(raw) && !actionPath(raw)
}

// actionPath reports whether a URL's path has a segment of at most three words led by an
// action verb ("/update-password", "/invitations/7/accept", "/save") or its query names
// one as the action ("?action=delete").
func actionPath(raw string) bool {
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
		if _, _, risky := riskVerb(ws[0]); actionWord(ws[0]) && (!risky || len(ws) == 1) {
			return true
		}
	}
	q := u.Query()
	for _, k := range []string{"action", "do", "op", "cmd", "task"} {
		for _, v := range q[k] {
			if ws := rawWords(v); len(ws) > 0 && actionWord(ws[0]) {
				return true
			}
		}
	}
	return false
}

// filterReading reports whether a checkbox's name or nearby text says it filters or sorts
// a list ("Filter by availability", "Show only in stock").
func filterReading(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "filter", "filters", "refine", "sort", "facet", "facets", "narrow", "show", "only":
			return true
		}
	}
	return false
}

// searchReading reports whether nearby text names a search or filter form, so that a
// generic "Submit" or "Go" there runs a search.
func searchReading(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "search", "find", "lookup", "filter", "filters", "refine", "sort":
			return true
		}
	}
	return false
}

// consequentialText reports whether text names a consequential act or object ("Order
// #123", "Delete this repository?").
func consequentialText(ws []string) bool {
	if phraseRisk(ws, false) > 0 {
		return true
	}
	for _, w := range ws {
		if consequentialObject(w) {
			return true
		}
	}
	return false
}

// anyAction reports whether any word is an action verb, a consequential verb or a generic
// confirmation.
func anyAction(ws []string) bool {
	for _, w := range ws {
		if actionWord(w) {
			return true
		}
		switch w {
		case "continue", "proceed", "done", "ok", "okay", "yes", "go", "finish", "sign", "log":
			return true
		}
	}
	return false
}

func allWords(ws []string, in func(string) bool) bool {
	for _, w := range ws {
		if !in(w) {
			return false
		}
	}
	return len(ws) > 0
}

// pathWords parses a URL and returns it with the words of each of its path segments
// (a file extension dropped), or nil for an empty or unparsable URL.
func pathWords(raw string) (*url.URL, [][]string) {
	if raw == "" {
		return nil, nil
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, nil
	}
	var segs [][]string
	for _, seg := range strings.Split(u.Path, "/") {
		if dot := strings.LastIndexByte(seg, '.'); dot > 0 {
			seg = seg[:dot]
		}
		segs = append(segs, rawWords(seg))
	}
	return u, segs
}
