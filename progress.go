package browsergoal

import (
	"fmt"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// stageTimings names, per state, the result timing its stage's run time counts toward.
var stageTimings = map[fsm.State]string{
	fsm.Observing:     "observeMs",
	fsm.Selecting:     "selectionMs",
	fsm.AssessingRisk: "riskMs",
	fsm.Rechecking:    "recheckMs",
	fsm.Dispatching:   "dispatchMs",
}

// Line renders one transition for a human, as the CLI's progress output and the MCP
// server's progress notifications show it: the step, the edge, what decided it
// (the chosen operation with its probability and confidence, each gate's verdict), and
// how long the stage ran, named after the result timing it counts toward
// (dispatchMs includes the wait for the page to settle).
func (t Transition) Line() string {
	var b strings.Builder
	fmt.Fprintf(&b, "[step %d] %s --%s--> %s", t.Step+t.stepOffset(), t.From, t.Trigger, t.To)
	switch {
	case t.From == fsm.Proposing:
		fmt.Fprintf(&b, ": %d candidate(s) offered", t.Candidates)
	case t.Gate != nil && t.Gate.Gate == "selection":
		g := t.Gate
		fmt.Fprintf(&b, ": choice %s", g.Choice)
		if t.Operation != nil {
			fmt.Fprintf(&b, " = %s", t.Operation.Description)
		}
		fmt.Fprintf(&b, " p=%.2f confidence=%.2f completion=%.2f → %s", deref(g.Probability), deref(g.Confidence), deref(g.Completion), g.Verdict)
	case t.Gate != nil && t.Gate.Gate == "risk":
		fmt.Fprintf(&b, ": risk=%.2f → %s", deref(t.Gate.Risk), t.Gate.Verdict)
	case t.Detail != "" && t.From != fsm.Observing:
		fmt.Fprintf(&b, ": %s", t.Detail)
	case t.From == fsm.Observing && t.To == fsm.Proposing:
		fmt.Fprintf(&b, ": %s", t.Detail)
	}
	if name, ok := stageTimings[t.From]; ok && t.Took > 0 {
		fmt.Fprintf(&b, " (%s=%d)", name, t.Took.Milliseconds())
	}
	return b.String()
}

// stepOffset numbers the step being worked on (1-based) until its action is dispatched.
func (t Transition) stepOffset() int {
	if t.From == fsm.Dispatching && t.Trigger != "not_executed" {
		return 0
	}
	return 1
}
