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
	// shout is the words the goal writes in capitals ("the ONE button"): labels, never
	// read as function words.
	shout   map[string]bool
	negated string // "Don't discard": the folded verb no control may do for it
}

// readClause reads a clause's raw words: role phrases (kept, they are control words),
// ordinals and superlatives (removed, with a pronoun "one" after them), sequence words
// and marker words (removed), and the none and untick words.
func (v *vocab) readClause(cl *clause) {
	raw := v.readNegation(cl, v.dropGlyphs(cl.raw))
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
		if n, want := v.superlativePhrase(raw, i); n > 0 {
			cl.superlative = want
			i += n - 1
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
		case v.marker[w]:
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
}

// readNegation reads a clause that starts with a negation ("Don't discard my changes"):
// it notes the negated verb, and puts the act that keeps from it in its place when the
// opposite rows know one ("keep my changes"); otherwise the words stay, so that only a
// control stating the same negation ("Don't save") fits.
func (v *vocab) readNegation(cl *clause, raw []string) []string {
	at := 0
	if len(raw) > 0 && raw[0] == "please" {
		at = 1
	}
	for _, neg := range v.negations {
		if !hasPrefixWords(raw[at:], neg) || at+len(neg) >= len(raw) {
			continue
		}
		verb := raw[at+len(neg)]
		cl.negated = fold(lexical.Stem(verb))
		if opp, ok := v.opposites[verb]; ok {
			return append(append([]string(nil), opp...), raw[at+len(neg)+1:]...)
		}
		return raw
	}
	return raw
}

// dropGlyphs removes a symbol's name the clause already says in words: "Close the dialog
// with the X" names the close control once.
func (v *vocab) dropGlyphs(raw []string) []string {
	says := map[string]bool{}
	for _, w := range raw {
		says[w] = true
	}
	var out []string
	for _, w := range raw {
		if g, ok := v.glyphWords[w]; ok && g != w && says[g] {
			continue
		}
		out = append(out, w)
	}
	return out
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

// superlativePhrase returns the length of the superlative phrase at raw[i] and what it
// wants, or 0.
func (v *vocab) superlativePhrase(raw []string, i int) (int, int) {
	for _, r := range v.superlatives {
		if hasPrefixWords(raw[i:], r.words) {
			return len(r.words), r.want
		}
	}
	return 0, 0
}

// ordinalAt reads an ordinal at raw[i]: a place word after a determiner ("the third") or
// before a pick noun or role word ("second text box", "last result"); "second to last"
// is -2; "top" and "bottom" need the noun ("the top result", not "scroll to the top"). It returns the place and the words it spans, or 0 words.
func (v *vocab) ordinalAt(raw []string, i int) (int, int) {
	place, ok := v.ordinals[raw[i]]
	if !ok {
		return 0, 0
	}
	next := ""
	if i+1 < len(raw) {
		next = raw[i+1]
	}
	if place > 0 && (next == "to" || next == "from") && i+2 < len(raw) && raw[i+2] == "last" {
		return -place, 3
	}
	if next == "page" || next == "pages" {
		return 0, 0 // "the last page" is a pager's control, not a place in a list
	}
	roleNext, _ := v.rolePhrase(raw, i+1)
	nounNext := (v.pickNoun[next] && next != "one") || roleNext > 0
	if raw[i] == "top" || raw[i] == "bottom" { // "scroll to the top" is a place on the page
		nounNext = nounNext || next == "one"
		if !nounNext {
			return 0, 0
		}
	}
	if i > 0 && v.pickDet[raw[i-1]] || nounNext {
		return place, 1
	}
	return 0, 0
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

// readUnitCue adds to a number's cue the words right after it, up to two before any
// function word ("15 years", "a 7500 dollar loan", "7.1% interest", "12 kg"): they name
// what the number measures, so the field whose label shows them.
func (v *vocab) readUnitCue(gv *goalValue, after string) {
	if !number.MatchString(strings.TrimSpace(gv.text)) {
		return
	}
	if end := strings.IndexAny(after, ",;:!?()\n"); end >= 0 {
		after = after[:end]
	}
	var unit []string
	for _, w := range rawWords(after) {
		if len(unit) == 2 || v.unitStop[w] || v.op.has(fold(w)) || v.ui.has(fold(w)) {
			break
		}
		unit = append(unit, w)
	}
	if len(unit) > 0 {
		gv.cue = gv.cue.union(foldAll(unit))
	}
}

func hasSuffixWords(ws, suffix []string) bool {
	if len(ws) < len(suffix) {
		return false
	}
	return hasPrefixWords(ws[len(ws)-len(suffix):], suffix)
}

// readingTables are the reading tables indexed for lookup, part of a vocab.
type readingTables struct {
	marker, sequence, none, untick, pickDet, pickNoun map[string]bool
	roleRows                                          []roleRow
	superlatives                                      []superlativeRow
	ordinals                                          map[string]int
	nounRoles                                         map[string]map[string]bool
	prefixes, suffixes                                [][]string
	cues                                              map[string][]string
	negations                                         [][]string
	shapes                                            []shapeRow
	shapeLabels                                       []tokenSet
	unitStop                                          map[string]bool
	opposites                                         map[string][]string
	glyphWords                                        map[string]string
	controlVerb, queryVerb                            tokenSet
	topicHeads                                        map[string][]string // a head word → the topic tokens it stands for
	verbSynonyms                                      map[string]tokenSet
}

func newReadingTables() readingTables {
	t := readingTables{
		marker: boolSet(markerWords()), sequence: boolSet(sequenceWords()), none: boolSet(noneWords()),
		untick: boolSet(untickVerbs()), pickDet: boolSet(pickDeterminers()), pickNoun: boolSet(pickNouns()),
		roleRows: roleRows(), superlatives: superlativeRows(), ordinals: map[string]int{},
		prefixes: prefixWords(), suffixes: suffixWords(), cues: map[string][]string{},
	}
	for _, r := range ordinalRows() {
		t.ordinals[r.word] = r.place
	}
	for _, r := range cueRows() {
		t.cues[r.word] = r.fields
	}
	t.unitStop = boolSet(unitStops())
	t.shapes = shapeRows()
	for _, r := range t.shapes {
		t.shapeLabels = append(t.shapeLabels, foldAll(r.labels))
	}
	t.negations, t.opposites, t.glyphWords = negationWords(), map[string][]string{}, map[string]string{}
	for _, r := range oppositeRows() {
		t.opposites[r.verb] = r.opposite
	}
	for _, g := range glyphRows() {
		t.glyphWords[g.glyph] = g.word
	}
	t.controlVerb, t.queryVerb = foldAll(controlVerbs()), foldAll(queryVerbs())
	t.verbSynonyms = map[string]tokenSet{}
	for _, r := range verbSynonymRows() {
		t.verbSynonyms[fold(lexical.Stem(r.verb))] = foldAll(r.also)
	}
	t.topicHeads = map[string][]string{}
	for _, r := range topicRows() {
		for _, h := range r.heads {
			for t2 := range foldAll(r.topic) {
				t.topicHeads[fold(lexical.Stem(h))] = append(t.topicHeads[fold(lexical.Stem(h))], t2)
			}
		}
	}
	t.nounRoles = map[string]map[string]bool{}
	for _, r := range nounRoleRows() {
		t.nounRoles[fold(r.noun)] = boolSet(r.roles)
	}
	return t
}

func boolSet(list []string) map[string]bool {
	out := make(map[string]bool, len(list))
	for _, w := range list {
		out[strings.ToLower(w)] = true
	}
	return out
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

// negatedName reports whether a control's name states a negation itself ("Don't save").
func (v *vocab) negatedName(name string) bool {
	raw := rawWords(name)
	for i := range raw {
		for _, neg := range v.negations {
			if hasPrefixWords(raw[i:], neg) {
				return true
			}
		}
	}
	return false
}

// withTopics adds to a control's nearby-text tokens the topics its words head (topicRows):
// "We value your privacy" heads the cookie banner.
func (v *vocab) withTopics(ctx tokenSet) tokenSet {
	for t := range ctx {
		for _, topic := range v.topicHeads[t] {
			ctx[topic] = struct{}{}
		}
	}
	return ctx
}

// queries reports whether a clause's verb is a query verb (queryVerbs): its values are
// the inputs of a computation or a look-up, sent with the form's submit control.
func (v *vocab) queries(cl *clause) bool {
	ws := words(strings.Join(cl.raw, " "))
	return len(ws) > 0 && v.queryVerb.has(ws[0])
}

// verbTokens is a clause's tokens less the nouns a determiner marks ("the post", "my
// order"): "Give the post the title X" names no submit control, "Post it" does.
func (v *vocab) verbTokens(cl *clause) tokenSet {
	var kept []string
	for i, w := range cl.raw {
		if i > 0 && v.pickDet[cl.raw[i-1]] || i > 0 && (cl.raw[i-1] == "a" || cl.raw[i-1] == "an") {
			continue
		}
		kept = append(kept, w)
	}
	return wordSet(strings.Join(kept, " "))
}

// clauseVerb is a clause's first word, folded, with the verbs that name the same act
// (verbSynonymRows); empty when the clause has no words.
func (v *vocab) clauseVerb(cl *clause) tokenSet {
	ws := words(strings.Join(cl.raw, " "))
	if len(ws) == 0 {
		return tokenSet{}
	}
	return tokenSet{ws[0]: {}}.union(v.verbSynonyms[ws[0]])
}
