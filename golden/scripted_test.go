package golden

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// goldenKey is the API key the recordings' client holds; no session may contain it.
const goldenKey = "ts_golden_5ecret_key_0123456789"

// reply is one scripted System One answer: it sees the question's offered options
// (label → description; nil for a risk question) and writes the HTTP answer.
type reply func(w http.ResponseWriter, options map[string]string)

// scriptedServer is a local TLS server speaking the System One contract that answers
// each request with the next scripted reply, and runs a hook before answering a risk
// question (a recording's page events: closing the tab, letting a page mutate).
type scriptedServer struct {
	srv    *httptest.Server
	mu     sync.Mutex
	script []reply
	n      int
	onRisk func()
}

func newScriptedServer(t testing.TB) *scriptedServer {
	s := &scriptedServer{}
	s.srv = httptest.NewUnstartedServer(http.HandlerFunc(s.serve))
	s.srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	s.srv.StartTLS()
	t.Cleanup(s.srv.Close)
	return s
}

// reset arms the server for one recording.
func (s *scriptedServer) reset(script []reply, onRisk func()) {
	s.mu.Lock()
	s.script, s.n, s.onRisk = script, 0, onRisk
	s.mu.Unlock()
}

func (s *scriptedServer) serve(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Questions map[string]struct {
			Criteria json.RawMessage `json:"criteria"`
		} `json:"questions"`
	}
	raw, _ := io.ReadAll(io.LimitReader(r.Body, 4<<20))
	_ = json.Unmarshal(raw, &body)
	var options map[string]string
	if q, ok := body.Questions["operation"]; ok {
		_ = json.Unmarshal(q.Criteria, &options)
	}
	s.mu.Lock()
	s.n++
	n := s.n
	var next reply
	if len(s.script) > 0 {
		next, s.script = s.script[0], s.script[1:]
	}
	hook := s.onRisk
	s.mu.Unlock()
	if options == nil && hook != nil {
		hook()
	}
	w.Header().Set("x-typesafe-request-id", fmt.Sprintf("req_golden_%02d", n))
	if next == nil {
		status(http.StatusInternalServerError)(w, options)
		return
	}
	next(w, options)
}

// client returns a System One client for the server.
func (s *scriptedServer) client(t testing.TB) fsm.Decider {
	t.Helper()
	pool := s.srv.Certificate()
	cfg := jevhttp.Config{BaseURL: s.srv.URL, Key: goldenKey, TLSConfig: &tls.Config{RootCAs: certPool(pool)}, Timeout: 5 * time.Second}
	c, err := jevhttp.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.CloseIdleConnections)
	return c
}

// choose answers a selection: the option whose description contains want (the no-match
// option when want is ""), with probability p; the completion evidence is completion.
func choose(want string, p, completion float64) reply {
	return func(w http.ResponseWriter, options map[string]string) {
		labels := make([]string, 0, len(options))
		for l := range options {
			labels = append(labels, l)
		}
		sort.Strings(labels)
		choice := fsm.NoMatchLabel
		if want != "" {
			choice = ""
			for _, l := range labels {
				if l != fsm.NoMatchLabel && strings.Contains(options[l], want) {
					choice = l
					break
				}
			}
			if choice == "" {
				http.Error(w, fmt.Sprintf(`{"detail":"golden script: no option matches %q"}`, want), http.StatusUnprocessableEntity)
				return
			}
		}
		probs := map[string]float64{}
		vals := make([]float64, 0, len(labels))
		for _, l := range labels {
			v := round4((1 - p) / float64(len(labels)-1))
			if l == choice {
				v = p
			}
			probs[l] = v
			vals = append(vals, v)
		}
		pj, _ := json.Marshal(probs)
		conf := round4(guards.NormalizedConfidence(vals))
		writeAnswers(w, fmt.Sprintf(`{"operation":{"type":"choice","choice":%q,"confidence":%s,"probabilities":%s},"completion":{"type":"noul","noul":%s}}`,
			choice, num(conf), pj, num(completion)))
	}
}

// risk answers a risk question.
func risk(v float64) reply {
	return func(w http.ResponseWriter, _ map[string]string) {
		writeAnswers(w, fmt.Sprintf(`{"consequential":{"type":"noul","noul":%s}}`, num(v)))
	}
}

// status answers with an HTTP error status.
func status(code int) reply {
	return func(w http.ResponseWriter, _ map[string]string) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		_, _ = io.WriteString(w, `{"detail":"golden scripted failure"}`)
	}
}

// malformed answers 200 with answers that do not fit the question.
func malformed() reply {
	return func(w http.ResponseWriter, _ map[string]string) {
		writeAnswers(w, `{"unexpected":{"type":"noul","noul":0.5}}`)
	}
}

// slow delays another reply (a page event happens meanwhile).
func slow(d time.Duration, r reply) reply {
	return func(w http.ResponseWriter, options map[string]string) {
		time.Sleep(d)
		r(w, options)
	}
}

func writeAnswers(w http.ResponseWriter, answers string) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = io.WriteString(w, `{"model":"jev-1.13.0","answers":`+answers+`,"usage":{"input_tokens":800,"output_tokens":40}}`)
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func round4(v float64) float64 {
	f, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 4, 64), 64)
	return f
}

// goldenClock is a deterministic clock: each reading is 1 ms after the previous one,
// plus whatever expire added. Recordings made with it are byte-stable.
type goldenClock struct {
	mu   sync.Mutex
	n    int
	jump time.Duration
}

func (c *goldenClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n++
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(c.n)*time.Millisecond + c.jump)
}

// expire moves the clock past any goal's time budget.
func (c *goldenClock) expire() {
	c.mu.Lock()
	c.jump += time.Minute
	c.mu.Unlock()
}

// scriptedHost answers the n-th host check (from 1) with state(n).
type scriptedHost struct {
	mu    sync.Mutex
	n     int
	state func(n int) fsm.HostState
}

func (h *scriptedHost) State(context.Context, string, string) (fsm.HostState, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.n++
	if h.state == nil {
		return fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}, nil
	}
	return h.state(h.n), nil
}

// hostFrom allows every check before the n-th and answers st from then on.
func hostFrom(n int, st fsm.HostState) func(int) fsm.HostState {
	return func(i int) fsm.HostState {
		if i < n {
			return fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}
		}
		return st
	}
}

func certPool(c *x509.Certificate) *x509.CertPool {
	p := x509.NewCertPool()
	p.AddCert(c)
	return p
}
