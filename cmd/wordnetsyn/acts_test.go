package main

import (
	"strings"
	"testing"
)

// TestActsByTagCounts: a lemma is an act word when its tagged uses are mostly verbs, or
// when WordNet knows it only as a verb.
func TestActsByTagCounts(t *testing.T) {
	dir := t.TempDir()
	cnt := strings.Join([]string{
		"remind%2:32:00:: 1 36",      // only a verb
		"garage%1:06:00:: 1 12",      // mostly a noun
		"garage%2:35:00:: 1 2",       //
		"close%2:35:00:: 1 86",       // a verb more than an adjective
		"close%5:00:00:near:00 1 40", //
		"next%5:00:00:succeeding:00 1 121",
		"Monday%1:28:00:: 1 5",   // not lower case
		"call_off%2:41:00:: 1 3", // not one word
	}, "\n") + "\n"
	writeDict(t, dir, map[string]string{
		"cntlist.rev": cnt,
		// "delete" is only a verb, untagged; "garage" a noun as well
		"index.verb": "  1 licence line\ndelete v 1 1 @ 1 0 00215889\ngarage v 1 1 @ 1 0 01314145\ncall_off v 1 1 @ 1 0 01314146\n",
		"index.noun": "garage n 1 1 @ 1 0 02729837\n",
		"index.adj":  "",
		"index.adv":  "",
	})
	got := tableLines(t, writeActs, dir)
	if want := []string{"close", "delete", "remind"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("acts %q, want %q", got, want)
	}
	writeDict(t, dir, map[string]string{"cntlist.rev": "bad line\n"})
	if err := writeActs(&strings.Builder{}, dir); err == nil || !strings.Contains(err.Error(), "cntlist.rev") {
		t.Errorf("a bad line: error %v, want one naming cntlist.rev", err)
	}
}

// TestOneTable: -verbs, -acts, -antonyms, -pasts and -inquiries pick one table each; two
// at once is refused.
func TestOneTable(t *testing.T) {
	type flags struct{ verbs, acts, antonyms, pasts, inquiries bool }
	for _, tc := range []flags{{true, true, false, false, false}, {true, false, true, false, false}, {false, true, true, false, false}, {false, false, true, true, false}, {false, false, false, true, true}} {
		if _, err := table(tc.verbs, tc.acts, tc.antonyms, tc.pasts, tc.inquiries); err == nil || !strings.Contains(err.Error(), "-verbs, -acts, -antonyms, -pasts, -inquiries") {
			t.Errorf("%+v: error %v, want one naming the five flags", tc, err)
		}
	}
	for _, tc := range []flags{{}, {verbs: true}, {acts: true}, {antonyms: true}, {pasts: true}, {inquiries: true}} {
		if run, err := table(tc.verbs, tc.acts, tc.antonyms, tc.pasts, tc.inquiries); err != nil || run == nil {
			t.Errorf("%+v: %v", tc, err)
		}
	}
}
