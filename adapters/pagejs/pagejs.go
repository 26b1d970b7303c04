// Package pagejs holds browsergoal's in-page library, shared by every browser adapter so
// that Chromium (CDP) and Firefox (WebDriver BiDi) observe, recheck and act identically.
//
// The library is three scripts evaluated as one, in an isolated world (or sandbox) of the
// tab's main frame: visible.js hands its visibility rules and label proxies to
// observe.js, which installs the library (observation, epoch, recheck) once per document
// under a Symbol key, and act.js adds the page-side halves of the actions. An adapter
// evaluates Library, then calls the library's methods by name; each answer is a JSON
// string. What is observed and never observed is documented by the adapters (see
// adapters/rod's package documentation).
package pagejs

import _ "embed"

// visibleJS holds the visibility rules and label proxies observe.js builds on.
//
//go:embed visible.js
var visibleJS string

// observeJS is the in-page library: observation, epoch and recheck.
//
//go:embed observe.js
var observeJS string

// actJS adds the page-side halves of the actions to the library.
//
//go:embed act.js
var actJS string

// Library returns the whole in-page library as one script: evaluating it installs the
// library once per document and returns "installed" or "present".
func Library() string {
	return visibleJS + ";\n" + observeJS + ";\n" + actJS
}
