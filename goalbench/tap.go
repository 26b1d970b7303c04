package goalbench

import (
	"context"
	"sync"

	"github.com/browsergoal/browsergoal/fsm"
)

// Decision is one selection request of an instance and the decider's answer, kept when
// Options.Record is set (for fitting and checking the decider's calibration).
type Decision struct {
	Request fsm.SelectionRequest `json:"request"`
	Answer  fsm.SelectionAnswer  `json:"answer"`
}

// tap passes every call through to the decider and keeps each selection it answered.
type tap struct {
	fsm.Decider
	mu   sync.Mutex
	kept []Decision
}

func (t *tap) Select(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	ans, err := t.Decider.Select(ctx, req)
	if err == nil {
		t.mu.Lock()
		t.kept = append(t.kept, Decision{Request: req, Answer: ans})
		t.mu.Unlock()
	}
	return ans, err
}

// drain returns the decisions kept since the last drain.
func (t *tap) drain() []Decision {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := t.kept
	t.kept = nil
	return out
}
