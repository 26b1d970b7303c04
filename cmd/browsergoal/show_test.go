package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const goldenSession = "../../golden/testdata/sessions/needs_confirmation--risky-click.jsonl"

func runInProcess(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(context.Background(), args, env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb, getenv: func(string) string { return "" }})
	return code, out.String(), errb.String()
}

// TestShowWritesThePage: show writes the page to -o FILE (flags before or after the
// session) or to stdout, and a session it cannot read exits 1 naming the line, writing
// nothing.
func TestShowWritesThePage(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "page.html")
	for _, args := range [][]string{{"show", "-o", out, goldenSession}, {"show", goldenSession, "-o", out}} {
		os.Remove(out)
		if code, _, stderr := runInProcess(args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		page, err := os.ReadFile(out)
		if err != nil || !bytes.Contains(page, []byte(`<span class="status">needs_confirmation</span>`)) {
			t.Fatalf("%v: %v %.200s", args, err, page)
		}
	}
	if st, _ := os.Stat(out); st.Mode().Perm() != 0o600 {
		t.Errorf("the page's mode is %v, want 0600 like its recording", st.Mode().Perm())
	}
	code, stdout, _ := runInProcess("show", goldenSession)
	if code != 0 || !strings.HasPrefix(stdout, "<!DOCTYPE html>") {
		t.Fatalf("to stdout: exit %d, %.100s", code, stdout)
	}

	raw, _ := os.ReadFile(goldenSession)
	broken := filepath.Join(dir, "broken.jsonl")
	os.WriteFile(broken, raw[:len(raw)/2], 0o600)
	bad := filepath.Join(dir, "bad.html")
	code, stdout, stderr := runInProcess("show", "-o", bad, broken)
	if _, err := os.Stat(bad); code != 1 || stdout != "" || !strings.Contains(stderr, "broken.jsonl: line ") || err == nil {
		t.Fatalf("a broken session: exit %d, stderr %q, page written: %v", code, stderr, err == nil)
	}
	for _, args := range [][]string{{"show"}, {"show", goldenSession, goldenSession}, {"show", "-x", goldenSession}, {"run", "--show", "--launch", "--request", "-"}} {
		if code, _, stderr := runInProcess(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2: %s", args, code, stderr)
		}
	}
}
