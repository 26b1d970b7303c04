package local

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const docRulesStart, docRulesEnd = "// # Score rules\n", "// (end of score rules)\n"

// docRules is the doc section the rule rows make.
func docRules() string {
	var b strings.Builder
	b.WriteString(docRulesStart + "//\n// Each cell of the score table (Explain, browsergoal run --explain) names the rules that\n// made it, in order:\n//\n")
	for _, r := range scoreRules() {
		b.WriteString("//   - " + r.name + ": " + r.purpose + " (" + r.example + ").\n")
	}
	b.WriteString("//\n" + docRulesEnd)
	return b.String()
}

// TestDocListsEveryScoreRule: doc.go's score-rules section is the rule rows, word for word
// (-update rewrites it).
func TestDocListsEveryScoreRule(t *testing.T) {
	b, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, docRulesStart), strings.Index(doc, docRulesEnd)
	want := docRules()
	if *update {
		if i < 0 || j < i {
			k := strings.Index(doc, "\npackage local")
			doc = doc[:k] + "\n//\n" + strings.TrimSuffix(want, "\n") + doc[k:]
		} else {
			doc = doc[:i] + want + doc[j+len(docRulesEnd):]
		}
		if err := os.WriteFile("doc.go", []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if i < 0 || j < i || doc[i:j+len(docRulesEnd)] != want {
		t.Fatal("doc.go's score rules section differs from scoreRules(): go test -run TestDocListsEveryScoreRule -update")
	}
}

// TestEveryEmittedRuleIsRegistered: every rule name the explain scripts show is a row of
// scoreRules (a "*" row covers names with its prefix).
func TestEveryEmittedRuleIsRegistered(t *testing.T) {
	files, _ := filepath.Glob("testdata/explain/*.txt")
	d := New(Options{})
	seen := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		in, _, _ := strings.Cut(string(b), "----\n")
		req, err := parseScript(in)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range d.Explain(req).Scores {
			for _, p := range r.Parts {
				seen[p.Rule] = true
			}
		}
	}
	for name := range seen {
		if !registered(name) {
			t.Errorf("rule %q is not a row of scoreRules()", name)
		}
	}
}

func registered(name string) bool {
	for _, r := range scoreRules() {
		if r.name == name || strings.HasSuffix(r.name, "*") && strings.HasPrefix(name, strings.TrimSuffix(r.name, "*")) {
			return true
		}
	}
	return false
}
