package states

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/lexical"
)

// Bounds on a candidate's compact description.
const (
	maxNameRunes    = 100
	maxContextRunes = 100
	maxHrefRunes    = 300
	// questionOverhead is reserved in the request for the question texts, the no-match
	// option and JSON framing.
	questionOverhead = 8 << 10
)

// Rank scores every candidate's goal relevance, writes its compact description, orders
// them (most relevant first; ties keep generation order, which is viewport first, then
// document order) and keeps at most fsm.MaxCandidates whose descriptions fit budget
// bytes on the wire. Kept candidates are labelled "1", "2", … in rank order. It returns
// the kept candidates and the drop counts by reason.
func Rank(goal map[string]struct{}, goalText string, cands []fsm.Candidate, budget int) ([]fsm.Candidate, map[string]int) {
	for i := range cands {
		c := &cands[i]
		c.Name = truncate(c.Name, maxNameRunes)
		c.Context = truncate(c.Context, maxContextRunes)
		c.Href = truncate(c.Href, maxHrefRunes)
		c.Relevance = relevance(goal, goalText, c)
		c.Description = Describe(c)
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].Relevance > cands[j].Relevance })
	dropped := map[string]int{}
	if len(cands) > fsm.MaxCandidates {
		dropped[DropOptionCap] = len(cands) - fsm.MaxCandidates
		cands = cands[:fsm.MaxCandidates]
	}
	used := 0
	for i := range cands {
		cost := jsonLen(cands[i].Description) + len(strconv.Itoa(i+1)) + 8
		if used+cost > budget {
			dropped[DropSizeCap] = len(cands) - i
			cands = cands[:i]
			break
		}
		used += cost
	}
	for i := range cands {
		cands[i].Label = strconv.Itoa(i + 1)
	}
	if len(dropped) == 0 {
		dropped = nil
	}
	return cands, dropped
}

// relevance is the deterministic goal-relevance score: word overlap of the goal with the
// target's name (strongest), the value, the nearby context and the href, a bonus when
// a caller value is quoted verbatim in the goal, a small in-viewport bonus, and low
// priors for page-level moves.
func relevance(goal map[string]struct{}, goalText string, c *fsm.Candidate) float64 {
	s := lexical.Overlap(goal, c.Name) + 0.3*lexical.Overlap(goal, c.Context) + 0.2*lexical.Overlap(goal, c.Href)
	if c.Value != "" {
		s += 0.8 * lexical.Overlap(goal, c.Value)
		if lexical.Contains(goalText, c.Value) {
			s += 0.5
		}
	}
	if c.InViewport {
		s += 0.1
	}
	switch c.Action {
	case fsm.ActScroll, fsm.ActBack:
		s -= 0.2
	}
	return s
}

// Describe writes a candidate's compact description: the action, the target's role and
// name, the exact value or URL, and the relevant href and nearby context.
func Describe(c *fsm.Candidate) string {
	var b strings.Builder
	target := func() {
		role := c.Role
		if role == "" {
			role = "element"
		}
		b.WriteString(role)
		if c.Name != "" {
			b.WriteByte(' ')
			b.WriteString(strconv.Quote(c.Name))
		}
	}
	switch c.Action {
	case fsm.ActClick:
		b.WriteString("click ")
		target()
	case fsm.ActFill:
		b.WriteString("fill ")
		target()
		b.WriteString(" with ")
		b.WriteString(strconv.Quote(c.Value))
	case fsm.ActSelect:
		b.WriteString("select ")
		b.WriteString(strconv.Quote(c.Value))
		b.WriteString(" in ")
		target()
	case fsm.ActScroll:
		b.WriteString("scroll the page " + c.Direction)
	case fsm.ActBack:
		b.WriteString("go back one page in history")
	case fsm.ActNavigate:
		b.WriteString("navigate to " + c.Value)
	}
	if c.Href != "" && c.Action == fsm.ActClick {
		b.WriteString(" → ")
		b.WriteString(c.Href)
	}
	if c.Context != "" {
		b.WriteString(" (near ")
		b.WriteString(strconv.Quote(c.Context))
		b.WriteByte(')')
	}
	return b.String()
}

func truncate(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max-1]) + "…"
}

// jsonLen is the length of s as an encoding/json string, with its HTML-safe escapes.
func jsonLen(s string) int {
	n := 2
	for _, r := range s {
		switch {
		case r == '"' || r == '\\' || r == '\n' || r == '\r' || r == '\t':
			n += 2
		case r < 0x20 || r == '<' || r == '>' || r == '&' || r == 0x2028 || r == 0x2029 || r == utf8.RuneError:
			n += 6
		default:
			n += utf8.RuneLen(r)
		}
	}
	return n
}

// fixedBytes estimates the wire bytes of a selection request outside the candidates.
func fixedBytes(req *fsm.SelectionRequest) int {
	n := jsonLen(req.Goal) + jsonLen(req.URL) + jsonLen(req.Title) + jsonLen(req.PageText)
	for _, t := range req.Trace {
		n += jsonLen(t.Target) + jsonLen(t.Value) + 64
	}
	return n + questionOverhead
}
