package tabdrive

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

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
