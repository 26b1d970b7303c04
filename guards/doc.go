// Package guards holds browsergoal's pure guard functions: the selection and risk gates
// with their named thresholds, the structural validation of answers, the never-replay
// ledger, and the step, time and staleness budgets. Guards read fsm.Facts and nothing
// else; the transition table names them and carries their descriptions.
//
// Each family of guards is a classifier that maps its facts to exactly one verdict, and
// each guard is "the classifier returned verdict V". Guards on one trigger are therefore
// mutually exclusive by construction.
package guards
