package jevhttp

import (
	"bytes"
	"encoding/json"
	"maps"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// referenceString is encoding/json's encoding of s with HTML escaping off.
func referenceString(s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})
}

func stringSeeds() []string {
	return []string{"", "plain", `q"uote\back`, "tab\tnl\ncr\rbs\bff\f", "\x00\x01\x1f\x7f", "<a href='x'>&amp;</a>",
		"é ü 日本", "\u2028\u2029", "bad\xffutf8\xc3", "\xed\xa0\x80 surrogate", "emoji 🦀"}
}

func TestAppendJSONStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range stringSeeds() {
		if got, want := appendJSONString(nil, s), referenceString(s); !bytes.Equal(got, want) {
			t.Errorf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
	}
}

func FuzzAppendJSONString(f *testing.F) {
	for _, s := range stringSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := appendJSONString([]byte("x"), s), append([]byte("x"), referenceString(s)...); !bytes.Equal(got, want) {
			t.Fatalf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
	})
}

// referenceProbabilities is encoding/json's reading of a probability object.
func referenceProbabilities(raw []byte) (map[string]float64, error) {
	var m map[string]float64
	err := json.Unmarshal(raw, &m)
	if err == nil && m == nil {
		err = json.Unmarshal([]byte(`x`), &m) // null is not an object here
	}
	return m, err
}

func probabilitySeeds() []string {
	return []string{`{"1":0.91,"2":0.09,"none":0.0}`, ` { "a" : 1 , "b":-0 } `, `{}`, `{"x":1e-3,"y":2.5E+2,"z":123456789012345678}`,
		`{"\u00e9":0.5,"a\"b":0.5}`, `{"1":0.1234567890123456789}`, `{"1":"0.5"}`, `{"1":null}`, `{"1":01}`, `{"1":.5}`,
		`{"1":1.}`, `{"1":1e}`, `{"1":0.5,}`, `{"1" 0.5}`, `{"1":0.5} x`, `[1]`, `null`, `{"1":1e400}`, `{"1":-1}`,
		`{"\ud800":1}`, "{\"\xff\":1}", `{"1":0.5,"1":0.5}`}
}

func TestParseProbabilitiesMatchesEncodingJSON(t *testing.T) {
	for _, s := range probabilitySeeds() {
		checkProbabilities(t, []byte(s))
	}
}

func FuzzParseProbabilities(f *testing.F) {
	for _, s := range probabilitySeeds() {
		f.Add([]byte(s))
	}
	f.Fuzz(checkProbabilities)
}

// hasNull reports whether encoding/json reads a null value in the object.
func hasNull(raw []byte) bool {
	var m map[string]*float64
	_ = json.Unmarshal(raw, &m)
	for _, v := range m {
		if v == nil {
			return true
		}
	}
	return false
}

// checkProbabilities requires parseProbabilities to agree with encoding/json: the same
// map when both accept (bit for bit), and no acceptance of what encoding/json refuses.
// parseProbabilities may refuse more: a label given twice, or a null probability.
func checkProbabilities(t *testing.T, raw []byte) {
	got, err := parseProbabilities(raw, []string{"1", "2", fsm.NoMatchLabel})
	want, werr := referenceProbabilities(raw)
	if err != nil {
		if werr == nil && !strings.Contains(err.Error(), "two probabilities") && !hasNull(raw) {
			t.Fatalf("parseProbabilities(%q) refused what encoding/json reads: %v", raw, err)
		}
		return
	}
	if werr != nil {
		t.Fatalf("parseProbabilities(%q) = %v, but encoding/json refuses it: %v", raw, got, werr)
	}
	if !maps.EqualFunc(got, want, func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }) {
		t.Fatalf("parseProbabilities(%q) = %v, want %v", raw, got, want)
	}
}

func TestParseNumber(t *testing.T) {
	for raw, want := range map[string]float64{"0": 0, "0.12": 0.12, " 1 ": 1, "-0.5": -0.5, "1e-2": 0.01, "0.1234567890123456789": 0.1234567890123456789} {
		if got, err := parseNumber([]byte(raw)); err != nil || got != want {
			t.Errorf("parseNumber(%q) = %v, %v", raw, got, err)
		}
	}
	for _, raw := range []string{"", `"0.5"`, "null", "1 2", "NaN", "Inf", "0x10", "+1", "1e999"} {
		if v, err := parseNumber([]byte(raw)); err == nil {
			t.Errorf("parseNumber(%q) = %v", raw, v)
		}
	}
}

func TestInternSharesLabels(t *testing.T) {
	labels := []string{"1", "2", "10", fsm.NoMatchLabel}
	labels[2] = "3" // a label set where "10" is not offered
	if got := intern([]byte("none"), labels); got != fsm.NoMatchLabel {
		t.Errorf("intern(none) = %q", got)
	}
	for _, k := range []string{"1", "3", "10", "01", "x", ""} {
		if got := intern([]byte(k), labels); got != k {
			t.Errorf("intern(%q) = %q", k, got)
		}
	}
}

// referenceSelection is the selection body as encoding/json writes it from plain
// structures; the client's body must carry the same JSON value.
func referenceSelection(model string, req *fsm.SelectionRequest) any {
	criteria := map[string]string{fsm.NoMatchLabel: noMatchDescription}
	for i := range req.Candidates {
		criteria[req.Candidates[i].Label] = describe(&req.Candidates[i])
	}
	trace := make([]traceEntry, len(req.Trace))
	for i, e := range req.Trace {
		trace[i] = traceEntry{Step: e.Step, Action: string(e.Action), Target: e.Target, Value: e.Value, Outcome: e.Outcome}
	}
	return map[string]any{
		"model": model,
		"state": selectionState{Goal: req.Goal, Page: page{URL: req.URL, Title: req.Title, Text: req.PageText}, Step: req.Step, ExecutedTrace: trace},
		"questions": map[string]any{
			questionOperation: map[string]any{"type": "choice", "instructions": operationInstructions, "criteria": criteria},
			questionCompletion: noulQuestion{Type: "noul", Instructions: completionInstructions,
				Criteria: noulCriteria{True: completionTrue, False: completionFalse}},
		},
	}
}

func TestSelectionBodyMatchesReference(t *testing.T) {
	c, err := New(Config{Key: testKey, Model: "jev-1.13.0"})
	if err != nil {
		t.Fatal(err)
	}
	for _, req := range []fsm.SelectionRequest{selectionRequest(0), selectionRequest(3), selectionRequest(fsm.MaxCandidates), oddRequest()} {
		body, labels, err := c.encodeSelection(&req)
		if err != nil {
			t.Fatal(err)
		}
		if len(labels) != len(req.Candidates)+1 {
			t.Errorf("labels = %v", labels)
		}
		ref, err := json.Marshal(referenceSelection("jev-1.13.0", &req))
		if err != nil {
			t.Fatal(err)
		}
		var got, want any
		if err := json.Unmarshal(body, &got); err != nil {
			t.Fatalf("the body is not JSON: %v\n%s", err, body)
		}
		if err := json.Unmarshal(ref, &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("body differs from the reference\n got: %s\nwant: %s", body, ref)
		}
	}
}

// oddRequest holds every character class the encoder escapes, in every string.
func oddRequest() fsm.SelectionRequest {
	odd := "q\"b\\s\n\t\x01<&>\u2028é\xff🦀"
	req := fsm.SelectionRequest{Goal: odd, URL: "https://x.org/?a=1&b=" + odd, Title: odd, PageText: odd, Step: 3,
		Trace: []fsm.TraceEntry{{Step: 1, Action: fsm.ActFill, Target: odd, Value: odd, Outcome: fsm.OutcomeUnknown}}}
	for _, l := range []string{"a" + odd, "7", "x"} {
		req.Candidates = append(req.Candidates, fsm.Candidate{Label: l, Description: odd + l,
			Operation: fsm.Operation{Action: fsm.ActClick, Target: "e" + l}})
	}
	return req
}

func TestRiskBodyMatchesReference(t *testing.T) {
	c, err := New(Config{Key: testKey})
	if err != nil {
		t.Fatal(err)
	}
	req := fsm.RiskRequest{Goal: "buy <it> & go", URL: "https://shop.example/cart?x=1&y=2", Title: "Cart",
		Candidate: fsm.Candidate{Label: "3", Operation: fsm.Operation{Action: fsm.ActClick, Target: "e9"},
			Description: `click button "Place order"`, Role: "button", Name: "Place order", Context: "Order summary"}}
	body, err := c.encodeRisk(&req)
	if err != nil {
		t.Fatal(err)
	}
	ref, _ := json.Marshal(map[string]any{
		"model": DefaultModel,
		"state": riskState{Goal: req.Goal, Page: page{URL: req.URL, Title: req.Title}, Action: riskAction{Action: "click",
			Description: req.Candidate.Description, Target: &targetSummary{Role: "button", Name: "Place order", Context: "Order summary"}}},
		"questions": map[string]any{questionConsequential: noulQuestion{Type: "noul", Instructions: consequentialInstructions,
			Criteria: noulCriteria{True: consequentialTrue, False: consequentialFalse}}},
	})
	var got, want any
	if json.Unmarshal(body, &got) != nil || json.Unmarshal(ref, &want) != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("risk body differs\n got: %s\nwant: %s", body, ref)
	}
}
