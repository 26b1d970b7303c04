package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/lexical"
)

// The vocabulary's reading tables, indexed once for lookup: the word lists of reading.go,
// reading_lists.go and reading_widgets.go as sets and maps, and the WordNet tables a
// clause is read with (verbs.txt, pasts.txt, actverbs.txt, inquiries.txt).

// readingTables are the reading tables indexed for lookup, part of a vocab.
type readingTables struct {
	marker, ask, sequence, none, untick, pickDet, placeVerb, pickNoun map[string]bool
	roleRows                                                          []roleRow
	superlatives                                                      []superlativeRow
	ordinals                                                          map[string]int
	nounRoles                                                         map[string]map[string]bool
	prefixes, suffixes                                                [][]string
	cues                                                              map[string][]string
	negations                                                         [][]string
	negFiller                                                         tokenSet
	shapes                                                            []shapeRow
	shapeLabels                                                       []tokenSet
	unitStop                                                          map[string]bool
	opposites                                                         map[string][]string
	glyphWords                                                        map[string]string
	controlVerb, queryVerb                                            tokenSet
	topicHeads                                                        map[string][]string // a head word → the topic tokens it stands for
	verbSynonyms                                                      map[string]tokenSet
	verbs                                                             tokenSet // WordNet's verb lemmas, folded
	moneyVerb                                                         tokenSet
	months                                                            map[string]string // a month's name or short form → its name
	picker, pickerPhrase                                              tokenSet
	setting, pickVerb                                                 map[string]bool
	topicWords                                                        []string
	ratingNoun, checkable, pronoun                                    map[string]bool
	tickVerb                                                          tokenSet
	states                                                            []stateRow
	valueSets                                                         []valueSet
	readVerb, itemVerb, means, newestFirst, question                  map[string]bool
	subject, frame                                                    map[string]bool
	actLead                                                           tokenSet // WordNet's mostly-verb lemmas, raw (actverbs.txt)
	pasts                                                             tokenSet // WordNet's irregular past forms, raw (pasts.txt)
	verbLemma                                                         tokenSet // WordNet's verb lemmas, raw (verbs.txt)
	itemClick                                                         tokenSet
	readName, readFiller, topic, newestFirstKinds                     tokenSet
	pictures                                                          map[string]string
	recency                                                           map[string]int
	refusals                                                          []refusalRow
	refusalLabels                                                     []tokenSet   // refusals' label words, folded
	codeLabel, direction                                              tokenSet     // codeLabels, directionWords, folded
	inquiries                                                         inquiryTable // verbs that take an embedded question (indirect.go)
}

func newReadingTables() readingTables {
	t := readingTables{
		marker: boolSet(markerWords()), ask: boolSet(askWords()), sequence: boolSet(sequenceWords()), none: boolSet(noneWords()),
		untick: boolSet(untickVerbs()), pickDet: boolSet(pickDeterminers()), placeVerb: boolSet(placeVerbs()), pickNoun: boolSet(pickNouns()),
		roleRows: roleRows(), superlatives: superlativeRows(), ordinals: map[string]int{},
		prefixes: prefixWords(), suffixes: suffixWords(), cues: map[string][]string{},
		setting: boolSet(settingVerbs()), pickVerb: boolSet(pickVerbs()), topicWords: topicWords(),
		ratingNoun: boolSet(ratingNouns()), tickVerb: foldAll(tickVerbs()), states: stateRows(),
		checkable: boolSet(checkableRoles()), pronoun: boolSet(pronounWords()),
		readVerb: boolSet(readingVerbs()), itemVerb: boolSet(itemVerbs()), itemClick: foldAll(itemClickVerbs()), means: boolSet(meansWords()),
		newestFirst: boolSet(newestFirstNouns()), newestFirstKinds: foldAll(newestFirstNouns()),
		question: boolSet(whWords()), subject: boolSet(subjectWords()), frame: boolSet(frameWords()), actLead: actVerbs(), verbLemma: rawSet(lemmas(verbsText)), pasts: rawSet(lemmas(pastsText)),
		readName: foldAll(readingNames()), readFiller: foldAll(readingFillers()), topic: foldAll(topicWords()),
		pictures: map[string]string{}, recency: map[string]int{}, inquiries: newInquiryTable(),
	}
	for _, r := range pictureRows() {
		t.pictures[r.picture] = r.act
	}
	for _, r := range recencyRows() {
		t.recency[r.word] = r.place
	}
	for _, r := range valueSetRows() {
		vs := valueSet{names: foldAll(r.names), members: map[string]bool{}}
		for _, m := range r.members {
			vs.members[strings.Join(rawWords(m), " ")] = true
		}
		t.valueSets = append(t.valueSets, vs)
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
	t.refusals = refusalRows()
	for _, r := range t.refusals {
		t.refusalLabels = append(t.refusalLabels, foldAll(r.labels))
	}
	t.codeLabel, t.direction = foldAll(codeLabels()), foldAll(directionWords())
	t.negations, t.opposites, t.glyphWords = negationWords(), map[string][]string{}, map[string]string{}
	t.negFiller = rawSet(negationFillers())
	for _, r := range oppositeRows() {
		t.opposites[r.verb] = r.opposite
	}
	for _, g := range glyphRows() {
		t.glyphWords[g.glyph] = g.word
	}
	t.controlVerb, t.queryVerb = foldAll(controlVerbs()), foldAll(queryVerbs())
	t.months, t.picker, t.pickerPhrase = map[string]string{}, foldAll(pickerWords()), foldAll(pickerPhraseWords())
	for _, r := range monthRows() {
		for _, w := range r {
			t.months[w] = r[0]
		}
	}
	t.verbSynonyms, t.moneyVerb = map[string]tokenSet{}, tokenSet{}
	for _, r := range verbSynonymRows() {
		t.verbSynonyms[fold(lexical.Stem(r.verb))] = foldAll(r.also)
		if r.money {
			t.moneyVerb[fold(lexical.Stem(r.verb))] = struct{}{}
		}
	}
	t.verbs = wordnetVerbs()
	for verb, syn := range wordnetSynonyms(t.verbSynonyms) {
		t.verbSynonyms[verb] = syn
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
