package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// SetComputerEnabled writes agent.mcp.computer.enabled into the config file at path.
func SetComputerEnabled(path string, on bool) error {
	return set(path, KeyComputerEnabled, computerPath, on)
}

// SetTypeSafeEnabled writes the experimental computer-typesafe option's enabled field
// into the config file at path. It never touches the saved key.
func SetTypeSafeEnabled(path string, on bool) error {
	return set(path, KeyTypeSafeEnabled, typeSafePath, on)
}

// SetPermission writes agent.permissions["computer-use"] into the config file at path;
// PermissionUnset removes it, leaving the decision to the server's flag (or the other
// file). A value other than the three is refused.
func SetPermission(path string, p Permission) error {
	switch p {
	case PermissionAllow, PermissionDeny:
		return set(path, KeyPermission, permissionPath, string(p))
	case PermissionUnset:
		return set(path, KeyPermission, permissionPath, nil)
	}
	return &FileError{Path: path, Key: KeyPermission, Problem: `must be "allow", "deny" or unset`}
}

// set changes one key of the file at path, keeping every other member (a host's other
// settings), and writes it back atomically (a missing file is created with mode 0600, its
// directory 0700; an existing file keeps its mode). A nil value removes the key. A file
// that cannot be read as a config file (invalid JSON, a credential in it, a wrong type
// on the way to the key) is refused and left as it is. The file is written with its
// members in sorted order, indented by two spaces.
func set(path, name string, keys []string, value any) error {
	if _, err := ReadFile(path); err != nil {
		return err
	}
	root := map[string]any{}
	mode := fs.FileMode(0o600)
	raw, err := os.ReadFile(path)
	switch {
	case err == nil:
		d := json.NewDecoder(bytes.NewReader(raw))
		d.UseNumber()
		if err := d.Decode(&root); err != nil {
			return &FileError{Path: path, Problem: "is not valid JSON", Err: err}
		}
		if fi, err := os.Stat(path); err == nil {
			mode = fi.Mode().Perm()
		}
	case !errors.Is(err, fs.ErrNotExist):
		return &FileError{Path: path, Problem: "cannot be read", Err: err}
	}
	if err := setAt(root, path, name, keys, value); err != nil {
		return err
	}
	out, err := json.MarshalIndent(root, "", "  ")
	if err != nil {
		return fmt.Errorf("config %s: encoding: %w", path, err)
	}
	return writeAtomic(path, append(out, '\n'), mode)
}

// setAt sets (or, for nil, deletes) the member at keys, creating the objects on the way.
func setAt(obj map[string]any, path, name string, keys []string, value any) error {
	cur := obj
	for i, k := range keys[:len(keys)-1] {
		next, ok := cur[k].(map[string]any)
		if !ok {
			if cur[k] != nil {
				return &FileError{Path: path, Key: name, Problem: fmt.Sprintf("cannot be written: %q is not a JSON object", strings.Join(keys[:i+1], "."))}
			}
			if value == nil {
				return nil
			}
			next = map[string]any{}
			cur[k] = next
		}
		cur = next
	}
	last := keys[len(keys)-1]
	if value == nil {
		delete(cur, last)
	} else {
		cur[last] = value
	}
	return nil
}

// writeAtomic replaces path with data through a temporary file in the same directory.
func writeAtomic(path string, data []byte, mode fs.FileMode) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("config %s: creating its directory: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, "."+FileName+"-*")
	if err != nil {
		return fmt.Errorf("config %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(mode)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("config %s: writing: %w", path, err)
	}
	return nil
}
