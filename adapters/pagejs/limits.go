package pagejs

import "time"

// Observation caps that are not configurable: they bound each text field of an element
// so that one element's JSON stays small whatever the page holds.
const (
	// MaxNameChars bounds an accessible name (and twice it the page title).
	MaxNameChars = 120
	// MaxValueChars bounds a field's value and an option's value.
	MaxValueChars = 200
	// MaxHrefChars bounds a link's href.
	MaxHrefChars = 500
	// MaxContextChars bounds an element's nearby context.
	MaxContextChars = 120
	// MaxOptions bounds the options listed for one select.
	MaxOptions = 50
	// MaxOptionLabelChars bounds an option's label.
	MaxOptionLabelChars = 100
	// MaxTextLineChars bounds one line (one heading, paragraph or status) of the text excerpt.
	MaxTextLineChars = 300
	// MaxRegions bounds the scrollable regions observed for themselves (not counting
	// observed elements, such as a textarea, that also scroll); they count towards
	// Limits.MaxElements too.
	MaxRegions = 20
)

// Limits bound what a browser adapter's tab does. Zero fields take the defaults below.
type Limits struct {
	// ActionTimeout bounds one action's dispatch, from its page-side checks to the last
	// input event (default 5 s). The goal's context deadline always applies too.
	ActionTimeout time.Duration
	// ObserveTimeout bounds one observation, recheck or focus check (default 5 s).
	ObserveTimeout time.Duration
	// SettleTimeout bounds the wait after an action for the page to settle: for the
	// navigation or the fetch and XHR requests it started to end and the DOM to go quiet
	// (default 3 s).
	SettleTimeout time.Duration
	// MaxElements bounds the elements of one observation (default 200).
	MaxElements int
	// MaxTextChars bounds the observation's text excerpt (default 2,000).
	MaxTextChars int
	// ScrollFraction is the share of the viewport height one scroll moves (default 0.8).
	ScrollFraction float64
}

// Defaults of Limits.
const (
	DefaultActionTimeout  = 5 * time.Second
	DefaultObserveTimeout = 5 * time.Second
	DefaultSettleTimeout  = 3 * time.Second
	DefaultMaxElements    = 200
	DefaultMaxTextChars   = 2_000
	DefaultScrollFraction = 0.8
)

// WithDefaults returns l with every zero or negative field (and a ScrollFraction above 1)
// replaced by its default.
func (l Limits) WithDefaults() Limits {
	orDefault(&l.ActionTimeout, DefaultActionTimeout)
	orDefault(&l.ObserveTimeout, DefaultObserveTimeout)
	orDefault(&l.SettleTimeout, DefaultSettleTimeout)
	orDefault(&l.MaxElements, DefaultMaxElements)
	orDefault(&l.MaxTextChars, DefaultMaxTextChars)
	if l.ScrollFraction > 1 {
		l.ScrollFraction = DefaultScrollFraction
	}
	orDefault(&l.ScrollFraction, DefaultScrollFraction)
	return l
}

// orDefault replaces a zero or negative limit with its default.
func orDefault[T int | float64 | time.Duration](v *T, def T) {
	if *v <= 0 {
		*v = def
	}
}

// Caps is the options object the library's observe, verify and selectOption read.
type Caps struct {
	MaxElements    int `json:"max_elements"`
	MaxText        int `json:"max_text"`
	MaxLine        int `json:"max_line"`
	MaxName        int `json:"max_name"`
	MaxValue       int `json:"max_value"`
	MaxHref        int `json:"max_href"`
	MaxContext     int `json:"max_context"`
	MaxOptions     int `json:"max_options"`
	MaxOptionLabel int `json:"max_option_label"`
	MaxRegions     int `json:"max_regions"`
}

// Caps returns the library's options for these limits.
func (l Limits) Caps() Caps {
	return Caps{
		MaxElements: l.MaxElements, MaxText: l.MaxTextChars, MaxLine: MaxTextLineChars,
		MaxName: MaxNameChars, MaxValue: MaxValueChars, MaxHref: MaxHrefChars,
		MaxContext: MaxContextChars, MaxOptions: MaxOptions, MaxOptionLabel: MaxOptionLabelChars,
		MaxRegions: MaxRegions,
	}
}
