package fsm

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strings"
	"unicode/utf8"
)

// Request bounds. Each is documented in the README's request contract and named in the
// error a caller gets when a request exceeds it.
const (
	// MinSteps and MaxSteps bound max_steps; DefaultSteps applies when it is absent.
	MinSteps, MaxSteps, DefaultSteps = 1, 8, 4
	// MinTimeoutMS and MaxTimeoutMS bound timeout_ms; DefaultTimeoutMS applies when it is absent.
	MinTimeoutMS, MaxTimeoutMS, DefaultTimeoutMS = 1_000, 30_000, 15_000
	// MaxGoalChars bounds the goal's length in characters (it must not be empty).
	MaxGoalChars = 2_000
	// MaxIDChars bounds the target and tab identifiers.
	MaxIDChars = 256
	// MaxValues bounds each of text_values, select_values and navigate_urls.
	MaxValues = 16
	// MaxTextValueChars bounds one text value, MaxSelectValueChars one select value.
	MaxTextValueChars, MaxSelectValueChars = 2_000, 500
	// MaxURLChars bounds one navigate URL.
	MaxURLChars = 2_048
)

// Request is the goal request. It mirrors the computer.browser_goal tool's arguments
// exactly. Values are kept verbatim: nothing is trimmed or normalised.
type Request struct {
	// Target is the host's native window token.
	Target string `json:"target"`
	// Tab is the attached tab's id (for Chromium, the CDP target id).
	Tab string `json:"tab"`
	// Goal is the narrow goal in natural language.
	Goal string `json:"goal"`
	// TextValues are the exact texts that may be typed into fields.
	TextValues []string `json:"text_values,omitempty"`
	// SelectValues are the exact option values or labels that may be selected.
	SelectValues []string `json:"select_values,omitempty"`
	// NavigateURLs are the exact absolute http(s) URLs that may be navigated to.
	NavigateURLs []string `json:"navigate_urls,omitempty"`
	// AllowBack offers one history step back as a candidate. Default false.
	AllowBack bool `json:"allow_back"`
	// MaxSteps bounds the actions performed, 1–8; 0 in a Go value means the default 4.
	MaxSteps int `json:"max_steps"`
	// TimeoutMS bounds the whole goal in milliseconds, 1,000–30,000; 0 in a Go value
	// means the default 15,000.
	TimeoutMS int `json:"timeout_ms"`
	// Preview stops after the first proposal has been decided and performs nothing.
	Preview bool `json:"preview"`
}

// wireRequest is the decoding shape: pointers tell an absent field from an explicit zero.
type wireRequest struct {
	Target       string   `json:"target"`
	Tab          string   `json:"tab"`
	Goal         *string  `json:"goal"`
	TextValues   []string `json:"text_values"`
	SelectValues []string `json:"select_values"`
	NavigateURLs []string `json:"navigate_urls"`
	AllowBack    bool     `json:"allow_back"`
	MaxSteps     *int     `json:"max_steps"`
	TimeoutMS    *int     `json:"timeout_ms"`
	Preview      bool     `json:"preview"`
}

// ParseRequest decodes a request from JSON strictly (unknown fields, trailing data and
// explicit out-of-range values are errors), applies the defaults and validates it. Every
// error is a *ValidationError naming the field.
func ParseRequest(r io.Reader) (Request, error) {
	var w wireRequest
	if err := decodeStrict(r, &w, requestFields); err != nil {
		return Request{}, err
	}
	req := Request{
		Target: w.Target, Tab: w.Tab,
		TextValues: w.TextValues, SelectValues: w.SelectValues, NavigateURLs: w.NavigateURLs,
		AllowBack: w.AllowBack, Preview: w.Preview,
		MaxSteps: DefaultSteps, TimeoutMS: DefaultTimeoutMS,
	}
	if w.Goal == nil {
		return Request{}, &ValidationError{Field: "goal", Problem: "is required"}
	}
	req.Goal = *w.Goal
	if w.MaxSteps != nil {
		req.MaxSteps = *w.MaxSteps
		if req.MaxSteps == 0 {
			return Request{}, rangeError("max_steps", *w.MaxSteps, MinSteps, MaxSteps, DefaultSteps)
		}
	}
	if w.TimeoutMS != nil {
		req.TimeoutMS = *w.TimeoutMS
		if req.TimeoutMS == 0 {
			return Request{}, rangeError("timeout_ms", *w.TimeoutMS, MinTimeoutMS, MaxTimeoutMS, DefaultTimeoutMS)
		}
	}
	if err := req.Validate(); err != nil {
		return Request{}, err
	}
	return req, nil
}

// ParseRequestBytes is ParseRequest over a byte slice.
func ParseRequestBytes(b []byte) (Request, error) { return ParseRequest(bytes.NewReader(b)) }

// requestFields are the request's JSON fields, named in the error for an unknown one.
const requestFields = "target, tab, goal, text_values, select_values, navigate_urls, allow_back, max_steps, timeout_ms, preview"

// DecodeStrict decodes exactly one JSON object into v, refusing unknown fields and
// trailing data. Every error is a *ValidationError naming the field (allowed lists the
// known fields for the message); values are never echoed.
func DecodeStrict(data []byte, v any, allowed string) error {
	return decodeStrict(bytes.NewReader(data), v, allowed)
}

func decodeStrict(r io.Reader, v any, allowed string) error {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeError(err, allowed)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return &ValidationError{Field: "request", Problem: "must be exactly one JSON object"}
	}
	return nil
}

func decodeError(err error, allowed string) error {
	var ute *json.UnmarshalTypeError
	if errors.As(err, &ute) {
		field := ute.Field
		if field == "" {
			field = "request"
		}
		return &ValidationError{Field: field, Problem: fmt.Sprintf("must be a JSON %s, not %s", jsonKind(ute.Type.Kind().String()), ute.Value), Err: err}
	}
	msg := err.Error()
	if i := strings.Index(msg, "unknown field "); i >= 0 {
		name := strings.Trim(msg[i+len("unknown field "):], `"`)
		return &ValidationError{Field: name, Problem: "is not a known field (allowed: " + allowed + ")", Err: err}
	}
	return &ValidationError{Field: "request", Problem: "is not valid JSON: " + msg, Err: err}
}

func jsonKind(k string) string {
	switch k {
	case "int", "int64":
		return "integer"
	case "slice":
		return "array"
	case "bool":
		return "boolean"
	}
	return k
}

func rangeError(field string, got, lo, hi, def int) *ValidationError {
	return &ValidationError{Field: field, Problem: fmt.Sprintf("must be %d–%d (default %d), got %d", lo, hi, def, got)}
}

// WithDefaults returns the request with zero MaxSteps and TimeoutMS replaced by their
// defaults; Go callers that build a Request by hand use it (Validate applies it too).
func (r Request) WithDefaults() Request {
	if r.MaxSteps == 0 {
		r.MaxSteps = DefaultSteps
	}
	if r.TimeoutMS == 0 {
		r.TimeoutMS = DefaultTimeoutMS
	}
	return r
}

// Validate checks every field against its documented bound. A zero MaxSteps or TimeoutMS
// is read as the default. The first problem is returned as a *ValidationError.
func (r Request) Validate() error {
	r = r.WithDefaults()
	if err := checkText("target", r.Target, 0, MaxIDChars); err != nil {
		return err
	}
	if err := checkText("tab", r.Tab, 0, MaxIDChars); err != nil {
		return err
	}
	if err := checkText("goal", r.Goal, 1, MaxGoalChars); err != nil {
		return err
	}
	if strings.TrimSpace(r.Goal) == "" {
		return &ValidationError{Field: "goal", Problem: "must not be blank"}
	}
	if r.MaxSteps < MinSteps || r.MaxSteps > MaxSteps {
		return rangeError("max_steps", r.MaxSteps, MinSteps, MaxSteps, DefaultSteps)
	}
	if r.TimeoutMS < MinTimeoutMS || r.TimeoutMS > MaxTimeoutMS {
		return rangeError("timeout_ms", r.TimeoutMS, MinTimeoutMS, MaxTimeoutMS, DefaultTimeoutMS)
	}
	if err := checkList("text_values", r.TextValues, MaxTextValueChars, nil); err != nil {
		return err
	}
	if err := checkList("select_values", r.SelectValues, MaxSelectValueChars, nil); err != nil {
		return err
	}
	return checkList("navigate_urls", r.NavigateURLs, MaxURLChars, CheckNavigateURL)
}

func checkText(field, s string, lo, hi int) error {
	if !utf8.ValidString(s) {
		return &ValidationError{Field: field, Problem: "must be valid UTF-8"}
	}
	n := utf8.RuneCountInString(s)
	if n < lo || n > hi {
		return &ValidationError{Field: field, Problem: fmt.Sprintf("must be %d–%d characters, got %d", lo, hi, n)}
	}
	return nil
}

func checkList(field string, vals []string, maxChars int, extra func(string) error) error {
	if len(vals) > MaxValues {
		return &ValidationError{Field: field, Problem: fmt.Sprintf("must hold at most %d values, got %d", MaxValues, len(vals))}
	}
	seen := make(map[string]int, len(vals))
	for i, v := range vals {
		name := fmt.Sprintf("%s[%d]", field, i)
		if err := checkText(name, v, 1, maxChars); err != nil {
			return err
		}
		if j, dup := seen[v]; dup {
			return &ValidationError{Field: name, Problem: fmt.Sprintf("repeats %s[%d]; each value must be distinct", field, j)}
		}
		seen[v] = i
		if extra != nil {
			if err := extra(v); err != nil {
				var ve *ValidationError
				if errors.As(err, &ve) {
					ve.Field = name
				}
				return err
			}
		}
	}
	return nil
}

// CheckNavigateURL accepts only an absolute http or https URL with a host and without
// credentials. It returns a *ValidationError (field "navigate_urls") otherwise.
func CheckNavigateURL(raw string) error {
	bad := func(p string) error {
		return &ValidationError{Field: "navigate_urls", Problem: p}
	}
	if strings.ContainsAny(raw, " \t\r\n") {
		return bad("must be an absolute http(s) URL without whitespace")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return bad("is not a valid URL")
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
	case "":
		return bad("must be an absolute http(s) URL; relative URLs are refused")
	default:
		return bad(fmt.Sprintf("must use http or https; %q URLs are refused", u.Scheme+":"))
	}
	if u.Opaque != "" || u.Host == "" || u.Hostname() == "" {
		return bad("must be an absolute http(s) URL with a host")
	}
	if u.User != nil {
		return bad("must not carry credentials (user:password@)")
	}
	return nil
}
