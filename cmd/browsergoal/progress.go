package main

import "github.com/browsergoal/browsergoal"

// progressLine renders one transition for the CLI's progress output on stderr: the step,
// the edge, what decided it and how long its stage ran (browsergoal.Transition.Line).
func progressLine(t browsergoal.Transition) string { return t.Line() }
