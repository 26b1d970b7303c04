package local

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
)

// Cutting the goal into clauses: at punctuation (separates) and at the joining words
// (joinWords; "plus" and a lone "+" when they join as "and" does), but never inside a
// control's whole name the goal says (nameSpans).

// A control's name can hold a word or a mark the goal is cut at: "Save and finish later",
// "Terms and conditions", "Klara and the Sun", "Yes, continue". A goal that says such a
// name whole says one thing there, so no clause boundary falls inside it.

// joinWords begin a clause that goes on from the one before (clause.joiner).
func joinWords() []string { return []string{"and", "then", "but"} }

// cutWords are the words splitClauses may cut a goal at: the joinWords, and "plus" where
// it joins as "and" does (joinsAsAnd).
func cutWords() []string { return append(joinWords(), "plus") }

// cutMarks are the marks splitClauses may cut a goal at (separates, and "+").
const cutMarks = ",;!?.:+"

// span is a half-open byte range of the lower-cased goal.
type span struct{ start, end int }

// nameSpans returns the spans of the lower-cased goal that say, as whole words, the
// whole name of an offered control, or of the control the trace's last executed action
// was on (its target's name after the role word: the control may be gone once pressed),
// when that name holds a cut word or mark between two of its words (cutInside): the goal
// names that control there, and splitClauses keeps the span in one clause. It keeps no
// span whose pieces are each another control's whole name (listOfNames: the goal may list
// those controls), that another control's name overlaps without holding it (overrun), or
// that a negation ends right before (the goal refuses the control: "don't delete, but
// keep a copy").
func nameSpans(low string, cands []fsm.Candidate, trace []fsm.TraceEntry) []span {
	names := make([]string, 0, len(cands)+1)
	for i := range cands {
		names = append(names, bareName(cands[i].Name))
	}
	for i := len(trace) - 1; i >= 0; i-- {
		if trace[i].Outcome == fsm.OutcomeExecuted {
			if _, name, ok := strings.Cut(trace[i].Target, " "); ok {
				names = append(names, bareName(name))
			}
			break
		}
	}
	var out []span
	var whole map[string]bool // every name as its words, read once a name with a cut is said
	seen := map[string]bool{}
	for _, name := range names {
		if seen[name] || !cutInside(name) {
			continue
		}
		seen[name] = true
		at := findPhrase(low, name)
		if len(at) == 0 {
			continue
		}
		if whole == nil {
			whole = map[string]bool{}
			for _, n := range names {
				whole[strings.Join(rawWords(n), " ")] = true
			}
		}
		if listOfNames(name, whole) {
			continue
		}
		for _, a := range at {
			if !negatedBefore(low[:a]) {
				out = append(out, span{a, a + len(name)})
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return overrun(low, out, names)
}

// bareName is a control's name lower-cased and trimmed to its first and last word.
func bareName(name string) string {
	return strings.ToLower(strings.TrimFunc(name, func(r rune) bool { return !isWordRune(r) }))
}

// listOfNames reports whether name's pieces between its cut words and marks are two or
// more, each the whole name of a control (whole: names as their words joined by one
// space): "black, white and grey" beside "Black", "White" and "Black, white" may list
// three colours.
func listOfNames(name string, whole map[string]bool) bool {
	pieces, cur := 0, []string(nil)
	end := func() bool { // ends the piece read so far: whether it is a whole name
		if len(cur) == 0 {
			return true
		}
		pieces++
		ok := whole[strings.Join(cur, " ")]
		cur = nil
		return ok
	}
	for _, r := range cutMarks {
		name = strings.ReplaceAll(name, string(r), " | ")
	}
	for _, f := range strings.Fields(name) {
		if f == "|" {
			if !end() {
				return false
			}
			continue
		}
		for _, w := range rawWords(f) {
			if contains(cutWords(), w) {
				if !end() {
					return false
				}
				continue
			}
			cur = append(cur, w)
		}
	}
	return end() && pieces > 1
}

// negatedBefore reports whether the goal text before a span ends in a negation
// (negationWords): "don't" before "delete, but keep a copy".
func negatedBefore(before string) bool {
	ws := rawWords(before)
	return slices.ContainsFunc(negationWords(), func(neg []string) bool { return hasSuffixWords(ws, neg) })
}

// apartFromValues drops the spans that hold a caller value's mention: the clause around a
// value is read as written ("set the city to Berlin, Germany": type Berlin, then choose
// the suggestion "Berlin, Germany").
func apartFromValues(spans []span, occ []occurrence) []span {
	var out []span
	for _, s := range spans {
		if !slices.ContainsFunc(occ, func(o occurrence) bool { return o.value >= 0 && o.start < s.end && s.start < o.end }) {
			out = append(out, s)
		}
	}
	return out
}

// overrun drops the spans that another control's name overlaps without holding: one
// that starts inside a span and runs past its end ("order tea and coffee cake" beside
// "Tea and coffee" and "Coffee cake"), or starts before it and ends inside ("chicken and
// rice and peas" beside "Chicken and rice" and "Rice and peas"): the goal may name
// either, so the cuts stay.
func overrun(low string, spans []span, names []string) []span {
	var out []span
	for _, s := range spans {
		kept := true
		for _, name := range names {
			for _, at := range findPhrase(low, name) {
				end := at + len(name)
				if at > s.start && at < s.end && end > s.end || at < s.start && end > s.start && end < s.end {
					kept = false
				}
			}
		}
		if kept {
			out = append(out, s)
		}
	}
	return out
}

// cutInside reports whether name (trimmed to its first and last word) holds a cut word
// or a cut mark: a word or mark with words on both sides of it.
func cutInside(name string) bool {
	if strings.ContainsAny(name, cutMarks) {
		return true
	}
	words := strings.FieldsFunc(name, func(r rune) bool { return !isWordRune(r) })
	for k := 1; k+1 < len(words); k++ {
		if contains(cutWords(), words[k]) {
			return true
		}
	}
	return false
}

// within reports whether byte offset at of the goal lies inside one of spans (not at its
// first byte: a cut before a name still cuts).
func within(spans []span, at int) bool {
	for _, s := range spans {
		if at > s.start && at < s.end {
			return true
		}
	}
	return false
}

// splitClauses cuts the lower-cased goal into clauses at punctuation and at the words
// "and", "then" and "but" (joinWords), never inside a control's whole name the goal says
// (nameSpans, less the spans that hold a value's mention: apartFromValues), replacing each value mention by a reference to the value (and noting
// the words before it: cues, prefixes) and each quoted label by the label, then reads
// each clause (clause.go).
func (g *goal) splitClauses(low string, occ []occurrence, v *vocab) []clause {
	var out []clause
	cur := clause{}
	colon := false // the clause being flushed ends at a colon
	flush := func() {
		// A clause of values alone continues the list of the clause before it ("the
		// topics Cooking and Politics", "Alan Turing, alan@example.org, 555-0134"); so
		// does an apposition (apposition: "add my other bike, a Cube Kathmandu").
		if len(out) > 0 {
			switch noun, shown := g.apposition(&out[len(out)-1], &cur); {
			case shown:
				cur.raw = nil // joins the clause before
			case noun != "":
				cur.raw = []string{noun}
			}
		}
		if len(cur.raw) == 0 && len(cur.labels) == 0 && len(cur.values) > 0 && len(out) > 0 && len(out[len(out)-1].values) == 0 && len(out[len(out)-1].labels) == 0 {
			// "Enter my date of birth, 14/03/1990": the clause before names the field.
			prev := &out[len(out)-1]
			for _, vi := range cur.values {
				v.readValueCue(&g.values[vi], prev.raw)
			}
			prev.values = append(prev.values, cur.values...)
			cur = clause{}
			return
		}
		if len(cur.raw) == 0 && len(cur.labels) == 0 && len(cur.values) > 0 && len(out) > 0 && len(out[len(out)-1].values) > 0 {
			prev := &out[len(out)-1]
			cue := g.values[prev.values[len(prev.values)-1]].cue
			for _, vi := range cur.values {
				if g.values[vi].cue == nil {
					g.values[vi].cue = cue // "the topics Cooking and Politics": both topics
				}
			}
			prev.values = append(prev.values, cur.values...)
			cur = clause{}
			return
		}
		if len(out) > 0 && len(out[len(out)-1].values) == 0 && !out[len(out)-1].embedded && v.pronounClause(&cur) {
			// "What are the specs? Open them": the verb acts on what the clause before names.
			v.readClause(&cur)
			out[len(out)-1].untick = out[len(out)-1].untick || cur.untick
			out[len(out)-1].statement = false // "I like Fixed 12 — pick it": now the act
			out[len(out)-1].acted = true      // "what's express? select it": asked for
			cur = clause{}
			return
		}
		if n := len(out); n > 0 && g.joinsAct(v, &out[n-1], &cur) {
			// A question, or a statement ("I changed my mind about the cord trousers,
			// delete it"), says what the act after it is on; it is not a step of its own.
			// "which checks failed? expand them" takes the question's words; "what does
			// Jo Mallory specialise in? open the profile" keeps its own and reads the
			// question's as context (askedFit).
			if cur.asked = v.askedAbout(&out[n-1], &cur); cur.asked == nil {
				cur.raw = append(v.unpronounced(&out[n-1], cur.raw), v.told(&out[n-1])...)
			}
			out = out[:n-1]
		}
		out = v.readHeading(out, &cur)
		dir, only := v.readOrder(cur.raw)
		if dir != 0 && only && len(out) > 0 && len(cur.values) == 0 && len(cur.labels) == 0 {
			out[len(out)-1].setOrder(dir) // "Sort by price, largest first": the order of the clause before
			cur = clause{}
			return
		}
		if len(cur.raw) > 0 || len(cur.values) > 0 || len(cur.labels) > 0 {
			cur.shout = g.shout
			v.readClause(&cur)
			cur.setOrder(dir)
			cur.step = v.readStep(cur.raw)
			cur.readTokens()
			cur.colon = colon
			out = append(out, cur)
		}
		cur = clause{}
	}
	names := apartFromValues(nameSpans(low, g.cands, g.trace), occ)
	cuts, joins := boolSet(cutWords()), boolSet(joinWords())
	scan := func(text string, base int, atEnd bool) {
		word := strings.Builder{}
		after := "" // the text after the word endWord ends
		wordAt := 0 // where the word being read starts in low
		endWord := func() {
			w := word.String()
			word.Reset()
			switch {
			case w == "":
			case cuts[w] && within(names, wordAt):
				cur.raw = append(cur.raw, w) // "save and finish later": one control's name (nameSpans)
			case joins[w]:
				flush()
				cur.joiner = w
			case w == "plus":
				if !joinsAsAnd(cur.raw, after) {
					cur.raw = append(cur.raw, w) // "the Plus plan", "upgrade me to Plus", "ages 65 plus"
					break
				}
				flush()
				cur.joiner = "and" // "a mattress plus a wardrobe"
			default:
				cur.raw = append(cur.raw, w)
			}
		}
		for i, r := range text {
			if isWordRune(r) {
				if word.Len() == 0 {
					wordAt = base + i
				}
				word.WriteRune(r)
				continue
			}
			if r == ',' && thousandsComma(word.String(), text[i+1:]) {
				continue // "£300,000": one number
			}
			after = text[i:]
			inName := within(names, base+i)
			if r == '+' && i > 0 && text[i-1] == ' ' && !inName && joinsAsAnd(cur.raw, text[i+1:]) {
				endWord()
				flush()
				cur.joiner = "and" // "hold fleece + book bag"
				continue
			}
			endWord()
			_, size := utf8.DecodeRuneInString(text[i:])
			if !inName && separates(r, text[i+size:], atEnd) {
				colon = r == ':'
				flush()
				colon = false
			}
		}
		after = ""
		endWord()
	}
	pos := 0
	for _, o := range occ {
		scan(low[pos:o.start], pos, false)
		if o.value < 0 {
			cur.labels = append(cur.labels, o.label)
			cur.segment = cur.segment || o.segment
		} else {
			cur.values = append(cur.values, o.value)
			v.readValueCue(&g.values[o.value], cur.raw)
			g.values[o.value].tagged = g.values[o.value].tagged || v.tagsValue(cur.raw, &g.values[o.value])
			v.readUnitCue(&g.values[o.value], low[o.end:])
			v.readRoleCue(&g.values[o.value], low[o.end:])
		}
		pos = o.end
	}
	scan(low[pos:], pos, true)
	flush()
	return out
}

// separates reports whether r ends a clause; a full stop or a colon does only before a
// space or at the end of the goal, so "example.com" and "7:45" stay one piece ("I use
// none of these: just press Next" is two clauses).
func separates(r rune, rest string, atEnd bool) bool {
	switch r {
	case ',', ';', '!', '?', '\n':
		return true
	case '.', ':':
		return (rest == "" && atEnd) || strings.HasPrefix(rest, " ")
	}
	return false
}
