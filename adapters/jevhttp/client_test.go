package jevhttp

import (
	"context"
	"encoding/json"
	"errors"
	"maps"
	"math"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func TestSelectSuccess(t *testing.T) {
	f := newFake(t, false, nil)
	c := newTestClient(t, f, nil)
	req := selectionRequest(3)
	got, err := c.Select(context.Background(), req)
	if err != nil {
		t.Fatalf("Select: %v", err)
	}
	if got.Choice != "1" || got.Probabilities["1"] != 0.91 || got.Completion != 0.12 {
		t.Errorf("answer = %+v", got)
	}
	if got.RequestID != testRequestID || got.Model != "jev-1.13.0" {
		t.Errorf("request id %q, model %q", got.RequestID, got.Model)
	}
	if got.Confidence != 0.88 {
		t.Errorf("confidence = %v, want the server's 0.88", got.Confidence)
	}
	labels := slices.Sorted(maps.Keys(got.Probabilities))
	if want := []string{"1", "2", "3", fsm.NoMatchLabel}; !slices.Equal(labels, want) {
		t.Errorf("labels = %v, want %v", labels, want)
	}

	body, head := f.last(t)
	if head.Get("Authorization") != "Bearer "+testKey || head.Get("Content-Type") != "application/json" {
		t.Errorf("headers: %v", head)
	}
	checkSelectionBody(t, body, req)
}

// checkSelectionBody checks the wire shape of a selection request.
func checkSelectionBody(t *testing.T, body []byte, req fsm.SelectionRequest) {
	t.Helper()
	top := decodeMap(t, body)
	if keys := slices.Sorted(maps.Keys(top)); !slices.Equal(keys, []string{"model", "questions", "state"}) {
		t.Fatalf("top-level fields = %v", keys)
	}
	var state struct {
		Goal string `json:"goal"`
		Page struct {
			URL, Title, Text string
		} `json:"page"`
		Step  int               `json:"step"`
		Trace []json.RawMessage `json:"executed_trace"`
	}
	if err := json.Unmarshal(top["state"], &state); err != nil {
		t.Fatal(err)
	}
	if state.Goal != req.Goal || state.Page.URL != req.URL || state.Page.Title != req.Title || state.Page.Text != req.PageText ||
		state.Step != req.Step || len(state.Trace) != len(req.Trace) {
		t.Errorf("state = %+v", state)
	}
	if strings.Contains(string(top["state"]), "candidates") || strings.Contains(string(top["state"]), req.Candidates[0].Description) {
		t.Errorf("the state carries the candidates: %s", top["state"])
	}
	var qs map[string]struct {
		Type         string            `json:"type"`
		Instructions string            `json:"instructions"`
		Criteria     map[string]string `json:"criteria"`
	}
	if err := json.Unmarshal(top["questions"], &qs); err != nil {
		t.Fatal(err)
	}
	op, comp := qs[questionOperation], qs[questionCompletion]
	if len(qs) != 2 || op.Type != "choice" || comp.Type != "noul" || op.Instructions == "" || comp.Instructions == "" {
		t.Fatalf("questions = %+v", qs)
	}
	if len(op.Criteria) != len(req.Candidates)+1 || op.Criteria[fsm.NoMatchLabel] != noMatchDescription {
		t.Errorf("choice criteria = %v", op.Criteria)
	}
	for _, cand := range req.Candidates {
		if op.Criteria[cand.Label] != cand.Description {
			t.Errorf("criteria[%q] = %q, want %q", cand.Label, op.Criteria[cand.Label], cand.Description)
		}
	}
	if comp.Criteria["true"] == "" || comp.Criteria["false"] == "" || len(comp.Criteria) != 2 {
		t.Errorf("completion criteria = %v", comp.Criteria)
	}
	if strings.Contains(op.Instructions+comp.Instructions, "`"+questionOperation+"`") ||
		strings.Contains(op.Instructions+comp.Instructions, "`"+questionCompletion+"`") {
		t.Error("an instruction relies on a question id the model never sees")
	}
}

func TestSelectRounding(t *testing.T) {
	cases := []struct {
		name  string
		probs string
		ok    bool
	}{
		{"exact zeros and a sum of 0.99", `{"none":0.0,"2":0.0,"1":0.96,"3":0.03}`, true},
		{"a sum of 1.02", `{"3":0.01,"1":0.97,"none":0.04,"2":0.0}`, true},
		{"a sum of 0.95", `{"1":0.9,"2":0.05,"3":0.0,"none":0.0}`, false},
		{"a negative probability", `{"1":1.01,"2":-0.01,"3":0.0,"none":0.0}`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFake(t, false, canned(http.StatusOK,
				`{"model":"jev-1.13.0","answers":{"completion":{"type":"noul","noul":0.0},"operation":{"type":"choice","choice":"1","confidence":0.95,"probabilities":`+tc.probs+`}}}`))
			c := newTestClient(t, f, nil)
			got, err := c.Select(context.Background(), selectionRequest(3))
			if tc.ok {
				if err != nil || got.Choice != "1" || got.Completion != 0 {
					t.Fatalf("Select = %+v, %v", got, err)
				}
				return
			}
			assertClass(t, err, fsm.StatusMalformedResponse)
		})
	}
}

func TestSelectMissingConfidenceIsRecomputed(t *testing.T) {
	f := newFake(t, false, canned(http.StatusOK,
		`{"model":"jev-1.13.0","answers":{"operation":{"type":"choice","choice":"2","probabilities":{"1":0.1,"2":0.9,"none":0}},"completion":{"type":"noul","noul":0.5}}}`))
	c := newTestClient(t, f, nil)
	got, err := c.Select(context.Background(), selectionRequest(2))
	if err != nil {
		t.Fatal(err)
	}
	if want := (3*0.9 - 1) / 2; math.Abs(got.Confidence-want) > 1e-9 {
		t.Errorf("confidence = %v, want %v", got.Confidence, want)
	}
}

func TestAssessRiskSuccess(t *testing.T) {
	f := newFake(t, true, canned(http.StatusOK, `{"model":"jev-1.13.0","answers":{"consequential":{"type":"noul","noul":0.03}},"usage":{"input_tokens":300,"output_tokens":20}}`))
	c := newTestClient(t, f, nil)
	cand := fsm.Candidate{Label: "4", Operation: fsm.Operation{Action: fsm.ActFill, Target: "e4", Value: "Rust async examples"},
		Description: `fill searchbox "Search docs" with "Rust async examples"`, Role: "searchbox", Name: "Search docs", Context: "Header"}
	got, err := c.AssessRisk(context.Background(), fsm.RiskRequest{Goal: "search", URL: "https://docs.example.org/", Title: "Docs", Candidate: cand})
	if err != nil {
		t.Fatal(err)
	}
	if got.Risk != 0.03 || got.RequestID != testRequestID || got.Model != "jev-1.13.0" {
		t.Errorf("risk answer = %+v", got)
	}
	body, _ := f.last(t)
	top := decodeMap(t, body)
	if len(top) != 3 {
		t.Fatalf("top-level fields: %v", slices.Sorted(maps.Keys(top)))
	}
	var state struct {
		Goal   string
		Page   map[string]string
		Action struct {
			Action, Description, Value, URL string
			Target                          map[string]string
		}
	}
	if err := json.Unmarshal(top["state"], &state); err != nil {
		t.Fatal(err)
	}
	if state.Page["url"] != "https://docs.example.org/" || state.Action.Action != "fill" || state.Action.Value != cand.Value ||
		state.Action.Target["name"] != "Search docs" || state.Action.Target["role"] != "searchbox" || state.Action.URL != "" {
		t.Errorf("risk state = %+v", state)
	}
	var qs map[string]wireQuestionIn
	if err := json.Unmarshal(top["questions"], &qs); err != nil {
		t.Fatal(err)
	}
	q, ok := qs[questionConsequential]
	if len(qs) != 1 || !ok || q.Type != "noul" || !strings.Contains(q.Instructions, "purchase") && !strings.Contains(q.Instructions, "buying") {
		t.Errorf("risk questions = %+v", qs)
	}
}

func TestAssessRiskNavigateCarriesURL(t *testing.T) {
	f := newFake(t, false, canned(http.StatusOK, `{"model":"jev-1.13.0","answers":{"consequential":{"type":"noul","noul":0.5}}}`))
	c := newTestClient(t, f, nil)
	cand := fsm.Candidate{Label: "1", Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "https://example.org/unsubscribe?id=1"}}
	if _, err := c.AssessRisk(context.Background(), fsm.RiskRequest{URL: "https://example.org/", Candidate: cand}); err != nil {
		t.Fatal(err)
	}
	body, _ := f.last(t)
	if !strings.Contains(string(body), `"url":"https://example.org/unsubscribe?id=1"`) {
		t.Errorf("the navigate URL is not the action's url: %s", body)
	}
}

// assertClass checks that err is a *fsm.DecisionError of the class.
func assertClass(t *testing.T, err error, class fsm.Status) *fsm.DecisionError {
	t.Helper()
	var de *fsm.DecisionError
	if !errors.As(err, &de) {
		t.Fatalf("error %v (%T) is not a *fsm.DecisionError", err, err)
	}
	if de.Class != class {
		t.Fatalf("class = %s, want %s (%v)", de.Class, class, err)
	}
	return de
}
