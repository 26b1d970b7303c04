package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Role fit: a control of another kind than the clause names ("the Submit link" when the
// candidate is a button) keeps roleMismatch of its match; one whose kind the page does
// not tell (a role-less clickable) keeps roleUnknown.
const (
	roleMismatch = 0.6
	roleUnknown  = 0.85
	// Label match: a name that equals a quoted label is 1, one that contains it
	// labelContains, and one that shares some of its words labelWords times the share.
	labelContains = 0.7
	labelWords    = 0.5
	// A control named by the clause's verb fits leadBase plus the rest of 1 times the
	// share of the clause's other words (those the page shows) its nearby text shows; in
	// a row that shows the clause's quoted label it fits leadInRow.
	leadBase  = 0.5
	leadAlone = 0.8
	leadInRow = 0.95
	// An item's title whose text shows every word of the clause fits itemTitle; a
	// control whose name repeats the clause's means ("with Google") meansPhrase.
	itemTitle   = 0.9
	meansPhrase = 0.9
)

// roleFit is how well a candidate's kind fits the kinds the clause names.
func roleFit(f *feature, roles map[string]bool) float64 {
	switch {
	case roles == nil || roles[f.role]:
		return 1
	case f.role == "clickable" || f.role == "" || f.role == "generic":
		return roleUnknown
	}
	return roleMismatch
}

// roleFilter is roleFit when some click candidate has a kind the clause names; a kind
// the page does not offer at all filters nothing ("the Reviews tab" drawn as links)
// beyond roleUnknown.
func (s *scorer) roleFilter(f *feature, roles map[string]bool) float64 {
	fit := roleFit(f, roles)
	if fit != roleMismatch {
		return fit
	}
	for i := range s.feats {
		if s.req.Candidates[i].Action == fsm.ActClick && roles[s.feats[i].role] {
			return fit
		}
	}
	return roleUnknown
}

// nameMatch is how well a click target fits a clause that names it: by its quoted labels
// when it has some (exact equality wins over containment; a control whose name is the
// clause's verb in a row that shows the label is nearly as good), else by its content
// words. A control whose name is the clause's verb ("Buy now" for "Buy the merino
// scarf") fits by how many of the clause's other words its nearby text shows, counting
// only words the page shows somewhere.
func (s *scorer) nameMatch(c *fsm.Candidate, f *feature, cl *clause, toks tokenSet) float64 {
	lead := s.leadWord(cl)
	if len(cl.labels) > 0 {
		name := strings.Join(nameWords(c.Name), " ")
		best := 0.0
		for _, l := range cl.labels {
			lw := strings.Join(rawWords(l), " ")
			if lw == "" {
				lw = strings.Join(nameWords(l), " ") // a quoted symbol reads as the control it draws: "×"
			}
			switch {
			case lw != "" && name == lw, lw == "" && strings.TrimSpace(c.Name) == strings.TrimSpace(l):
				best = 1 // the same words, or the same symbol ("⋮" for a "⋮" button)
			case lw != "" && containsPhrase(name, lw):
				best = max(best, labelContains)
			case lw != "" && lead != "" && f.name.has(lead) && containsPhrase(c.Context, lw):
				best = max(best, leadInRow)
			default:
				best = max(best, labelWords*share(f, wordSet(l), 0.6, 0.3))
			}
		}
		if s.actUnmet(f, cl, lead, true) {
			best = min(best, actUnmetFit) // 'Downvote "My first IPA"': not the thread's link
		}
		return best
	}
	content := s.v.content(toks)
	if len(content) == 0 {
		content = toks.minus(s.v.ui)
	}
	content = content.minus(s.unnamedParts(), s.unnamed(cl.kind), s.unshownVerb(cl), cl.asked)
	if w := s.releasedWord(f, lead); w != "" {
		content = content.minus(tokenSet{lead: {}}).union(tokenSet{w: {}}) // "unmute" a pressed Mute: its click releases it
	}
	if about := s.aboutPage(content); len(about) > 0 && len(content.minus(about)) > 0 {
		content = content.minus(about) // "Show me Friday's forecast" on the forecast page: Friday
	}
	if head := settingHead(cl); len(head) > 0 {
		// "the fabric is denim", "arrival: afternoon": what is set is named by the value;
		// the setting's name, where the page shows it nowhere, tells no option apart.
		// A number alone names nothing ("set the quantity to 2" is not a pager's "2").
		if rest := content.minus(head.minus(s.shownOnPage(head))); hasWordToken(rest) {
			content = rest
		}
	}
	if kinds := content.minus(s.unnamedKinds()); len(kinds) > 0 {
		content = kinds // "the Plus plan": the plans' names do not say "plan"
	}
	if cv := s.controlVerbLead(cl); cv != "" {
		lead, content = cv, content.union(tokenSet{cv: {}})
	}
	means := max(s.meansFit(c, cl), s.meansObjectFit(c, f, cl, content))
	m := max(weighted(f, content), s.readingFit(c, f, cl, content), s.titleFit(c, f, cl, content), means)
	if s.actUnmet(f, cl, lead, len(content) > 1) {
		m = max(min(m, actUnmetFit), means) // a means the goal names carries its act
	}
	m = max(m, s.consequenceFit(c, f, cl), s.stateFit(f, cl, content))
	if cl.order != 0 {
		m = s.orderFit(c, f, cl, content, m)
	}
	if cl.step != 0 {
		m = s.stepFit(c, f, cl, content, m)
	}
	// A filter's option is named by what it filters by, every word of it ("Rabbits" for
	// "filter to rabbits", never "Kitchen lights" for "filter to Kitchen").
	filterBy := s.v.searchVerb.has(lead) && len(f.label.minus(content)) == 0
	if (s.v.tickVerb.has(lead) || filterBy) && s.v.checkable[f.role] && !f.name.has(lead) && len(content) > 1 && !s.verbNamed(lead) {
		m = max(m, weighted(f, content.minus(tokenSet{lead: {}}))) // "Add gift wrap", "filter to rabbits": tick it
	}
	// A control named by a verb of the same act (verbSynonymRows: "Delete account" for
	// "Remove my account") counts as named by the clause's verb when the rest shows.
	synonym := lead != "" && !f.name.has(lead) && f.name.intersects(s.sameAct(lead))
	if lead != "" && (f.name.has(lead) || synonym) && len(content) > 1 && !s.leadTells(cl, lead) {
		rest := content.minus(tokenSet{lead: {}})
		shown := s.shownOnPage(rest)
		switch {
		case len(shown) > 0 && s.partlyShownName(rest.minus(shown), shown):
			// "a Lyon & Healy Style 30": the page shows "Lyon & Healy" but not "Style 30",
			// so no control of it is the thing named
		case len(shown) > 0:
			m = max(m, leadBase+(1-leadBase)*share(f, shown, 1, 0.5))
		case synonym:
		case s.v.checkable[f.role] && s.v.tickVerb.has(lead) && s.leadsClause(cl, lead) &&
			len(s.v.content(f.name).minus(toks, s.sameAct(lead))) > 0:
			// A box named by a ticking verb and another thing ("Add snow chains") is
			// that thing's option: it never stands for a thing the page does not show
			// ("Add a roof box").
		case !s.namesAbsent(rest) && !s.otherObject(f, cl, lead):
			m = max(m, leadAlone) // "Choose Express shipping": the page says "Delivery"
		}
	}
	if s.questionRefuses(c, cl) {
		m = min(m, actUnmetFit) // "which checks failed?": not "Re-run failed jobs"
	}
	return m * s.askedFit(f, cl)
}

// askedFit is how well a control shows what the question before its clause asks about
// (clause.asked), among those words the page shows (the title's words no control shows
// left out): 1 when it shows them all or the page shows none, down to 0.6 when it shows
// none ("Profile" in Jo Mallory's row, not in another's, for "what does Jo Mallory
// specialise in? open the profile").
func (s *scorer) askedFit(f *feature, cl *clause) float64 {
	shown := s.shownOnPage(cl.asked).minus(s.aboutPage(cl.asked)) // on the page, the title's words that no control shows left out
	if len(shown) == 0 {
		return 1
	}
	return 0.6 + 0.4*share(f, shown, 1, 0.5)
}

// verbNamed reports whether a click candidate that is no box, radio or switch is named
// by the verb: then the verb names that control ("Add member" for "Add Maria Garcia"),
// not the ticking of a box.
func (s *scorer) verbNamed(verb string) bool {
	for j := range s.req.Candidates {
		if s.req.Candidates[j].Action == fsm.ActClick && !s.v.checkable[s.feats[j].role] && s.feats[j].name.has(verb) {
			return true
		}
	}
	return false
}

// unnamedParts is the page-part words, topic words and nouns of newest-first lists no
// candidate's name shows: "the section below" says where, "the message about X"
// introduces X, and "the latest tweet" says which kind (unnamedKinds: the other kind
// nouns).
func (s *scorer) unnamedParts() tokenSet {
	if s.partsUnnamed == nil {
		s.partsUnnamed = s.unnamed(s.v.pagePart.union(s.v.topic).union(s.v.newestFirstKinds))
	}
	return s.partsUnnamed
}

// unnamed is the tokens of toks no candidate's name shows.
func (s *scorer) unnamed(toks tokenSet) tokenSet {
	if s.names == nil {
		s.names = tokenSet{}
		for i := range s.feats {
			for t := range s.feats[i].name {
				s.names[t] = struct{}{}
			}
		}
	}
	return toks.minus(s.names)
}

// shownOnPage keeps the tokens some candidate, the page title or the page text shows.
func (s *scorer) shownOnPage(want tokenSet) tokenSet {
	if s.onPage == nil {
		s.onPage = wordSet(s.req.Title + " " + s.req.PageText)
		for i := range s.feats {
			for _, set := range []tokenSet{s.feats[i].name, s.feats[i].ctx, s.feats[i].href} {
				for t := range set {
					s.onPage[t] = struct{}{}
				}
			}
		}
	}
	out := tokenSet{}
	for t := range want {
		if s.onPage.has(t) {
			out[t] = struct{}{}
		}
	}
	return out
}

// aboutPage keeps the tokens the page's title shows and no control's name, nearby text
// or href: words that say what the page is ("forecast", "appointment"), which every
// control on it shares and none is named by. A word only its text shows is not: the text
// holds the controls not offered ("Fit a solid rubber tyre — we no longer fit rubber", a
// disabled option), and a goal that names one asks for it.
func (s *scorer) aboutPage(want tokenSet) tokenSet {
	if s.inControls == nil {
		s.inControls = tokenSet{}
		for i := range s.feats {
			for _, set := range []tokenSet{s.feats[i].name, s.feats[i].ctx, s.feats[i].href} {
				for t := range set {
					s.inControls[t] = struct{}{}
				}
			}
		}
	}
	out := tokenSet{}
	if s.titleToks == nil {
		s.titleToks = wordSet(s.req.Title)
	}
	for t := range s.shownOnPage(want) {
		if !s.inControls.has(t) && s.titleToks.has(t) {
			out[t] = struct{}{}
		}
	}
	return out
}

// suggestMatch is how well a click fits "pick the suggestion that starts with the typed
// prefix": 1 for a control whose name starts with the prefix (and ends with every
// suffix the goal states), other than the field typed into; 0 otherwise.
func (s *scorer) suggestMatch(c *fsm.Candidate, st step) float64 {
	name := strings.ToLower(strings.TrimSpace(c.Name))
	prefix := strings.ToLower(strings.TrimSpace(s.g.values[st.value].text))
	if name == "" || name == prefix || !strings.HasPrefix(name, prefix) || !showsCompletion(name, s.g.values[st.value].completes) {
		return 0
	}
	for _, v := range s.g.values {
		if v.suffix && !strings.HasSuffix(name, strings.ToLower(strings.TrimSpace(v.text))) {
			return 0
		}
	}
	return 1
}

// otherObject reports whether a control named by the clause's leading verb names
// another object of it than the clause's: a clause led by an act verb whose object is
// no pronoun ("raise the garage", not "submit it", "log me out") and a control whose
// name shows content words the goal does not say besides the verb and its numbers
// ("Raise target temperature", "Print on both sides" for "print T-shirts").
func (s *scorer) otherObject(f *feature, cl *clause, lead string) bool {
	if !s.leadsClause(cl, lead) || !s.actLedClause(cl) {
		return false
	}
	return len(numbersOut(s.v.content(f.name).minus(s.g.tokens, tokenSet{lead: {}}, s.sameAct(lead)))) > 0
}

// actLedClause reports whether a clause's first word that is no filler is a word used
// mostly as a verb (actWord) or a verb before a determiner, and no pronoun right after it
// stands for its object: "raise the garage", "delete this draft", not "home delivery
// please", "save it somewhere" or "book this".
func (s *scorer) actLedClause(cl *clause) bool {
	for k, w := range cl.raw {
		if t := words(w); len(t) == 0 || s.v.filler.has(t[0]) {
			continue
		}
		// a verb before a determiner is an imperative whatever its noun uses: "lower the fan"
		lw := lettersOf(w)
		imperative := s.v.verbLemma.has(lw) && s.imperative(cl, words(w)[0])
		return (s.v.actWord(lw) || imperative) && !s.pronounObject(cl.raw[k+1:])
	}
	return false
}

// pronounObject reports whether the words after a verb start with a pronoun for its
// object: an object pronoun ("it", "me"), or a demonstrative no content word follows
// ("book this", not "delete this draft").
func (s *scorer) pronounObject(after []string) bool {
	switch {
	case len(after) == 0:
		return false
	case contains(objectPronouns(), after[0]):
		return true
	case s.v.pronoun[after[0]]:
		return len(after) == 1 || len(s.v.content(wordSet(after[1]))) == 0
	}
	return false
}

// settingHead is the name of what a clause that states a setting sets: the field words
// of its choices ("arrival: afternoon", read as "set arrival to afternoon": arrival), or
// the subject of a statement "X is Y" ("the fabric is denim": fabric); nil for any other
// clause.
func settingHead(cl *clause) tokenSet {
	var head tokenSet
	for _, ch := range cl.choices {
		head = head.union(ch.field)
	}
	if len(head) > 0 {
		return head
	}
	for k := 1; k+1 < len(cl.raw); k++ {
		if contains(copulas(), cl.raw[k]) {
			return wordSet(strings.Join(cl.raw[:k], " "))
		}
	}
	return nil
}

// hasWordToken reports whether some token of ts has a letter: a word, not a number.
func hasWordToken(ts tokenSet) bool {
	for t := range ts {
		if !hasNoLetter(t) {
			return true
		}
	}
	return false
}
