package golden

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// redactor replaces field values and URL query strings with keyed digests. The key is
// random per session and never written: equal values stay equal within the session,
// and a digest cannot be looked up.
type redactor struct{ key []byte }

func newRedactor() *redactor {
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	return &redactor{key: key}
}

// token is the digest that stands for s.
func (r *redactor) token(s string) string {
	if s == "" {
		return ""
	}
	m := hmac.New(sha256.New, r.key)
	m.Write([]byte(s))
	return "redacted-" + hex.EncodeToString(m.Sum(nil))[:12]
}

// url keeps a URL's scheme, host and path and replaces its query and fragment.
func (r *redactor) url(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || (u.RawQuery == "" && u.Fragment == "" && !u.ForceQuery) {
		if err != nil && strings.ContainsAny(raw, "?#") {
			return r.token(raw)
		}
		return raw
	}
	if u.RawQuery != "" || u.ForceQuery {
		u.RawQuery, u.ForceQuery = "redacted="+r.token(u.RawQuery), false
	}
	if u.Fragment != "" {
		u.Fragment, u.RawFragment = r.token(u.Fragment), ""
	}
	return u.String()
}

// opValue redacts an operation's value: a fill's text, a navigate's URL.
func (r *redactor) op(op *fsm.Operation) {
	if op == nil {
		return
	}
	switch op.Action {
	case fsm.ActFill:
		op.Value = r.token(op.Value)
	case fsm.ActNavigate:
		op.Value = r.url(op.Value)
	}
}

func (r *redactor) candidate(c *fsm.Candidate) {
	if c == nil {
		return
	}
	value, href := c.Value, c.Href
	r.op(&c.Operation)
	c.Href = r.url(c.Href)
	// The description quotes the value and the href: it gets the same replacements.
	if value != "" && value != c.Value {
		c.Description = strings.ReplaceAll(c.Description, value, c.Value)
	}
	if href != "" && href != c.Href {
		c.Description = strings.ReplaceAll(c.Description, href, c.Href)
	}
}

func (r *redactor) trace(ts []fsm.TraceEntry) {
	for i := range ts {
		switch ts[i].Action {
		case fsm.ActFill:
			ts[i].Value = r.token(ts[i].Value)
		case fsm.ActNavigate:
			ts[i].Value = r.url(ts[i].Value)
		}
	}
}

func (r *redactor) element(e *fsm.Element) {
	if e == nil {
		return
	}
	e.Value = r.token(e.Value)
	e.Href = r.url(e.Href)
}

func (r *redactor) observation(o *fsm.Observation) {
	if o == nil {
		return
	}
	o.URL = r.url(o.URL)
	o.Epoch.URL = r.url(o.Epoch.URL)
	for i := range o.Elements {
		r.element(&o.Elements[i])
	}
}

func (r *redactor) request(q *fsm.Request) {
	if q == nil {
		return
	}
	q.TextValues = mapStrings(q.TextValues, r.token)
	q.NavigateURLs = mapStrings(q.NavigateURLs, r.url)
}

// entry redacts one entry in place. The entry is a decoded copy of what was recorded,
// never the engine's own values.
func (r *redactor) entry(e *Entry) {
	r.request(e.Request)
	r.observation(e.Observation)
	if s := e.Selection; s != nil {
		s.URL = r.url(s.URL)
		r.trace(s.Trace)
		for i := range s.Candidates {
			r.candidate(&s.Candidates[i])
		}
	}
	if q := e.Risk; q != nil {
		q.URL = r.url(q.URL)
		r.candidate(&q.Candidate)
	}
	if e.Epoch != nil {
		e.Epoch.URL = r.url(e.Epoch.URL)
	}
	r.op(e.Op)
	r.element(e.Target)
	if s := e.Step; s != nil {
		r.op(s.Op)
		if s.Trigger == transitions.Observed {
			s.Detail = r.url(s.Detail)
		}
	}
	if res := e.Result; res != nil {
		res.URL = r.url(res.URL)
		r.trace(res.Trace)
		if res.Decision != nil {
			r.candidate(res.Decision.Operation)
		}
	}
}

func mapStrings(in []string, f func(string) string) []string {
	if in == nil {
		return nil
	}
	out := make([]string, len(in))
	for i, s := range in {
		out[i] = f(s)
	}
	return out
}
