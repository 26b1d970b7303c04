package viewer

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// WriteFile writes a page to path whole or not at all: the page is rendered in memory,
// written to a temporary file beside path and renamed over it. Like a recording, the
// page holds page content: it is readable by its owner only (mode 0600).
func WriteFile(path string, render func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("writing the page: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		return fmt.Errorf("writing the page %s: %w", path, err)
	}
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return fmt.Errorf("writing the page %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing the page %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing the page %s: %w", path, err)
	}
	return nil
}

// PagePath is where the page for a recorded session goes beside it: the session's path
// with its extension (.jsonl) replaced by .html.
func PagePath(session string) string {
	if filepath.Ext(session) == ".html" {
		return session + ".html"
	}
	return strings.TrimSuffix(session, filepath.Ext(session)) + ".html"
}
