package rod

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"time"

	"github.com/go-rod/rod/lib/cdp"
)

// resolveTimeout bounds the /json/version request that turns an http DevTools URL into
// the browser's websocket URL; connectTimeout bounds the websocket dial and handshake.
const (
	resolveTimeout = 5 * time.Second
	connectTimeout = 10 * time.Second
)

// resolveDevTools returns the browser websocket URL for a DevTools URL: ws:// and wss://
// URLs are used as they are; http(s)://host:port is resolved through /json/version, and
// the answer's host is replaced by the one asked (Chromium reports its own bind address).
func resolveDevTools(ctx context.Context, raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("DevTools URL %q: want ws://… or http://host:port: %w", raw, ErrBadURL)
	}
	switch u.Scheme {
	case "ws", "wss":
		return raw, nil
	case "http", "https":
	default:
		return "", fmt.Errorf("DevTools URL scheme %q: want ws, wss, http or https: %w", u.Scheme, ErrBadURL)
	}
	ctx, cancel := context.WithTimeout(ctx, resolveTimeout)
	defer cancel()
	v := url.URL{Scheme: u.Scheme, Host: u.Host, Path: "/json/version"}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, v.String(), nil)
	if err != nil {
		return "", fmt.Errorf("resolve %s: %w", u.Host, err)
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Do(req)
	if err != nil {
		return "", fmt.Errorf("resolve %s: %w", u.Host, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("resolve %s: /json/version answered %s", u.Host, res.Status)
	}
	var version struct {
		WS string `json:"webSocketDebuggerUrl"`
	}
	if err := json.NewDecoder(io.LimitReader(res.Body, 64<<10)).Decode(&version); err != nil {
		return "", fmt.Errorf("resolve %s: decode /json/version: %w", u.Host, err)
	}
	ws, err := url.Parse(version.WS)
	if err != nil || ws.Host == "" {
		return "", fmt.Errorf("resolve %s: no websocket URL in /json/version: %w", u.Host, ErrBadURL)
	}
	ws.Host = u.Host
	if u.Scheme == "https" {
		ws.Scheme = "wss"
	}
	return ws.String(), nil
}

// redactWS keeps a websocket URL's scheme and host for messages: its path holds the
// browser's session GUID, which grants control of the browser.
func redactWS(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "the DevTools URL"
	}
	return u.Scheme + "://" + u.Host
}

// dialDevTools opens the DevTools websocket. The dial and the handshake together are
// bounded by connectTimeout and ctx's deadline (rod's handshake alone would wait for an
// answer forever); the deadline is lifted once the connection is up.
func dialDevTools(ctx context.Context, wsURL string) (*cdp.WebSocket, error) {
	u, err := url.Parse(wsURL)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadURL, err)
	}
	if u.Port() == "" && u.Scheme == "wss" {
		u.Host += ":443"
	}
	d := &boundedDialer{tls: u.Scheme == "wss"}
	ws := &cdp.WebSocket{Dialer: d}
	if err := ws.Connect(ctx, u.String(), nil); err != nil {
		if d.conn != nil {
			_ = d.conn.Close()
		}
		return nil, err
	}
	if err := d.conn.SetDeadline(time.Time{}); err != nil {
		_ = ws.Close()
		return nil, err
	}
	return ws, nil
}

// boundedDialer dials TCP (or TLS) and sets a deadline on the connection.
type boundedDialer struct {
	tls  bool
	conn net.Conn
}

// DialContext dials address and sets the connection's deadline to connectTimeout from
// now, or ctx's deadline when that comes first.
func (d *boundedDialer) DialContext(ctx context.Context, network, address string) (net.Conn, error) {
	var (
		c   net.Conn
		err error
	)
	if d.tls {
		c, err = (&tls.Dialer{}).DialContext(ctx, network, address)
	} else {
		c, err = (&net.Dialer{}).DialContext(ctx, network, address)
	}
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(connectTimeout)
	if dl, ok := ctx.Deadline(); ok && dl.Before(deadline) {
		deadline = dl
	}
	if err := c.SetDeadline(deadline); err != nil {
		_ = c.Close()
		return nil, err
	}
	d.conn = c
	return c, nil
}
