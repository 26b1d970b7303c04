package states

import "github.com/browsergoal/browsergoal/fsm"

// Compatible checks one operation a caller asks for directly (a single step outside a
// goal) by the rules Proposing applies: it must be one of the operations generated from
// obs and req's exact values (a visible, enabled, offered element; a value that fits
// the field; a select value matching exactly one option; an http(s) link), and not
// already dispatched (dispatched may be nil). It returns the candidate, described as a
// proposal would describe it, or the reason it is not offered: one of the Drop reasons,
// or DropNotOffered.
func Compatible(obs *fsm.Observation, req fsm.Request, op fsm.Operation, dispatched func(string) bool) (fsm.Candidate, string) {
	reason := DropNotOffered
	refs, _ := generate(obs, &req, dispatched, func(r ref, why string) {
		if r.op(obs, &req) == op {
			reason = why
		}
	})
	for _, r := range refs {
		if r.op(obs, &req) == op {
			c := r.candidate(obs, &req)
			c.Label = "1"
			c.Description = Describe(&c)
			return c, ""
		}
	}
	return fsm.Candidate{}, reason
}

// DropNotOffered is Compatible's reason for an operation no observed element offers:
// an unknown, hidden, disabled, password or file target, or an action the element does
// not take.
const DropNotOffered = "not_offered"
