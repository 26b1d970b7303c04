package local

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// verdict is the selection gate's outcome for an answer, as the core classifies it:
// possibly_done, no_match, ambiguous or passed.
func verdict(a fsm.SelectionAnswer) string {
	st := guards.SelectionStatus(guards.ClassifySelection(a))
	if st == fsm.DecisionReady {
		return "passed"
	}
	return string(st)
}

func TestImplementsDecider(t *testing.T) {
	var d fsm.Decider = New(Options{})
	if d == nil {
		t.Fatal("nil decider")
	}
}

// page builds candidates with labels "1", "2", … in order.
type page struct{ cands []fsm.Candidate }

func (p *page) add(c fsm.Candidate) *page {
	c.Label = fmt.Sprint(len(p.cands) + 1)
	if c.Target == "" && c.Action != fsm.ActScroll && c.Action != fsm.ActBack && c.Action != fsm.ActNavigate {
		c.Target = fmt.Sprintf("e%d", len(p.cands)+1)
	}
	c.InViewport = true
	p.cands = append(p.cands, c)
	return p
}

func (p *page) fill(target, role, name, value string) *page {
	return p.add(fsm.Candidate{
		Operation:   fsm.Operation{Action: fsm.ActFill, Target: target, Value: value},
		Description: fmt.Sprintf("fill %s %q with %q", role, name, value),
		Role:        role, Name: name,
	})
}

func (p *page) click(role, name, href string) *page {
	desc := fmt.Sprintf("click %s %q", role, name)
	if href != "" {
		desc += " → " + href
	}
	return p.add(fsm.Candidate{
		Operation:   fsm.Operation{Action: fsm.ActClick},
		Description: desc, Role: role, Name: name, Href: href,
	})
}

// near sets the last candidate's nearby text, as the core describes it.
func (p *page) near(context string) *page {
	c := &p.cands[len(p.cands)-1]
	c.Context = context
	c.Description += fmt.Sprintf(" (near %q)", context)
	return p
}

func (p *page) sel(target, name, value string) *page {
	return p.add(fsm.Candidate{
		Operation:   fsm.Operation{Action: fsm.ActSelect, Target: target, Value: value},
		Description: fmt.Sprintf("select %q in combobox %q", value, name),
		Role:        "combobox", Name: name,
	})
}

func (p *page) scroll(dir string) *page {
	return p.add(fsm.Candidate{
		Operation:   fsm.Operation{Action: fsm.ActScroll, Direction: dir},
		Description: "scroll the page " + dir,
	})
}

func (p *page) back() *page {
	return p.add(fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActBack}, Description: "go back one page in history"})
}

func (p *page) navigate(u string) *page {
	return p.add(fsm.Candidate{
		Operation:   fsm.Operation{Action: fsm.ActNavigate, Value: u},
		Description: "navigate to " + u,
	})
}

// byDesc returns the label of the candidate whose description contains s.
func byDesc(t *testing.T, cands []fsm.Candidate, s string) string {
	t.Helper()
	for _, c := range cands {
		if strings.Contains(c.Description, s) {
			return c.Label
		}
	}
	t.Fatalf("no candidate described with %q", s)
	return ""
}

// done is an executed trace entry; target is the core's summary ("button Search").
func done(step int, a fsm.Action, target, value string) fsm.TraceEntry {
	return fsm.TraceEntry{Step: step, Action: a, Target: target, Value: value, Outcome: fsm.OutcomeExecuted}
}

// mustSelect runs Select and checks the answer validates and its confidence is the
// normalized p_max of its probabilities.
func mustSelect(t testing.TB, d *Decider, req fsm.SelectionRequest) fsm.SelectionAnswer {
	t.Helper()
	a, err := d.Select(context.Background(), req)
	if err != nil {
		t.Fatalf("Select: %v", err)
	}
	if err := guards.ValidateSelection(req.Labels(), a); err != nil {
		t.Fatalf("answer does not validate: %v\n%s", err, dump(req, a))
	}
	if got := guards.NormalizedConfidence(probsOf(req, a)); got != a.Confidence {
		t.Fatalf("confidence %v, normalized p_max %v", a.Confidence, got)
	}
	return a
}

func probsOf(req fsm.SelectionRequest, a fsm.SelectionAnswer) []float64 {
	var ps []float64
	for _, l := range req.Labels() {
		ps = append(ps, a.Probabilities[l])
	}
	return ps
}

// dump renders an answer for failure messages: the top options with their descriptions.
func dump(req fsm.SelectionRequest, a fsm.SelectionAnswer) string {
	desc := map[string]string{fsm.NoMatchLabel: "(no match)"}
	for _, c := range req.Candidates {
		desc[c.Label] = c.Description
	}
	labels := req.Labels()
	sort.SliceStable(labels, func(i, j int) bool { return a.Probabilities[labels[i]] > a.Probabilities[labels[j]] })
	var b strings.Builder
	fmt.Fprintf(&b, "choice %s conf %.3f completion %.2f verdict %s\n", a.Choice, a.Confidence, a.Completion, verdict(a))
	for i, l := range labels {
		if i == 5 {
			break
		}
		fmt.Fprintf(&b, "  %-4s %.2f %s\n", l, a.Probabilities[l], desc[l])
	}
	return b.String()
}
