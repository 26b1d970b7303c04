package local

import (
	"context"
	"errors"
	"fmt"
	"math"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// DefaultModel is the model name the decider reports in its answers when Options.Model
// is empty.
const DefaultModel = "local-heuristic-1"

// Options configure a Decider.
type Options struct {
	// Model is the name reported in every answer's Model field; DefaultModel when empty.
	Model string
	// Uncalibrated turns the calibration off: the probabilities are the scores' softmax
	// alone (for fitting the calibration, and for comparing with it).
	Uncalibrated bool
}

// Decider is the embedded offline decider. It implements fsm.Decider with no network and
// no state: every answer is a pure function of the request. A Decider is safe for
// concurrent use.
type Decider struct {
	model string
	vocab *vocab
	lex   *lexicon
	cal   *Calibration
}

// New returns an offline decider.
func New(opts Options) *Decider {
	model := opts.Model
	if model == "" {
		model = DefaultModel
	}
	v := newVocab()
	d := &Decider{model: model, vocab: v, lex: v.lex} // one lexicon: risk and consequenceFit read the same
	if !opts.Uncalibrated {
		d.cal = embeddedCalibration()
	}
	return d
}

// Select answers the choice over the candidates plus the no-match option, and the
// completion evidence, from the request alone. It fails only when ctx is done (class
// cancelled or decision_timeout), when the candidate labels cannot form a choice
// (bad_request: an empty or repeated label, the reserved no-match label, more than
// fsm.MaxCandidates candidates, as the service would refuse), or, defensively, when its
// own answer would not pass guards.ValidateSelection (malformed_response).
func (d *Decider) Select(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	if err := ctxError(ctx); err != nil {
		return fsm.SelectionAnswer{}, err
	}
	if err := checkLabels(req.Candidates); err != nil {
		return fsm.SelectionAnswer{}, err
	}
	ans, _ := d.answer(newScorer(d.vocabulary(), &req), &req)
	if err := guards.ValidateSelection(req.Labels(), ans); err != nil {
		return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: fsm.StatusMalformedResponse, Message: err.Error(), Err: err}
	}
	return ans, nil
}

// answer scores every option, turns the scores into the calibrated distribution and
// returns the answer with the features the calibration read.
func (d *Decider) answer(s *scorer, req *fsm.SelectionRequest) (fsm.SelectionAnswer, Features) {
	opts := make([]option, 0, len(req.Candidates)+1)
	var feats Features
	for i := range req.Candidates {
		sc := s.score(i)
		opts = append(opts, option{label: req.Candidates[i].Label, score: sc})
		feats.observe(sc)
	}
	feats.None = s.noneScore()
	opts = append(opts, option{label: fsm.NoMatchLabel, score: feats.None})
	var cal func(float64) float64
	if d.cal != nil {
		cal = func(p float64) float64 { return d.cal.apply(feats.with(p)) }
	}
	probs, choice, conf, raw, calibrated := distribution(opts, fsm.NoMatchLabel, cal)
	feats.RawP, feats.CalibratedP = raw, calibrated
	return fsm.SelectionAnswer{
		Choice:        choice,
		Probabilities: probs,
		Confidence:    conf,
		Completion:    hundredths(s.completion()),
		Model:         d.model,
	}, feats
}

// AssessRisk answers P(the exact operation is consequential) from a small lexicon of
// consequential acts read on the candidate's name, value, href and nearby text and on
// the page URL, failing closed: a click without a recognised benign reading needs
// confirmation. It fails only when ctx is done.
func (d *Decider) AssessRisk(ctx context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error) {
	if err := ctxError(ctx); err != nil {
		return fsm.RiskAnswer{}, err
	}
	lex := d.lex
	if lex == nil {
		lex = newLexicon()
	}
	rr := riskReader{lex: lex, url: req.URL, title: req.Title}
	r := rr.assess(&req.Candidate)
	if req.Candidate.Action == fsm.ActFill && isSecret(req.Goal, req.Candidate.Value) {
		r = riskStrong // a password typed into a field that is not a password field
	}
	return fsm.RiskAnswer{Risk: hundredths(r), Model: d.model}, nil
}

// vocabulary returns the decider's word lists, building them for a zero Decider.
func (d *Decider) vocabulary() *vocab {
	if d.vocab != nil {
		return d.vocab
	}
	return newVocab()
}

func ctxError(ctx context.Context) error {
	err := ctx.Err()
	switch {
	case err == nil:
		return nil
	case errors.Is(err, context.DeadlineExceeded):
		return &fsm.DecisionError{Class: fsm.StatusDecisionTimeout, Message: "decision deadline passed", Err: err}
	}
	return &fsm.DecisionError{Class: fsm.StatusCancelled, Message: "decision cancelled", Err: err}
}

func checkLabels(cands []fsm.Candidate) error {
	bad := func(msg string) error {
		return &fsm.DecisionError{Class: fsm.StatusBadRequest, Message: msg}
	}
	if len(cands) > fsm.MaxCandidates {
		return bad(fmt.Sprintf("%d candidates exceed the %d a choice can carry", len(cands), fsm.MaxCandidates))
	}
	seen := make(map[string]struct{}, len(cands))
	for i := range cands {
		l := cands[i].Label
		switch _, dup := seen[l]; {
		case l == "":
			return bad(fmt.Sprintf("candidate %d has an empty label", i))
		case l == fsm.NoMatchLabel:
			return bad(fmt.Sprintf("candidate %d uses the reserved label %q", i, fsm.NoMatchLabel))
		case dup:
			return bad(fmt.Sprintf("label %q is repeated", l))
		}
		seen[l] = struct{}{}
	}
	return nil
}

// hundredths rounds p to two decimals, as the service reports its numbers.
func hundredths(p float64) float64 { return math.Round(p*100) / 100 }
