package states

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestCompatibleAppliesTheProposalRules: a single step is allowed exactly when a proposal
// would offer it.
func TestCompatibleAppliesTheProposalRules(t *testing.T) {
	obs := page(
		fsm.Element{ID: "f", Role: "textbox", Name: "Note", Tag: "input", Type: "text", MaxLength: 5},
		fsm.Element{ID: "s", Role: "combobox", Name: "Size", Tag: "select", Options: []fsm.Option{{Value: "m", Label: "Medium"}}},
		fsm.Element{ID: "b", Role: "button", Name: "Go", Tag: "button"},
		fsm.Element{ID: "d", Role: "button", Name: "Off", Tag: "button", Disabled: true},
		fsm.Element{ID: "j", Role: "link", Name: "Run", Tag: "a", Href: "javascript:alert(1)"},
	)
	cases := []struct {
		op     fsm.Operation
		req    fsm.Request
		reason string
	}{
		{fsm.Operation{Action: fsm.ActFill, Target: "f", Value: "hi"}, fsm.Request{TextValues: []string{"hi"}}, ""},
		{fsm.Operation{Action: fsm.ActFill, Target: "f", Value: "too long"}, fsm.Request{TextValues: []string{"too long"}}, DropIncompatible},
		{fsm.Operation{Action: fsm.ActSelect, Target: "s", Value: "Medium"}, fsm.Request{SelectValues: []string{"Medium"}}, ""},
		{fsm.Operation{Action: fsm.ActSelect, Target: "s", Value: "Large"}, fsm.Request{SelectValues: []string{"Large"}}, DropIncompatible},
		{fsm.Operation{Action: fsm.ActClick, Target: "b"}, fsm.Request{}, ""},
		{fsm.Operation{Action: fsm.ActClick, Target: "d"}, fsm.Request{}, DropNotOffered},
		{fsm.Operation{Action: fsm.ActClick, Target: "j"}, fsm.Request{}, DropNonHTTPLink},
		{fsm.Operation{Action: fsm.ActClick, Target: "nope"}, fsm.Request{}, DropNotOffered},
		{fsm.Operation{Action: fsm.ActSelect, Target: "f", Value: "hi"}, fsm.Request{SelectValues: []string{"hi"}}, DropNotOffered},
	}
	for _, c := range cases {
		cand, why := Compatible(obs, c.req, c.op, nil)
		if why != c.reason || (why == "" && (cand.Operation != c.op || cand.Description == "")) {
			t.Errorf("%+v: %q %+v, want %q", c.op, why, cand, c.reason)
		}
	}
	op := fsm.Operation{Action: fsm.ActClick, Target: "b"}
	if _, why := Compatible(obs, fsm.Request{}, op, func(string) bool { return true }); why != DropAlreadyDispatched {
		t.Errorf("a dispatched operation: %q", why)
	}
}
