package fsm

import (
	"errors"
	"fmt"
)

// ValidationError reports an invalid request field, naming the field and what it allows.
type ValidationError struct {
	Field   string
	Problem string
	Err     error
}

func (e *ValidationError) Error() string {
	return fmt.Sprintf("invalid request: %s %s", e.Field, e.Problem)
}

// Unwrap returns the underlying decode error, if any.
func (e *ValidationError) Unwrap() error { return e.Err }

// DecisionError is a classified decider failure. Class is the terminal status it leads
// to (one of DecisionFailures, or StatusCancelled). Message never holds the API key or
// echoed request content.
type DecisionError struct {
	Class      Status
	Message    string
	RequestID  string
	HTTPStatus int
	Err        error
}

func (e *DecisionError) Error() string {
	msg := fmt.Sprintf("decision %s: %s", e.Class, e.Message)
	if e.HTTPStatus != 0 {
		msg += fmt.Sprintf(" (HTTP %d)", e.HTTPStatus)
	}
	if e.RequestID != "" {
		msg += " [request " + e.RequestID + "]"
	}
	return msg
}

// Unwrap returns the cause.
func (e *DecisionError) Unwrap() error { return e.Err }

// ErrRequestTooLarge is wrapped by a DecisionError of class bad_request when a request
// would exceed the API's bounds (MaxRequestBytes encoded, MaxChoiceOptions options)
// before it is sent; the core then shrinks the candidate list.
var ErrRequestTooLarge = errors.New("decision request exceeds the API bounds (128 KiB, 255 options)")

// ActError is a failed dispatch. Reached says whether the input may have reached the page:
// true makes the outcome unknown (partial_unknown); false means it was not executed.
type ActError struct {
	Reached bool
	Err     error
}

func (e *ActError) Error() string {
	if e.Reached {
		return fmt.Sprintf("action outcome unknown: %v", e.Err)
	}
	return fmt.Sprintf("action not executed: %v", e.Err)
}

// Unwrap returns the cause.
func (e *ActError) Unwrap() error { return e.Err }

// NotExecuted wraps err as an ActError whose input certainly did not reach the page.
func NotExecuted(err error) error { return &ActError{Reached: false, Err: err} }

// MayHaveReached wraps err as an ActError whose input may have reached the page.
func MayHaveReached(err error) error { return &ActError{Reached: true, Err: err} }
