package golden

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// FormatVersion names the recorded-session format. A reader refuses any other.
const FormatVersion = "browsergoal-session/1"

// Kind is an entry's kind.
type Kind string

// The entry kinds, in the order a session holds them: header, request, then the run's
// port calls, clock readings and steps as they happened, then the result.
const (
	KindHeader  Kind = "header"
	KindRequest Kind = "request"
	KindClock   Kind = "clock"
	KindHost    Kind = "host"
	KindFocus   Kind = "focus"
	KindObserve Kind = "observe"
	KindSelect  Kind = "select"
	KindRisk    Kind = "risk"
	KindVerify  Kind = "verify"
	KindAct     Kind = "act"
	KindStep    Kind = "step"
	KindResult  Kind = "result"
)

// Known reports whether k is one of the kinds this version of the format writes.
func (k Kind) Known() bool {
	switch k {
	case KindHeader, KindRequest, KindClock, KindHost, KindFocus, KindObserve,
		KindSelect, KindRisk, KindVerify, KindAct, KindStep, KindResult:
		return true
	}
	return false
}

// Entry is one line of a session. Kind says which fields it carries.
type Entry struct {
	Kind Kind `json:"kind"`

	// Header.
	Format string `json:"format,omitempty"`
	Engine string `json:"engine,omitempty"`
	Graph  string `json:"graph,omitempty"`
	// Redacted says the session was written with redaction, Redaction which mode
	// ("values" or "all"; empty in sessions written before the mode existed, which
	// redacted as "values" does, less thoroughly), and DigestPrefix how its digests
	// begin ("redacted-" and 12 hex digits, unless a supplied value is part of that).
	Redacted     bool      `json:"redacted,omitempty"`
	Redaction    Redaction `json:"redaction,omitempty"`
	DigestPrefix string    `json:"digest_prefix,omitempty"`

	// Request: the validated goal request, defaults applied; for a caller's single
	// step, Choice is the caller's choice (the run entered at the step entry).
	Request *fsm.Request `json:"request,omitempty"`
	Choice  *fsm.Choice  `json:"choice,omitempty"`

	// Clock: nanoseconds since the goal's first clock reading.
	NS *int64 `json:"ns,omitempty"`

	// Port answers.
	Host        *fsm.HostState        `json:"host,omitempty"`
	Focus       *fsm.FocusState       `json:"focus,omitempty"`
	Observation *fsm.Observation      `json:"observation,omitempty"`
	Selection   *fsm.SelectionRequest `json:"selection,omitempty"`
	Answer      *fsm.SelectionAnswer  `json:"answer,omitempty"`
	Risk        *fsm.RiskRequest      `json:"risk,omitempty"`
	RiskAnswer  *fsm.RiskAnswer       `json:"risk_answer,omitempty"`
	Epoch       *fsm.Epoch            `json:"epoch,omitempty"`
	Op          *fsm.Operation        `json:"op,omitempty"`
	Target      *fsm.Element          `json:"target,omitempty"`
	Freshness   *fsm.Freshness        `json:"freshness,omitempty"`
	Error       *ErrorRecord          `json:"error,omitempty"`

	// Step: one fired transition.
	Step *StepRecord `json:"step,omitempty"`

	// Result, and the driver's internal error, if it had one.
	Result   *fsm.Result `json:"result,omitempty"`
	Internal string      `json:"internal_error,omitempty"`
}

// StepRecord is one fired transition with what it decided.
type StepRecord struct {
	// N numbers the transitions of a goal from 1.
	N       int         `json:"n"`
	From    fsm.State   `json:"from"`
	Trigger fsm.Trigger `json:"trigger"`
	To      fsm.State   `json:"to"`
	// Guard names the guard of the edge taken, when it has one.
	Guard  string `json:"guard,omitempty"`
	Detail string `json:"detail,omitempty"`
	// Op is the chosen operation's label and operation, once Selecting has decided.
	Label string         `json:"label,omitempty"`
	Op    *fsm.Operation `json:"op,omitempty"`
	// Gate is the gate verdict this transition carried; Proposal the candidates offered
	// and dropped by the proposal that Proposing made.
	Gate     *fsm.GateRecord     `json:"gate,omitempty"`
	Proposal *fsm.CandidateStats `json:"proposal,omitempty"`
	// Context is "canceled" or "deadline" when the goal's context ending caused it.
	Context string `json:"context,omitempty"`
}

// Edge returns the table edge the step took.
func (s StepRecord) Edge() transitions.EdgeKey {
	return transitions.EdgeKey{From: s.From, Trigger: s.Trigger, To: s.To, Guard: s.Guard}
}

// Trace returns the edges the session took, in order (for transitions.NewTrace).
func (s *Session) Trace() []transitions.EdgeKey {
	steps := s.Steps()
	out := make([]transitions.EdgeKey, len(steps))
	for i, st := range steps {
		out[i] = st.Edge()
	}
	return out
}

// ErrorRecord is a port call's error, enough to rebuild an equivalent error on replay.
type ErrorRecord struct {
	Message string `json:"message"`
	// Decision errors (fsm.DecisionError).
	Class      fsm.Status `json:"class,omitempty"`
	RequestID  string     `json:"request_id,omitempty"`
	HTTPStatus int        `json:"http_status,omitempty"`
	TooLarge   bool       `json:"too_large,omitempty"`
	// Dispatch errors (fsm.ActError): whether the input may have reached the page.
	Reached *bool `json:"reached,omitempty"`
	// Browser is the class of a classified browser failure (fsm.BrowserError):
	// browser_lost, tab_crashed or tab_closed.
	Browser fsm.Status `json:"browser,omitempty"`
	// Context is "canceled" or "deadline" when the error wraps the context's end.
	Context string `json:"context,omitempty"`
}

// Session is one recorded goal.
type Session struct {
	Header  Entry
	Request fsm.Request
	// Choice is a caller's single step's choice; nil for a goal.
	Choice *fsm.Choice
	// Events are the run's entries between the request and the result, in order.
	Events []Entry
	Result fsm.Result
	// Internal is the driver's internal error, if the recorded run had one.
	Internal string
}

// Steps returns the session's fired transitions, in order.
func (s *Session) Steps() []StepRecord {
	var out []StepRecord
	for _, e := range s.Events {
		if e.Kind == KindStep && e.Step != nil {
			out = append(out, *e.Step)
		}
	}
	return out
}

// GraphHash is the hash of a table's exported JSON graph, as sessions carry it.
func GraphHash(t *fsm.Table) (string, error) {
	b, err := transitions.JSON(t)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:]), nil
}

// FormatError is a session that cannot be read: it names the line and the problem.
type FormatError struct {
	Line    int
	Problem string
	Err     error
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("recorded session line %d: %s", e.Line, e.Problem)
}

// Unwrap returns the decode error, if any.
func (e *FormatError) Unwrap() error { return e.Err }

// maxLine bounds one entry's line (an observation is bounded well below it).
const maxLine = 16 << 20

// ReadSessions reads every session of a JSON Lines stream (a stream may hold several
// sessions back to back).
func ReadSessions(r io.Reader) ([]*Session, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	var (
		out []*Session
		cur *Session
	)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var e Entry
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return nil, &FormatError{Line: n, Problem: "not a session entry: " + err.Error(), Err: err}
		}
		switch {
		case e.Kind == KindHeader:
			if cur != nil {
				return nil, &FormatError{Line: n, Problem: "a header before the previous session's result"}
			}
			if e.Format != FormatVersion {
				return nil, &FormatError{Line: n, Problem: fmt.Sprintf("format %q is not %q", e.Format, FormatVersion)}
			}
			cur = &Session{Header: e}
		case cur == nil:
			return nil, &FormatError{Line: n, Problem: fmt.Sprintf("a %q entry before the header", e.Kind)}
		case e.Kind == KindRequest:
			if e.Request == nil || len(cur.Events) > 0 {
				return nil, &FormatError{Line: n, Problem: "the request entry must come right after the header and hold a request"}
			}
			cur.Request, cur.Choice = *e.Request, e.Choice
		case e.Kind == KindResult:
			if e.Result == nil {
				return nil, &FormatError{Line: n, Problem: "the result entry holds no result"}
			}
			cur.Result, cur.Internal = *e.Result, e.Internal
			out = append(out, cur)
			cur = nil
		default:
			if err := checkEntry(&e); err != nil {
				return nil, &FormatError{Line: n, Problem: err.Error()}
			}
			cur.Events = append(cur.Events, e)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading a recorded session: %w", err)
	}
	if cur != nil {
		return nil, &FormatError{Line: -1, Problem: "the last session has no result (a recording cut short)"}
	}
	return out, nil
}

// CheckEntry checks that an event entry (neither the header, the request nor the
// result) carries what its kind needs; an unknown kind is an error.
func CheckEntry(e *Entry) error { return checkEntry(e) }

// checkEntry checks that an event entry carries what its kind needs.
func checkEntry(e *Entry) error {
	ok := e.Error != nil
	switch e.Kind {
	case KindClock:
		ok = e.NS != nil
	case KindHost:
		ok = ok || e.Host != nil
	case KindFocus:
		ok = ok || e.Focus != nil
	case KindObserve:
		ok = ok || e.Observation != nil
	case KindSelect:
		ok = e.Selection != nil && (ok || e.Answer != nil)
	case KindRisk:
		ok = e.Risk != nil && (ok || e.RiskAnswer != nil)
	case KindVerify:
		ok = e.Op != nil && e.Epoch != nil && (ok || e.Freshness != nil)
	case KindAct:
		ok = e.Op != nil
	case KindStep:
		ok = e.Step != nil
	default:
		return fmt.Errorf("unknown entry kind %q", e.Kind)
	}
	if !ok {
		return fmt.Errorf("a %q entry lacks its fields", e.Kind)
	}
	return nil
}

// ReadFile reads the one session a file holds.
func ReadFile(path string) (*Session, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ss, err := ReadSessions(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(ss) != 1 {
		return nil, fmt.Errorf("%s: holds %d sessions, want 1", path, len(ss))
	}
	return ss[0], nil
}

// WriteSession writes a session as JSON Lines, in the form ReadSessions reads.
func WriteSession(w io.Writer, s *Session) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	req, res := s.Request, s.Result
	lines := append([]Entry{s.Header, {Kind: KindRequest, Request: &req, Choice: s.Choice}}, s.Events...)
	lines = append(lines, Entry{Kind: KindResult, Result: &res, Internal: s.Internal})
	for i := range lines {
		if err := enc.Encode(&lines[i]); err != nil {
			return fmt.Errorf("writing a session: %w", err)
		}
	}
	return nil
}
