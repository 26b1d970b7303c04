package pagejs

import (
	"context"
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
)

// Caller calls one method of the installed in-page library by name with JSON-encodable
// arguments and decodes its JSON answer into out. Each browser adapter supplies its own
// (a CDP evaluation in an isolated world, a BiDi evaluation in a sandbox).
type Caller func(ctx context.Context, method string, out any, args ...any) error

// Observe runs the library's observe once; when replaced reports that the document was
// replaced during the evaluation and pause waits successfully, it observes the new
// document once more. A document that is not http(s) is refused (WebOnly). Both adapters
// observe through this one sequence, so they cannot drift apart.
func Observe(ctx context.Context, call Caller, caps Caps, replaced func(error) bool, pause func(context.Context) bool) (fsm.Observation, error) {
	var w observed
	err := call(ctx, "observe", &w, caps)
	if err != nil && replaced(err) && pause(ctx) {
		w = observed{}
		err = call(ctx, "observe", &w, caps)
	}
	if err != nil {
		return fsm.Observation{}, fmt.Errorf("observe: %w", err)
	}
	if w.NoAgent {
		return fsm.Observation{}, fmt.Errorf("observe: %w", ErrNoAgent)
	}
	obs, err := w.observation()
	if err != nil {
		return fsm.Observation{}, fmt.Errorf("observe: %w", err)
	}
	if err := WebOnly(&obs); err != nil {
		return fsm.Observation{}, fmt.Errorf("observe: %w", err)
	}
	return obs, nil
}

// observed is observe's answer: an observation in its wire form, or NoAgent on a page
// that carries the no-agent marker (nothing else of it is read).
type observed struct {
	wireObservation
	NoAgent bool `json:"no_agent"`
}

// ObserveAnswer returns a new, empty value of the type Observe decodes observe's answer
// into, for the tests and benchmark of the adapters' answer decoder
// (tabdrive.BenchmarkDecodeObservation).
func ObserveAnswer() any { return new(observed) }

// Verify is the page half of the recheck right before dispatch: the epoch is unchanged
// since seen, and the target, when there is one (TargetOf), is still the very node
// observed, with the same role and name, visible and enabled. A mismatch is Fresh=false
// with a reason; an error means the check could not run. Both adapters recheck through
// this one sequence.
func Verify(ctx context.Context, call Caller, seen fsm.Epoch, op fsm.Operation, target *fsm.Element, caps Caps) (fsm.Freshness, error) {
	tgt, why := TargetOf(op, target)
	if why != "" {
		return fsm.Freshness{Reason: why}, nil
	}
	var f fsm.Freshness
	if err := call(ctx, "verify", &f, seen, tgt, caps); err != nil {
		return fsm.Freshness{}, fmt.Errorf("recheck: %w", err)
	}
	return f, nil
}
