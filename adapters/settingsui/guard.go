package settingsui

import (
	"crypto/subtle"
	"net"
	"net/http"
	"strings"
)

// CookieName is the session cookie's name.
const CookieName = "browsergoal_settings"

// CSP is the page's Content-Security-Policy: its own script and stylesheet only, no
// other fetch, no frame, forms posting only to itself.
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; " +
	"frame-ancestors 'none'; base-uri 'none'; connect-src 'none'"

// maxBody bounds a POST body (a form with a key is far smaller).
const maxBody = 16 << 10

// headers are set on every answer, refusals included.
func headers(h http.Header) {
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Security-Policy", CSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "same-origin") // "no-referrer" would make a form post's Origin "null"
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
}

// allowed runs the checks every request must pass, answering the refusal itself when
// one fails: the Host header names this listener (no DNS rebinding); an Origin, when
// sent, is this page's own, and a POST must send it; the URL carries no key; and the
// request carries the session cookie, or the per-launch token, which is exchanged for
// the cookie by a redirect that drops it from the address bar.
func (s *Server) allowed(w http.ResponseWriter, r *http.Request) bool {
	if !s.hostOK(r.Host) {
		s.refuse(w, r, http.StatusMisdirectedRequest, "the Host header must name this loopback listener ("+s.host+")")
		return false
	}
	origin := r.Header.Get("Origin")
	if origin != "" && !s.originOK(origin) {
		s.refuse(w, r, http.StatusForbidden, "cross-origin requests are refused (the Origin is not this page)")
		return false
	}
	if r.Method == http.MethodPost && origin == "" {
		s.refuse(w, r, http.StatusForbidden, "a change must come from this page (the POST carries no Origin header)")
		return false
	}
	if site := r.Header.Get("Sec-Fetch-Site"); r.Method == http.MethodPost && site != "" && site != "same-origin" {
		s.refuse(w, r, http.StatusForbidden, "a change must come from this page (Sec-Fetch-Site is "+site+")")
		return false
	}
	q := r.URL.Query()
	if q.Has("key") || q.Has("api_key") || q.Has("apikey") {
		s.refuse(w, r, http.StatusBadRequest, "the key is accepted only in a POST body, never in a URL")
		return false
	}
	if s.hasSession(r) {
		if q.Has("token") && r.Method == http.MethodGet { // an already signed-in browser: drop the token from the bar
			http.Redirect(w, r, "/", http.StatusSeeOther)
			return false
		}
		return true
	}
	if r.Method == http.MethodGet && r.URL.Path == "/" && q.Has("token") {
		if !same(q.Get("token"), s.token) {
			s.refuse(w, r, http.StatusForbidden, "the token does not match this launch; open the URL `browsergoal settings` printed")
			return false
		}
		http.SetCookie(w, &http.Cookie{Name: CookieName, Value: s.session, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return false
	}
	s.refuse(w, r, http.StatusForbidden, "no session: open the URL `browsergoal settings` printed (it carries this launch's token)")
	return false
}

// hostOK accepts the listener's own host:port, and localhost with its port.
func (s *Server) hostOK(host string) bool {
	if host == s.host {
		return true
	}
	h, p, err := net.SplitHostPort(host)
	_, port, _ := net.SplitHostPort(s.host)
	return err == nil && strings.EqualFold(h, "localhost") && p == port
}

// originOK accepts http:// and a host hostOK accepts.
func (s *Server) originOK(origin string) bool {
	rest, ok := strings.CutPrefix(origin, "http://")
	return ok && s.hostOK(rest)
}

func (s *Server) hasSession(r *http.Request) bool {
	c, err := r.Cookie(CookieName)
	return err == nil && same(c.Value, s.session)
}

func same(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }

// refuse answers a refusal as plain text and logs method, path and reason (never the
// query, a header's value or the body).
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, code int, reason string) {
	s.opts.Logger.Warn().Str("method", r.Method).Str("path", r.URL.Path).Int("status", code).Msg("refused: " + reason)
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(code)
	_, _ = w.Write([]byte("browsergoal settings: refused: " + reason + "\n"))
}

// form parses a POST's urlencoded body (bounded) and checks its CSRF token. Only the
// body is read: values in the URL are ignored.
func (s *Server) form(w http.ResponseWriter, r *http.Request) bool {
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/x-www-form-urlencoded") {
		s.refuse(w, r, http.StatusUnsupportedMediaType, "a change is a form post (application/x-www-form-urlencoded)")
		return false
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.refuse(w, r, http.StatusBadRequest, "the form could not be read")
		return false
	}
	if !same(r.PostForm.Get("csrf"), s.csrf) {
		s.refuse(w, r, http.StatusForbidden, "the form's CSRF token is missing or wrong; reload the page")
		return false
	}
	return true
}
