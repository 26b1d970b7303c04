package guards

import (
	"fmt"
	"time"
)

// Ledger is the never-replay ledger: every action identity dispatched in a goal, with the
// step that dispatched it. An identity is dispatched at most once.
type Ledger struct {
	steps map[string]int
}

// NewLedger returns an empty ledger.
func NewLedger() *Ledger { return &Ledger{steps: make(map[string]int)} }

// Dispatched reports whether the identity was already dispatched.
func (l *Ledger) Dispatched(identity string) bool {
	_, ok := l.steps[identity]
	return ok
}

// ReplayError is returned when an identity would be dispatched a second time.
type ReplayError struct {
	Identity string
	Step     int
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("action already dispatched at step %d; never replayed", e.Step)
}

// Record enters an identity before its dispatch; a second Record of one identity fails
// with *ReplayError and nothing must be dispatched.
func (l *Ledger) Record(identity string, step int) error {
	if s, ok := l.steps[identity]; ok {
		return &ReplayError{Identity: identity, Step: s}
	}
	l.steps[identity] = step
	return nil
}

// Len is the number of identities dispatched.
func (l *Ledger) Len() int { return len(l.steps) }

// TimeExpired is the time-budget guard: the goal's deadline has been reached.
func TimeExpired(now, deadline time.Time) bool { return !now.Before(deadline) }
