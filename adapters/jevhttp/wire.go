package jevhttp

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/browsergoal/browsergoal/fsm"
)

// ErrInvalidRequest: the core handed over a request the client cannot send as is
// (duplicate labels, a label equal to the no-match label). Class bad_request.
var ErrInvalidRequest = errors.New("invalid decision request")

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

// frames are the constant parts of the two request bodies, encoded once per client with
// encoding/json (HTML escaping off). A body is a frame, the state encoded with
// encoding/json, and for a selection the choice criteria, in the candidates' order.
type frames struct {
	prefix     []byte // {"model":M,"state":
	selMid     []byte // ,"questions":{"operation":{"type":"choice","instructions":I,"criteria":{
	selSuffix  []byte // "none":D}},"completion":Q}}
	riskSuffix []byte // ,"questions":{"consequential":Q}}
}

// newFrames encodes the frames for model.
func newFrames(model string) (frames, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	var err error
	part := func(v any) []byte {
		buf.Reset()
		if e := enc.Encode(v); e != nil && err == nil {
			err = e
		}
		return bytes.Clone(bytes.TrimSuffix(buf.Bytes(), []byte{'\n'}))
	}
	join := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	f := frames{
		prefix: join([]byte(`{"model":`), part(model), []byte(`,"state":`)),
		selMid: join([]byte(`,"questions":{"`+questionOperation+`":{"type":"choice","instructions":`),
			part(operationInstructions), []byte(`,"criteria":{`)),
		selSuffix: join(part(fsm.NoMatchLabel), []byte(":"), part(noMatchDescription),
			[]byte(`}},"`+questionCompletion+`":`), part(noulQuestion{Type: "noul", Instructions: completionInstructions,
				Criteria: noulCriteria{True: completionTrue, False: completionFalse}}), []byte("}}")),
		riskSuffix: join([]byte(`,"questions":{"`+questionConsequential+`":`), part(noulQuestion{Type: "noul",
			Instructions: consequentialInstructions, Criteria: noulCriteria{True: consequentialTrue, False: consequentialFalse}}),
			[]byte("}}")),
	}
	return f, err
}

// encodeSelection builds the selection body (the choice criteria map every candidate's
// label to its description, then the no-match option) and returns it with the offered
// labels. Beyond fsm.MaxCandidates or fsm.MaxRequestBytes it wraps fsm.ErrRequestTooLarge.
func (c *Client) encodeSelection(req *fsm.SelectionRequest) ([]byte, []string, error) {
	if n := len(req.Candidates); n > fsm.MaxCandidates {
		return nil, nil, fmt.Errorf("%d candidates exceed the %d-option cap: %w", n, fsm.MaxCandidates, fsm.ErrRequestTooLarge)
	}
	if err := checkLabels(req.Candidates); err != nil {
		return nil, nil, err
	}
	trace := make([]traceEntry, len(req.Trace))
	for i, t := range req.Trace {
		trace[i] = traceEntry{Step: t.Step, Action: string(t.Action), Target: t.Target, Value: t.Value, Outcome: t.Outcome}
	}
	state := selectionState{
		Goal:          req.Goal,
		Page:          page{URL: req.URL, Title: req.Title, Text: req.PageText},
		Step:          req.Step,
		ExecutedTrace: trace,
	}
	buf := c.getBuf()
	defer c.putBuf(buf)
	buf.Write(c.frames.prefix)
	if err := encodeState(buf, &state); err != nil {
		return nil, nil, err
	}
	buf.Write(c.frames.selMid)
	b := buf.AvailableBuffer()
	for i := range req.Candidates {
		cand := &req.Candidates[i]
		b = appendJSONString(b, cand.Label)
		b = append(b, ':')
		b = appendJSONString(b, describe(cand))
		b = append(b, ',')
	}
	buf.Write(b)
	buf.Write(c.frames.selSuffix)
	body, err := bounded(buf)
	if err != nil {
		return nil, nil, err
	}
	return body, req.Labels(), nil
}

// encodeRisk builds the risk body about the exact action.
func (c *Client) encodeRisk(req *fsm.RiskRequest) ([]byte, error) {
	cand := &req.Candidate
	act := riskAction{Action: string(cand.Action), Description: cand.Description, Direction: cand.Direction}
	if cand.Action == fsm.ActNavigate {
		act.URL = cand.Value
	} else {
		act.Value = cand.Value
	}
	if cand.Role != "" || cand.Name != "" || cand.Href != "" || cand.Context != "" {
		act.Target = &targetSummary{Role: cand.Role, Name: cand.Name, Href: cand.Href, Context: cand.Context}
	}
	state := riskState{Goal: req.Goal, Page: page{URL: req.URL, Title: req.Title}, Action: act}
	buf := c.getBuf()
	defer c.putBuf(buf)
	buf.Write(c.frames.prefix)
	if err := encodeState(buf, &state); err != nil {
		return nil, err
	}
	buf.Write(c.frames.riskSuffix)
	return bounded(buf)
}

// checkLabels refuses duplicate labels and a label equal to the no-match label. The
// core's labels "1", "2", … pass without a map.
func checkLabels(cands []fsm.Candidate) error {
	var num [20]byte
	ordinal := true
	for i := range cands {
		if cands[i].Label != string(strconv.AppendInt(num[:0], int64(i+1), 10)) {
			ordinal = false
			break
		}
	}
	if ordinal {
		return nil
	}
	seen := make(map[string]struct{}, len(cands))
	for i := range cands {
		l := cands[i].Label
		if l == fsm.NoMatchLabel {
			return fmt.Errorf("candidate label %q is the no-match label: %w", l, ErrInvalidRequest)
		}
		if _, dup := seen[l]; dup {
			return fmt.Errorf("candidate label %q is offered twice: %w", l, ErrInvalidRequest)
		}
		seen[l] = struct{}{}
	}
	return nil
}

// encodeState appends a state with encoding/json, HTML escaping off, without the newline.
func encodeState(buf *bytes.Buffer, state any) error {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(state); err != nil {
		return fmt.Errorf("encoding the state: %w: %w", ErrInvalidRequest, err)
	}
	buf.Truncate(buf.Len() - 1)
	return nil
}

// bounded returns an exact-size copy of the encoded body (the scratch buffer goes back to
// the pool at once), or fsm.ErrRequestTooLarge beyond fsm.MaxRequestBytes. The copy is
// handed to the transport as a *bytes.Reader, which it writes with the headers in one
// TLS record; a reader of its own type would cost a separate header flush and a copy
// buffer per request.
func bounded(buf *bytes.Buffer) ([]byte, error) {
	if buf.Len() > fsm.MaxRequestBytes {
		return nil, fmt.Errorf("request body of %d bytes exceeds %d: %w", buf.Len(), fsm.MaxRequestBytes, fsm.ErrRequestTooLarge)
	}
	return bytes.Clone(buf.Bytes()), nil
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
