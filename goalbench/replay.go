package goalbench

import (
	"context"
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Mismatch is the first recorded decision of an instance that a decider now answers
// differently, as the gates would read it: the instance's later decisions were taken on
// pages that decision led to, so only the first difference means anything (as a workflow
// replayer reports the first mismatched command).
type Mismatch struct {
	Family string `json:"family"`
	Task   string `json:"task"`
	Index  int    `json:"index"`
	// Kind and Verdict are the recorded instance's task kind and verdict.
	Kind    string `json:"kind"`
	Verdict string `json:"verdict"`
	// Decision is the 0-based index of the decision among the instance's.
	Decision int    `json:"decision"`
	Was      string `json:"was"`
	Now      string `json:"now"`
}

// Replay asks d every recorded decision of outs again (Options.Record) and returns, per
// instance, the first whose reading differs: the gates' verdict, the chosen operation
// when they pass, and the risk gate's verdict on it. It needs no browser: it tells in
// seconds which instances a decider change can move, before a benchmark run measures them.
func Replay(ctx context.Context, d fsm.Decider, outs []Outcome) ([]Mismatch, error) {
	var ms []Mismatch
	for _, o := range outs {
		for k, rec := range o.Decisions {
			was := reading(rec.Request, rec.Answer, rec.Risk)
			ans, risk, err := replayOne(ctx, d, rec)
			if err != nil {
				return ms, fmt.Errorf("goalbench: replay %s/%s #%d decision %d: %w", o.Family, o.Task, o.Index, k, err)
			}
			if rec.Risk == nil && rec.Answer.Choice == ans.Choice {
				risk = nil // a run recorded without its risk questions: compare the selection alone
			}
			now := reading(rec.Request, ans, risk)
			if was != now {
				ms = append(ms, Mismatch{Family: o.Family, Task: o.Task, Index: o.Index, Kind: o.Kind,
					Verdict: o.Verdict.label(), Decision: k, Was: was, Now: now})
				break
			}
		}
	}
	return ms, nil
}

// replayOne asks the selection again and, when it passes the gates, the risk question
// about its choice.
func replayOne(ctx context.Context, d fsm.Decider, rec Decision) (fsm.SelectionAnswer, *RiskDecision, error) {
	ans, err := d.Select(ctx, rec.Request)
	if err != nil || guards.ClassifySelection(ans) != guards.VerdictGatesPassed {
		return ans, nil, err
	}
	rq := fsm.RiskRequest{Goal: rec.Request.Goal, URL: rec.Request.URL, Title: rec.Request.Title}
	if c := candidate(rec.Request, ans.Choice); c != nil {
		rq.Candidate = *c
	}
	risk, err := d.AssessRisk(ctx, rq)
	return ans, &RiskDecision{Request: rq, Answer: risk}, err
}

// reading is one decision as the gates read it: the selection verdict, and when it
// passed, the operation and the risk verdict.
func reading(req fsm.SelectionRequest, a fsm.SelectionAnswer, risk *RiskDecision) string {
	v := guards.ClassifySelection(a)
	if v != guards.VerdictGatesPassed {
		return v
	}
	op := a.Choice
	if c := candidate(req, a.Choice); c != nil {
		op = c.Description
	}
	if risk == nil {
		return v + ": " + op
	}
	return v + ": " + op + " (" + guards.ClassifyRisk(risk.Answer) + ")"
}

// label is a verdict in one word: wrong, success or abstained.
func (v Verdict) label() string {
	switch {
	case v.Wrong:
		return "wrong"
	case v.Success:
		return "success"
	}
	return "abstained"
}

func candidate(req fsm.SelectionRequest, label string) *fsm.Candidate {
	for i := range req.Candidates {
		if req.Candidates[i].Label == label {
			return &req.Candidates[i]
		}
	}
	return nil
}
