package jevhttp

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// testKey is the key every test client uses unless it says otherwise.
const testKey = "ts_test_0123456789abcdef"

// testRequestID is the request id the fake answers with.
const testRequestID = "req_0123456789abcdef0123456789abcdef"

// fakeServer is a local TLS server speaking the System One contract. It records what it
// received and counts connections and hits.
type fakeServer struct {
	srv    *httptest.Server
	hits   atomic.Int32
	conns  atomic.Int32
	mu     sync.Mutex
	bodies [][]byte
	heads  []http.Header
	protos []int
	handle func(w http.ResponseWriter, r *http.Request, body []byte)
}

// newFake starts a TLS server (HTTP/2 when h2) whose handler is handle; a nil handle
// answers by the contract (contractHandler("1")).
func newFake(t testing.TB, h2 bool, handle func(w http.ResponseWriter, r *http.Request, body []byte)) *fakeServer {
	t.Helper()
	if handle == nil {
		handle = contractHandler("1")
	}
	f := &fakeServer{handle: handle}
	f.srv = httptest.NewUnstartedServer(http.HandlerFunc(f.serve))
	f.srv.EnableHTTP2 = h2
	f.srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			f.conns.Add(1)
		}
	}
	f.srv.Config.ErrorLog = discardLog()
	f.srv.StartTLS()
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeServer) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 4<<20))
	f.hits.Add(1)
	f.mu.Lock()
	f.bodies = append(f.bodies, body)
	f.heads = append(f.heads, r.Header.Clone())
	f.protos = append(f.protos, r.ProtoMajor)
	f.mu.Unlock()
	f.handle(w, r, body)
}

// last returns the last request's body and headers.
func (f *fakeServer) last(t testing.TB) ([]byte, http.Header) {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.bodies) == 0 {
		t.Fatal("the server received no request")
	}
	return f.bodies[len(f.bodies)-1], f.heads[len(f.heads)-1]
}

// rootCAs trusts the fake's certificate.
func (f *fakeServer) rootCAs() *x509.CertPool { return tlsPool(f.srv) }

// tlsPool trusts a test server's certificate.
func tlsPool(srv *httptest.Server) *x509.CertPool {
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	return pool
}

// newTestClient builds a client for the fake; mutate may adjust the Config.
func newTestClient(t testing.TB, f *fakeServer, mutate func(*Config)) *Client {
	t.Helper()
	cfg := Config{BaseURL: f.srv.URL, Key: testKey, TLSConfig: &tls.Config{RootCAs: f.rootCAs()}}
	if mutate != nil {
		mutate(&cfg)
	}
	c, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(c.CloseIdleConnections)
	return c
}

// reply writes a status, the request id header and a raw body.
func reply(w http.ResponseWriter, status int, contentType, body string) {
	w.Header().Set("x-typesafe-request-id", testRequestID)
	if contentType != "" {
		w.Header().Set("Content-Type", contentType)
	}
	w.WriteHeader(status)
	_, _ = io.WriteString(w, body)
}

// canned answers with a fixed body.
func canned(status int, body string) func(http.ResponseWriter, *http.Request, []byte) {
	return func(w http.ResponseWriter, _ *http.Request, _ []byte) { reply(w, status, "application/json", body) }
}

// wireQuestionIn is a question as the fake reads it.
type wireQuestionIn struct {
	Type         string          `json:"type"`
	Instructions string          `json:"instructions"`
	Criteria     json.RawMessage `json:"criteria"`
}

// contractHandler answers every question of a request as the live API would: a choice
// gives choose 0.91, another option 0.09 and the rest exact zeros, in shuffled order,
// rounded to two decimals; a noul gives 0.12. It refuses a body with fields other than
// model, state and questions with 400 "Invalid request.", as the live API was seen to.
func contractHandler(choose string) func(http.ResponseWriter, *http.Request, []byte) {
	return func(w http.ResponseWriter, _ *http.Request, body []byte) {
		var top map[string]json.RawMessage
		if err := json.Unmarshal(body, &top); err != nil || len(top) != 3 || top["model"] == nil || top["state"] == nil || top["questions"] == nil {
			reply(w, http.StatusBadRequest, "application/json", `{"detail":"Invalid request."}`)
			return
		}
		var model string
		var qs map[string]wireQuestionIn
		if json.Unmarshal(top["model"], &model) != nil || json.Unmarshal(top["questions"], &qs) != nil {
			reply(w, http.StatusUnprocessableEntity, "application/json", `{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"bad"}]}`)
			return
		}
		answers := make([]string, 0, len(qs))
		for id, q := range qs {
			answers = append(answers, fmt.Sprintf("%q:%s", id, answerFor(q, choose)))
		}
		rand.Shuffle(len(answers), func(i, j int) { answers[i], answers[j] = answers[j], answers[i] })
		reply(w, http.StatusOK, "application/json", fmt.Sprintf(`{"model":"jev-1.13.0","answers":{%s},"usage":{"input_tokens":812,"output_tokens":40}}`,
			strings.Join(answers, ",")))
	}
}

func answerFor(q wireQuestionIn, choose string) string {
	if q.Type != "choice" {
		return `{"type":"noul","noul":0.12}`
	}
	var criteria map[string]json.RawMessage
	_ = json.Unmarshal(q.Criteria, &criteria)
	labels := make([]string, 0, len(criteria))
	for l := range criteria {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	probs := make(map[string]float64, len(labels))
	for _, l := range labels {
		probs[l] = 0
	}
	probs[choose] = 0.91
	for _, l := range labels {
		if l != choose {
			probs[l] = 0.09
			break
		}
	}
	n := float64(len(labels))
	conf := (n*0.91 - 1) / (n - 1)
	return fmt.Sprintf(`{"type":"choice","choice":%q,"confidence":%s,"probabilities":%s}`,
		choose, strconv.FormatFloat(round2(conf), 'f', -1, 64), shuffledProbs(probs))
}

// shuffledProbs renders a probability map in random key order.
func shuffledProbs(p map[string]float64) string {
	parts := make([]string, 0, len(p))
	for l, v := range p {
		parts = append(parts, fmt.Sprintf("%q:%s", l, strconv.FormatFloat(v, 'f', -1, 64)))
	}
	rand.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	return "{" + strings.Join(parts, ",") + "}"
}

func round2(v float64) float64 {
	f, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 2, 64), 64)
	return f
}

// selectionRequest is a small realistic selection request with n candidates.
func selectionRequest(n int) fsm.SelectionRequest {
	req := fsm.SelectionRequest{
		Goal:     "Search for Rust async examples and open the most relevant result",
		URL:      "https://docs.example.org/search?q=&lang=en",
		Title:    "Docs search",
		PageText: "Search the documentation. Popular: tokio, async-std, futures.",
		Step:     2,
		Trace: []fsm.TraceEntry{{Step: 1, Action: fsm.ActFill, Target: "e12", Value: "Rust async examples",
			Outcome: fsm.OutcomeExecuted}},
	}
	for i := 1; i <= n; i++ {
		req.Candidates = append(req.Candidates, candidate(i))
	}
	return req
}

func candidate(i int) fsm.Candidate {
	return fsm.Candidate{
		Label:       strconv.Itoa(i),
		Operation:   fsm.Operation{Action: fsm.ActClick, Target: fmt.Sprintf("e%d", i)},
		Description: fmt.Sprintf(`click link "Result %d: async examples in Rust" (href https://docs.example.org/r/%d) near "Search results"`, i, i),
		Role:        "link",
		Name:        fmt.Sprintf("Result %d: async examples in Rust", i),
		Href:        fmt.Sprintf("https://docs.example.org/r/%d", i),
		Context:     "Search results",
		InViewport:  true,
	}
}

// decodeMap decodes a JSON object for assertions.
func decodeMap(t testing.TB, b []byte) map[string]json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("decoding %q: %v", truncate(string(b), 200), err)
	}
	return m
}

// discardLog silences the test server's own log (handshake errors of refused clients).
func discardLog() *log.Logger { return log.New(io.Discard, "", 0) }
