package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFormatsAndResultPath(t *testing.T) {
	for _, f := range []string{"dot", "mermaid", "json"} {
		var out, errb bytes.Buffer
		if code := run([]string{"-format", f}, &out, &errb); code != 0 || out.Len() == 0 {
			t.Fatalf("-format %s: exit %d, %s", f, code, errb.String())
		}
		if f == "json" && !json.Valid(out.Bytes()) {
			t.Fatal("-format json is not JSON")
		}
	}
	res := filepath.Join(t.TempDir(), "result.json")
	os.WriteFile(res, []byte(`{"status":"no_match","path":["Observing","Proposing","no_match"]}`), 0o600)
	var out, errb bytes.Buffer
	if code := run([]string{"-format", "mermaid", "-result", res}, &out, &errb); code != 0 || !strings.Contains(out.String(), "class Observing,Proposing,no_match visited") {
		t.Fatalf("exit %d: %s%s", code, out.String(), errb.String())
	}
	os.WriteFile(res, []byte(`{"path":["Observing","Dispatching"]}`), 0o600)
	if code := run([]string{"-format", "dot", "-result", res}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "no edge Observing → Dispatching") {
		t.Fatalf("a path the table refuses: exit %d, %s", code, errb.String())
	}
	if code := run([]string{"-format", "svg"}, &out, &errb); code != 2 {
		t.Fatalf("unknown format: exit %d", code)
	}
}
