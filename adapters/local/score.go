package local

import (
	"fmt"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// The score scale. Every option gets a score in [0,1]; the distribution is a softmax of
// the scores with sharpness beta (distribution.go). With beta 14 an option needs a lead
// of about 0.2 over every other option, the no-match option included, to pass the gates,
// and a candidate must score well above noneScore to be chosen at all.
const (
	beta            = 14.0
	noneScore       = 0.5  // the no-match option while the plan has steps left
	noneScoreDone   = 0.6  // the no-match option once every step is done
	laterWeight     = 0.4  // a step after the next one
	repeatWeight    = 0.25 // an operation the trace shows executed already
	overwriteWeight = 0.3  // filling a field the trace shows filled with another value
	clickFloor      = 0.1  // a click that matches nothing
	clickSpan       = 0.8  // clickFloor + clickSpan·match
	pagePrior       = 0.05 // scroll, back or navigate that the goal does not ask for
	doneValueScore  = 0.02 // a fill of a value the trace shows filled already
	fillBase        = 0.5  // a fill of the value the next step needs, into any field
	fillSpan        = 0.45 // fillBase + fillSpan·association with the field
	wrongField      = -0.75
	singleField     = 0.75 // association when only one field is offered for the value
	pageStepScore   = 0.9  // the scroll or back the next step asks for
	otherScroll     = 0.15 // a scroll the other way
	regionBonus     = 0.05 // a region scroll whose region the clause names, over the page's
	navigateScore   = 0.95 // the navigate the next step asks for
	hrefScore       = 0.5  // a link to that URL instead
	unmentioned     = 0.15 // a fill of a value the goal does not mention: + 0.25·field fit
	fieldMargin     = 0.04 // another field fits the value better by more than this: …
	fieldLoss       = 0.4  // … and this one's fit drops by this much
	searchboxOff    = 0.5  // a search box's fit when the goal searches for nothing
	heldSubmit      = 0.3  // a submit while a supplied value still fits a field here (pendingEntry)
	heldFit         = 0.5  // the field association that makes a value fit a field here
	unaskedAct      = 0.7  // a control stating an act the goal does not ask for, tied with one that states none
)

// feature is what the scorer reads of one candidate, computed once.
type feature struct {
	name, ctx, href tokenSet
	label           tokenSet // name without control words
	value           int
	button, link    bool
	submit, cancel  bool
	submitLink      bool // a link or role-less clickable named only by submit words ("Continue", "Next")
	plain           bool // a role-less clickable without an href: a button drawn as a span
	searchbox       bool
	filterbox       bool   // a text field labelled as a list's filter ("Filter records", "Filter by city")
	role            string // lower case; iconRole for a control named from its CSS class
	checked         bool   // a ticked checkbox, radio or switch, or a pressed toggle button
}

// scorer scores one selection request's options.
type scorer struct {
	v     *vocab
	req   *fsm.SelectionRequest
	g     *goal
	steps []step
	prog  progress
	feats []feature
	topic tokenSet // the goal's content words, for result clicks
	// goalWant and clauseWant are the words a field label should show (fieldWant).
	goalWant     tokenSet
	clauseWant   []tokenSet
	targets      map[int]int // goal value → distinct fields offered for it
	submits      int         // submit-like click candidates
	buttons      int         // button click candidates that do not abandon the form
	picked       map[int]int // pick step → the candidate its ordinal or superlative picks
	onPage       tokenSet    // every token the candidates, title and page text show (lazy)
	inControls   tokenSet    // every token a candidate's name, nearby text or href shows (lazy)
	titleToks    tokenSet    // the page title's tokens (lazy)
	firstWords   tokenSet    // the first word of every candidate's name (isVerb, lazy)
	assocCache   map[int]float64
	formCtx      tokenSet          // content words of the nearby text of the fields offered for goal values
	kindsUnnamed tokenSet          // unnamedKinds, computed once
	counters     *[]stepper        // steppers, computed once
	countAsks    map[int]*countAsk // clause → what it asks of the steppers (nil: nothing), read once
	names        tokenSet          // every token a candidate's name shows (lazy)
	partsUnnamed tokenSet          // unnamedParts, computed once
	tieClean     map[int][]float64 // named step → the fits of the clicks that say nothing unsaid (saysMoreTie)
	valueShown   map[int]bool      // goal value → an offered field is its own (reveals)
	pending      *bool             // pendingEntry, computed once
	named        map[int]int       // clause → namedControl, computed once
	plainBest    map[int]float64   // step → the best fit of a click that states no unasked act
	askedDays    []monthDay        // the days the goal's asking clauses name (otherDay)
	popups       map[int][]int     // opener → its hidden items' indexes in items.req (withPopups)
	items        *scorer           // the scorer of the offered candidates and the hidden items
	own          []Breakdown       // the offered candidates' own breakdowns, once bestShown needs them
	daysAbsent   map[*clause]bool  // clause → its day is left out of the page's days (dayAbsent), read once
	daysUnsure   map[*clause]bool  // clause → a cell of its day names another class (daySubjectUnsure), read once
	cellsOffered map[*clause]bool  // clause → a cell of its day is offered (cellOffered), read once
	dayNumbered  int               // click candidates named by a day's number alone (inDayGrid); -1 until counted
	forwardAt    *int              // the page's one forward control (theForward), read once
	calMonth     *shownMonth       // the month the page's calendar shows (calendarMonth), read once
}

// newScorer reads req's offered candidates. The hidden items of the closed lists and
// menus they open are read by a scorer of their own (items, over the offered candidates
// and the items: withPopups), so that they never change an offered candidate's score.
func newScorer(v *vocab, req *fsm.SelectionRequest) *scorer {
	opened := readOpenParts(req.Candidates)
	s := buildScorer(v, req, opened)
	if ext, popups := withPopups(req); popups != nil {
		s.popups, s.items = popups, buildScorer(v, ext, opened)
	}
	return s
}

// buildScorer reads req's candidates as they are; opened is readOpenParts of the offered
// ones.
func buildScorer(v *vocab, req *fsm.SelectionRequest, opened *openParts) *scorer {
	g := parseGoal(req, v)
	steps := buildPlan(g, v)
	s := &scorer{
		v: v, req: req, g: g, steps: steps, prog: track(steps, g, v, req.Trace, opened),
		feats: make([]feature, len(req.Candidates)), targets: map[int]int{}, assocCache: map[int]float64{}, named: map[int]int{}, plainBest: map[int]float64{},
		tieClean: map[int][]float64{}, valueShown: map[int]bool{},
		topic: v.content(g.tokens), askedDays: askedDays(v, g), dayNumbered: -1,
	}
	s.goalWant = s.fieldWant(g.tokens)
	for ci := range g.clauses {
		s.clauseWant = append(s.clauseWant, s.fieldWant(g.clauseTokens(ci)))
	}
	seen := map[int]map[string]struct{}{}
	for i := range req.Candidates {
		c := &req.Candidates[i]
		f := s.feature(c)
		s.feats[i] = f
		if f.submit {
			s.submits++
		}
		if f.button && !f.cancel {
			s.buttons++ // "Clear" beside "Compute" leaves Compute the form's only button
		}
		if f.value >= 0 && c.Action != fsm.ActNavigate {
			s.formCtx = s.formCtx.union(s.v.content(f.ctx))
			if seen[f.value] == nil {
				seen[f.value] = map[string]struct{}{}
			}
			seen[f.value][c.Target] = struct{}{}
			s.targets[f.value] = len(seen[f.value])
		}
	}
	s.picked = s.picks()
	s.tickedDone()
	s.countsDone()
	s.openSegments()
	s.actStillToPress()
	return s
}

func (s *scorer) feature(c *fsm.Candidate) feature {
	nameText := c.Name
	if nameText == "" && c.Action == fsm.ActClick {
		nameText = c.Description
	}
	role := strings.ToLower(c.Role)
	switch ws := nameWords(c.Name); {
	case len(ws) < len(rawWords(c.Name)):
		nameText, role = strings.Join(ws, " "), iconRole // `icon "trash"` reads as "trash"
	case len(ws) > len(rawWords(c.Name)):
		nameText = strings.Join(ws, " ") // "×" reads as "close"
	}
	f := feature{
		name:    wordSet(nameText),
		ctx:     s.v.withTopics(wordSet(c.Context)),
		href:    wordSet(hrefText(c.Href)),
		value:   s.g.valueOf(c),
		role:    role,
		checked: c.Checked != nil && *c.Checked,
	}
	f.name = s.v.pictureName(f.name, role).union(languages().aliases(nameText)).union(unitWords(c.Name)).union(timeWords(c.Name)) // "Deutsch" also reads "German"; "14″" "inch"
	f.label = f.name.minus(s.v.ui)
	if c.Action != fsm.ActClick {
		// A search field: by its role or type, or a label that starts with a search verb
		// ("Search cards…", "Find a city"), as a placeholder-labelled search box is.
		ws := words(c.Name)
		f.searchbox = role == "searchbox" || strings.EqualFold(c.InputType, "search") || (len(ws) > 0 && s.v.submitVerb.has(ws[0]))
		f.filterbox = c.Action == fsm.ActFill && filterLabel(rawWords(c.Name))
		return f
	}
	f.button = role == "button" || (role == "" && strings.HasPrefix(c.Description, "click button"))
	f.link = role == "link"
	f.plain = (role == "" || role == "clickable" || role == "generic") && c.Href == "" && len(f.label) > 0
	f.cancel = f.label.intersects(s.v.cancel)
	switch {
	case f.cancel || len(f.label) == 0:
	case f.button:
		f.submit = f.label.intersects(s.v.submitName)
	case f.link || role == "" || role == "clickable":
		f.submitLink = f.label.count(s.v.submitName) == len(f.label)
	}
	return f
}

// score is candidate i's score: the best of its prior and its fit to each step not yet
// done (steps after the next one count laterWeight), lowered for repeats.
func (s *scorer) score(i int) float64 { return s.detail(i).Score }

// detail scores candidate i and says which rules made its score: its own, or, for the
// opener of a closed list or menu, popupShare of its best hidden item's when higher.
func (s *scorer) detail(i int) Breakdown {
	if len(s.popups[i]) > 0 {
		return s.popupDetail(i, s.ownDetail(i))
	}
	return s.ownDetail(i)
}

// ownDetail scores candidate i by its own name, role and place.
func (s *scorer) ownDetail(i int) Breakdown {
	if i < len(s.own) {
		return s.own[i]
	}
	c, f := &s.req.Candidates[i], &s.feats[i]
	b := Breakdown{Step: -1}
	if f.value >= 0 && c.Action == fsm.ActFill && s.g.values[f.value].secret {
		return *b.set("secret_never_typed", 0) // no offered field is a password field
	}
	if f.value >= 0 && s.valueDone(f.value) {
		return *b.set("value_already_entered", doneValueScore)
	}
	if f.checked && !s.untickWanted(i) {
		return *b.set("ticked_stays_ticked", doneValueScore) // never unticked unless the goal says so
	}
	if s.alreadyInState(i) {
		return *b.set("unticked_stays_unticked", doneValueScore) // "turn off X" with X off: not turned on
	}
	prior, best := s.prior(c, f), 0.0
	for k, st := range s.steps {
		if s.prog.done[k] {
			continue
		}
		sc := s.stepScore(i, k, st)
		if k != s.prog.next && (st.kind != stepFill || !s.nextHeld()) {
			sc *= laterWeight // an entry the held submit waits for is next in its place
		}
		if sc > max(prior, best) {
			b.Step, best = k, sc
		}
	}
	paging := s.monthPageStep(i)
	if k := s.forwardStep(i); k >= 0 && forwardFit > max(prior, best) {
		b.Step = k
		b.set(fmt.Sprintf("forward_for_step_%d_%s", k+1, s.steps[k].name()), forwardFit)
	} else if paging >= 0 && monthPageFit > max(prior, best) {
		b.Step = paging
		b.set(s.monthPageName(paging), monthPageFit)
	} else if b.Step < 0 {
		b.set("prior_"+string(c.Action), prior)
	} else {
		b.set(fmt.Sprintf("fits_step_%d_%s", b.Step+1, s.steps[b.Step].name()), best)
	}
	if b.Step >= 0 && s.steps[b.Step].clause >= 0 && s.opposes(i, s.steps[b.Step].clause) {
		b.cap("says_the_opposite", clickFloor)
	}
	switch {
	case b.Step >= 0 && s.unaskedAct(i, b.Step, best):
		b.times("act_not_asked_tie", unaskedAct)
	case b.Step >= 0 && s.saysMoreTie(i, b.Step, best):
		b.times("says_more_tie", saysMore)
	}
	switch {
	case s.repeated(c) && paging < 0: // a month pager is pressed once a month
		b.times("already_done", repeatWeight)
	case f.value >= 0 && f.role != "listbox" && s.overwrites(c): // a multi-select adds
		b.times("overwrites_entry", overwriteWeight)
	}
	if f.submit && c.Action == fsm.ActClick && paging < 0 && s.pendingEntry() { // paging a calendar sends nothing
		b.cap("submit_held_value_unentered", heldSubmit)
	}
	return b
}

func (s *scorer) noneScore() float64 {
	if len(s.steps) > 0 && s.prog.next < 0 {
		return noneScoreDone
	}
	return noneScore
}

func (s *scorer) prior(c *fsm.Candidate, f *feature) float64 {
	switch c.Action {
	case fsm.ActClick:
		return clickFloor
	case fsm.ActFill, fsm.ActSelect:
		if f.value >= 0 && s.g.values[f.value].clause < 0 {
			return unmentioned + 0.25*s.fieldHit(f, -1)
		}
		return clickFloor
	}
	return pagePrior
}

func (s *scorer) stepScore(i, k int, st step) float64 {
	c, f := &s.req.Candidates[i], &s.feats[i]
	switch st.kind {
	case stepFill:
		if c.Action == fsm.ActClick && s.reveals(i, st.value) {
			return revealFit
		}
		if f.value != st.value || c.Action == fsm.ActNavigate {
			return 0
		}
		return fillBase + fillSpan*s.assoc(i, st.value)
	case stepClick:
		if c.Action == fsm.ActNavigate {
			return s.navigateFit(i, st)
		}
		if c.Action != fsm.ActClick {
			return 0
		}
		return clickFloor + clickSpan*s.clickMatch(i, k, st)
	case stepScroll:
		if c.Action != fsm.ActScroll {
			return 0
		}
		switch {
		case c.Direction != st.dir:
			return otherScroll
		case c.Target != "":
			// A region scroll fits only a clause that names the region ("scroll the
			// agenda down"), and then a little better than the page's.
			return (pageStepScore + regionBonus) * weighted(f, s.v.content(s.g.clauseTokens(st.clause)).minus(s.v.scroll))
		}
		return pageStepScore
	case stepBack:
		return s.backFit(i, st)
	case stepNavigate:
		url := s.g.values[st.value].text
		switch {
		case c.Action == fsm.ActNavigate && c.Value == url:
			return navigateScore
		case c.Action == fsm.ActClick && c.Href == url:
			return hrefScore
		}
	}
	return 0
}
