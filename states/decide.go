package states

import (
	"context"
	"errors"
	"runtime"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
	"github.com/browsergoal/browsergoal/transitions"
)

// Select is the Selecting stage: one request with the choice over the candidates plus
// the no-match option and the completion-evidence question. The answer is validated
// against the exact offered labels before any gate; the guards then route it. If the
// decider refuses the request as too large before sending it, the candidate list is
// halved (lowest-ranked dropped) and the request built again.
func Select(ctx context.Context, r *Run) fsm.Event {
	req := r.selectionShell()
	req.Candidates = r.Candidates
	var (
		ans fsm.SelectionAnswer
		err error
	)
	for {
		start := r.Ports.Clock.Now()
		err = guarded(func() (e error) { ans, e = r.Ports.Decider.Select(ctx, *req); return e })
		r.addSelectionMS(r.ms(start))
		if err == nil || !errors.Is(err, fsm.ErrRequestTooLarge) || len(req.Candidates) <= 1 {
			break
		}
		keep := len(req.Candidates) / 2
		st := &r.CandStats[len(r.CandStats)-1]
		st.DroppedBy = addDrop(st.DroppedBy, DropSizeCap, len(req.Candidates)-keep)
		st.Dropped += len(req.Candidates) - keep
		st.Offered = keep
		req.Candidates = req.Candidates[:keep]
		r.Candidates = req.Candidates
	}
	if err != nil {
		return r.decisionFailure(ctx, err)
	}
	if err := guards.ValidateSelection(req.Labels(), ans); err != nil {
		return r.fail(transitions.DecisionFailed(fsm.StatusMalformedResponse), fsm.StatusMalformedResponse,
			&fsm.DecisionError{Class: fsm.StatusMalformedResponse, Message: err.Error(), RequestID: ans.RequestID, Err: err}, "")
	}
	r.Answer = &ans
	r.Chosen = nil
	for i := range r.Candidates {
		if r.Candidates[i].Label == ans.Choice {
			r.Chosen = &r.Candidates[i]
		}
	}
	verdict := guards.ClassifySelection(ans)
	p, c, comp := ans.Probabilities[ans.Choice], ans.Confidence, ans.Completion
	r.Gates = append(r.Gates, fsm.GateRecord{
		Step: r.Steps + 1, Gate: "selection", Verdict: verdict, Choice: ans.Choice,
		Probability: &p, Confidence: &c, Completion: &comp, RequestID: ans.RequestID,
	})
	r.Decision = &fsm.DecisionSummary{
		Status: guards.SelectionStatus(verdict), Step: r.Steps + 1, Operation: r.Chosen,
		Probability: p, Confidence: c, Completion: comp,
	}
	return fsm.Event{Trigger: transitions.Decided, Facts: fsm.Facts{Selection: &ans, Preview: r.Req.Preview}}
}

// AssessRisk is the AssessingRisk stage: a separate, dependent request about the exact
// chosen action, target, value and page URL, asked only after the selection passed.
func AssessRisk(ctx context.Context, r *Run) fsm.Event {
	start := r.Ports.Clock.Now()
	var ans fsm.RiskAnswer
	err := guarded(func() (e error) {
		ans, e = r.Ports.Decider.AssessRisk(ctx, fsm.RiskRequest{
			Goal: r.Req.Goal, URL: r.Obs.URL, Title: r.Obs.Title, Candidate: *r.Chosen,
		})
		return e
	})
	ms := r.ms(start)
	r.Timings.RiskMS += ms
	r.Timings.DecisionMS += ms
	if err != nil {
		return r.decisionFailure(ctx, err)
	}
	if err := guards.ValidateRisk(ans); err != nil {
		return r.fail(transitions.DecisionFailed(fsm.StatusMalformedResponse), fsm.StatusMalformedResponse,
			&fsm.DecisionError{Class: fsm.StatusMalformedResponse, Message: err.Error(), RequestID: ans.RequestID, Err: err}, "")
	}
	r.Risk = &ans
	verdict := guards.ClassifyRisk(ans)
	risk := ans.Risk
	r.Gates = append(r.Gates, fsm.GateRecord{
		Step: r.Steps + 1, Gate: "risk", Verdict: verdict, Choice: r.Chosen.Label, Risk: &risk, RequestID: ans.RequestID,
	})
	if r.Decision != nil {
		r.Decision.Risk = &risk
		r.Decision.Status = guards.RiskStatus(verdict)
	}
	return fsm.Event{Trigger: transitions.Assessed, Facts: fsm.Facts{Risk: &ans, Preview: r.Req.Preview}}
}

func (r *Run) addSelectionMS(ms int64) {
	r.Timings.SelectionMS += ms
	r.Timings.DecisionMS += ms
}

// guarded calls a decider port, turning a panic in it into a decision_unavailable
// DecisionError: a broken decider ends the goal with a named status before anything is
// done, and never takes the host's process down. Only a runtime error's text is kept
// (the panic's own value could hold anything the decider held).
func guarded(call func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			msg := "the decider panicked"
			if re, ok := p.(runtime.Error); ok {
				msg += ": " + re.Error()
			}
			err = &fsm.DecisionError{Class: fsm.StatusDecisionUnavailable, Message: msg, Err: errDeciderPanic}
		}
	}()
	return call()
}

// errDeciderPanic is the error a decider's panic is recorded as (see guarded).
var errDeciderPanic = errors.New("decider panicked")
