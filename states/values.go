package states

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// valueField is the rule for an input type whose value is set in the browser's own
// value format instead of being typed: the format (a caller value must already be in
// it, exactly as the browser would hold it, since nothing reformats a caller's value)
// and, for bounds, the value's position on the type's scale.
type valueField struct {
	// key parses a value in the browser's canonical format into a number that orders
	// values of the type (days, milliseconds, months, weeks); ok is false for any other
	// spelling, even one the browser would accept and rewrite.
	key func(v string) (k float64, ok bool)
	// wraps marks a type whose min may exceed max (a time range across midnight).
	wraps bool
}

// valueFields holds the input types filled by setting their value, by type. A value
// fits when key accepts it and it lies within the field's min and max (when those
// parse); range has its own rule (rangeFits).
var valueFields = map[string]valueField{
	"date":           {key: dateKey},              // 2026-12-24
	"time":           {key: timeKey, wraps: true}, // 14:30, 14:30:05, 14:30:05.5
	"datetime-local": {key: dateTimeKey},          // 2026-12-24T14:30 (seconds only when not zero)
	"month":          {key: monthKey},             // 2026-12
	"week":           {key: weekKey},              // 2026-W52
	"color":          {key: colorKey},             // #ff0000 (lower case)
}

// valueType reports whether t is an input type filled by setting its value (the types
// of valueFields, and range).
func valueType(t string) bool {
	_, ok := valueFields[t]
	return ok || t == "range"
}

// valueFits checks a caller value against a value-set field of type t: its format and
// its bounds. Nothing is converted: a value the browser would rewrite does not fit.
func valueFits(e *fsm.Element, t, v string) bool {
	if t == "range" {
		return rangeFits(e, v)
	}
	f, ok := valueFields[t]
	if !ok {
		return false
	}
	k, ok := f.key(v)
	if !ok {
		return false
	}
	lo, hasLo := f.key(e.Min)
	hi, hasHi := f.key(e.Max)
	switch {
	case f.wraps && hasLo && hasHi && lo > hi:
		return k >= lo || k <= hi
	case hasLo && k < lo, hasHi && k > hi:
		return false
	}
	return true
}

var (
	dateRE  = regexp.MustCompile(`^([0-9]{4})-([0-9]{2})-([0-9]{2})$`)
	monthRE = regexp.MustCompile(`^([0-9]{4})-([0-9]{2})$`)
	weekRE  = regexp.MustCompile(`^([0-9]{4})-W([0-9]{2})$`)
	// timeRE is a valid time string: hours, minutes, optional seconds with 1–3 digits
	// of fraction.
	timeRE  = regexp.MustCompile(`^([01][0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9])(?:\.([0-9]{1,3}))?)?$`)
	colorRE = regexp.MustCompile(`^#[0-9a-f]{6}$`)
	// decimalRE is a number as the browser writes it back: no sign but minus, no leading
	// zeros, no exponent, no trailing zeros after a point.
	decimalRE = regexp.MustCompile(`^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*[1-9])?$`)
	// floatRE is a valid floating-point number, the syntax of min, max and step.
	floatRE = regexp.MustCompile(`^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$`)
)

// dateKey parses YYYY-MM-DD (year 0001–9999, a real calendar day) to days since 0001-01-01.
func dateKey(v string) (float64, bool) {
	m := dateRE.FindStringSubmatch(v)
	if m == nil {
		return 0, false
	}
	y, mo, d := atoi(m[1]), atoi(m[2]), atoi(m[3])
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if y < 1 || t.Year() != y || int(t.Month()) != mo || t.Day() != d {
		return 0, false
	}
	return float64(t.Unix() / 86400), true
}

// timeKey parses a valid time string to milliseconds since midnight.
func timeKey(v string) (float64, bool) {
	m := timeRE.FindStringSubmatch(v)
	if m == nil {
		return 0, false
	}
	ms := (atoi(m[1])*3600 + atoi(m[2])*60 + atoi(m[3])) * 1000
	if m[4] != "" {
		ms += atoi((m[4] + "00")[:3])
	}
	return float64(ms), true
}

// dateTimeKey parses a normalized local date and time (YYYY-MM-DDTHH:MM, with seconds
// only when they or the fraction are not zero, and no trailing zero in the fraction:
// the browser rewrites any other spelling) to milliseconds.
func dateTimeKey(v string) (float64, bool) {
	date, clock, ok := strings.Cut(v, "T")
	if !ok {
		return 0, false
	}
	d, ok1 := dateKey(date)
	t, ok2 := timeKey(clock)
	if !ok1 || !ok2 {
		return 0, false
	}
	m := timeRE.FindStringSubmatch(clock)
	switch {
	case m[4] != "" && strings.HasSuffix(m[4], "0"):
		return 0, false
	case m[4] == "" && m[3] == "00":
		return 0, false
	}
	return d*86400000 + t, true
}

// monthKey parses YYYY-MM to months since year 0.
func monthKey(v string) (float64, bool) {
	m := monthRE.FindStringSubmatch(v)
	if m == nil {
		return 0, false
	}
	y, mo := atoi(m[1]), atoi(m[2])
	if y < 1 || mo < 1 || mo > 12 {
		return 0, false
	}
	return float64(y*12 + mo - 1), true
}

// weekKey parses YYYY-Www (an ISO week that exists in that year: 52 or 53 of them) to
// weeks since year 0.
func weekKey(v string) (float64, bool) {
	m := weekRE.FindStringSubmatch(v)
	if m == nil {
		return 0, false
	}
	y, w := atoi(m[1]), atoi(m[2])
	if _, last := time.Date(y, time.December, 28, 0, 0, 0, 0, time.UTC).ISOWeek(); y < 1 || w < 1 || w > last {
		return 0, false
	}
	return float64(y*53 + w), true
}

// colorKey accepts a simple colour as the browser holds it: # and six lower-case hex
// digits. Colours have no order, so the key is 0.
func colorKey(v string) (float64, bool) { return 0, colorRE.MatchString(v) }

// rangeFits checks a range input's value: a number written as the browser writes it
// back, within [min, max] (defaults 0 and 100; a max below min is min) and on the step
// (default 1, none for "any") counted from min (default 0). Anything else the browser
// would clamp or round, so it does not fit.
func rangeFits(e *fsm.Element, v string) bool {
	x, ok := canonicalNumber(v)
	if !ok {
		return false
	}
	lo := ratOr(e.Min, 0)
	hi := ratOr(e.Max, 100)
	if hi.Cmp(lo) < 0 {
		hi = lo
	}
	if x.Cmp(lo) < 0 || x.Cmp(hi) > 0 {
		return false
	}
	if strings.EqualFold(e.Step, "any") {
		return true
	}
	step := ratOr(e.Step, 1)
	if step.Sign() <= 0 {
		step = big.NewRat(1, 1)
	}
	n := new(big.Rat).Quo(new(big.Rat).Sub(x, lo), step)
	return n.IsInt()
}

// canonicalNumber parses a number in the form browsers serialize it (JavaScript's
// Number to string, for plain decimals between 1e-6 and 1e21), exactly.
func canonicalNumber(v string) (*big.Rat, bool) {
	if !decimalRE.MatchString(v) || v == "-0" {
		return nil, false
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || strconv.FormatFloat(f, 'f', -1, 64) != v {
		return nil, false // more digits than a double holds: the browser would round it
	}
	if a := abs(f); a != 0 && (a < 1e-6 || a >= 1e21) {
		return nil, false // written with an exponent by the browser
	}
	r, ok := new(big.Rat).SetString(v)
	return r, ok
}

// ratOr parses an attribute as a number (a valid floating-point number, as browsers
// parse min, max and step), or returns def.
func ratOr(attr string, def int64) *big.Rat {
	if floatRE.MatchString(attr) {
		if r, ok := new(big.Rat).SetString(attr); ok {
			return r
		}
	}
	return big.NewRat(def, 1)
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

// atoi converts digits the regular expressions already matched ("" is 0).
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
