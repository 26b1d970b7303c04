// Package jevhttp is browsergoal's decider on TypeSafe's System One HTTP API (model Jev,
// alias jev-latest). *Client implements fsm.Decider: Select sends one request with two
// independent questions (a choice over the candidates plus the always-present no-match
// option, and completion evidence); AssessRisk sends the separate, dependent request
// about one exact action. Answers are validated structurally with guards.ValidateSelection
// and guards.ValidateRisk before they reach the core; every failure is an
// *fsm.DecisionError whose Class is one of the core's statuses.
//
// # Endpoint and key
//
// Requests go to POST https://api.typesafe.ai/v1/systemone. The base may be overridden
// (Config.BaseURL, TYPESAFE_BASE_URL) only by a loopback host: an IP in 127.0.0.0/8, ::1
// or the name localhost, over http:// or https:// (the local System One servers and
// tests). Any other override is refused when the client is built, and a loopback
// override also refuses, at dial time, any address that is not loopback; the API key can
// therefore only ever reach api.typesafe.ai or this machine. Redirects are never followed:
// a 3xx answer is the error decision_unavailable and its Location receives nothing.
//
// The key is TYPESAFE_API_KEY when that is set and not blank, else the saved key from a
// CredentialSource. It is trimmed, and refused when it holds whitespace, control or
// non-ASCII characters. With no key a client still builds, and every call stops with
// auth_failed before any request, saying how to provide one. The key is never logged,
// never put in an error and never in a result; server messages are stripped of it, and
// the messages of authentication failures are not passed on at all.
//
// # Environment
//
//	TYPESAFE_API_KEY   the API key; takes precedence over a saved key.
//	TYPESAFE_BASE_URL  loopback-only override of https://api.typesafe.ai (path prefix kept).
//	TYPESAFE_MODEL     the model, default jev-latest; pin a version such as jev-1.13.0 to
//	                   re-check the gate thresholds against it.
//
// The fixed endpoint honours HTTPS_PROXY and NO_PROXY (a CONNECT tunnel: the proxy sees
// the host name only); a loopback override never uses a proxy.
//
// # Wire
//
// A body has exactly the three fields model, state and questions. A selection's state is
// {goal, page {url, title, text}, step, executed_trace}; its questions are operation (a
// choice whose criteria map each candidate's label to its compact description, in the
// core's order, then fsm.NoMatchLabel) and completion (a noul). A risk request's state is
// {goal, page {url, title}, action {action, description, target {role, name, href,
// context}, value or url, direction}}; its one question is consequential (a noul). The
// model never sees question ids, so every instruction names the state fields it reads.
// The constant parts are encoded once per client with encoding/json, the state with
// encoding/json on each call, and the criteria by appendJSONString, which writes the
// bytes encoding/json writes (a differential fuzz test holds it to that). Answers are
// decoded with encoding/json in one pass; probabilities by parseProbabilities, held to
// encoding/json the same way. Probabilities arrive rounded to two decimals, in any order,
// with exact zeros; answers of other ids or unknown types are kept raw and are not errors.
//
// # Bounds and transport
//
// A request body is at most fsm.MaxRequestBytes (128 KiB) and a choice at most
// fsm.MaxCandidates candidates plus the no-match option; beyond either, the call fails
// with class bad_request wrapping fsm.ErrRequestTooLarge and nothing is sent, so the core
// can shrink the candidate list. A response body is read up to MaxResponseBytes (128 KiB,
// after gzip decoding); anything larger is malformed_response. Each call has an
// eight-second timeout (Config.Timeout) on a context derived from the caller's, so it
// always ends inside the goal's deadline; it covers the retry below. One *http.Client
// and one transport serve all calls: keep-alive, one TLS handshake for many requests,
// HTTP/2 when the server offers it, bodies drained (bounded) and closed.
//
// # Retry policy
//
// Nothing is retried except a connection that failed before any byte of the request was
// written: a dial error such as connection refused or a failed name lookup. That request
// is sent once more after RetryBackoff (200 ms), and only when the call's deadline leaves
// at least RetryBackoff plus one second. No answer is ever retried: not 400, 401, 403,
// 404, 422 or 429, not 5xx or 529 (they end the goal as overloaded or server_error), not
// a body that fails to decode or validate. Neither are timeouts, cancellation, TLS
// failures, or a connection that broke after the request started. The retry runs on
// github.com/hashicorp/go-retryablehttp with this policy of its own, RetryMax 1 and no
// logger; the retried request carries X-TypeSafe-Retry-Count: 1.
//
// # Errors
//
// Classes: auth_failed (401, 403, or no key), rate_limited (429), overloaded (503, 529),
// bad_request (400, 404, 422 and other 4xx: our bug, with the server's message but never
// the echoed input of a 422), server_error (other 5xx), decision_timeout (the per-call
// timeout fired, or 408; when the caller's own deadline expired, Err wraps
// context.DeadlineExceeded), cancelled (the caller's context was cancelled; Err wraps
// context.Canceled), malformed_response (a body that is too large, not JSON, or does not
// fit the offered labels), and decision_unavailable (transport failures after the retry,
// TLS failures, redirects). The x-typesafe-request-id header is kept on answers and errors.
//
// # Logging
//
// The zerolog logger passed in Config receives debug events only, with the request id,
// model, body sizes, status and the selection or risk milliseconds; never the key, never
// page content.
package jevhttp
