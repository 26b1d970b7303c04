package jevhttp

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// wireResponse is a 200 body. usage is not read.
type wireResponse struct {
	Model   string                     `json:"model"`
	Answers map[string]json.RawMessage `json:"answers"`
}

// wireAnswer holds the fields of the answer types the client asks for.
type wireAnswer struct {
	Type          string             `json:"type"`
	Choice        *string            `json:"choice"`
	Probabilities map[string]float64 `json:"probabilities"`
	Confidence    *float64           `json:"confidence"`
	Noul          *float64           `json:"noul"`
}

// decoded is one response: the answering model and the answers not yet taken. What is
// left after the known questions are taken (other ids, unknown types such as box) is
// kept raw and is not an error.
type decoded struct {
	model   string
	answers map[string]json.RawMessage
}

// selectionResult is a decoded and validated selection with any extra answers.
type selectionResult struct {
	answer fsm.SelectionAnswer
	extra  map[string]json.RawMessage
}

// riskResult is a decoded and validated risk answer with any extra answers.
type riskResult struct {
	answer fsm.RiskAnswer
	extra  map[string]json.RawMessage
}

func malformed(format string, args ...any) error {
	return &guards.MalformedError{Problem: fmt.Sprintf(format, args...)}
}

// decodeResponse parses a 200 body's envelope.
func decodeResponse(body []byte) (decoded, error) {
	var w wireResponse
	if err := json.Unmarshal(body, &w); err != nil {
		return decoded{}, malformed("the response is not the expected JSON object: %v", err)
	}
	if len(w.Answers) == 0 {
		return decoded{}, malformed("the response holds no answers")
	}
	return decoded{model: w.Model, answers: w.Answers}, nil
}

// take removes and parses the answer to question id, which must have type typ.
func (d *decoded) take(id, typ string) (wireAnswer, error) {
	raw, ok := d.answers[id]
	if !ok {
		return wireAnswer{}, malformed("the answer to the %s question is missing", id)
	}
	delete(d.answers, id)
	var a wireAnswer
	if err := json.Unmarshal(raw, &a); err != nil {
		return wireAnswer{}, malformed("the answer to the %s question does not decode: %v", id, err)
	}
	if a.Type != typ {
		return wireAnswer{}, malformed("the answer to the %s question has type %q, not %q", id, truncate(a.Type, 40), typ)
	}
	return a, nil
}

// decodeSelection decodes a selection response and validates it against the offered
// labels with guards.ValidateSelection. A missing confidence is recomputed as the
// normalized top probability (guards.NormalizedConfidence), the value the live service's
// numbers fit.
func decodeSelection(body []byte, labels []string) (selectionResult, error) {
	d, err := decodeResponse(body)
	if err != nil {
		return selectionResult{}, err
	}
	op, err := d.take(questionOperation, "choice")
	if err != nil {
		return selectionResult{}, err
	}
	if op.Choice == nil || op.Probabilities == nil {
		return selectionResult{}, malformed("the choice answer lacks its choice or its probabilities")
	}
	comp, err := d.take(questionCompletion, "noul")
	if err != nil {
		return selectionResult{}, err
	}
	if comp.Noul == nil {
		return selectionResult{}, malformed("the completion answer lacks its probability")
	}
	a := fsm.SelectionAnswer{
		Choice:        *op.Choice,
		Probabilities: op.Probabilities,
		Completion:    *comp.Noul,
		Model:         d.model,
	}
	if op.Confidence != nil {
		a.Confidence = *op.Confidence
	} else {
		a.Confidence = guards.NormalizedConfidence(slices.Collect(maps.Values(op.Probabilities)))
	}
	if err := guards.ValidateSelection(labels, a); err != nil {
		return selectionResult{}, err
	}
	return selectionResult{answer: a, extra: d.answers}, nil
}

// decodeRisk decodes a risk response and validates it with guards.ValidateRisk.
func decodeRisk(body []byte) (riskResult, error) {
	d, err := decodeResponse(body)
	if err != nil {
		return riskResult{}, err
	}
	q, err := d.take(questionConsequential, "noul")
	if err != nil {
		return riskResult{}, err
	}
	if q.Noul == nil {
		return riskResult{}, malformed("the risk answer lacks its probability")
	}
	a := fsm.RiskAnswer{Risk: *q.Noul, Model: d.model}
	if err := guards.ValidateRisk(a); err != nil {
		return riskResult{}, err
	}
	return riskResult{answer: a, extra: d.answers}, nil
}
