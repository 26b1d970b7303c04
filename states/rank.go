package states

import (
	"cmp"
	"math"
	"slices"
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

// Offer generates the candidates for an observation and ranks and prunes them: the
// candidates a selection request offers, and the drop counts by reason. dispatched is
// as for Generate; budget bounds the descriptions' wire bytes.
func Offer(obs *fsm.Observation, req fsm.Request, dispatched func(string) bool, budget int) ([]fsm.Candidate, map[string]int) {
	refs, dropped := generate(obs, &req, dispatched, nil)
	kept, capped := rank(lexical.NewQuery(req.Goal), &req, obs, refs, budget)
	for reason, n := range capped {
		dropped = addDrop(dropped, reason, n)
	}
	return kept, dropped
}

// Dropped is one operation a proposal left out, and why: one of the Drop reasons, or
// DropRankedOut for a compatible operation ranked below the option cap or the size
// budget.
type Dropped struct {
	Action fsm.Action `json:"action"`
	Target string     `json:"target,omitempty"`
	Name   string     `json:"name,omitempty"`
	Value  string     `json:"value,omitempty"`
	Reason string     `json:"reason"`
}

// DropRankedOut marks an operation Explain lists as left out by the option cap or the
// size budget (CandidateStats count which).
const DropRankedOut = "ranked_out"

// Explain is Offer for people: the candidates offered, every operation left out with its
// reason, and the drop counts.
func Explain(obs *fsm.Observation, req fsm.Request, budget int) ([]fsm.Candidate, []Dropped, map[string]int) {
	var out []Dropped
	note := func(r ref, reason string) {
		c := r.candidate(obs, &req)
		out = append(out, Dropped{Action: c.Action, Target: c.Target, Name: c.Name, Value: c.Value, Reason: reason})
	}
	refs, dropped := generate(obs, &req, nil, note)
	kept, capped := rank(lexical.NewQuery(req.Goal), &req, obs, slices.Clone(refs), budget)
	for reason, n := range capped {
		dropped = addDrop(dropped, reason, n)
	}
	offered := make(map[fsm.Operation]bool, len(kept))
	for _, c := range kept {
		offered[c.Operation] = true
	}
	for _, r := range refs {
		if !offered[r.op(obs, &req)] {
			note(r, DropRankedOut)
		}
	}
	return kept, out, dropped
}

// rank scores the goal relevance of every candidate generated from obs, orders them
// (most relevant first; ties keep generation order, which is viewport first, then
// document order), keeps at most fsm.MaxCandidates, writes their compact descriptions
// and keeps those that fit budget bytes on the wire. Kept candidates are labelled "1",
// "2", … in rank order. It returns them and the drop counts by reason.
func rank(goal *lexical.Query, req *fsm.Request, obs *fsm.Observation, refs []ref, budget int) ([]fsm.Candidate, map[string]int) {
	scores := make([]float64, len(refs))
	idx := make([]int32, len(refs))
	// Value scores by action and value index; NaN marks "not computed yet".
	var valueScore [refNavigate + 1][fsm.MaxValues]float64
	for a := range valueScore {
		for v := range valueScore[a] {
			valueScore[a][v] = math.NaN()
		}
	}
	lastContext, contextScore := "", 0.0 // neighbours often share their context
	lastElem, elemScore := int32(-2), 0.0
	for i, r := range refs {
		idx[i] = int32(i)
		if r.elem != lastElem {
			lastElem, elemScore = r.elem, 0.1
			if r.elem >= 0 {
				e := &obs.Elements[r.elem]
				if e.Context != lastContext {
					lastContext, contextScore = e.Context, 0.3*goal.Overlap(e.Context)
				}
				elemScore = goal.Overlap(e.Name) + contextScore + 0.2*goal.OverlapURL(e.Href)
				if !e.InViewport {
					elemScore -= 0.1
				}
			}
		}
		vs := 0.0
		if r.val >= 0 {
			vs = valueScore[r.action][r.val]
			if math.IsNaN(vs) {
				vs = valueRelevance(goal, req.Goal, r.value(req))
				valueScore[r.action][r.val] = vs
			}
		}
		scores[i] = elemScore + vs + actionPrior(r.action)
	}
	dropped := map[string]int{}
	if len(idx) > fsm.MaxCandidates {
		dropped[DropOptionCap] = len(idx) - fsm.MaxCandidates
		idx = topK(idx, scores, fsm.MaxCandidates)
	}
	slices.SortStableFunc(idx, func(a, b int32) int { return cmp.Compare(scores[b], scores[a]) })
	kept := make([]fsm.Candidate, len(idx))
	elems := make([]int32, len(idx))
	for n, i := range idx {
		elems[n] = refs[i].elem
		c := refs[i].candidate(obs, req)
		c.Name = truncate(c.Name, maxNameRunes)
		c.Context = truncate(c.Context, maxContextRunes)
		c.Href = truncate(c.Href, maxHrefRunes)
		c.Relevance = scores[i]
		c.Description = Describe(&c)
		c.Label = strconv.Itoa(n + 1)
		kept[n] = c
	}
	disambiguate(kept, elems)
	used := 0
	for n := range kept {
		used += jsonLen(kept[n].Description) + len(kept[n].Label) + 8
		if used > budget {
			dropped[DropSizeCap] = len(kept) - n
			kept = kept[:n]
			break
		}
	}
	if len(dropped) == 0 {
		dropped = nil
	}
	return kept, dropped
}

// disambiguate numbers candidates whose descriptions are identical (several "Add to
// cart" buttons under one heading, say) in page order, "[1 of 3]", "[2 of 3]", …, so
// that every option the decider reads names one exact target. elems are the
// candidates' element indexes in the observation, which is in page order.
func disambiguate(cands []fsm.Candidate, elems []int32) {
	same := map[string][]int{}
	for i := range cands {
		same[cands[i].Description] = append(same[cands[i].Description], i)
	}
	for _, is := range same {
		if len(is) < 2 {
			continue
		}
		slices.SortFunc(is, func(a, b int) int { return cmp.Compare(elems[a], elems[b]) })
		for k, i := range is {
			cands[i].Description += " [" + strconv.Itoa(k+1) + " of " + strconv.Itoa(len(is)) + "]"
		}
	}
}

// topK keeps, in generation order, the k indexes a stable descending sort by score
// would put first: every score above the k-th largest, then ties with it in order.
func topK(idx []int32, scores []float64, k int) []int32 {
	sorted := slices.Clone(scores)
	slices.Sort(sorted)
	cut := sorted[len(sorted)-k]
	above := 0
	for _, v := range scores {
		if v > cut {
			above++
		}
	}
	ties := k - above
	out := idx[:0]
	for _, i := range idx {
		switch v := scores[i]; {
		case v > cut:
			out = append(out, i)
		case v == cut && ties > 0:
			out = append(out, i)
			ties--
		}
	}
	return out
}

// The relevance score is deterministic: word overlap of the goal with the target's name
// (strongest), the value, the nearby context and the href's path and query; a bonus when a caller value
// is quoted verbatim in the goal; a small bonus for targets in the viewport (page-level
// operations count as in it); low priors for scrolling and going back.
func valueRelevance(goal *lexical.Query, goalText, value string) float64 {
	if value == "" {
		return 0
	}
	s := 0.8 * goal.Overlap(value)
	if lexical.Contains(goalText, value) {
		s += 0.5
	}
	return s
}

func actionPrior(a uint8) float64 {
	if a == refScroll || a == refBack {
		return -0.2
	}
	return 0
}

func truncate(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max-1]) + "…"
}

// jsonLen is the length of s as an encoding/json string, with its HTML-safe escapes:
// two quotes, two bytes for \" \\ \n \r \t, six for other control bytes, < > & and
// U+2028/U+2029, and six for each byte of invalid UTF-8 (encoded as \ufffd).
func jsonLen(s string) int {
	n := 2 + len(s)
	wide := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf:
			wide = true
		case c == '"' || c == '\\' || c == '\n' || c == '\r' || c == '\t':
			n++
		case c < 0x20 || c == '<' || c == '>' || c == '&':
			n += 5
		}
	}
	if !wide {
		return n
	}
	n += 3 * (strings.Count(s, "\u2028") + strings.Count(s, "\u2029"))
	if !utf8.ValidString(s) {
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				n += 5
			}
			i += size
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
