package local

import (
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// stepKind is the kind of one implied step of the goal.
type stepKind int

const (
	stepFill stepKind = iota // fill or select a value the goal mentions
	stepClick
	stepScroll
	stepBack
	stepNavigate
)

// clickKind says how a click step recognises its target.
type clickKind int

const (
	clickName    clickKind = iota // a control named by the clause's words ("add it to the cart")
	clickSubmit                   // the form's submit control ("press the button", "Search for X")
	clickResult                   // the listed result that best fits the goal's topic
	clickPick                     // the control an ordinal or superlative picks ("the third link")
	clickSuggest                  // the suggestion that starts with a typed prefix
	clickChoose                   // the option that shows a value, or the dropdown holding it (choice.go)
)

// step is one operation the goal implies, in goal order.
type step struct {
	kind   stepKind
	click  clickKind
	value  int // goal value index, for fill and navigate
	clause int
	dir    string // scroll direction
	choice int    // the clause's choice, for clickChoose
}

// buildPlan turns the clauses into steps: a clause with values fills (or navigates to)
// each, then presses submit when its verb is a search verb or names a submitting control
// ("sign in as X", "subscribe with X"); a clause asking to scroll or go
// back does that; any other clause with words clicks something.
func buildPlan(g *goal, v *vocab) []step {
	var steps []step
	entered := make([]bool, len(g.values))
	for ci := range g.clauses {
		cl := &g.clauses[ci]
		if cl.none {
			continue // "select nothing": nothing to tick
		}
		if cl.embedded && len(cl.values) > 0 {
			continue // "let me know if size M is available": a value asked about is not entered
		}
		inputs := 0
		for _, vi := range cl.values {
			kind := stepFill
			switch gv := &g.values[vi]; {
			case gv.kind == valueURL:
				kind = stepNavigate
			case gv.suffix:
				continue // "ends with X" constrains the suggestion; nothing is typed
			default:
				inputs++
			}
			if !entered[vi] { // a value mentioned twice is entered once
				entered[vi] = true
				steps = append(steps, step{kind: kind, value: vi, clause: ci})
				if g.values[vi].prefix { // "starts with X": type X, then pick the suggestion
					steps = append(steps, step{kind: stepClick, click: clickSuggest, value: vi, clause: ci})
				}
			}
		}
		toks := g.clauseTokens(ci)
		switch {
		case len(cl.values) > 0:
			// "Search for X", and "Sign in as X" or "Subscribe with X": the value is typed,
			// then the form is sent; the goal is not done when the value is in the field.
			if inputs > 0 && (toks.intersects(v.submitVerb) || v.content(v.verbTokens(cl)).intersects(v.submitName) || v.queries(cl)) {
				steps = append(steps, step{kind: stepClick, click: clickSubmit, value: -1, clause: ci})
			}
		case hasWord(cl.raw, "scroll"):
			dir := fsm.ScrollDown
			if hasWord(cl.raw, "up") || hasWord(cl.raw, "top") {
				dir = fsm.ScrollUp
			}
			steps = append(steps, step{kind: stepScroll, value: -1, clause: ci, dir: dir})
		case isBackClause(cl.raw):
			steps = append(steps, step{kind: stepBack, value: -1, clause: ci})
		case len(cl.choices) > 0 && cl.day == "":
			for k := range cl.choices {
				steps = append(steps, step{kind: stepClick, click: clickChoose, value: -1, clause: ci, choice: k})
			}
		case ((cl.ordinal != 0 || cl.superlative != 0) && cl.day == "" && cl.order == 0 || cl.pageEnd != 0) && !cl.embedded: // "the 3rd of March" is a day; "cheapest first" an order; "tell me which is cheapest" compares
			steps = append(steps, step{kind: stepClick, click: clickPick, value: -1, clause: ci})
		case len(toks.minus(v.filler, v.interjection)) > 0 || len(cl.labels) > 0: // "oops," asks nothing
			kind := clickKindOf(toks.minus(v.leadVerb(cl.raw)), v, len(cl.labels) > 0, v.determined(cl.raw))
			if kind == clickSubmit && cl.question && !cl.acted {
				kind = clickName // a question asks to see: "what's in the box?" never sends the form
			}
			steps = append(steps, step{kind: stepClick, click: kind, value: -1, clause: ci})
		}
	}
	return secretsLast(withUnmentioned(steps, g, v), g)
}

// secretsLast moves the fills of secrets (secret.go) after the other fills of the same
// run of fill steps: a secret has no field to go to, so its step is where the plan stops,
// after the username beside it is typed, and before the click that would send the form.
func secretsLast(steps []step, g *goal) []step {
	isSecretFill := func(st step) bool { return st.kind == stepFill && g.values[st.value].secret }
	for lo := 0; lo < len(steps); {
		hi := lo
		for hi < len(steps) && steps[hi].kind == stepFill {
			hi++
		}
		if hi == lo {
			lo++
			continue
		}
		run := steps[lo:hi]
		sort.SliceStable(run, func(i, j int) bool { return !isSecretFill(run[i]) && isSecretFill(run[j]) })
		lo = hi
	}
	return steps
}

// withUnmentioned inserts a fill step for each caller value the goal does not mention
// before the first click that submits ("Sign up for the newsletter" with an email value):
// the caller supplied the value to be typed before the form is sent. Other goals leave
// such values alone.
func withUnmentioned(steps []step, g *goal, v *vocab) []step {
	at := -1
	for k, st := range steps {
		if st.kind == stepClick && (st.click == clickSubmit || v.content(g.clauseTokens(st.clause)).intersects(v.submitName)) {
			at = k
			break
		}
	}
	if at < 0 {
		return steps
	}
	var fills []step
	for vi, gv := range g.values {
		if gv.clause < 0 && gv.kind != valueURL {
			fills = append(fills, step{kind: stepFill, value: vi, clause: -1})
		}
	}
	if len(fills) == 0 {
		return steps
	}
	out := make([]step, 0, len(steps)+len(fills))
	out = append(out, steps[:at]...)
	out = append(out, fills...)
	return append(out, steps[at:]...)
}

func clickKindOf(toks tokenSet, v *vocab, labelled bool, nouns tokenSet) clickKind {
	content := v.content(toks)
	switch {
	case labelled:
		return clickName
	case toks.intersects(v.result):
		return clickResult
	case len(content) == 0 && toks.minus(v.op).intersects(v.ui):
		return clickSubmit // "press the button", "submit the form"
	case len(content) == 0:
		return clickResult // "open it"
	case len(content.minus(v.submitName)) == 0 && len(content.minus(nouns)) > 0:
		// "submit", "save", "send it", "submit the comment" (a submit name said as the
		// act); not "show me the comments", where every one follows a determiner
		return clickSubmit
	}
	return clickName
}

// determined is the set of words that follow a determiner in raw ("the comments", "my
// order", "the next page"): nouns and their modifiers, which name a thing, never the act.
func (v *vocab) determined(raw []string) tokenSet {
	out := tokenSet{}
	for i := 1; i < len(raw); i++ {
		if det := v.pickDet[raw[i-1]] || raw[i-1] == "a" || raw[i-1] == "an"; !det || len(words(raw[i])) == 0 || v.labelsRole(raw, i) {
			continue
		}
		// the clause's own token for the word: stemmed, a compound joined ("the sign up page": signup)
		out[words(strings.Join(raw[i:], " "))[0]] = struct{}{}
	}
	return out
}

// labelsRole reports whether the word raw[i], or the compound it starts, stands before a
// role phrase ("the submit button", "the sign up button"): the label of the control the
// role names, not a thing.
func (v *vocab) labelsRole(raw []string, i int) bool {
	if i+1 >= len(raw) {
		return false
	}
	if n, _ := v.rolePhrase(raw, i+1); n > 0 {
		return true
	}
	if i+2 >= len(raw) || len(words(raw[i]+" "+raw[i+1])) != 1 {
		return false
	}
	n, _ := v.rolePhrase(raw, i+2)
	return n > 0
}

// leadVerb is the clause's leading word when it is both a pressing verb and a result
// noun ("hit Submit": the verb, not a search hit), to be read as the verb; none otherwise.
func (v *vocab) leadVerb(raw []string) tokenSet {
	for _, w := range raw {
		t := fold(w)
		switch {
		case v.filler.has(t) || w == "please" || w == "now" || w == "then" || w == "and":
			continue
		case v.ui.has(t) && v.result.has(t):
			return tokenSet{t: {}}
		}
		break
	}
	return nil
}

func hasWord(raw []string, w string) bool {
	for _, r := range raw {
		if r == w {
			return true
		}
	}
	return false
}

func isBackClause(raw []string) bool {
	if hasWord(raw, "previous") && hasWord(raw, "page") {
		return true
	}
	if !hasWord(raw, "back") {
		return false
	}
	for _, w := range []string{"go", "navigate", "return", "head", "step", "get"} {
		if hasWord(raw, w) {
			return true
		}
	}
	return len(raw) == 1
}

// progress is how far the executed trace went along the plan.
type progress struct {
	done     []bool
	required int // steps the goal states (all but the fills of values it does not mention)
	count    int // required steps done
	next     int // the first step not done; -1 when every step is done or there are none
	lastFill int // trace index of the last fill the plan asked for; -1 if none
}

// track matches the executed trace entries to the plan. A fill step is done when its value
// was filled or selected anywhere; every other step needs an executed entry of its kind
// after the entries that satisfied the steps before it, so "press submit" must follow
// the fills it submits. A click on a control that opened the list now shown (opened, by
// target summary: openLists) does not do a named step whose clause does not name it, nor
// a click on a tab or section now open one whose clause names a control it shows.
func track(steps []step, g *goal, v *vocab, trace []fsm.TraceEntry, opened *openParts) progress {
	p := progress{done: make([]bool, len(steps)), next: -1, lastFill: -1}
	cursor := 0
	named := 0
	for _, st := range steps {
		if st.kind == stepClick && st.click == clickName {
			named++
		}
	}
	last := -1 // the entry that did the step before, if it is done
	for si, st := range steps {
		at := -1
		switch st.kind {
		case stepFill, stepNavigate:
			at = findEntry(trace, 0, func(e *fsm.TraceEntry) bool {
				_, isValue := kindOf(e.Action)
				return isValue && e.Value == g.values[st.value].text &&
					(e.Action == fsm.ActNavigate) == (st.kind == stepNavigate)
			})
			if at >= 0 && st.kind == stepFill {
				p.lastFill = max(p.lastFill, at)
			}
		default:
			at = findEntry(trace, cursor, func(e *fsm.TraceEntry) bool {
				if st.kind == stepClick && st.click == clickChoose {
					return e.Action == fsm.ActClick && chosen(e, &g.clauses[st.clause].choices[st.choice])
				}
				if st.kind == stepClick && summaryOpensMenu(e.Target) && !asksForMenu(v, &g.clauses[st.clause], g.menuGlyph) {
					return false // the menu was opened: its act is still to choose (menus.go)
				}
				if st.kind == stepClick && st.click == clickName && opened.openedList(e) && !namesTarget(e, &g.clauses[st.clause], v) {
					return false // it opened the list now shown: the item is still to choose (popup.go)
				}
				if st.kind == stepClick && movesOn(e.Target) && !asksToMoveOn(e, &g.clauses[st.clause], v) {
					return false // it moved a form on to find the control the clause names (forward.go)
				}
				if st.kind == stepClick && st.click == clickName && opened.revealedFor(e, &g.clauses[st.clause], v) {
					return false // it showed the control the clause names: that is still to use (popup.go)
				}
				return satisfies(e, st) && (named < 2 || st.click != clickName || namesTarget(e, &g.clauses[st.clause], v)) &&
					(st.click != clickName || namesDay(e.Target, &g.clauses[st.clause]))
			})
		}
		if at < 0 && last >= 0 && pressedTogether(steps[si-1], st, g, v, &trace[last]) {
			at = last
		}
		stated := st.kind != stepFill || st.clause >= 0
		if stated {
			p.required++
		}
		last = at
		if at < 0 {
			if p.next < 0 {
				p.next = si
			}
			continue
		}
		p.done[si] = true
		if stated {
			p.count++
		}
		cursor = max(cursor, at+1)
	}
	return p
}

// pressedTogether reports whether the click e that did named click step prev also did
// the named click step st after it: st's clause goes on after "and" with no verb of its
// own, and e's target named both clauses ("show access and parking" is one press of
// "Access and parking", not a press of it and then of "Parking map").
func pressedTogether(prev, st step, g *goal, v *vocab, e *fsm.TraceEntry) bool {
	if prev.kind != stepClick || prev.click != clickName || st.kind != stepClick || st.click != clickName ||
		prev.clause < 0 || st.clause < 0 || prev.clause == st.clause || e.Action != fsm.ActClick {
		return false
	}
	cl := &g.clauses[st.clause]
	own := v.content(cl.bare)
	if cl.joiner != "and" || len(own) == 0 || v.verbLed(cl.raw) {
		return false
	}
	want := own.union(v.content(g.clauses[prev.clause].bare))
	return wordSet(strings.Join(nameWords(e.Target), " ")).count(want) == len(want)
}

// namesTarget reports whether an executed click's target summary shows a word of the
// clause that named it, so that in a sequence ("first ONE, then TWO") a click counts for
// the step it was for, not for any step.
func namesTarget(e *fsm.TraceEntry, cl *clause, v *vocab) bool {
	want := v.content(cl.bare)
	for _, l := range cl.labels {
		for t := range wordSet(l) {
			want[t] = struct{}{}
		}
	}
	return len(want) == 0 || wordSet(strings.Join(nameWords(e.Target), " ")).intersects(want)
}

func satisfies(e *fsm.TraceEntry, st step) bool {
	switch st.kind {
	case stepClick:
		return e.Action == fsm.ActClick || (st.click == clickResult && e.Action == fsm.ActNavigate)
	case stepScroll:
		if e.Action != fsm.ActScroll {
			return false
		}
		other := fsm.ScrollUp
		if st.dir == fsm.ScrollUp {
			other = fsm.ScrollDown
		}
		return !strings.Contains(strings.ToLower(e.Value+" "+e.Target), other)
	case stepBack: // or the pager's Previous for "the previous page" (pager.go)
		return e.Action == fsm.ActBack || (e.Action == fsm.ActClick && wordSet(e.Target).has("previous"))
	}
	return false
}

// findEntry returns the index of the first executed entry at or after from that ok
// accepts, or -1.
func findEntry(trace []fsm.TraceEntry, from int, ok func(*fsm.TraceEntry) bool) int {
	for i := from; i < len(trace); i++ {
		if trace[i].Outcome == fsm.OutcomeExecuted && ok(&trace[i]) {
			return i
		}
	}
	return -1
}

// set marks step k done or not, keeping the count of done steps; it reports whether that
// changed anything.
func (p *progress) set(k int, done bool) bool {
	if p.done[k] == done {
		return false
	}
	p.done[k] = done
	if done {
		p.count++
	} else {
		p.count--
	}
	return true
}

// nextUndone sets the plan's next step to its first step not done, after a reading of
// the page has marked steps done (tickedDone, openSegments).
func (s *scorer) nextUndone() {
	s.prog.next = -1
	for k := range s.steps {
		if !s.prog.done[k] {
			s.prog.next = k
			break
		}
	}
}
