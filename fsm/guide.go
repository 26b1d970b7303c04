package fsm

import "strings"

// StatusInfo is one row of the statuses table: what a terminal status means and what the
// caller should do next. The README's statuses table and the MCP tools' descriptions are
// both generated from Guide, so the two never drift apart.
type StatusInfo struct {
	Status  Status
	Meaning string
	Next    string
}

// Guide lists every terminal status with its meaning and the caller's next step, in the
// order of AllStatuses. Text between backquotes names a status or a field.
func Guide() []StatusInfo {
	return []StatusInfo{
		{StatusPreview, "preview mode: nothing performed",
			"inspect `decision.status` and `decision.operation`"},
		{StatusNoMatch, "no suitable offered element (or nothing compatible to offer: no model request)",
			"observe, or use the normal tools"},
		{StatusAmbiguous, "insufficient model certainty",
			"inspect the page rather than retrying blindly"},
		{StatusNeedsConfirmation, "the exact selected action was flagged as potentially consequential",
			"confirm the actual action with the user before any separate manual action; never use another tool to evade the refusal"},
		{StatusPossiblyDone, "model judgment only, not proof of completion",
			"verify independently"},
		{StatusStepBudgetExhausted, "`max_steps` actions were performed",
			"completion is not implied; observe before continuing"},
		{StatusTimeBudgetExhausted, "`timeout_ms` elapsed",
			"completion is not implied; observe before continuing"},
		{StatusPartialUnknown, "an action may have executed; the loop stopped and never replays it",
			"observe before any deliberate retry"},
		{StatusExecuted, "a single step's one action (`browser_step`, `browser_navigate`, `browser_back`) was dispatched and the page observed after it; never a goal's status",
			"continue from the attached observation; DOM dispatch is not verified task completion"},
		{StatusCancelled, "the caller cancelled",
			"observe before continuing"},
		{StatusPermissionRevoked, "the session's computer-use permission was revoked (or could not be confirmed)",
			"ask the user to grant it again"},
		{StatusModeDisabled, "the computer tools or the TypeSafe mode are disabled",
			"enable them, or use the ordinary tools"},
		{StatusFocusLost, "the attached tab is no longer the one in front",
			"re-select the window and tab"},
		{StatusBrowserLost, "the browser or its DevTools / WebDriver BiDi connection is gone (killed, crashed, disconnected); nothing more was dispatched (an action in flight ends `partial_unknown`)",
			"reattach to the browser or restart it, then observe"},
		{StatusTabCrashed, "the tab's renderer crashed; nothing more was dispatched",
			"reload the tab or open it again, then observe"},
		{StatusTabClosed, "the tab was closed; nothing more was dispatched",
			"pick another tab (`browser_tabs`) or open it again"},
		{StatusStaleDecision, "the page kept changing between decision and dispatch",
			"observe and decide again"},
		{StatusReplayRefused, "the chosen action had already been dispatched (defence in depth)",
			"observe the page"},
		{StatusActionFailed, "the action was refused before it reached the page",
			"observe; the page is unchanged by it"},
		{StatusObserveFailed, "the page could not be observed, or refuses agents (not http(s); browsergoal's own settings page)",
			"check the attachment and the tab id; leave a refusing page to a person"},
		{StatusAuthFailed, "the TypeSafe key is missing or was refused",
			"set `TYPESAFE_API_KEY` or save a key"},
		{StatusRateLimited, "the account hit its rate limit (HTTP 429)",
			"wait; nothing was retried"},
		{StatusOverloaded, "the service is overloaded (529/503)",
			"try a later goal; nothing was retried"},
		{StatusBadRequest, "the service refused the request (400/404/422: a browsergoal bug)",
			"report it with the request id"},
		{StatusServerError, "the service failed (other 5xx)",
			"try a later goal"},
		{StatusDecisionTimeout, "a decision request exceeded its 8-second timeout",
			"observe before another goal"},
		{StatusMalformedResponse, "the answer did not fit the offered options",
			"nothing was performed for it"},
		{StatusDecisionUnavailable, "the service could not be reached, or the decider failed (a panic in it is caught here)",
			"check the network or base URL; a decider's panic is a bug to report"},
	}
}

// GuideTable renders Guide as the README's Markdown table.
func GuideTable() string {
	var b strings.Builder
	b.WriteString("| status | meaning | what the caller should do next |\n|---|---|---|\n")
	for _, g := range Guide() {
		b.WriteString("| `" + string(g.Status) + "` | " + g.Meaning + " | " + g.Next + " |\n")
	}
	return b.String()
}
