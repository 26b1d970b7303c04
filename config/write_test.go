package config

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSetKeepsTheRestAndIsReadBack(t *testing.T) {
	p := write(t, `{"agent":{"mcp":{"computer":{"type":"local","command":["builtin","computer"]},"other":{"token":"theirs"}}},"theme":"dark","n":12345678901234567890}`)
	if err := SetTypeSafeEnabled(p, true); err != nil {
		t.Fatal(err)
	}
	if err := SetComputerEnabled(p, false); err != nil {
		t.Fatal(err)
	}
	if err := SetPermission(p, PermissionDeny); err != nil {
		t.Fatal(err)
	}
	l, err := ReadFile(p)
	if err != nil || l.ComputerEnabled == nil || *l.ComputerEnabled || l.TypeSafeEnabled == nil || !*l.TypeSafeEnabled || l.Permission != PermissionDeny {
		t.Fatalf("%+v, %v", l, err)
	}
	raw, _ := os.ReadFile(p)
	for _, want := range []string{`"theme": "dark"`, `"token": "theirs"`, `"command": [`, "12345678901234567890"} {
		if !strings.Contains(string(raw), want) {
			t.Fatalf("the rewrite lost %s:\n%s", want, raw)
		}
	}
	if err := SetPermission(p, PermissionUnset); err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	if err := json.Unmarshal(mustRead(t, p), &root); err != nil {
		t.Fatal(err)
	}
	if perms := root["agent"].(map[string]any)["permissions"].(map[string]any); len(perms) != 0 {
		t.Fatalf("unset left %v", perms)
	}
}

func TestSetCreatesAMissingFilePrivately(t *testing.T) {
	p := filepath.Join(t.TempDir(), "ws", "."+AppDir, FileName)
	if err := SetPermission(p, PermissionUnset); err != nil {
		t.Fatal(err)
	}
	if err := SetTypeSafeEnabled(p, true); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(p)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("%v %v", fi, err)
	}
	if s, err := Load(Paths{Workspace: p}); err != nil || !s.TypeSafeEnabled {
		t.Fatalf("%+v %v", s, err)
	}
}

func TestSetRefusesAFileItCannotRead(t *testing.T) {
	for body, want := range map[string]string{
		`{"agent":`: "is not valid JSON",
		`{"agent":{"mcp":{"computer":{"apiKey":"ts_x"}}}}`: "looks like a credential",
		`{"agent":{"mcp":"on"}}`:                           "must be a JSON object",
	} {
		p := write(t, body)
		err := SetComputerEnabled(p, true)
		var fe *FileError
		if !errors.As(err, &fe) || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "ts_x") {
			t.Errorf("%s: %v, want a FileError saying %q", body, err, want)
		}
		if got := string(mustRead(t, p)); got != body {
			t.Errorf("%s: the refused file was changed to %s", body, got)
		}
	}
	if err := SetPermission(write(t, `{}`), "maybe"); err == nil {
		t.Fatal("an unknown permission was written")
	}
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
