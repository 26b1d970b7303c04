package golden

import (
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/states"
	"github.com/browsergoal/browsergoal/transitions"
)

// fieldClass says how the redactor treats a string field. Every string of an entry is
// visited (a field added later is redacted too); unlisted fields are scrubbed of the
// supplied values.
type fieldClass uint8

const (
	// cScrub: the supplied values are replaced (the default).
	cScrub fieldClass = iota
	// cSkip: the format's own vocabulary or the engine's identifiers (labels, element
	// ids, gate names, state names): never the caller's or the page's text.
	cSkip
	// cURL: a URL (redactor.url).
	cURL
	// cText: page text; RedactAll masks it.
	cText
	// cValue: a field's value, always a digest.
	cValue
	// cFree: the engine's or a service's prose (messages, reasons, errors), which may
	// quote the page; RedactAll replaces the page phrases it quotes.
	cFree
	// cOpValue: an operation's value: a URL for navigate, a field value for fill.
	cOpValue
	// cDetail: a transition's detail: the page URL for observed, else prose.
	cDetail
	// cDesc: a candidate's description; RedactAll writes it again from the redacted
	// candidate.
	cDesc
	// cTraceTarget: a trace's "role name"; RedactAll masks the name.
	cTraceTarget
)

// fieldClasses lists the fields that are not cScrub, by struct type.
var fieldClasses = map[reflect.Type]map[string]fieldClass{
	reflect.TypeFor[Entry]():                {"Format": cSkip, "Engine": cSkip, "Graph": cSkip, "DigestPrefix": cSkip, "Internal": cFree},
	reflect.TypeFor[StepRecord]():           {"Guard": cSkip, "Label": cSkip, "Context": cSkip, "Detail": cDetail},
	reflect.TypeFor[ErrorRecord]():          {"Context": cSkip, "Message": cFree},
	reflect.TypeFor[fsm.Request]():          {"NavigateURLs": cURL},
	reflect.TypeFor[fsm.Observation]():      {"URL": cURL, "Title": cText, "Text": cText},
	reflect.TypeFor[fsm.Epoch]():            {"URL": cURL},
	reflect.TypeFor[fsm.Element]():          {"ID": cSkip, "Name": cText, "Value": cValue, "Href": cURL, "Context": cText, "Popup": cText},
	reflect.TypeFor[fsm.Option]():           {"Value": cText, "Label": cText},
	reflect.TypeFor[fsm.Revealed]():         {"Role": cSkip, "Name": cText, "Values": cValue},
	reflect.TypeFor[fsm.Operation]():        {"Target": cSkip, "Direction": cSkip, "Value": cOpValue},
	reflect.TypeFor[fsm.Candidate]():        {"Label": cSkip, "Description": cDesc, "Name": cText, "Href": cURL, "Context": cText, "Popup": cText},
	reflect.TypeFor[fsm.TraceEntry]():       {"Target": cTraceTarget, "Value": cOpValue, "Outcome": cSkip},
	reflect.TypeFor[fsm.SelectionRequest](): {"URL": cURL, "Title": cText, "PageText": cText},
	reflect.TypeFor[fsm.RiskRequest]():      {"URL": cURL, "Title": cText},
	reflect.TypeFor[fsm.SelectionAnswer]():  {"Choice": cSkip},
	reflect.TypeFor[fsm.Result]():           {"Message": cFree, "Advice": cFree, "Path": cSkip, "URL": cURL},
	reflect.TypeFor[fsm.GateRecord]():       {"Gate": cSkip, "Verdict": cSkip, "Choice": cSkip},
	reflect.TypeFor[fsm.ErrorInfo]():        {"Message": cFree},
	reflect.TypeFor[fsm.FocusState]():       {"Reason": cFree},
	reflect.TypeFor[fsm.Freshness]():        {"Reason": cFree},
}

var plainString = reflect.TypeFor[string]()

// entry redacts one entry in place. The entry is a decoded copy of what was recorded,
// never the engine's own values.
func (r *redactor) entry(e *Entry) {
	r.walk(reflect.ValueOf(e).Elem(), cScrub, reflect.Value{})
}

// walk redacts every string under v; c is the class of the field v is (or is an
// element of), parent the struct holding it.
func (r *redactor) walk(v reflect.Value, c fieldClass, parent reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			r.walk(v.Elem(), c, parent)
		}
	case reflect.Struct:
		r.walkStruct(v)
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			r.walk(v.Index(i), c, parent)
		}
	case reflect.Map:
		// Maps hold labels and drop reasons (the engine's vocabulary) with numbers.
	case reflect.String:
		s := r.secret(v.String())
		if v.Type() == plainString && r.mode != RedactNone {
			s = r.str(c, s, parent)
		}
		if s != v.String() {
			v.SetString(s)
		}
	}
}

func (r *redactor) walkStruct(v reflect.Value) {
	classes := fieldClasses[v.Type()]
	var was fsm.Candidate
	if c, ok := v.Addr().Interface().(*fsm.Candidate); ok {
		was = *c
	}
	desc := -1
	for i := range v.NumField() {
		if !v.Type().Field(i).IsExported() {
			continue
		}
		c := classes[v.Type().Field(i).Name]
		if c == cDesc {
			desc = i
			continue
		}
		r.walk(v.Field(i), c, v)
	}
	if desc >= 0 {
		f := v.Field(desc)
		s := r.secret(f.String())
		if c, ok := v.Addr().Interface().(*fsm.Candidate); ok {
			s = r.describe(s, &was, c)
		}
		if r.mode != RedactNone {
			s = r.scrub(s)
		}
		f.SetString(s)
	}
}

// str redacts one string of class c.
func (r *redactor) str(c fieldClass, s string, parent reflect.Value) string {
	if s == "" {
		return s
	}
	switch c {
	case cSkip:
		return s
	case cURL:
		return r.url(s)
	case cText:
		return r.text(s)
	case cValue:
		return r.fieldValue(s)
	case cFree:
		return r.free(s)
	case cTraceTarget:
		return r.traceTarget(s)
	case cOpValue:
		switch fsm.Action(parent.FieldByName("Action").String()) {
		case fsm.ActNavigate:
			return r.url(s)
		case fsm.ActFill:
			return r.fieldValue(s)
		}
	case cDetail:
		if fsm.Trigger(parent.FieldByName("Trigger").String()) == transitions.Observed {
			return r.url(s)
		}
		return r.free(s)
	}
	return r.scrub(s)
}

// text redacts page text: RedactAll masks it, RedactValues scrubs it.
func (r *redactor) text(s string) string {
	if r.mode != RedactAll {
		return r.scrub(s)
	}
	return r.mask(s)
}

// maxPhrase bounds the page phrases RedactAll looks for in prose.
const maxPhrase = 200

// mask replaces s's supplied values with their digests and masks the rest: upper-case
// letters become X, other letters x, digits 0; white space, punctuation and symbols
// stay, so lengths, word boundaries and positions survive.
func (r *redactor) mask(s string) string {
	if s == "" {
		return s
	}
	segs := r.values.replace(s)
	for i := range segs {
		if !segs[i].replaced {
			segs[i].text = maskRunes(segs[i].text)
		}
	}
	out := join(segs)
	if r.values.holds(out) {
		out = r.token(s)
	}
	if key := r.scrub(s); key != out && len(key) <= maxPhrase && utf8.RuneCountInString(foldNeedle(key)) >= shortRunes {
		r.phrases.add(key, out)
	}
	return out
}

// maskRunes masks letters and digits.
func maskRunes(s string) string {
	return strings.Map(func(c rune) rune {
		switch {
		case 'a' <= c && c <= 'z':
			return 'x'
		case 'A' <= c && c <= 'Z':
			return 'X'
		case '0' <= c && c <= '9':
			return '0'
		case c < 0x80:
			return c
		case unicode.IsUpper(c):
			return 'X'
		case unicode.IsDigit(c):
			return '0'
		case unicode.IsLetter(c):
			return 'x'
		}
		return c
	}, s)
}

// free redacts prose: the supplied values, and under RedactAll the page phrases it
// quotes.
func (r *redactor) free(s string) string {
	s = r.scrub(s)
	if r.mode != RedactAll || len(r.phrases.needles) == 0 {
		return s
	}
	out := join(r.phrases.replace(s))
	if r.values.holds(out) {
		return r.token(s)
	}
	return out
}

// traceTarget redacts a trace's "role name": RedactAll keeps the role and masks the
// name.
func (r *redactor) traceTarget(s string) string {
	if r.mode != RedactAll {
		return r.scrub(s)
	}
	role, name, ok := strings.Cut(s, " ")
	if !ok {
		return r.scrub(s)
	}
	return r.scrub(role) + " " + r.mask(name)
}

// describe redacts a candidate's description: RedactAll writes it again from the
// redacted candidate; otherwise the href and value it quotes get the replacements the
// candidate's fields got.
func (r *redactor) describe(s string, was, now *fsm.Candidate) string {
	switch r.mode {
	case RedactNone:
		return s
	case RedactAll:
		return states.Describe(now)
	}
	for _, p := range [][2]string{{was.Value, now.Value}, {was.Href, now.Href}} {
		if p[0] != "" && p[0] != p[1] {
			s = strings.ReplaceAll(s, p[0], p[1])
		}
	}
	return s
}
