package local

import (
	"regexp"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Field fit beyond the clause's words: the words right before a value ("by X", "year
// Y"), the field's input type against the value's shape, and boxes already ticked.
const (
	typeAgreeBonus = 0.3  // share of the distance to 1 a field of the value's type gains
	typeAgreeFloor = 0.8  // and the least fit it has
	untypedPenalty = 0.5  // a plain text field, when a field of the value's type is offered
	tickedMatch    = 0.7  // a ticked box that fits a click step this well has done it
	cueFloor       = 0.9  // the least fit of a field the words before the value name
	cueStep        = 0.05 // and what each further cue word its label shows adds
)

// cueFit is how a field fits a value the goal introduces with a cue word (valueCue): at
// least cueFloor when the field's label shows the cue's field words, wrongField when it
// shows another value's and not this one's; ok is false when no cue decides.
func (s *scorer) cueFit(i, vi int) (fit float64, ok bool) {
	f := &s.feats[i]
	if cue := s.g.values[vi].cue; len(cue) > 0 && f.label.intersects(cue) {
		// Each further cue word the label shows adds: "from ZIP 60614" fits "Sender ZIP
		// code" better than "Recipient ZIP code".
		return min(1, cueFloor+cueStep*float64(f.label.count(cue)-1)), true
	}
	for vj := range s.g.values {
		if vj != vi && len(s.g.values[vj].cue) > 0 && f.label.intersects(s.g.values[vj].cue) {
			return wrongField, true
		}
	}
	return 0, false
}

// The value shapes a typed input accepts in the browser's own format.
var (
	isoDate  = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	clock    = regexp.MustCompile(`^\d{1,2}:\d{2}(:\d{2})?$`)
	dateTime = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{1,2}:\d{2}$`)
	month    = regexp.MustCompile(`^\d{4}-\d{2}$`)
	week     = regexp.MustCompile(`^\d{4}-W\d{2}$`)
	colour   = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)
	number   = regexp.MustCompile(`^-?\d+(\.\d+)?$`)
)

// typeAgrees reports whether a value has the shape of a typed input: an email address
// for an email field, a date for a date field, a number for a number field, ….
func typeAgrees(inputType, v string) bool {
	v = strings.TrimSpace(v)
	switch inputType {
	case "email":
		return strings.Contains(v, "@")
	case "date":
		return isoDate.MatchString(v)
	case "time":
		return clock.MatchString(v)
	case "datetime-local":
		return dateTime.MatchString(v)
	case "month":
		return month.MatchString(v)
	case "week":
		return week.MatchString(v)
	case "color":
		return colour.MatchString(v)
	case "number", "range":
		return number.MatchString(v)
	case "url":
		return strings.Contains(v, "://")
	case "tel":
		return strings.Trim(v, "0123456789+-(). ") == "" && len(digitsOf(v)) >= phoneDigits && !pickerShaped(v)
	}
	return false
}

// phoneDigits is the fewest digits a phone number has: "4" or "2026" is a count or a
// year, not a number to call.
const phoneDigits = 7

// pickerShaped reports whether a value has the shape of a picker input (a date, a time,
// a month): "2026-12-02" is a day, though it is made of a phone number's characters.
func pickerShaped(v string) bool {
	for _, t := range pickerTypes() {
		if typeAgrees(t, v) {
			return true
		}
	}
	return false
}

// kindTypes are the input types that say what kind of value a field takes and refuse
// another: an email field takes an email address, a phone field a phone number. A text
// field whose label names one of these kinds (shapeRows) says the same.
func kindTypes() []string { return []string{"email", "tel"} }

// kindClash reports whether fill candidate i's field takes a kind of value (kindTypes,
// by its input type or by its label's words) that value v does not have, while v has a
// shape of its own or the field is typed for email, which a browser checks: "2026-12-02"
// never goes into "Emergency contact phone", "4" never into an email field. A phone field
// takes what it is given ("999", "4021", "020 7946 0958 ext 12").
func (s *scorer) kindClash(i int, v string) bool {
	if s.refused(i, v) {
		return true // "engine remap, stage 1" never goes into "Registration number"
	}
	c := &s.req.Candidates[i]
	typed, named := false, false
	for _, t := range kindTypes() {
		typed = typed || c.InputType == t
	}
	for k, r := range s.v.shapes {
		if !r.phrases && s.feats[i].label.intersects(s.v.shapeLabels[k]) {
			named = true
		}
	}
	if !typed && !named || typeAgrees(c.InputType, v) || s.shapeAgrees(i, v) {
		return false
	}
	return c.InputType == "email" || pickerShaped(v) || typeAgrees("email", v) || typeAgrees("tel", v)
}

// pickerTypes are the input types a browser gives a picker of its own: a value of their
// shape belongs in such a field, or in a field whose label says what the goal names.
func pickerTypes() []string {
	return []string{"date", "time", "datetime-local", "month", "week", "color"}
}

// typeFit adjusts a field's fit h for value vi by type: a field whose type the value's
// shape agrees with gains, a field without one loses when such a field is offered, and a
// value shaped for a picker (a date, a time, a colour) never goes into a plain field whose
// label shows none of the words of the value's clause, nor into a field of another kind
// (kindClash).
//
// The words around the value come first: a field they name (cued) never loses for its
// type, and a field of the value's type gets no floor when they name another field ("from
// ZIP 60614" goes to the sender's ZIP field, not to a number field for a length).
func (s *scorer) typeFit(i, vi int, h float64, cued bool) float64 {
	c := &s.req.Candidates[i]
	if c.Action != fsm.ActFill {
		return h
	}
	v := s.g.values[vi].text
	if typeAgrees(c.InputType, v) || s.shapeAgrees(i, v) {
		if !cued && s.cuedElsewhere(i, vi) {
			return h + typeAgreeBonus*(1-h)
		}
		return max(h+typeAgreeBonus*(1-h), typeAgreeFloor)
	}
	if cued {
		return h
	}
	if s.kindClash(i, v) {
		return wrongField
	}
	for _, t := range pickerTypes() {
		words := s.g.tokens
		if own := s.g.values[vi].clause; own >= 0 {
			words = s.g.clauseTokens(own)
		}
		if typeAgrees(t, v) && !s.feats[i].label.intersects(words) {
			return wrongField
		}
	}
	for j := range s.req.Candidates {
		o := &s.req.Candidates[j]
		if j != i && o.Action == fsm.ActFill && s.feats[j].value == vi && (typeAgrees(o.InputType, o.Value) || s.shapeAgrees(j, o.Value)) {
			return h - untypedPenalty
		}
	}
	return h
}

// untickWanted reports whether a ticked box's click is what an unfinished step asks for
// ("uncheck Apple", "gift wrap: no").
func (s *scorer) untickWanted(i int) bool {
	for k, st := range s.steps {
		cl := &s.g.clauses[max(st.clause, 0)]
		if s.prog.done[k] || st.kind != stepClick || st.clause < 0 {
			continue
		}
		if (cl.untick || s.releases(i, cl)) && s.nameMatch(&s.req.Candidates[i], &s.feats[i], cl, s.g.clauseTokens(st.clause)) >= 0.5 ||
			st.click == clickChoose && cl.choices[st.choice].answer < 0 && s.fieldNamed(i, &cl.choices[st.choice]) {
			return true
		}
	}
	return false
}

// releases reports whether clause cl's verb reverses a word of checked candidate i's
// name ("unmute" for a pressed Mute, "unfollow" for Following, "unstar" for a ticked
// Star): its click, which releases it, is what the clause asks.
func (s *scorer) releases(i int, cl *clause) bool {
	return s.releasedWord(&s.feats[i], s.leadWord(cl)) != ""
}

// tickedDone marks done every named click step whose best-fitting control is a box
// already in the state the step asks: "Select Apple" is done when Apple is ticked, "Turn
// off alerts" when the alerts' switch is off.
func (s *scorer) tickedDone() {
	changed := false
	for k, st := range s.steps {
		if s.prog.done[k] || st.kind != stepClick || st.click != clickName {
			continue
		}
		best, bestMatch, tie := -1, 0.0, false
		for i := range s.req.Candidates {
			if s.req.Candidates[i].Action != fsm.ActClick {
				continue
			}
			m := s.clickMatch(i, k, st)
			switch {
			case m > bestMatch:
				best, bestMatch, tie = i, m, false
			case m == bestMatch:
				tie = true
			}
		}
		if best >= 0 && !tie && bestMatch >= tickedMatch && s.inAskedState(best, st.clause) {
			changed = s.prog.set(k, true) || changed
		}
	}
	if changed {
		s.nextUndone()
	}
}

// shapeAgrees reports whether fill candidate i's field label names the kind of value v's
// shape shows (shapeRows): an email address and an "Email" field, a phone number and a
// "Phone" field, a person's name and a "Full name" field.
func (s *scorer) shapeAgrees(i int, v string) bool {
	for k, r := range s.v.shapes {
		switch {
		case !r.shape(v):
		case r.phrases:
			for _, l := range r.labels {
				if containsPhrase(strings.Join(rawWords(s.req.Candidates[i].Name), " "), l) {
					return true
				}
			}
		case s.feats[i].label.intersects(s.v.shapeLabels[k]):
			return true
		}
	}
	return false
}

// cuedElsewhere reports whether the words around value vi name another field offered for
// it than candidate i's.
func (s *scorer) cuedElsewhere(i, vi int) bool {
	c := &s.req.Candidates[i]
	for j := range s.req.Candidates {
		o := &s.req.Candidates[j]
		if j == i || o.Action != c.Action || s.feats[j].value != vi || o.Target == c.Target {
			continue
		}
		if fit, ok := s.cueFit(j, vi); ok && fit >= cueFloor {
			return true
		}
	}
	return false
}
