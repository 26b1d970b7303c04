package local

import (
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/lexical"
)

// reading is what a clause says beyond its content words (the tables of reading.go).
type reading struct {
	roles       map[string]bool // the roles its role words accept; nil: any
	ordinal     int             // the place an ordinal picks (1 first, -1 last); 0: none
	superlative int             // -1 the cheapest, +1 the most expensive; 0: none
	none        bool            // "select nothing": no step
	untick      bool            // "uncheck Apple": clicking a ticked box is the purpose
	answer      int             // a heading's yes (1) or no (-1): "gift wrap: no" (heading.go)
	answerWords []string        // the answer's words, politeness left out
	verbHead    bool            // its setting was headed by a verb: "print: double-sided" (heading.go)
	embedded    bool            // it is an indirect question's embedded question: "tell me whether …" (indirect.go)
	choices     []choice        // values to pick among a control's options (choice.go)
	kind        tokenSet        // the words up to "about": what kind of thing, not which
	rating      string          // the folded rating noun an ordinal counts ("4 stars"); "" none
	pageEnd     int             // "the last page" -1, "the first page" 1: a pager's end; 0: none
	// shout is the words the goal writes in capitals ("the ONE button"): labels, never
	// read as function words.
	shout   map[string]bool
	negated tokenSet // "Don't discard": the folded acts no control may do for it
	negOnly bool     // a negation with no opposite row and nothing before it ("Don't save")
	// question is a clause a question word leads ("which checks failed?"): it asks to
	// see, not to act (questionRefuses).
	question bool
	// acted marks a question a pronoun's act joined ("what's express? select it"): its
	// act is asked for after all.
	acted bool
	// statement is a clause a subject leads ("I changed my mind about X"): it tells what
	// an act after it is about, as a question does (clausejoin.go).
	statement bool
	// object marks a clause read as a thing wanted ("I'd like the family room":
	// frames.go): the scorer takes no word of it as its verb (leadWord).
	object bool
	// joiner is the word that begins a clause continuing the one before ("and", "then",
	// "but"), or "".
	joiner string
	// day and month are the day of a month the clause names ("Choose March 10": "10",
	// "march"; dates.go); weekday the day's weekday when the clause names the day by it
	// and leaves the month to the page ("Thursday the 7th": "7", "", "thursday";
	// weekdays.go); year the year it writes with the day ("10 March 2027", and
	// "26/06/27" once spelled as "26 june 2027").
	day, month, weekday, year string
	// step is the count change the clause asks for ("add another one": +1; step.go); 0
	// for none.
	step int
	// state is the state the clause asks a box, switch or radio to be in, and stateWords
	// the words that ask it (state.go: readState, read once per clause); askNone for none.
	state      stateAsk
	stateWords []string
	// order is the sort direction the clause asks for ("sort by price, largest first":
	// +1; order.go); 0 for none.
	order int
}

// readClause reads a clause's raw words: role phrases (kept, they are control words),
// ordinals and superlatives (removed, with a pronoun "one" after them), sequence words
// and marker words (removed), and the none and untick words.
func (v *vocab) readClause(cl *clause) {
	raw, embedded := v.indirectQuestion(purposeCut(cl.raw)) // "tell me whether children can help"
	cl.embedded = embedded
	said, act, intent := v.intended(raw)
	if intent {
		raw, cl.object = said, !act // "I'll borrow a finger tab": the act; "I'll have the salmon": the thing
	}
	raw = v.readNegation(cl, v.dropGlyphs(raw))
	cl.question = len(raw) > 0 && (embedded || v.question[raw[0]] && !suggests(raw))
	cl.statement = !cl.question && !intent && v.tells(raw) // "I'll take it in XL" asks; its "it" tells nothing
	v.readDay(cl, raw)                                     // before "the 3rd" is read as an ordinal
	raw = readTimes(raw)                                   // "half past nine": one token, as "09:30" in a name (times.go)
	var kept []string
	for i := 0; i < len(raw); i++ {
		w := raw[i]
		if n, roles := v.rolePhrase(raw, i); n > 0 {
			if cl.roles == nil {
				cl.roles = map[string]bool{}
			}
			for _, r := range roles {
				cl.roles[r] = true
			}
			kept = append(kept, raw[i:i+n]...)
			i += n - 1
			continue
		}
		if act, n := v.pictureAt(raw, i); n > 0 {
			kept = append(kept, act) // "the trash icon": the control titled "Delete"
			continue
		}
		if end := v.pagerEndAt(raw, i); end != 0 {
			cl.pageEnd = end // the word stays: a control may be named "Last"
		}
		if place := v.recencyAt(raw, i); place != 0 {
			cl.ordinal = place
			if i+1 < len(raw) && raw[i+1] == "one" {
				i++
			}
			continue
		}
		if n, want := v.superlativePhrase(raw, i); n > 0 {
			cl.superlative = want
			i += n - 1
			continue
		}
		if place := v.ratingAt(raw, i); place > 0 {
			cl.ordinal, cl.rating = place, words(raw[i+1])[0]
			kept = append(kept, raw[i+1])
			i++
			continue
		}
		if place, n := v.ordinalAt(raw, i); n > 0 {
			cl.ordinal = place
			i += n - 1
			if i+1 < len(raw) && raw[i+1] == "one" {
				i++
			}
			continue
		}
		switch {
		case v.sequence[w] && i <= 1 && !(i+1 < len(raw) && v.pagePart.has(fold(raw[i+1]))):
			continue // "next, press Save"; but "next page" names the pager's Next
		case v.marker[w], v.ask[w] && i == 0:
			continue
		case w == "one" && i > 0 && v.pickDet[raw[i-1]] && !cl.shout[w]:
			continue
		case v.none[w]:
			cl.none = true
		case v.untick[w] && (i == 0 || w == "off"):
			cl.untick = true
		}
		kept = append(kept, w)
	}
	cl.raw = kept
	cl.state, cl.stateWords = v.readState(cl.raw)
	if k := lastIndexOf(cl.raw, v.topicWords...); k > 0 && k+1 < len(cl.raw) {
		cl.kind = v.content(wordSet(strings.Join(cl.raw[:k+1], " ")))
	}
	if cl.answer != 0 {
		// "gift wrap: no": an answer, neither "select nothing" nor an untick verb
		cl.none, cl.untick = false, false
		k := lastIndexOf(cl.raw, "to")
		cl.choices = []choice{v.answerChoice(cl, cl.raw[1:max(k, 1)])}
	} else if len(cl.values) == 0 && !cl.none && cl.ordinal == 0 && cl.superlative == 0 {
		cl.choices = v.readChoices(cl.raw, cl.labels)
		for k := range cl.choices {
			cl.choices[k].verbField = cl.verbHead
		}
	}
}

// rolePhrase returns the length of the role phrase at raw[i] and the roles it accepts, or
// 0. A role word first in its clause is a verb there ("Toggle dark mode").
func (v *vocab) rolePhrase(raw []string, i int) (int, []string) {
	if i == 0 {
		return 0, nil
	}
	for _, r := range v.roleRows {
		if hasPrefixWords(raw[i:], r.words) {
			return len(r.words), r.roles
		}
	}
	return 0, nil
}

// readValueCue notes what the words right before a value's first mention say about it:
// a prefix or suffix phrase ("starts with", "ends with"), and the field words of a cue
// ("by" → author, "year" → year), the cue word itself included when it is a noun.
func (v *vocab) readValueCue(gv *goalValue, before []string) {
	if gv.cue != nil || gv.prefix || gv.suffix {
		return
	}
	for _, p := range v.prefixes {
		if hasSuffixWords(before, p) {
			gv.prefix = true
			return
		}
	}
	for _, p := range v.suffixes {
		if hasSuffixWords(before, p) {
			gv.suffix = true
			return
		}
	}
	for k := len(before) - 1; k >= 0 && k >= len(before)-2; k-- {
		w := before[k]
		if w == "is" || w == "as" || w == "the" || w == "of" || w == "be" {
			continue
		}
		cue := v.cues[w]
		if cue == nil && len(w) > 2 && !v.op.has(fold(w)) && !v.ui.has(fold(w)) && !v.marker[w] {
			cue = []string{w}
			if k > 0 && v.cues[before[k-1]] != nil { // "from ZIP 60614": the sender's ZIP
				cue = append(cue, v.cues[before[k-1]]...)
			}
		}
		if cue != nil {
			gv.cue = foldAll(append(cue, w))
		}
		return
	}
}

// tagsValue reports whether the last of the words before a value in its clause is a
// noun its cue holds, naming the value as a thing ("cancel my order 40213"), not an act
// ("dispute Pret", "comment 'great work'" with its verb first), a preposition ("rename it
// to Taxes") or a word across a colon.
func (v *vocab) tagsValue(before []string, gv *goalValue) bool {
	if len(before) == 0 {
		return false
	}
	w := before[len(before)-1]
	if len(w) <= 2 || v.cues[w] != nil || v.actLead.has(w) || len(before) == 1 && v.verbLemma.has(w) ||
		len(before) > 1 && before[len(before)-2] == "new" { // "the new instance X" is made, not found
		return false
	}
	return gv.cue.has(fold(lexical.Stem(w)))
}

func hasSuffixWords(ws, suffix []string) bool {
	if len(ws) < len(suffix) {
		return false
	}
	return hasPrefixWords(ws[len(ws)-len(suffix):], suffix)
}

// quotePairs are the quotation marks a label may stand in.
var quotePairs = [][2]string{{`"`, `"`}, {"“", "”"}, {"‘", "’"}, {"'", "'"}, {"«", "»"}}

// quotedLabels adds to the value mentions occ every quoted span of the lower-cased goal
// that is not a value mention: a control's label, to be matched exactly ("Click the
// button labeled "Yes, continue""). A single quote opens only at the start or after a
// space or bracket and closes only before the end, a space or punctuation, so
// apostrophes ("don't") are not quotes. The result is in goal order.
func quotedLabels(low string, occ []occurrence) []occurrence {
	out := append([]occurrence(nil), occ...)
	for _, q := range quotePairs {
		for from := 0; from < len(low); {
			i := strings.Index(low[from:], q[0])
			if i < 0 {
				break
			}
			open := from + i
			if q[0] == "'" && open > 0 && !strings.ContainsRune(" ([{", rune(low[open-1])) {
				from = open + 1
				continue
			}
			start := open + len(q[0])
			j := strings.Index(low[start:], q[1])
			for q[1] == "'" && j >= 0 {
				end := start + j + 1
				if end == len(low) || strings.ContainsRune(" .,;:!?)]}", rune(low[end])) {
					break
				}
				k := strings.Index(low[end:], q[1])
				if k < 0 {
					j = -1
					break
				}
				j = end - start + k
			}
			if j < 0 {
				break
			}
			end := start + j
			label := strings.TrimSpace(low[start:end])
			o := occurrence{start: open, end: end + len(q[1]), value: -1, label: label}
			if label != "" && len(label) <= 80 && !overlaps(out, o) {
				out = append(out, o)
			}
			from = end + len(q[1])
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}
