package jevhttp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func TestTenThousandCandidatesRefusedUnsent(t *testing.T) {
	f := newFake(t, false, nil)
	c := newTestClient(t, f, nil)
	req := selectionRequest(10_000)
	_, err := c.Select(context.Background(), req)
	de := assertClass(t, err, fsm.StatusBadRequest)
	if !errors.Is(err, fsm.ErrRequestTooLarge) {
		t.Fatalf("err = %v, want fsm.ErrRequestTooLarge", err)
	}
	if f.hits.Load() != 0 || f.conns.Load() != 0 {
		t.Errorf("an oversized request reached the server (%d hits)", f.hits.Load())
	}
	if de.HTTPStatus != 0 {
		t.Errorf("HTTP status %d on an unsent request", de.HTTPStatus)
	}
}

func TestOversizedBodyRefusedUnsent(t *testing.T) {
	f := newFake(t, false, nil)
	c := newTestClient(t, f, nil)
	req := selectionRequest(fsm.MaxCandidates)
	for i := range req.Candidates {
		req.Candidates[i].Description = strings.Repeat("d", 600) // 254 × 600 B > 128 KiB
	}
	_, err := c.Select(context.Background(), req)
	assertClass(t, err, fsm.StatusBadRequest)
	if !errors.Is(err, fsm.ErrRequestTooLarge) || f.hits.Load() != 0 {
		t.Errorf("err = %v, hits = %d", err, f.hits.Load())
	}

	risk := fsm.RiskRequest{URL: "https://example.org/", Candidate: candidate(1)}
	risk.Candidate.Context = strings.Repeat("c", fsm.MaxRequestBytes)
	_, err = c.AssessRisk(context.Background(), risk)
	if !errors.Is(err, fsm.ErrRequestTooLarge) || f.hits.Load() != 0 {
		t.Errorf("risk: err = %v, hits = %d", err, f.hits.Load())
	}
}

// TestCoreSizedRequestFits sends what the core sends at most: fsm.MaxCandidates
// candidates with realistic descriptions, a page excerpt and a full trace.
func TestCoreSizedRequestFits(t *testing.T) {
	f := newFake(t, false, contractHandler("17"))
	c := newTestClient(t, f, nil)
	req := selectionRequest(fsm.MaxCandidates)
	req.PageText = strings.Repeat("Results for Rust async examples. ", 120) // ~4 KB excerpt
	for i := range fsm.MaxSteps {
		req.Trace = append(req.Trace, fsm.TraceEntry{Step: i + 1, Action: fsm.ActClick, Target: fmt.Sprintf("e%d", i), Outcome: fsm.OutcomeExecuted})
	}
	got, err := c.Select(context.Background(), req)
	if err != nil {
		t.Fatalf("Select: %v", err)
	}
	if got.Choice != "17" || len(got.Probabilities) != fsm.MaxCandidates+1 {
		t.Errorf("answer: choice %q over %d labels", got.Choice, len(got.Probabilities))
	}
	body, _ := f.last(t)
	if len(body) > fsm.MaxRequestBytes {
		t.Errorf("body of %d bytes exceeds %d", len(body), fsm.MaxRequestBytes)
	}
	checkSelectionBody(t, body, req)
	t.Logf("a %d-candidate request is %d bytes", fsm.MaxCandidates, len(body))
}

func TestInvalidLabelsRefusedUnsent(t *testing.T) {
	f := newFake(t, false, nil)
	c := newTestClient(t, f, nil)
	dup := selectionRequest(3)
	dup.Candidates[2].Label = "1"
	none := selectionRequest(3)
	none.Candidates[1].Label = fsm.NoMatchLabel
	for _, req := range []fsm.SelectionRequest{dup, none} {
		_, err := c.Select(context.Background(), req)
		assertClass(t, err, fsm.StatusBadRequest)
		if !errors.Is(err, ErrInvalidRequest) {
			t.Errorf("err = %v", err)
		}
	}
	if f.hits.Load() != 0 {
		t.Errorf("hits = %d", f.hits.Load())
	}
}

func TestDescribeFallback(t *testing.T) {
	cases := map[string]fsm.Candidate{
		`click link "Docs" (link to https://x.org/d) near "Header"`: {Operation: fsm.Operation{Action: fsm.ActClick}, Role: "link", Name: "Docs", Href: "https://x.org/d", Context: "Header"},
		`fill textbox "Query" with "rust"`:                          {Operation: fsm.Operation{Action: fsm.ActFill, Value: "rust"}, Role: "textbox", Name: "Query"},
		`navigate to https://x.org/`:                                {Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "https://x.org/"}},
		`scroll down`:                                               {Operation: fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown}},
		`given`:                                                     {Operation: fsm.Operation{Action: fsm.ActBack}, Description: "given"},
	}
	for want, cand := range cases {
		if got := describe(&cand); got != want {
			t.Errorf("describe = %q, want %q", got, want)
		}
	}
}

func TestBodyKeepsHTMLCharacters(t *testing.T) {
	c, err := New(Config{Key: testKey})
	if err != nil {
		t.Fatal(err)
	}
	req := selectionRequest(1)
	req.URL = "https://example.org/?a=1&b=<2>"
	body, _, err := c.encodeSelection(&req)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(body), `"url":"https://example.org/?a=1&b=<2>"`) || strings.HasSuffix(string(body), "\n") {
		t.Errorf("body: %s", body)
	}
}

// TestNoMatchOnlySelection: after an action left a page with nothing to offer, the core
// still asks for completion evidence with the no-match option as the only choice. The
// body is a valid choice with one criterion, and the service's one-option answer
// (probability 1, confidence 1.0) is accepted.
func TestNoMatchOnlySelection(t *testing.T) {
	f := newFake(t, false, func(w http.ResponseWriter, _ *http.Request, body []byte) {
		var in struct {
			Questions map[string]wireQuestionIn `json:"questions"`
		}
		var criteria map[string]string
		if json.Unmarshal(body, &in) != nil || json.Unmarshal(in.Questions[questionOperation].Criteria, &criteria) != nil ||
			len(criteria) != 1 || criteria[fsm.NoMatchLabel] == "" {
			reply(w, http.StatusBadRequest, "application/json", `{"detail":"Invalid request."}`)
			return
		}
		reply(w, http.StatusOK, "application/json", `{"model":"jev-1.13.0","answers":{"`+questionOperation+
			`":{"type":"choice","choice":"`+fsm.NoMatchLabel+`","confidence":1.0,"probabilities":{"`+fsm.NoMatchLabel+`":1.0}},"`+
			questionCompletion+`":{"type":"noul","noul":0.93}}}`)
	})
	c := newTestClient(t, f, nil)
	req := selectionRequest(0)
	ans, err := c.Select(context.Background(), req)
	if err != nil {
		t.Fatalf("Select: %v", err)
	}
	if ans.Choice != fsm.NoMatchLabel || ans.Confidence != 1 || ans.Completion != 0.93 || len(ans.Probabilities) != 1 {
		t.Fatalf("answer %+v", ans)
	}
}
