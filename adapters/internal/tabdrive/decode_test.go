package tabdrive

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
)

// recordedAnswer is one observe answer recorded from Chromium (testdata/observe-*.json:
// BenchmarkObserve's five shapes at 100 and 2,000 elements, and a few fixture pages of
// adapters/rod).
type recordedAnswer struct{ name, raw string }

// recordedAnswers reads the recorded observe answers.
func recordedAnswers(tb testing.TB) []recordedAnswer {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "observe-*.json"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no recorded answers under testdata/ (%v)", err)
	}
	var answers []recordedAnswer
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "observe-"), ".json")
		answers = append(answers, recordedAnswer{name, string(b)})
	}
	return answers
}

// answerDecoders are the decoders BenchmarkDecodeObservation compares: encoding/json's
// Unmarshal, what CallLibrary used before, and segmentio's, what it uses now
// (decodeAnswer).
var answerDecoders = []struct {
	name   string
	decode func(raw string, out any) error
}{
	{"encoding-json", func(raw string, out any) error { return json.Unmarshal([]byte(raw), out) }},
	{"segmentio", decodeAnswer},
}

// BenchmarkDecodeObservation decodes each recorded observe answer into the type
// pagejs.Observe decodes it into, with each of answerDecoders side by side. cpu-ns/op is
// the process's CPU time (every thread, the garbage collector's too) per decode: on a
// loaded machine it moves less than ns/op, which counts the time other processes hold
// the CPU.
func BenchmarkDecodeObservation(b *testing.B) {
	for _, a := range recordedAnswers(b) {
		for _, d := range answerDecoders {
			b.Run(fmt.Sprintf("answer=%s/decoder=%s", a.name, d.name), func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(a.raw)))
				cpu, ok := processCPU()
				for b.Loop() {
					if err := d.decode(a.raw, pagejs.ObserveAnswer()); err != nil {
						b.Fatal(err)
					}
				}
				if end, ok2 := processCPU(); ok && ok2 {
					b.ReportMetric(float64(end-cpu)/float64(b.N), "cpu-ns/op")
				}
			})
		}
	}
}

// answerVariants are edits of a recorded answer, each made where the answer has the
// anchor: well-formed ones that exercise encoding/json's rules (case-insensitive keys,
// unknown fields, null, duplicate keys, invalid UTF-8 and escapes), and malformed ones
// (wrong types, bad numbers, bad literals).
var answerVariants = []struct{ name, anchor, with string }{
	{"key-case", `"names":`, `"NAMES":`},
	{"unknown-field", `"ids":`, `"zzz":{"a":[1,{"b":null}]},"ids":`},
	{"null-extra", `"extra":`, `"extra":null,"extra2":`},
	{"duplicate-key", `"names":`, `"names":["dropped"],"names":`},
	{"invalid-utf8", `"names":["`, "\"names\":[\"\xff\xfe"},
	{"escapes", `"names":["`, `"names":["\u00e9\ud83d\ude00\ud800\n\"\/`},
	{"float-exponent", `"boxes":[`, `"boxes":[1e2,-0.5E-3,`},
	{"string-for-int", `"ids":[`, `"ids":["1",`},
	{"fraction-for-int", `"ids":[`, `"ids":[1.5,`},
	{"huge-int", `"ids":[`, `"ids":[1e400,`},
	{"int-overflow", `"ids":[`, `"ids":[99999999999999999999,`},
	{"number-for-string", `"inview":`, `"inview":7,"inview2":`},
	{"object-for-array", `"boxes":`, `"boxes":{"a":1},"boxes2":`},
	{"number-for-kind", `"kinds":[`, `"kinds":[3,`},
	{"bad-map-key", `"extra":{`, `"extra":{"x":{},`},
	{"string-for-float", `"viewport":{`, `"viewport":{"width":"wide",`},
	{"string-for-bool", `"ids":`, `"no_agent":"yes","ids":`},
	{"bad-literal", `"ids":`, `"dropped":tru,"ids":`},
	{"bad-number", `"ids":[`, `"ids":[01,`},
	{"unquoted-key", `"ids":`, `ids2:1,"ids":`},
	{"trailing-comma", `"ids":[`, `"ids":[1,],"ids2":[`},
	{"control-char", `"names":["`, "\"names\":[\"\t"},
}

// anyErrorVariant is the one malformed answer whose error type differs: a map key that
// is no integer is encoding/json's *UnmarshalTypeError and segmentio's *SyntaxError. Both
// fail the call alike (nothing reads a library call's decode error but its text).
const anyErrorVariant = "bad-map-key"

// TestDecodeAnswerMatchesEncodingJSON decodes every recorded answer, every variant of
// it and its truncations with decodeAnswer and with encoding/json: the same value when
// both succeed, and the same error type when encoding/json fails (but for one variant,
// see answerVariants).
func TestDecodeAnswerMatchesEncodingJSON(t *testing.T) {
	type input struct {
		name, raw string
		anyError  bool
	}
	inputs := []input{
		{name: "empty"}, {name: "null", raw: "null"}, {name: "array", raw: "[]"},
		{name: "string", raw: `"x"`}, {name: "no-agent", raw: `{"no_agent":true}`},
		{name: "no-agent-string", raw: `{"no_agent":"true"}`},
	}
	variants := map[string]bool{}
	for _, a := range recordedAnswers(t) {
		inputs = append(inputs,
			input{name: a.name, raw: a.raw},
			input{name: a.name + "/spaces", raw: " \n\t" + a.raw + " \r\n"},
			input{name: a.name + "/trailing", raw: a.raw + "x"},
			input{name: a.name + "/two-values", raw: a.raw + a.raw})
		for _, cut := range []int{1, len(a.raw) / 3, len(a.raw) / 2, len(a.raw) - 1} {
			inputs = append(inputs, input{name: fmt.Sprintf("%s/truncated-%d", a.name, cut), raw: a.raw[:cut]})
		}
		for _, v := range answerVariants {
			if strings.Contains(a.raw, v.anchor) {
				variants[v.name] = true
				inputs = append(inputs, input{a.name + "/" + v.name, strings.Replace(a.raw, v.anchor, v.with, 1), v.name == anyErrorVariant})
			}
		}
	}
	for _, v := range answerVariants {
		if !variants[v.name] {
			t.Errorf("variant %s: no recorded answer has %s", v.name, v.anchor)
		}
	}
	for _, in := range inputs {
		want, got := pagejs.ObserveAnswer(), pagejs.ObserveAnswer()
		wantErr := json.Unmarshal([]byte(in.raw), want)
		gotErr := decodeAnswer(in.raw, got)
		switch {
		case wantErr == nil && gotErr == nil:
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s: decoded %+v, encoding/json %+v", in.name, got, want)
			}
		case wantErr == nil || gotErr == nil:
			t.Errorf("%s: error %v, encoding/json's %v", in.name, gotErr, wantErr)
		case !in.anyError && reflect.TypeOf(gotErr) != reflect.TypeOf(wantErr):
			t.Errorf("%s: error %T (%v), encoding/json's %T (%v)", in.name, gotErr, gotErr, wantErr, wantErr)
		}
	}
}
