package settingsui

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/config"
)

// raw sends one request to the page with the given headers (Host overrides the URL's).
func (r *rig) raw(t *testing.T, method, path string, hdr map[string]string, body url.Values) (int, string, http.Header) {
	t.Helper()
	var req *http.Request
	if body != nil {
		req, _ = http.NewRequest(method, r.srv.Origin()+path, strings.NewReader(body.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else {
		req, _ = http.NewRequest(method, r.srv.Origin()+path, nil)
	}
	for k, v := range hdr {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header
}

// TestRequestsThatAreRefused tries the requests a hostile page, a rebinding DNS name or
// a process without the token would send; each is refused and changes nothing.
func TestRequestsThatAreRefused(t *testing.T) {
	r := start(t, false, nil)
	cookie := CookieName + "=" + r.srv.session
	own := r.srv.Origin()
	form := url.Values{"csrf": {r.srv.csrf}, "enabled": {"on"}}
	cases := []struct {
		name, method, path string
		hdr                map[string]string
		body               url.Values
		code               int
		says               string
	}{
		{"no token, no cookie", "GET", "/", nil, nil, 403, "no session"},
		{"a wrong token", "GET", "/?token=guess", nil, nil, 403, "does not match"},
		{"the stylesheet without a session", "GET", "/app.css", nil, nil, 403, "no session"},
		{"a foreign Host (DNS rebinding)", "GET", "/", map[string]string{"Host": "evil.example:" + port(r), "Cookie": cookie}, nil, 421, "Host header"},
		{"a foreign Host with the token", "GET", "/?token=" + r.srv.token, map[string]string{"Host": "evil.example:" + port(r)}, nil, 421, "Host header"},
		{"a cross-origin POST", "POST", "/typesafe", map[string]string{"Cookie": cookie, "Origin": "http://evil.example"}, form, 403, "cross-origin"},
		{"a same-site, cross-origin POST (another loopback port)", "POST", "/typesafe", map[string]string{"Cookie": cookie, "Origin": "http://127.0.0.1:1"}, form, 403, "cross-origin"},
		{"a POST without Origin", "POST", "/typesafe", map[string]string{"Cookie": cookie}, form, 403, "no Origin"},
		{"a POST from another site per Sec-Fetch-Site", "POST", "/typesafe", map[string]string{"Cookie": cookie, "Origin": own, "Sec-Fetch-Site": "cross-site"}, form, 403, "Sec-Fetch-Site"},
		{"a POST without the CSRF token", "POST", "/typesafe", map[string]string{"Cookie": cookie, "Origin": own}, url.Values{"enabled": {"on"}}, 403, "CSRF"},
		{"a POST with a wrong CSRF token", "POST", "/typesafe", map[string]string{"Cookie": cookie, "Origin": own}, url.Values{"csrf": {"x"}, "enabled": {"on"}}, 403, "CSRF"},
		{"a POST without a session", "POST", "/typesafe", map[string]string{"Origin": own}, form, 403, "no session"},
		{"a key in the URL", "POST", "/key?key=ts_URL-KEY-123", map[string]string{"Cookie": cookie, "Origin": own}, url.Values{"csrf": {r.srv.csrf}}, 400, "only in a POST body"},
		{"a key in a GET", "GET", "/?key=ts_URL-KEY-123", map[string]string{"Cookie": cookie}, nil, 400, "only in a POST body"},
		{"a JSON body", "POST", "/typesafe", map[string]string{"Cookie": cookie, "Origin": own, "Content-Type": "application/json"}, nil, 415, "form post"},
		{"PUT", "PUT", "/typesafe", map[string]string{"Cookie": cookie, "Origin": own}, nil, 405, "only GET and POST"},
	}
	for _, c := range cases {
		code, body, h := r.raw(t, c.method, c.path, c.hdr, c.body)
		if code != c.code || !strings.Contains(body, c.says) {
			t.Errorf("%s: %d %q, want %d saying %q", c.name, code, body, c.code, c.says)
		}
		if h.Get("Cache-Control") != "no-store" || h.Get("Content-Security-Policy") != CSP {
			t.Errorf("%s: the refusal lacks no-store or the CSP: %v", c.name, h)
		}
		t.Logf("%-55s %s %s -> %d %s", c.name, c.method, c.path, code, strings.TrimSpace(body))
	}
	if _, err := os.Stat(r.paths.Global); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("a refused request wrote the config")
	}
	if k, _ := r.store.SavedKey(t.Context()); k != "" {
		t.Fatal("a refused request saved a key")
	}
	if strings.Contains(r.log.String(), "URL-KEY") || strings.Contains(r.log.String(), r.srv.token) {
		t.Fatal("the log holds a key or the token")
	}
	// The same POST from the page itself is accepted: the checks are not refusing everything.
	code, _, h := r.raw(t, "POST", "/typesafe", map[string]string{"Cookie": cookie, "Origin": own, "Sec-Fetch-Site": "same-origin"}, form)
	if code != http.StatusSeeOther || h.Get("Location") != "/#typesafe" {
		t.Fatalf("the page's own POST: %d %v", code, h)
	}
	if s, _ := config.Load(r.paths); !s.TypeSafeEnabled {
		t.Fatal("the page's own POST did not enable the mode")
	}
}

func port(r *rig) string { return r.srv.host[strings.LastIndex(r.srv.host, ":")+1:] }

// TestCrossOriginFormInTheBrowserIsRefused is the attack a real browser allows: the
// user has a session, and another page (on another loopback port: same site, so the
// SameSite cookie goes along) posts a form to the settings page. The Origin check
// refuses it and nothing changes.
func TestCrossOriginFormInTheBrowserIsRefused(t *testing.T) {
	r := start(t, false, nil)
	p := r.open(t)
	evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprintf(w, `<!doctype html><form id=f method=post action="%s/typesafe"><input name=enabled value=on><input name=csrf value=guess></form>
<script>document.getElementById('f').submit()</script>`, r.srv.Origin())
	}))
	defer evil.Close()
	wait := p.WaitNavigation(proto.PageLifecycleEventNameLoad)
	if err := p.Navigate(evil.URL); err != nil {
		t.Fatal(err)
	}
	wait()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(r.log.String(), "POST") && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	mustContain(t, "the server's log", r.log.String(), `"path":"/typesafe","status":403,"message":"refused: cross-origin requests are refused`)
	if _, err := os.Stat(r.paths.Global); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("the cross-origin form wrote the config")
	}
}

// TestEveryAnswerIsNoStoreUnderTheCSP checks the page, its assets and a redirect.
func TestEveryAnswerIsNoStoreUnderTheCSP(t *testing.T) {
	r := start(t, false, nil)
	cookie := map[string]string{"Cookie": CookieName + "=" + r.srv.session}
	for _, path := range []string{"/", "/app.css", "/app.js", "/?token=" + r.srv.token} {
		code, body, h := r.raw(t, "GET", path, cookie, nil)
		if code >= 400 || h.Get("Cache-Control") != "no-store" || h.Get("Content-Security-Policy") != CSP || h.Get("X-Frame-Options") != "DENY" {
			t.Fatalf("GET %s: %d %v", path, code, h)
		}
		if path == "/" && (strings.Contains(body, "http://") || strings.Contains(body, "https://")) {
			t.Fatal("the page refers to another site")
		}
	}
}

// TestLoopbackOnly refuses every address that is not loopback.
func TestLoopbackOnly(t *testing.T) {
	for _, a := range []string{"0.0.0.0:0", ":0", "[::]:0", "192.168.1.5:8080", "example.com:80", "127.0.0.1"} {
		var ae *AddrError
		if _, err := CheckAddr(a); !errors.As(err, &ae) {
			t.Errorf("%s: %v, want an AddrError", a, err)
		}
	}
	for _, a := range []string{"127.0.0.1:0", "localhost:0", "[::1]:0", "127.1.2.3:0"} {
		if _, err := CheckAddr(a); err != nil {
			t.Errorf("%s: %v", a, err)
		}
	}
}

func TestAttachedBrowserIsNotOpened(t *testing.T) {
	dir := t.TempDir()
	proc := func(pid, argv string) {
		if err := os.MkdirAll(filepath.Join(dir, pid), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, pid, "cmdline"), []byte(strings.ReplaceAll(argv, " ", "\x00")+"\x00"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	proc("10", "/usr/bin/bash -l")
	proc("11", "/usr/lib/chromium/chromium --type=renderer --remote-debugging-port=9222")
	proc("12", "/usr/lib/chromium/chromium --remote-debugging-port=0 --user-data-dir=/tmp/rod")
	if a := AttachedBrowser(dir); a != nil {
		t.Fatalf("a helper and a browser on its own profile: %v", a)
	}
	proc("13", "/usr/lib/firefox-esr/firefox-esr --marionette")
	a := AttachedBrowser(dir)
	if a == nil || a.PID != "13" || a.Flag != "--marionette" {
		t.Fatalf("firefox with marionette on its default profile: %+v", a)
	}
	if err := Open(t.Context(), func(string) string { return "" }, "http://127.0.0.1:1/"); !errors.Is(err, ErrNoDesktop) {
		t.Fatalf("no desktop: %v", err)
	}
}
