package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestLanguageTable: the names come from x/text, own and English, with and without
// accents, and each names the others.
func TestLanguageTable(t *testing.T) {
	tab := languages()
	for _, n := range []string{"deutsch", "german", "français", "francais", "french", "日本語", "japanese", "español", "espanol", "polski"} {
		if !contains(tab.names, n) {
			t.Errorf("%q is not a language name", n)
		}
	}
	for _, n := range []string{"swiss german", "aghem", "cookies", "settings"} {
		if contains(tab.names, n) {
			t.Errorf("%q is read as a major language's name", n)
		}
	}
	if a := tab.aliases("Deutsch"); !a.intersects(wordSet("german")) {
		t.Errorf("Deutsch's aliases %v lack german", a)
	}
	if a := tab.aliases("Français"); !a.has("french") || !a.intersects(wordSet("francais")) {
		t.Errorf("Français's aliases %v", a)
	}
	if a := tab.aliases("Deutsch lernen"); len(a) != 0 {
		t.Errorf("a name with other words has aliases %v", a)
	}
	if len(tab.names) < 200 {
		t.Errorf("only %d names", len(tab.names))
	}
}

func BenchmarkLanguageTable(b *testing.B) {
	for b.Loop() {
		newLanguageTable()
	}
}

// TestLanguageNamedInEnglishMeetsItsOwnName: "Switch the language to German" clicks the
// language menu's "Deutsch", not "Dansk" or "English".
func TestLanguageNamedInEnglishMeetsItsOwnName(t *testing.T) {
	for _, tc := range []struct{ goal, want string }{
		{"Switch the language to German", "Deutsch"},
		{"show the site in japanese please", "日本語"},
		{"Change language to Spanish", "Español"},
	} {
		p := &page{}
		for _, n := range []string{"English", "Deutsch", "Dansk", "Español", "日本語"} {
			p.click("menuitem", n, "").near("Language")
		}
		p.click("link", "Germany store", "http://127.0.0.1/de-store")
		req := fsm.SelectionRequest{Goal: tc.goal, URL: "http://127.0.0.1/", Step: 1, Candidates: p.cands}
		a := mustSelect(t, New(Options{}), req)
		if a.Choice != byDesc(t, p.cands, `"`+tc.want+`"`) || verdict(a) != "passed" {
			t.Errorf("%q: want %s to pass\n%s", tc.goal, tc.want, dump(req, a))
		}
	}
}
