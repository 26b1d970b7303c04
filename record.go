package browsergoal

import (
	"context"

	"github.com/browsergoal/browsergoal/fsm"
)

// Version is the engine's version. Recorded sessions carry it, so a replay can say which
// engine a session came from.
const Version = "0.1.0"

// Recorder records goals: package golden implements it (golden.Recorder) and replays
// what it wrote. It sees only what crosses the ports and the transitions, so recording
// never changes what runs.
type Recorder interface {
	// Begin starts recording one goal that is about to run on ports with the validated
	// request (defaults applied), under table; choice is set for a caller's single step
	// (Executor.Step), nil for a goal. It returns the recording; the run then uses
	// Recording.Ports instead of ports.
	Begin(ctx context.Context, req fsm.Request, choice *fsm.Choice, table *fsm.Table, ports fsm.Ports) Recording
}

// Recording is one goal being recorded.
type Recording interface {
	// Ports returns the ports the goal runs on: recording wrappers around the real ones.
	Ports() fsm.Ports
	// Step hears one fired transition.
	Step(t Transition)
	// End hears the goal's result; err is the driver's internal error, if any.
	End(res fsm.Result, err error)
}
