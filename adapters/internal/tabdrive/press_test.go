package tabdrive

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/internal/tabfault"
	"github.com/browsergoal/browsergoal/fsm"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
)

// pipelined is the fake with a MovePresser: its press leaves behind the move (or not,
// when unsent says the move failed before it left).
type pipelined struct {
	*fake
	unsent bool
}

func (p *pipelined) MoveAndPress(context.Context, float64, float64) (bool, error, error) {
	p.record("move")
	if p.unsent {
		return false, p.moveErr, nil
	}
	p.record("press")
	return true, p.moveErr, p.pressErr
}

// TestPipelinedClickOutcomes: with the press sent behind the move, a move that failed
// before the press left is not executed and removes the guard, as without it; once the
// press left, a failed move is still named, and the click may have reached the page.
func TestPipelinedClickOutcomes(t *testing.T) {
	for _, c := range []struct {
		name        string
		setup       func(*pipelined)
		wantErr     bool
		wantReached bool
		wantText    string
		wantCalls   []string
	}{
		{"delivered", func(*pipelined) {}, false, false, "", []string{"clickPoint", "move", "press", "clickVerdict"}},
		{"the move failed before the press left", func(p *pipelined) { p.moveErr, p.unsent = errors.New("no mouse"), true },
			true, false, "move the mouse: no mouse", []string{"clickPoint", "move", "clickAbort"}},
		{"the move failed behind which the press left", func(p *pipelined) { p.moveErr = errors.New("no mouse") },
			true, true, "move the mouse (the press was sent behind it): no mouse", []string{"clickPoint", "move", "press"}},
		{"the press failed", func(p *pipelined) { p.pressErr = errors.New("press the mouse: cut") },
			true, true, "press the mouse: cut", []string{"clickPoint", "move", "press"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := &pipelined{fake: newFake()}
			p.answers["clickPoint"] = pagejs.Answer{OK: true, X: 3, Y: 4, Doc: "d1"}
			p.answers["clickVerdict"] = pagejs.GuardVerdict{Armed: true, Delivered: 3, ClickDelivered: true, Doc: "d1"}
			c.setup(p)
			err := driving(p, pagejs.Limits{}).Click(ctx(t), "e1")
			if (err != nil) != c.wantErr || (err != nil && reached(t, err) != c.wantReached) {
				t.Errorf("err %v, want error %v reached %v", err, c.wantErr, c.wantReached)
			}
			if err != nil && !strings.Contains(err.Error(), c.wantText) {
				t.Errorf("err %q does not say %q", err, c.wantText)
			}
			if !slices.Equal(p.calls, c.wantCalls) {
				t.Errorf("calls %v, want %v", p.calls, c.wantCalls)
			}
		})
	}
}

// TestActNamesAFaultTheErrorTells: a press cut short because the tab was closed, before
// the close event was seen, ends as an action in flight named by the fault (tab_closed),
// not as an unnamed failure; an error that tells no fault stays as it is.
func TestActNamesAFaultTheErrorTells(t *testing.T) {
	for _, c := range []struct {
		name      string
		pressErr  error
		wantClass fsm.Status
	}{
		{"cut by the close", fmt.Errorf("input.performActions: %w", tabfault.ErrGone), fsm.StatusTabClosed},
		{"any other failure", errors.New("press the mouse: cut"), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFake()
			f.answers["clickPoint"] = pagejs.Answer{OK: true, X: 3, Y: 4, Doc: "d1"}
			f.pressErr = c.pressErr
			d := drivingGone(f, pagejs.Limits{}, func(err error) bool { return errors.Is(err, tabfault.ErrGone) })
			err := d.Act(ctx(t), fsm.Operation{Action: fsm.ActClick, Target: "e1"})
			if err == nil || !reached(t, err) {
				t.Fatalf("err %v, want one that may have reached the page", err)
			}
			be, ok := fsm.AsBrowserError(err)
			switch {
			case c.wantClass == "" && ok:
				t.Errorf("err %v named a fault %s", err, be.Class)
			case c.wantClass != "" && (!ok || be.Class != c.wantClass):
				t.Errorf("err %v, want the fault %s", err, c.wantClass)
			}
		})
	}
}
