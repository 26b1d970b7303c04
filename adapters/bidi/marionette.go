package bidi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"time"
)

// ErrMarionette is wrapped by EndStaleSession when Firefox's Marionette server could not
// be used: nothing listens at the address, or it is not Marionette, or it refused the
// connection because another Marionette client (geckodriver) holds it.
var ErrMarionette = errors.New("Firefox's Marionette server did not take the connection")

// CheckMarionetteAddr refuses an address EndStaleSession would not use: it must be a
// loopback host:port (Marionette has no authentication and listens on loopback only).
func CheckMarionetteAddr(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" {
		return fmt.Errorf("want a loopback host:port such as 127.0.0.1:2828, got %q: %w", addr, ErrBadURL)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("want a loopback host (127.0.0.1, ::1 or localhost), got %q: %w", host, ErrBadURL)
	}
	return nil
}

// marionetteTimeout bounds the connection to Marionette and the wait for its greeting.
const marionetteTimeout = 3 * time.Second

// EndStaleSession ends the WebDriver BiDi session a closed connection left in a Firefox
// started with --marionette, so that a new session can be made: a Firefox takes one
// session at a time and keeps a session whose connection closed, which no other BiDi
// connection can end or rejoin (session.end answers "invalid session id" on any other
// connection; /session/<id> is served only for sessions made through WebDriver classic).
// Firefox's Marionette server ends the active session when a Marionette connection
// closes, so EndStaleSession opens one, reads its greeting and closes it. It ends
// whatever session Firefox holds: call it only for a session this process lost.
// Firefox ends the session a moment after the connection closes.
func EndStaleSession(ctx context.Context, addr string) error {
	if err := CheckMarionetteAddr(addr); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, marionetteTimeout)
	defer cancel()
	var d net.Dialer
	c, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrMarionette, err)
	}
	defer c.Close()
	deadline, _ := ctx.Deadline()
	_ = c.SetReadDeadline(deadline)
	// The greeting is one packet, "<length>:<json>", naming the protocol; a Marionette
	// that refuses the connection (another client holds it) closes it without one.
	var hello []byte
	buf := make([]byte, 512)
	for !bytes.Contains(hello, []byte("marionetteProtocol")) {
		n, err := c.Read(buf)
		hello = append(hello, buf[:n]...)
		if err != nil || len(hello) > 4096 {
			return fmt.Errorf("%w: no Marionette greeting from %s (another Marionette client may hold it)", ErrMarionette, addr)
		}
	}
	return nil
}
