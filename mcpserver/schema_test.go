package mcpserver

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestGoalSchemaAgreesWithParseRequest: the published schema refuses what
// fsm.ParseRequest refuses (for the rules a schema can say) and accepts what it accepts.
func TestGoalSchemaAgreesWithParseRequest(t *testing.T) {
	resolved, err := goalSchema().Resolve(nil)
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", fsm.MaxGoalChars+1)
	invalid := []string{
		`{}`, `{"goal":""}`, `{"goal":"` + long + `"}`, `{"goal":"g","max_steps":0}`, `{"goal":"g","max_steps":9}`,
		`{"goal":"g","timeout_ms":999}`, `{"goal":"g","timeout_ms":30001}`, `{"goal":"g","text_values":["a","a"]}`,
		`{"goal":"g","text_values":[""]}`, `{"goal":"g","select_values":"x"}`, `{"goal":"g","colour":1}`,
		`{"goal":"g","preview":"yes"}`, `{"goal":"g","tab":"` + strings.Repeat("t", fsm.MaxIDChars+1) + `"}`,
	}
	for _, in := range invalid {
		var v any
		_ = json.Unmarshal([]byte(in), &v)
		if resolved.Validate(v) == nil {
			t.Errorf("the schema accepts %s", in)
		}
		if _, err := fsm.ParseRequestBytes([]byte(in)); err == nil {
			t.Errorf("ParseRequest accepts %s", in)
		}
	}
	valid := []string{`{"goal":"g"}`, `{"target":"w","tab":"t","goal":"g","text_values":["a","b"],"select_values":["c"],"navigate_urls":["https://127.0.0.1/"],"allow_back":true,"max_steps":8,"timeout_ms":30000,"preview":true}`}
	for _, in := range valid {
		var v any
		_ = json.Unmarshal([]byte(in), &v)
		if err := resolved.Validate(v); err != nil {
			t.Errorf("the schema refuses %s: %v", in, err)
		}
		if _, err := fsm.ParseRequestBytes([]byte(in)); err != nil {
			t.Errorf("ParseRequest refuses %s: %v", in, err)
		}
	}
}

// TestSchemaErrorNamesTheFieldWithoutTheValue: when only the schema refuses, the error
// still names the field and never quotes the value.
func TestSchemaErrorNamesTheFieldWithoutTheValue(t *testing.T) {
	resolved, err := stepSchema().Resolve(nil)
	if err != nil {
		t.Fatal(err)
	}
	const secret = "ts_SECRET-value-never-echoed"
	cases := map[string]string{
		`{"action":"fill","element":"e1","value":"` + strings.Repeat("v", fsm.MaxTextValueChars+1) + `"}`: "value",
		`{"action":"` + secret + `","element":"e1"}`:                                                      "action",
		`{"element":"e1"}`: "action",
		`{"action":"click","element":"e1","zz":"` + secret + `"}`: "zz",
	}
	for in, field := range cases {
		err := validate(resolved, []byte(in), func([]byte) error { return nil })
		var ve *fsm.ValidationError
		if !errors.As(err, &ve) || ve.Field != field || strings.Contains(err.Error(), secret) || strings.Contains(err.Error(), "vvvv") {
			t.Errorf("%.60s: %v; want a field error naming %s without the value", in, err, field)
		}
	}
}
