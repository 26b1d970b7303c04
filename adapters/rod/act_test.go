package rod

import (
	"testing"

	"github.com/browsergoal/browsergoal/adapters/conformance"
)

// The action scenarios (click, fill, select, scroll, back, navigate, dialogs, the
// blocking handler) run for every adapter from adapters/conformance (conformance_test.go).

// refused asserts that err is a not-executed *RefusedError whose reason contains want.
func refused(tb testing.TB, err error, want string) {
	tb.Helper()
	conformance.Refused(tb, err, want)
}
