// Package local is the embedded offline decider: an fsm.Decider that answers the
// selection and risk questions on the machine itself, with no network, no model and no
// state.
//
// It is a deterministic word-matching heuristic, meant for offline use, demos and tests.
// It is not a model and does not understand pages: it reads the goal, the candidates'
// compact descriptions, the executed trace and the page's URL and text excerpt, and
// scores them with fixed rules and word lists. Its answers go through the same
// validation and gates as the service's (confidence ≥ 0.85 and selected probability
// ≥ 0.75, no-match, completion ≥ 0.8, risk ≥ 0.1), and it is tuned to abstain (a weak
// or tied match leaves the choice below the gates or on the no-match option) rather than
// to guess: a wrong click costs more than a no_match.
//
// # Choice
//
// The goal is cut into clauses at punctuation and at "and"/"then", and every caller value
// the request shows (the fill, select and navigate candidates' values and the trace's)
// that the goal quotes verbatim (or, for values of two or more words, by all its words) is
// located in its clause. The clauses become a plan of implied steps in goal order: fill
// each mentioned value (a clause whose verb is search, find or look also implies pressing
// the submit control afterwards), scroll or go back when a clause says so, navigate to a
// quoted URL, and for any other clause click the control its words name, the form's
// submit control ("press the button", "submit"), or, for "the most relevant result", the
// listed link whose text best overlaps the goal's topic words (a noun after "this" or
// "that", as in "Buy this book now", names the page rather than a control). A caller
// value the goal
// does not mention is filled before the first click that submits ("Sign up for the
// newsletter" with an email value), and otherwise left alone. The executed trace marks
// steps done; the first step not done is the next one.
//
// Each candidate gets a score in [0,1]: its fit to the next step (a fill of the value
// into the field whose label its clause names, a control whose name, nearby text or href
// carries the clause's words), 0.4 of its fit to a later step, or a low prior per action
// kind (click 0.1; scroll, back and navigate 0.05 unless the goal asks for them). A fill
// of a value already filled scores 0.02 and an operation the trace shows executed a
// quarter, so nothing is repeated. The no-match option scores 0.5 (0.6 once every step
// is done). The probabilities are a softmax of the scores with sharpness 14, rounded to
// hundredths summing to 1; a candidate needs a lead of about 0.2 over every other
// option to pass the gates. Confidence is guards.NormalizedConfidence of the
// probabilities, (N·p_max − 1)/(N − 1), as the service computes it.
//
// # Completion evidence
//
// Completion is 0.9 when the trace shows every step the goal states executed in order
// (fills of values it does not mention are not required); 0.85 when every mentioned
// value was filled and the page shows the outcome (the URL carries the searched value,
// the page text shows it after a later click, or after a click a status message such as
// "thank you", "saved", "sent" or "added to cart" shares a word with the goal's last
// clause); 0.05 with an empty trace unless the page text already states the outcome that
// plainly and shows every mentioned value; otherwise at most 0.6, rising with the share
// of steps done.
//
// # Risk
//
// Risk fails closed. A small lexicon of consequential acts is read on the candidate first:
// 0.9 when its name or value holds a consequential verb (buy, pay, checkout, delete,
// remove, send, transfer, confirm, subscribe, unsubscribe, publish, post, donate, …) or
// phrase (place order, submit payment, cancel subscription, close account, sign a
// document); 0.5 for sharing, registering, replying, "sign up", "create account" and "open
// an account"; 0.7 when its href path is a consequential verb or phrase ("/checkout",
// "/delete-account"), or when its name is generic ("OK", "Continue", "Submit") and its
// nearby text or the page URL names a consequential act. Nouns that are also verbs count
// only in imperative position and not before a reading noun, so "Order now" is
// consequential and "Search orders", "Order history" and "Track order" are not; on links
// a verb counts only among the first two words, so a result titled "How to delete a file"
// is read as a title.
//
// Any other click is 0.3 unless it has a benign reading, and then 0.02: its name leads
// with a verb that searches, reads, navigates or changes the view (search, find, view,
// show, open, read, sort, filter, expand, toggle, back, load, …) and, on a button, names
// no action after it; every word names a page or a step through a list ("Home", "About
// us", "Help", "Next page", "Page 2", "More"); a view verb acts on a filter or search
// ("Apply filters", "Clear search"); it is a tab, or a checkbox or radio whose name or
// nearby text says it filters; it abandons a dialog ("Cancel", "Close") whose nearby text
// names nothing consequential; it is a generic submit ("Submit", "Go") of a form whose
// nearby text names a search; or it is a plain link (an http(s) href whose path names no
// action) whose text reads as a title: its head word is no action verb and some word marks
// English prose or a noun phrase ("Rust async examples with Tokio", "My purchases").
// So unknown or committing verbs ("Save note", "Update password", "Submit application",
// "Accept invitation", "Add to cart", "Sign in"), generic names on forms, unnamed controls
// and non-English names ("Jetzt kaufen", "Acheter maintenant") all need confirmation.
// Navigation is 0.7 to a consequential path, 0.3 to a path with a segment led by an action
// verb ("/update-password", "/invitations/7/accept") or an "action" query naming one, and
// 0.02 otherwise. A fill or select is 0.3 when its field (or option) names a consequential
// act and 0.02 otherwise, since typing submits nothing; scroll and back are 0.01. The goal
// does not lower risk: a consequential act the goal asks for still needs confirmation.
//
// # Limits
//
// English only (a non-English control name needs confirmation; a non-English plain link
// whose words look like English nouns, such as "Produits", may still read as a title);
// words meet by a small stemmer, not by meaning ("purchase" does not meet "buy", "the
// second result" is not a position). A step the page cannot serve (a control
// the clause names is absent) is not skipped, so the goal ends as no_match or ambiguous
// there. Trace entries are matched to candidates by the core's target summaries ("button
// Search"), element ids or descriptions. These rules were tuned on small hand-written
// pages and the bundled demo shop; they are no substitute for the service.
package local
