package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDerivsBySpellingAndPointer: a noun is written with the verb its derivation pointer
// names when the two share a prefix; a noun that is a verb too, a pointer from another
// word of the synset, a pair spelt apart and an agent noun (a person, not the act) are
// left out.
func TestDerivsBySpellingAndPointer(t *testing.T) {
	dir := t.TempDir()
	verbs := [][]string{{"describe", "depict"}, {"pay"}, {"comment", "commentate"}, {"buy", "purchase"}}
	vdata, voff := verbData(verbs)
	// noun synsets: words and "+" pointers as (verb synset, source word, target word).
	type ptr struct{ verb, src, tgt int }
	nouns := []struct {
		lex   string
		words []string
		ptrs  []ptr
	}{
		{"10", []string{"description", "verbal_description"}, []ptr{{0, 1, 1}}},
		{"21", []string{"payment"}, []ptr{{1, 1, 1}}},
		{"10", []string{"comment", "remark"}, []ptr{{2, 1, 2}}},    // comment is a verb too
		{"04", []string{"purchase"}, []ptr{{3, 1, 1}}},             // "buy": spelt apart
		{"10", []string{"depiction", "picture"}, []ptr{{0, 2, 2}}}, // from "picture", not "depiction"
		{"18", []string{"payer"}, []ptr{{1, 1, 1}}},                // a person, not the act
	}
	var ndata strings.Builder
	index := "  1 licence header\n"
	for _, n := range nouns {
		off := ndata.Len()
		line := fmt.Sprintf("%08d %s n %02x", off, n.lex, len(n.words))
		for _, w := range n.words {
			line += " " + w + " 0"
		}
		line += fmt.Sprintf(" %03d", len(n.ptrs))
		for _, p := range n.ptrs {
			line += fmt.Sprintf(" + %08d v %02x%02x", voff[p.verb], p.src, p.tgt)
		}
		ndata.WriteString(line + " | gloss\n")
		index += fmt.Sprintf("%s n 1 1 + 1 0 %08d\n", n.words[0], off)
	}
	vindex := "  1 licence header\n"
	for i, ws := range verbs {
		for _, w := range ws {
			vindex += fmt.Sprintf("%s v 1 0 1 0 %08d\n", w, voff[i])
		}
	}
	for name, body := range map[string]string{"data.verb": vdata, "index.verb": vindex,
		"data.noun": ndata.String(), "index.noun": index} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var out strings.Builder
	if err := writeDerivs(&out, dir); err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(out.String()), "\n")[1:]
	if want := []string{"description describe", "payment pay"}; strings.Join(got, ";") != strings.Join(want, ";") {
		t.Errorf("derivations %q, want %q", got, want)
	}
}
