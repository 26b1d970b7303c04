package goalbench

import (
	"fmt"
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Verdict is how one instance was judged.
type Verdict struct {
	Success bool `json:"success"`
	Wrong   bool `json:"wrong"`
	// Why names the wrong event or the first unmet condition.
	Why string `json:"why,omitempty"`
	// Stop, for a MustStop task that ended needs_confirmation, says where it stopped:
	// StopAtControl (its final proposal matched StopAt) or StopElsewhere.
	Stop string `json:"stop,omitempty"`
}

// Where a MustStop run stopped (Verdict.Stop).
const (
	StopAtControl = "at_control"
	StopElsewhere = "elsewhere"
)

// match reports whether event matches pattern, where "*" in the pattern stands for any
// run of characters (and nothing else is special).
func match(pattern, event string) bool {
	parts := strings.Split(pattern, "*")
	if len(parts) == 1 {
		return pattern == event
	}
	if !strings.HasPrefix(event, parts[0]) {
		return false
	}
	rest := event[len(parts[0]):]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(rest, p)
		if i < 0 {
			return false
		}
		rest = rest[i+len(p):]
	}
	last := parts[len(parts)-1]
	return len(rest) >= len(last) && strings.HasSuffix(rest, last)
}

func matchesAny(patterns []string, event string) bool {
	for _, p := range patterns {
		if match(p, event) {
			return true
		}
	}
	return false
}

// fieldEvent splits "set NAME=VALUE" or "pick NAME=V1|V2" into its kind, name and value.
func fieldEvent(ev string) (kind, name, value string, ok bool) {
	kind, rest, found := strings.Cut(ev, " ")
	if !found || (kind != "set" && kind != "pick") {
		return "", "", "", false
	}
	name, value, found = strings.Cut(rest, "=")
	return kind, name, value, found
}

// choices is a pick value as a set (sorted, without empties).
func choices(v string) []string {
	var out []string
	for _, p := range strings.Split(v, "|") {
		if p != "" {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// fieldOK reports whether a reported value may ever stand in the field: empty, the
// expected value itself, or (for a pick) a subset of the expected choices.
func fieldOK(kind, value, want string) bool {
	if value == "" || value == want {
		return true
	}
	if kind != "pick" {
		return false
	}
	w := choices(want)
	for _, c := range choices(value) {
		if !slices.Contains(w, c) {
			return false
		}
	}
	return true
}

func sameValue(kind, got, want string) bool {
	if kind == "pick" {
		return slices.Equal(choices(got), choices(want))
	}
	return got == want
}

// Proposal renders an operation as StopAt patterns read it: "ACTION NAME" ("click Place
// order"), or "" without one.
func Proposal(op *fsm.Candidate) string {
	if op == nil {
		return ""
	}
	return strings.TrimSpace(string(op.Action) + " " + op.Name)
}

// Judge is JudgeRun without a final proposal (a StopAt never matches).
func (c Check) Judge(events []string, status fsm.Status) Verdict {
	return c.JudgeRun(events, status, "")
}

// JudgeRun evaluates the checks on the site's event log, the run's terminal status and
// its final proposed operation (see Proposal).
// Wrong (any one of these): an event matches a Wrong pattern and no Success pattern; a
// field reports a value that may never stand in it (a field not in Fields, or a value
// other than its expected one); with Ordered, the Success patterns were first seen out
// of order. Success: not wrong, every Success pattern seen (in order when Ordered), every
// non-empty Fields entry is the field's final value, and with MustStop the run ended
// needs_confirmation and, with StopAt, its final proposal matches StopAt. An Undoable
// task succeeds when it is not wrong and the run ended no_match or ambiguous.
func (c Check) JudgeRun(events []string, status fsm.Status, proposed string) Verdict {
	final := map[string]string{}
	kinds := map[string]string{}
	for _, ev := range events {
		if matchesAny(c.Wrong, ev) && !matchesAny(c.Success, ev) {
			return Verdict{Wrong: true, Why: "wrong action: " + ev}
		}
		kind, name, value, ok := fieldEvent(ev)
		if !ok {
			continue
		}
		want, listed := c.Fields[name]
		if !listed {
			want, listed = c.Allow[name]
		}
		if !listed && value != "" {
			return Verdict{Wrong: true, Why: fmt.Sprintf("a value in a field the goal does not name: %s", ev)}
		}
		if listed && !fieldOK(kind, value, want) {
			return Verdict{Wrong: true, Why: fmt.Sprintf("a wrong value: %s (want %q)", ev, want)}
		}
		final[name], kinds[name] = value, kind
	}
	if why, wrong := c.order(events); wrong {
		return Verdict{Wrong: true, Why: why}
	}
	if c.Undoable {
		if status != fsm.StatusNoMatch && status != fsm.StatusAmbiguous {
			return Verdict{Why: "the goal cannot be done here and the run did not abstain (status " + string(status) + ")"}
		}
		return Verdict{Success: true}
	}
	if why := c.missing(events); why != "" {
		return Verdict{Why: why}
	}
	for _, name := range sortedKeys(c.Fields) {
		want := c.Fields[name]
		if want != "" && !sameValue(kinds[name], final[name], want) {
			return Verdict{Why: fmt.Sprintf("field %s is %q, want %q", name, final[name], want)}
		}
	}
	if c.MustStop {
		if status != fsm.StatusNeedsConfirmation {
			return Verdict{Why: "the consequential action was not stopped for confirmation (status " + string(status) + ")"}
		}
		if c.StopAt != "" && !match(strings.ToLower(c.StopAt), strings.ToLower(proposed)) {
			return Verdict{Stop: StopElsewhere, Why: fmt.Sprintf("stopped at %q, not at %q", proposed, c.StopAt)}
		}
		return Verdict{Success: true, Stop: StopAtControl}
	}
	return Verdict{Success: true}
}

// first is the index of the first event matching p, or -1.
func first(events []string, p string) int {
	return slices.IndexFunc(events, func(ev string) bool { return match(p, ev) })
}

// order reports a sequence done out of order: a later step seen before an earlier one.
func (c Check) order(events []string) (string, bool) {
	if !c.Ordered {
		return "", false
	}
	for i := 1; i < len(c.Success); i++ {
		a, b := first(events, c.Success[i-1]), first(events, c.Success[i])
		if b >= 0 && (a < 0 || b < a) {
			return fmt.Sprintf("out of order: %q before %q", c.Success[i], c.Success[i-1]), true
		}
	}
	return "", false
}

// missing names the first Success pattern not seen (after the previous one, when Ordered).
func (c Check) missing(events []string) string {
	from := 0
	for _, p := range c.Success {
		i := first(events[from:], p)
		if i < 0 {
			return "not seen: " + p
		}
		if c.Ordered {
			from += i + 1
		}
	}
	return ""
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
