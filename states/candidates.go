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
	DropNonHTTPLink       = "non_http_link"
)

// ref is a compact candidate, eight bytes without pointers: the element it targets (-1
// for page-level operations), its action, and the index of its caller value in the
// request's list for that action (-1 for none). Generation and ranking work on refs; only
// kept ones become fsm.Candidates.
type ref struct {
	elem   int32
	val    int16
	action uint8
	dir    uint8
}

// The actions a ref can hold, in a byte.
const (
	refClick uint8 = iota
	refFill
	refSelect
	refScroll
	refBack
	refNavigate
)

// Scroll directions in a byte.
const (
	refNoDirection uint8 = iota
	refDown
	refUp
)

func refAction(a uint8) fsm.Action {
	switch a {
	case refFill:
		return fsm.ActFill
	case refSelect:
		return fsm.ActSelect
	case refScroll:
		return fsm.ActScroll
	case refBack:
		return fsm.ActBack
	case refNavigate:
		return fsm.ActNavigate
	}
	return fsm.ActClick
}

func refDirection(d uint8) string {
	switch d {
	case refDown:
		return fsm.ScrollDown
	case refUp:
		return fsm.ScrollUp
	}
	return ""
}

// value is the caller's exact value a ref uses, or "".
func (r ref) value(req *fsm.Request) string {
	switch {
	case r.val < 0:
		return ""
	case r.action == refFill:
		return req.TextValues[r.val]
	case r.action == refSelect:
		return req.SelectValues[r.val]
	case r.action == refNavigate:
		return req.NavigateURLs[r.val]
	}
	return ""
}

// op is the operation a ref stands for.
func (r ref) op(obs *fsm.Observation, req *fsm.Request) fsm.Operation {
	op := fsm.Operation{Action: refAction(r.action), Value: r.value(req), Direction: refDirection(r.dir)}
	if r.elem >= 0 {
		op.Target = obs.Elements[r.elem].ID
	}
	return op
}

// candidate materializes a ref against its observation and request.
func (r ref) candidate(obs *fsm.Observation, req *fsm.Request) fsm.Candidate {
	c := fsm.Candidate{Operation: r.op(obs, req), InViewport: true}
	if r.elem >= 0 {
		e := &obs.Elements[r.elem]
		c.Role, c.Name, c.Href, c.Context, c.InViewport = e.Role, e.Name, e.Href, e.Context, e.InViewport
		c.Position = int(r.elem) + 1
		if r.action == refFill && e.Tag == "input" {
			c.InputType = inputType(e)
		}
		if r.action == refClick && e.Checked != nil {
			checked := *e.Checked
			c.Checked = &checked
		}
		if r.action == refClick && e.Expanded != nil {
			expanded := *e.Expanded
			c.Expanded = &expanded
		}
		if r.action == refClick && len(e.Popup) > 0 {
			c.Popup = append([]string(nil), e.Popup...)
		}
		if r.action == refClick && len(e.Reveals) > 0 {
			c.Reveals = revealed(e.Reveals, req.TextValues)
		}
		if r.action == refClick && e.Selected != nil {
			selected := *e.Selected
			c.Selected = &selected
		}
		if r.action == refSelect {
			if o := matchOption(e, c.Value); o != nil {
				opt := *o
				c.Option = &opt
			}
		}
	}
	return c
}

// generate returns, as refs, every typed operation compatible with the observation's
// actionable elements and the caller's exact values, minus those already dispatched,
// unranked, in generation order (the observation's priority order, then the caller's
// value order, then page-level operations), and the drop counts by reason. dispatched
// reports an identity already in the ledger (nil: nothing dispatched yet); onDrop, when
// not nil, hears every operation left out and why.
func generate(obs *fsm.Observation, req *fsm.Request, dispatched func(string) bool, onDrop func(ref, string)) ([]ref, map[string]int) {
	refs := make([]ref, 0, 2*len(obs.Elements)+len(req.NavigateURLs)+3)
	var dropped map[string]int
	drop := func(r ref, reason string) {
		if dropped == nil {
			dropped = map[string]int{}
		}
		dropped[reason]++
		if onDrop != nil {
			onDrop(r, reason)
		}
	}
	add := func(r ref) {
		if dispatched != nil && dispatched(fsm.Identity(r.op(obs, req), obs)) {
			drop(r, DropAlreadyDispatched)
			return
		}
		refs = append(refs, r)
	}
	for i := range obs.Elements {
		e := &obs.Elements[i]
		if e.Disabled || neverOffered(e) {
			continue
		}
		switch {
		case e.RegionOnly:
		case fillable(e):
			for j, v := range req.TextValues {
				r := ref{elem: int32(i), action: refFill, val: int16(j)}
				switch {
				case !textCompatible(e, v):
					drop(r, DropIncompatible)
				case e.Value == v:
					drop(r, DropAlreadySet)
				default:
					add(r)
				}
			}
		case e.Tag == "select":
			for j, v := range req.SelectValues {
				r, opt := ref{elem: int32(i), action: refSelect, val: int16(j)}, matchOption(e, v)
				switch {
				case opt == nil:
					drop(r, DropIncompatible)
				case opt.Selected:
					drop(r, DropAlreadySet)
				default:
					add(r)
				}
			}
		case clickable(e):
			r := ref{elem: int32(i), action: refClick, val: -1}
			switch {
			case !httpLink(e):
				drop(r, DropNonHTTPLink)
			case e.Checked != nil && *e.Checked && (e.Type == "radio" || e.Role == "radio"):
				drop(r, DropAlreadySet)
			default:
				add(r)
			}
		}
		if g := e.Region; g != nil {
			if g.CanScrollDown() {
				add(ref{elem: int32(i), action: refScroll, val: -1, dir: refDown})
			}
			if g.CanScrollUp() {
				add(ref{elem: int32(i), action: refScroll, val: -1, dir: refUp})
			}
		}
	}
	if obs.CanScrollDown() {
		add(ref{elem: -1, action: refScroll, val: -1, dir: refDown})
	}
	if obs.CanScrollUp() {
		add(ref{elem: -1, action: refScroll, val: -1, dir: refUp})
	}
	if req.AllowBack && obs.HistoryLength > 1 {
		add(ref{elem: -1, action: refBack, val: -1})
	}
	for j, u := range req.NavigateURLs {
		r := ref{elem: -1, action: refNavigate, val: int16(j)}
		if u == obs.URL || fsm.CheckNavigateURL(u) != nil {
			drop(r, DropAlreadySet)
			continue
		}
		add(r)
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

// typedType reports whether an input type is filled by typing the value.
func typedType(t string) bool {
	switch t {
	case "text", "search", "email", "url", "tel", "number":
		return true
	}
	return false
}

// fillable: textareas, contenteditable hosts, typed inputs and value-set inputs (date,
// time, colour, range, …), unless read-only.
func fillable(e *fsm.Element) bool {
	if e.ReadOnly {
		return false
	}
	switch e.Tag {
	case "textarea":
		return true
	case "input":
		t := inputType(e)
		return typedType(t) || valueType(t)
	case "select":
		return false
	}
	return e.Editable
}

// clickable: buttons and toggles among inputs, and a read-only field a picker fills (a
// person clicks it to open the picker): a read-only date, time, colour or range input,
// or a read-only field the page marks as opening something (role clickable or combobox,
// or aria-expanded); everything else that is not a field. A read-only text field that
// only shows a value is neither clicked nor filled.
func clickable(e *fsm.Element) bool {
	switch e.Tag {
	case "textarea", "select":
		return false
	case "input":
		switch t := inputType(e); {
		case t == "submit", t == "button", t == "reset", t == "image", t == "checkbox", t == "radio":
			return true
		case !e.ReadOnly:
			return false
		case valueType(t):
			return true
		default:
			return e.Role == "clickable" || e.Role == "combobox" || (typedType(t) && e.Expanded != nil)
		}
	}
	return !e.Editable
}

// textCompatible checks a caller value against a field's type and maxlength; a
// value-set field (date, time, colour, range, …) takes only a value already in the
// browser's own format and within its bounds (valueFits).
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
	if t := inputType(e); valueType(t) {
		return valueFits(e, t, v)
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

// matchOption returns the one enabled option whose value equals v exactly or, when none
// does, the one whose label does; the browser adapter selects by the same rule. A value
// that matches several options in the deciding pass is ambiguous and matches nothing.
func matchOption(e *fsm.Element, v string) *fsm.Option {
	for _, byLabel := range []bool{false, true} {
		var found *fsm.Option
		for i := range e.Options {
			o := &e.Options[i]
			if o.Disabled || (!byLabel && o.Value != v) || (byLabel && o.Label != v) {
				continue
			}
			if found != nil {
				return nil
			}
			found = o
		}
		if found != nil {
			return found
		}
	}
	return nil
}

// httpLink reports whether an element's href, if it has one, is an http(s) URL. Links to
// javascript:, file:, data:, mailto: and the like are never offered.
func httpLink(e *fsm.Element) bool {
	if e.Href == "" {
		return true
	}
	scheme, _, ok := strings.Cut(e.Href, ":")
	return ok && (strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https"))
}

// utf16Len is the length of s in UTF-16 code units, the unit of a field's maxlength.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// revealed copies the controls a closed tab or section keeps hidden, giving each hidden
// text field the caller's text values, as a shown one would be offered them.
func revealed(rs []fsm.Revealed, texts []string) []fsm.Revealed {
	out := make([]fsm.Revealed, len(rs))
	for i, r := range rs {
		out[i] = fsm.Revealed{Role: r.Role, Name: r.Name}
		if (r.Role == "textbox" || r.Role == "searchbox") && len(texts) > 0 {
			out[i].Values = append([]string(nil), texts...)
		}
	}
	return out
}
