package states

import (
	"strconv"
	"strings"
	"unicode/utf8"

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

// proposal accumulates candidates, in generation order, and drop counts.
type proposal struct {
	cands   []fsm.Candidate
	dropped map[string]int
}

func (p *proposal) drop(reason string) {
	if p.dropped == nil {
		p.dropped = map[string]int{}
	}
	p.dropped[reason]++
}

// Generate returns every typed operation compatible with the observation's actionable
// elements and the caller's exact values, minus those already dispatched, unranked and
// unlabelled, in generation order (the observation's priority order, then the caller's
// value order, then page-level operations). dispatched reports an identity already in
// the ledger.
func Generate(obs *fsm.Observation, req fsm.Request, dispatched func(string) bool) ([]fsm.Candidate, map[string]int) {
	p := &proposal{}
	add := func(c fsm.Candidate) {
		if dispatched != nil && dispatched(fsm.Identity(c.Operation, obs.Epoch, obs.Scroll.Y)) {
			p.drop(DropAlreadyDispatched)
			return
		}
		p.cands = append(p.cands, c)
	}
	for i := range obs.Elements {
		e := &obs.Elements[i]
		if e.Disabled || neverOffered(e) {
			continue
		}
		base := fsm.Candidate{Role: e.Role, Name: e.Name, Href: e.Href, Context: e.Context, InViewport: e.InViewport}
		switch {
		case fillable(e):
			for _, v := range req.TextValues {
				switch {
				case !textCompatible(e, v):
					p.drop(DropIncompatible)
				case e.Value == v:
					p.drop(DropAlreadySet)
				default:
					c := base
					c.Operation = fsm.Operation{Action: fsm.ActFill, Target: e.ID, Value: v}
					add(c)
				}
			}
		case e.Tag == "select":
			for _, v := range req.SelectValues {
				opt := matchOption(e, v)
				switch {
				case opt == nil:
					p.drop(DropIncompatible)
				case opt.Selected:
					p.drop(DropAlreadySet)
				default:
					c := base
					c.Operation = fsm.Operation{Action: fsm.ActSelect, Target: e.ID, Value: v}
					add(c)
				}
			}
		case clickable(e):
			if e.Checked != nil && *e.Checked && (e.Type == "radio" || e.Role == "radio") {
				p.drop(DropAlreadySet)
				continue
			}
			c := base
			c.Operation = fsm.Operation{Action: fsm.ActClick, Target: e.ID}
			add(c)
		}
	}
	pageOp := func(op fsm.Operation) { add(fsm.Candidate{Operation: op, InViewport: true}) }
	if obs.CanScrollDown() {
		pageOp(fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown})
	}
	if obs.CanScrollUp() {
		pageOp(fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollUp})
	}
	if req.AllowBack && obs.HistoryLength > 1 {
		pageOp(fsm.Operation{Action: fsm.ActBack})
	}
	for _, u := range req.NavigateURLs {
		if u == obs.URL || fsm.CheckNavigateURL(u) != nil {
			p.drop(DropAlreadySet)
			continue
		}
		pageOp(fsm.Operation{Action: fsm.ActNavigate, Value: u})
	}
	return p.cands, p.dropped
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
	if e.MaxLength > 0 && utf8.RuneCountInString(v) > e.MaxLength {
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
