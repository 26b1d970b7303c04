package rod

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// resolveTimeout bounds the /json/version request that turns an http DevTools URL into
// the browser's websocket URL.
const resolveTimeout = 5 * time.Second

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
