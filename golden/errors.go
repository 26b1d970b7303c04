package golden

import (
	"context"
	"errors"

	"github.com/browsergoal/browsergoal/fsm"
)

// recordError describes a port call's error so that replay can rebuild it.
func recordError(err error) *ErrorRecord {
	if err == nil {
		return nil
	}
	rec := &ErrorRecord{Message: err.Error(), Context: contextCause(err)}
	var de *fsm.DecisionError
	var ae *fsm.ActError
	if be, ok := fsm.AsBrowserError(err); ok {
		rec.Browser = be.Class
	}
	switch {
	case errors.As(err, &de):
		rec.Class, rec.RequestID, rec.HTTPStatus = de.Class, de.RequestID, de.HTTPStatus
		rec.Message = de.Message
		rec.TooLarge = errors.Is(err, fsm.ErrRequestTooLarge)
	case errors.As(err, &ae):
		reached := ae.Reached
		rec.Reached = &reached
		rec.Message = ""
		if ae.Err != nil {
			rec.Message = ae.Err.Error()
		}
	}
	return rec
}

// rebuild returns an error equivalent to the recorded one: the same type, class and
// message, wrapping the context's end or fsm.ErrRequestTooLarge as the original did.
func (r *ErrorRecord) rebuild() error {
	if r == nil {
		return nil
	}
	var cause error
	switch {
	case r.TooLarge:
		cause = fsm.ErrRequestTooLarge
	case r.Context == "canceled":
		cause = context.Canceled
	case r.Context == "deadline":
		cause = context.DeadlineExceeded
	}
	switch {
	case r.Class != "":
		return &fsm.DecisionError{Class: r.Class, Message: r.Message, RequestID: r.RequestID, HTTPStatus: r.HTTPStatus, Err: cause}
	case r.Reached != nil && r.Browser != "":
		return &fsm.ActError{Reached: *r.Reached, Err: &fsm.BrowserError{Class: r.Browser, Message: r.Message, Err: cause}}
	case r.Reached != nil:
		return &fsm.ActError{Reached: *r.Reached, Err: &recordedError{msg: r.Message, cause: cause}}
	case r.Browser != "":
		return &fsm.BrowserError{Class: r.Browser, Message: r.Message, Err: cause}
	}
	return &recordedError{msg: r.Message, cause: cause}
}

// recordedError is a replayed error: the recorded message, wrapping the recorded cause.
type recordedError struct {
	msg   string
	cause error
}

func (e *recordedError) Error() string { return e.msg }
func (e *recordedError) Unwrap() error { return e.cause }

// contextCause names the context end an error wraps, if any.
func contextCause(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, context.DeadlineExceeded):
		return "deadline"
	case errors.Is(err, context.Canceled):
		return "canceled"
	}
	return ""
}
