package jevhttp

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Causes wrapped by the *fsm.DecisionError values the client returns.
var (
	// ErrNoKey: no API key was configured; nothing was sent.
	ErrNoKey = errors.New("no TypeSafe API key")
	// ErrRequestTimeout: the per-call timeout (Config.Timeout) fired.
	ErrRequestTimeout = errors.New("decision request timed out")
	// ErrResponseTooLarge: the response body exceeded MaxResponseBytes.
	ErrResponseTooLarge = errors.New("decision response exceeds 128 KiB")
	// ErrRedirect: the service answered with a redirect, which is never followed.
	ErrRedirect = errors.New("redirect refused")
	// ErrHTTPStatus: the service answered with an error status.
	ErrHTTPStatus = errors.New("decision service error status")
	// ErrUnavailable: the service could not be reached (after the one dial retry).
	ErrUnavailable = errors.New("decision service unreachable")
)

// noKeyMessage says how to provide a key.
const noKeyMessage = "no TypeSafe API key: set " + EnvAPIKey + " in the agent server's environment, " +
	"or save a key in the computer MCP entry (Experimental: TypeSafe/Jev browser goals); nothing was sent"

// redactedError stands in for an error whose text held the key: it shows the redacted
// text and matches the original's sentinels with errors.Is, but never unwraps to it.
type redactedError struct {
	msg  string
	orig error
}

func (e *redactedError) Error() string        { return e.msg }
func (e *redactedError) Is(target error) bool { return errors.Is(e.orig, target) }

// holdsKey reports whether s contains the key.
func (c *Client) holdsKey(s string) bool { return c.key != "" && strings.Contains(s, c.key) }

// redact removes the key from s.
func (c *Client) redact(s string) string {
	if c.key == "" {
		return s
	}
	return strings.ReplaceAll(s, c.key, redactedText)
}

// scrub returns err, or a stand-in without the key when its text (server text echoed
// into a validation problem, say) holds it. A *guards.MalformedError stays one.
func (c *Client) scrub(err error) error {
	if err == nil || !c.holdsKey(err.Error()) {
		return err
	}
	var me *guards.MalformedError
	if errors.As(err, &me) {
		return &guards.MalformedError{Problem: c.redact(me.Problem)}
	}
	return &redactedError{msg: c.redact(err.Error()), orig: err}
}

// fail builds a classified error; the message and the cause's text never hold the key.
func (c *Client) fail(class fsm.Status, code int, reqID, msg string, err error) *fsm.DecisionError {
	return &fsm.DecisionError{Class: class, Message: c.redact(msg), RequestID: reqID, HTTPStatus: code, Err: c.scrub(err)}
}

// statusClass maps an HTTP status to the core's status.
func statusClass(code int) fsm.Status {
	switch {
	case code == http.StatusUnauthorized || code == http.StatusForbidden:
		return fsm.StatusAuthFailed
	case code == http.StatusTooManyRequests:
		return fsm.StatusRateLimited
	case code == http.StatusServiceUnavailable || code == 529:
		return fsm.StatusOverloaded
	case code == http.StatusRequestTimeout:
		return fsm.StatusDecisionTimeout
	case code >= 300 && code < 400:
		return fsm.StatusDecisionUnavailable
	case code >= 400 && code < 500:
		return fsm.StatusBadRequest
	case code >= 500:
		return fsm.StatusServerError
	}
	return fsm.StatusMalformedResponse
}

// statusFailure classifies a non-200 answer from its status, headers and bounded body.
func (c *Client) statusFailure(code int, h http.Header, reqID string, body []byte) *fsm.DecisionError {
	class := statusClass(code)
	eb := parseErrorBody(body)
	var msg string
	switch class {
	case fsm.StatusAuthFailed:
		// The server's own words are not passed on: they may echo the key.
		msg = "the TypeSafe API key was refused"
		if eb.errorType != "" {
			msg += " (" + eb.errorType + ")"
		}
		msg += "; set a valid key in " + EnvAPIKey + " or save one in the computer MCP entry"
	case fsm.StatusRateLimited:
		msg = "the TypeSafe account hit its rate limit"
		if wait := retryAfter(h.Get("retry-after-ms"), h.Get("Retry-After")); wait != "" {
			msg += " (the service asked to wait " + wait + "; nothing was retried)"
		}
	case fsm.StatusOverloaded:
		msg = "the decision service is overloaded"
	case fsm.StatusBadRequest:
		msg = "the decision service refused the request"
	case fsm.StatusServerError:
		msg = "the decision service failed"
	case fsm.StatusDecisionTimeout:
		msg = "the decision service timed the request out"
	case fsm.StatusDecisionUnavailable:
		msg = "the decision service answered with a redirect, which is never followed; check " + EnvBaseURL
		return c.fail(class, code, reqID, msg, ErrRedirect)
	default:
		msg = "the decision service answered with an unexpected status"
	}
	if class != fsm.StatusAuthFailed {
		switch {
		case eb.message != "":
			msg += ": " + eb.message
		case eb.errorType != "":
			msg += ": " + eb.errorType
		case eb.nonJSON:
			msg += fmt.Sprintf(" (a non-JSON body of %d bytes)", len(body))
		}
	}
	return c.fail(class, code, reqID, msg, fmt.Errorf("HTTP %d: %w", code, ErrHTTPStatus))
}

// transportFailure classifies an error from sending the request or reading the answer.
// The caller's context comes first: cancelled, or its own deadline (wrapping
// context.DeadlineExceeded); then the per-call timeout; then the transport itself.
func (c *Client) transportFailure(ctx, callCtx context.Context, reqID string, err error) *fsm.DecisionError {
	if cerr := ctx.Err(); cerr != nil {
		if errors.Is(cerr, context.Canceled) {
			return c.fail(fsm.StatusCancelled, 0, reqID, "the goal was cancelled during the decision request", cerr)
		}
		return c.fail(fsm.StatusDecisionTimeout, 0, reqID, "the goal's deadline passed during the decision request", cerr)
	}
	if callCtx.Err() != nil {
		return c.fail(fsm.StatusDecisionTimeout, 0, reqID,
			fmt.Sprintf("no answer within the %s HTTP timeout", c.timeout), ErrRequestTimeout)
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return c.fail(fsm.StatusDecisionTimeout, 0, reqID, "the connection timed out: "+cause(err),
			fmt.Errorf("%w: %w", ErrRequestTimeout, err))
	}
	return c.fail(fsm.StatusDecisionUnavailable, 0, reqID, "the decision service could not be reached: "+cause(err),
		fmt.Errorf("%w: %w", ErrUnavailable, err))
}

// cause is an error's text without the url.Error's method and URL prefix.
func cause(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return clean(err.Error(), maxMessageLen)
}
