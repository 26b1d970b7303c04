package jevhttp

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"syscall"
	"time"

	"github.com/hashicorp/go-retryablehttp"

	"github.com/browsergoal/browsergoal/fsm"
)

// drainLimit bounds what is read past MaxResponseBytes before a body is closed.
const drainLimit = 64 << 10

// maxPooledBuf is the largest buffer kept for reuse.
const maxPooledBuf = 256 << 10

// errNotLoopback: a loopback override resolved to an address that is not loopback.
var errNotLoopback = errors.New("the base URL override allows loopback addresses only")

// newTransport builds the one transport of a client: keep-alive, HTTP/2 when offered,
// TLS 1.2 or later, the environment's proxy for the fixed endpoint and none for a
// loopback override, whose dialer refuses any address that is not loopback.
func newTransport(cfg Config, loopback bool, timeout time.Duration) *http.Transport {
	if cfg.Transport != nil {
		return cfg.Transport
	}
	dialer := &net.Dialer{Timeout: timeout, KeepAlive: 30 * time.Second}
	proxy := http.ProxyFromEnvironment
	if loopback {
		dialer.Control = loopbackOnly
		proxy = nil
	}
	tlsCfg := &tls.Config{MinVersion: tls.VersionTLS12}
	if cfg.TLSConfig != nil {
		tlsCfg = cfg.TLSConfig.Clone()
		tlsCfg.MinVersion = max(tlsCfg.MinVersion, tls.VersionTLS12)
	}
	return &http.Transport{
		Proxy:                  proxy,
		DialContext:            dialer.DialContext,
		TLSClientConfig:        tlsCfg,
		TLSHandshakeTimeout:    timeout,
		ForceAttemptHTTP2:      true,
		MaxIdleConns:           8,
		MaxIdleConnsPerHost:    8,
		IdleConnTimeout:        90 * time.Second,
		MaxResponseHeaderBytes: 64 << 10,
		// A request (at most 128 KiB) leaves in one buffered write with its headers
		// rather than 4 KiB at a time through a per-request copy buffer.
		WriteBufferSize: fsm.MaxRequestBytes + 8<<10,
		ReadBufferSize:  16 << 10,
	}
}

// loopbackOnly is the dialer's control for a loopback override.
func loopbackOnly(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil || !ap.Addr().Unmap().IsLoopback() {
		return fmt.Errorf("refusing to connect to %s: %w", address, errNotLoopback)
	}
	return nil
}

// newRetryClient wraps the transport in retryablehttp with the client's own policy: no
// logger (nothing it could log), redirects returned rather than followed, at most one
// retry, of a dial failure only, and the last response or error passed through.
func (c *Client) newRetryClient(t *http.Transport) *retryablehttp.Client {
	return &retryablehttp.Client{
		HTTPClient: &http.Client{
			Transport:     t,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
		RetryWaitMin: RetryBackoff,
		RetryWaitMax: RetryBackoff,
		RetryMax:     1,
		CheckRetry:   checkRetry,
		Backoff:      func(time.Duration, time.Duration, int, *http.Response) time.Duration { return RetryBackoff },
		ErrorHandler: retryablehttp.PassthroughErrorHandler,
		PrepareRetry: c.prepareRetry,
	}
}

// checkRetry is the retry policy: only a dial failure (nothing of the request was
// written), never once the context has ended, and only when the deadline leaves
// RetryBackoff plus retryHeadroom. Responses of any status are never retried.
func checkRetry(ctx context.Context, _ *http.Response, err error) (bool, error) {
	if err == nil || ctx.Err() != nil || !dialFailure(err) {
		return false, nil
	}
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) < RetryBackoff+retryHeadroom {
		return false, nil
	}
	return true, nil
}

// dialFailure reports an error from dialing: the connection never carried a byte of the
// request. Dial timeouts and the loopback refusal are not retried.
func dialFailure(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial" && !op.Timeout() && !errors.Is(err, errNotLoopback)
}

// prepareRetry marks the one retry; the header map is cloned, never shared with the
// failed attempt.
func (c *Client) prepareRetry(req *http.Request) error {
	req.Header = req.Header.Clone()
	req.Header.Set("X-TypeSafe-Retry-Count", "1")
	c.log.Debug().Msg("typesafe request retried once after a failed dial")
	return nil
}

// readBounded reads at most MaxResponseBytes of body into buf, reporting a larger body,
// then drains a bounded remainder and closes it.
func readBounded(body io.ReadCloser, length int64, buf *bytes.Buffer) (tooLarge bool, err error) {
	defer body.Close()
	if length > 0 && length <= MaxResponseBytes {
		buf.Grow(int(length) + bytes.MinRead)
	}
	if _, err := buf.ReadFrom(io.LimitReader(body, MaxResponseBytes+1)); err != nil {
		return false, err
	}
	if buf.Len() <= MaxResponseBytes {
		return false, nil
	}
	buf.Truncate(MaxResponseBytes)
	_, _ = io.CopyN(io.Discard, body, drainLimit)
	return true, nil
}

// getBuf and putBuf manage the client's scratch buffers.
func (c *Client) getBuf() *bytes.Buffer { return c.bufs.Get().(*bytes.Buffer) }

func (c *Client) putBuf(b *bytes.Buffer) {
	if b == nil || b.Cap() > maxPooledBuf {
		return
	}
	b.Reset()
	c.bufs.Put(b)
}
