package viewer

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/golden"
	"github.com/browsergoal/browsergoal/guards"
	"github.com/browsergoal/browsergoal/transitions"
)

// blockView is one cycle as the template draws it.
type blockView struct {
	Cycle, Step int
	// Th are the thresholds the gates are drawn at.
	Th fsm.Thresholds
	// Ending names how the cycle ended: the last transition's trigger and target.
	Ending      string
	Transitions []golden.StepRecord
	Observation *fsm.Observation
	ObserveErr  *golden.ErrorRecord
	Proposal    *fsm.CandidateStats
	Drops       []count
	// Candidates are the options offered with the answer's probabilities, the no-match
	// option last; Chosen is the answer's choice.
	Candidates []option
	Answer     *fsm.SelectionAnswer
	SelectErr  *golden.ErrorRecord
	Selection  *gateView
	Risk       *gateView
	RiskErr    *golden.ErrorRecord
	Checks     []check
	Recheck    *check
	Dispatch   *dispatchView
	Extra      []Field
}

// count is one reason with how many it dropped.
type count struct {
	Key string
	N   int
}

// option is one candidate with the probability the decider gave it.
type option struct {
	Label, Description, Href string
	P                        float64
	Chosen, None             bool
}

// gateView is one gate: its verdict and the measures that decided it, each against its
// threshold.
type gateView struct {
	Verdict string
	// Tone colours the verdict: pass (the gate let the action on), done (completion
	// evident, or a preview's stop), fail (a stop).
	Tone     string
	Measures []measure
}

// verdictTone is the tone of a gate's verdict.
func verdictTone(v string) string {
	switch v {
	case guards.VerdictGatesPassed, guards.VerdictRiskCleared:
		return "pass"
	case guards.VerdictCompletionEvident, guards.VerdictPreviewStop:
		return "done"
	}
	return "fail"
}

// measure is one probability drawn against its threshold: passes when Value ≥ Threshold
// (or, with Below, when Value < Threshold).
type measure struct {
	Name             string
	Value, Threshold float64
	Below, Pass      bool
}

func newMeasure(name string, v, th float64, below bool) measure {
	return measure{Name: name, Value: v, Threshold: th, Below: below, Pass: (v < th) == below}
}

// check is one host, focus or freshness check.
type check struct {
	What, Verdict string
	OK            bool
	Line          int
}

// dispatchView is the action performed and how it ended.
type dispatchView struct {
	Op      fsm.Operation
	Err     *golden.ErrorRecord
	Outcome string
	Detail  string
}

// viewBlock prepares one cycle for the template.
func viewBlock(b Block, th fsm.Thresholds) blockView {
	v := blockView{Cycle: b.Cycle, Step: b.Step, Th: th, Transitions: b.Transitions}
	if n := len(b.Transitions); n > 0 {
		last := b.Transitions[n-1]
		v.Ending = fmt.Sprintf("%s → %s", last.Trigger, last.To)
	}
	if e := b.Observe; e != nil {
		v.Observation, v.ObserveErr = e.Observation, e.Error
	}
	for _, st := range b.Transitions {
		if st.Proposal != nil {
			v.Proposal = st.Proposal
			v.Drops = sortedCounts(st.Proposal.DroppedBy)
		}
		if st.Gate != nil && st.Gate.Gate == "selection" {
			v.Selection = &gateView{Verdict: st.Gate.Verdict, Tone: verdictTone(st.Gate.Verdict)}
		}
		if st.Gate != nil && st.Gate.Gate == "risk" {
			v.Risk = &gateView{Verdict: st.Gate.Verdict, Tone: verdictTone(st.Gate.Verdict)}
		}
		if st.From == fsm.Rechecking {
			v.Recheck = &check{What: "recheck", Verdict: recheckVerdict(st), OK: st.To == fsm.Dispatching}
		}
		if st.From == fsm.Dispatching {
			if v.Dispatch == nil {
				v.Dispatch = &dispatchView{}
			}
			v.Dispatch.Outcome, v.Dispatch.Detail = fmt.Sprintf("%s → %s", st.Trigger, st.To), st.Detail
		}
	}
	if e := b.Select; e != nil {
		v.SelectErr, v.Answer = e.Error, e.Answer
		v.Candidates = options(e.Selection, e.Answer)
		if e.Answer != nil {
			if v.Selection == nil {
				v.Selection = &gateView{Verdict: "(no gate recorded)"}
			}
			a := e.Answer
			v.Selection.Measures = []measure{
				newMeasure("completion evidence", a.Completion, th.Completion, false),
				newMeasure("choice confidence", a.Confidence, th.MinConfidence, false),
				newMeasure("selected probability", a.Probabilities[a.Choice], th.MinProbability, false),
			}
		}
	}
	if e := b.Risk; e != nil {
		v.RiskErr = e.Error
		if e.RiskAnswer != nil {
			if v.Risk == nil {
				v.Risk = &gateView{Verdict: "(no gate recorded)"}
			}
			v.Risk.Measures = []measure{newMeasure("risk", e.RiskAnswer.Risk, th.MaxRisk, true)}
		}
	}
	recheck := false // host and focus checks after the transition into Rechecking are the recheck's
	for _, e := range b.Events {
		switch {
		case e.Kind == golden.KindStep && e.Step.To == fsm.Rechecking:
			recheck = true
		case e.Kind == golden.KindHost || e.Kind == golden.KindFocus:
			c := hostCheck(e)
			if recheck {
				c.What += " (recheck)"
			}
			v.Checks = append(v.Checks, c)
		}
	}
	if e := b.Verify; e != nil && v.Recheck != nil {
		if e.Freshness != nil && !e.Freshness.Fresh {
			v.Recheck.Verdict += " (" + e.Freshness.Reason + ")"
		}
		v.Recheck.Line = e.Line
	}
	if e := b.Act; e != nil {
		if v.Dispatch == nil {
			v.Dispatch = &dispatchView{}
		}
		v.Dispatch.Op, v.Dispatch.Err = *e.Op, e.Error
	}
	for _, e := range b.Events {
		for _, f := range e.Extra {
			if !e.Kind.Known() {
				f.Path = fmt.Sprintf("%s (line %d).%s", e.Kind, e.Line, f.Path)
			}
			v.Extra = append(v.Extra, f)
		}
	}
	return v
}

// recheckVerdict says what the recheck decided from the transition out of Rechecking.
func recheckVerdict(st golden.StepRecord) string {
	switch {
	case st.To == fsm.Dispatching:
		return "fresh: dispatch"
	case st.Trigger == transitions.Stale && st.To == fsm.Observing:
		return "stale: discarded, observe again"
	case st.Detail != "":
		return fmt.Sprintf("%s: %s", st.Trigger, st.Detail)
	}
	return string(st.Trigger)
}

// hostCheck describes one host or focus check.
func hostCheck(e Event) check {
	c := check{What: string(e.Kind), Line: e.Line}
	switch {
	case e.Error != nil:
		c.Verdict = "error: " + e.Error.Message
	case e.Host != nil:
		h := e.Host
		c.OK = h.ComputerEnabled && h.TypeSafeEnabled && h.Permitted
		c.Verdict = fmt.Sprintf("computer tools %s, TypeSafe mode %s, permission %s", onOff(h.ComputerEnabled), onOff(h.TypeSafeEnabled), onOff(h.Permitted))
	case e.Focus != nil:
		c.OK = e.Focus.Focused
		c.Verdict = "focused"
		if !c.OK {
			c.Verdict = "not focused: " + e.Focus.Reason
		}
	}
	return c
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// options pairs the offered candidates with the answer's probabilities, highest first,
// the no-match option last.
func options(req *fsm.SelectionRequest, ans *fsm.SelectionAnswer) []option {
	if req == nil {
		return nil
	}
	var out []option
	for _, c := range req.Candidates {
		o := option{Label: c.Label, Description: c.Description, Href: c.Href}
		if ans != nil {
			o.P, o.Chosen = ans.Probabilities[c.Label], ans.Choice == c.Label
		}
		out = append(out, o)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].P > out[j].P })
	if ans != nil {
		labels := map[string]bool{}
		for _, c := range req.Candidates {
			labels[c.Label] = true
		}
		for _, l := range sortedLabels(ans.Probabilities) {
			if !labels[l] {
				out = append(out, option{Label: l, Description: "no match: none of the offered operations", None: true, P: ans.Probabilities[l], Chosen: ans.Choice == l})
			}
		}
	}
	return out
}

func sortedLabels(m map[string]float64) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func sortedCounts(m map[string]int) []count {
	var out []count
	for k, n := range m {
		out = append(out, count{k, n})
	}
	slices.SortFunc(out, func(a, b count) int {
		if a.N != b.N {
			return b.N - a.N
		}
		return strings.Compare(a.Key, b.Key)
	})
	return out
}
