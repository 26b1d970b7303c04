// Package docs holds the documentation's generated artefacts that programs use too: the
// machine's diagram (machine.svg, drawn by `make diagram` from the transition table),
// embedded at build time so that `browsergoal show` draws it without Graphviz.
package docs

import _ "embed"

//go:embed machine.svg
var machineSVG string

// MachineSVG returns the committed diagram of the goal machine: the SVG Graphviz drew
// from transitions.DOT (every state has the id transitions.StateID, every edge
// transitions.EdgeID, escaped as Graphviz writes them), stamped with the DOT's digest.
// A test fails when it no longer matches the table.
func MachineSVG() string { return machineSVG }
