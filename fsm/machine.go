package fsm

import (
	"context"
	"strings"

	"github.com/qmuntal/stateless"
)

// Machine is one goal's state machine: a stateless machine configured once from a Table
// and never reconfigured. It is driven by one goroutine.
type Machine struct {
	table *Table
	sm    *stateless.StateMachine
}

// NewMachine builds the stateless configuration from the table. Guards become stateless
// guard functions reading the Facts passed as the trigger's argument; an unhandled
// trigger returns a *TransitionError.
func NewMachine(t *Table) *Machine { return NewMachineAt(t, t.Initial) }

// NewMachineAt is NewMachine starting in entry, one of the table's entry states (a
// caller's single step enters at Rechecking).
func NewMachineAt(t *Table, entry State) *Machine {
	sm := stateless.NewStateMachineWithMode(entry, stateless.FiringImmediate)
	for _, st := range t.States {
		sm.Configure(st.Name)
	}
	for _, e := range t.Edges {
		cfg := sm.Configure(e.From)
		if e.Guard == nil {
			cfg.Permit(e.Trigger, e.To)
			continue
		}
		fn := e.Guard.Fn
		cfg.Permit(e.Trigger, e.To, func(_ context.Context, args ...any) bool {
			f, _ := args[0].(Facts)
			return fn(f)
		})
	}
	sm.OnUnhandledTrigger(func(_ context.Context, state stateless.State, trigger stateless.Trigger, unmet []string) error {
		reason := "not permitted"
		if len(unmet) > 0 {
			reason = "no guard holds"
		}
		s, _ := state.(State)
		tr, _ := trigger.(Trigger)
		return &TransitionError{State: s, Trigger: tr, Unmet: unmet, Reason: reason}
	})
	return &Machine{table: t, sm: sm}
}

// State returns the current state.
func (m *Machine) State() State {
	s, _ := m.sm.MustState().(State)
	return s
}

// Fire fires one event and returns the new state.
// Fire never panics: stateless panics when more than one guard holds, and that is
// returned as a *TransitionError.
func (m *Machine) Fire(ctx context.Context, ev Event) (st State, err error) {
	defer func() {
		if r := recover(); r != nil {
			msg, _ := r.(string)
			if !strings.Contains(msg, "Multiple permitted") {
				panic(r)
			}
			st, err = m.State(), &TransitionError{State: m.State(), Trigger: ev.Trigger, Reason: "more than one guard holds"}
		}
	}()
	if err := m.sm.FireCtx(ctx, ev.Trigger, ev.Facts); err != nil {
		return m.State(), err
	}
	return m.State(), nil
}

// Terminal reports whether the current state is terminal.
func (m *Machine) Terminal() bool { return m.table.IsTerminal(m.State()) }
