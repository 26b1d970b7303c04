package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/guards"
)

// TestViewRows tests every row of the view-change tables of lexicon.go: a language's own
// name switches the page's language, and a disclosure heading named by a question names
// its topic, not an act.
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
		heading := clickCand("button", name, "", "Frequently asked questions")
		heading.Expanded = new(bool) // a summary or aria-expanded: a disclosure heading
		if got := riskOf(heading, "", ""); got >= guards.MaxRisk {
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

// TestQuestionButtonIsNotFAQ: a button named by a question that is no disclosure heading
// is read as a generic name: "Are you sure you want to delete?" next to "Delete
// repository" is the deletion's confirmation, not an FAQ entry.
func TestQuestionButtonIsNotFAQ(t *testing.T) {
	for _, name := range []string{"Are you sure?", "Are you sure you want to delete?", "Really delete?"} {
		c := clickCand("button", name, "", "Delete repository: this cannot be undone")
		if got := riskOf(c, "http://127.0.0.1/repo/settings", "Delete repository"); got < riskLinked {
			t.Errorf("%q near a deletion: risk %.2f, want >= %.2f", name, got, riskLinked)
		}
	}
	faq := clickCand("clickable", "Can I delete my account?", "", "FAQ")
	if got := riskOf(faq, "", ""); got < guards.MaxRisk {
		t.Errorf("a question-named control with no expanded state: risk %.2f, want the gate", got)
	}
}
