package local

import (
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
)

// Risk levels. The needs_confirmation gate fires at 0.1.
const (
	riskLow    = 0.02 // nothing consequential read: reading, navigating, searching, ticking
	riskPageOp = 0.01 // scrolling, going back
	riskStrong = 0.9  // a control named by a consequential act: "Buy now", "Delete account"
	riskMedium = 0.5  // a control that shares, registers or replies
	riskLinked = 0.7  // an href or navigation to a consequential path, or a generic control
	// ("OK", "Continue") whose nearby text, title or page URL names a consequential act
	riskField   = 0.3 // a fill or select whose field (or option) names a consequential act
	riskGuarded = 0.3 // a control it cannot read (no name, another language), a link to a
	// non-http(s) href, or navigation to an action path
	riskUnknown = 0.9 // an action kind the decider does not know
)

// riskReader answers the risk question for one request: the lexicon, and the page's URL
// and title.
type riskReader struct {
	lex        *lexicon
	url, title string
}

// assess is P(the exact operation has a consequential effect) from the lexicon: clicks by
// their name and value (act rows), their href (riskLinked) and, for a generic or
// abandoning name, the nearby text, title and page URL (riskLinked); a click it cannot
// read is riskGuarded and any other riskLow. Fills are read by their field's name only,
// since typing submits nothing (riskField); selects by field and option; navigation by
// the URL's path; scroll and back never.
func (r *riskReader) assess(c *fsm.Candidate) float64 {
	switch c.Action {
	case fsm.ActScroll, fsm.ActBack:
		return riskPageOp
	case fsm.ActNavigate:
		switch {
		case r.lex.hrefRisk(c.Value):
			return riskLinked
		case r.lex.actionPath(c.Value):
			return riskGuarded
		}
		return riskLow
	case fsm.ActFill:
		if r.lex.phraseRisk(rawWords(c.Name), readField) > 0 {
			return riskField
		}
		return riskLow
	case fsm.ActSelect:
		if r.lex.phraseRisk(rawWords(c.Name+" "+c.Value), readField) > 0 {
			return riskField
		}
		return riskLow
	case fsm.ActClick:
		return r.click(c)
	}
	return riskUnknown
}

// click reads a click: the act its name, value and href name; for a name that says
// nothing ("OK", "Submit", "Cancel"), the act its nearby text, the page title or the
// page URL names; and it fails closed on a control it cannot read.
func (r *riskReader) click(c *fsm.Candidate) float64 {
	if strings.EqualFold(c.Role, "link") && inPage(c.Href, r.url) {
		// A link to a fragment of this very page goes nowhere: the page's script does
		// what its click does, so its name is read as a button's ("Freeze membership"
		// → #).
		b := *c
		b.Role, b.Href = "button", ""
		c = &b
	}
	ws := nameWords(c.Name)
	mode := readText
	if strings.EqualFold(c.Role, "link") {
		mode = readLink
	}
	question := r.lex.isQuestion(c.Name)
	if question && c.Expanded != nil && !r.lex.notEnglish(ws) && readableHref(c.Href) &&
		!r.lex.hrefRisk(c.Href) && !r.lex.actionPath(c.Href) {
		return riskLow // a disclosure heading named by a question: an FAQ entry, its acts are its topic
	}
	risk := max(r.lex.phraseRisk(ws, mode), r.lex.phraseRisk(rawWords(c.Value), mode))
	if r.lex.hrefRisk(c.Href) {
		risk = max(risk, riskLinked)
	}
	// A question that is not a disclosure heading ("Are you sure?") confirms what its
	// place names, as "OK" does.
	if (question || allIn(ws, r.lex.generic) || allIn(ws, r.lex.abandon)) && r.consequentialPlace(c.Context) {
		risk = max(risk, riskLinked)
	}
	if risk == 0 && r.lex.addOn.has(strings.ToLower(c.Role)) && (price.MatchString(strings.ToLower(c.Name)) || price.MatchString(strings.ToLower(c.Context))) {
		risk = riskLinked // a box with a price adds a paid extra ("Travel insurance ($29)")
	}
	if role := strings.ToLower(c.Role); risk == 0 && !r.lex.checkable.has(role) && !r.lex.stateRoles.has(role) &&
		(role != "link" || c.Href == "") && recurringCharge(c.Name) {
		risk = riskLinked // "Add Sport · £9.99 a month" starts paying a recurring charge
	}
	if risk == 0 && strings.EqualFold(c.Role, "button") && c.Expanded == nil && price.MatchString(strings.ToLower(c.Name)) {
		risk = riskLinked // a button with a price spends it, as a box with one does ("Load a £20 arcade card")
	}
	if risk == 0 && r.lex.place.intersects(rawSet(rawWords(c.Context))) {
		risk = riskLinked // "Premium" near "Your plan: Basic" changes the plan
	}
	if len(ws) == 0 && r.lex.checkable.has(strings.ToLower(c.Role)) {
		// A box or radio with no name only sets a form's state: its nearby text says
		// what it is ("I agree to the Terms" is consent; a plan's radio is a choice).
		ctx := rawWords(c.Context)
		read := r.lex.phraseRisk(ctx, readText)
		if risk == 0 && read == 0 && !r.lex.notEnglish(ctx) {
			return riskLow
		}
		risk = max(risk, read)
	}
	switch {
	case risk > 0:
		return max(risk, riskGuarded)
	case !readableHref(c.Href) || r.lex.actionPath(c.Href):
		return riskGuarded // where it goes or what its path does cannot be read
	case r.lex.languages.has(strings.Join(ws, " ")):
		return riskLow // a language's own name switches the language the page is shown in
	case len(ws) == 0 || r.lex.notEnglish(ws):
		return riskGuarded
	case r.lex.unknownAct(ws, c):
		return riskGuarded // an act it cannot read as benign: fail closed
	}
	return riskLow
}

// unknownAct reports whether a control's name leads (after a lead word: "Yes, remind
// them") with a word WordNet counts mostly as a verb that no row of the lexicon reads,
// as benign or otherwise: an act whose effect the lexicon does not know. Whatever their
// names say, a link to a readable page only navigates, a box, radio, switch, tab or
// option sets a form's state, and a control that expands opens a menu or a section; a
// name with digits other than a price's or a record number's (#1482) is a record's
// title (an event, a file, a row), not a command.
func (l *lexicon) unknownAct(ws []string, c *fsm.Candidate) bool {
	role := strings.ToLower(c.Role)
	switch {
	case role == "link" && c.Href != "", l.checkable.has(role), l.stateRoles.has(role):
		return false
	case c.Expanded != nil:
		return false // it opens or closes a menu, a list or a section ("Notice period ▾")
	case strings.ContainsAny(recordRef.ReplaceAllString(price.ReplaceAllString(strings.ToLower(c.Name), ""), ""), "0123456789"):
		// A record's title, not a command: "Sprint retro, Fri 11 December, 14:00". A
		// price's digits make no title: "Hire the bouncy castle · £85" is an act; nor
		// does a record's number, which names what the act is on: "Deploy #1482 to
		// production".
		return false
	}
	w := l.leadOf(ws)
	known := l.benign.has(w) || l.actWord(w) || l.generic.has(w) || l.abandon.has(w)
	return l.actVerbs.has(w) && !known
}

// consequentialPlace reports whether a control's nearby text, the page title or the page
// URL names a consequential act or object ("Delete this repository?", "Checkout",
// "/cart/payment").
func (r *riskReader) consequentialPlace(context string) bool {
	for _, text := range []string{context, r.title} {
		if r.lex.consequentialText(rawWords(text)) {
			return true
		}
	}
	if r.lex.hrefRisk(r.url) {
		return true
	}
	_, segs := pathWords(r.url)
	for _, ws := range segs {
		if r.lex.consequentialText(ws) {
			return true
		}
	}
	return false
}

// nameWords returns the raw words of a control's name; an icon named from its class
// (`icon "trash"`) is read by its class words, and a name that is a symbol by the word
// it stands for ("×": close).
func nameWords(name string) []string {
	trimmed := strings.TrimSpace(name)
	for _, g := range glyphRows() {
		if trimmed == g.glyph {
			if g.glyph == g.word {
				break
			}
			if ws := rawWords(trimmed); len(ws) > 0 {
				return append([]string{g.word}, ws...) // "x": close, and still "x"
			}
			return []string{g.word}
		}
	}
	ws := rawWords(name)
	if len(ws) > 1 && ws[0] == "icon" && strings.HasPrefix(strings.TrimSpace(name), `icon "`) {
		return ws[1:]
	}
	return ws
}

// inPage reports whether href only adds a fragment to the URL of the page it is on
// ("#", "http://host/page#", "/page#top"): following it does not leave the page.
func inPage(href, pageURL string) bool {
	if href == "" {
		return false
	}
	if strings.HasPrefix(href, "#") {
		return true
	}
	h, err := url.Parse(href)
	if err != nil || !strings.Contains(href, "#") {
		return false
	}
	page, err := url.Parse(pageURL)
	if err != nil {
		return false
	}
	h = page.ResolveReference(h)
	h.Fragment, h.RawFragment = "", ""
	page.Fragment, page.RawFragment = "", ""
	return h.String() == page.String()
}

// readableHref reports whether a click's href, if any, is an http(s) URL or a fragment:
// where a javascript: or data: link goes cannot be read.
func readableHref(raw string) bool {
	if raw == "" || strings.HasPrefix(raw, "#") {
		return true
	}
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https")
}

func isASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func allIn(ws []string, set tokenSet) bool {
	for _, w := range ws {
		if !set.has(w) {
			return false
		}
	}
	return len(ws) > 0
}

func hasPrefixWords(ws, prefix []string) bool {
	if len(ws) < len(prefix) {
		return false
	}
	for i, p := range prefix {
		if ws[i] != p {
			return false
		}
	}
	return true
}

func contains(list []string, w string) bool {
	for _, x := range list {
		if x == w {
			return true
		}
	}
	return false
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
