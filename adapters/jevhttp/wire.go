package jevhttp

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
)

// ErrInvalidRequest: the core handed over a request the client cannot send as is
// (duplicate labels, a label equal to the no-match label). Class bad_request.
var ErrInvalidRequest = errors.New("invalid decision request")

// wireRequest is the whole request body: exactly the three documented fields.
type wireRequest[S, Q any] struct {
	Model     string `json:"model"`
	State     S      `json:"state"`
	Questions Q      `json:"questions"`
}

// noulQuestion is a yes/no question; criteria say what yes and no mean.
type noulQuestion struct {
	Type         string       `json:"type"`
	Instructions string       `json:"instructions"`
	Criteria     noulCriteria `json:"criteria"`
}

type noulCriteria struct {
	True  string `json:"true"`
	False string `json:"false"`
}

// choiceQuestion is a choice; criteria map each option label to its description.
type choiceQuestion struct {
	Type         string            `json:"type"`
	Instructions string            `json:"instructions"`
	Criteria     map[string]string `json:"criteria"`
}

type selectionQuestions struct {
	Operation  choiceQuestion `json:"operation"`
	Completion noulQuestion   `json:"completion"`
}

type riskQuestions struct {
	Consequential noulQuestion `json:"consequential"`
}

// page is the page as the state shows it; Text is omitted for risk.
type page struct {
	URL   string `json:"url"`
	Title string `json:"title"`
	Text  string `json:"text,omitempty"`
}

// traceEntry is one compact executed-trace entry on the wire.
type traceEntry struct {
	Step    int    `json:"step"`
	Action  string `json:"action"`
	Target  string `json:"target,omitempty"`
	Value   string `json:"value,omitempty"`
	Outcome string `json:"outcome"`
}

type selectionState struct {
	Goal          string       `json:"goal"`
	Page          page         `json:"page"`
	Step          int          `json:"step"`
	ExecutedTrace []traceEntry `json:"executed_trace"`
}

type riskState struct {
	Goal   string     `json:"goal"`
	Page   page       `json:"page"`
	Action riskAction `json:"action"`
}

// riskAction is the exact action the risk question is about.
type riskAction struct {
	Action      string         `json:"action"`
	Description string         `json:"description,omitempty"`
	Target      *targetSummary `json:"target,omitempty"`
	Value       string         `json:"value,omitempty"`
	URL         string         `json:"url,omitempty"`
	Direction   string         `json:"direction,omitempty"`
}

type targetSummary struct {
	Role    string `json:"role,omitempty"`
	Name    string `json:"name,omitempty"`
	Href    string `json:"href,omitempty"`
	Context string `json:"context,omitempty"`
}

// selectionBody builds the selection request and returns it with the offered labels.
func selectionBody(model string, req *fsm.SelectionRequest) (wireRequest[selectionState, selectionQuestions], []string, error) {
	var zero wireRequest[selectionState, selectionQuestions]
	if n := len(req.Candidates); n > fsm.MaxCandidates {
		return zero, nil, fmt.Errorf("%d candidates exceed the %d-option cap: %w", n, fsm.MaxCandidates, fsm.ErrRequestTooLarge)
	}
	criteria := make(map[string]string, len(req.Candidates)+1)
	for i := range req.Candidates {
		c := &req.Candidates[i]
		if c.Label == fsm.NoMatchLabel {
			return zero, nil, fmt.Errorf("candidate label %q is the no-match label: %w", c.Label, ErrInvalidRequest)
		}
		if _, dup := criteria[c.Label]; dup {
			return zero, nil, fmt.Errorf("candidate label %q is offered twice: %w", c.Label, ErrInvalidRequest)
		}
		criteria[c.Label] = describe(c)
	}
	criteria[fsm.NoMatchLabel] = noMatchDescription
	trace := make([]traceEntry, len(req.Trace))
	for i, t := range req.Trace {
		trace[i] = traceEntry{Step: t.Step, Action: string(t.Action), Target: t.Target, Value: t.Value, Outcome: t.Outcome}
	}
	return wireRequest[selectionState, selectionQuestions]{
		Model: model,
		State: selectionState{
			Goal:          req.Goal,
			Page:          page{URL: req.URL, Title: req.Title, Text: req.PageText},
			Step:          req.Step,
			ExecutedTrace: trace,
		},
		Questions: selectionQuestions{
			Operation: choiceQuestion{Type: "choice", Instructions: operationInstructions, Criteria: criteria},
			Completion: noulQuestion{Type: "noul", Instructions: completionInstructions,
				Criteria: noulCriteria{True: completionTrue, False: completionFalse}},
		},
	}, req.Labels(), nil
}

// riskBody builds the risk request about the exact action.
func riskBody(model string, req *fsm.RiskRequest) wireRequest[riskState, riskQuestions] {
	c := &req.Candidate
	act := riskAction{Action: string(c.Action), Description: c.Description, Direction: c.Direction}
	if c.Action == fsm.ActNavigate {
		act.URL = c.Value
	} else {
		act.Value = c.Value
	}
	if c.Role != "" || c.Name != "" || c.Href != "" || c.Context != "" {
		act.Target = &targetSummary{Role: c.Role, Name: c.Name, Href: c.Href, Context: c.Context}
	}
	return wireRequest[riskState, riskQuestions]{
		Model: model,
		State: riskState{Goal: req.Goal, Page: page{URL: req.URL, Title: req.Title}, Action: act},
		Questions: riskQuestions{Consequential: noulQuestion{Type: "noul", Instructions: consequentialInstructions,
			Criteria: noulCriteria{True: consequentialTrue, False: consequentialFalse}}},
	}
}

// describe is the candidate's compact description, or one built from its fields when the
// core left it empty.
func describe(c *fsm.Candidate) string {
	if c.Description != "" {
		return c.Description
	}
	var b bytes.Buffer
	b.WriteString(string(c.Action))
	if c.Role != "" {
		b.WriteString(" " + c.Role)
	}
	if c.Name != "" {
		fmt.Fprintf(&b, " %q", c.Name)
	}
	switch {
	case c.Action == fsm.ActNavigate:
		b.WriteString(" to " + c.Value)
	case c.Value != "":
		fmt.Fprintf(&b, " with %q", c.Value)
	case c.Direction != "":
		b.WriteString(" " + c.Direction)
	}
	if c.Href != "" {
		b.WriteString(" (link to " + c.Href + ")")
	}
	if c.Context != "" {
		fmt.Fprintf(&b, " near %q", c.Context)
	}
	return b.String()
}

// encodeBody encodes v into a pooled scratch buffer without HTML escaping and returns an
// exact-size copy, or fsm.ErrRequestTooLarge when it exceeds fsm.MaxRequestBytes.
func (c *Client) encodeBody(v any) ([]byte, error) {
	buf := c.getBuf()
	defer c.putBuf(buf)
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("encoding the request: %w: %w", ErrInvalidRequest, err)
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})
	if len(b) > fsm.MaxRequestBytes {
		return nil, fmt.Errorf("request body of %d bytes exceeds %d: %w", len(b), fsm.MaxRequestBytes, fsm.ErrRequestTooLarge)
	}
	return bytes.Clone(b), nil
}
