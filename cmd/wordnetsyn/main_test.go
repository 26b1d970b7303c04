package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFirstSensesOnly: verbs are synonyms only when their first senses are one synset.
func TestFirstSensesOnly(t *testing.T) {
	dir := t.TempDir()
	// data.verb: synsets at byte offsets; a line's first field is its own offset.
	synsets := [][]string{
		{"buy", "purchase"},    // first sense of both
		{"delete", "cancel"},   // first sense of delete, not of cancel
		{"cancel", "call_off"}, // first sense of cancel (call_off has a "_")
	}
	var data strings.Builder
	offs := make([]int, len(synsets))
	for i, ws := range synsets {
		offs[i] = data.Len()
		line := fmt.Sprintf("%08d 40 v %02x", offs[i], len(ws))
		for _, w := range ws {
			line += " " + w + " 0"
		}
		data.WriteString(line + " 000 | gloss\n")
	}
	index := fmt.Sprintf("  1 licence header\nbuy v 1 0 1 0 %08d\ncancel v 1 0 1 0 %08d\ndelete v 1 0 1 0 %08d\npurchase v 1 0 1 0 %08d\n",
		offs[0], offs[2], offs[1], offs[0])
	for name, body := range map[string]string{"data.verb": data.String(), "index.verb": index} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var out strings.Builder
	if err := write(&out, dir); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(strings.Split(strings.TrimSpace(out.String()), "\n")[1:], "\n")
	if want := "buy purchase\npurchase buy"; got != want {
		t.Fatalf("table:\n%s\nwant:\n%s", got, want)
	}
}

func TestVerbList(t *testing.T) {
	dir := t.TempDir()
	index := "  1 licence header\nbuy v 1 0 1 0 00000000\ncall_off v 1 0 1 0 00000000\nstar v 1 0 1 0 00000000\n"
	if err := os.WriteFile(filepath.Join(dir, "index.verb"), []byte(index), 0o600); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := writeVerbs(&out, dir); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(strings.Split(strings.TrimSpace(out.String()), "\n")[1:], " "); got != "buy star" {
		t.Fatalf("verbs %q, want \"buy star\"", got)
	}
}

func TestMissingDictionaryNamesThePackage(t *testing.T) {
	err := write(&strings.Builder{}, t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "wordnet-base") {
		t.Fatalf("error %v, want one naming wordnet-base", err)
	}
}

// TestPhrasalAndAntonyms: a phrasal verb reads as the first one-word verb of its first
// sense; an antonym pointer between one-word verbs is a pair, written once.
func TestPhrasalAndAntonyms(t *testing.T) {
	dir := t.TempDir()
	syn0 := "00000000 40 v 02 get_rid_of 0 remove 0 001 ! 00000000 v 0000 | x\n"
	// enable and disable point at each other (syn1 is n bytes long).
	line := "%08d 40 v 01 %s 0 001 ! %08d v 0101 | x\n"
	n := len(fmt.Sprintf(line, 0, "enable", 0))
	syn1 := fmt.Sprintf(line, len(syn0), "enable", len(syn0)+n)
	syn2 := fmt.Sprintf(line, len(syn0)+n, "disable", len(syn0))
	data := syn0 + syn1 + syn2
	index := "get_rid_of v 1 0 1 0 00000000\n"
	for name, text := range map[string]string{"data.verb": data, "index.verb": index} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var ph, an strings.Builder
	if err := writePhrasal(&ph, dir); err != nil {
		t.Fatal(err)
	}
	if got := strings.Split(strings.TrimSpace(ph.String()), "\n")[1:]; len(got) != 1 || got[0] != "get rid of\tremove" {
		t.Fatalf("phrasal %q, want [\"get rid of\\tremove\"]", got)
	}
	if err := writeAntonyms(&an, dir); err != nil {
		t.Fatal(err)
	}
	if got := strings.Split(strings.TrimSpace(an.String()), "\n")[1:]; len(got) != 1 || got[0] != "disable enable" {
		t.Fatalf("antonyms %q, want [\"disable enable\"]", got)
	}
}
