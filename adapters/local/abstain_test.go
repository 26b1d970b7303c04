package local

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// manyLinks is a page with n unrelated navigation links.
func manyLinks(p *page, n int) *page {
	topics := []string{"Pricing", "About us", "Careers", "Press", "Community", "Forum", "Status", "Changelog"}
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("%s %d", topics[i%len(topics)], i)
		p.click("link", name, fmt.Sprintf("http://127.0.0.1/%s/%d", topics[i%len(topics)], i))
	}
	return p
}

// TestSelectAbstains covers unclear cases: ties, unrelated goals and steps the page
// cannot serve must not pass the gates.
func TestSelectAbstains(t *testing.T) {
	cases := []struct {
		name, goal string
		trace      []fsm.TraceEntry
		page       *page
		verdicts   []string // any of these
	}{
		{"two unlabelled fields", "Type hello into the box",
			nil, new(page).fill("a", "textbox", "First line", "hello").fill("b", "textbox", "Second line", "hello"),
			[]string{"ambiguous", "no_match"}},
		{"two equally good results", "Search for Rust async examples and open the most relevant result",
			[]fsm.TraceEntry{done(0, fsm.ActFill, "q", rustQuery), done(1, fsm.ActClick, "button Search", "")},
			new(page).click("link", "Async in Rust — examples", "http://127.0.0.1/a").
				click("link", "Rust async examples", "http://127.0.0.1/b").click("link", "Rust home", "http://127.0.0.1/"),
			[]string{"ambiguous"}},
		{"unrelated goal", "Book a flight to Paris", nil, searchPage(), []string{"no_match", "ambiguous"}},
		{"unrelated goal on a large page", "Book a flight to Paris", nil, manyLinks(searchPage(), 240), []string{"no_match", "ambiguous"}},
		{"two search buttons", "Search for Rust async examples",
			[]fsm.TraceEntry{done(0, fsm.ActFill, "q", rustQuery)},
			new(page).click("button", "Search", "").click("button", "Search", "").click("link", "Blog", "http://127.0.0.1/blog"),
			[]string{"ambiguous"}},
		{"value field missing", "Fill name with Alice and press the button",
			nil, new(page).fill("email", "textbox", "Email", "alice@example.com").click("button", "Submit", "").
				click("link", "Help", "http://127.0.0.1/help"),
			[]string{"no_match", "ambiguous"}},
		{"no submit-like button", "Press the button",
			nil, new(page).click("button", "Help", "").click("button", "Info", ""),
			[]string{"ambiguous", "no_match"}},
		{"named control absent", "Choose Large in the size menu and add it to the cart",
			[]fsm.TraceEntry{done(0, fsm.ActSelect, "combobox Size", "Large")},
			new(page).click("button", "Buy now", "").click("link", "Reviews", "http://127.0.0.1/r"),
			[]string{"no_match", "ambiguous"}},
		{"scroll not asked", "Open the pricing page",
			nil, new(page).scroll(fsm.ScrollDown).scroll(fsm.ScrollUp).click("link", "Blog", "http://127.0.0.1/blog"),
			[]string{"no_match", "ambiguous"}},
		{"back not asked", "Subscribe to the newsletter",
			nil, new(page).back().click("link", "Blog", "http://127.0.0.1/blog"),
			[]string{"no_match", "ambiguous"}},
	}
	d := New(Options{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := fsm.SelectionRequest{Goal: c.goal, Trace: c.trace, Step: len(c.trace), Candidates: c.page.cands}
			a := mustSelect(t, d, req)
			got := verdict(a)
			for _, v := range c.verdicts {
				if got == v {
					return
				}
			}
			t.Errorf("verdict %s, want one of %v\n%s", got, c.verdicts, dump(req, a))
		})
	}
}

func TestSelectClearOnLargePage(t *testing.T) {
	p := manyLinks(searchPage(), fsm.MaxCandidates-len(searchPage().cands))
	req := fsm.SelectionRequest{Goal: "Search for Rust async examples", Candidates: p.cands}
	a := mustSelect(t, New(Options{}), req)
	if len(req.Candidates) != fsm.MaxCandidates || verdict(a) != "passed" || a.Choice != "1" {
		t.Fatalf("%d candidates: want the fill to pass\n%s", len(req.Candidates), dump(req, a))
	}
}

func TestSelectEmpty(t *testing.T) {
	req := fsm.SelectionRequest{Goal: "Search for Rust async examples"}
	a := mustSelect(t, New(Options{}), req)
	if a.Choice != fsm.NoMatchLabel || a.Probabilities[fsm.NoMatchLabel] != 1 || len(a.Probabilities) != 1 {
		t.Fatalf("empty candidates: %+v", a)
	}
	var zero Decider
	if a2 := mustSelect(t, &zero, req); a2.Choice != fsm.NoMatchLabel {
		t.Fatalf("zero Decider: %+v", a2)
	}
}

func TestSelectRefusesBadLabels(t *testing.T) {
	d := New(Options{})
	for name, cands := range map[string][]fsm.Candidate{
		"empty":    {{Label: ""}},
		"repeated": {{Label: "1"}, {Label: "1"}},
		"reserved": {{Label: fsm.NoMatchLabel}},
		"too many": manyLinks(new(page), fsm.MaxCandidates+1).cands,
	} {
		_, err := d.Select(context.Background(), fsm.SelectionRequest{Goal: "x", Candidates: cands})
		de, ok := err.(*fsm.DecisionError)
		if !ok || de.Class != fsm.StatusBadRequest {
			t.Errorf("%s: err %v, want bad_request", name, err)
		}
	}
}

func TestContextDone(t *testing.T) {
	d := New(Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := d.Select(ctx, fsm.SelectionRequest{Goal: "x"}); classOf(err) != fsm.StatusCancelled {
		t.Errorf("Select after cancel: %v", err)
	}
	if _, err := d.AssessRisk(ctx, fsm.RiskRequest{}); classOf(err) != fsm.StatusCancelled {
		t.Errorf("AssessRisk after cancel: %v", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 0)
	defer cancel()
	if _, err := d.Select(ctx, fsm.SelectionRequest{Goal: "x"}); classOf(err) != fsm.StatusDecisionTimeout {
		t.Errorf("Select after deadline: %v", err)
	}
}

func classOf(err error) fsm.Status {
	if de, ok := err.(*fsm.DecisionError); ok {
		return de.Class
	}
	return ""
}

// TestDeterministic asks the same question twice and with the candidates shuffled; the
// answers must be identical, so nothing depends on map iteration or candidate order.
func TestDeterministic(t *testing.T) {
	d := New(Options{})
	rng := rand.New(rand.NewPCG(1, 2))
	for name, sc := range scenarios() {
		for _, st := range sc.stages {
			req := fsm.SelectionRequest{Goal: sc.goal, URL: st.url, PageText: st.text, Trace: st.trace, Candidates: st.page.cands}
			first := mustSelect(t, d, req)
			for i := 0; i < 20; i++ {
				shuffled := req
				shuffled.Candidates = append([]fsm.Candidate(nil), req.Candidates...)
				rng.Shuffle(len(shuffled.Candidates), func(a, b int) {
					shuffled.Candidates[a], shuffled.Candidates[b] = shuffled.Candidates[b], shuffled.Candidates[a]
				})
				if again := mustSelect(t, d, shuffled); !reflect.DeepEqual(first, again) {
					t.Fatalf("%s/%s: answers differ\n%+v\n%+v", name, st.name, first, again)
				}
			}
			if again := mustSelect(t, New(Options{}), req); !reflect.DeepEqual(first, again) {
				t.Fatalf("%s/%s: a second decider answers differently", name, st.name)
			}
		}
	}
}

// TestConcurrentUse shares one Decider between goroutines (run with -race).
func TestConcurrentUse(t *testing.T) {
	d := New(Options{Model: "custom"})
	req := fsm.SelectionRequest{Goal: "Search for Rust async examples", Candidates: searchPage().cands}
	want := mustSelect(t, d, req)
	if want.Model != "custom" {
		t.Fatalf("model %q", want.Model)
	}
	errs := make(chan error, 8)
	for i := 0; i < 8; i++ {
		go func() {
			a, err := d.Select(context.Background(), req)
			if err == nil && !reflect.DeepEqual(a, want) {
				err = fmt.Errorf("answer differs: %+v", a)
			}
			errs <- err
		}()
	}
	for i := 0; i < 8; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
