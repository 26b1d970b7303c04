package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// planString renders a plan compactly: fill(value), click:name|submit|result, scroll:dir,
// back, navigate(url).
func planString(g *goal, steps []step) string {
	var parts []string
	for _, st := range steps {
		switch st.kind {
		case stepFill:
			p := "fill(" + g.values[st.value].text + ")"
			if st.clause < 0 {
				p += "?"
			}
			parts = append(parts, p)
		case stepClick:
			parts = append(parts, "click:"+[]string{"name", "submit", "result"}[st.click])
		case stepScroll:
			parts = append(parts, "scroll:"+st.dir)
		case stepBack:
			parts = append(parts, "back")
		case stepNavigate:
			parts = append(parts, "navigate("+g.values[st.value].text+")")
		}
	}
	return strings.Join(parts, " ")
}

func TestBuildPlan(t *testing.T) {
	cases := []struct {
		goal   string
		values []string // offered as fill values; URLs as navigate values
		want   string
	}{
		{"Search for Rust async examples and open the most relevant result", []string{rustQuery},
			"fill(Rust async examples) click:submit click:result"},
		{"Fill name with Alice and email with alice@example.com and press the button", []string{"Alice", "alice@example.com"},
			"fill(Alice) fill(alice@example.com) click:submit"},
		{"Choose Large in the size menu and add it to the cart", []string{"Large"}, "fill(Large) click:name"},
		{"Type hello into the message box", []string{"hello"}, "fill(hello)"},
		{"Type hello into the message box", []string{"hello", "unused"}, "fill(hello)"},
		{"Sign up for the newsletter", []string{"me@example.com"}, "fill(me@example.com)? click:name"},
		{"Go to the pricing page", []string{"unused"}, "click:name"},
		{"Scroll down, then click Load more", nil, "scroll:down click:name"},
		{"Scroll to the top", nil, "scroll:up"},
		{"Go back to the results", nil, "back"},
		{"Open http://127.0.0.1/docs.html then search for tokio", []string{"http://127.0.0.1/docs.html", "tokio"},
			"navigate(http://127.0.0.1/docs.html) fill(tokio) click:submit"},
		{"Find async examples for Rust", []string{rustQuery}, "fill(Rust async examples) click:submit"},
		{"Rock and roll: search for Rock and Roll", []string{"Rock and Roll"}, "fill(Rock and Roll) click:submit"},
		{"Submit the form", nil, "click:submit"},
		{"Buy this book now", nil, "click:name"},
		{"", nil, ""},
		{"and, then; the.", nil, ""},
	}
	v := newVocab()
	for _, c := range cases {
		req := fsm.SelectionRequest{Goal: c.goal}
		for _, val := range c.values {
			a := fsm.ActFill
			if strings.HasPrefix(val, "http") {
				a = fsm.ActNavigate
			}
			req.Candidates = append(req.Candidates, fsm.Candidate{Operation: fsm.Operation{Action: a, Value: val}})
		}
		g := parseGoal(&req, newVocab())
		if got := planString(g, buildPlan(g, v)); got != c.want {
			t.Errorf("%q: plan %q, want %q", c.goal, got, c.want)
		}
	}
}

func TestFindPhrase(t *testing.T) {
	cases := []struct {
		text, phrase string
		want         []int
	}{
		{"type hello into hello", "hello", []int{5, 16}},
		{"othello hello", "hello", []int{8}},
		{"mail alice@example.com now", "alice", []int{5}},
		{`say "hi there"`, `"hi there"`, []int{4}},
		{"abc", "abcd", nil},
		{"", "a", nil},
		{"x", "", nil},
	}
	for _, c := range cases {
		got := findPhrase(c.text, c.phrase)
		if len(got) != len(c.want) || (len(got) > 0 && got[0] != c.want[0]) || (len(got) > 1 && got[1] != c.want[1]) {
			t.Errorf("findPhrase(%q, %q) = %v, want %v", c.text, c.phrase, got, c.want)
		}
	}
}

func TestFold(t *testing.T) {
	for _, pair := range [][2]string{{"saved", "save"}, {"sent", "send"}, {"submitted", "submit"}, {"added", "add"},
		{"subscribed", "subscribe"}, {"paid", "pay"}, {"examples", "example"}, {"searching", "search"}} {
		a, b := words(pair[0]), words(pair[1])
		if len(a) != 1 || len(b) != 1 || a[0] != b[0] {
			t.Errorf("%q folds to %v, %q to %v", pair[0], a, pair[1], b)
		}
	}
	if got := words("100 200"); len(got) != 2 || got[0] != "100" {
		t.Errorf("digits must not fold: %v", got)
	}
}
