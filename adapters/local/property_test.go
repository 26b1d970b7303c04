package local

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
	"pgregory.net/rapid"
)

// propWords mixes goal verbs, field and control names, consequential words, separators
// and odd tokens, so random goals hit every rule.
func propWords() []string {
	return []string{
		"search", "for", "rust", "async", "examples", "and", "then", "open", "the", "most",
		"relevant", "result", "fill", "name", "with", "email", "press", "button", "submit",
		"choose", "large", "in", "size", "menu", "add", "it", "to", "cart", "buy", "now",
		"type", "hello", "into", "message", "box", "scroll", "down", "up", "go", "back",
		"previous", "page", "delete", "account", "order", "history", "pay", ",", ".", ";",
		"Ünïcode", "é", "a", "I", "42", "https://127.0.0.1/x?q=a+b", "\"quoted\"", "", "\xff.", "end.\xff", "—",
	}
}

func phraseGen(minWords, maxWords int) *rapid.Generator[string] {
	return rapid.Custom(func(t *rapid.T) string {
		ws := rapid.SliceOfN(rapid.SampledFrom(propWords()), minWords, maxWords).Draw(t, "words")
		return strings.Join(ws, " ")
	})
}

func candidateGen(values []string) *rapid.Generator[fsm.Candidate] {
	return rapid.Custom(func(t *rapid.T) fsm.Candidate {
		c := fsm.Candidate{
			Operation: fsm.Operation{
				Action: rapid.SampledFrom([]fsm.Action{fsm.ActClick, fsm.ActFill, fsm.ActSelect, fsm.ActScroll, fsm.ActBack, fsm.ActNavigate}).Draw(t, "action"),
				Target: rapid.SampledFrom([]string{"e1", "e2", "e3", ""}).Draw(t, "target"),
			},
			Role:       rapid.SampledFrom([]string{"button", "link", "textbox", "searchbox", "combobox", "checkbox", ""}).Draw(t, "role"),
			Name:       phraseGen(0, 4).Draw(t, "name"),
			Context:    phraseGen(0, 3).Draw(t, "context"),
			Href:       rapid.SampledFrom([]string{"", "http://127.0.0.1/checkout", "http://127.0.0.1/docs/rust-async", "::bad url", "http://127.0.0.1/a?q=delete"}).Draw(t, "href"),
			InViewport: rapid.Bool().Draw(t, "inViewport"),
			Relevance:  rapid.Float64Range(0, 1).Draw(t, "relevance"),
		}
		switch c.Action {
		case fsm.ActFill, fsm.ActSelect, fsm.ActNavigate:
			c.Value = rapid.SampledFrom(values).Draw(t, "value")
		case fsm.ActScroll:
			c.Direction = rapid.SampledFrom([]string{fsm.ScrollDown, fsm.ScrollUp}).Draw(t, "dir")
		}
		c.Description = fmt.Sprintf("%s %s %q %s", c.Action, c.Role, c.Name, c.Value)
		return c
	})
}

func requestGen() *rapid.Generator[fsm.SelectionRequest] {
	return rapid.Custom(func(t *rapid.T) fsm.SelectionRequest {
		values := rapid.SliceOfN(phraseGen(1, 3), 1, 4).Draw(t, "values")
		goal := phraseGen(0, 14).Draw(t, "goal")
		if rapid.Bool().Draw(t, "quoteValue") {
			goal += " " + values[0]
		}
		cands := rapid.SliceOfN(candidateGen(values), 0, 40).Draw(t, "candidates")
		labels := make([]int, len(cands))
		for i := range labels {
			labels[i] = i
		}
		labels = rapid.Permutation(labels).Draw(t, "labels")
		for i := range cands {
			cands[i].Label = fmt.Sprint(labels[i] + 1)
		}
		trace := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) fsm.TraceEntry {
			return fsm.TraceEntry{
				Action:  rapid.SampledFrom([]fsm.Action{fsm.ActClick, fsm.ActFill, fsm.ActSelect, fsm.ActScroll, fsm.ActBack, fsm.ActNavigate}).Draw(t, "action"),
				Target:  rapid.SampledFrom([]string{"e1", "button Search", "", "page"}).Draw(t, "target"),
				Value:   rapid.SampledFrom(append([]string{"", "down"}, values...)).Draw(t, "value"),
				Outcome: rapid.SampledFrom([]string{fsm.OutcomeExecuted, fsm.OutcomeNotExecuted, fsm.OutcomeUnknown}).Draw(t, "outcome"),
			}
		}), 0, 5).Draw(t, "trace")
		return fsm.SelectionRequest{
			Goal:       goal,
			URL:        rapid.SampledFrom([]string{"", "http://127.0.0.1/search?q=" + values[0], "%%bad"}).Draw(t, "url"),
			PageText:   phraseGen(0, 10).Draw(t, "text"),
			Step:       len(trace),
			Trace:      trace,
			Candidates: cands,
		}
	})
}

// TestSelectProperties: every answer validates, its probabilities sum to 1 within the
// tolerance, the choice is the argmax, confidence is the normalized p_max, completion and
// risk are probabilities, and the answer does not depend on candidate order.
func TestSelectProperties(t *testing.T) {
	d := New(Options{})
	rapid.Check(t, func(t *rapid.T) {
		req := requestGen().Draw(t, "request")
		a, err := d.Select(context.Background(), req)
		if err != nil {
			t.Fatalf("Select: %v", err)
		}
		if err := guards.ValidateSelection(req.Labels(), a); err != nil {
			t.Fatalf("invalid answer: %v", err)
		}
		probs := make([]float64, 0, len(req.Candidates)+1)
		sum, top := 0.0, 0.0
		for _, l := range req.Labels() {
			probs = append(probs, a.Probabilities[l])
			sum += a.Probabilities[l]
			top = math.Max(top, a.Probabilities[l])
		}
		if math.Abs(sum-1) > guards.SumTolerance {
			t.Fatalf("probabilities sum to %v", sum)
		}
		if a.Probabilities[a.Choice] != top {
			t.Fatalf("choice %s (%v) is not the argmax (%v)", a.Choice, a.Probabilities[a.Choice], top)
		}
		if want := guards.NormalizedConfidence(probs); a.Confidence != want {
			t.Fatalf("confidence %v, normalized p_max %v", a.Confidence, want)
		}
		if a.Completion < 0 || a.Completion > 1 {
			t.Fatalf("completion %v", a.Completion)
		}
		reversed := req
		reversed.Candidates = make([]fsm.Candidate, len(req.Candidates))
		for i, c := range req.Candidates {
			reversed.Candidates[len(req.Candidates)-1-i] = c
		}
		if again, _ := d.Select(context.Background(), reversed); !reflect.DeepEqual(a, again) {
			t.Fatalf("candidate order changed the answer:\n%+v\n%+v", a, again)
		}
		for _, c := range req.Candidates {
			r, err := d.AssessRisk(context.Background(), fsm.RiskRequest{Goal: req.Goal, URL: req.URL, Candidate: c})
			if err != nil || r.Risk < 0 || r.Risk > 1 {
				t.Fatalf("risk %v, %v", r.Risk, err)
			}
		}
	})
}
