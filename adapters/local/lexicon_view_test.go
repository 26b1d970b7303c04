package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/guards"
)

// TestViewRows tests every row of the view-change tables of lexicon.go: a language's own
// name switches the page's language, and a question names its topic, not an act.
func TestViewRows(t *testing.T) {
	for _, w := range languageNames() {
		if got := riskOf(clickCand("clickable", w, "", ""), "", ""); got >= guards.MaxRisk {
			t.Errorf("language %q: risk %.2f, want below the gate", w, got)
		}
	}
	if got := riskOf(clickCand("button", "Deutsch jetzt", "", ""), "", ""); got < riskGuarded {
		t.Errorf("a language name with other words is read as before: risk %.2f", got)
	}
	for _, w := range questionWords() {
		name := title(w) + " I reset my password?"
		if got := riskOf(clickCand("clickable", name, "", "Frequently asked questions"), "", ""); got >= guards.MaxRisk {
			t.Errorf("question %q: risk %.2f, want below the gate", name, got)
		}
		if got := riskOf(clickCand("button", "Reset my password", "", ""), "", ""); got < riskStrong {
			t.Errorf("the same act as a command: risk %.2f", got)
		}
	}
	if got := riskOf(clickCand("button", "How do I delete my account", "", ""), "", ""); got < riskStrong {
		t.Errorf("no question mark, no question: risk %.2f", got)
	}
}
