// Package viewer writes self-contained HTML pages: a recorded session (browsergoal show)
// with its path on the machine's diagram, a block per observation cycle with the
// candidates, gates, recheck and dispatch, and the timings as a waterfall; and a goal
// benchmark run (goalbench -html) with its success, wrong actions and the decider's
// calibration. Pages embed everything they draw and make no request: they open from disk.
package viewer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/golden"
)

// Session is a recorded session read for viewing. Unlike golden.ReadSessions, reading
// for viewing keeps what it does not know: entries of unknown kinds and fields it has no
// view for (a decider's explanation, say) are kept as Fields and shown generically.
type Session struct {
	// Name is what the page calls the session (its file's name).
	Name    string
	Header  golden.Entry
	Request fsm.Request
	// Events are the entries between the request and the result, in order.
	Events   []Event
	Result   fsm.Result
	Internal string
	// Extra holds the fields of the header, request and result entries that the viewer
	// has no view for.
	Extra []Field
	// Lines is the number of lines read.
	Lines int
}

// Event is one entry between the request and the result.
type Event struct {
	golden.Entry
	// Line is the entry's line in the file, from 1.
	Line int
	// Extra are the entry's fields the viewer has no view for, at any depth.
	Extra []Field
}

// Field is a recorded field the viewer has no particular view for: its path in the
// entry ("answer.explain") and its decoded JSON value.
type Field struct {
	Path  string
	Value any
}

// LineError is a session file the viewer cannot read: it names the line and the problem.
type LineError struct {
	// Line is the offending line, from 1.
	Line    int
	Problem string
	Err     error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Problem) }

// Unwrap returns the underlying decode error, if any.
func (e *LineError) Unwrap() error { return e.Err }

// maxLine bounds one line, as golden's reader does.
const maxLine = 16 << 20

// ReadFile reads the one session a file holds; errors name the file and the line.
func ReadFile(path string) (*Session, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s, err := Read(f, path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// Read reads one recorded session (browsergoal run --record) from r. A line that is not
// JSON, an entry that lacks what its kind needs, a missing header, request or result, or a
// second session is a *LineError naming the line.
func Read(r io.Reader, name string) (*Session, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	s := &Session{Name: name}
	var (
		n, last         int
		header, request bool
		result          bool
	)
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		last = n
		raw := map[string]json.RawMessage{}
		if err := json.Unmarshal(line, &raw); err != nil {
			return nil, &LineError{Line: n, Problem: "not a JSON object (a broken or truncated line): " + err.Error(), Err: err}
		}
		e, err := entry(line)
		if err != nil {
			return nil, &LineError{Line: n, Problem: "not a session entry: " + err.Error(), Err: err}
		}
		extra, err := unknownFields(raw, string(e.Kind))
		if err != nil {
			return nil, &LineError{Line: n, Problem: err.Error(), Err: err}
		}
		switch {
		case result:
			return nil, &LineError{Line: n, Problem: "an entry after the session's result (the file holds more than one session)"}
		case !header:
			if e.Kind != golden.KindHeader {
				return nil, &LineError{Line: n, Problem: fmt.Sprintf("a %q entry where the session's header must come", e.Kind)}
			}
			if e.Format != golden.FormatVersion {
				return nil, &LineError{Line: n, Problem: fmt.Sprintf("format %q is not %q", e.Format, golden.FormatVersion)}
			}
			s.Header, header = e, true
			s.Extra = append(s.Extra, extra...)
		case !request:
			if e.Kind != golden.KindRequest || e.Request == nil {
				return nil, &LineError{Line: n, Problem: fmt.Sprintf("a %q entry where the request must come, right after the header", e.Kind)}
			}
			s.Request, request = *e.Request, true
			s.Extra = append(s.Extra, extra...)
		case e.Kind == golden.KindResult:
			if e.Result == nil {
				return nil, &LineError{Line: n, Problem: "the result entry holds no result"}
			}
			s.Result, s.Internal, result = *e.Result, e.Internal, true
			s.Extra = append(s.Extra, extra...)
		case e.Kind == golden.KindHeader || e.Kind == golden.KindRequest:
			return nil, &LineError{Line: n, Problem: fmt.Sprintf("a second %q entry inside the session", e.Kind)}
		default:
			if e.Kind.Known() {
				if err := golden.CheckEntry(&e); err != nil {
					return nil, &LineError{Line: n, Problem: err.Error(), Err: err}
				}
			}
			s.Events = append(s.Events, Event{Entry: e, Line: n, Extra: extra})
		}
	}
	s.Lines = n
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &LineError{Line: n + 1, Problem: fmt.Sprintf("longer than %d bytes", maxLine), Err: err}
		}
		return nil, fmt.Errorf("reading a recorded session: %w", err)
	}
	if !result {
		if last == 0 {
			return nil, &LineError{Line: 1, Problem: "empty: a recorded session starts with its header"}
		}
		return nil, &LineError{Line: last, Problem: "the session ends here without its result entry (a recording cut short)"}
	}
	return s, nil
}

// entry decodes one line: an entry of a kind this version knows into its fields, one of
// an unknown kind into its kind alone (its fields are kept as Fields).
func entry(line []byte) (golden.Entry, error) {
	var k struct {
		Kind golden.Kind `json:"kind"`
	}
	if err := json.Unmarshal(line, &k); err != nil {
		return golden.Entry{}, err
	}
	if k.Kind == "" {
		return golden.Entry{}, errors.New(`no "kind"`)
	}
	if !k.Kind.Known() {
		return golden.Entry{Kind: k.Kind}, nil
	}
	var e golden.Entry
	err := json.Unmarshal(line, &e)
	return e, err
}

// Steps returns the session's fired transitions, in order.
func (s *Session) Steps() []golden.StepRecord {
	var out []golden.StepRecord
	for _, e := range s.Events {
		if e.Kind == golden.KindStep && e.Step != nil {
			out = append(out, *e.Step)
		}
	}
	return out
}
