package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/golden"
)

// composeHTML is issue 21's page: a message field whose value the page previews as it
// is typed, and a Send button that confirms the message in lower case.
const composeHTML = `<!doctype html><html><head><title>Compose</title></head><body>
<h1>Compose a message</h1>
<label>Message <input id="m" type="text"></label>
<p id="preview"></p>
<button id="send">Send</button>
<p id="status"></p>
<script>
m.addEventListener('input', () => { preview.textContent = 'Preview: ' + m.value; });
send.addEventListener('click', () => { status.textContent = 'Message: ' + m.value.toLowerCase() + ' sent'; });
</script></body></html>`

const secretMessage = "VerySecretText-42"

// fakeKey is a TypeSafe key in the environment; the goal quotes it by mistake.
const fakeKey = "ts_test_Zk3yN0tRealAbCdEf0123"

// recordCompose runs the compose goal in headless Chromium with the offline decider
// and --record, plus flags, and returns the session file's bytes.
func recordCompose(t *testing.T, flags ...string) []byte {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, composeHTML)
	}))
	defer srv.Close()
	file := filepath.Join(t.TempDir(), "s.jsonl")
	req := `{"goal":"Write the message '` + secretMessage + `' and send it (key ` + fakeKey + `)","text_values":["` + secretMessage + `"],"max_steps":4}`
	args := append([]string{"run", "--launch", "--url", srv.URL + "/", "--decider", "local", "--quiet", "--record", file, "--request", writeRequest(t, req)}, flags...)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, args...)
	cmd.Env = append(os.Environ(), "TYPESAFE_API_KEY="+fakeKey)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("browsergoal %v: %v\n%s", flags, err, stderr.String())
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// TestRunRedactsEverySuppliedValue reproduces issue 21 end to end: unredacted, the
// typed message is in the session many times (the goal, the requests, the page's
// preview and confirmation); with --redact or --redact=all, in no case form at all.
// The API key is in none of them. A redacted session replays, or says plainly why not.
func TestRunRedactsEverySuppliedValue(t *testing.T) {
	needChromium(t)
	for _, flags := range [][]string{nil, {"--redact"}, {"--redact=all"}} {
		raw := recordCompose(t, flags...)
		n := bytes.Count(bytes.ToLower(raw), []byte(strings.ToLower(secretMessage)))
		t.Logf("%v: %d occurrences of %q (any case) in %d bytes", flags, n, secretMessage, len(raw))
		if (n == 0) != (flags != nil) {
			t.Errorf("%v: %d occurrences of the value", flags, n)
		}
		if bytes.Contains(raw, []byte(fakeKey)) || !bytes.Contains(raw, []byte("(key [redacted])")) {
			t.Errorf("%v: the session holds the API key, or lost the goal's mention of it", flags)
		}
		if flags == nil {
			continue
		}
		if !bytes.Contains(raw, []byte(`"redaction":"`+map[string]string{"--redact": "values", "--redact=all": "all"}[flags[0]]+`"`)) {
			t.Errorf("%v: the header does not name the mode:\n%s", flags, raw[:bytes.IndexByte(raw, '\n')])
		}
		s, err := golden.ReadSessions(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		_, err = golden.Replay(context.Background(), s[0])
		var re *golden.RedactedReplayError
		if err != nil && !errors.As(err, &re) {
			t.Errorf("%v: a redacted session's replay failed with %v, want success or a *RedactedReplayError", flags, err)
		}
	}
}

// TestRedactNamesItsValues: a --redact value other than values or all is a usage
// error naming both.
func TestRedactNamesItsValues(t *testing.T) {
	r := runCLI(t, "", "run", "--redact=some", "--record", filepath.Join(t.TempDir(), "s.jsonl"), "--launch", "--request", "-")
	if r.code != 2 || !strings.Contains(r.stderr, "--redact must be values or all (--redact alone means values)") {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
}
