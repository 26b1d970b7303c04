package golden_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/browsergoal/browsergoal/golden"
)

// A host records its goals with browsergoal.Config{Recorder: golden.NewRecorder(file,
// golden.Options{})} (or browsergoal run --record FILE), keeps the sessions it cares
// about, and replays them in its own tests whenever it upgrades browsergoal: a changed
// decision fails the test with the step and the decision that differs.
func Example() {
	sessions, err := golden.ReadDir("testdata/sessions")
	if err != nil {
		fmt.Println(err)
		return
	}
	session := sessions["possibly_done--open-link.jsonl"]
	rep, err := golden.Replay(context.Background(), session)
	var changed *golden.DivergenceError
	switch {
	case errors.As(err, &changed):
		fmt.Printf("behaviour changed at step %d: %v\n", changed.Step, changed)
	case err != nil:
		fmt.Println("could not replay:", err)
	default:
		fmt.Println("same decisions; ended", rep.Result.Status, "after", rep.Result.Steps, "action(s)")
	}
	// Output: same decisions; ended possibly_done after 1 action(s)
}
