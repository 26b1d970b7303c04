package credentials

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
)

const fakeKey = "ts_FAKE-KEY-never-shown-0123456789"

func TestSaveReadRemoveAndMode(t *testing.T) {
	ctx := context.Background()
	s := &Store{Path: filepath.Join(t.TempDir(), "cfg", "browsergoal", FileName)}
	noEnv := func(string) string { return "" }
	if src, err := Source(ctx, noEnv, s); err != nil || src != jevhttp.KeyNone {
		t.Fatalf("empty store: %s %v", src, err)
	}
	if err := s.Save("  " + fakeKey + "\n"); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(s.Path)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode %v, %v; want 0600", fi.Mode(), err)
	}
	if di, _ := os.Stat(filepath.Dir(s.Path)); di.Mode().Perm() != 0o700 {
		t.Fatalf("key directory mode %v; want 0700", di.Mode())
	}
	if k, err := s.SavedKey(ctx); err != nil || k != fakeKey {
		t.Fatalf("read back %q, %v", k, err)
	}
	if src, _ := Source(ctx, noEnv, s); src != jevhttp.KeyFromSaved {
		t.Fatalf("source %s, want saved", src)
	}
	env := func(k string) string {
		if k == jevhttp.EnvAPIKey {
			return "ts_from-the-environment"
		}
		return ""
	}
	if src, _ := Source(ctx, env, s); src != jevhttp.KeyFromEnv {
		t.Fatalf("source %s, want env (the environment wins)", src)
	}
	if removed, err := s.Remove(); !removed || err != nil {
		t.Fatalf("remove: %v %v", removed, err)
	}
	if removed, err := s.Remove(); removed || err != nil {
		t.Fatalf("second remove: %v %v", removed, err)
	}
	if k, err := s.SavedKey(ctx); k != "" || err != nil {
		t.Fatalf("after remove: %q %v", k, err)
	}
}

func TestRefusals(t *testing.T) {
	s := &Store{Path: filepath.Join(t.TempDir(), FileName)}
	for _, bad := range []string{"", "   ", "two words", "tab\tkey", "ключ"} {
		if err := s.Save(bad); err == nil {
			t.Errorf("saved %q", bad)
		} else if bad != "" && strings.Contains(err.Error(), strings.TrimSpace(bad)) && strings.TrimSpace(bad) != "" {
			t.Errorf("the error echoes the key: %v", err)
		}
	}
	if err := os.WriteFile(s.Path, []byte(fakeKey), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := s.SavedKey(context.Background())
	if !errors.Is(err, ErrExposed) || strings.Contains(err.Error(), fakeKey) {
		t.Fatalf("a world-readable key file: %v", err)
	}
}
