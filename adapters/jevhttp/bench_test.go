package jevhttp

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// benchServer is a lean loopback TLS server: it drains the request and writes a fixed
// answer, so both sides of the comparison pay the same server cost.
func benchServer(b *testing.B, h2 bool, answer []byte) *httptest.Server {
	b.Helper()
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("x-typesafe-request-id", testRequestID)
		_, _ = w.Write(answer)
	}))
	srv.EnableHTTP2 = h2
	srv.StartTLS()
	b.Cleanup(srv.Close)
	return srv
}

// benchAnswer is a live-shaped answer over n candidates and the no-match option.
func benchAnswer(n int) []byte {
	probs := map[string]float64{"1": 0.91, "2": 0.09, "none": 0}
	for i := 3; i <= n; i++ {
		probs[fmt.Sprint(i)] = 0
	}
	return []byte(`{"model":"jev-1.13.0","answers":{"operation":{"type":"choice","choice":"1","confidence":0.91,"probabilities":` +
		shuffledProbs(probs) + `},"completion":{"type":"noul","noul":0.12}},"usage":{"input_tokens":1900,"output_tokens":300}}`)
}

// BenchmarkSelectVsRawPost measures the client's overhead: Select (encode, send through
// retryablehttp, bounded read, decode, validate) against a raw net/http POST of the same
// body to the same server, reading the same answer; Interleaved reports the ratio.
func BenchmarkSelectVsRawPost(b *testing.B) {
	for _, h2 := range []bool{false, true} {
		b.Run(fmt.Sprintf("h2=%v", h2), func(b *testing.B) { benchOverhead(b, h2) })
	}
}

func benchOverhead(b *testing.B, h2 bool) {
	req := selectionRequest(40)
	srv := benchServer(b, h2, benchAnswer(40))
	pool := tlsPool(srv)
	c, err := New(Config{BaseURL: srv.URL, Key: testKey, TLSConfig: &tls.Config{RootCAs: pool}})
	if err != nil {
		b.Fatal(err)
	}
	defer c.CloseIdleConnections()
	body, _, err := c.encodeSelection(&req)
	if err != nil {
		b.Fatal(err)
	}
	raw := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}, ForceAttemptHTTP2: true,
		MaxIdleConnsPerHost: 8}}
	defer raw.CloseIdleConnections()
	url := srv.URL + EndpointPath
	ctx := context.Background()

	b.Run("ClientSelect", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(body)))
		for b.Loop() {
			if _, err := c.Select(ctx, req); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("RawPost", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(body)))
		for b.Loop() {
			if err := rawPost(ctx, raw, url, body); err != nil {
				b.Fatal(err)
			}
		}
	})
	// Interleaved: one of each per iteration, timed apart, so that load on a shared
	// machine falls on both sides alike; the ratio is the figure to compare with 1.10.
	b.Run("Interleaved", func(b *testing.B) {
		var client, baseline time.Duration
		for b.Loop() {
			t0 := time.Now()
			if _, err := c.Select(ctx, req); err != nil {
				b.Fatal(err)
			}
			t1 := time.Now()
			if err := rawPost(ctx, raw, url, body); err != nil {
				b.Fatal(err)
			}
			client += t1.Sub(t0)
			baseline += time.Since(t1)
		}
		n := float64(b.N)
		b.ReportMetric(float64(client)/n, "client-ns/op")
		b.ReportMetric(float64(baseline)/n, "raw-ns/op")
		b.ReportMetric(float64(client)/float64(baseline), "ratio")
	})
}

// rawPost is the baseline: one POST of body with the same headers, the answer read whole.
func rawPost(ctx context.Context, hc *http.Client, url string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+testKey)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if _, err := io.ReadAll(resp.Body); err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	return nil
}

// BenchmarkEncodeSelection measures building and encoding a 40-candidate request alone.
func BenchmarkEncodeSelection(b *testing.B) {
	c, err := New(Config{Key: testKey})
	if err != nil {
		b.Fatal(err)
	}
	req := selectionRequest(40)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := c.encodeSelection(&req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeSelection measures decoding and validating a 40-candidate answer alone.
func BenchmarkDecodeSelection(b *testing.B) {
	answer := benchAnswer(40)
	req := selectionRequest(40)
	labels := req.Labels()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decodeSelection(answer, labels); err != nil {
			b.Fatal(err)
		}
	}
}
