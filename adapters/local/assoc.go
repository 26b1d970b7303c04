package local

import "github.com/browsergoal/browsergoal/fsm"

// assoc is how well a field fits the clause that mentions value vi (the whole goal for a
// value it does not mention), in [wrongField, 1]: negative when another value's clause
// names the field better, at least singleField when the field is the only one offered
// for the value and the clause names no other field.
func (s *scorer) assoc(i, vi int) float64 {
	h := s.rawAssoc(i, vi)
	if h <= wrongField {
		return h
	}
	// The field that fits the value best wins: another field for the same value that
	// fits clearly better makes this one lose.
	c := &s.req.Candidates[i]
	fi := -1.0 // clauseFit(i, vi), read when a level field says the clause
	for j := range s.req.Candidates {
		o := &s.req.Candidates[j]
		if j == i || o.Action != c.Action || s.feats[j].value != vi || o.Target == c.Target {
			continue
		}
		switch hj := s.rawAssoc(j, vi); {
		case hj > h+fieldMargin:
			return h - fieldLoss
		case hj >= h-fieldMargin:
			// Level fields: one whose label says the clause, and little more, wins
			// ("hours for George" is "Hours for George Obi", not "Overtime hours for George Obi").
			if fj := s.clauseFit(j, vi); fj >= saysClauseFit {
				if fi < 0 {
					fi = s.clauseFit(i, vi)
				}
				if fj > fi+fieldMargin {
					return h - fieldLoss
				}
			}
		}
	}
	return h
}

// rawAssoc is assoc before the competition between the value's fields, cached.
func (s *scorer) rawAssoc(i, vi int) float64 {
	if h, ok := s.assocCache[i]; ok {
		return h
	}
	h := s.fieldAssoc(i, vi)
	s.assocCache[i] = h
	return h
}

func (s *scorer) fieldAssoc(i, vi int) float64 {
	f := &s.feats[i]
	if fit, ok := s.ordinalField(&s.req.Candidates[i], vi); ok {
		return fit
	}
	if fit, ok := s.namePartFit(i, vi); ok {
		return fit // "I'm Chidi Anagonye": Chidi is the first name
	}
	own := s.g.values[vi].clause
	// "cancel my order 40213" finds the order first, in a box that searches orders
	tagged := s.g.values[vi].tagged && f.label.intersects(s.g.values[vi].cue)
	elsewhere := f.searchbox && !tagged && s.putsElsewhere(own)
	cue, cued := s.cueFit(i, vi)
	cued = cued && !elsewhere // "add a note to the transaction: X" cues no "Search transactions"
	if f.searchbox && !s.g.tokens.intersects(s.v.searchVerb) && s.plainFieldFor(i, vi, own) {
		cued = false // "fill in an expense: Airport taxi" is for "What was it for?", not "Search expenses"
	}
	if cued && cue <= wrongField {
		return wrongField
	}
	h := 0.0
	if own >= 0 {
		h = s.fieldHit(f, own)
	} else {
		h = s.fieldHit(f, -1)
	}
	for ci := range s.g.clauses {
		if ci != own && s.hasInput(ci) && s.fieldHit(f, ci) > h {
			return wrongField
		}
	}
	// A field whose own label names none of the clause while a control on the page shows
	// more of it (revealsClause) is not the clause's field: that one is still hidden
	// ("additional driver: Sara Khan" is not for "Flight number" under "Driver details"
	// while "Add an additional driver" is offered); the section's words alone do not
	// carry it.
	if own >= 0 && h > 0 && !f.searchbox && len(f.label) > 0 && !f.label.intersects(s.g.clauseTokens(own)) && s.revealsClause(i, own) {
		h = 0
	}
	// The only field offered for the value is taken as the one meant, unless the clause
	// names a field ("the reminder time") that this one does not show at all, or shows
	// only in its section's text while its own label names something else and a control
	// on the page shows more of the clause (revealsClause): "return the car to a
	// different place" is not the "Pick-up location" under "Car hire" while a "Return the
	// car to a different location" box is offered (the clause's own field is still
	// hidden). A search box is not the value's field when the clause puts the value to
	// another use (putsElsewhere).
	// A select whose options hold the value is the list the value comes from.
	listed := s.req.Candidates[i].Action == fsm.ActSelect && s.req.Candidates[i].Option != nil
	if s.targets[vi] == 1 && !elsewhere && (own < 0 || listed || len(s.v.content(s.g.clauseTokens(own))) == 0 ||
		h > 0 && (len(f.label) == 0 || f.label.intersects(s.g.clauseTokens(own)) || !s.revealsClause(i, own))) {
		h = max(h, singleField)
	}
	if cued {
		h = max(h, cue)
	}
	return s.typeFit(i, vi, h, cued && cue >= cueFloor)
}

func (s *scorer) hasInput(ci int) bool {
	for _, vi := range s.g.clauses[ci].values {
		if s.g.values[vi].kind != valueURL {
			return true
		}
	}
	return false
}

// fieldWant is what a field label should show of toks: its content words, or its
// operation verbs when it has none.
func (s *scorer) fieldWant(toks tokenSet) tokenSet {
	if want := toks.minus(s.v.ui, s.v.op); len(want) > 0 {
		return want
	}
	return toks.minus(s.v.ui)
}

// fieldHit is how well a field fits clause ci's words (the whole goal's for -1), in
// [0,1]: the larger of the share of the clause's content words its label (1) or nearby
// text (0.8) shows, and 0.9 times the share of its label's words the clause names. A
// clause with no content words is read by its operation verbs, so "Search for X" fits a
// "Search docs" field; a searchbox fits a search clause at least 0.8.
func (s *scorer) fieldHit(f *feature, ci int) float64 {
	toks, want := s.g.tokens, s.goalWant
	if ci >= 0 {
		toks, want = s.g.clauseTokens(ci), s.clauseWant[ci]
	}
	h := share(f, want, 0.8, 0)
	if len(f.label) > 0 {
		// The label's words the clause names, and what of the clause the nearby text adds
		// ("Email" under "Sign in" over "Email" under "Create account").
		h = max(h, 0.9*float64(f.label.count(toks))/float64(len(f.label))+0.1*share(f, want.minus(f.label), 0.8, 0))
	}
	// A filter box is one only where the value has other fields to go to: the only field
	// offered for it is the one meant ("show only the invoices from Acme").
	search := f.searchbox || f.filterbox && f.value >= 0 && s.targets[f.value] > 1
	switch {
	case search && toks.intersects(s.v.searchVerb):
		h = max(h, 0.8)
	case search && !s.g.tokens.intersects(s.v.searchVerb):
		h -= searchboxOff // a search box is for searching
	}
	return h
}

// revealsClause reports whether a click candidate that stays on the page (no href) shows
// more of clause ci's content words in its own label than field i shows in its label and
// nearby text: the box, switch or button that reveals the clause's own field ("Return
// the car to a different location" for "return the car to a different place").
func (s *scorer) revealsClause(i, ci int) bool {
	want := s.v.content(s.g.clauseTokens(ci))
	shown := want.count(s.feats[i].label.union(s.feats[i].ctx))
	for j := range s.req.Candidates {
		c := &s.req.Candidates[j]
		if j != i && c.Action == fsm.ActClick && c.Href == "" && s.feats[j].label.count(want) > shown {
			return true
		}
	}
	return false
}

// plainFieldFor reports whether a field other than i, and no search or filter box, is
// offered for value vi and shows some of its clause own's words in its label or nearby
// text ("What was it for?" under "Add an expense"): in a goal that searches for nothing,
// the value is that field's, and a search box's label only says what it searches. A
// field that shows none of them leaves the search box its cue ("delete the user
// spammer99": the user is found first).
func (s *scorer) plainFieldFor(i, vi, own int) bool {
	if own < 0 {
		return false
	}
	for j := range s.req.Candidates {
		if f := &s.feats[j]; j != i && f.value == vi && !f.searchbox && !f.filterbox &&
			s.req.Candidates[j].Action != fsm.ActClick && s.req.Candidates[j].Action != fsm.ActNavigate &&
			(f.name.intersects(s.clauseWant[own]) || f.ctx.intersects(s.clauseWant[own])) {
			return true
		}
	}
	return false
}

// saysClauseFit is the clauseFit at which a field says its value's clause: it wins over a
// level field that says less of it.
const saysClauseFit = 0.8

// clauseFit is how exactly field i's label and nearby text say the words of value vi's
// clause (clauseWant): the harmonic mean of the share of those words they show (recall)
// and the share of the label's own words the goal says outside the clauses of other
// values (precision: "first name Grace, last name Okafor" does not say "Last name" for
// Grace); 0 for a value no clause mentions.
func (s *scorer) clauseFit(i, vi int) float64 {
	own := s.g.values[vi].clause
	if own < 0 {
		return 0
	}
	f, want := &s.feats[i], s.clauseWant[own]
	label := s.v.content(f.label).minus(s.v.op)
	shown, said := 0, 0
	for t := range want {
		if f.name.has(t) || f.ctx.has(t) {
			shown++
		}
	}
	for t := range label {
		if s.g.tokens.has(t) && !s.otherValueSays(own, t) {
			said++
		}
	}
	if shown == 0 || len(label) == 0 {
		return 0
	}
	recall, precision := float64(shown)/float64(len(want)), float64(said)/float64(len(label))
	return 2 * recall * precision / (recall + precision)
}

// otherValueSays reports whether a clause other than own that mentions a value says t.
func (s *scorer) otherValueSays(own int, t string) bool {
	for ci := range s.g.clauses {
		if ci != own && len(s.g.clauses[ci].values) > 0 && s.g.clauseTokens(ci).has(t) {
			return true
		}
	}
	return false
}
