package jevhttp

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// wireResponse is a 200 body, decoded in one pass. usage is not read; a model that is
// not a string is ignored.
type wireResponse struct {
	Model   json.RawMessage       `json:"model"`
	Answers map[string]wireAnswer `json:"answers"`
}

// wireAnswer holds the fields of the answer types the client asks for, still raw: a
// field of another shape (in an answer type the client does not know) is never a decode
// error, and numbers are read exactly as JSON numbers.
type wireAnswer struct {
	Type          json.RawMessage `json:"type"`
	Choice        json.RawMessage `json:"choice"`
	Probabilities json.RawMessage `json:"probabilities"`
	Confidence    json.RawMessage `json:"confidence"`
	Noul          json.RawMessage `json:"noul"`
}

// decoded is one response: the answering model and the answers not yet taken.
type decoded struct {
	body    []byte
	model   string
	answers map[string]wireAnswer
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

// decodeResponse parses a 200 body in one pass. A value of the wrong shape (an answer
// that is not an object) is not fatal here: encoding/json documents that it skips such a
// value and completes the rest, and what is then missing is reported by take.
func decodeResponse(body []byte) (decoded, error) {
	var w wireResponse
	if err := json.Unmarshal(body, &w); err != nil {
		var ute *json.UnmarshalTypeError
		if !errors.As(err, &ute) {
			return decoded{}, malformed("the response is not JSON: %v", err)
		}
	}
	if len(w.Answers) == 0 {
		return decoded{}, malformed("the response holds no answers")
	}
	return decoded{body: body, model: rawString(w.Model), answers: w.Answers}, nil
}

// take removes the answer to question id, which must have type typ.
func (d *decoded) take(id, typ string) (wireAnswer, error) {
	a, ok := d.answers[id]
	if !ok {
		return wireAnswer{}, malformed("the answer to the %s question is missing", id)
	}
	delete(d.answers, id)
	if got := rawString(a.Type); got != typ {
		return wireAnswer{}, malformed("the answer to the %s question has type %q, not %q", id, truncate(got, 40), typ)
	}
	return a, nil
}

// extra returns the answers nobody asked for (other ids, types such as box), kept raw.
// It re-reads the body, which happens only when the service sent more than was asked.
func (d *decoded) extra() map[string]json.RawMessage {
	if len(d.answers) == 0 {
		return nil
	}
	var loose struct {
		Answers map[string]json.RawMessage `json:"answers"`
	}
	_ = json.Unmarshal(d.body, &loose)
	for id := range loose.Answers {
		if _, left := d.answers[id]; !left {
			delete(loose.Answers, id)
		}
	}
	return loose.Answers
}

// rawString is a raw JSON string's value, or "" for any other value.
func rawString(raw json.RawMessage) string {
	if len(raw) >= 2 && raw[0] == '"' && bytes.IndexByte(raw[1:len(raw)-1], '\\') < 0 &&
		bytes.IndexByte(raw[1:len(raw)-1], '"') < 0 && utf8.Valid(raw) {
		return string(raw[1 : len(raw)-1])
	}
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return ""
	}
	return s
}

// number reads a raw JSON number field that must be present.
func number(raw json.RawMessage, what string) (float64, error) {
	if len(raw) == 0 {
		return 0, malformed("the %s is missing", what)
	}
	v, err := parseNumber(raw)
	if err != nil {
		return 0, malformed("the %s is %v", what, err)
	}
	return v, nil
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
	if len(op.Choice) == 0 || op.Choice[0] != '"' {
		return selectionResult{}, malformed("the choice answer has no chosen label")
	}
	probs, err := parseProbabilities(op.Probabilities, labels)
	if err != nil {
		return selectionResult{}, malformed("the choice answer's %v", err)
	}
	comp, err := d.take(questionCompletion, "noul")
	if err != nil {
		return selectionResult{}, err
	}
	completion, err := number(comp.Noul, "completion probability")
	if err != nil {
		return selectionResult{}, err
	}
	a := fsm.SelectionAnswer{Choice: rawString(op.Choice), Probabilities: probs, Completion: completion, Model: d.model}
	if len(op.Confidence) == 0 {
		a.Confidence = guards.NormalizedConfidence(slices.Collect(maps.Values(probs)))
	} else if a.Confidence, err = number(op.Confidence, "choice confidence"); err != nil {
		return selectionResult{}, err
	}
	if err := guards.ValidateSelection(labels, a); err != nil {
		return selectionResult{}, err
	}
	return selectionResult{answer: a, extra: d.extra()}, nil
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
	risk, err := number(q.Noul, "risk probability")
	if err != nil {
		return riskResult{}, err
	}
	a := fsm.RiskAnswer{Risk: risk, Model: d.model}
	if err := guards.ValidateRisk(a); err != nil {
		return riskResult{}, err
	}
	return riskResult{answer: a, extra: d.extra()}, nil
}
