package fsm

// Result is what one goal returns: always a named terminal Status, with the evidence that
// led to it.
type Result struct {
	// Status is the terminal status.
	Status Status `json:"status"`
	// Message explains the status in one sentence; Advice says what to do next.
	Message string `json:"message"`
	Advice  string `json:"advice"`
	// Decision is the nested decision of a preview (and the last decision otherwise).
	Decision *DecisionSummary `json:"decision,omitempty"`
	// Steps counts the operations dispatched (executed or with unknown outcome).
	Steps int `json:"steps"`
	// Trace is the compact executed trace.
	Trace []TraceEntry `json:"trace"`
	// Gates are the per-step gate verdicts with the numbers that decided them.
	Gates []GateRecord `json:"gates"`
	// Candidates counts what each proposal offered and dropped.
	Candidates []CandidateStats `json:"candidates"`
	// Timings are where the goal's time went, in accumulated milliseconds.
	Timings Timings `json:"timings"`
	// Thresholds are the gate thresholds in force.
	Thresholds Thresholds `json:"thresholds"`
	// Path is the sequence of states the machine went through, ending at Status.
	Path []string `json:"path"`
	// Error is the classified failure, for decision, browser and host failures.
	Error *ErrorInfo `json:"error,omitempty"`
	// URL is the page's URL at the last observation: after a run's last action, the
	// page that action left.
	URL string `json:"url,omitempty"`
	// Unused lists, by index, the supplied values no dispatched operation used; absent
	// when every value was used.
	Unused *UnusedValues `json:"unused_values,omitempty"`
	// Observation is a caller's single step's observation of the page after its action
	// (status executed); absent for goals.
	Observation *Observation `json:"observation,omitempty"`
}

// DecisionSummary is one decision: its status, the proposed operation and the numbers.
type DecisionSummary struct {
	Status      Status     `json:"status"`
	Step        int        `json:"step"`
	Operation   *Candidate `json:"operation,omitempty"`
	Probability float64    `json:"probability"`
	Confidence  float64    `json:"confidence"`
	Completion  float64    `json:"completion"`
	Risk        *float64   `json:"risk,omitempty"`
}

// GateRecord is one gate's verdict at one step.
type GateRecord struct {
	Step int `json:"step"`
	// Gate is "selection" or "risk".
	Gate string `json:"gate"`
	// Verdict is the guard outcome, e.g. "passed", "below_gates", "no_match_chosen",
	// "completion_evident", "flagged", "cleared".
	Verdict     string   `json:"verdict"`
	Choice      string   `json:"choice,omitempty"`
	Probability *float64 `json:"probability,omitempty"`
	Confidence  *float64 `json:"confidence,omitempty"`
	Completion  *float64 `json:"completion,omitempty"`
	Risk        *float64 `json:"risk,omitempty"`
	RequestID   string   `json:"request_id,omitempty"`
}

// CandidateStats counts one proposal's candidates.
type CandidateStats struct {
	Step    int `json:"step"`
	Offered int `json:"offered"`
	Dropped int `json:"dropped"`
	// DroppedBy counts dropped candidates by reason (option_cap, size_cap, ...).
	DroppedBy map[string]int `json:"dropped_by,omitempty"`
	// ObservationDropped counts elements the observation itself left out.
	ObservationDropped int `json:"observation_dropped,omitempty"`
}

// Timings are where one goal's time went, each accumulated over its steps in whole
// milliseconds. SelectionMS and RiskMS are the external decision requests (retries of an
// oversized selection included) and DecisionMS their sum. ObserveMS, RecheckMS and
// DispatchMS are the Observing, Rechecking and Dispatching stages' whole run times (the
// host and focus checks they make included; DispatchMS includes the browser's wait for
// the page to settle). TotalMS is the goal's duration from start to result; it is at
// least the sum of ObserveMS, DecisionMS, RecheckMS and DispatchMS, the rest being
// Proposing, answer checks and the machine's own work.
type Timings struct {
	SelectionMS int64 `json:"selectionMs"`
	RiskMS      int64 `json:"riskMs"`
	DecisionMS  int64 `json:"decisionMs"`
	ObserveMS   int64 `json:"observeMs"`
	RecheckMS   int64 `json:"recheckMs"`
	DispatchMS  int64 `json:"dispatchMs"`
	TotalMS     int64 `json:"totalMs"`
}

// Thresholds are the gate thresholds in force, echoed in every result.
type Thresholds struct {
	MinConfidence  float64 `json:"min_confidence"`
	MinProbability float64 `json:"min_probability"`
	MaxRisk        float64 `json:"max_risk"`
	Completion     float64 `json:"completion"`
}

// ErrorInfo is a failure's class and safe message (never the API key, never page content
// echoed by a provider).
type ErrorInfo struct {
	Class     Status `json:"class"`
	Message   string `json:"message"`
	RequestID string `json:"request_id,omitempty"`
}
