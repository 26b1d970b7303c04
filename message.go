package browsergoal

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/states"
)

// message explains a terminal status in one sentence, with the numbers that decided it.
func message(r *states.Run, s fsm.Status) string {
	d := r.Decision
	switch s {
	case fsm.StatusPreview:
		if d == nil {
			return "Preview: nothing was performed."
		}
		return fmt.Sprintf("Preview: nothing was performed; the decision was %s.", d.Status)
	case fsm.StatusNoMatch:
		if r.Answer == nil {
			return "No offered operation was compatible with the page and the supplied values; no model request was made."
		}
		return fmt.Sprintf("The model chose no offered operation (p=%.2f).", d.Probability)
	case fsm.StatusAmbiguous:
		return fmt.Sprintf("The model was not certain enough: confidence %.2f, selected probability %.2f.", d.Confidence, d.Probability)
	case fsm.StatusNeedsConfirmation:
		return fmt.Sprintf("The selected %s was flagged as potentially consequential (risk %.2f); nothing was performed for it.", opName(d), deref(d.Risk))
	case fsm.StatusPossiblyDone:
		return fmt.Sprintf("The model judged the goal possibly done (completion evidence %.2f) after %d action(s); this is not proof.", d.Completion, r.Steps)
	case fsm.StatusStepBudgetExhausted:
		return fmt.Sprintf("Stopped after max_steps=%d action(s); completion is not implied.", r.Req.MaxSteps)
	case fsm.StatusTimeBudgetExhausted:
		return fmt.Sprintf("Stopped at timeout_ms=%d after %d action(s); completion is not implied.", r.Req.TimeoutMS, r.Steps)
	case fsm.StatusExecuted:
		what := "action"
		if n := len(r.Trace); n > 0 {
			what = string(r.Trace[n-1].Action) + " on " + r.Trace[n-1].Target
		}
		return "The " + what + " was dispatched and executed, and the page after it observed; DOM dispatch is not verified task completion."
	case fsm.StatusCancelled:
		if r.Err != nil {
			return "Cancelled: " + r.Err.Message
		}
		return fmt.Sprintf("Cancelled by the caller after %d action(s).", r.Steps)
	}
	if r.Err != nil {
		return r.Err.Message
	}
	return s.Advice()
}

// sentence makes a message one sentence: a capital first letter and a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}

func opName(d *fsm.DecisionSummary) string {
	if d == nil || d.Operation == nil {
		return "operation"
	}
	return string(d.Operation.Action) + " (" + d.Operation.Description + ")"
}

func deref(p *float64) float64 {
	if p == nil {
		return 0
	}
	return *p
}

// unusedNote tells, after a goal that acted, which supplied values it never used (by
// index, never by value), so a caller does not take a partial entry for a whole one.
func unusedNote(u *fsm.UnusedValues, steps int) string {
	if u == nil || steps == 0 {
		return ""
	}
	var parts []string
	for _, f := range []struct {
		name string
		idx  []int
	}{{"text_values", u.TextValues}, {"select_values", u.SelectValues}, {"navigate_urls", u.NavigateURLs}} {
		for _, i := range f.idx {
			parts = append(parts, fmt.Sprintf("%s[%d]", f.name, i))
		}
	}
	return " Supplied values not used: " + strings.Join(parts, ", ") + "."
}
