package viewer

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/golden"
)

// shown lists, per place in an entry, the fields the page has a view for. Anything else
// a session holds there (a field a later engine or decider adds, such as a decider's
// explanation) is kept as a Field and shown as a key/value block, never dropped. The
// lists name what the page renders, not what the Go types hold: a field added to a type
// the page does not render yet still shows up.
var shown = map[string][]string{
	"": {"kind", "format", "engine", "graph", "redacted", "redaction", "digest_prefix", "request", "ns", "host", "focus", "observation",
		"selection", "answer", "risk", "risk_answer", "epoch", "op", "target", "freshness", "error", "step",
		"result", "internal_error"},
	"request":                {"target", "tab", "goal", "text_values", "select_values", "navigate_urls", "allow_back", "max_steps", "timeout_ms", "preview"},
	"answer":                 {"choice", "probabilities", "confidence", "completion", "request_id", "model"},
	"risk_answer":            {"risk", "request_id", "model"},
	"step":                   {"n", "from", "trigger", "to", "guard", "detail", "label", "op", "gate", "proposal", "context"},
	"step.gate":              {"step", "gate", "verdict", "choice", "probability", "confidence", "completion", "risk", "request_id"},
	"step.proposal":          {"step", "offered", "dropped", "dropped_by", "observation_dropped"},
	"selection":              {"goal", "url", "title", "page_text", "step", "trace", "candidates"},
	"selection.candidates[]": candidateFields,
	"risk":                   {"goal", "url", "title", "candidate"},
	"risk.candidate":         candidateFields,
	"observation":            {"url", "title", "viewport", "scroll", "history_length", "text", "elements", "dropped", "epoch"},
	"freshness":              {"fresh", "reason"},
	"error":                  {"message", "class", "request_id", "http_status", "too_large", "reached", "context"},
	"result": {"status", "message", "advice", "decision", "steps", "trace", "gates", "candidates", "timings",
		"thresholds", "path", "error", "url"},
}

var candidateFields = []string{"label", "action", "target", "value", "direction", "description", "role", "name", "href",
	"context", "position", "input_type", "checked", "expanded", "selected", "option", "in_viewport", "relevance"}

// unknownFields returns the fields of one entry the page has no view for, in a stable
// order. Every field of an entry of an unknown kind is one.
func unknownFields(raw map[string]json.RawMessage, kind string) ([]Field, error) {
	var out []Field
	if !golden.Kind(kind).Known() {
		for _, k := range sortedKeys(raw) {
			if k == "kind" {
				continue
			}
			v, err := decode(raw[k])
			if err != nil {
				return nil, fmt.Errorf("field %q: %w", k, err)
			}
			out = append(out, Field{Path: k, Value: v})
		}
		return out, nil
	}
	err := walk("", "", raw, &out)
	return out, err
}

// walk adds the fields of obj (at path, with the place ctx in the shown table) that the
// page has no view for, descending into the places it has a list for.
func walk(path, ctx string, obj map[string]json.RawMessage, out *[]Field) error {
	for _, k := range sortedKeys(obj) {
		p, c := join(path, k), join(ctx, k)
		if !slices.Contains(shown[ctx], k) {
			v, err := decode(obj[k])
			if err != nil {
				return fmt.Errorf("field %q: %w", p, err)
			}
			*out = append(*out, Field{Path: p, Value: v})
			continue
		}
		if _, ok := shown[c]; ok {
			var child map[string]json.RawMessage
			if json.Unmarshal(obj[k], &child) == nil {
				if err := walk(p, c, child, out); err != nil {
					return err
				}
			}
		}
		if _, ok := shown[c+"[]"]; ok {
			var items []map[string]json.RawMessage
			if json.Unmarshal(obj[k], &items) == nil {
				for i, it := range items {
					if err := walk(fmt.Sprintf("%s[%d]", p, i), c+"[]", it, out); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

func sortedKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// decode decodes a JSON value keeping numbers as written.
func decode(raw json.RawMessage) (any, error) {
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}
