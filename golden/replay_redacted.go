package golden

import (
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
)

// RedactedReplayError is what Replay returns when the replay of a redacted session
// does not make the recorded decisions. Byte-exact replay does not hold for a redacted
// recording: the engine ranks, describes and checks candidates by the very text that
// redaction replaced (the goal's words against the names, a value against a field's
// format or length), so a difference says nothing about the engine. It is not a
// *DivergenceError; replay an unredacted recording to check for a regression.
type RedactedReplayError struct {
	// Redaction is the session's mode ("values" or "all"; empty for a session
	// written before the mode was recorded).
	Redaction Redaction
	// First is where the replay first differed: a *DivergenceError, or the error the
	// replayed goal failed with.
	First error
}

func (e *RedactedReplayError) Error() string {
	mode := string(e.Redaction)
	if mode == "" {
		mode = string(RedactValues)
	}
	return fmt.Sprintf("golden: this session was recorded with --redact=%s, and byte-exact replay does not hold for a "+
		"redacted recording (the engine's decisions read text that redaction replaced), so this is not a divergence; "+
		"the replay first differed here: %v", mode, e.First)
}

// redactedOffer matches a redacted session's recorded offer with the replay's: the
// same operations, whatever their order (ranking reads the goal's words against the
// page's, which redaction replaced). It returns the replay's label for each recorded
// one.
func redactedOffer(recorded, got []fsm.Candidate) (map[string]string, bool) {
	if len(recorded) != len(got) {
		return nil, false
	}
	byOp := make(map[fsm.Operation]string, len(got))
	for _, c := range got {
		if _, dup := byOp[c.Operation]; dup {
			return nil, false
		}
		byOp[c.Operation] = c.Label
	}
	labels := make(map[string]string, len(recorded)+1)
	for _, c := range recorded {
		l, ok := byOp[c.Operation]
		if !ok {
			return nil, false
		}
		labels[c.Label] = l
	}
	labels[fsm.NoMatchLabel] = fsm.NoMatchLabel
	return labels, true
}

// relabel returns a recorded answer with the replay's labels.
func relabel(a fsm.SelectionAnswer, labels map[string]string) fsm.SelectionAnswer {
	if l, ok := labels[a.Choice]; ok {
		a.Choice = l
	}
	ps := make(map[string]float64, len(a.Probabilities))
	for k, p := range a.Probabilities {
		if l, ok := labels[k]; ok {
			k = l
		}
		ps[k] = p
	}
	a.Probabilities = ps
	return a
}
