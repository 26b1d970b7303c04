package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Risk levels. The needs_confirmation gate fires at 0.1.
const (
	riskLow    = 0.02 // a click with a benign reading, filling without submitting, selecting
	riskPageOp = 0.01 // scrolling, going back
	riskStrong = 0.9  // a control named by a consequential verb: "Buy now", "Delete account"
	riskMedium = 0.5  // a control that shares, registers or replies
	riskLinked = 0.7  // an href or navigation to a consequential path, or a generic control
	// ("OK", "Continue") whose nearby text or page URL names a consequential act
	riskField   = 0.3 // a fill or select whose field (or option) names a consequential act
	riskGuarded = 0.3 // a click with no benign reading ("Save", "Accept", "Jetzt kaufen",
	// an unnamed control, a generic name on a form), or navigation to an action path
	riskUnknown = 0.9 // an action kind the decider does not know
)

// riskVerb returns the risk of an imperative word and whether it is also a common noun
// ("order", "post", "transfer"), which counts only in imperative position.
func riskVerb(w string) (risk float64, nounToo, ok bool) {
	switch w {
	case "buy", "pay", "checkout", "delete", "remove", "erase", "destroy", "wipe", "send",
		"withdraw", "donate", "confirm", "unsubscribe", "subscribe", "publish", "tweet",
		"deactivate", "terminate", "reserve", "upgrade", "sell", "approve", "authorize":
		return riskStrong, false, true
	case "order", "purchase", "transfer", "post", "book", "bid", "trade":
		return riskStrong, true, true
	case "share", "register", "reply", "invite", "downgrade":
		return riskMedium, false, true
	case "comment":
		return riskMedium, true, true
	}
	return 0, false, false
}

// consequentialObject is a word that makes "place", "submit", "cancel", "close", … a
// consequential act ("place order", "cancel subscription", "close account").
func consequentialObject(w string) bool {
	switch w {
	case "order", "orders", "payment", "purchase", "bid", "transfer", "booking", "reservation",
		"donation", "subscription", "membership", "plan", "account", "trip", "flight",
		"ticket", "appointment", "transaction", "trash", "cart", "basket", "bin":
		return true
	}
	return false
}

// readingNoun after a noun-too word makes it a thing to read: "Order history".
func readingNoun(w string) bool {
	switch w {
	case "history", "status", "details", "detail", "summary", "number", "id", "list", "info",
		"information", "help", "faq", "policy", "policies", "terms", "settings", "tracking",
		"date", "total", "confirmation", "lookup", "search", "page", "tips", "guide", "docs",
		"options", "preview", "form", "type", "types":
		return true
	}
	return false
}

// benignObject after a destructive verb makes it a view change: "Remove filter".
func benignObject(w string) bool {
	switch w {
	case "filter", "filters", "search", "selection", "tag", "tags", "highlight", "highlighting",
		"formatting", "sort", "sorting":
		return true
	}
	return false
}

func leadWord(w string) bool {
	switch w {
	case "yes", "ok", "okay", "now", "please", "i":
		return true
	}
	return false
}

func determiner(w string) bool {
	switch w {
	case "my", "your", "the", "this", "that", "a", "an", "all", "our", "it":
		return true
	}
	return false
}

// genericName reports whether a control's name says nothing about what it does, so that
// its nearby text and page URL decide ("OK" in a "Delete account?" dialog).
func genericName(name string) bool {
	for _, w := range rawWords(name) {
		switch w {
		case "ok", "okay", "yes", "continue", "next", "proceed", "submit", "done", "apply", "go",
			"finish", "accept", "agree", "i", "save", "confirm", "got", "it", "sure", "to", "step":
		default:
			return false
		}
	}
	return true
}

// phraseRisk is the risk a control's words name. For a link, a verb counts only among its
// first two words, so a result titled "How to delete a file" reads as a title.
func phraseRisk(raw []string, link bool) float64 {
	best := 0.0
	for i, w := range raw {
		if link && i > 1 {
			break
		}
		rest := raw[i+1:]
		next := ""
		if len(rest) > 0 {
			next = rest[0]
		}
		r := 0.0
		switch w {
		case "sign":
			switch next {
			case "in", "on", "out", "off":
			case "up":
				r = riskMedium
			default:
				r = riskStrong
			}
		case "place", "submit", "make", "complete", "finalize", "cancel", "close", "empty", "end":
			if objectWithin(rest, 3) {
				r = riskStrong
			}
		case "create", "open":
			if objectWithin(rest, 2) {
				r = riskMedium
			}
		default:
			rv, noun, ok := riskVerb(w)
			switch {
			case !ok:
			case noun && !(i == 0 || (i == 1 && leadWord(raw[0]))):
			case noun && readingNoun(next):
			case benignObject(next):
			default:
				r = rv
			}
		}
		best = max(best, r)
	}
	return best
}

// objectWithin reports whether a consequential object follows within n words, skipping
// determiners.
func objectWithin(rest []string, n int) bool {
	for _, w := range rest {
		if determiner(w) {
			continue
		}
		if consequentialObject(w) {
			return true
		}
		if n--; n == 0 {
			return false
		}
	}
	return false
}

// hrefRisk reports whether a URL's path names a consequential act: a path segment that is
// a consequential verb ("/checkout", "/unsubscribe") or a two-word phrase ending in a
// consequential object or "now" ("/place-order", "/delete-account", "/buy-now"). Queries
// are not read: a search for "how to delete a file" is not a deletion.
func hrefRisk(raw string) bool {
	_, segs := pathWords(raw)
	for _, ws := range segs {
		switch len(ws) {
		case 1:
			if r, noun, ok := riskVerb(ws[0]); ok && !noun && r >= riskStrong {
				return true
			}
		case 2:
			if (ws[1] == "now" || consequentialObject(ws[1])) && phraseRisk(ws, false) >= riskStrong {
				return true
			}
		}
	}
	return false
}

// assessRisk is P(the exact operation has a consequential effect) from the lexicon:
// clicks by their name and value (riskStrong, riskMedium), their href (riskLinked) and,
// for a generic name, their nearby text and the page URL (riskLinked), and otherwise
// riskGuarded unless the click has a benign reading; fills by their field's name only,
// since typing submits nothing (riskField); selects by field and option; navigation by the
// URL's path (riskLinked, riskGuarded); scroll and back never.
func assessRisk(c *fsm.Candidate, pageURL string) float64 {
	switch c.Action {
	case fsm.ActScroll, fsm.ActBack:
		return riskPageOp
	case fsm.ActNavigate:
		switch {
		case hrefRisk(c.Value):
			return riskLinked
		case actionPath(c.Value):
			return riskGuarded
		}
		return riskLow
	case fsm.ActFill:
		if phraseRisk(rawWords(c.Name), false) > 0 {
			return riskField
		}
		return riskLow
	case fsm.ActSelect:
		if phraseRisk(rawWords(c.Name+" "+c.Value), false) > 0 {
			return riskField
		}
		return riskLow
	case fsm.ActClick:
		return clickRisk(c, pageURL)
	}
	return riskUnknown
}

// clickRisk fails closed: a click the lexicon flags keeps its level, and any other click is
// riskGuarded unless benignClick finds a benign reading of it.
func clickRisk(c *fsm.Candidate, pageURL string) float64 {
	name := c.Name
	if name == "" {
		name = c.Description
	}
	link := strings.EqualFold(c.Role, "link")
	r := max(phraseRisk(rawWords(name), link), phraseRisk(rawWords(c.Value), link))
	if hrefRisk(c.Href) {
		r = max(r, riskLinked)
	}
	if genericName(name) && (phraseRisk(rawWords(c.Context), false) > 0 || hrefRisk(pageURL)) {
		r = max(r, riskLinked)
	}
	switch {
	case r > 0:
		return max(r, riskGuarded)
	case c.Name == "" || actionPath(c.Href) || !benignClick(c, pageURL):
		return riskGuarded
	}
	return riskLow
}
