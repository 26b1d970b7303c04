package fsm

// UnusedValues lists, by index, the supplied values that no dispatched operation of the
// goal used (a fill of the text value, a select of the select value, a navigate to the
// URL, executed or with an unknown outcome). Indices, never the values: a result may be
// logged or shared.
type UnusedValues struct {
	TextValues   []int `json:"text_values,omitempty"`
	SelectValues []int `json:"select_values,omitempty"`
	NavigateURLs []int `json:"navigate_urls,omitempty"`
}

// Empty reports whether every supplied value was used.
func (u UnusedValues) Empty() bool {
	return len(u.TextValues) == 0 && len(u.SelectValues) == 0 && len(u.NavigateURLs) == 0
}

// Count is the number of unused values.
func (u UnusedValues) Count() int {
	return len(u.TextValues) + len(u.SelectValues) + len(u.NavigateURLs)
}

// Unused returns the supplied values of req that no entry of trace used: a fill of a
// text value, a select of a select value or a navigate to a URL whose outcome is
// executed or unknown (an action that may have reached the page counts as used).
func Unused(req Request, trace []TraceEntry) UnusedValues {
	used := map[Action]map[string]bool{}
	for _, e := range trace {
		if e.Outcome == OutcomeNotExecuted {
			continue
		}
		if used[e.Action] == nil {
			used[e.Action] = map[string]bool{}
		}
		used[e.Action][e.Value] = true
	}
	pick := func(act Action, vals []string) []int {
		var out []int
		for i, v := range vals {
			if !used[act][v] {
				out = append(out, i)
			}
		}
		return out
	}
	return UnusedValues{
		TextValues:   pick(ActFill, req.TextValues),
		SelectValues: pick(ActSelect, req.SelectValues),
		NavigateURLs: pick(ActNavigate, req.NavigateURLs),
	}
}
