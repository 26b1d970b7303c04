package main

import (
	"strings"
	"testing"
)

// TestAntonymsBySenseRank: a pair WordNet marks as antonyms is kept when both senses are
// frequent ones (rank ≤ 10) and one is its word's first or second, and, for verbs, when
// neither is a verb of motion or state (lexicographer files 38 and 42); an adjective's
// position marker is dropped. (A synset's key is the offset its line starts with.)
func TestAntonymsBySenseRank(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		// show~hide and give~take are antonyms, word 1 to word 1 ("0101").
		"data.verb": "00000001 40 v 01 show 0 001 ! 00000002 v 0101 | gloss\n" +
			"00000002 40 v 01 hide 0 001 ! 00000001 v 0101 | gloss\n" +
			"00000003 40 v 01 give 0 001 ! 00000004 v 0101 | gloss\n" +
			"00000004 40 v 01 take 0 001 ! 00000003 v 0101 | gloss\n" +
			// come~go: first senses, but verb.motion (38).
			"00000005 38 v 01 come 0 001 ! 00000006 v 0101 | gloss\n" +
			"00000006 38 v 01 go 0 001 ! 00000005 v 0101 | gloss\n",
		// lemma pos synset_cnt p_cnt sense_cnt tagsense_cnt offsets (most frequent first):
		// show's antonym sense is its 4th and hide's its 1st (kept); give's is its 3rd and
		// take's its 3rd (neither first nor second: left out).
		"index.verb": "  1 licence header\n" +
			"give v 3 0 3 0 00000091 00000092 00000003\n" +
			"hide v 1 0 1 0 00000002\n" +
			"show v 4 0 4 0 00000091 00000092 00000093 00000001\n" +
			"take v 3 0 3 0 00000091 00000092 00000004\n" +
			"come v 1 0 1 0 00000005\ngo v 1 0 1 0 00000006\n",
		"data.adj": "00000010 00 a 01 paid(a) 0 001 ! 00000011 a 0101 | gloss\n" +
			"00000011 00 a 01 unpaid 0 001 ! 00000010 a 0101 | gloss\n",
		"index.adj": "  1 licence header\npaid a 1 0 1 0 00000010\nunpaid a 1 0 1 0 00000011\n",
	}
	writeDict(t, dir, files)
	got := strings.Join(tableLines(t, writeAntonyms, dir), "\n")
	if want := "a paid unpaid\na unpaid paid\nv hide show\nv show hide"; got != want {
		t.Fatalf("table:\n%s\nwant:\n%s", got, want)
	}
}

// TestAntonymsBadLineNamesTheFile: a data line cut short is refused, naming the file.
func TestAntonymsBadLineNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	writeDict(t, dir, map[string]string{"index.verb": "", "data.verb": "00000001 40 v 02 show\n"})
	if err := writeAntonyms(&strings.Builder{}, dir); err == nil || !strings.Contains(err.Error(), "data.verb") {
		t.Fatalf("error %v, want one naming data.verb", err)
	}
}
