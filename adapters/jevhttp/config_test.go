package jevhttp

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/fsm"
)

func TestBaseURLOverride(t *testing.T) {
	refused := []string{
		"https://example.com", "http://10.0.0.1", "https://127.0.0.1.evil.com", "https://localhost.evil.com",
		"http://api.typesafe.ai", "https://api.typesafe.ai.evil.com", "https://api.typesafe.ai/other",
		"http://127.1", "http://0x7f.0.0.1", "http://[::2]", "http://[fe80::1%25lo]", "http://0.0.0.0:8080",
		"ftp://127.0.0.1", "http://user:pw@127.0.0.1", "http://127.0.0.1/?q=1", "http://127.0.0.1/#f",
		"127.0.0.1:8080", "localhost", "//127.0.0.1", "http://",
	}
	for _, raw := range refused {
		if _, err := New(Config{BaseURL: raw}); !errors.Is(err, ErrBaseURLRefused) {
			t.Errorf("New(%q) = %v, want ErrBaseURLRefused", raw, err)
		}
	}
	accepted := map[string]string{
		"":                                DefaultBaseURL + EndpointPath,
		"https://api.typesafe.ai/":        DefaultBaseURL + EndpointPath,
		"http://127.0.0.1:8080":           "http://127.0.0.1:8080" + EndpointPath,
		"https://127.5.6.7":               "https://127.5.6.7" + EndpointPath,
		"http://[::1]:9000/":              "http://[::1]:9000" + EndpointPath,
		"http://localhost:11434":          "http://localhost:11434" + EndpointPath,
		"https://LOCALHOST/typesafe/":     "https://LOCALHOST/typesafe" + EndpointPath,
		"  http://127.0.0.1:1/prefix//  ": "http://127.0.0.1:1/prefix" + EndpointPath,
	}
	for raw, want := range accepted {
		c, err := New(Config{BaseURL: raw})
		if err != nil || c.endpoint != want {
			t.Errorf("New(%q): endpoint %v, %v; want %s", raw, c, err, want)
		}
	}
}

func TestRefusedBaseURLMessage(t *testing.T) {
	_, err := New(Config{BaseURL: "https://example.com/v1"})
	if err == nil || !strings.Contains(err.Error(), "loopback") || !strings.Contains(err.Error(), "https://example.com") {
		t.Errorf("err = %v", err)
	}
}

// TestRefusedEnvBaseURLNamesTheVariable: a user who set TYPESAFE_BASE_URL learns which
// setting was refused.
func TestRefusedEnvBaseURLNamesTheVariable(t *testing.T) {
	env := map[string]string{EnvBaseURL: "https://example.com", EnvAPIKey: "ts_FAKE-never-shown"}
	_, err := FromEnv(context.Background(), func(k string) string { return env[k] }, nil, zerolog.Nop())
	if !errors.Is(err, ErrBaseURLRefused) || !strings.Contains(err.Error(), EnvBaseURL) || strings.Contains(err.Error(), "ts_FAKE") {
		t.Fatalf("err = %v; want ErrBaseURLRefused naming %s", err, EnvBaseURL)
	}
}

func TestModel(t *testing.T) {
	for _, m := range []string{"jev-1.13.0", "jev-preview", "clef:cloud"} {
		if c, err := New(Config{Model: m}); err != nil || c.Model() != m {
			t.Errorf("New(model %q) = %v", m, err)
		}
	}
	if c, _ := New(Config{}); c.Model() != DefaultModel {
		t.Errorf("default model = %q", c.Model())
	}
	for _, m := range []string{"jev latest", "\tjev", "jév", "jev\x00", strings.Repeat("j", 200)} {
		if _, err := New(Config{Model: m}); !errors.Is(err, ErrInvalidModel) {
			t.Errorf("New(model %q) = %v, want ErrInvalidModel", m, err)
		}
	}
}

func TestKeyNormalization(t *testing.T) {
	if k, err := NormalizeKey("  ts_abc123 \n"); err != nil || k != "ts_abc123" {
		t.Errorf("NormalizeKey = %q, %v", k, err)
	}
	if k, err := NormalizeKey(" \t "); err != nil || k != "" {
		t.Errorf("blank key = %q, %v", k, err)
	}
	for _, bad := range []string{"ts_SECRETa b", "ts_SECRET\x00x", "ts_SECRET\x7fx", "ts_SECRETé", "ts_SECRET\u200bx", "ts_SECRET\r\nX-Evil: 1"} {
		_, err := NormalizeKey(bad)
		if !errors.Is(err, ErrInvalidKey) || strings.Contains(err.Error(), "SECRET") {
			t.Errorf("NormalizeKey(%q) = %v", bad, err)
		}
		if _, err := New(Config{Key: APIKey(bad)}); !errors.Is(err, ErrInvalidKey) {
			t.Errorf("New accepted key %q: %v", bad, err)
		}
	}
}

// env is a getenv over a map.
func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func savedKey(k string, err error) CredentialSource {
	return CredentialFunc(func(context.Context) (string, error) { return k, err })
}

func TestResolveKey(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name    string
		env     string
		saved   CredentialSource
		key     string
		source  KeySource
		wantErr bool
	}{
		{"env beats saved", " ts_env ", savedKey("ts_saved", nil), "ts_env", KeyFromEnv, false},
		{"blank env falls back to saved", "  ", savedKey(" ts_saved\n", nil), "ts_saved", KeyFromSaved, false},
		{"no saved source", "", nil, "", KeyNone, false},
		{"nothing saved", "", savedKey("", nil), "", KeyNone, false},
		{"invalid env does not fall back", "ts_a b", savedKey("ts_saved", nil), "", KeyNone, true},
		{"invalid saved", "", savedKey("ts_\x01", nil), "", KeyNone, true},
		{"store failure", "", savedKey("", errors.New("keyring locked")), "", KeyNone, true},
		{"env used even when the store fails", "ts_env", savedKey("", errors.New("keyring locked")), "ts_env", KeyFromEnv, false},
	}
	for _, tc := range cases {
		k, src, err := ResolveKey(ctx, env(map[string]string{EnvAPIKey: tc.env}), tc.saved)
		if k != tc.key || src != tc.source || (err != nil) != tc.wantErr {
			t.Errorf("%s: ResolveKey = %q, %s, %v", tc.name, k, src, err)
		}
	}
}

func TestKeyAvailable(t *testing.T) {
	ctx := context.Background()
	none := env(nil)
	if KeyAvailable(ctx, none, nil) || KeyAvailable(ctx, none, savedKey(" ", nil)) || KeyAvailable(ctx, none, savedKey("k", errors.New("x"))) {
		t.Error("KeyAvailable without a key")
	}
	if !KeyAvailable(ctx, env(map[string]string{EnvAPIKey: "ts_x"}), nil) || !KeyAvailable(ctx, none, savedKey("ts_y", nil)) {
		t.Error("KeyAvailable missed a key")
	}
}

func TestFromEnv(t *testing.T) {
	ctx := context.Background()
	c, err := FromEnv(ctx, env(map[string]string{EnvAPIKey: "ts_k", EnvModel: " jev-1.13.0 ", EnvBaseURL: "http://127.0.0.1:9"}), nil, zerolog.Nop())
	if err != nil || c.Model() != "jev-1.13.0" || !c.HasKey() || c.endpoint != "http://127.0.0.1:9"+EndpointPath {
		t.Fatalf("FromEnv = %+v, %v", c, err)
	}
	if _, err := FromEnv(ctx, env(map[string]string{EnvBaseURL: "https://evil.example"}), nil, zerolog.Nop()); !errors.Is(err, ErrBaseURLRefused) {
		t.Errorf("FromEnv accepted a remote override: %v", err)
	}
	c, err = FromEnv(ctx, env(nil), nil, zerolog.Nop())
	if err != nil || c.HasKey() || c.Model() != DefaultModel || c.endpoint != DefaultBaseURL+EndpointPath {
		t.Errorf("FromEnv without anything = %+v, %v", c, err)
	}
}

func TestNoKeyStopsBeforeAnyRequest(t *testing.T) {
	f := newFake(t, false, nil)
	cfg, err := ConfigFromEnv(context.Background(), env(map[string]string{EnvBaseURL: f.srv.URL}), savedKey("", nil), zerolog.Nop())
	if err != nil {
		t.Fatal(err)
	}
	cfg.TLSConfig = &tls.Config{RootCAs: f.rootCAs()}
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Select(context.Background(), selectionRequest(2))
	de := assertClass(t, err, fsm.StatusAuthFailed)
	if !errors.Is(err, ErrNoKey) || !strings.Contains(de.Message, EnvAPIKey) || !strings.Contains(de.Message, "save a key") {
		t.Errorf("err = %v", err)
	}
	_, err = c.AssessRisk(context.Background(), fsm.RiskRequest{Candidate: candidate(1)})
	assertClass(t, err, fsm.StatusAuthFailed)
	if f.hits.Load() != 0 || f.conns.Load() != 0 {
		t.Errorf("the server was contacted without a key: %d hits, %d connections", f.hits.Load(), f.conns.Load())
	}
}

func TestInsecureTLSOnlyForLoopback(t *testing.T) {
	insecure := &tls.Config{InsecureSkipVerify: true} //nolint:gosec // the point of the test
	if _, err := New(Config{TLSConfig: insecure}); !errors.Is(err, ErrInsecureTLS) {
		t.Errorf("fixed endpoint accepted InsecureSkipVerify: %v", err)
	}
	if _, err := New(Config{BaseURL: "https://127.0.0.1:8443", TLSConfig: insecure}); err != nil {
		t.Errorf("loopback refused InsecureSkipVerify: %v", err)
	}
}

func TestAPIKeyNeverFormats(t *testing.T) {
	const secret = "ts_FORMATCANARY_1234"
	cfg := Config{Key: secret, BaseURL: "http://127.0.0.1:1"}
	j, _ := json.Marshal(struct{ Key APIKey }{cfg.Key})
	for _, s := range []string{
		fmt.Sprint(cfg), fmt.Sprintf("%+v", cfg), fmt.Sprintf("%#v", cfg), fmt.Sprintf("%s|%q|%x|%v|%d", cfg.Key, cfg.Key, cfg.Key, cfg.Key, cfg.Key),
		string(j),
	} {
		if strings.Contains(s, "FORMATCANARY") {
			t.Errorf("the key shows: %s", s)
		}
	}
}
