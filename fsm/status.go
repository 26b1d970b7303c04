package fsm

// Status names a terminal state. Every run ends in exactly one.
type Status string

// The statuses the handbook names.
const (
	StatusPreview             Status = "preview"
	StatusNoMatch             Status = "no_match"
	StatusAmbiguous           Status = "ambiguous"
	StatusNeedsConfirmation   Status = "needs_confirmation"
	StatusPossiblyDone        Status = "possibly_done"
	StatusStepBudgetExhausted Status = "step_budget_exhausted"
	StatusTimeBudgetExhausted Status = "time_budget_exhausted"
	StatusPartialUnknown      Status = "partial_unknown"
)

// StatusExecuted ends a caller's single step (browser_step, browser_navigate,
// browser_back) whose one action was dispatched and executed, with the page observed
// after it. A goal never ends in it.
const StatusExecuted Status = "executed"

// Safety and host statuses.
const (
	StatusCancelled         Status = "cancelled"
	StatusPermissionRevoked Status = "permission_revoked"
	StatusModeDisabled      Status = "mode_disabled"
	StatusFocusLost         Status = "focus_lost"
	StatusStaleDecision     Status = "stale_decision"
	StatusReplayRefused     Status = "replay_refused"
	StatusActionFailed      Status = "action_failed"
	StatusObserveFailed     Status = "observe_failed"
)

// Decision failure statuses. None of them ever causes an action to be retried.
const (
	StatusAuthFailed          Status = "auth_failed"
	StatusRateLimited         Status = "rate_limited"
	StatusOverloaded          Status = "overloaded"
	StatusBadRequest          Status = "bad_request"
	StatusServerError         Status = "server_error"
	StatusDecisionTimeout     Status = "decision_timeout"
	StatusMalformedResponse   Status = "malformed_response"
	StatusDecisionUnavailable Status = "decision_unavailable"
)

// DecisionReady is the nested decision status of a preview whose operation passed every
// gate: it would have been dispatched.
const DecisionReady Status = "ready"

// AllStatuses lists every terminal status, handbook names first.
func AllStatuses() []Status {
	return []Status{
		StatusPreview, StatusNoMatch, StatusAmbiguous, StatusNeedsConfirmation, StatusPossiblyDone,
		StatusStepBudgetExhausted, StatusTimeBudgetExhausted, StatusPartialUnknown, StatusExecuted,
		StatusCancelled, StatusPermissionRevoked, StatusModeDisabled, StatusFocusLost,
		StatusBrowserLost, StatusTabCrashed, StatusTabClosed, StatusStaleDecision, StatusReplayRefused, StatusActionFailed, StatusObserveFailed,
		StatusAuthFailed, StatusRateLimited, StatusOverloaded, StatusBadRequest, StatusServerError,
		StatusDecisionTimeout, StatusMalformedResponse, StatusDecisionUnavailable,
	}
}

// DecisionFailures lists the statuses a *DecisionError may carry besides cancellation.
func DecisionFailures() []Status {
	return []Status{
		StatusAuthFailed, StatusRateLimited, StatusOverloaded, StatusBadRequest, StatusServerError,
		StatusDecisionTimeout, StatusMalformedResponse, StatusDecisionUnavailable,
	}
}

// Advice says what the caller should do next after a status (the README's table).
func (s Status) Advice() string {
	switch s {
	case StatusPreview:
		return "Nothing was performed. Inspect decision.status and decision.operation."
	case StatusNoMatch:
		return "No offered element suited the goal. Observe, or use the normal tools."
	case StatusAmbiguous:
		return "The model was not certain enough. Inspect the page rather than retrying blindly."
	case StatusNeedsConfirmation:
		return "The exact action may be consequential. Confirm it with the user before any separate manual action; do not use another tool to evade the refusal."
	case StatusPossiblyDone:
		return "Model judgment only, not proof of completion. Verify independently."
	case StatusStepBudgetExhausted, StatusTimeBudgetExhausted:
		return "Bounded execution stopped; completion is not implied. Observe before continuing."
	case StatusPartialUnknown:
		return "An action may have executed; it is never replayed. Observe before any deliberate retry."
	case StatusExecuted:
		return "The action was dispatched; DOM dispatch is not verified task completion. Continue from the observation of the page after it."
	case StatusCancelled:
		return "The caller cancelled the goal. Observe before continuing."
	case StatusPermissionRevoked:
		return "The session no longer permits computer use. Ask the user to grant it again."
	case StatusModeDisabled:
		return "The computer tools or the TypeSafe mode are disabled. Enable them, or use ordinary tools."
	case StatusFocusLost:
		return "The attached tab is no longer in front. Re-select the window and tab, then try again."
	case StatusBrowserLost:
		return "The browser or its DevTools connection is gone; nothing more was dispatched. Reattach to the browser or restart it, then observe before another goal."
	case StatusTabCrashed:
		return "The tab's renderer crashed; nothing more was dispatched. Reload the tab or open it again, then observe."
	case StatusTabClosed:
		return "The tab was closed; nothing more was dispatched. Pick another tab (browser_tabs) or open it again."
	case StatusStaleDecision:
		return "The page kept changing between decision and dispatch. Observe and decide again."
	case StatusReplayRefused:
		return "The chosen action had already been dispatched once; it is never repeated. Observe the page."
	case StatusActionFailed:
		return "The action was refused before it reached the page. Observe; the page is unchanged by it."
	case StatusObserveFailed:
		return "The page could not be observed, or refuses agents (not http(s), or browsergoal's own settings page). Check the attachment and the tab id; leave a refusing page to a person."
	case StatusAuthFailed:
		return "The TypeSafe API key is missing or was refused. Set TYPESAFE_API_KEY or save a key."
	case StatusRateLimited:
		return "The TypeSafe account hit its rate limit. Wait before another goal; nothing was retried."
	case StatusOverloaded:
		return "The decision service is overloaded. Try a later goal; nothing was retried."
	case StatusBadRequest:
		return "The decision service refused the request (a browsergoal bug). Report it with the request id."
	case StatusServerError:
		return "The decision service failed. Try a later goal; nothing was retried."
	case StatusDecisionTimeout:
		return "The decision request timed out. Observe before another goal; nothing was retried."
	case StatusMalformedResponse:
		return "The decision service's answer did not fit the offered options. Nothing was performed for it."
	case StatusDecisionUnavailable:
		return "The decision service could not be reached. Check the network or base URL."
	case DecisionReady:
		return "The proposed operation passed every gate and would be dispatched."
	}
	return ""
}
