package mcpserver

import "github.com/browsergoal/browsergoal/fsm"

// Outcome is the last goal or step run on a tab. When the client cancelled that call,
// the tab's next call reports it once (as "previous"), and browser_tabs shows it, so the
// client learns what went out before the cancel even if it missed the log notification.
type Outcome struct {
	// Tool is the call: browser_goal, browser_step, browser_navigate or browser_back.
	Tool   string     `json:"tool"`
	Status fsm.Status `json:"status"`
	// Cancelled says the client cancelled the call.
	Cancelled bool `json:"cancelled"`
	// Steps counts the actions dispatched; Trace is the executed trace.
	Steps int              `json:"steps"`
	Trace []fsm.TraceEntry `json:"trace"`
	// URL is the page at the call's last observation.
	URL string `json:"url,omitempty"`
}

// setLast records a call's outcome on the tab.
func (ts *tabState) setLast(tool string, res fsm.Result, cancelled bool) {
	trace := res.Trace
	if trace == nil {
		trace = []fsm.TraceEntry{}
	}
	ts.mu.Lock()
	defer ts.mu.Unlock()
	ts.last = &Outcome{Tool: tool, Status: res.Status, Cancelled: cancelled, Steps: res.Steps, Trace: trace, URL: res.URL}
	ts.pending = cancelled
}

// previous returns, once, the outcome of a cancelled call not yet reported on the tab.
func (ts *tabState) previous() *Outcome {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if !ts.pending {
		return nil
	}
	ts.pending = false
	return ts.last
}

// lastOutcome is the tab's last goal or step, if any.
func (ts *tabState) lastOutcome() *Outcome {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.last
}
