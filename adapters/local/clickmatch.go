package local

// How a click candidate fits a click step: by the step's kind (a pick, a suggestion, a
// choice, the form's submit, a result, or a control the clause names), times how well its
// kind fits the kinds the clause names.

// clickMatch is how well click candidate i fits click step k, in [0,1], times how well
// its kind fits the kinds the clause names.
func (s *scorer) clickMatch(i, k int, st step) float64 {
	c, f := &s.req.Candidates[i], &s.feats[i]
	cl := &s.g.clauses[st.clause]
	toks := s.g.clauseTokens(st.clause)
	if (cl.negOnly || f.name.intersects(cl.negated)) && len(cl.negated) > 0 && !s.v.negatedName(c.Name) {
		return 0 // "Don't discard my changes": never the Discard button; "Don't save": only "Don't save"
	}
	if cl.question && !cl.acted && s.v.checkable[f.role] {
		return 0 // "how much is express delivery?" asks; ticking or picking is no answer
	}
	if cl.embedded && !s.answersQuestion(c) {
		return 0 // "check whether my order has shipped": never "Ship order now"
	}
	m := 0.0
	switch st.click {
	case clickPick:
		if s.picked[k] == i && !s.questionRefuses(c, cl) {
			return 1 // "which of these is cheapest?": the cheapest row, never its "Add to basket"
		}
		return 0
	case clickSuggest:
		return s.suggestMatch(c, st)
	case clickChoose:
		return s.chooseFit(i, cl, &cl.choices[st.choice], toks)
	case clickSubmit:
		m = s.submitMatch(c, f, toks, s.clauseVerb(cl))
		if len(cl.values) == 0 {
			switch named := s.namedControl(st.clause, toks); {
			case named == i:
				m = 1 // a link, tab or clickable the clause names, every word of it: "Next page" for "next page"
			case named >= 0 && !f.name.intersects(toks):
				m = min(m, 0.45) // not "Save Biscuit to favourites" beside it
			}
		}
	case clickResult:
		if s.namedControl(st.clause, toks) == i && s.writesName(c.Name) {
			return s.roleFilter(f, cl.roles) // "open My entries": the tab the goal writes as it shows
		}
		m = weighted(f, s.topic.minus(s.unnamed(cl.kind))) // "the question about X": X
		switch {
		case f.link:
		case f.button:
			m *= 0.7
		default:
			m *= 0.8
		}
	default:
		content := s.v.content(toks)
		m = max(s.nameMatch(c, f, cl, toks), s.rowMenuMatch(i, cl, content), s.menuItemMatch(i, cl, content))
		if s.outsideOpenMenu(i, cl, content) {
			m = min(m, actUnmetFit) // another row's "Delete" while this row's menu is open
		}
		if dm, ok := s.dayMatch(i, cl); ok {
			m = dm // a calendar's cells are read by their day
		} else if s.dayAbsent(st.clause) || s.daySubjectUnsure(st.clause) && !s.nearDay(i, cl) {
			m = min(m, actUnmetFit) // the day is not offered ("Tuesday the 8th" beside Sat 5 to Mon 7), or its cell's class is unsure
		}
		if cm, ok := s.countFit(i, st.clause); ok {
			m = cm // "add 2 wardrobes": the stepper's button toward 2
		}
	}
	return m * s.roleFilter(f, cl.roles)
}

// weighted is the share of want's tokens a click target shows: in its name (1), nearby
// text (0.6) or href (0.5).
func weighted(f *feature, want tokenSet) float64 { return share(f, want, 0.6, 0.5) }

// share is the weighted share of want's tokens a candidate shows: 1 for each in its name,
// ctxWeight for each only in its nearby text, hrefWeight for each only in its href.
func share(f *feature, want tokenSet, ctxWeight, hrefWeight float64) float64 {
	if len(want) == 0 {
		return 0
	}
	sum := 0.0
	for t := range want {
		switch {
		case f.name.has(t):
			sum++
		case f.ctx.has(t):
			sum += ctxWeight
		case f.href.has(t):
			sum += hrefWeight
		}
	}
	return sum / float64(len(want))
}
