package tabdrive

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	segjson "github.com/segmentio/encoding/json"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
)

// Realm is the realm the in-page library lives in, in one document of the tab, as an
// adapter's protocol reaches it: Chromium's isolated world, Firefox's sandbox. It shares
// the DOM with the page but none of its JavaScript globals.
type Realm interface {
	// Evaluate runs expr in the realm (awaiting it when await is set and it returns a
	// promise) and returns its string value ("" for any other value). A JavaScript
	// exception is a *pagejs.ScriptError naming method. An error wrapping ErrStale means
	// the realm's document was gone before expr ran; one that is an *Unsent never left
	// this process.
	Evaluate(ctx context.Context, method, expr string, await bool) (string, error)
	// Forget drops the realm when the adapter remembers it: the next one found is the
	// tab's current document's.
	Forget()
}

// FindRealm returns the library's realm in the tab's current document.
type FindRealm func(ctx context.Context) (Realm, error)

// ErrStale is wrapped by a Realm's Evaluate whose document was replaced before the
// expression ran: the realm is forgotten and the library call made again in a new one.
var ErrStale = errors.New("the realm's document is gone")

// Unsent is a Realm's failed evaluation that never left this process (nothing ran in
// the page). A library call reports it with its Err, Started false.
type Unsent struct{ Err error }

// Error is the failure's.
func (e *Unsent) Error() string { return e.Err.Error() }

// Unwrap returns the failure.
func (e *Unsent) Unwrap() error { return e.Err }

// callAttempts bounds how many documents one library call tries: a new document is
// installed the library and asked again, a stale or parked one is asked in the current.
const callAttempts = 3

// CallLibrary runs one method of the in-page library (pagejs.Call) in the realm find
// returns, awaiting it when it returns a promise, and decodes its JSON answer into out. A
// new document has no library yet: it is installed (a new page life begins with a new
// epoch document id) and the call made again; a realm whose document is gone or parked
// in the back/forward cache is forgotten and the call made again in the current one. A
// failure is a *CallError.
func CallLibrary(ctx context.Context, find FindRealm, method string, out any, args ...any) error {
	if args == nil {
		args = []any{}
	}
	argv, err := json.Marshal(args)
	if err != nil {
		return &CallError{Method: method, Err: err}
	}
	expr := pagejs.Call(method, argv)
	for attempt := 0; attempt < callAttempts; attempt++ {
		realm, err := find(ctx)
		if err != nil {
			return &CallError{Method: method, Err: err}
		}
		raw, err := realm.Evaluate(ctx, method, expr, true)
		if err != nil {
			if errors.Is(err, ErrStale) {
				realm.Forget()
				continue // the document was replaced since the realm was found
			}
			var un *Unsent
			if errors.As(err, &un) {
				return &CallError{Method: method, Err: un.Err}
			}
			return &CallError{Method: method, Started: true, Err: err}
		}
		switch raw {
		case pagejs.Parked:
			realm.Forget()
			continue // a document in the back/forward cache: not the tab's current one
		case pagejs.Missing:
			if err := Install(ctx, realm); err != nil {
				return &CallError{Method: method, Err: err}
			}
			continue
		}
		if err := decodeAnswer(raw, out); err != nil {
			return &CallError{Method: method, Started: true, Err: fmt.Errorf("decode answer: %w", err)}
		}
		return nil
	}
	return &CallError{Method: method, Err: errors.New("the page kept replacing its document")}
}

// decodeAnswer decodes the library's JSON answer into out. It is segmentio's drop-in
// replacement for encoding/json's Unmarshal: the same values and encoding/json's own
// error types (TestDecodeAnswerMatchesEncodingJSON), in about half the CPU time on
// observation answers, one decoded per observation (BenchmarkDecodeObservation).
func decodeAnswer(raw string, out any) error {
	return segjson.Unmarshal([]byte(raw), out)
}

// InstallMethod is the method name Install hands a Realm's Evaluate with the library's
// whole script (not a library call).
const InstallMethod = "install"

// Install evaluates the in-page library in realm. A realm whose document is gone
// meanwhile is no error: the caller asks again in the current one.
func Install(ctx context.Context, realm Realm) error {
	_, err := realm.Evaluate(ctx, InstallMethod, pagejs.Library(), false)
	if err == nil || errors.Is(err, ErrStale) {
		return nil
	}
	return fmt.Errorf("install the page library: %w", err)
}

// Release removes the library's observer and listeners from the tab's current document,
// so an attached tab is left as it was found. Best effort: a failure is only logged, and
// a document without the library is left alone.
func Release(ctx context.Context, find FindRealm, log func(error)) {
	realm, err := find(ctx)
	if err == nil {
		_, err = realm.Evaluate(ctx, "uninstall", pagejs.Uninstall, false)
	}
	if err != nil {
		log(err)
	}
}

// CallError is a failed library call. Started tells whether the method's evaluation was
// sent to the page (it may then have run, in part or whole).
type CallError struct {
	Method  string
	Started bool
	Err     error
}

// Error names the method and what failed.
func (e *CallError) Error() string { return fmt.Sprintf("%s: %v", e.Method, e.Err) }

// Unwrap returns what failed.
func (e *CallError) Unwrap() error { return e.Err }

// Started reports whether a failed library call was sent to the page (an error that is
// not a *CallError is taken as sent).
func Started(err error) bool {
	var ce *CallError
	return !errors.As(err, &ce) || ce.Started
}
