package transitions

import (
	"fmt"
	"sort"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// Promela exports the table as a Promela model for the spin model checker, with the
// design's invariants 1–3 and 7 as assertions and an LTL property:
//
//  1. every entry into Dispatching has passed Rechecking since the latest choice
//     (Selecting's decision, or a caller's explicit choice at the step entry);
//  2. a choice is dispatched at most once (no second Dispatching before a new
//     Selecting), no edge leaves a terminal state (partial_unknown is terminal);
//  3. AssessingRisk is entered only from Selecting over a gates_passed edge;
//  7. every run ends in a terminal state (LTL: <> done), with at most max_steps
//     dispatches, and once the time budget is spent the state in force has a time_up
//     edge.
//
// A run starts at either entry: a goal at the initial state with any max_steps, or a
// caller's single step at its entry (Rechecking) with one action allowed; a caller's
// step never enters Selecting or AssessingRisk, and a goal never ends as executed.
//
// The model is the table's graph, one edge per option. The step and stale counters,
// max_steps (any of 1–8) and the run's kind are modelled, and guards that read them are evaluated on them;
// guards that read the model's answers (selection, risk) or the proposal are
// nondeterministic, which only adds behaviour, so a property that holds on the model
// holds on the machine. A dispatched event counts a step, a stale event counts a stale
// decision, as the stages do.
func Promela(t *fsm.Table) string {
	var b strings.Builder
	b.WriteString("/* browsergoal's goal machine, generated from the transition table (transitions.Promela). */\n\n")
	var names []string
	for _, s := range t.States {
		names = append(names, stateName(s.Name))
	}
	fmt.Fprintf(&b, "mtype = { %s };\n\n", strings.Join(names, ", "))
	var terms []string
	for _, s := range t.States {
		if s.Terminal {
			terms = append(terms, "st == "+stateName(s.Name))
		}
	}
	fmt.Fprintf(&b, "#define TERMINAL (%s)\n\n", strings.Join(terms, " || "))
	step, hasStep := t.Entry(fsm.EntryStep)
	b.WriteString(`mtype st = ` + stateName(t.Initial) + `;
mtype prev = ` + stateName(t.Initial) + `;
mtype nxt;
bool caller = false;  /* the run is a caller's single step */
byte steps = 0;       /* operations dispatched */
byte stale = 0;       /* stale decisions discarded */
byte maxsteps = 0;    /* the request's max_steps */
bool elapsed = false; /* the time budget is spent */
bool done = false;    /* a terminal state was reached */
bool moved = false;   /* an edge was taken in this round */
/* ghost state for the invariants */
bool rechecked = false;   /* Rechecking entered since the latest Selecting */
bool dispatched = false;  /* Dispatching entered since the latest Selecting */
bool gatespassed = false; /* the edge taken was a gates_passed edge */

ltl terminates { <> done }

active proctype goal() {
  if
`)
	for m := fsm.MinSteps; m <= fsm.MaxSteps; m++ {
		fmt.Fprintf(&b, "  :: maxsteps = %d\n", m)
	}
	if hasStep {
		fmt.Fprintf(&b, "  :: caller = true; maxsteps = 1; st = %s; prev = %s; rechecked = %v /* a caller's step: its own choice, at its entry */\n",
			stateName(step), stateName(step), step == fsm.Rechecking)
	}
	b.WriteString("  fi;\n")
	fmt.Fprintf(&b, "  assert(st != %s || rechecked); /* invariant 1: an entry at Dispatching skips Rechecking */\n", stateName(fsm.Dispatching))
	b.WriteString("  do\n  :: TERMINAL ->\n     if\n")
	fmt.Fprintf(&b, "     :: caller && st == %s -> skip\n", stateName(fsm.Terminal(fsm.StatusExecuted)))
	fmt.Fprintf(&b, "     :: !caller && st == %s -> assert(false) /* a goal never ends as executed */\n", stateName(fsm.Terminal(fsm.StatusExecuted)))
	var timed []string
	for _, e := range t.Edges {
		if t.IsTerminal(e.From) {
			fmt.Fprintf(&b, "     :: st == %s -> assert(false) /* invariant 2: an edge leaves terminal %s */\n", stateName(e.From), e.From)
		}
		if e.Trigger == TimeUp {
			timed = append(timed, "st == "+stateName(e.From))
		}
	}
	b.WriteString("     :: else -> skip\n     fi;\n     done = true; break\n")
	b.WriteString("  :: !TERMINAL ->\n     atomic {\n     moved = false;\n     if\n")
	b.WriteString("     :: !elapsed -> elapsed = true /* the budget may run out at any point */\n")
	if len(timed) == 0 {
		timed = []string{"false"}
	}
	fmt.Fprintf(&b, "     :: elapsed && !(%s) -> assert(false) /* invariant 7: the time budget cannot end the goal here */\n", strings.Join(timed, " || "))
	for _, e := range t.Edges {
		if t.IsTerminal(e.From) {
			continue
		}
		stepsX, staleX, update := "steps", "stale", ""
		switch e.Trigger {
		case Dispatched, OutcomeUnknown:
			stepsX, update = "(steps + 1)", "steps++; "
		case Stale:
			staleX, update = "(stale + 1)", "stale++; "
		}
		cond := fmt.Sprintf("st == %s", stateName(e.From))
		if g := guardCondition(e.Guard, stepsX, staleX); g != "" {
			cond += " && " + g
		}
		budget := "!elapsed"
		if e.Trigger == TimeUp {
			budget = "elapsed"
		}
		via := e.Guard != nil && e.Guard.Verdict == guards.VerdictGatesPassed
		fmt.Fprintf(&b, "     :: %s && %s -> %snxt = %s; gatespassed = %v; moved = true /* %s --%s--> */\n",
			budget, cond, update, stateName(e.To), via, e.From, e.Trigger)
	}
	b.WriteString(`     fi;
     if
     :: moved ->
        prev = st; st = nxt;
        if
        :: st == ` + stateName(fsm.Selecting) + ` -> assert(!caller); /* a caller's step never decides */
           rechecked = false; dispatched = false
        :: st == ` + stateName(fsm.Rechecking) + ` -> rechecked = true
        :: st == ` + stateName(fsm.AssessingRisk) + ` -> assert(prev == ` + stateName(fsm.Selecting) + ` && gatespassed) /* invariant 3 */
        :: st == ` + stateName(fsm.Dispatching) + ` ->
           assert(rechecked);        /* invariant 1: Rechecking after the latest choice */
           assert(!dispatched);      /* invariant 2: one dispatch per decision */
           assert(steps < maxsteps); /* invariant 7: at most max_steps actions */
           dispatched = true
        :: else -> skip
        fi
     :: else -> skip
     fi
     }
  od
}
`)
	return b.String()
}

// stateName is a state's Promela name.
func stateName(s fsm.State) string { return "S_" + string(s) }

// guardCondition is a guard as a Promela condition on the modelled counters and the
// run's kind, or "" when the guard does not depend on them (it is then a
// nondeterministic choice). It evaluates the guard's own function on every counter
// value and kind, with every value of the facts the model does not track (candidates,
// preview): the edge is enabled where some such value makes the guard hold.
func guardCondition(g *fsm.Guard, stepsX, staleX string) string {
	if g == nil {
		return ""
	}
	type point struct{ s, m, k, c int }
	holds := map[point]bool{}
	anyTrue, allTrue := false, true
	for s := 0; s <= fsm.MaxSteps+1; s++ {
		for m := fsm.MinSteps; m <= fsm.MaxSteps; m++ {
			for k := 0; k <= guards.StaleRetryLimit+2; k++ {
				for caller := 0; caller <= 1; caller++ {
					h := false
					for _, c := range []int{0, 1} {
						for _, p := range []bool{false, true} {
							h = h || safeHolds(g, fsm.Facts{Steps: s, MaxSteps: m, Stale: k, Candidates: c, Preview: p, Step: caller == 1})
						}
					}
					holds[point{s, m, k, caller}] = h
					anyTrue = anyTrue || h
					allTrue = allTrue && h
				}
			}
		}
	}
	if !anyTrue || allTrue {
		return "" // it reads facts the model leaves open (the answers), or none at all
	}
	// Which dimensions matter: changing one alone changes the verdict somewhere.
	matters := [4]bool{}
	for p, h := range holds {
		for d, q := range []point{{p.s + 1, p.m, p.k, p.c}, {p.s, p.m + 1, p.k, p.c}, {p.s, p.m, p.k + 1, p.c}, {p.s, p.m, p.k, p.c + 1}} {
			if h2, ok := holds[q]; ok && h2 != h {
				matters[d] = true
			}
		}
	}
	seen := map[string]bool{}
	var terms []string
	for p, h := range holds {
		if !h {
			continue
		}
		var parts []string
		if matters[3] {
			parts = append(parts, fmt.Sprintf("caller == %d", p.c))
		}
		if matters[0] {
			parts = append(parts, fmt.Sprintf("%s == %d", stepsX, p.s))
		}
		if matters[1] {
			parts = append(parts, fmt.Sprintf("maxsteps == %d", p.m))
		}
		if matters[2] {
			parts = append(parts, fmt.Sprintf("%s == %d", staleX, p.k))
		}
		term := "(" + strings.Join(parts, " && ") + ")"
		if !seen[term] {
			seen[term] = true
			terms = append(terms, term)
		}
	}
	sort.Strings(terms)
	return "(" + strings.Join(terms, " || ") + ")"
}

// safeHolds evaluates a guard, reading a panic as "does not hold".
func safeHolds(g *fsm.Guard, f fsm.Facts) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return g.Fn(f)
}
