package fake

import (
	"context"
	"sort"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Answer builds a valid selection answer choosing label with probability p (the rest
// spread evenly) and the service's normalized confidence.
func Answer(labels []string, label string, p, completion float64) fsm.SelectionAnswer {
	probs := Peaked(labels, label, p)
	vals := make([]float64, 0, len(probs))
	for _, v := range probs {
		vals = append(vals, v)
	}
	sort.Float64s(vals)
	return fsm.SelectionAnswer{
		Choice: label, Probabilities: probs, Confidence: guards.NormalizedConfidence(vals), Completion: completion,
	}
}

// Script returns a SelectF that, at each call, chooses the first candidate matching the
// next matcher with probability 0.97; once the matchers are used up it reports
// completion evidence 0.95. A matcher that matches nothing chooses no-match.
func Script(matchers ...func(fsm.Candidate) bool) func(context.Context, fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	n := 0
	return func(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
		labels := req.Labels()
		if n >= len(matchers) {
			return Answer(labels, fsm.NoMatchLabel, 0.97, 0.95), nil
		}
		m := matchers[n]
		n++
		for _, c := range req.Candidates {
			if m(c) {
				return Answer(labels, c.Label, 0.97, 0.02), nil
			}
		}
		return Answer(labels, fsm.NoMatchLabel, 0.97, 0.02), nil
	}
}

// Op matches candidates by action, and by value when value is not empty.
func Op(action fsm.Action, value string) func(fsm.Candidate) bool {
	return func(c fsm.Candidate) bool { return c.Action == action && (value == "" || c.Value == value) }
}

// Named matches a click on the element with the given accessible name.
func Named(name string) func(fsm.Candidate) bool {
	return func(c fsm.Candidate) bool { return c.Action == fsm.ActClick && c.Name == name }
}

// FormPage is a small observation: a search box, a Search button and two links.
func FormPage(doc string) fsm.Observation {
	return fsm.Observation{
		URL: "http://127.0.0.1/" + doc, Title: "Docs search", HistoryLength: 1,
		Viewport: fsm.Size{Width: 1280, Height: 720},
		Scroll:   fsm.Scroll{Width: 1280, Height: 720},
		Epoch:    fsm.Epoch{Document: doc, URL: "http://127.0.0.1/" + doc},
		Elements: []fsm.Element{
			{ID: "e1", Role: "searchbox", Name: "Search docs", Tag: "input", Type: "search", InViewport: true},
			{ID: "e2", Role: "button", Name: "Search", Tag: "button", InViewport: true},
			{ID: "e3", Role: "link", Name: "Home", Tag: "a", Href: "http://127.0.0.1/", InViewport: true},
			{ID: "e4", Role: "link", Name: "Pricing", Tag: "a", Href: "http://127.0.0.1/pricing", InViewport: true},
		},
	}
}
