package bidi

import (
	"context"
	"time"
)

// sessionNewTimeout bounds the wait for session.new's answer once sent. Firefox answers
// it only when its first window has finished starting, which takes seconds on a loaded
// machine just after the browser started.
const sessionNewTimeout = time.Minute

// newSession sends session.new and waits for its answer within ctx. A caller that stops
// waiting (ctx ended) gets the context's error, but the connection stays until the answer
// arrives and a session made after all is ended: Firefox keeps a session whose connection
// closes and takes one at a time, so abandoning it would lock every later client out
// until Firefox restarts. The connection is closed on any error.
func (s *Session) newSession(ctx context.Context) (sessionNewResult, error) {
	type answer struct {
		res sessionNewResult
		err error
	}
	done := make(chan answer, 1)
	go func() {
		wctx, cancel := context.WithTimeout(context.Background(), sessionNewTimeout)
		defer cancel()
		var a answer
		a.err = s.c.call(wctx, "session.new", sessionNewParams{Capabilities: capabilities{AlwaysMatch: map[string]any{
			"unhandledPromptBehavior": map[string]string{"default": "ignore"},
		}}}, &a.res)
		done <- a
	}()
	select {
	case a := <-done:
		if a.err != nil {
			s.c.close()
		}
		return a.res, a.err
	case <-ctx.Done():
		go func() {
			if a := <-done; a.err == nil {
				s.log.Debug().Msg("session.new answered after its caller gave up: ending that session")
				s.end()
				return
			}
			s.c.close()
		}()
		return sessionNewResult{}, &CallError{Method: "session.new", Sent: true, Err: context.Cause(ctx)}
	}
}
