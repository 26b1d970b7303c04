package rod

import "github.com/browsergoal/browsergoal/fsm"

// The recheck scenarios (replaced node, epoch policy, the target itself, focus) run for
// every adapter from adapters/conformance (conformance_test.go).

func click(id string) fsm.Operation { return fsm.Operation{Action: fsm.ActClick, Target: id} }
