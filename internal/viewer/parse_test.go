package viewer

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

const openLink = sessionsDir + "/possibly_done--open-link.jsonl"

// TestBrokenSessionsNameTheLine: a file the viewer cannot read is an error naming the
// line and the problem, never a half page.
func TestBrokenSessionsNameTheLine(t *testing.T) {
	raw := readFile(t, openLink)
	lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
	n := len(lines)
	cut := strings.Join(lines[:n-1], "\n") + "\n"
	for _, c := range []struct {
		name string
		raw  []byte
		line int
		want string
	}{
		{"truncated mid-line", raw[:len(raw)-40], n, "not a JSON object (a broken or truncated line)"},
		{"cut after a whole line", []byte(cut), n - 1, "ends here without its result entry"},
		{"garbage in the middle", replaceLine(raw, 7, func(string) string { return "{not json" }), 7, "not a JSON object"},
		{"a field of the wrong type", replaceLine(raw, 3, func(string) string { return `{"kind":"clock","ns":"soon"}` }), 3, "not a session entry"},
		{"an entry lacking its fields", replaceLine(raw, 6, func(string) string { return `{"kind":"observe"}` }), 6, `a "observe" entry lacks its fields`},
		{"no header", raw[bytes.IndexByte(raw, '\n')+1:], 1, "where the session's header must come"},
		{"another format", replaceLine(raw, 1, func(l string) string { return strings.Replace(l, "browsergoal-session/1", "browsergoal-session/9", 1) }), 1, `format "browsergoal-session/9"`},
		{"two sessions", append(append([]byte{}, raw...), raw...), n + 1, "an entry after the session's result"},
		{"empty", nil, 1, "empty"},
	} {
		_, err := Read(bytes.NewReader(c.raw), "s.jsonl")
		var le *LineError
		if !errors.As(err, &le) || le.Line != c.line || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), fmt.Sprintf("line %d: ", c.line)) {
			t.Errorf("%s: got %v, want line %d: …%s…", c.name, err, c.line, c.want)
		}
	}
	if _, err := ReadFile("testdata/nope.jsonl"); err == nil || !strings.Contains(err.Error(), "nope.jsonl") {
		t.Errorf("a missing file: %v", err)
	}
}

// TestUnknownFieldsAreShown: fields and entry kinds the page has no view for (a later
// decider's explanation) are kept and drawn as key/value blocks, never dropped.
func TestUnknownFieldsAreShown(t *testing.T) {
	raw := readFile(t, openLink)
	i := bytes.Index(raw, []byte(`"answer":{`))
	explain := `"answer":{"explain":{"reading":{"verb":"open","object":"Other page"},"rules":[{"rule":"name_match","weight":0.8}]},`
	raw = append(append(append([]byte{}, raw[:i]...), explain...), raw[i+len(`"answer":{`):]...)
	raw = bytes.Replace(raw, []byte(`{"kind":"clock","ns":0}`), []byte(`{"kind":"explain","step":1,"note":"from a later engine"}`), 1)
	s, err := Read(bytes.NewReader(raw), "s.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, e := range s.Events {
		for _, f := range e.Extra {
			paths = append(paths, f.Path)
		}
	}
	if got := strings.Join(paths, " "); got != "note step answer.explain" {
		t.Fatalf("unknown fields: %q", got)
	}
	page := render(t, "s.jsonl", raw)
	for _, want := range []string{"answer.explain", "<dt>verb</dt><dd>open</dd>", "name_match", "explain (line 3).note", "from a later engine", "1 entries of kinds this version does not know"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

// TestOtherEngineAndTable: a session recorded by another engine or under another table
// says so.
func TestOtherEngineAndTable(t *testing.T) {
	raw := replaceLine(readFile(t, openLink), 1, func(l string) string {
		l = strings.Replace(l, `"engine":"0.1.0"`, `"engine":"0.0.9"`, 1)
		return strings.Replace(l, `"graph":"sha256:`, `"graph":"sha256:0`, 1)
	})
	page := render(t, "s.jsonl", raw)
	for _, want := range []string{"Recorded by engine 0.0.9; this page was written by engine", "Recorded under another transition table"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if page := render(t, "s.jsonl", readFile(t, openLink)); strings.Contains(page, `class="banner`) {
		t.Error("a session of this engine and table got a banner")
	}
}

// TestRedactedShowsDigests: a redacted session's page shows the digests, marked as such,
// and never the value.
func TestRedactedShowsDigests(t *testing.T) {
	raw := redactedSession(t)
	if bytes.Contains(raw, []byte(secret)) {
		t.Fatal("the recorder left the value in the session (issue 21's business, not the page's)")
	}
	page := render(t, "redacted.jsonl", raw)
	for _, want := range []string{"Recorded with --redact", `<span class="digest" title="the digest of a redacted value">redacted-`, "?redacted=<span class=\"digest\""} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(page, secret) || strings.Contains(page, "private") {
		t.Error("the page holds a redacted value")
	}
}
