package main

import (
	"fmt"
	"io"
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
	writeDict(t, dir, map[string]string{"data.verb": data.String(), "index.verb": index})
	got := strings.Join(tableLines(t, write, dir), "\n")
	if want := "buy purchase\npurchase buy"; got != want {
		t.Fatalf("table:\n%s\nwant:\n%s", got, want)
	}
}

func TestVerbList(t *testing.T) {
	dir := t.TempDir()
	index := "  1 licence header\nbuy v 1 0 1 0 00000000\ncall_off v 1 0 1 0 00000000\nstar v 1 0 1 0 00000000\n"
	writeDict(t, dir, map[string]string{"index.verb": index})
	if got := strings.Join(tableLines(t, writeVerbs, dir), " "); got != "buy star" {
		t.Fatalf("verbs %q, want \"buy star\"", got)
	}
}

func TestMissingDictionaryNamesThePackage(t *testing.T) {
	err := write(&strings.Builder{}, t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "wordnet-base") {
		t.Fatalf("error %v, want one naming wordnet-base", err)
	}
}

// writeDict writes a test dictionary's files (name → text) into dir.
func writeDict(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

// tableLines runs a table writer on the dictionary in dir and returns its lines after the
// header.
func tableLines(t *testing.T, write func(io.Writer, string) error, dir string) []string {
	t.Helper()
	var out strings.Builder
	if err := write(&out, dir); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(out.String()), "\n")[1:]
}
