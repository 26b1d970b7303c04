package local

import (
	"fmt"
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// Explanation is the decider's three stages for one selection request, printable: the
// reading of the goal, the plan with its progress, and the score table whose cells are
// the named rules that made each score, with the raw and the calibrated probabilities.
type Explanation struct {
	Goal     string              `json:"goal"`
	Reading  []ClauseText        `json:"reading"`
	Values   []string            `json:"values"`
	Plan     []StepText          `json:"plan"`
	Next     int                 `json:"next"`
	Scores   []ScoreRow          `json:"scores"`
	NoMatch  float64             `json:"no_match_score"`
	Answer   fsm.SelectionAnswer `json:"answer"`
	Features Features            `json:"features"`
}

// ClauseText is one clause as read: its words, the values it mentions (by index into
// Values), its quoted labels, the acts it negates, its ordinal, and whether it asks a
// question (it asks to see, never to tick, pick or do another act).
type ClauseText struct {
	Words    []string `json:"words"`
	Values   []int    `json:"values,omitempty"`
	Labels   []string `json:"labels,omitempty"`
	Negated  []string `json:"negated,omitempty"`
	Ordinal  int      `json:"ordinal,omitempty"`
	Question bool     `json:"question,omitempty"`
}

// StepText is one plan step: what it does, for which clause, and whether the trace shows
// it done.
type StepText struct {
	Step   string `json:"step"`
	Clause int    `json:"clause"`
	Done   bool   `json:"done"`
}

// ScoreRow is one candidate's score with the rules that made it.
type ScoreRow struct {
	Label       string `json:"label"`
	Description string `json:"description"`
	Breakdown
	Probability float64 `json:"probability"`
}

// Explain runs the reading, the plan and the scores for req and returns them with the
// answer Select gives, without any side effect.
func (d *Decider) Explain(req fsm.SelectionRequest) Explanation {
	s := newScorer(d.vocabulary(), &req)
	ans, feats := d.answer(s, &req)
	e := Explanation{Goal: req.Goal, Next: s.prog.next, NoMatch: s.noneScore(), Features: feats,
		Answer: ans}
	for _, gv := range s.g.values {
		e.Values = append(e.Values, gv.text)
	}
	for _, cl := range s.g.clauses {
		e.Reading = append(e.Reading, ClauseText{Words: cl.raw, Values: cl.values, Labels: cl.labels,
			Negated: sortedTokens(cl.negated), Ordinal: cl.ordinal, Question: cl.question})
	}
	for k, st := range s.steps {
		e.Plan = append(e.Plan, StepText{Step: st.name(), Clause: st.clause, Done: s.prog.done[k]})
	}
	for i := range req.Candidates {
		c := &req.Candidates[i]
		e.Scores = append(e.Scores, ScoreRow{Label: c.Label, Description: c.Description, Breakdown: s.detail(i),
			Probability: ans.Probabilities[c.Label]})
	}
	sort.SliceStable(e.Scores, func(a, b int) bool { return e.Scores[a].Score > e.Scores[b].Score })
	return e
}

// String prints the explanation as the text the golden scripts hold: the reading, the
// plan and the top rows of the score table.
func (e Explanation) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "goal: %s\n", e.Goal)
	for i, v := range e.Values {
		fmt.Fprintf(&b, "value[%d]: %q\n", i, v)
	}
	for i, cl := range e.Reading {
		fmt.Fprintf(&b, "clause %d: %s", i, strings.Join(cl.Words, " "))
		if len(cl.Values) > 0 {
			fmt.Fprintf(&b, " values=%v", cl.Values)
		}
		if len(cl.Labels) > 0 {
			fmt.Fprintf(&b, " labels=%q", cl.Labels)
		}
		if len(cl.Negated) > 0 {
			fmt.Fprintf(&b, " negated=%v", cl.Negated)
		}
		if cl.Ordinal != 0 {
			fmt.Fprintf(&b, " ordinal=%d", cl.Ordinal)
		}
		if cl.Question {
			b.WriteString(" question=true")
		}
		b.WriteByte('\n')
	}
	for k, st := range e.Plan {
		mark := " "
		switch {
		case st.Done:
			mark = "x"
		case k == e.Next:
			mark = ">"
		}
		fmt.Fprintf(&b, "plan %s %d %s (clause %d)\n", mark, k+1, st.Step, st.Clause)
	}
	for i, r := range e.Scores {
		if i == 6 {
			fmt.Fprintf(&b, "  … %d more\n", len(e.Scores)-i)
			break
		}
		var parts []string
		for _, p := range r.Parts {
			parts = append(parts, fmt.Sprintf("%s %s %.2f", p.Rule, p.Kind, p.Value))
		}
		fmt.Fprintf(&b, "score %.2f p=%.2f %s [%s]\n", r.Score, r.Probability, r.Description, strings.Join(parts, "; "))
	}
	f := e.Features
	fmt.Fprintf(&b, "no-match %.2f; top %.2f second %.2f raw p %.2f calibrated p %.2f\n", e.NoMatch, f.Top, f.Second, f.RawP, f.CalibratedP)
	fmt.Fprintf(&b, "choice: %s p=%.2f conf=%.2f completion=%.2f\n", e.Answer.Choice,
		e.Answer.Probabilities[e.Answer.Choice], e.Answer.Confidence, e.Answer.Completion)
	return b.String()
}

// Contribution is one named rule's part in a candidate's score: the value it set the
// score to (Kind "set"), multiplied it by (Kind "times") or capped it at (Kind "cap").
type Contribution struct {
	Rule  string  `json:"rule"`
	Kind  string  `json:"kind"`
	Value float64 `json:"value"`
}

// Breakdown is how a candidate's score came about: the rules applied in order, the plan
// step it fits best (-1 for none: the prior won) and the final score.
type Breakdown struct {
	Step  int            `json:"step"`
	Parts []Contribution `json:"parts"`
	Score float64        `json:"score"`
}

func (b *Breakdown) set(rule string, v float64) *Breakdown {
	b.Parts = append(b.Parts, Contribution{Rule: rule, Kind: "set", Value: v})
	b.Score = v
	return b
}

func (b *Breakdown) times(rule string, v float64) {
	b.Parts = append(b.Parts, Contribution{Rule: rule, Kind: "times", Value: v})
	b.Score *= v
}

func (b *Breakdown) cap(rule string, v float64) {
	if b.Score > v {
		b.Parts = append(b.Parts, Contribution{Rule: rule, Kind: "cap", Value: v})
		b.Score = v
	}
}

// name is a step's printable kind.
func (st step) name() string {
	switch st.kind {
	case stepFill:
		return fmt.Sprintf("enter_value_%d", st.value)
	case stepScroll:
		return "scroll_" + st.dir
	case stepBack:
		return "back"
	case stepNavigate:
		return fmt.Sprintf("navigate_value_%d", st.value)
	}
	return "click_" + [...]string{"named", "submit", "result", "pick", "suggestion", "choice"}[st.click]
}

func sortedTokens(t tokenSet) []string {
	out := make([]string, 0, len(t))
	for w := range t {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}
