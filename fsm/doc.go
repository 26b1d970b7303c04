// Package fsm holds browsergoal's core: the goal request and its validation, the
// observation, candidate, decision and result types, the ports that adapters implement
// (Browser, Decider, Host, Clock), the terminal statuses, and the machine built on
// github.com/qmuntal/stateless from a transition table together with the driver loop
// that steps it.
//
// The core imports no adapter, no network package and no browser package. Everything
// nondeterministic (the page, the decision model, the host's permissions, the clock)
// reaches it through a port, so a goal can be replayed and property-tested with fakes.
package fsm
