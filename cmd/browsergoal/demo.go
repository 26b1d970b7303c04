package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/demosite"
)

// demoGoal is one goal the demo runs, on a fresh tab opened at Path.
type demoGoal struct {
	Title string
	Path  string
	Req   fsm.Request
}

func demoGoals() []demoGoal {
	return []demoGoal{
		{
			Title: "search and open the most relevant result",
			Path:  "/",
			Req: fsm.Request{
				Goal:       "Search for Rust async examples and open the most relevant result",
				TextValues: []string{"Rust async examples"}, MaxSteps: 4, TimeoutMS: 15_000,
			},
		},
		{
			Title: "choose a format on a detail page",
			Path:  "/item/tokio-tutorial",
			Req: fsm.Request{
				Goal:         "Choose the PDF ebook format",
				SelectValues: []string{"PDF ebook"}, MaxSteps: 2, TimeoutMS: 15_000,
			},
		},
		{
			Title: "a purchase stops at the risk gate",
			Path:  "/item/tokio-tutorial",
			Req:   fsm.Request{Goal: "Buy this book now", MaxSteps: 2, TimeoutMS: 15_000},
		},
	}
}

func cmdDemo(ctx context.Context, args []string, e env) int {
	return exit(e, demoCommand(ctx, args, e))
}

func demoCommand(ctx context.Context, args []string, e env) error {
	var c common
	fs := newFlagSet("demo", "[--launch-firefox] [flags]", e)
	fs.BoolVar(&c.browser.LaunchFirefox, "launch-firefox", false, "run the demo in headless Firefox instead of Chromium")
	c.deciderFlag(fs)
	c.outputFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	log, err := c.logger(e)
	if err != nil {
		return err
	}
	if c.decider == "" {
		c.decider = "local" // the demo never spends API usage unless asked to
	}
	dec, err := c.newDecider(ctx, e, log)
	if err != nil {
		return err
	}
	site, err := demosite.Start()
	if err != nil {
		return err
	}
	defer site.Close()
	session, err := c.browser.LaunchSession(ctx, log)
	if err != nil {
		return err
	}
	defer session.Close()
	name := "Chromium"
	if c.browser.LaunchFirefox {
		name = "Firefox"
	}
	fmt.Fprintf(e.stdout, "Demo shop at %s, headless %s launched.\n", site.URL(), name)
	start := time.Now()
	for i, g := range demoGoals() {
		tab, err := session.NewTab(ctx, site.URL()+g.Path)
		if err != nil {
			return err
		}
		reqJSON, _ := json.Marshal(g.Req)
		fmt.Fprintf(e.stdout, "\n== Goal %d: %s (tab at %s)\nrequest: %s\n", i+1, g.Title, g.Path, reqJSON)
		prog := env{stdin: e.stdin, stdout: e.stdout, stderr: e.stdout, getenv: e.getenv}
		res, err := runGoal(ctx, g.Req, tab, dec, goalOptions{quiet: c.quiet}, prog)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "result: status=%s steps=%d decisionMs=%d\n  %s\n", res.Status, res.Steps, res.Timings.DecisionMS, res.Message)
		if err := printJSON(e, res); err != nil {
			return err
		}
		_ = tab.Close(ctx)
	}
	fmt.Fprintf(e.stdout, "\nWhat the demo shop saw: %q\nDone in %s.\n", site.Events(), time.Since(start).Round(time.Millisecond))
	return nil
}
