// Command browsergoal runs one bounded browser goal as a checked state machine.
//
//	browsergoal run     --request FILE|- (--cdp URL | --launch [--url URL] [--headful])
//	browsergoal observe (--cdp URL | --launch [--url URL]) [--request FILE|-]
//	browsergoal demo
//	browsergoal mcp     (--cdp URL | --launch [--url URL]) [--allow-computer-use] [--workspace DIR]
//	browsergoal key     set | status | remove
//	browsergoal settings [--addr 127.0.0.1:0] [--workspace DIR] [--no-browser]
//	browsergoal show    [-o FILE] SESSION.jsonl
//
// Exit codes: 0 when a goal reached a terminal status (whatever it is) or a command
// succeeded; 2 for an invalid request or usage; 1 when it could not run (no browser, bad
// configuration, an unreachable tab).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// Exit codes.
const (
	exitOK      = 0
	exitCannot  = 1
	exitInvalid = 2
)

const usage = `browsergoal runs one bounded browser goal as an explicit, checked state machine.

Usage:
  browsergoal run     --request FILE|- (--cdp URL | --launch [--url URL] [--headful]) [flags]
  browsergoal observe (--cdp URL | --launch [--url URL]) [--request FILE|-] [flags]
  browsergoal demo    [flags]
  browsergoal mcp     (--cdp URL | --launch [--url URL]) [--allow-computer-use] [--workspace DIR] [flags]
  browsergoal key     set | status | remove
  browsergoal settings [--addr 127.0.0.1:0] [--workspace DIR] [--no-browser]
  browsergoal show    [-o FILE] SESSION.jsonl

Commands:
  run       run a goal; the result JSON goes to stdout, progress to stderr
  observe   print the compact observation (and, with --request, the candidates) as JSON
  demo      serve the bundled demo shop on 127.0.0.1 and run goals on it in headless Chromium
  mcp       serve browser_goal, browser_step, browser_observe and browser_tabs over MCP on stdio
  key       save, inspect or remove the saved TypeSafe API key (never printed, never from argv)
  settings  serve the settings page on loopback: enable the mode, save or remove the key, see where it comes from
  show      write a recorded session (run --record) as one self-contained HTML page

Run "browsergoal COMMAND --help" for a command's flags.

Exit codes: 0 a terminal status was reached (whatever it is); 2 invalid request or usage;
1 could not run (no browser, bad configuration).
`

// env is the process's outside world, passed in so tests can drive the CLI in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv})
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, e env) int {
	if len(args) == 0 {
		fmt.Fprint(e.stderr, usage)
		return exitInvalid
	}
	switch args[0] {
	case "run":
		return cmdRun(ctx, args[1:], e)
	case "observe":
		return cmdObserve(ctx, args[1:], e)
	case "demo":
		return cmdDemo(ctx, args[1:], e)
	case "mcp":
		return cmdMCP(ctx, args[1:], e)
	case "key":
		return cmdKey(ctx, args[1:], e)
	case "settings":
		return cmdSettings(ctx, args[1:], e)
	case "show":
		return cmdShow(ctx, args[1:], e)
	case "-h", "-help", "--help", "help":
		fmt.Fprint(e.stdout, usage)
		return exitOK
	}
	fmt.Fprintf(e.stderr, "browsergoal: unknown command %q\n\n%s", args[0], usage)
	return exitInvalid
}

// usageError is a bad flag or argument: exit 2.
type usageError struct{ msg string }

func (u *usageError) Error() string { return u.msg }

// exit maps a command's error to its exit code, printing it: nil and --help are 0, a
// usage error 2, anything else 1.
func exit(e env, err error) int {
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	fmt.Fprintf(e.stderr, "browsergoal: %v\n", err)
	var ue *usageError
	if errors.As(err, &ue) {
		return exitInvalid
	}
	return exitCannot
}
