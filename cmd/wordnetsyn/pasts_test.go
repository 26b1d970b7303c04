package main

import (
	"strings"
	"testing"
)

// TestPastsFromVerbExc: verb.exc's past forms are written once each; present
// participles, present forms and the forms of be, have and do are not.
func TestPastsFromVerbExc(t *testing.T) {
	dir := t.TempDir()
	writeDict(t, dir, map[string]string{"verb.exc": "bought buy\nbroke break\nbroken break\nbuying buy\nwas be\nhas have\nis be\nam be\nchivvies chivy\nsped speed\nsped speed\n"})
	got := strings.Join(tableLines(t, writePasts, dir), " ")
	if want := "bought broke broken sped"; got != want {
		t.Fatalf("pasts %q, want %q", got, want)
	}
	writeDict(t, dir, map[string]string{"verb.exc": "lonely\n"})
	if err := writePasts(&strings.Builder{}, dir); err == nil || !strings.Contains(err.Error(), "verb.exc") {
		t.Errorf("a bad line: error %v, want one naming verb.exc", err)
	}
}
