package jevhttp

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/rs/zerolog"
)

// The environment variables FromEnv and ConfigFromEnv read.
const (
	// EnvAPIKey holds the API key; it takes precedence over a saved key.
	EnvAPIKey = "TYPESAFE_API_KEY"
	// EnvBaseURL overrides the base URL, with a loopback host only.
	EnvBaseURL = "TYPESAFE_BASE_URL"
	// EnvModel pins the model (default jev-latest).
	EnvModel = "TYPESAFE_MODEL"
)

// CredentialSource gives the saved API key, from the server's credential store.
type CredentialSource interface {
	// SavedKey returns the saved key, or "" when none is saved.
	SavedKey(ctx context.Context) (string, error)
}

// CredentialFunc adapts a function to CredentialSource.
type CredentialFunc func(ctx context.Context) (string, error)

// SavedKey calls f.
func (f CredentialFunc) SavedKey(ctx context.Context) (string, error) { return f(ctx) }

// KeySource says where a resolved key came from.
type KeySource string

// Key sources.
const (
	KeyFromEnv   KeySource = "env"
	KeyFromSaved KeySource = "saved"
	KeyNone      KeySource = "none"
)

// ResolveKey picks the key: TYPESAFE_API_KEY when it is not blank, else the saved key
// (saved may be nil). The key is normalised with NormalizeKey; an invalid environment key
// is an error rather than a silent fall-back to the saved one. Errors never hold the key.
func ResolveKey(ctx context.Context, getenv func(string) string, saved CredentialSource) (string, KeySource, error) {
	if env := strings.TrimSpace(getenv(EnvAPIKey)); env != "" {
		k, err := NormalizeKey(env)
		if err != nil {
			return "", KeyNone, fmt.Errorf("%s: %w", EnvAPIKey, err)
		}
		return k, KeyFromEnv, nil
	}
	if saved == nil {
		return "", KeyNone, nil
	}
	s, err := saved.SavedKey(ctx)
	if err != nil {
		return "", KeyNone, fmt.Errorf("jevhttp: reading the saved TypeSafe key: %w", err)
	}
	k, err := NormalizeKey(s)
	if err != nil {
		return "", KeyNone, fmt.Errorf("saved key: %w", err)
	}
	if k == "" {
		return "", KeyNone, nil
	}
	return k, KeyFromSaved, nil
}

// KeyAvailable reports whether a key is configured, in the environment or saved, so a
// caller can choose between this decider and an offline one. A configured key that is
// malformed still counts (FromEnv then reports it); a credential store that fails does
// not.
func KeyAvailable(ctx context.Context, getenv func(string) string, saved CredentialSource) bool {
	if strings.TrimSpace(getenv(EnvAPIKey)) != "" {
		return true
	}
	if saved == nil {
		return false
	}
	s, err := saved.SavedKey(ctx)
	return err == nil && strings.TrimSpace(s) != ""
}

// ConfigFromEnv builds a Config from TYPESAFE_API_KEY (or the saved key),
// TYPESAFE_BASE_URL and TYPESAFE_MODEL. The caller may add TLS settings before New.
func ConfigFromEnv(ctx context.Context, getenv func(string) string, saved CredentialSource, logger zerolog.Logger) (Config, error) {
	key, src, err := ResolveKey(ctx, getenv, saved)
	if err != nil {
		return Config{}, err
	}
	logger.Debug().Str("key_source", string(src)).Bool("base_override", getenv(EnvBaseURL) != "").
		Msg("typesafe decider configured from the environment")
	return Config{
		BaseURL: getenv(EnvBaseURL),
		Model:   strings.TrimSpace(getenv(EnvModel)),
		Key:     APIKey(key),
		Logger:  logger,
	}, nil
}

// FromEnv builds a Client from the environment (see ConfigFromEnv) and validates it with
// New. With no key anywhere it still returns a Client, whose calls end in auth_failed.
// A refused base URL is reported with the variable's name, TYPESAFE_BASE_URL.
func FromEnv(ctx context.Context, getenv func(string) string, saved CredentialSource, logger zerolog.Logger) (*Client, error) {
	cfg, err := ConfigFromEnv(ctx, getenv, saved, logger)
	if err != nil {
		return nil, err
	}
	c, err := New(cfg)
	if errors.Is(err, ErrBaseURLRefused) {
		return nil, fmt.Errorf("%s refused (unset it to use %s): %w", EnvBaseURL, DefaultBaseURL, err)
	}
	return c, err
}
