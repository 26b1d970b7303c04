// Package pagejs holds browsergoal's in-page library, shared by every browser adapter so
// that Chromium (CDP) and Firefox (WebDriver BiDi) observe, recheck and act identically.
//
// The library is several scripts evaluated as one, in an isolated world (or sandbox) of
// the tab's main frame, in the order of Library: visible.js (visibility rules and label
// proxies) creates a shared parts object under a Symbol key; text.js (visible text, names
// by reference, context), fields.js (names of unlabelled fields, bounds of date and range
// inputs), roles.js (roles, accessible names, states), clickable.js (the role-less
// clickables: elements a person clicks that have no actionable role), epoch.js (the page
// epoch and element ids) and regions.js (scrollable regions) add their helpers to it;
// observe.js takes the parts, removes the key and installs the library (observation,
// epoch) once per document under its own Symbol key; aim.js adds the click's hit test
// (where on screen a click reaches its target); act.js adds the recheck and the
// page-side halves of the actions, settle.js the probes an adapter waits on after an
// action, and listeners.js the page-side halves of a listener probe (an adapter that can
// read the page's script listeners flags role-less clickables with them). An adapter
// evaluates Library, then calls the library's methods by name; each answer is a JSON
// string. What is observed and never observed is documented by the adapters (see
// adapters/rod's package documentation).
package pagejs

import (
	_ "embed"
	"strings"
)

// visibleJS holds the visibility rules and label proxies; it creates the shared parts.
//
//go:embed visible.js
var visibleJS string

// textJS holds the text helpers: visible text, names by reference, context.
//
//go:embed text.js
var textJS string

// fieldsJS holds the names unlabelled fields take from the text before them, and the
// bounds of date, time, colour and range inputs.
//
//go:embed fields.js
var fieldsJS string

// rolesJS holds the roles, accessible names and states.
//
//go:embed roles.js
var rolesJS string

// clickableJS holds the role-less clickables: their rules, roles and names.
//
//go:embed clickable.js
var clickableJS string

// epochJS holds the page epoch (mutation and input counts) and the element ids.
//
//go:embed epoch.js
var epochJS string

// regionsJS holds the scrollable regions: which elements are, their scroll state, their
// recheck and their scroll.
//
//go:embed regions.js
var regionsJS string

// observeJS is the in-page library: observation, epoch and uninstall.
//
//go:embed observe.js
var observeJS string

// aimJS adds the click's hit test to the library: where a click reaches its target.
//
//go:embed aim.js
var aimJS string

// actJS adds the recheck and the page-side halves of the actions to the library.
//
//go:embed act.js
var actJS string

// settleJS adds the settle probes to the library.
//
//go:embed settle.js
var settleJS string

// listenersJS adds the bounded listener probe's page-side halves to the library.
//
//go:embed listeners.js
var listenersJS string

// Library returns the whole in-page library as one script: evaluating it installs the
// library once per document and returns "installed" or "present".
func Library() string {
	return strings.Join([]string{visibleJS, textJS, fieldsJS, rolesJS, clickableJS, epochJS, regionsJS, observeJS, aimJS, actJS, settleJS, listenersJS}, ";\n")
}
