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
	// Risk is the risk question asked about this selection's choice, when it passed the
	// gates and was asked.
	Risk *RiskDecision `json:"risk,omitempty"`
}

// RiskDecision is one risk question and the decider's answer.
type RiskDecision struct {
	Request fsm.RiskRequest `json:"request"`
	Answer  fsm.RiskAnswer  `json:"answer"`
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

// AssessRisk passes the question through and keeps it with the selection it follows.
func (t *tap) AssessRisk(ctx context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error) {
	ans, err := t.Decider.AssessRisk(ctx, req)
	if err == nil {
		t.mu.Lock()
		if n := len(t.kept); n > 0 {
			t.kept[n-1].Risk = &RiskDecision{Request: req, Answer: ans}
		}
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
