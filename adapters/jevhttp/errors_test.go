package jevhttp

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// pageSecret stands for page content a 422 echoes back in its input field.
const pageSecret = "PAGE-SECRET-4711 Jane Doe's order #99"

// errorShape is one error body the service or a gateway sends, with the message the
// error must keep.
type errorShape struct{ name, contentType, body, message string }

// errorShapes are the error bodies the service and gateways send.
func errorShapes() []errorShape {
	return []errorShape{
		{"detail object", "application/json", `{"detail":{"error_type":"api_usage_error","message":"Unknown model: jev-9"}}`, "Unknown model: jev-9"},
		{"detail list", "application/json", `{"detail":[{"type":"missing","loc":["body","questions","operation","choice","criteria"],"msg":"Field required","input":{"state":"` + pageSecret + `"}}]}`,
			"body.questions.operation.choice.criteria: Field required"},
		{"detail string", "application/json", `{"detail":"Too many choices. Must have at most 255 choices."}`, "Too many choices. Must have at most 255 choices."},
		{"empty", "", ``, ""},
		{"html", "text/html", `<html><body><h1>502 Bad Gateway</h1></body></html>`, "non-JSON body"},
	}
}

func TestErrorStatusesAndBodies(t *testing.T) {
	statuses := []struct {
		code  int
		class fsm.Status
	}{
		{400, fsm.StatusBadRequest}, {401, fsm.StatusAuthFailed}, {403, fsm.StatusAuthFailed}, {404, fsm.StatusBadRequest},
		{422, fsm.StatusBadRequest}, {429, fsm.StatusRateLimited}, {500, fsm.StatusServerError}, {502, fsm.StatusServerError},
		{503, fsm.StatusOverloaded}, {529, fsm.StatusOverloaded}, {408, fsm.StatusDecisionTimeout}, {405, fsm.StatusBadRequest},
		{204, fsm.StatusMalformedResponse},
	}
	for _, st := range statuses {
		for _, shape := range errorShapes() {
			t.Run(fmt.Sprintf("%d/%s", st.code, shape.name), func(t *testing.T) {
				t.Parallel()
				f := newFake(t, false, func(w http.ResponseWriter, _ *http.Request, _ []byte) {
					reply(w, st.code, shape.contentType, shape.body)
				})
				c := newTestClient(t, f, nil)
				_, err := c.Select(context.Background(), selectionRequest(2))
				de := assertClass(t, err, st.class)
				if st.code == 204 {
					return // no body is allowed with 204; the class is all that matters
				}
				if de.RequestID != testRequestID || de.HTTPStatus != st.code || !errors.Is(err, ErrHTTPStatus) {
					t.Errorf("request id %q, status %d, is ErrHTTPStatus %v", de.RequestID, de.HTTPStatus, errors.Is(err, ErrHTTPStatus))
				}
				msg := err.Error()
				if strings.Contains(msg, "PAGE-SECRET") || strings.Contains(msg, "<html") {
					t.Errorf("the error carries echoed content: %s", msg)
				}
				if st.class == fsm.StatusAuthFailed {
					if !strings.Contains(msg, EnvAPIKey) {
						t.Errorf("an auth failure does not say how to fix it: %s", msg)
					}
				} else if shape.message != "" && !strings.Contains(msg, shape.message) {
					t.Errorf("message %q lacks %q", msg, shape.message)
				}
				if f.hits.Load() != 1 {
					t.Errorf("server hits = %d, want 1", f.hits.Load())
				}
			})
		}
	}
}

func TestAuthErrorTypeKept(t *testing.T) {
	f := newFake(t, false, canned(http.StatusUnauthorized, `{"detail":{"error_type":"authentication_error","message":"Invalid API key"}}`))
	c := newTestClient(t, f, nil)
	_, err := c.AssessRisk(context.Background(), fsm.RiskRequest{Candidate: candidate(1)})
	de := assertClass(t, err, fsm.StatusAuthFailed)
	if !strings.Contains(de.Message, "authentication_error") {
		t.Errorf("message = %q", de.Message)
	}
}

func TestRateLimitWaitInMessage(t *testing.T) {
	f := newFake(t, false, func(w http.ResponseWriter, _ *http.Request, _ []byte) {
		w.Header().Set("retry-after-ms", "1500")
		reply(w, http.StatusTooManyRequests, "application/json", `{"detail":{"error_type":"rate_limit_error","message":"Rate limit exceeded"}}`)
	})
	c := newTestClient(t, f, nil)
	_, err := c.Select(context.Background(), selectionRequest(1))
	de := assertClass(t, err, fsm.StatusRateLimited)
	if !strings.Contains(de.Message, "1.5s") || !strings.Contains(de.Message, "Rate limit exceeded") {
		t.Errorf("message = %q", de.Message)
	}
}

func TestParseErrorBodyShapes(t *testing.T) {
	cases := []struct{ body, typ, msg string }{
		{`{"detail":{"error_type":"authentication_error","message":"Invalid API key"}}`, "authentication_error", "Invalid API key"},
		{`{"detail":"plain"}`, "", "plain"},
		{`{"detail":[{"loc":["body","questions",0],"msg":"m1","input":"SECRET"},{"loc":[],"msg":"m2"},{"msg":"m3"},{"msg":"m4"}]}`, "", "body.questions.0: m1; m2; m3; (+1 more)"},
		{`{"error":{"message":"gateway says no","type":"invalid_request"}}`, "invalid_request", "gateway says no"},
		{`{"error":"flat error"}`, "", "flat error"},
		{`{"message":"just a message"}`, "", "just a message"},
		{`{"detail":"line1\n\tline2\u0000"}`, "", "line1 line2"},
		{`{"detail":{"error_type":"<script>","message":"x"}}`, "", "x"},
		{`[]`, "", ""},
		{`null`, "", ""},
		{"  ", "", ""},
	}
	for _, tc := range cases {
		eb := parseErrorBody([]byte(tc.body))
		if eb.errorType != tc.typ || eb.message != tc.msg {
			t.Errorf("parseErrorBody(%s) = %+v, want type %q message %q", tc.body, eb, tc.typ, tc.msg)
		}
		if strings.Contains(eb.message, "SECRET") {
			t.Errorf("input echo kept: %q", eb.message)
		}
	}
	if long := parseErrorBody([]byte(`{"detail":"` + strings.Repeat("é", 400) + `"}`)); len(long.message) > maxMessageLen+len("…") {
		t.Errorf("message not bounded: %d bytes", len(long.message))
	}
}
