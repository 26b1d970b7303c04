package bidi

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/rs/zerolog"
)

func TestCheckMarionetteAddr(t *testing.T) {
	for _, ok := range []string{"127.0.0.1:2828", "localhost:2828", "[::1]:2828"} {
		if err := CheckMarionetteAddr(ok); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "2828", "127.0.0.1", "example.com:2828", "10.0.0.1:2828", "127.0.0.1:"} {
		if err := CheckMarionetteAddr(bad); !errors.Is(err, ErrBadURL) {
			t.Errorf("%q: %v, want ErrBadURL", bad, err)
		}
	}
}

// TestEndStaleSessionNeedsMarionette: nothing listening, a listener that closes at once
// (as a Marionette held by another client does) and one that greets otherwise are
// ErrMarionette; a Marionette greeting is taken.
func TestEndStaleSessionNeedsMarionette(t *testing.T) {
	ctx := context.Background()
	serve := func(greet string) string {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = l.Close() })
		go func() {
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				_, _ = c.Write([]byte(greet))
				_ = c.Close()
			}
		}()
		return l.Addr().String()
	}
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	closed := l.Addr().String()
	_ = l.Close()
	for name, addr := range map[string]string{"nothing": closed, "refused": serve(""), "not marionette": serve("HTTP/1.1 400 Bad Request\r\n\r\n")} {
		if err := EndStaleSession(ctx, addr); !errors.Is(err, ErrMarionette) {
			t.Errorf("%s: %v, want ErrMarionette", name, err)
		}
	}
	if err := EndStaleSession(ctx, serve(`50:{"applicationType":"gecko","marionetteProtocol":3}`)); err != nil {
		t.Errorf("marionette: %v", err)
	}
}

// TestSessionNewAnsweredLateIsEnded: a caller that stops waiting for session.new (a
// Firefox still starting answers it only once its first window is up) gets its error,
// and the session the late answer makes is ended, not left to lock Firefox.
func TestSessionNewAnsweredLateIsEnded(t *testing.T) {
	var mu sync.Mutex
	var got []string
	ended := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		for {
			_, data, err := ws.Read(context.Background())
			if err != nil {
				return
			}
			var m struct {
				ID     int64  `json:"id"`
				Method string `json:"method"`
			}
			_ = json.Unmarshal(data, &m)
			mu.Lock()
			got = append(got, m.Method)
			mu.Unlock()
			result := `{}`
			if m.Method == "session.new" {
				time.Sleep(1500 * time.Millisecond)
				result = `{"sessionId":"s1","capabilities":{}}`
			}
			reply, _ := json.Marshal(map[string]any{"type": "success", "id": m.ID, "result": json.RawMessage(result)})
			_ = ws.Write(context.Background(), websocket.MessageText, reply)
			if m.Method == "session.end" {
				close(ended)
			}
		}
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	_, err := Attach(ctx, AttachOptions{URL: "ws" + strings.TrimPrefix(srv.URL, "http") + "/session", Logger: zerolog.Nop()})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("attach: %v, want the deadline", err)
	}
	select {
	case <-ended:
	case <-time.After(10 * time.Second):
		t.Fatal("the late session was not ended")
	}
	mu.Lock()
	defer mu.Unlock()
	if strings.Join(got, ",") != "session.new,session.end" {
		t.Errorf("commands: %v", got)
	}
}
