// Package config reads browsergoal's global and workspace config.json: whether the
// computer tools and the TypeSafe browser mode are enabled, and the session's
// computer-use permission. The workspace file overrides the global one key by key. A
// config file never holds an API key: one that does is refused.
package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// AppDir is browsergoal's directory name under the user's config directory and the
// workspace's directory name (with a leading dot).
const AppDir = "browsergoal"

// FileName is the config file's name in both places.
const FileName = "config.json"

// The keys browsergoal reads, as dotted paths (the handbook's names).
const (
	KeyComputerEnabled = "agent.mcp.computer.enabled"
	KeyTypeSafeEnabled = `agent.experimental.options["computer-typesafe"].enabled`
	KeyPermission      = `agent.permissions["computer-use"]`
)

// Permission is the session's computer-use permission as a config file sets it.
type Permission string

// Permission values. Unset leaves the decision to the server's flag.
const (
	PermissionUnset Permission = ""
	PermissionAllow Permission = "allow"
	PermissionDeny  Permission = "deny"
)

// Paths are the two config files. Either may be empty (not read); a missing file is
// simply no settings.
type Paths struct {
	Global    string
	Workspace string
}

// UserDir is browsergoal's directory in the user's config directory:
// $XDG_CONFIG_HOME/browsergoal, else $HOME/.config/browsergoal.
func UserDir(getenv func(string) string) (string, error) {
	if x := getenv("XDG_CONFIG_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, AppDir), nil
	}
	home := getenv("HOME")
	if home == "" || !filepath.IsAbs(home) {
		return "", errors.New("config: neither XDG_CONFIG_HOME nor HOME is an absolute path; cannot locate the user's config directory")
	}
	return filepath.Join(home, ".config", AppDir), nil
}

// DefaultPaths are the global file in UserDir and the workspace file
// <workspace>/.browsergoal/config.json.
func DefaultPaths(getenv func(string) string, workspace string) (Paths, error) {
	dir, err := UserDir(getenv)
	if err != nil {
		return Paths{}, err
	}
	p := Paths{Global: filepath.Join(dir, FileName)}
	if workspace != "" {
		p.Workspace = WorkspaceFile(workspace)
	}
	return p, nil
}

// WorkspaceFile is the workspace config file of a workspace directory.
func WorkspaceFile(workspace string) string {
	return filepath.Join(workspace, "."+AppDir, FileName)
}

// Settings are the effective settings after merging.
type Settings struct {
	// ComputerEnabled is agent.mcp.computer.enabled (default true: running the server is
	// enabling it; false turns every tool off).
	ComputerEnabled bool `json:"computer_enabled"`
	// TypeSafeEnabled is the experimental computer-typesafe option (default false: the
	// mode is off until enabled).
	TypeSafeEnabled bool `json:"typesafe_enabled"`
	// Permission is agent.permissions["computer-use"], when a file sets it.
	Permission Permission `json:"permission,omitempty"`
}

// FileSettings are one file's settings; a nil field (or PermissionUnset) is not set
// in that file.
type FileSettings struct {
	ComputerEnabled *bool
	TypeSafeEnabled *bool
	Permission      Permission
}

// Load reads both files and merges them: the workspace overrides the global key by key,
// except that a "deny" permission in either file wins over an "allow" in the other.
// Errors name the file and the key; they never echo a value.
func Load(p Paths) (Settings, error) {
	s := Settings{ComputerEnabled: true}
	for _, path := range []string{p.Global, p.Workspace} {
		if path == "" {
			continue
		}
		l, err := ReadFile(path)
		if err != nil {
			return Settings{}, err
		}
		if l.ComputerEnabled != nil {
			s.ComputerEnabled = *l.ComputerEnabled
		}
		if l.TypeSafeEnabled != nil {
			s.TypeSafeEnabled = *l.TypeSafeEnabled
		}
		if l.Permission != PermissionUnset && s.Permission != PermissionDeny {
			s.Permission = l.Permission
		}
	}
	return s, nil
}

// FileError is a config file that cannot be used, naming the file and the key.
type FileError struct {
	Path    string
	Key     string
	Problem string
	Err     error
}

func (e *FileError) Error() string {
	if e.Key == "" {
		return fmt.Sprintf("config %s: %s", e.Path, e.Problem)
	}
	return fmt.Sprintf("config %s: %s %s", e.Path, e.Key, e.Problem)
}

// Unwrap returns the cause.
func (e *FileError) Unwrap() error { return e.Err }

// ErrKeyInConfig is wrapped by the FileError of a config file that holds a credential.
var ErrKeyInConfig = errors.New("API keys are never read from config.json")

// ReadFile reads one config file's own settings (a missing file sets nothing). A file
// that is not valid JSON, holds a credential, or has a value of the wrong type is a
// *FileError naming the file and the key, never the value.
func ReadFile(path string) (FileSettings, error) {
	obj, err := readObject(path)
	if err != nil || obj == nil {
		return FileSettings{}, err
	}
	var l FileSettings
	if l.ComputerEnabled, err = boolAt(obj, path, KeyComputerEnabled, computerPath...); err != nil {
		return FileSettings{}, err
	}
	if l.TypeSafeEnabled, err = boolAt(obj, path, KeyTypeSafeEnabled, typeSafePath...); err != nil {
		return FileSettings{}, err
	}
	v, found, err := valueAt(obj, path, KeyPermission, permissionPath...)
	if err != nil || !found {
		return l, err
	}
	switch p, _ := v.(string); Permission(p) {
	case PermissionAllow, PermissionDeny:
		l.Permission = Permission(p)
	default:
		return FileSettings{}, &FileError{Path: path, Key: KeyPermission, Problem: `must be "allow" or "deny"`}
	}
	return l, nil
}

// The object paths of the three keys.
var (
	computerPath   = []string{"agent", "mcp", "computer", "enabled"}
	typeSafePath   = []string{"agent", "experimental", "options", "computer-typesafe", "enabled"}
	permissionPath = []string{"agent", "permissions", "computer-use"}
)

// readObject reads a config file's JSON object; a missing file is nil. A file holding a
// credential is refused.
func readObject(path string) (map[string]any, error) {
	raw, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &FileError{Path: path, Problem: "cannot be read", Err: err}
	}
	var root any
	if err := json.Unmarshal(raw, &root); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, &FileError{Path: path, Problem: fmt.Sprintf("is not valid JSON (at byte %d)", se.Offset)}
		}
		return nil, &FileError{Path: path, Problem: "is not valid JSON"}
	}
	obj, ok := root.(map[string]any)
	if !ok {
		return nil, &FileError{Path: path, Problem: "must hold a JSON object"}
	}
	if where := findCredential(obj); where != "" {
		return nil, &FileError{Path: path, Key: where,
			Problem: "looks like a credential: " + ErrKeyInConfig.Error() + "; remove it and use `browsergoal key set` or TYPESAFE_API_KEY",
			Err:     ErrKeyInConfig}
	}
	return obj, nil
}

// valueAt walks obj along keys; an intermediate value that is not an object is an error.
func valueAt(obj map[string]any, path, name string, keys ...string) (any, bool, error) {
	cur := obj
	for i, k := range keys {
		v, ok := cur[k]
		if !ok || v == nil {
			return nil, false, nil
		}
		if i == len(keys)-1 {
			return v, true, nil
		}
		next, ok := v.(map[string]any)
		if !ok {
			return nil, false, &FileError{Path: path, Key: name, Problem: fmt.Sprintf("cannot be read: %q must be a JSON object", strings.Join(keys[:i+1], "."))}
		}
		cur = next
	}
	return nil, false, nil
}

func boolAt(obj map[string]any, path, name string, keys ...string) (*bool, error) {
	v, found, err := valueAt(obj, path, name, keys...)
	if err != nil || !found {
		return nil, err
	}
	b, ok := v.(bool)
	if !ok {
		return nil, &FileError{Path: path, Key: name, Problem: "must be true or false"}
	}
	return &b, nil
}
