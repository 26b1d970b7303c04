package main

import (
	"context"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/states"
)

// observeOutput is what `browsergoal observe` prints.
type observeOutput struct {
	Observation fsm.Observation `json:"observation"`
	// Offered, Dropped and DroppedBy are present with --request: the candidates a
	// selection request would offer, every operation left out with its reason, and the
	// counts by reason.
	Offered   []fsm.Candidate  `json:"offered,omitempty"`
	Dropped   []states.Dropped `json:"dropped,omitempty"`
	DroppedBy map[string]int   `json:"dropped_by,omitempty"`
}

func cmdObserve(ctx context.Context, args []string, e env) int {
	return exit(e, observeCommand(ctx, args, e))
}

func observeCommand(ctx context.Context, args []string, e env) error {
	var c common
	fs := newFlagSet("observe", "(--cdp URL | --bidi URL | --launch | --launch-firefox [--url URL]) [--request FILE|-] [flags]", e)
	fs.StringVar(&c.request, "request", "", "optional request JSON: also print the candidates that would be offered and those dropped, and why")
	c.browserFlags(fs)
	c.outputFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := c.checkBrowser(); err != nil {
		return err
	}
	log, err := c.logger(e)
	if err != nil {
		return err
	}
	var req *fsm.Request
	if c.request != "" {
		r, err := readRequest(c.request, e)
		if err != nil {
			return err
		}
		req = &r
	}
	tabID := ""
	if req != nil {
		tabID = req.Tab
	}
	session, tab, err := c.openTab(ctx, tabID, log)
	if err != nil {
		return err
	}
	defer session.Close()
	obs, err := tab.Observe(ctx)
	if err != nil {
		return err
	}
	out := observeOutput{Observation: obs}
	if req != nil {
		shell := &fsm.SelectionRequest{Goal: req.Goal, URL: obs.URL, Title: obs.Title, PageText: obs.Text, Step: 1}
		out.Offered, out.Dropped, out.DroppedBy = states.Explain(&obs, *req, states.CandidateBudget(shell))
		if out.Offered == nil {
			out.Offered = []fsm.Candidate{}
		}
	}
	return printJSON(e, out)
}
