package fsm

// NoMatchLabel is the choice label of the always-present no-match option.
const NoMatchLabel = "none"

// MaxChoiceOptions is the decision API's cap on options in one choice question; one of
// them is reserved for the no-match option.
const MaxChoiceOptions = 255

// MaxCandidates is the most candidates one selection request offers.
const MaxCandidates = MaxChoiceOptions - 1

// MaxRequestBytes bounds a decision request body on the wire (128 KiB).
const MaxRequestBytes = 128 << 10

// TraceEntry is one executed (or attempted) operation in the compact executed trace. It
// is what later requests carry, never conversation history.
type TraceEntry struct {
	Step    int    `json:"step"`
	Action  Action `json:"action"`
	Target  string `json:"target,omitempty"`
	Value   string `json:"value,omitempty"`
	Outcome string `json:"outcome"`
	// Opens marks a click that showed a closed part of the page: a tab or section
	// (Candidate.Reveals, a closed expanded state, an unselected tab; not a list or menu,
	// Candidate.Popup). What it showed may still be to use.
	Opens bool `json:"opens,omitempty"`
}

// Trace outcomes.
const (
	OutcomeExecuted    = "executed"
	OutcomeNotExecuted = "not_executed"
	OutcomeUnknown     = "unknown"
)

// SelectionRequest is everything one selection request may carry: the goal, the page's
// URL, title and visible-text excerpt, the compact executed trace and the candidates.
// The decider asks two independent questions about it: a choice over the candidates plus
// the no-match option, and completion evidence.
type SelectionRequest struct {
	Goal       string       `json:"goal"`
	URL        string       `json:"url"`
	Title      string       `json:"title"`
	PageText   string       `json:"page_text,omitempty"`
	Step       int          `json:"step"`
	Trace      []TraceEntry `json:"trace"`
	Candidates []Candidate  `json:"candidates"`
}

// Labels returns the labels the choice must answer over: the candidates' labels, then
// NoMatchLabel.
func (s *SelectionRequest) Labels() []string {
	out := make([]string, 0, len(s.Candidates)+1)
	for i := range s.Candidates {
		out = append(out, s.Candidates[i].Label)
	}
	return append(out, NoMatchLabel)
}

// SelectionAnswer is the decider's answer to a selection request.
type SelectionAnswer struct {
	// Choice is the chosen label (a candidate's or NoMatchLabel).
	Choice string `json:"choice"`
	// Probabilities maps every offered label, and only those, to its probability.
	Probabilities map[string]float64 `json:"probabilities"`
	// Confidence is the choice's confidence as the service reports it.
	Confidence float64 `json:"confidence"`
	// Completion is P(the goal is already achieved) from the completion-evidence question.
	Completion float64 `json:"completion"`
	// RequestID and Model identify the answer at the provider, when known.
	RequestID string `json:"request_id,omitempty"`
	Model     string `json:"model,omitempty"`
}

// RiskRequest asks about one exact action: the operation, its target, its value and the
// page URL. It is sent only after a selection passed the gates.
type RiskRequest struct {
	Goal      string    `json:"goal"`
	URL       string    `json:"url"`
	Title     string    `json:"title"`
	Candidate Candidate `json:"candidate"`
}

// RiskAnswer is P(the exact action has a consequential effect).
type RiskAnswer struct {
	Risk      float64 `json:"risk"`
	RequestID string  `json:"request_id,omitempty"`
	Model     string  `json:"model,omitempty"`
}
