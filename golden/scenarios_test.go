package golden

import (
	"net/http"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

// scenario is one golden session: the page the tab opens, the request, and the scripted
// world around the real browser (the System One server's answers, the host, and the
// goal's context and clock).
type scenario struct {
	// name is the file name without .jsonl: "<terminal status>--<what happens>".
	name string
	// page is the tab's page: a path on the fixture server, "demo:/path" on the bundled
	// demo site, or a full URL.
	page string
	req  fsm.Request
	// script is the System One server's answers in order; local uses the offline
	// decider instead.
	script []reply
	local  bool
	// host answers the host checks; nil allows everything.
	host func(n int) fsm.HostState
	// cancelAt and expireAt cancel the goal's context or move its clock past the
	// budget when a transition first enters that state (for Observing: after a dispatch).
	cancelAt, expireAt fsm.State
	// fault breaks the browser when a transition first enters faultAt ("Observing":
	// before the goal starts): "crash" crashes the tab's renderer, "close" closes the
	// tab, "cut" cuts the DevTools connection (the goal then runs attached through a
	// loopback proxy), "unfocus" brings another tab to the front.
	fault   string
	faultAt fsm.State
	// poke lets poke.html change once, at the first risk question.
	poke bool
	// redact records the session redacted.
	redact Redaction
	// step makes the scenario a caller's single step instead of a goal: the tab is
	// observed, and the action is chosen on the element named stepOn (with value),
	// after waiting stepAfter.
	step      fsm.Action
	stepOn    string
	value     string
	stepAfter time.Duration
}

var allowed = fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}

// openOther is the simple page's two-step story: open "Other page", then completion.
var openOther = fsm.Request{Goal: "Open the other page", MaxSteps: 3, TimeoutMS: 20_000}

func openOtherScript() []reply {
	return []reply{choose(`"Other page"`, 0.97, 0.02), risk(0.02), choose("", 0.97, 0.95)}
}

// failure statuses by their scripted answer.
var failures = []struct {
	status fsm.Status
	reply  reply
}{
	{fsm.StatusAuthFailed, status(http.StatusUnauthorized)},
	{fsm.StatusRateLimited, status(http.StatusTooManyRequests)},
	{fsm.StatusOverloaded, status(http.StatusServiceUnavailable)},
	{fsm.StatusBadRequest, status(http.StatusBadRequest)},
	{fsm.StatusServerError, status(http.StatusInternalServerError)},
	{fsm.StatusDecisionTimeout, status(http.StatusRequestTimeout)},
	{fsm.StatusMalformedResponse, malformed()},
	{fsm.StatusDecisionUnavailable, status(http.StatusTemporaryRedirect)},
}

// scenarios lists the golden suite.
func scenarios() []scenario {
	fillSubmit := fsm.Request{Goal: "Enter Grace Hopper as the full name and place the order", TextValues: []string{"Grace Hopper"}, MaxSteps: 4, TimeoutMS: 20_000}
	fillSubmitScript := []reply{
		choose(`"Grace Hopper"`, 0.96, 0.01), risk(0.01),
		choose(`"Place order"`, 0.95, 0.05), risk(0.03),
		choose("", 0.97, 0.96),
	}
	preview := openOther
	preview.Preview = true
	ss := []scenario{
		{name: "possibly_done--open-link", page: "/simple.html", req: openOther, script: openOtherScript()},
		{name: "possibly_done--fill-and-submit", page: "/forms.html", req: fillSubmit, script: fillSubmitScript},
		{name: "possibly_done--redacted-values-fill-and-submit", page: "/forms.html", req: fillSubmit, script: fillSubmitScript, redact: RedactValues},
		{name: "possibly_done--redacted-all-fill-and-submit", page: "/forms.html", req: fillSubmit, script: fillSubmitScript, redact: RedactAll},
		{name: "possibly_done--stale-then-fresh", page: "/golden/poke.html", poke: true,
			req: fsm.Request{Goal: "Continue to shipping", MaxSteps: 2, TimeoutMS: 20_000},
			script: []reply{choose(`"Continue"`, 0.96, 0.02), slow(400*time.Millisecond, risk(0.02)),
				choose(`"Continue"`, 0.96, 0.02), risk(0.02), choose("", 0.97, 0.95)}},
		{name: "possibly_done--nothing-left-after-action", page: "/golden/finish.html", req: fsm.Request{Goal: "Finish the checklist", TimeoutMS: 20_000},
			script: []reply{choose(`"Finish"`, 0.97, 0.02), risk(0.02), choose("", 1, 0.95)}},
		{name: "possibly_done--demo-search-offline", page: "demo:/", local: true,
			req: fsm.Request{Goal: "Search for Rust async examples and open the most relevant result", TextValues: []string{"Rust async examples"}, MaxSteps: 4, TimeoutMS: 20_000}},
		{name: "possibly_done--demo-format-offline", page: "demo:/item/tokio-tutorial", local: true,
			req: fsm.Request{Goal: "Choose the PDF ebook format", SelectValues: []string{"PDF ebook"}, MaxSteps: 2, TimeoutMS: 20_000}},
		{name: "needs_confirmation--demo-buy-offline", page: "demo:/item/tokio-tutorial", local: true,
			req: fsm.Request{Goal: "Buy this book now", MaxSteps: 2, TimeoutMS: 20_000}},
		{name: "needs_confirmation--risky-click", page: "/simple.html", req: fsm.Request{Goal: "Press the button", TimeoutMS: 20_000},
			script: []reply{choose(`"Press me"`, 0.97, 0.02), risk(0.6)}},
		{name: "step_budget_exhausted--two-steps-one-allowed", page: "/forms.html", req: withSteps(fillSubmit, 1), script: fillSubmitScript},
		{name: "preview--ready", page: "/simple.html", req: preview, script: []reply{choose(`"Other page"`, 0.97, 0.02), risk(0.02)}},
		{name: "preview--ambiguous", page: "/simple.html", req: preview, script: []reply{choose(`"Other page"`, 0.5, 0.02)}},
		{name: "preview--no-candidates", page: "/golden/text.html", req: preview},
		{name: "no_match--no-candidates", page: "/golden/text.html", req: openOther},
		{name: "no_match--model-chose-none", page: "/simple.html", req: openOther, script: []reply{choose("", 0.97, 0.02)}},
		{name: "ambiguous--low-confidence", page: "/simple.html", req: openOther, script: []reply{choose(`"Other page"`, 0.5, 0.02)}},
		{name: "observe_failed--not-a-web-page", page: "data:text/html,<h1>Local</h1><button>Go</button>", req: openOther},
		{name: "mode_disabled--at-observe", page: "/simple.html", req: openOther, host: hostFrom(1, fsm.HostState{TypeSafeEnabled: true, Permitted: true})},
		{name: "permission_revoked--at-observe", page: "/simple.html", req: openOther, host: hostFrom(1, fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true})},
		{name: "mode_disabled--at-recheck", page: "/simple.html", req: openOther, script: openOtherScript(), host: hostFrom(2, fsm.HostState{ComputerEnabled: true, Permitted: true})},
		{name: "permission_revoked--at-recheck", page: "/simple.html", req: openOther, script: openOtherScript(), host: hostFrom(2, fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true})},
		{name: "focus_lost--other-tab-in-front", page: "/simple.html", req: openOther, script: openOtherScript(), fault: "unfocus", faultAt: fsm.Rechecking},
		{name: "stale_decision--page-keeps-changing", page: "/golden/ticker.html", req: fsm.Request{Goal: "Save the draft", TimeoutMS: 20_000},
			script: []reply{
				choose(`"Save draft"`, 0.96, 0.02), slow(300*time.Millisecond, risk(0.02)),
				choose(`"Save draft"`, 0.96, 0.02), slow(300*time.Millisecond, risk(0.02)),
				choose(`"Save draft"`, 0.96, 0.02), slow(300*time.Millisecond, risk(0.02)),
			}},
		{name: "partial_unknown--alert-on-click", page: "/dialog.html", req: fsm.Request{Goal: "Open the alert", TimeoutMS: 20_000},
			script: []reply{choose(`"Open an alert"`, 0.97, 0.02), risk(0.02)}},
		{name: "action_failed--covered-on-mouse-move", page: "/overlay.html?move", req: fsm.Request{Goal: "Press Search", TimeoutMS: 20_000},
			script: []reply{choose(`"Search"`, 0.97, 0.02), risk(0.02)}},
	}
	oneStep := fsm.Request{Goal: "browser_step", TimeoutMS: 15_000}
	ss = append(ss,
		scenario{name: "executed--step-opens-link", page: "/simple.html", req: oneStep, step: fsm.ActClick, stepOn: "Other page"},
		scenario{name: "executed--step-fills-field", page: "/forms.html", req: fsm.Request{Goal: "browser_step", TextValues: []string{"Grace Hopper"}, TimeoutMS: 15_000},
			step: fsm.ActFill, stepOn: "Full name", value: "Grace Hopper"},
		scenario{name: "stale_decision--step-on-changed-page", page: "/golden/ticker.html", req: oneStep, step: fsm.ActClick, stepOn: "Save draft", stepAfter: 300 * time.Millisecond},
		scenario{name: "permission_revoked--step-at-recheck", page: "/simple.html", req: oneStep, step: fsm.ActClick, stepOn: "Other page",
			host: hostFrom(1, fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true})},
		scenario{name: "partial_unknown--step-alert-on-click", page: "/dialog.html", req: oneStep, step: fsm.ActClick, stepOn: "Open an alert"},
	)
	for _, f := range failures {
		ss = append(ss,
			scenario{name: string(f.status) + "--at-selection", page: "/simple.html", req: openOther, script: []reply{f.reply}},
			scenario{name: string(f.status) + "--at-risk", page: "/simple.html", req: openOther, script: []reply{choose(`"Other page"`, 0.97, 0.02), f.reply}})
	}
	faults := []struct {
		status fsm.Status
		how    string
	}{{fsm.StatusBrowserLost, "cut"}, {fsm.StatusTabCrashed, "crash"}, {fsm.StatusTabClosed, "close"}}
	for _, f := range faults {
		for _, st := range fsm.WorkingStates() {
			ss = append(ss, scenario{name: string(f.status) + "--at-" + lower(st), page: "/simple.html", req: openOther,
				script: openOtherScript(), fault: f.how, faultAt: st})
		}
		ss = append(ss, scenario{name: string(f.status) + "--before-the-goal", page: "/simple.html", req: openOther, fault: f.how, faultAt: "before"})
	}
	for _, st := range fsm.WorkingStates() {
		ss = append(ss,
			scenario{name: "time_budget_exhausted--at-" + lower(st), page: "/simple.html", req: openOther, script: openOtherScript(), expireAt: st},
			scenario{name: "cancelled--at-" + lower(st), page: "/simple.html", req: openOther, script: openOtherScript(), cancelAt: st})
	}
	return ss
}

func withSteps(r fsm.Request, n int) fsm.Request {
	r.MaxSteps = n
	return r
}

func lower(s fsm.State) string {
	b := []byte(s)
	out := make([]byte, 0, len(b)+3)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			if i > 0 {
				out = append(out, '-')
			}
			c += 'a' - 'A'
		}
		out = append(out, c)
	}
	return string(out)
}
