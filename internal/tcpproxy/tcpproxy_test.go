package tcpproxy

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestRewriteHost: with RewriteHost the target sees its own host:port in the request's
// Host header (as Firefox's WebDriver BiDi server requires); without it, the proxy's.
func TestRewriteHost(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, r.Host) }))
	defer srv.Close()
	target := strings.TrimPrefix(srv.URL, "http://")
	for _, c := range []struct {
		opts []Option
		want func(p *Proxy) string
	}{
		{nil, func(p *Proxy) string { return p.Addr() }},
		{[]Option{RewriteHost()}, func(*Proxy) string { return target }},
	} {
		p, via, err := Via(srv.URL, c.opts...)
		if err != nil {
			t.Fatal(err)
		}
		res, err := http.Get(via + "/")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		if got, want := string(body), c.want(p); got != want {
			t.Errorf("Host %q, want %q (options %d)", got, want, len(c.opts))
		}
		p.Close()
	}
}
