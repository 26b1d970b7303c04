package golden

import (
	"fmt"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// DivergenceKind says how a replay first differed from its recording.
type DivergenceKind string

// The kinds of difference, as Temporal's replayer names them.
const (
	// Missing: the recording has a decision the replay never made (the run ended).
	Missing DivergenceKind = "missing"
	// Extra: the replay made a decision after the recording's last one.
	Extra DivergenceKind = "extra"
	// Mismatched: the replay made a different decision where the recording has one.
	Mismatched DivergenceKind = "mismatched"
)

// DivergenceError is the first decision where a replay differs from its recording.
// Step numbers the machine's transitions from 1: the decision was made during (or is)
// the Step-th transition.
type DivergenceError struct {
	Step     int
	Kind     DivergenceKind
	Recorded string
	Got      string
}

func (e *DivergenceError) Error() string {
	switch e.Kind {
	case Missing:
		return fmt.Sprintf("step %d: recorded %s, got nothing (%s)", e.Step, e.Recorded, e.Got)
	case Extra:
		return fmt.Sprintf("step %d: recorded nothing more, got %s", e.Step, e.Got)
	}
	return fmt.Sprintf("step %d: recorded %s, got %s", e.Step, e.Recorded, e.Got)
}

// describeStep renders a transition as "From(op) → trigger → To".
func describeStep(from fsm.State, trig fsm.Trigger, to fsm.State, op *fsm.Operation) string {
	s := string(from)
	if op != nil {
		s += "(" + describeOp(*op) + ")"
	}
	return s + " → " + string(trig) + " → " + string(to)
}

// describeOp renders an operation compactly: "click e12", "fill e3 \"x\"", "scroll down".
func describeOp(op fsm.Operation) string {
	parts := []string{string(op.Action)}
	if op.Target != "" {
		parts = append(parts, op.Target)
	}
	if op.Direction != "" {
		parts = append(parts, op.Direction)
	}
	if op.Value != "" {
		v := op.Value
		if r := []rune(v); len(r) > 40 {
			v = string(r[:39]) + "…"
		}
		parts = append(parts, fmt.Sprintf("%q", v))
	}
	return strings.Join(parts, " ")
}

// describeCandidates renders offered operations, at most a few.
func describeCandidates(cs []fsm.Candidate) string {
	const show = 6
	parts := make([]string, 0, show+1)
	for i, c := range cs {
		if i == show {
			parts = append(parts, fmt.Sprintf("… %d more", len(cs)-show))
			break
		}
		parts = append(parts, c.Label+": "+describeOp(c.Operation))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// describeEntry renders a recorded decision.
func describeEntry(e *Entry) string {
	switch e.Kind {
	case KindStep:
		d := describeStep(e.Step.From, e.Step.Trigger, e.Step.To, e.Step.Op)
		if e.Step.Guard != "" {
			d += " [" + e.Step.Guard + "]"
		}
		return d
	case KindSelect:
		return "select over " + describeCandidates(e.Selection.Candidates)
	case KindRisk:
		return "risk(" + describeOp(e.Risk.Candidate.Operation) + ")"
	case KindVerify:
		return "recheck(" + describeOp(*e.Op) + ")"
	case KindAct:
		return "dispatch(" + describeOp(*e.Op) + ")"
	case KindHost:
		return "host check"
	case KindFocus:
		return "focus check"
	case KindObserve:
		return "observe"
	}
	return string(e.Kind)
}
