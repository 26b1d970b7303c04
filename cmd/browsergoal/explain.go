package main

import (
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/fsm"
)

// explainer is a decider that can print its stages (the offline decider).
type explainer interface {
	Explain(req fsm.SelectionRequest) local.Explanation
}

// explaining prints, before each selection, the decider's reading of the goal, its plan
// with progress and its score table with the named rules behind each score (--explain).
type explaining struct {
	fsm.Decider
	ex explainer
	mu sync.Mutex
	w  io.Writer
}

func (e *explaining) Select(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
	e.mu.Lock()
	fmt.Fprintf(e.w, "explain step %d:\n%s", req.Step, e.ex.Explain(req))
	e.mu.Unlock()
	return e.Decider.Select(ctx, req)
}

// withExplain wraps dec for --explain; only the offline decider has stages to print.
func withExplain(dec fsm.Decider, w io.Writer) (fsm.Decider, error) {
	ex, ok := dec.(explainer)
	if !ok {
		return nil, &usageError{msg: "--explain prints the offline decider's reading, plan and scores: use it with --decider local"}
	}
	return &explaining{Decider: dec, ex: ex, w: w}, nil
}
