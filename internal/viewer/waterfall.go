package viewer

import "github.com/browsergoal/browsergoal/fsm"

// waterfall is the session's time, state by state, on one axis.
type waterfall struct {
	// TotalMS is the axis: the goal's total time (the result's totalMs, or the last
	// transition when that is later).
	TotalMS float64
	Rows    []row
	Timings fsm.Timings
}

// row is one state's span: where it starts and how long it lasts, as fractions of the
// axis, and its duration.
type row struct {
	Cycle       int
	State       fsm.State
	Left, Width float64
	MS          float64
}

func newWaterfall(s *Session) waterfall {
	spans := s.Spans()
	w := waterfall{Timings: s.Result.Timings, TotalMS: float64(s.Result.Timings.TotalMS)}
	for _, sp := range spans {
		w.TotalMS = max(w.TotalMS, float64(sp.End)/1e6)
	}
	axis := max(w.TotalMS, 1e-3)
	for _, sp := range spans {
		ms := float64(sp.End-sp.Start) / 1e6
		w.Rows = append(w.Rows, row{
			Cycle: sp.Cycle, State: sp.State, MS: ms,
			Left: float64(sp.Start) / 1e6 / axis, Width: max(ms/axis, 0.002),
		})
	}
	return w
}
