package rod

import "github.com/browsergoal/browsergoal/adapters/pagejs"

// Observation caps that are not configurable, shared by every browser adapter (see
// package adapters/pagejs).
const (
	MaxNameChars        = pagejs.MaxNameChars
	MaxValueChars       = pagejs.MaxValueChars
	MaxHrefChars        = pagejs.MaxHrefChars
	MaxContextChars     = pagejs.MaxContextChars
	MaxOptions          = pagejs.MaxOptions
	MaxOptionLabelChars = pagejs.MaxOptionLabelChars
	MaxTextLineChars    = pagejs.MaxTextLineChars
	MaxRegions          = pagejs.MaxRegions
)

// Limits bound what a Tab does; zero fields take the defaults below. They are the same
// limits as every browser adapter's (pagejs.Limits).
type Limits = pagejs.Limits

// Defaults of Limits.
const (
	DefaultActionTimeout  = pagejs.DefaultActionTimeout
	DefaultObserveTimeout = pagejs.DefaultObserveTimeout
	DefaultSettleTimeout  = pagejs.DefaultSettleTimeout
	DefaultMaxElements    = pagejs.DefaultMaxElements
	DefaultMaxTextChars   = pagejs.DefaultMaxTextChars
	DefaultScrollFraction = pagejs.DefaultScrollFraction
)
