package jevhttp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/hashicorp/go-retryablehttp"
	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/fsm"
)

// userAgent identifies the client to the service.
const userAgent = "browsergoal-jevhttp/1"

// secret holds the key behind a pointer, so printing a Client shows an address, never
// the key.
type secret struct {
	key  string
	auth string // "Bearer <key>", empty without a key
}

// Client is the System One decider. It is safe for concurrent use; one Client keeps one
// connection pool for all its calls.
type Client struct {
	endpoint string
	model    string
	*secret
	frames  frames
	timeout time.Duration
	http    *retryablehttp.Client
	log     zerolog.Logger
	bufs    sync.Pool
}

var _ fsm.Decider = (*Client)(nil)

// New validates cfg and builds a Client: the base URL (the fixed endpoint or a loopback
// override), the model name and the key's characters. Errors wrap ErrBaseURLRefused,
// ErrInvalidModel, ErrInvalidKey or ErrInsecureTLS and never hold the key.
func New(cfg Config) (*Client, error) {
	ep, err := parseBase(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	model, err := parseModel(cfg.Model)
	if err != nil {
		return nil, err
	}
	key, err := NormalizeKey(string(cfg.Key))
	if err != nil {
		return nil, err
	}
	if !ep.loopback && cfg.TLSConfig != nil && cfg.TLSConfig.InsecureSkipVerify {
		return nil, ErrInsecureTLS
	}
	timeout := cfg.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	fr, err := newFrames(model)
	if err != nil {
		return nil, fmt.Errorf("jevhttp: encoding the request frames: %w", err)
	}
	c := &Client{endpoint: ep.url, model: model, secret: &secret{key: key}, frames: fr, timeout: timeout, log: cfg.Logger}
	if key != "" {
		c.auth = "Bearer " + key
	}
	c.bufs.New = func() any { return new(bytes.Buffer) }
	c.http = c.newRetryClient(newTransport(cfg, ep.loopback, timeout))
	return c, nil
}

// Model returns the model the client asks (an alias or a pinned version).
func (c *Client) Model() string { return c.model }

// HasKey reports whether the client has a key; without one every call is auth_failed.
func (c *Client) HasKey() bool { return c.auth != "" }

// CloseIdleConnections closes the pool's idle connections.
func (c *Client) CloseIdleConnections() { c.http.HTTPClient.CloseIdleConnections() }

// Select asks the choice over the candidates plus the no-match option and the
// completion evidence in one request, and returns the answer validated against exactly
// the offered labels. Errors are *fsm.DecisionError.
func (c *Client) Select(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	start := time.Now()
	var labels []string
	var res selectionResult
	m, err := c.do(ctx,
		func() (body []byte, err error) {
			body, labels, err = c.encodeSelection(&req)
			return body, err
		},
		func(body []byte) (err error) {
			res, err = decodeSelection(body, labels)
			return err
		})
	c.logCall(selectionCall, selectionMS, start, m, len(req.Candidates), len(res.extra), err)
	if err != nil {
		return fsm.SelectionAnswer{}, err
	}
	res.answer.RequestID = m.reqID
	res.answer.Model = c.answerModel(res.answer.Model)
	return res.answer, nil
}

// AssessRisk asks, in a separate request, whether the exact action (operation, target,
// value, page URL) is consequential. Errors are *fsm.DecisionError.
func (c *Client) AssessRisk(ctx context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error) {
	start := time.Now()
	var res riskResult
	m, err := c.do(ctx,
		func() ([]byte, error) { return c.encodeRisk(&req) },
		func(body []byte) (err error) {
			res, err = decodeRisk(body)
			return err
		})
	c.logCall(riskCall, riskMS, start, m, 1, len(res.extra), err)
	if err != nil {
		return fsm.RiskAnswer{}, err
	}
	res.answer.RequestID = m.reqID
	res.answer.Model = c.answerModel(res.answer.Model)
	return res.answer, nil
}

// callMeta describes one call for results and logs.
type callMeta struct {
	reqID          string
	code           int
	sent, received int
}

// do runs one decision call: the key check, encoding the body within its bounds, sending
// it, and decoding the 200 body with decode.
func (c *Client) do(ctx context.Context, encode func() ([]byte, error), decode func([]byte) error) (callMeta, error) {
	var m callMeta
	if c.auth == "" {
		return m, c.fail(fsm.StatusAuthFailed, 0, "", noKeyMessage, ErrNoKey)
	}
	body, err := encode()
	if err != nil {
		return m, c.fail(fsm.StatusBadRequest, 0, "", "the decision request was not sent: "+clean(err.Error(), maxMessageLen), err)
	}
	m.sent = len(body)
	buf, derr := c.send(ctx, body, &m)
	if derr != nil {
		return m, derr
	}
	defer c.putBuf(buf)
	if err := decode(buf.Bytes()); err != nil {
		return m, c.fail(fsm.StatusMalformedResponse, m.code, m.reqID, clean(err.Error(), maxMessageLen), err)
	}
	return m, nil
}

// send posts body within the per-call timeout and returns the 200 body in a pooled
// buffer; every other outcome is classified.
func (c *Client) send(ctx context.Context, body []byte, m *callMeta) (*bytes.Buffer, *fsm.DecisionError) {
	if err := ctx.Err(); err != nil {
		return nil, c.transportFailure(ctx, ctx, "", err)
	}
	callCtx, cancel := context.WithTimeoutCause(ctx, c.timeout, ErrRequestTimeout)
	defer cancel()
	req, err := retryablehttp.NewRequestWithContext(callCtx, http.MethodPost, c.endpoint, body)
	if err != nil {
		return nil, c.fail(fsm.StatusDecisionUnavailable, 0, "", "the request could not be built", err)
	}
	h := req.Header
	h["Authorization"] = []string{c.auth}
	h["Content-Type"] = []string{"application/json"}
	h["Accept"] = []string{"application/json"}
	h["User-Agent"] = []string{userAgent}
	resp, err := c.http.Do(req)
	if err != nil {
		if resp != nil {
			_ = resp.Body.Close()
		}
		return nil, c.transportFailure(ctx, callCtx, "", err)
	}
	m.code = resp.StatusCode
	if id := identifier(resp.Header.Get("X-Typesafe-Request-Id")); !c.holdsKey(id) {
		m.reqID = id
	}
	buf := c.getBuf()
	tooLarge, err := readBounded(resp.Body, resp.ContentLength, buf)
	m.received = buf.Len()
	switch {
	case err != nil:
		c.putBuf(buf)
		return nil, c.readFailure(ctx, callCtx, m, err)
	case m.code != http.StatusOK:
		defer c.putBuf(buf)
		return nil, c.statusFailure(m.code, resp.Header, m.reqID, buf.Bytes())
	case tooLarge:
		c.putBuf(buf)
		return nil, c.fail(fsm.StatusMalformedResponse, m.code, m.reqID,
			"the response body exceeds 128 KiB", ErrResponseTooLarge)
	}
	return buf, nil
}

// readFailure classifies a failure to read a response body: the contexts and the network
// first, anything else (broken gzip, a truncated body) is a malformed response.
func (c *Client) readFailure(ctx, callCtx context.Context, m *callMeta, err error) *fsm.DecisionError {
	var ne net.Error
	if ctx.Err() != nil || callCtx.Err() != nil || errors.As(err, &ne) {
		return c.transportFailure(ctx, callCtx, m.reqID, err)
	}
	return c.fail(fsm.StatusMalformedResponse, m.code, m.reqID, "the response body could not be read: "+cause(err), err)
}

// answerModel is the model that answered, when the service named it sensibly, else the
// model asked.
func (c *Client) answerModel(m string) string {
	if len(m) > maxModelLen || !printableASCII(m) || c.holdsKey(m) {
		return c.model
	}
	return m
}

// Call names and their milliseconds fields in logs.
const (
	selectionCall, selectionMS = "selection", "selection_ms"
	riskCall, riskMS           = "risk", "risk_ms"
)

// logCall writes one debug event: request id, model, status, sizes and milliseconds;
// never the key, never page content.
func (c *Client) logCall(call, msField string, start time.Time, m callMeta, candidates, unknown int, err error) {
	ev := c.log.Debug()
	if ev == nil {
		return
	}
	ev.Str("call", call).Str("model", c.model).Str("request_id", m.reqID).Int("http_status", m.code).
		Int("request_bytes", m.sent).Int("response_bytes", m.received).Int("candidates", candidates).
		Int64(msField, time.Since(start).Milliseconds())
	if unknown > 0 {
		ev.Int("unknown_answers", unknown)
	}
	var de *fsm.DecisionError
	if errors.As(err, &de) {
		ev.Str("class", string(de.Class)).Str("error", de.Error())
	}
	ev.Msg("typesafe decision request")
}
