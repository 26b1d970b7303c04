package fsm

// Choice is a caller's explicit choice for a single step: one operation on an element
// of an observation the caller saw. It takes Selecting's place: the run enters the
// machine at the step entry (Rechecking), so the choice is rechecked against the page
// before its one dispatch, and the page is observed after it.
type Choice struct {
	// Operation is the operation exactly as it will be dispatched.
	Operation Operation `json:"operation"`
	// Observation is the observation the choice refers to: element ids are its ids, and
	// Rechecking requires the page and the element unchanged since it.
	Observation Observation `json:"observation"`
	// Dispatched are the never-replay identities already dispatched on that
	// observation's page by earlier steps (fsm.Identity); the same action is refused.
	Dispatched []string `json:"dispatched,omitempty"`
}
