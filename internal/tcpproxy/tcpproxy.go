// Package tcpproxy is a loopback TCP proxy that tests own, to cut or freeze a client's
// connection to a browser's DevTools or WebDriver BiDi endpoint at a moment they choose.
package tcpproxy

import (
	"bytes"
	"errors"
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Proxy forwards every connection accepted on its loopback address to Target.
type Proxy struct {
	ln     net.Listener
	target string

	mu     sync.Mutex
	conns  []net.Conn
	frozen bool
	down   bool
	closed bool
	wg     sync.WaitGroup

	rewriteHost bool
}

// Option changes how a Proxy forwards.
type Option func(*Proxy)

// RewriteHost makes the proxy send each connection's opening HTTP request with the
// target's host:port in its Host header, as a reverse proxy does. Firefox's WebDriver
// BiDi server answers 400 Bad Request to a handshake whose Host names another port than
// its own (here the proxy's); Chromium's DevTools server checks only the host name. Do
// not use it for Chromium's /json endpoints: they build the websocket URL they return
// from the Host header, which would then bypass the proxy.
func RewriteHost() Option { return func(p *Proxy) { p.rewriteHost = true } }

// Start listens on 127.0.0.1 (a random port) and forwards to target (host:port, which
// must be a loopback address).
func Start(target string, opts ...Option) (*Proxy, error) {
	host, _, err := net.SplitHostPort(target)
	if err != nil {
		return nil, err
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return nil, errors.New("tcpproxy: the target must be a loopback address")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &Proxy{ln: ln, target: target}
	for _, o := range opts {
		o(p)
	}
	p.wg.Add(1)
	go p.accept()
	return p, nil
}

// Via starts a proxy to the host of rawURL (a loopback ws:// or http:// URL) and returns
// it with the URL that reaches the same endpoint through it.
func Via(rawURL string, opts ...Option) (*Proxy, string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, "", err
	}
	p, err := Start(u.Host, opts...)
	if err != nil {
		return nil, "", err
	}
	u.Host = p.Addr()
	return p, u.String(), nil
}

// Addr is the proxy's host:port.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

func (p *Proxy) accept() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		down := p.down
		p.mu.Unlock()
		if down {
			_ = c.Close()
			continue
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			_ = c.Close()
			continue
		}
		p.mu.Lock()
		if p.closed {
			p.mu.Unlock()
			_ = c.Close()
			_ = up.Close()
			return
		}
		p.conns = append(p.conns, c, up)
		p.mu.Unlock()
		go p.pipe(c, up)
		go func() {
			if p.rewriteHost && !p.forwardHead(up, c) {
				_ = c.Close()
				_ = up.Close()
				return
			}
			p.pipe(up, c)
		}()
	}
}

// forwardHead reads the client's request head (up to its blank line), writes it to dst
// with the target in its Host header, then what followed it; false when the client
// sent no head within a short bound.
func (p *Proxy) forwardHead(dst, src net.Conn) bool {
	_ = src.SetReadDeadline(time.Now().Add(10 * time.Second))
	defer func() { _ = src.SetReadDeadline(time.Time{}) }()
	var buf []byte
	chunk := make([]byte, 4096)
	for !bytes.Contains(buf, []byte("\r\n\r\n")) {
		n, err := src.Read(chunk)
		buf = append(buf, chunk[:n]...)
		if err != nil || len(buf) > 64<<10 {
			return false
		}
	}
	head, rest, _ := bytes.Cut(buf, []byte("\r\n\r\n"))
	lines := strings.Split(string(head), "\r\n")
	for i, l := range lines {
		if name, _, ok := strings.Cut(l, ":"); ok && i > 0 && strings.EqualFold(strings.TrimSpace(name), "Host") {
			lines[i] = "Host: " + p.target
		}
	}
	out := append([]byte(strings.Join(lines, "\r\n")+"\r\n\r\n"), rest...)
	_, err := dst.Write(out)
	return err == nil
}

// pipe copies src to dst until either ends, dropping what arrives while frozen.
func (p *Proxy) pipe(dst, src net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			p.mu.Lock()
			frozen := p.frozen
			p.mu.Unlock()
			if !frozen {
				if _, werr := dst.Write(buf[:n]); werr != nil {
					return
				}
			}
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				_ = dst.Close()
			}
			_ = dst.Close()
			return
		}
	}
}

// Cut closes every forwarded connection (both ends, as a reset does); new connections
// are still accepted.
func (p *Proxy) Cut() {
	p.mu.Lock()
	conns := p.conns
	p.conns = nil
	p.mu.Unlock()
	for _, c := range conns {
		_ = c.Close()
	}
}

// Down cuts every connection and closes each new one at once, as an endpoint that is
// gone does; Up lets new connections through again.
func (p *Proxy) Down() {
	p.mu.Lock()
	p.down = true
	p.mu.Unlock()
	p.Cut()
}

// Up ends Down: new connections are forwarded again.
func (p *Proxy) Up() {
	p.mu.Lock()
	p.down = false
	p.mu.Unlock()
}

// Freeze keeps the connections open but forwards nothing more, as a hung peer does.
func (p *Proxy) Freeze() {
	p.mu.Lock()
	p.frozen = true
	p.mu.Unlock()
}

// Close stops listening and cuts every connection.
func (p *Proxy) Close() {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	_ = p.ln.Close()
	p.Cut()
}
