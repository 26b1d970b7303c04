package viewer

import (
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/golden"
	"github.com/browsergoal/browsergoal/transitions"
)

// Block is one observation cycle of a session: everything from an entry into Observing
// (the first one is the start) up to the next, or to the end. A cycle that ends in a stale
// recheck and the cycle after it share their decision step: a stale decision is a new
// step of decision, not of action.
type Block struct {
	// Cycle numbers the blocks from 1; Step is the decision step the cycle's proposal and
	// gates name (0 when the cycle recorded none).
	Cycle, Step int
	// Events are the cycle's entries, in order; Transitions its fired transitions.
	Events      []Event
	Transitions []golden.StepRecord
	// The cycle's port calls (the last of each kind), nil when it made none.
	Observe, Select, Risk, Verify, Act *Event
}

// Blocks splits a session's events into its observation cycles.
func (s *Session) Blocks() []Block {
	blocks := []Block{{Cycle: 1}}
	for i := range s.Events {
		e := &s.Events[i]
		b := &blocks[len(blocks)-1]
		b.Events = append(b.Events, *e)
		switch e.Kind {
		case golden.KindObserve:
			b.Observe = e
		case golden.KindSelect:
			b.Select = e
		case golden.KindRisk:
			b.Risk = e
		case golden.KindVerify:
			b.Verify = e
		case golden.KindAct:
			b.Act = e
		case golden.KindStep:
			st := *e.Step
			b.Transitions = append(b.Transitions, st)
			if b.Step == 0 {
				switch {
				case st.Proposal != nil:
					b.Step = st.Proposal.Step
				case st.Gate != nil:
					b.Step = st.Gate.Step
				}
			}
			if st.To == fsm.Observing {
				blocks = append(blocks, Block{Cycle: len(blocks) + 1})
			}
		}
	}
	return blocks
}

// Span is the time a session spent in one state, between the transition into it (or the
// goal's first clock reading) and the transition out of it, in nanoseconds from the
// goal's first clock reading.
type Span struct {
	Cycle      int
	State      fsm.State
	Start, End int64
}

// Spans returns the session's time in each state it left, in order: the waterfall. A
// transition's time is the last clock reading recorded before it (the driver reads the
// clock when a stage ends).
func (s *Session) Spans() []Span {
	var (
		out        []Span
		now, since int64
		started    bool
	)
	cycle := 1
	for _, e := range s.Events {
		switch {
		case e.Kind == golden.KindClock:
			now = *e.NS
			if !started {
				since, started = now, true
			}
		case e.Kind == golden.KindStep:
			out = append(out, Span{Cycle: cycle, State: e.Step.From, Start: since, End: max(now, since)})
			since = max(now, since)
			if e.Step.To == fsm.Observing {
				cycle++
			}
		}
	}
	return out
}

// Path is a session's way through the table: how often it took each edge, the states it
// visited, and the first step the table does not permit, if any (a session recorded
// against another table).
type Path struct {
	Counts  map[transitions.EdgeKey]int
	Visited map[fsm.State]bool
	Problem string
}

// Path checks the session's transitions against t.
func (s *Session) Path(t *fsm.Table) Path {
	p := Path{Counts: map[transitions.EdgeKey]int{}, Visited: map[fsm.State]bool{t.Initial: true}}
	steps := s.Steps()
	keys := make([]transitions.EdgeKey, len(steps))
	for i, st := range steps {
		keys[i] = st.Edge()
		p.Visited[st.From], p.Visited[st.To] = true, true
		if k, ok := transitions.Resolve(t, keys[i]); ok {
			p.Counts[k]++
		}
	}
	if _, err := transitions.NewTrace(t, keys); err != nil {
		p.Problem = err.Error()
	}
	return p
}
