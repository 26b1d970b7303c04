package golden

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Redaction says what a Recorder replaces in the sessions it writes.
type Redaction string

// The redaction modes.
const (
	// RedactNone writes what the goal saw (but never Options.Secrets).
	RedactNone Redaction = ""
	// RedactValues replaces every supplied value (text_values, select_values,
	// navigate_urls and their query strings) wherever it occurs, observed field values,
	// and every URL's query string and fragment, with per-session digests.
	RedactValues Redaction = "values"
	// RedactAll is RedactValues, and masks page text that the caller did not supply
	// (titles, visible text, accessible names, nearby context, option labels and
	// values, URL paths) letter by letter, keeping roles, lengths and positions.
	RedactAll Redaction = "all"
)

// ParseRedaction parses a redaction mode as the --redact flag takes it: "values" or
// "all" ("true" is "values", "false" and "none" are RedactNone).
func ParseRedaction(s string) (Redaction, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "values", "true":
		return RedactValues, nil
	case "all":
		return RedactAll, nil
	case "none", "false":
		return RedactNone, nil
	}
	return RedactNone, fmt.Errorf("--redact must be values or all (--redact alone means values), got %q", s)
}

// DefaultDigestPrefix starts every digest a redacted session holds ("redacted-" and
// 12 hex digits), unless a supplied value is part of it: then the session's header
// names another prefix (Entry.DigestPrefix).
const DefaultDigestPrefix = "redacted-"

// digestPrefixes are the prefixes a session may use, in order of preference.
var digestPrefixes = [...]string{DefaultDigestPrefix, "digest-", "withheld-"}

// secretText replaces each Options.Secrets occurrence.
const secretText = "[redacted]"

// maxRehash bounds the attempts to find a digest that holds no supplied value.
const maxRehash = 64

// redactor rewrites one session's entries. Its key is random per session and never
// written: equal values get equal digests within the session, and a digest cannot be
// looked up.
type redactor struct {
	mode    Redaction
	key     []byte
	prefix  string
	secrets []string
	// values finds the supplied values (and their escaped forms); long, only those of
	// shortRunes or more runes.
	values, long matcher
	// navs maps each supplied navigate URL to its URL-shaped digest.
	navs   map[string]string
	tokens map[string]string
	// phrases maps page phrases (names, contexts, titles, option labels) already masked
	// to their masks, for free text that quotes them (RedactAll).
	phrases matcher
}

// newRedactor prepares redaction of one goal's session: mode (RedactNone redacts only
// secrets), the request's supplied values, and the secrets never to write.
func newRedactor(mode Redaction, req fsm.Request, secrets []string) *redactor {
	r := &redactor{mode: mode, tokens: map[string]string{}, navs: map[string]string{}}
	for _, s := range secrets {
		if s = strings.TrimSpace(s); s != "" {
			r.secrets = append(r.secrets, s)
		}
	}
	if mode == RedactNone {
		return r
	}
	r.key = make([]byte, 32)
	_, _ = rand.Read(r.key)
	// Collect the needles first (their digests must hold none of them), each with the
	// string whose digest replaces it.
	type want struct{ exact, of string }
	var wants []want
	for _, vs := range [][]string{req.TextValues, req.SelectValues} {
		for _, v := range vs {
			wants = append(wants, want{v, v})
			for _, esc := range []string{url.QueryEscape(v), url.PathEscape(v)} {
				if esc != v {
					wants = append(wants, want{esc, v})
				}
			}
		}
	}
	var navs []string
	for _, raw := range req.NavigateURLs {
		navs = append(navs, raw)
		wants = append(wants, want{raw, raw})
		u, err := url.Parse(raw)
		if err != nil {
			continue
		}
		for _, part := range []string{u.RawQuery, u.Fragment} {
			wants = append(wants, want{part, part})
		}
		for _, vs := range u.Query() {
			for _, v := range vs {
				if len([]rune(strings.TrimSpace(v))) >= shortRunes {
					wants = append(wants, want{v, v})
				}
			}
		}
	}
	for _, w := range wants {
		r.values.add(w.exact, "")
		if len([]rune(foldNeedle(w.exact))) >= shortRunes {
			r.long.add(w.exact, "")
		}
	}
	r.prefix = digestPrefixes[0]
	for _, p := range digestPrefixes {
		if !r.values.holds(p) {
			r.prefix = p
			break
		}
	}
	for _, raw := range navs {
		r.navs[strings.TrimSpace(raw)] = r.navToken(raw)
	}
	with := map[string]string{}
	for _, w := range wants {
		if _, ok := with[w.exact]; !ok {
			with[w.exact] = r.token(w.of)
			if t, ok := r.navs[strings.TrimSpace(w.of)]; ok {
				with[w.exact] = t
			}
		}
	}
	for _, m := range []*matcher{&r.values, &r.long} {
		for i := range m.needles {
			m.needles[i].with = with[m.needles[i].exact]
		}
	}
	return r
}

// token is the digest that stands for s: the same within the session, holding no
// supplied value.
func (r *redactor) token(s string) string {
	if s == "" {
		return ""
	}
	if t, ok := r.tokens[s]; ok {
		return t
	}
	var t string
	for i := range maxRehash {
		m := hmac.New(sha256.New, r.key)
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(i))
		m.Write(n[:])
		m.Write([]byte(s))
		t = r.prefix + hex.EncodeToString(m.Sum(nil))[:12]
		if !r.values.holds(t) {
			break
		}
	}
	r.tokens[s] = t
	return t
}

// navToken is a supplied navigate URL's digest, shaped as a URL on the same scheme and
// host (so a replayed request still validates): https://host/redacted-….
func (r *redactor) navToken(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" || r.long.holds(u.Host) {
		return r.token(raw)
	}
	return u.Scheme + "://" + u.Host + "/" + r.token(raw)
}

// secret removes the secrets from s.
func (r *redactor) secret(s string) string {
	for _, k := range r.secrets {
		if strings.Contains(s, k) {
			s = strings.ReplaceAll(s, k, secretText)
		}
	}
	return s
}

// scrub replaces the supplied values in s. Should the result still hold one (a value
// that spans a replacement and its neighbour), the whole string becomes a digest.
func (r *redactor) scrub(s string) string {
	segs := r.values.replace(s)
	if len(segs) == 1 && !segs[0].replaced {
		return s
	}
	if out := join(segs); !r.values.holds(out) {
		return out
	}
	return r.token(s)
}

// whole returns the replacement when all of s is one supplied value.
func (r *redactor) whole(s string) (string, bool) {
	ms := r.values.find(s)
	if len(ms) == 1 && strings.TrimSpace(s[:ms[0].from]) == "" && strings.TrimSpace(s[ms[0].to:]) == "" {
		return r.values.replacement(s, ms[0]), true
	}
	return "", false
}

// fieldValue is a field's value (observed, or a fill's text): the supplied value's
// digest when it is one, else its own digest.
func (r *redactor) fieldValue(s string) string {
	if t, ok := r.whole(s); ok {
		return t
	}
	return r.token(s)
}

// url redacts a URL: a supplied navigate URL becomes its digest; otherwise the scheme
// and host stay (the host loses only supplied values of four runes or more), the query
// string becomes "redacted=" and its digest, the fragment and user info become
// digests, and the path loses the supplied values (RedactAll: is masked).
func (r *redactor) url(raw string) string {
	if raw == "" {
		return raw
	}
	if t, ok := r.navs[strings.TrimSpace(raw)]; ok {
		return t
	}
	u, err := url.Parse(raw)
	if err != nil {
		if strings.ContainsAny(raw, "?#") {
			return r.token(raw)
		}
		return r.text(raw)
	}
	changed := false
	set := func(dst *string, v string) {
		if v != *dst {
			*dst, changed = v, true
		}
	}
	if u.RawQuery != "" || u.ForceQuery {
		u.RawQuery, u.ForceQuery, changed = strings.TrimSuffix(r.prefix, "-")+"="+r.token(u.RawQuery), false, true
	}
	if u.Fragment != "" {
		u.Fragment, u.RawFragment, changed = r.token(u.Fragment), "", true
	}
	if u.User != nil {
		u.User, changed = url.User(r.token(u.User.String())), true
	}
	set(&u.Opaque, r.text(u.Opaque))
	set(&u.Host, join(r.long.replace(u.Host)))
	if path := r.text(u.Path); path != u.Path {
		u.Path, u.RawPath, changed = path, "", true
	}
	if !changed {
		return raw
	}
	out := u.String()
	if r.long.holds(out) {
		return r.token(raw)
	}
	return out
}

// needed reports whether an encoded entry needs the redactor: always when redacting,
// else only when it holds a secret (its JSON-encoded form).
func (r *redactor) needed(b []byte) bool {
	if r.mode != RedactNone {
		return true
	}
	for _, k := range r.secrets {
		if bytes.Contains(b, jsonForm(k)) {
			return true
		}
	}
	return false
}

// jsonForm is s as it appears inside an encoded JSON string.
func jsonForm(s string) []byte {
	b, _ := json.Marshal(s)
	return b[1 : len(b)-1]
}

// final replaces any secret left in an encoded entry (a map key holding one).
func (r *redactor) final(b []byte) []byte {
	for _, k := range r.secrets {
		if f := jsonForm(k); bytes.Contains(b, f) {
			b = bytes.ReplaceAll(b, f, []byte(secretText))
		}
	}
	return b
}
