package jevhttp

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
)

// leakKey is a distinctive key that must never appear anywhere but the Authorization
// header.
const leakKey = "ts_LEAKCANARY_93f1c0ffee5eed"

// syncBuffer is a log sink safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// traceLogger captures every zerolog line, trace level included.
func traceLogger(t *testing.T) (zerolog.Logger, *syncBuffer) {
	t.Helper()
	prev := zerolog.GlobalLevel()
	zerolog.SetGlobalLevel(zerolog.TraceLevel)
	t.Cleanup(func() { zerolog.SetGlobalLevel(prev) })
	sink := &syncBuffer{}
	return zerolog.New(sink).Level(zerolog.TraceLevel).With().Timestamp().Logger(), sink
}

// echoing answers are servers that echo the key back wherever they can.
func echoingAnswers() map[string]func(http.ResponseWriter, *http.Request, []byte) {
	k := leakKey
	echoID := func(status int, body string) func(http.ResponseWriter, *http.Request, []byte) {
		return func(w http.ResponseWriter, _ *http.Request, _ []byte) {
			w.Header().Set("x-typesafe-request-id", k)
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			_, _ = w.Write([]byte(body))
		}
	}
	return map[string]func(http.ResponseWriter, *http.Request, []byte){
		"401 echo":       canned(401, `{"detail":{"error_type":"authentication_error","message":"Invalid API key: `+k+`"}}`),
		"403 string":     canned(403, `{"detail":"key `+k+` is not allowed"}`),
		"400 bearer":     canned(400, `{"detail":{"error_type":"api_usage_error","message":"bad header Bearer `+k+`"}}`),
		"422 input":      canned(422, `{"detail":[{"type":"x","loc":["body","`+k+`"],"msg":"bad `+k+`","input":{"authorization":"Bearer `+k+`"}}]}`),
		"429 message":    canned(429, `{"detail":{"message":"rate limit for `+k+`"}}`),
		"500 html":       canned(500, `<html>`+k+`</html>`),
		"200 choice":     canned(200, `{"model":"jev","answers":{"operation":{"type":"choice","choice":"`+k+`","confidence":1,"probabilities":{"1":1}},"completion":{"type":"noul","noul":0}}}`),
		"200 type":       canned(200, `{"model":"jev","answers":{"operation":{"type":"`+k+`"},"completion":{"type":"noul","noul":0}}}`),
		"200 consequent": canned(200, `{"model":"jev","answers":{"consequential":{"type":"`+k+`"}}}`),
		"200 echo ids":   echoID(200, fmt.Sprintf(`{"model":%q,"answers":{"operation":{"type":"choice","choice":"1","confidence":0.9,"probabilities":{"1":0.95,"2":0.05,"none":0}},"completion":{"type":"noul","noul":0.1},"consequential":{"type":"noul","noul":0.0},"x":{"type":"box","box":%q}}}`, k, k)),
		"401 echo id":    echoID(401, `{"detail":"`+k+`"}`),
		"redirect": func(w http.ResponseWriter, _ *http.Request, _ []byte) {
			w.Header().Set("Location", "https://127.0.0.1:1/?key="+k)
			w.WriteHeader(http.StatusTemporaryRedirect)
		},
		"timeout": func(w http.ResponseWriter, r *http.Request, _ []byte) { <-r.Context().Done() },
	}
}

// errorTexts is every text an error shows: its message, its %+v and %#v forms, and each
// error along its chain.
func errorTexts(err error) []string {
	var out []string
	for e := err; e != nil; e = errors.Unwrap(e) {
		out = append(out, e.Error(), fmt.Sprintf("%+v", e), fmt.Sprintf("%#v", e))
	}
	return out
}

func assertNoKey(t *testing.T, where string, texts ...string) {
	t.Helper()
	for _, s := range texts {
		if strings.Contains(s, leakKey) || strings.Contains(s, "LEAKCANARY") {
			t.Errorf("%s shows the key: %s", where, truncate(s, 400))
		}
	}
}

func TestKeyNeverLeaks(t *testing.T) {
	logger, sink := traceLogger(t)
	for name, handle := range echoingAnswers() {
		t.Run(name, func(t *testing.T) {
			f := newFake(t, false, handle)
			c := newTestClient(t, f, func(cfg *Config) {
				cfg.Key = " " + leakKey + "\n"
				cfg.Logger = logger
				cfg.Timeout = 200 * time.Millisecond
			})
			sel, err := c.Select(context.Background(), selectionRequest(2))
			res, _ := json.Marshal(sel)
			assertNoKey(t, "Select", append(errorTexts(err), string(res), fmt.Sprintf("%+v", sel))...)
			risk, err := c.AssessRisk(context.Background(), fsm.RiskRequest{Candidate: candidate(1)})
			res, _ = json.Marshal(risk)
			assertNoKey(t, "AssessRisk", append(errorTexts(err), string(res), fmt.Sprintf("%+v", risk))...)
			assertNoKey(t, "the client", fmt.Sprintf("%+v", c), fmt.Sprintf("%#v", c), fmt.Sprintf("%#v", c.http))
			_, head := f.last(t)
			if head.Get("Authorization") != "Bearer "+leakKey {
				t.Errorf("the key did not reach the server's Authorization header")
			}
		})
	}
	if !strings.Contains(sink.String(), "request_id") {
		t.Error("no debug events were captured")
	}
	assertNoKey(t, "the log", sink.String())
	assertNoKey(t, "the log", strings.ReplaceAll(sink.String(), `\`, ""))
}

func TestKeyNeverLeaksFromEnv(t *testing.T) {
	logger, sink := traceLogger(t)
	c, err := FromEnv(context.Background(), env(map[string]string{EnvAPIKey: leakKey, EnvBaseURL: "http://127.0.0.1:1"}), nil, logger)
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Select(context.Background(), selectionRequest(1))
	assertNoKey(t, "FromEnv", append(errorTexts(err), sink.String())...)
	_, err = FromEnv(context.Background(), env(map[string]string{EnvAPIKey: leakKey + " x"}), nil, logger)
	assertNoKey(t, "an invalid key's error", errorTexts(err)...)
}

// goalBrowser is a tiny fsm.Browser: one search form that never changes; every action
// executes.
type goalBrowser struct{}

func (goalBrowser) Observe(context.Context) (fsm.Observation, error) {
	return fsm.Observation{
		URL: "https://docs.example.org/", Title: "Docs", HistoryLength: 1, Text: "Search the docs",
		Viewport: fsm.Size{Width: 1280, Height: 720}, Scroll: fsm.Scroll{Width: 1280, Height: 720},
		Epoch: fsm.Epoch{Document: "d1", URL: "https://docs.example.org/"},
		Elements: []fsm.Element{
			{ID: "e1", Role: "searchbox", Name: "Search docs", Tag: "input", Type: "search", InViewport: true},
			{ID: "e2", Role: "button", Name: "Search", Tag: "button", InViewport: true},
			{ID: "e3", Role: "link", Name: "Pricing", Tag: "a", Href: "https://docs.example.org/pricing", InViewport: true},
		},
	}, nil
}

func (goalBrowser) Focus(context.Context) (fsm.FocusState, error) {
	return fsm.FocusState{Focused: true}, nil
}

func (goalBrowser) Verify(context.Context, fsm.Epoch, fsm.Operation, *fsm.Element) (fsm.Freshness, error) {
	return fsm.Freshness{Fresh: true}, nil
}

func (goalBrowser) Act(context.Context, fsm.Operation) error { return nil }

// TestKeyNeverLeaksFromAWholeGoal runs whole goals through the engine against servers
// that echo the key, and checks the JSON result and every log line.
func TestKeyNeverLeaksFromAWholeGoal(t *testing.T) {
	logger, sink := traceLogger(t)
	handlers := echoingAnswers()
	handlers["contract"] = contractHandler("1")
	for name, handle := range handlers {
		t.Run(name, func(t *testing.T) {
			f := newFake(t, false, handle)
			c, err := New(Config{BaseURL: f.srv.URL, Key: leakKey, Logger: logger, Timeout: 200 * time.Millisecond,
				TLSConfig: &tls.Config{RootCAs: f.rootCAs()}})
			if err != nil {
				t.Fatal(err)
			}
			defer c.CloseIdleConnections()
			ex, err := browsergoal.New(browsergoal.Config{Decider: c, Logger: logger})
			if err != nil {
				t.Fatal(err)
			}
			res, err := ex.Run(context.Background(), fsm.Request{Goal: "search the docs for rust async",
				TextValues: []string{"rust async"}, MaxSteps: 2, TimeoutMS: 5000}, goalBrowser{})
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			js, _ := json.Marshal(res)
			assertNoKey(t, "the goal result", string(js), fmt.Sprintf("%+v", res))
			if f.hits.Load() == 0 {
				t.Errorf("the goal never asked the decider (status %s)", res.Status)
			}
			t.Logf("%s: %s", name, res.Status)
		})
	}
	assertNoKey(t, "the log", sink.String())
}
