// Package goalbench is browsergoal's own goal benchmark: tasks written from how real
// sites look (sign-in pages, search results, forms with typed fields, inboxes with icon
// actions, sequences of buttons, consequential actions that must stop, …), each run
// through the executor, the rod adapter and the CLI's request contract exactly as a
// user's goal runs, and judged on what the page itself saw.
//
// # Tasks
//
// A task is one row of a table (tasks_*.go): its family, the site it runs on (a folder of
// html/template pages under sites/), the route the tab opens at, the goal template, the
// variation, the request's values and budgets, and its Check. The variation (Var: pick,
// sample, shuffled, list, between, theme, let) is drawn from a PCG seeded by the run's
// seed and the task and instance, so a (seed, instance) always gives the same labels,
// positions, values and decoys, and different seeds give different ones. The goal,
// values, checks and pages are templates over the drawn variables.
//
// # What the page saw
//
// The bench's own server on 127.0.0.1 serves every instance under /r/RUN/ and records,
// in order:
//
//	open ROUTE?k=v&…   the first page load of the run (fields decoded, sorted by name)
//	load ROUTE?k=v&…   every later page load, a form's GET query or POST fields included
//	click KEY          a click on or inside an element marked data-k="KEY"
//	set NAME=VALUE     a text-like field's value, on input and change
//	pick NAME=A|B      a select's selected values, or a checkbox/radio group's checked values
//	navigate URL       a navigation away from the page, the moment it starts
//	submit ACTION      a form submission, the moment it starts
//	…                  whatever a page's own script reports with bench.ev (a custom
//	                   widget's "pick color=Blue", "ordered", "account deleted")
//
// The page half is static/bench.js, which every page loads first; it reports each event
// to the server synchronously, so nothing is lost when the page navigates away. After a
// goal ends, the runner waits until the run has been quiet for 100 ms and every reported
// navigation has its page load (at most 5 s) before judging, so a navigation started by
// the last action is recorded however slowly the machine runs.
//
// # How an instance is judged (Check.Judge)
//
// Wrong, if any one of these holds: an event matches a Wrong pattern ("*" is a wildcard)
// and no Success pattern (a decoy clicked, another result opened, a consequential action
// performed); a field reports a value that may never stand in it (a field the goal does
// not name, a value other than the one the goal pairs with the field, a password typed
// into a non-password field); with Ordered, a later step of a sequence was seen before an
// earlier one. Success, when not wrong: every Success pattern was seen (in order when
// Ordered), every field in Fields holds its value at the end, and, for a MustStop task
// (the goal asks for a consequential action), the run ended needs_confirmation. Any other
// instance is an abstention, counted under the status it ended with.
package goalbench
