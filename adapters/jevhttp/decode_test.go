package jevhttp

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// okSelection is a valid answer over labels 1, 2 and none.
const okSelection = `{"model":"jev-1.13.0","answers":{"completion":{"type":"noul","noul":0.2},` +
	`"operation":{"type":"choice","choice":"2","confidence":0.7,"probabilities":{"none":0.0,"2":0.8,"1":0.2}}},` +
	`"usage":{"input_tokens":10,"output_tokens":3}}`

func TestDecodeSelectionMalformed(t *testing.T) {
	labels := []string{"1", "2", fsm.NoMatchLabel}
	cases := map[string]string{
		"not JSON":            `{"answers":`,
		"HTML":                `<html>ok</html>`,
		"an array":            `[1,2]`,
		"null":                `null`,
		"no answers":          `{"model":"jev-1.13.0","answers":{}}`,
		"answers not an obj":  `{"answers":[1]}`,
		"missing choice":      `{"answers":{"completion":{"type":"noul","noul":0.2}}}`,
		"missing completion":  `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1,"2":0,"none":0}}}}`,
		"choice as noul":      `{"answers":{"operation":{"type":"noul","noul":0.9},"completion":{"type":"noul","noul":0.2}}}`,
		"completion as score": `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1,"2":0,"none":0}},"completion":{"type":"score","score":1}}}`,
		"choice is null":      `{"answers":{"operation":null,"completion":{"type":"noul","noul":0.2}}}`,
		"no probabilities":    `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1},"completion":{"type":"noul","noul":0.2}}}`,
		"no noul value":       `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1,"2":0,"none":0}},"completion":{"type":"noul"}}}`,
		"extra label":         `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1,"2":0,"3":0,"none":0}},"completion":{"type":"noul","noul":0.2}}}`,
		"missing label":       `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1,"2":0}},"completion":{"type":"noul","noul":0.2}}}`,
		"renamed label":       `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1,"2":0,"None":0}},"completion":{"type":"noul","noul":0.2}}}`,
		"choice not offered":  `{"answers":{"operation":{"type":"choice","choice":"7","confidence":1,"probabilities":{"1":1,"2":0,"none":0}},"completion":{"type":"noul","noul":0.2}}}`,
		"choice not argmax":   `{"answers":{"operation":{"type":"choice","choice":"2","confidence":0.5,"probabilities":{"1":0.7,"2":0.3,"none":0}},"completion":{"type":"noul","noul":0.2}}}`,
		"string probability":  `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":"1","2":0,"none":0}},"completion":{"type":"noul","noul":0.2}}}`,
		"noul above one":      `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1,"2":0,"none":0}},"completion":{"type":"noul","noul":1.5}}}`,
		"confidence above 1":  `{"answers":{"operation":{"type":"choice","choice":"1","confidence":2,"probabilities":{"1":1,"2":0,"none":0}},"completion":{"type":"noul","noul":0.5}}}`,
		"huge number":         `{"answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1e400,"2":0,"none":0}},"completion":{"type":"noul","noul":0.5}}}`,
	}
	for name, body := range cases {
		_, err := decodeSelection([]byte(body), labels)
		var me *guards.MalformedError
		if !errors.As(err, &me) {
			t.Errorf("%s: err = %v, want a *guards.MalformedError", name, err)
		}
	}
}

func TestDecodeKeepsUnknownAnswersRaw(t *testing.T) {
	body := `{"model":"jev-1.14.0","answers":{` +
		`"operation":{"type":"choice","choice":"1","confidence":0.9,"probabilities":{"1":0.95,"2":0.05,"none":0}},` +
		`"completion":{"type":"noul","noul":0.01},` +
		`"where":{"type":"box","box":{"top":0.1,"bottom":0.2,"left":0.3,"right":0.4},"confidence":0.8},` +
		`"future":{"type":"hologram","x":[1,2,3]}}}`
	res, err := decodeSelection([]byte(body), []string{"1", "2", fsm.NoMatchLabel})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.extra) != 2 || string(res.extra["future"]) != `{"type":"hologram","x":[1,2,3]}` {
		t.Errorf("extra = %v", res.extra)
	}
	if res.answer.Model != "jev-1.14.0" || res.answer.Choice != "1" {
		t.Errorf("answer = %+v", res.answer)
	}
}

func TestUnknownAnswersNotFatalOverHTTP(t *testing.T) {
	f := newFake(t, false, canned(http.StatusOK,
		`{"model":"jev-1.13.0","answers":{"consequential":{"type":"noul","noul":0.0},"extra":{"type":"box","box":{}}}}`))
	got, err := newTestClient(t, f, nil).AssessRisk(context.Background(), fsm.RiskRequest{Candidate: candidate(1)})
	if err != nil || got.Risk != 0 {
		t.Errorf("AssessRisk = %+v, %v", got, err)
	}
}

func TestDecodeRiskMalformed(t *testing.T) {
	for name, body := range map[string]string{
		"missing":    `{"answers":{"other":{"type":"noul","noul":0.1}}}`,
		"as choice":  `{"answers":{"consequential":{"type":"choice","choice":"yes","probabilities":{"yes":1}}}}`,
		"no value":   `{"answers":{"consequential":{"type":"noul"}}}`,
		"negative":   `{"answers":{"consequential":{"type":"noul","noul":-0.1}}}`,
		"above one":  `{"answers":{"consequential":{"type":"noul","noul":1.01}}}`,
		"string":     `{"answers":{"consequential":{"type":"noul","noul":"0.1"}}}`,
		"truncated":  `{"answers":{"consequential":{"type":"noul","noul":0.1}`,
		"wrong root": `"answers"`,
	} {
		if _, err := decodeRisk([]byte(body)); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
	res, err := decodeRisk([]byte(`{"model":"m","answers":{"consequential":{"type":"noul","noul":1}}}`))
	if err != nil || res.answer.Risk != 1 {
		t.Errorf("decodeRisk = %+v, %v", res, err)
	}
}

func TestMalformedOverHTTPKeepsRequestID(t *testing.T) {
	f := newFake(t, false, canned(http.StatusOK, `{"model":"jev-1.13.0","answers":{"operation":{"type":"choice","choice":"9","confidence":1,"probabilities":{"9":1}},"completion":{"type":"noul","noul":0}}}`))
	_, err := newTestClient(t, f, nil).Select(context.Background(), selectionRequest(2))
	de := assertClass(t, err, fsm.StatusMalformedResponse)
	if de.RequestID != testRequestID || de.HTTPStatus != http.StatusOK {
		t.Errorf("error = %+v", de)
	}
	var me *guards.MalformedError
	if !errors.As(err, &me) {
		t.Errorf("err %v does not wrap the validation error", err)
	}
}

// fuzzSeeds are the decoders' seed corpus.
func fuzzSeeds() []string {
	return []string{
		okSelection,
		`{"model":"jev-1.13.0","answers":{"consequential":{"type":"noul","noul":0.04}}}`,
		`{"answers":{"operation":{"type":"choice","choice":"1","probabilities":{"1":0.5,"2":0.5,"none":0}},"completion":{"type":"noul","noul":0}}}`,
		`{"answers":{"operation":{"type":"score","score":1.5,"legend":{"0":"a"},"probabilities":{"0":1}},"x":{"type":"box"}}}`,
		`{"detail":[{"loc":["body"],"msg":"x","input":{}}]}`,
		`{"answers":{"operation":{"type":"choice","choice":null,"probabilities":{"1":-0,"2":1E-320,"none":1}}}}`,
		`{"answers":{"operation":{"type":"choice","choice":"\ud800","probabilities":{"\u0000":1}}}}`,
		`[]`, `null`, ``, `{`, `{"answers":null}`, `{"answers":{"completion":[]}}`,
	}
}

func FuzzDecodeSelection(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add([]byte(s))
	}
	labels := []string{"1", "2", fsm.NoMatchLabel}
	f.Fuzz(func(t *testing.T, body []byte) {
		res, err := decodeSelection(body, labels)
		if err != nil {
			return
		}
		// Whatever decodes must satisfy the core's structural validation.
		if verr := guards.ValidateSelection(labels, res.answer); verr != nil {
			t.Fatalf("decoded an invalid answer: %v", verr)
		}
	})
}

func FuzzDecodeRisk(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		res, err := decodeRisk(body)
		if err == nil && (res.answer.Risk < 0 || res.answer.Risk > 1) {
			t.Fatalf("risk %v decoded", res.answer.Risk)
		}
	})
}

func FuzzParseErrorBody(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		eb := parseErrorBody(body)
		if len(eb.message) > maxMessageLen+len("…") {
			t.Fatalf("message of %d bytes", len(eb.message))
		}
	})
}
