// Package credentials is the saved TypeSafe API key: a file readable only by its owner
// (mode 0600, in a 0700 directory) in the user's config directory. There is no OS
// keyring on the headless machines browsergoal runs on, so the file is the store; it is
// never inside a workspace and never part of config.json.
//
// Saving makes no request and does not validate the key with the service (the first
// goal checks it); it only refuses characters no key can hold. TYPESAFE_API_KEY in the
// environment takes precedence over the saved key. The key never appears in an error.
package credentials

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/config"
)

// FileName is the saved key's file name in the user's browsergoal config directory.
const FileName = "typesafe-api-key"

// Store is the saved key's file. It implements jevhttp.CredentialSource.
type Store struct {
	// Path is the key file.
	Path string
}

// DefaultStore is the file in config.UserDir: $XDG_CONFIG_HOME/browsergoal/typesafe-api-key,
// else $HOME/.config/browsergoal/typesafe-api-key.
func DefaultStore(getenv func(string) string) (*Store, error) {
	dir, err := config.UserDir(getenv)
	if err != nil {
		return nil, err
	}
	return &Store{Path: filepath.Join(dir, FileName)}, nil
}

// ErrExposed is returned for a key file that others can read or write.
var ErrExposed = errors.New("the saved key file is accessible to other users")

// Save writes the key (normalised as jevhttp does) with mode 0600, atomically. An empty
// key is refused.
func (s *Store) Save(key string) error {
	k, err := jevhttp.NormalizeKey(key)
	if err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	if k == "" {
		return errors.New("not saved: the key is empty")
	}
	dir := filepath.Dir(s.Path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("creating %s: %w", dir, err)
	}
	tmp, err := os.CreateTemp(dir, "."+FileName+"-*")
	if err != nil {
		return fmt.Errorf("saving the key in %s: %w", dir, err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return fmt.Errorf("saving the key: %w", err)
	}
	if _, err := tmp.WriteString(k + "\n"); err != nil {
		tmp.Close()
		return fmt.Errorf("saving the key: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("saving the key: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("saving the key: %w", err)
	}
	if err := os.Rename(tmp.Name(), s.Path); err != nil {
		return fmt.Errorf("saving the key to %s: %w", s.Path, err)
	}
	return nil
}

// SavedKey returns the saved key, or "" when none is saved. A file that other users can
// read or write is refused (ErrExposed) rather than used.
func (s *Store) SavedKey(context.Context) (string, error) {
	fi, err := os.Stat(s.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("reading the saved key: %w", err)
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return "", fmt.Errorf("%s has mode %04o; run chmod 600 %s: %w", s.Path, fi.Mode().Perm(), s.Path, ErrExposed)
	}
	raw, err := os.ReadFile(s.Path)
	if err != nil {
		return "", fmt.Errorf("reading the saved key: %w", err)
	}
	k, err := jevhttp.NormalizeKey(string(raw))
	if err != nil {
		return "", fmt.Errorf("the saved key in %s: %w", s.Path, err)
	}
	return k, nil
}

// Remove deletes the saved key; removed is false when none was saved.
func (s *Store) Remove() (removed bool, err error) {
	err = os.Remove(s.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("removing the saved key: %w", err)
	}
	return true, nil
}

// Source says where the key a goal would use comes from: jevhttp.KeyFromEnv,
// jevhttp.KeyFromSaved or jevhttp.KeyNone. It never returns the key.
func Source(ctx context.Context, getenv func(string) string, s *Store) (jevhttp.KeySource, error) {
	var saved jevhttp.CredentialSource
	if s != nil {
		saved = s
	}
	_, src, err := jevhttp.ResolveKey(ctx, getenv, saved)
	return src, err
}
