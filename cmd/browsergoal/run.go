package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
)

func cmdRun(ctx context.Context, args []string, e env) int { return exit(e, runCommand(ctx, args, e)) }

func runCommand(ctx context.Context, args []string, e env) error {
	var c common
	fs := newFlagSet("run", "--request FILE|- (--cdp URL | --bidi URL | --launch | --launch-firefox [--url URL] [--headful]) [flags]", e)
	fs.StringVar(&c.request, "request", "", "the request JSON (the tool's arguments): a file, or - for stdin")
	c.browserFlags(fs)
	c.deciderFlag(fs)
	c.outputFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if c.request == "" {
		return &usageError{msg: "--request FILE|- is required"}
	}
	if err := c.checkBrowser(); err != nil {
		return err
	}
	log, err := c.logger(e)
	if err != nil {
		return err
	}
	req, err := readRequest(c.request, e)
	if err != nil {
		return err
	}
	dec, err := c.newDecider(ctx, e, log)
	if err != nil {
		return err
	}
	session, tab, err := c.openTab(ctx, req.Tab, log)
	if err != nil {
		return err
	}
	defer session.Close()
	res, err := runGoal(ctx, req, tab, dec, c.quiet, e)
	if err != nil {
		return err
	}
	return printJSON(e, res)
}

// runGoal runs one goal with progress on stderr unless quiet.
func runGoal(ctx context.Context, req fsm.Request, b fsm.Browser, dec fsm.Decider, quiet bool, e env) (fsm.Result, error) {
	cfg := browsergoal.Config{Decider: dec}
	if !quiet {
		cfg.OnTransition = func(t browsergoal.Transition) { fmt.Fprintln(e.stderr, progressLine(t)) }
	}
	ex, err := browsergoal.New(cfg)
	if err != nil {
		return fsm.Result{}, err
	}
	res, err := ex.Run(ctx, req, b)
	var ve *fsm.ValidationError
	if errors.As(err, &ve) {
		return res, &usageError{msg: err.Error()}
	}
	return res, err
}

func printJSON(e env, v any) error {
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("writing the result: %w", err)
	}
	return nil
}
