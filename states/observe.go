package states

import (
	"context"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// Observe is the Observing stage: the host's gates and the tab's focus, then one fresh
// observation of the main frame. The previous step's decision is cleared; an observation
// is never reused across steps.
func Observe(ctx context.Context, r *Run) fsm.Event {
	r.Obs, r.Candidates, r.Answer, r.Chosen, r.Risk = nil, nil, nil, nil, nil
	if ev, ok := r.hostGate(ctx); !ok {
		return ev
	}
	if ev, ok := r.focusGate(ctx); !ok {
		return ev
	}
	obs, err := r.Ports.Browser.Observe(ctx)
	if err != nil {
		if ev, stop := r.classified(err); stop {
			return ev
		}
		if ev, stop := r.Interrupted(ctx); stop {
			return ev
		}
		return r.fail(transitions.ObserveFailed, fsm.StatusObserveFailed, err, "could not observe the page: "+err.Error())
	}
	if !webPage(obs.URL) {
		return r.fail(transitions.ObserveFailed, fsm.StatusObserveFailed, nil,
			"the tab is not showing an http(s) page; browsergoal only works on web pages")
	}
	r.Obs = &obs
	return fsm.Event{Trigger: transitions.Observed, Detail: obs.URL, Facts: r.Facts(fsm.Facts{Steps: r.Steps, MaxSteps: r.Req.MaxSteps})}
}

// Propose is the Proposing stage: typed candidates compatible with the observation and
// the caller's exact values, ranked and pruned deterministically to the option cap and
// the request size budget. No candidates before any action ends the goal as no_match (or
// a preview of it) without a model request; after an action the selection request still
// asks for completion evidence, with the no-match option as its only choice.
func Propose(_ context.Context, r *Run) fsm.Event {
	var dispatched func(string) bool
	if r.Ledger.Len() > 0 {
		dispatched = r.Ledger.Dispatched
	}
	cands, dropped := Offer(r.Obs, r.Req, dispatched, CandidateBudget(r.selectionShell()))
	stats := fsm.CandidateStats{Step: r.Steps + 1, Offered: len(cands), ObservationDropped: r.Obs.Dropped}
	for _, n := range dropped {
		stats.Dropped += n
	}
	if n := r.Obs.NonHTTPLinks; n > 0 {
		dropped = addDrop(dropped, DropNonHTTPLink, n)
		stats.Dropped += n
	}
	stats.DroppedBy = dropped
	r.CandStats = append(r.CandStats, stats)
	r.Candidates = cands
	if len(cands) == 0 {
		r.Decision = &fsm.DecisionSummary{Status: fsm.StatusNoMatch, Step: r.Steps + 1}
	}
	return fsm.Event{
		Trigger: transitions.Proposed,
		Facts:   fsm.Facts{Candidates: len(cands), Preview: r.Req.Preview, Steps: r.Steps},
	}
}

// webPage reports whether a page URL is one browsergoal may work on: http(s), or an
// empty about:blank tab (from which only a caller's navigate URL can be offered).
func webPage(u string) bool {
	if u == "about:blank" {
		return true
	}
	scheme, _, ok := strings.Cut(u, ":")
	return ok && (strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https"))
}

func addDrop(m map[string]int, reason string, n int) map[string]int {
	if m == nil {
		m = map[string]int{}
	}
	m[reason] += n
	return m
}

// selectionShell is the selection request without its candidates.
func (r *Run) selectionShell() *fsm.SelectionRequest {
	return &fsm.SelectionRequest{
		Goal: r.Req.Goal, URL: r.Obs.URL, Title: r.Obs.Title, PageText: r.Obs.Text,
		Step: r.Steps + 1, Trace: r.Trace,
	}
}

// CandidateBudget is the wire bytes left for the candidates' descriptions in a selection
// request that carries shell's goal, page and trace: fsm.MaxRequestBytes less those and
// the question texts.
func CandidateBudget(shell *fsm.SelectionRequest) int {
	return fsm.MaxRequestBytes - fixedBytes(shell)
}
