package jevhttp

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/rs/zerolog"
)

// Endpoint defaults and bounds.
const (
	// DefaultBaseURL is the fixed base of the System One API.
	DefaultBaseURL = "https://api.typesafe.ai"
	// EndpointPath is the evaluate endpoint's path below the base.
	EndpointPath = "/v1/systemone"
	// DefaultModel is the model alias used unless one is pinned.
	DefaultModel = "jev-latest"
	// DefaultTimeout is each call's HTTP timeout.
	DefaultTimeout = 8 * time.Second
	// MaxResponseBytes bounds a response body after decoding (128 KiB).
	MaxResponseBytes = 128 << 10
	// RetryBackoff is the wait before the one retry of a failed dial.
	RetryBackoff = 200 * time.Millisecond
	// retryHeadroom is what the deadline must leave beyond RetryBackoff for a retry.
	retryHeadroom = time.Second
	// maxModelLen and maxKeyLen bound the model name and the key.
	maxModelLen, maxKeyLen = 128, 1024
)

// Configuration errors, wrapped by the errors New returns.
var (
	// ErrBaseURLRefused: the base URL is neither the fixed endpoint nor a loopback host.
	ErrBaseURLRefused = errors.New("base URL refused")
	// ErrInvalidModel: the model name is empty, too long or holds whitespace.
	ErrInvalidModel = errors.New("invalid model name")
	// ErrInvalidKey: the key holds whitespace, control or non-ASCII characters.
	ErrInvalidKey = errors.New("invalid API key")
	// ErrInsecureTLS: InsecureSkipVerify was asked for the fixed endpoint.
	ErrInsecureTLS = errors.New("TLS verification cannot be disabled for the fixed endpoint")
)

// APIKey is a TypeSafe API key. It formats, marshals and prints as "[redacted]" in every
// form, so a Config that is logged or printed never shows it.
type APIKey string

// String returns "[redacted]".
func (APIKey) String() string { return redactedText }

// GoString returns "[redacted]".
func (APIKey) GoString() string { return redactedText }

// Format writes "[redacted]" for every verb.
func (APIKey) Format(f fmt.State, _ rune) { _, _ = f.Write([]byte(redactedText)) }

// MarshalText returns "[redacted]".
func (APIKey) MarshalText() ([]byte, error) { return []byte(redactedText), nil }

const redactedText = "[redacted]"

// Config builds a Client. The zero value talks to the fixed endpoint with jev-latest and
// no key (every call then ends in auth_failed).
type Config struct {
	// BaseURL overrides DefaultBaseURL; only a loopback host (127.0.0.0/8, ::1,
	// localhost) over http or https is accepted. A path prefix is kept.
	BaseURL string
	// Model is the model alias or pinned version; empty means DefaultModel.
	Model string
	// Key is the API key; it is trimmed, and an empty key builds a client whose every
	// call fails with auth_failed.
	Key APIKey
	// Timeout is each call's HTTP timeout, always inside the caller's deadline; zero
	// means DefaultTimeout.
	Timeout time.Duration
	// TLSConfig replaces the TLS settings (for example RootCAs for a test server).
	// InsecureSkipVerify is refused unless the base is a loopback override.
	TLSConfig *tls.Config
	// Transport replaces the whole transport (tests). The client still refuses
	// redirects; the transport's own settings are used as given.
	Transport *http.Transport
	// Logger receives debug events; the zero Logger discards them.
	Logger zerolog.Logger
}

// endpoint is a validated base URL.
type endpoint struct {
	url      string // base + EndpointPath
	loopback bool   // an override on this machine
}

// parseBase validates a base URL: empty or the fixed base, or a loopback override.
func parseBase(raw string) (endpoint, error) {
	raw = strings.TrimRight(strings.TrimSpace(raw), "/")
	if raw == "" || raw == DefaultBaseURL {
		return endpoint{url: DefaultBaseURL + EndpointPath}, nil
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return endpoint{}, fmt.Errorf("jevhttp: base URL cannot be parsed as an absolute http(s) URL: %w", ErrBaseURLRefused)
	}
	shown := u.Scheme + "://" + u.Host
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		return endpoint{}, fmt.Errorf("jevhttp: base URL %s: only http or https is allowed: %w", shown, ErrBaseURLRefused)
	case u.User != nil || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "":
		return endpoint{}, fmt.Errorf("jevhttp: base URL %s must not carry credentials, a query or a fragment: %w", shown, ErrBaseURLRefused)
	case !loopbackHost(u.Hostname()):
		return endpoint{}, fmt.Errorf("jevhttp: base URL %s refused: only a loopback host (127.0.0.0/8, ::1, localhost) may replace %s, so the API key is never sent anywhere else: %w",
			shown, DefaultBaseURL, ErrBaseURLRefused)
	}
	return endpoint{url: u.Scheme + "://" + u.Host + u.EscapedPath() + EndpointPath, loopback: true}, nil
}

// loopbackHost reports whether host is localhost or a loopback IP literal.
func loopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	a, err := netip.ParseAddr(host)
	return err == nil && a.Zone() == "" && a.Unmap().IsLoopback()
}

// parseModel validates a model name, defaulting an empty one.
func parseModel(m string) (string, error) {
	if m == "" {
		return DefaultModel, nil
	}
	if len(m) > maxModelLen || !printableASCII(m) {
		return "", fmt.Errorf("jevhttp: model %q must be 1–%d printable ASCII characters without spaces (for example %s or jev-1.13.0): %w",
			truncate(m, maxModelLen), maxModelLen, DefaultModel, ErrInvalidModel)
	}
	return m, nil
}

// NormalizeKey trims a key and checks its characters. An empty result means no key.
// The error never contains the key.
func NormalizeKey(k string) (string, error) {
	k = strings.TrimSpace(k)
	if k == "" {
		return "", nil
	}
	if len(k) > maxKeyLen || !printableASCII(k) {
		return "", fmt.Errorf("jevhttp: the TypeSafe API key holds whitespace, control or non-ASCII characters, or is longer than %d; copy it again without them: %w", maxKeyLen, ErrInvalidKey)
	}
	return k, nil
}

// printableASCII reports whether s is non-empty visible ASCII (no space, no control).
func printableASCII(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}
