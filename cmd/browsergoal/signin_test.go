package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

const signInHTML = `<!doctype html><html><head><title>Member area</title></head><body>
<h1>Member sign in</h1>
<form id="f" action="/signed-in" method="post">
<label>Username <input name="username" type="text"></label>
<label>Password <input name="password" type="password"></label>
<button type="submit">Sign in</button>
</form>
<script>
document.addEventListener('input', e => fetch('/effect', {method: 'POST', body: e.target.name + '=' + e.target.value}));
document.getElementById('f').addEventListener('submit', e => { e.preventDefault(); fetch('/effect', {method: 'POST', body: 'submitted'}); });
</script></body></html>`

// TestPasswordStaysOutOfTheUsernameField: through the engine, real Chromium and the
// offline decider, a sign-in goal with a username and a password fills the username only
// and stops: the password field is never offered, and the password is never typed into
// the visible Username field.
func TestPasswordStaysOutOfTheUsernameField(t *testing.T) {
	needChromium(t)
	var mu sync.Mutex
	var effects []string
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, signInHTML)
	})
	mux.HandleFunc("POST /effect", func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		effects = append(effects, string(b))
		mu.Unlock()
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	for _, values := range []string{`["alice","CallerPass-Q9!"]`, `["CallerPass-Q9!","alice"]`} {
		mu.Lock()
		effects = nil
		mu.Unlock()
		r := runCLI(t, "", "run", "--launch", "--url", srv.URL+"/", "--decider", "local", "--request", writeRequest(t,
			`{"goal":"Sign in to the member area with my username and password","text_values":`+values+`,"max_steps":4}`))
		var res fsm.Result
		if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || r.code != 0 {
			t.Fatalf("exit %d: %v\n%s\n%s", r.code, err, r.stdout, r.stderr)
		}
		mu.Lock()
		got := strings.Join(effects, "|")
		mu.Unlock()
		if strings.Contains(got, "CallerPass") || strings.Contains(got, "submitted") || !strings.Contains(got, "username=alice") {
			t.Fatalf("values %s: the page saw %q; want the username only", values, got)
		}
		if res.Status == fsm.StatusPossiblyDone || res.Steps != 1 {
			t.Fatalf("values %s: status %s after %d steps; want a stop after the username", values, res.Status, res.Steps)
		}
	}
}
