// Package golden records goals as sessions and replays them.
//
// A recorded session is a versioned JSON Lines file: a header (the format, the engine
// version and a hash of the transition table's exported JSON), the goal request (never
// the API key: the key is not part of a request), then, in the order the goal made them,
// every port call with its answer (host checks, focus checks, observations in the
// compact form the engine used, the selection and risk requests with the candidates
// offered and the model's answers, freshness rechecks, dispatch outcomes), every clock
// reading, every transition the machine fired (with the gate verdicts and the candidates
// offered and dropped), and last the result.
//
// Recorded content is page content. Observations hold what the page showed (visible
// text, field values, link targets), and requests hold the caller's values: treat a
// session like the page itself, or record it redacted. Options.Redaction RedactValues
// replaces every supplied value (text and select values, navigate URLs and their query
// strings) wherever it occurs in any entry (exactly, case-folded and with white space
// normalised; values under four runes as whole tokens only), observed field values, and
// every URL's query string and fragment, with keyed digests; RedactAll also masks the
// page's text letter by letter, keeping roles, ids, positions and lengths. The digests
// are consistent within one session (equal values stay equal) and use a random key that
// is never written, so they cannot be looked up. Options.Secrets (the API key) are never
// written in any mode. Redaction happens on a copy as the session is written: it never
// changes what runs. A redacted session is for sharing and viewing; its replay need not
// make the recorded decisions, and Replay says so with a *RedactedReplayError.
// docs/redaction.md describes the rules.
//
// A Recorder (browsergoal.Config.Recorder, or browsergoal run --record FILE) writes
// sessions. Replay runs the engine again on a session: the recorded observations,
// answers, outcomes and clock readings are fed back through fakes, and every decision
// (each port call the engine makes and each transition it fires) is compared with the
// recording in order. The first difference is returned as a *DivergenceError naming the
// step and the missing, extra or mismatched decision. A host can keep its own recorded
// sessions and replay them in its tests when it upgrades browsergoal.
package golden
