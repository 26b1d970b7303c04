package pagejs

import (
	"errors"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestGuardVerdict states how the click guard's counts become the click's outcome.
func TestGuardVerdict(t *testing.T) {
	const doc = "d1"
	for _, c := range []struct {
		name string
		v    GuardVerdict
		want string // "executed", "not executed" or "unknown"
	}{
		{"the click reached the target", GuardVerdict{Armed: true, Delivered: 3, ClickDelivered: true, Doc: doc}, "executed"},
		{"the click navigated away", GuardVerdict{Doc: "d2"}, "executed"},
		{"the verdict was lost", GuardVerdict{Doc: doc}, "unknown"},
		{"everything refused", GuardVerdict{Armed: true, Refused: 3, Doc: doc}, "not executed"},
		{"the press removed the target", GuardVerdict{Armed: true, Delivered: 2, Refused: 2, Answered: true, Doc: doc}, "executed"},
		{"the press opened the target's list", GuardVerdict{Armed: true, Delivered: 2, Refused: 2, Answered: true, Doc: doc}, "executed"},
		{"part refused, the target unchanged", GuardVerdict{Armed: true, Delivered: 2, Refused: 2, Doc: doc}, "unknown"},
		{"none seen", GuardVerdict{Armed: true, Doc: doc}, "unknown"},
		{"no click after the press", GuardVerdict{Armed: true, Delivered: 2, Doc: doc}, "unknown"},
	} {
		err := c.v.Verdict(doc)
		got := "executed"
		var ae *fsm.ActError
		switch {
		case err == nil:
		case !errors.As(err, &ae):
			t.Fatalf("%s: %v is no ActError", c.name, err)
		case ae.Reached:
			got = "unknown"
		default:
			got = "not executed"
		}
		if got != c.want {
			t.Errorf("%s: %s (%v), want %s", c.name, got, err, c.want)
		}
	}
}
