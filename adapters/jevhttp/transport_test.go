package jevhttp

import (
	"compress/gzip"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// stall waits until the client gives up (or 12 s pass) and then answers 200.
func stall(w http.ResponseWriter, r *http.Request, body []byte) {
	select {
	case <-r.Context().Done():
	case <-time.After(12 * time.Second):
	}
	contractHandler("1")(w, r, body)
}

func TestPerCallTimeout(t *testing.T) {
	f := newFake(t, false, stall)
	c := newTestClient(t, f, func(cfg *Config) { cfg.Timeout = 300 * time.Millisecond })
	_, err := c.Select(context.Background(), selectionRequest(2))
	assertClass(t, err, fsm.StatusDecisionTimeout)
	if !errors.Is(err, ErrRequestTimeout) || errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v: want ErrRequestTimeout, not the caller's deadline", err)
	}
	if f.hits.Load() != 1 {
		t.Errorf("hits = %d: a timeout must not be retried", f.hits.Load())
	}
}

func TestDefaultTimeoutIsEightSeconds(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the real 8 s timeout")
	}
	t.Parallel()
	f := newFake(t, false, stall)
	c := newTestClient(t, f, nil)
	if c.timeout != DefaultTimeout || DefaultTimeout != 8*time.Second {
		t.Fatalf("timeout = %s", c.timeout)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, err := c.Select(ctx, selectionRequest(2))
	assertClass(t, err, fsm.StatusDecisionTimeout)
	if !errors.Is(err, ErrRequestTimeout) {
		t.Errorf("err = %v, want ErrRequestTimeout", err)
	}
}

func TestGoalDeadlineWins(t *testing.T) {
	f := newFake(t, false, stall)
	c := newTestClient(t, f, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err := c.Select(ctx, selectionRequest(2))
	assertClass(t, err, fsm.StatusDecisionTimeout)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want it to wrap context.DeadlineExceeded", err)
	}
}

func TestCancelled(t *testing.T) {
	f := newFake(t, false, stall)
	c := newTestClient(t, f, nil)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	_, err := c.AssessRisk(ctx, fsm.RiskRequest{Candidate: candidate(1)})
	assertClass(t, err, fsm.StatusCancelled)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}

	// Already cancelled: nothing is sent.
	before := f.hits.Load()
	_, err = c.Select(ctx, selectionRequest(2))
	assertClass(t, err, fsm.StatusCancelled)
	if f.hits.Load() != before {
		t.Error("a request was sent with a cancelled context")
	}
}

func TestOversizedResponse(t *testing.T) {
	big := `{"model":"jev-1.13.0","pad":"` + strings.Repeat("x", MaxResponseBytes) + `","answers":{}}`
	t.Run("plain", func(t *testing.T) {
		f := newFake(t, false, canned(http.StatusOK, big))
		_, err := newTestClient(t, f, nil).Select(context.Background(), selectionRequest(2))
		assertClass(t, err, fsm.StatusMalformedResponse)
		if !errors.Is(err, ErrResponseTooLarge) {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("gzip bomb", func(t *testing.T) {
		f := newFake(t, false, func(w http.ResponseWriter, _ *http.Request, _ []byte) {
			w.Header().Set("Content-Encoding", "gzip")
			w.WriteHeader(http.StatusOK)
			zw := gzip.NewWriter(w)
			_, _ = zw.Write([]byte(strings.Repeat(" ", 4<<20)))
			_ = zw.Close()
		})
		_, err := newTestClient(t, f, nil).Select(context.Background(), selectionRequest(2))
		assertClass(t, err, fsm.StatusMalformedResponse)
	})
	t.Run("exactly the limit is fine", func(t *testing.T) {
		ok := `{"model":"jev-1.13.0","answers":{"operation":{"type":"choice","choice":"1","confidence":1,"probabilities":{"1":1,"2":0,"none":0}},"completion":{"type":"noul","noul":0}}}`
		ok += strings.Repeat(" ", MaxResponseBytes-len(ok))
		f := newFake(t, false, canned(http.StatusOK, ok))
		if _, err := newTestClient(t, f, nil).Select(context.Background(), selectionRequest(2)); err != nil {
			t.Fatal(err)
		}
	})
}

func TestGzipResponse(t *testing.T) {
	var asked atomic.Bool
	f := newFake(t, false, func(w http.ResponseWriter, r *http.Request, body []byte) {
		asked.Store(strings.Contains(r.Header.Get("Accept-Encoding"), "gzip"))
		rec := httptest.NewRecorder()
		contractHandler("2")(rec, r, body)
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("x-typesafe-request-id", testRequestID)
		w.WriteHeader(rec.Code)
		zw := gzip.NewWriter(w)
		_, _ = zw.Write(rec.Body.Bytes())
		_ = zw.Close()
	})
	got, err := newTestClient(t, f, nil).Select(context.Background(), selectionRequest(3))
	if err != nil {
		t.Fatal(err)
	}
	if !asked.Load() || got.Choice != "2" || got.RequestID != testRequestID {
		t.Errorf("gzip asked %v, answer %+v", asked.Load(), got)
	}
}

func TestRedirectNotFollowed(t *testing.T) {
	for _, code := range []int{301, 302, 303, 307, 308} {
		t.Run(fmt.Sprint(code), func(t *testing.T) {
			second := newFake(t, false, nil)
			first := newFake(t, false, func(w http.ResponseWriter, _ *http.Request, _ []byte) {
				w.Header().Set("Location", second.srv.URL+"/v1/systemone")
				reply(w, code, "", "")
			})
			pool := first.rootCAs()
			pool.AddCert(second.srv.Certificate())
			c := newTestClient(t, first, func(cfg *Config) { cfg.TLSConfig = &tls.Config{RootCAs: pool} })
			_, err := c.Select(context.Background(), selectionRequest(2))
			de := assertClass(t, err, fsm.StatusDecisionUnavailable)
			if !errors.Is(err, ErrRedirect) || de.HTTPStatus != code {
				t.Errorf("err = %v", err)
			}
			if second.hits.Load() != 0 || second.conns.Load() != 0 {
				t.Errorf("the redirect target got %d requests on %d connections", second.hits.Load(), second.conns.Load())
			}
			if first.hits.Load() != 1 {
				t.Errorf("first server hits = %d", first.hits.Load())
			}
		})
	}
}

func TestConnectionReuse(t *testing.T) {
	for _, h2 := range []bool{false, true} {
		t.Run(fmt.Sprintf("h2=%v", h2), func(t *testing.T) {
			f := newFake(t, h2, nil)
			var handshakes atomic.Int32
			f.srv.TLS.VerifyConnection = func(tls.ConnectionState) error { handshakes.Add(1); return nil }
			c := newTestClient(t, f, nil)
			const n = 30
			for i := range n {
				var err error
				if i%3 == 2 {
					_, err = c.AssessRisk(context.Background(), fsm.RiskRequest{Candidate: candidate(1)})
				} else {
					_, err = c.Select(context.Background(), selectionRequest(5))
				}
				if err != nil {
					t.Fatalf("call %d: %v", i, err)
				}
			}
			if f.hits.Load() != n || f.conns.Load() != 1 || handshakes.Load() != 1 {
				t.Errorf("%d requests used %d connections and %d handshakes", f.hits.Load(), f.conns.Load(), handshakes.Load())
			}
			f.mu.Lock()
			defer f.mu.Unlock()
			want := 1
			if h2 {
				want = 2
			}
			for _, p := range f.protos {
				if p != want {
					t.Fatalf("protocol HTTP/%d, want HTTP/%d", p, want)
				}
			}
		})
	}
}

func TestReuseAfterErrorStatus(t *testing.T) {
	var n atomic.Int32
	f := newFake(t, false, func(w http.ResponseWriter, r *http.Request, body []byte) {
		if n.Add(1)%2 == 1 {
			reply(w, http.StatusTooManyRequests, "application/json", `{"detail":"slow down"}`)
			return
		}
		contractHandler("1")(w, r, body)
	})
	c := newTestClient(t, f, nil)
	for range 6 {
		_, _ = c.Select(context.Background(), selectionRequest(2))
	}
	if f.conns.Load() != 1 {
		t.Errorf("error answers cost connections: %d", f.conns.Load())
	}
}

// closedPort returns a loopback address nothing listens on.
func closedPort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	_ = l.Close()
	return addr
}

func TestRetryOnlyARefusedDial(t *testing.T) {
	addr := closedPort(t)
	var dials atomic.Int32
	tr := &http.Transport{DialContext: func(ctx context.Context, network, a string) (net.Conn, error) {
		dials.Add(1)
		var d net.Dialer
		return d.DialContext(ctx, network, a)
	}}
	c, err := New(Config{BaseURL: "http://" + addr, Key: testKey, Transport: tr})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Select(context.Background(), selectionRequest(2))
	assertClass(t, err, fsm.StatusDecisionUnavailable)
	if !errors.Is(err, ErrUnavailable) || dials.Load() != 2 {
		t.Errorf("dials = %d (want 2: one retry), err = %v", dials.Load(), err)
	}

	// A deadline that leaves less than the backoff plus one second: no retry.
	dials.Store(0)
	ctx, cancel := context.WithTimeout(context.Background(), 900*time.Millisecond)
	defer cancel()
	_, err = c.Select(ctx, selectionRequest(2))
	assertClass(t, err, fsm.StatusDecisionUnavailable)
	if dials.Load() != 1 {
		t.Errorf("dials = %d with a short deadline, want 1", dials.Load())
	}
}

func TestRetriedDialThenAnswer(t *testing.T) {
	f := newFake(t, false, nil)
	var dials atomic.Int32
	tr := &http.Transport{
		TLSClientConfig: &tls.Config{RootCAs: f.rootCAs()},
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			if dials.Add(1) == 1 {
				return nil, &net.OpError{Op: "dial", Net: network, Err: syscall.ECONNREFUSED}
			}
			var d net.Dialer
			return d.DialContext(ctx, network, addr)
		},
	}
	c := newTestClient(t, f, func(cfg *Config) { cfg.Transport = tr })
	if _, err := c.Select(context.Background(), selectionRequest(2)); err != nil {
		t.Fatalf("Select after one refused dial: %v", err)
	}
	_, head := f.last(t)
	if dials.Load() != 2 || f.hits.Load() != 1 || head.Get("X-TypeSafe-Retry-Count") != "1" || head.Get("Authorization") == "" {
		t.Errorf("dials %d, hits %d, headers %v", dials.Load(), f.hits.Load(), head)
	}
}

func TestNoRetryOnAnyStatus(t *testing.T) {
	for _, code := range []int{400, 401, 403, 404, 422, 429, 500, 502, 503, 529} {
		t.Run(fmt.Sprint(code), func(t *testing.T) {
			t.Parallel()
			f := newFake(t, false, canned(code, `{"detail":"no"}`))
			_, err := newTestClient(t, f, nil).Select(context.Background(), selectionRequest(2))
			if err == nil || f.hits.Load() != 1 {
				t.Errorf("hits = %d, err = %v", f.hits.Load(), err)
			}
		})
	}
}

func TestNoRetryOnMalformedBody(t *testing.T) {
	f := newFake(t, false, canned(http.StatusOK, `{"answers":`))
	_, err := newTestClient(t, f, nil).Select(context.Background(), selectionRequest(2))
	assertClass(t, err, fsm.StatusMalformedResponse)
	if f.hits.Load() != 1 {
		t.Errorf("hits = %d", f.hits.Load())
	}
}

func TestTLSFailureIsUnavailable(t *testing.T) {
	f := newFake(t, false, nil)
	c := newTestClient(t, f, func(cfg *Config) { cfg.TLSConfig = nil }) // system roots: the test CA is unknown
	_, err := c.Select(context.Background(), selectionRequest(2))
	assertClass(t, err, fsm.StatusDecisionUnavailable)
	if f.hits.Load() != 0 || f.conns.Load() != 1 {
		t.Errorf("hits %d, connections %d: a TLS failure must not be retried", f.hits.Load(), f.conns.Load())
	}
}

func TestLoopbackDialGuard(t *testing.T) {
	for addr, ok := range map[string]bool{"127.0.0.1:80": true, "127.9.8.7:1": true, "[::1]:443": true,
		"10.0.0.1:443": false, "[2001:db8::1]:443": false, "93.184.216.34:443": false, "localhost:80": false} {
		if err := loopbackOnly("tcp", addr, nil); (err == nil) != ok {
			t.Errorf("loopbackOnly(%s) = %v", addr, err)
		}
	}
}

func TestConcurrentCallsKeepBodiesIntact(t *testing.T) {
	var mu sync.Mutex
	goals := map[string]int{}
	f := newFake(t, true, func(w http.ResponseWriter, r *http.Request, body []byte) {
		var req struct {
			State struct{ Goal string } `json:"state"`
		}
		if err := json.Unmarshal(body, &req); err != nil {
			reply(w, http.StatusBadRequest, "application/json", `{"detail":"corrupt body"}`)
			return
		}
		mu.Lock()
		goals[req.State.Goal]++
		mu.Unlock()
		contractHandler("1")(w, r, body)
	})
	c := newTestClient(t, f, nil)
	const workers, calls = 6, 15
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := range calls {
				req := selectionRequest(3 + i%5)
				req.Goal = fmt.Sprintf("goal %d/%d %s", w, i, strings.Repeat("x", 100*i))
				if _, err := c.Select(context.Background(), req); err != nil {
					t.Errorf("worker %d call %d: %v", w, i, err)
				}
			}
		})
	}
	wg.Wait()
	for w := range workers {
		for i := range calls {
			if g := fmt.Sprintf("goal %d/%d %s", w, i, strings.Repeat("x", 100*i)); goals[g] != 1 {
				t.Errorf("goal %d/%d arrived %d times", w, i, goals[g])
			}
		}
	}
}
