package states

import (
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/browsergoal/browsergoal/fsm"
)

// Drop reasons counted in fsm.CandidateStats.DroppedBy.
const (
	DropOptionCap         = "option_cap"
	DropSizeCap           = "size_cap"
	DropAlreadyDispatched = "already_dispatched"
	DropAlreadySet        = "already_set"
	DropIncompatible      = "incompatible_value"
)

// ref is a lightweight candidate: the element it targets (-1 for page-level operations)
// and its operation. Generation and ranking work on refs; only kept ones become
// fsm.Candidates.
type ref struct {
	elem int32
	op   fsm.Operation
}

// candidate materializes a ref against its observation.
func (r ref) candidate(obs *fsm.Observation) fsm.Candidate {
	if r.elem < 0 {
		return fsm.Candidate{Operation: r.op, InViewport: true}
	}
	e := &obs.Elements[r.elem]
	return fsm.Candidate{Operation: r.op, Role: e.Role, Name: e.Name, Href: e.Href, Context: e.Context, InViewport: e.InViewport}
}

// Generate returns every typed operation compatible with the observation's actionable
// elements and the caller's exact values, minus those already dispatched, unranked and
// unlabelled, in generation order (the observation's priority order, then the caller's
// value order, then page-level operations). dispatched reports an identity already in
// the ledger; nil means nothing was dispatched yet.
func Generate(obs *fsm.Observation, req fsm.Request, dispatched func(string) bool) ([]fsm.Candidate, map[string]int) {
	refs, dropped := generate(obs, req, dispatched)
	out := make([]fsm.Candidate, len(refs))
	for i, r := range refs {
		out[i] = r.candidate(obs)
	}
	return out, dropped
}

func generate(obs *fsm.Observation, req fsm.Request, dispatched func(string) bool) ([]ref, map[string]int) {
	refs := make([]ref, 0, 2*len(obs.Elements)+len(req.NavigateURLs)+3)
	var dropped map[string]int
	drop := func(reason string) {
		if dropped == nil {
			dropped = map[string]int{}
		}
		dropped[reason]++
	}
	add := func(elem int, op fsm.Operation) {
		if dispatched != nil && dispatched(fsm.Identity(op, obs.Epoch, obs.Scroll.Y)) {
			drop(DropAlreadyDispatched)
			return
		}
		refs = append(refs, ref{elem: int32(elem), op: op})
	}
	for i := range obs.Elements {
		e := &obs.Elements[i]
		if e.Disabled || neverOffered(e) {
			continue
		}
		switch {
		case fillable(e):
			for _, v := range req.TextValues {
				switch {
				case !textCompatible(e, v):
					drop(DropIncompatible)
				case e.Value == v:
					drop(DropAlreadySet)
				default:
					add(i, fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: v})
				}
			}
		case e.Tag == "select":
			for _, v := range req.SelectValues {
				opt := matchOption(e, v)
				switch {
				case opt == nil:
					drop(DropIncompatible)
				case opt.Selected:
					drop(DropAlreadySet)
				default:
					add(i, fsm.Operation{Action: fsm.ActSelect, Target: e.ID, Value: v})
				}
			}
		case clickable(e):
			if e.Checked != nil && *e.Checked && (e.Type == "radio" || e.Role == "radio") {
				drop(DropAlreadySet)
				continue
			}
			add(i, fsm.Operation{Action: fsm.ActClick, Target: e.ID})
		}
	}
	if obs.CanScrollDown() {
		add(-1, fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown})
	}
	if obs.CanScrollUp() {
		add(-1, fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollUp})
	}
	if req.AllowBack && obs.HistoryLength > 1 {
		add(-1, fsm.Operation{Action: fsm.ActBack})
	}
	for _, u := range req.NavigateURLs {
		if u == obs.URL || fsm.CheckNavigateURL(u) != nil {
			drop(DropAlreadySet)
			continue
		}
		add(-1, fsm.Operation{Action: fsm.ActNavigate, Value: u})
	}
	return refs, dropped
}

// neverOffered: password, file and hidden inputs are never offered, even if an adapter
// reported them.
func neverOffered(e *fsm.Element) bool {
	if e.Tag != "input" {
		return false
	}
	switch strings.ToLower(e.Type) {
	case "password", "file", "hidden":
		return true
	}
	return false
}

func inputType(e *fsm.Element) string {
	t := strings.ToLower(e.Type)
	if t == "" {
		return "text"
	}
	return t
}

func fillable(e *fsm.Element) bool {
	if e.ReadOnly {
		return false
	}
	switch e.Tag {
	case "textarea":
		return true
	case "input":
		switch inputType(e) {
		case "text", "search", "email", "url", "tel", "number":
			return true
		}
		return false
	case "select":
		return false
	}
	return e.Editable
}

func clickable(e *fsm.Element) bool {
	switch e.Tag {
	case "textarea", "select":
		return false
	case "input":
		switch inputType(e) {
		case "submit", "button", "reset", "image", "checkbox", "radio":
			return true
		}
		return false
	}
	return !e.Editable
}

// textCompatible checks a caller value against a field's type and maxlength.
func textCompatible(e *fsm.Element, v string) bool {
	if e.MaxLength > 0 && utf16Len(v) > e.MaxLength {
		return false
	}
	if e.Tag != "input" {
		return true
	}
	if strings.ContainsAny(v, "\r\n") {
		return false
	}
	switch inputType(e) {
	case "number":
		_, err := strconv.ParseFloat(v, 64)
		return err == nil
	case "email":
		return strings.Contains(v, "@") && !strings.ContainsAny(v, " \t")
	case "url":
		return strings.Contains(v, "://") && !strings.ContainsAny(v, " \t")
	case "tel":
		return strings.Trim(v, "0123456789+-(). ") == ""
	}
	return true
}

// matchOption returns the enabled option whose value or label equals v exactly.
func matchOption(e *fsm.Element, v string) *fsm.Option {
	for i := range e.Options {
		o := &e.Options[i]
		if !o.Disabled && o.Value == v {
			return o
		}
	}
	for i := range e.Options {
		o := &e.Options[i]
		if !o.Disabled && o.Label == v {
			return o
		}
	}
	return nil
}

// utf16Len is the length of s in UTF-16 code units, the unit of a field's maxlength.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}
