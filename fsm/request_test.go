package fsm

import (
	"errors"
	"strings"
	"testing"
)

func TestParseRequestDefaultsAndVerbatim(t *testing.T) {
	req, err := ParseRequestBytes([]byte(`{"target":"w1","tab":"T1","goal":"Search for Rust async examples","text_values":["  Rust async examples "]}`))
	if err != nil {
		t.Fatal(err)
	}
	if req.MaxSteps != DefaultSteps || req.TimeoutMS != DefaultTimeoutMS || req.AllowBack || req.Preview {
		t.Fatalf("defaults not applied: %+v", req)
	}
	if req.TextValues[0] != "  Rust async examples " {
		t.Fatalf("value not kept verbatim: %q", req.TextValues[0])
	}
}

func TestParseRequestErrorsNameTheField(t *testing.T) {
	long := strings.Repeat("x", MaxGoalChars+1)
	cases := []struct {
		body, field, want string
	}{
		{`{"goal":"g","max_steps":9}`, "max_steps", "1–8"},
		{`{"goal":"g","max_steps":0}`, "max_steps", "1–8"},
		{`{"goal":"g","max_steps":-1}`, "max_steps", "1–8"},
		{`{"goal":"g","timeout_ms":500}`, "timeout_ms", "1000–30000"},
		{`{"goal":"g","timeout_ms":30001}`, "timeout_ms", "1000–30000"},
		{`{"goal":"g","timeout_ms":0}`, "timeout_ms", "1000–30000"},
		{`{"goal":"g","max_steps":"4"}`, "max_steps", "integer"},
		{`{"goal":"g","navigate_urls":["javascript:alert(1)"]}`, "navigate_urls[0]", "javascript:"},
		{`{"goal":"g","navigate_urls":["data:text/html,hi"]}`, "navigate_urls[0]", "data:"},
		{`{"goal":"g","navigate_urls":["file:///etc/passwd"]}`, "navigate_urls[0]", "file:"},
		{`{"goal":"g","navigate_urls":["/relative/path"]}`, "navigate_urls[0]", "relative"},
		{`{"goal":"g","navigate_urls":["https://user:pw@example.test/"]}`, "navigate_urls[0]", "credentials"},
		{`{"goal":"g","navigate_urls":["https://"]}`, "navigate_urls[0]", "host"},
		{`{"goal":"g","navigate_urls":["https://ok.test/a b"]}`, "navigate_urls[0]", "whitespace"},
		{`{"goal":"g","unknown":1}`, "unknown", "not a known field"},
		{`{"goal":""}`, "goal", "1–2000"},
		{`{"goal":"   "}`, "goal", "blank"},
		{`{}`, "goal", "required"},
		{`{"goal":"` + long + `"}`, "goal", "1–2000"},
		{`{"goal":"g","text_values":["a","a"]}`, "text_values[1]", "repeats"},
		{`{"goal":"g","text_values":[""]}`, "text_values[0]", "1–2000"},
		{`{"goal":"g","select_values":["` + strings.Repeat("s", MaxSelectValueChars+1) + `"]}`, "select_values[0]", "1–500"},
		{`{"goal":"g","text_values":[` + strings.Repeat(`"v",`, MaxValues) + `"w"]}`, "text_values", "at most 16"},
		{`{"goal":"g"} {"goal":"h"}`, "request", "exactly one"},
		{`not json`, "request", "valid JSON"},
	}
	for _, c := range cases {
		_, err := ParseRequestBytes([]byte(c.body))
		var ve *ValidationError
		if !errors.As(err, &ve) {
			t.Errorf("%s: want *ValidationError, got %v", c.body, err)
			continue
		}
		if ve.Field != c.field || !strings.Contains(err.Error(), strings.ReplaceAll(c.want, "000", ",000")) && !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %q (field %q), want field %q mentioning %q", c.body, err, ve.Field, c.field, c.want)
		}
	}
}

func TestValidateGoValueDefaults(t *testing.T) {
	if err := (Request{Goal: "g"}).Validate(); err != nil {
		t.Fatalf("zero MaxSteps/TimeoutMS must mean the defaults: %v", err)
	}
	if err := (Request{Goal: "g", MaxSteps: 9}).Validate(); err == nil {
		t.Fatal("max_steps 9 accepted")
	}
}

func TestCheckNavigateURLAccepts(t *testing.T) {
	for _, u := range []string{"http://127.0.0.1:8080/x?q=1", "https://example.test/path#frag", "HTTPS://EXAMPLE.TEST/"} {
		if err := CheckNavigateURL(u); err != nil {
			t.Errorf("%s refused: %v", u, err)
		}
	}
}

func TestGuideCoversEveryStatusInOrder(t *testing.T) {
	all := AllStatuses()
	g := Guide()
	if len(g) != len(all) {
		t.Fatalf("%d guide rows for %d statuses", len(g), len(all))
	}
	for i, s := range all {
		if g[i].Status != s || g[i].Meaning == "" || g[i].Next == "" {
			t.Errorf("row %d: %+v, want %s with a meaning and a next step", i, g[i], s)
		}
	}
}
