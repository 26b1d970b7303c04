package fsm

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Action is the kind of a typed operation.
type Action string

// The actions browsergoal can offer. Nothing else is ever dispatched.
const (
	ActClick    Action = "click"
	ActFill     Action = "fill"
	ActSelect   Action = "select"
	ActScroll   Action = "scroll"
	ActBack     Action = "back"
	ActNavigate Action = "navigate"
)

// Scroll directions.
const (
	ScrollDown = "down"
	ScrollUp   = "up"
)

// Operation is one typed operation exactly as it is dispatched.
type Operation struct {
	Action Action `json:"action"`
	// Target is the element id for click, fill and select, and the scrollable region's
	// element id for a region scroll; empty otherwise (a page scroll has none).
	Target string `json:"target,omitempty"`
	// Value is the caller's exact text (fill), select value or label (select) or URL
	// (navigate), verbatim.
	Value string `json:"value,omitempty"`
	// Direction is "up" or "down" for scroll.
	Direction string `json:"direction,omitempty"`
}

// Candidate is one operation offered to the decider, with the compact context the
// decider sees. It is not a duplicated DOM node.
type Candidate struct {
	// Label is the choice label sent to the decider ("1", "2", …).
	Label string `json:"label"`
	Operation
	// Description is the compact text the decider reads for this option.
	Description string `json:"description"`
	// Role, Name, Href and Context summarise the target element.
	Role    string `json:"role,omitempty"`
	Name    string `json:"name,omitempty"`
	Href    string `json:"href,omitempty"`
	Context string `json:"context,omitempty"`
	// Position is the target's 1-based place in the observation's element order (the
	// viewport first, then document order); 0 for page-level operations. Deciders read
	// "the second text box" or "the last result" over it.
	Position int `json:"position,omitempty"`
	// InputType is a fill target's input type ("email", "date", "number"), when it has one.
	InputType string `json:"input_type,omitempty"`
	// Checked is a checkbox's, radio's or switch's state, or a toggle button's
	// (aria-pressed), when it has one: clicking a checked box unticks it, a pressed toggle
	// releases it.
	Checked *bool `json:"checked,omitempty"`
	// Expanded is a click target's expanded state, when it has one (a details summary,
	// aria-expanded): it opens or shows something.
	Expanded *bool `json:"expanded,omitempty"`
	// Popup names, for a click on a closed control, the items of the list or menu it
	// opens (fsm.Element.Popup): what opening it would show.
	Popup []string `json:"popup,omitempty"`
	// Reveals are, for a click on a closed tab or section, the controls it keeps hidden
	// (fsm.Element.Reveals): what opening it would show.
	Reveals []Revealed `json:"reveals,omitempty"`
	// Selected is a tab's, option's, tree item's or grid cell's aria-selected state, when
	// it has one: clicking the selected tab of a strip shows nothing new.
	Selected *bool `json:"selected,omitempty"`
	// Option is the select option a select operation's value matched (by value first,
	// then by label), so that the decider sees which option is meant.
	Option *Option `json:"option,omitempty"`
	// InViewport is the target's in-viewport flag (true for page-level operations).
	InViewport bool `json:"in_viewport"`
	// Relevance is the deterministic goal-relevance score used for ranking.
	Relevance float64 `json:"relevance"`
}

// Identity is an action's identity for the never-replay ledger on the observation obs
// it was chosen from: the action, the page life (document id) and its URL, the target
// and the exact value. The URL lets a single-page app's "Next" button be pressed again
// once the app has moved to another URL; on an unchanged page the same action is never
// dispatched twice. A scroll carries its target (none for the page, the region's id for
// a region) and the scroll offset it starts from (obs.ScrollOffset), so scrolling on
// from a new position is a new action; navigate is identified by its URL alone, so one
// URL is navigated to at most once per goal.
func Identity(op Operation, obs *Observation) string {
	var b strings.Builder
	b.WriteString(string(op.Action))
	b.WriteByte('|')
	switch op.Action {
	case ActNavigate:
		b.WriteString(op.Value)
		return b.String()
	case ActScroll:
		b.WriteString(obs.Epoch.Document)
		b.WriteByte('|')
		b.WriteString(op.Target)
		b.WriteByte('|')
		b.WriteString(op.Direction)
		b.WriteByte('@')
		b.WriteString(strconv.FormatFloat(obs.ScrollOffset(op), 'f', 0, 64))
		return b.String()
	}
	b.WriteString(obs.Epoch.Document)
	b.WriteByte('|')
	b.WriteString(obs.Epoch.URL)
	b.WriteByte('|')
	b.WriteString(op.Target)
	b.WriteByte('|')
	b.WriteString(op.Value)
	return b.String()
}

// maxSummaryName bounds the target name in a trace summary.
const maxSummaryName = 60

// Opens reports whether a click on c shows a closed part of the page: a tab or section
// that keeps controls hidden (Reveals), a control whose expanded state is false, or a tab
// not selected; not a list or menu (Popup), whose opened items are read as a list's (see
// TraceEntry.Opens).
func (c *Candidate) Opens() bool {
	return c.Action == ActClick && len(c.Popup) == 0 && (len(c.Reveals) > 0 ||
		c.Expanded != nil && !*c.Expanded || c.Role == "tab" && c.Selected != nil && !*c.Selected)
}

// TargetSummary is the compact target an executed trace records: "page" for page-level
// operations, else the role (or "element") and the name, cut to 60 characters with an
// ellipsis. Deciders match trace entries to candidates with it.
func (c *Candidate) TargetSummary() string {
	if c.Target == "" {
		return "page"
	}
	s := c.Role
	if s == "" {
		s = "element"
	}
	if c.Name == "" {
		return s
	}
	name := c.Name
	if utf8.RuneCountInString(name) > maxSummaryName {
		name = string([]rune(name)[:maxSummaryName-1]) + "…"
	}
	return s + " " + name
}
