package fsm

import (
	"context"
	"time"
)

// Browser is the attached tab, as a browser adapter exposes it. One Browser is bound to
// one tab for the duration of a goal.
type Browser interface {
	// Observe returns one fresh, bounded observation of the main frame.
	Observe(ctx context.Context) (Observation, error)
	// Focus reports whether the attached tab is still the one in front.
	Focus(ctx context.Context) (FocusState, error)
	// Verify reports whether the page is still the one seen (same epoch) and the
	// operation's target is still the same node, with the same identity, role and name,
	// visible and enabled. target is nil for page-level operations.
	Verify(ctx context.Context, seen Epoch, op Operation, target *Element) (Freshness, error)
	// Act dispatches exactly one operation, then waits (bounded, within ctx) for the page
	// to settle. A nil error means it executed. An error says whether the input may have
	// reached the page through *ActError; any other error is treated as "may have".
	Act(ctx context.Context, op Operation) error
}

// PageInfo describes one tab of a browser, as a browser adapter lists it: its id (a
// request's "tab"), title and URL. Firefox's WebDriver BiDi lists no titles: Title is
// empty there.
type PageInfo struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	URL   string `json:"url"`
}

// FocusState is the answer of Browser.Focus.
type FocusState struct {
	Focused bool   `json:"focused"`
	Reason  string `json:"reason,omitempty"`
}

// Freshness is the answer of Browser.Verify.
type Freshness struct {
	Fresh  bool   `json:"fresh"`
	Reason string `json:"reason,omitempty"`
}

// Decider answers the typed questions. It never sees conversation history.
type Decider interface {
	// Select asks, in one request, the choice over the candidates plus the no-match
	// option and the completion-evidence question. Errors are *DecisionError.
	Select(ctx context.Context, req SelectionRequest) (SelectionAnswer, error)
	// AssessRisk asks whether the exact action is consequential. It is a separate,
	// dependent request. Errors are *DecisionError.
	AssessRisk(ctx context.Context, req RiskRequest) (RiskAnswer, error)
}

// Host is the agent host's side of the enforcement boundary: whether the computer tools
// and the TypeSafe mode are enabled and whether the session still grants permission.
type Host interface {
	State(ctx context.Context, target, tab string) (HostState, error)
}

// HostState is the host's answer. All three must allow an operation.
type HostState struct {
	ComputerEnabled bool `json:"computer_enabled"`
	TypeSafeEnabled bool `json:"typesafe_enabled"`
	Permitted       bool `json:"permitted"`
}

// Clock tells the time. The driver reads it for budgets and timings only.
type Clock interface {
	Now() time.Time
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now returns time.Now().
func (SystemClock) Now() time.Time { return time.Now() }

// AllowAllHost is a Host that always allows; for the CLI and tests, where the process's
// own invocation is the permission.
type AllowAllHost struct{}

// State allows everything.
func (AllowAllHost) State(context.Context, string, string) (HostState, error) {
	return HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}, nil
}

// Ports are the adapters one goal runs against.
type Ports struct {
	Browser Browser
	Decider Decider
	Host    Host
	Clock   Clock
}
