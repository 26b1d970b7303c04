package pagejs

import (
	"errors"
	"fmt"
	"net/url"

	"github.com/browsergoal/browsergoal/fsm"
)

// Answer is the answer of the page-side half of an action (clickPoint, prepareFill,
// finishFill, selectOption, scrollPage): OK, or a refusal with its Reason, and what the
// method reports besides.
type Answer struct {
	OK     bool    `json:"ok"`
	Reason string  `json:"reason"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Done   bool    `json:"done"`
	Empty  bool    `json:"empty"`
	Value  string  `json:"value"`
	Doc    string  `json:"doc"`
}

// GuardVerdict is what the click guard saw of the press, release and click
// (clickVerdict's answer).
type GuardVerdict struct {
	Armed          bool `json:"armed"`
	Delivered      int  `json:"delivered"`
	Refused        int  `json:"refused"`
	ClickDelivered bool `json:"click_delivered"`
	// Answered: the page answered the part of the click that reached the target with
	// what the click does, before the rest was refused: it removed or hid the target (a
	// suggestion chosen on mousedown), or it turned the target's aria-expanded true and
	// the rest went to the list or menu it opened (a dropdown opened on mousedown).
	Answered bool   `json:"answered"`
	Reason   string `json:"reason"`
	Doc      string `json:"doc"`
}

// VerifyTarget is what the recheck (verify) compares of the chosen element.
type VerifyTarget struct {
	ID   string `json:"id"`
	Role string `json:"role"`
	Name string `json:"name"`
	// Region marks the target of a region scroll, checked as a scrollable region.
	Region bool `json:"region,omitempty"`
}

// FocusProbe is focusState's answer: the document's visibilityState and hasFocus().
type FocusProbe struct {
	Visibility string `json:"visibility"`
	Focused    bool   `json:"focused"`
}

// SettleProbe is settleState's answer: the document's readyState and the epoch.
type SettleProbe struct {
	Ready string    `json:"ready"`
	Epoch fsm.Epoch `json:"epoch"`
}

// Verdict turns the click guard's verdict into the click's outcome. doc is the document
// id clickPoint armed the guard in. The click is executed when the click event itself
// reached the target, when the guard went with its document (the click navigated: the
// guard let no event through to another element while it was there), or when the page
// removed or hid the target in answer to the part of the click that reached it (a
// suggestion chosen on mousedown), or the press opened the target's list or menu (its
// aria-expanded turned true) under the pointer, the rest being refused. Every event refused
// before any reached the target is fsm.NotExecuted. Events partly delivered, or none seen
// at all (the click may have landed in an iframe, outside the page's document), are
// fsm.MayHaveReached.
func (v GuardVerdict) Verdict(doc string) error {
	switch {
	case !v.Armed && v.Doc != doc:
		return nil
	case !v.Armed:
		return fsm.MayHaveReached(errors.New("the click guard's verdict was lost"))
	case v.Refused > 0 && v.Delivered == 0:
		return fsm.NotExecuted(&RefusedError{Action: "click", Reason: v.Reason})
	case v.Refused > 0 && v.Answered:
		return nil // the press removed or hid the target, or opened its list over it
	case v.Refused > 0:
		return fsm.MayHaveReached(&RefusedError{Action: "click", Reason: v.Reason + " after part of the click reached the target"})
	case v.ClickDelivered:
		return nil
	case v.Delivered == 0:
		return fsm.MayHaveReached(errors.New("the page saw none of the click: it may have landed outside the page's document, e.g. an iframe"))
	}
	return fsm.MayHaveReached(errors.New("the click event did not reach the target after part of the click did"))
}

// Step turns the answer of a page-side action that does the whole action (select,
// scroll) or its checks into the action's outcome: a refusal is not executed.
func (a Answer) Step(action string) error {
	if !a.OK {
		return fsm.NotExecuted(&RefusedError{Action: action, Reason: a.Reason})
	}
	return nil
}

// RefusedError is an action the page-side checks refused before any input was sent: the
// target vanished or is covered, the value does not fit, the page cannot scroll further.
// Adapters return it wrapped in fsm.NotExecuted.
type RefusedError struct {
	// Action is the refused action ("click", "fill", …); Reason says why.
	Action string
	Reason string
}

// Error names the action and the reason.
func (e *RefusedError) Error() string { return fmt.Sprintf("%s refused: %s", e.Action, e.Reason) }

// ScriptError is a JavaScript exception thrown by the in-page library.
type ScriptError struct {
	// Method is the library method that threw; Message the exception's first line.
	Method  string
	Message string
}

// Error names the library method and the exception's message.
func (e *ScriptError) Error() string {
	return fmt.Sprintf("in-page %s failed: %s", e.Method, e.Message)
}

// ErrNotWeb is returned by an adapter's Observe when the main frame's document is not an
// http(s) page (file:, data:, chrome:, about: other than about:blank, …): browsergoal
// acts on the web only.
var ErrNotWeb = errors.New("the page is not http(s)")

// NoAgentMeta is the marker a page carries to refuse every agent: browsergoal neither
// observes it (Observe fails with ErrNoAgent) nor acts on it (the recheck and every
// page-side action refuse). browsergoal's own settings page carries it.
const NoAgentMeta = `<meta name="browsergoal" content="no-agent">`

// ErrNoAgent is the observation's refusal of a page that carries NoAgentMeta.
var ErrNoAgent = errors.New(`the page refuses agents (it carries <meta name="browsergoal" content="no-agent">, as browsergoal's own settings page does): browsergoal neither observes nor acts on it; a person changes these settings`)

// WebOnly refuses an observation of a document that is not http(s), with ErrNotWeb.
// about:blank, where a fresh tab starts, is kept as an empty page: no elements, no text
// (an opener may have written into it), so only navigate can be offered there. It also
// makes a nil element list empty.
func WebOnly(obs *fsm.Observation) error {
	if obs.Elements == nil {
		obs.Elements = []fsm.Element{}
	}
	u, err := url.Parse(obs.URL)
	if err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		return nil
	}
	if obs.URL == "about:blank" {
		obs.Elements, obs.Dropped, obs.Text = []fsm.Element{}, 0, ""
		return nil
	}
	return fmt.Errorf("%w: %.80q", ErrNotWeb, obs.URL)
}

// Call builds the expression that calls one library method with JSON arguments in the
// world the library was installed in, awaiting it, and answers its JSON-encoded result,
// Missing when the document has no library yet, or Parked when the document is in the
// back/forward cache (the method is not called).
func Call(method string, argv []byte) string {
	return `(async () => { const l = globalThis[Symbol.for('browsergoal.v1')]; return !l ? ` + missingJS +
		` : l.parked() ? ` + parkedJS + ` : JSON.stringify(await l.` + method + `(...` + string(argv) + `)); })()`
}

// Parked is what a Call expression answers in a document that the browser has put into
// its back/forward cache: it is not the tab's current document, and an adapter that
// reached it through a remembered execution context looks the current one up again.
const Parked = "\x00parked"

const parkedJS = `"\u0000parked"`

// Missing is what a Call expression answers when the document has no library yet (a new
// document): the adapter installs Library and calls again.
const Missing = "\x00missing"

const missingJS = `"\u0000missing"`

// Uninstall is the expression that removes the library's observer, listeners and click
// guard from the current document (when it is there).
const Uninstall = `globalThis[Symbol.for('browsergoal.v1')]?.uninstall(), true`
