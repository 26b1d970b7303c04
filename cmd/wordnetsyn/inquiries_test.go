package main

import (
	"strings"
	"testing"
)

// TestInquiriesByQuestionFrame: a synset framed "Somebody ----s whether INFINITIVE" for all
// its words gives every word, one framed for one word gives that word, a multi-word lemma
// is written with its words apart, and other frames give nothing.
func TestInquiriesByQuestionFrame(t *testing.T) {
	dir := t.TempDir()
	writeDict(t, dir, map[string]string{"data.verb": "" +
		"00100001 31 v 02 wonder 0 inquire 0 000 01 + 29 00 | ask oneself\n" +
		"00100002 31 v 02 learn 0 find_out 0 000 02 + 08 00 + 29 02 | get to know\n" +
		"00100003 40 v 01 buy 0 000 01 + 08 00 | obtain by purchase\n"})
	got := strings.Join(tableLines(t, writeInquiries, dir), "|")
	if want := "find out|inquire|wonder"; got != want {
		t.Fatalf("inquiries %q, want %q", got, want)
	}
	writeDict(t, dir, map[string]string{"data.verb": "00100001 31 v 01 wonder 0 000 02 + 29 00\n"})
	if err := writeInquiries(&strings.Builder{}, dir); err == nil || !strings.Contains(err.Error(), "data.verb") {
		t.Errorf("a bad frame list: error %v, want one naming data.verb", err)
	}
}
