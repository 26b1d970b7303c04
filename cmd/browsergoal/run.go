package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/credentials"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/golden"
	"github.com/browsergoal/browsergoal/internal/viewer"
)

func cmdRun(ctx context.Context, args []string, e env) int { return exit(e, runCommand(ctx, args, e)) }

func runCommand(ctx context.Context, args []string, e env) error {
	var (
		c          common
		recordFile string
		redact     redactFlag
		show       bool
		explain    bool
	)
	fs := newFlagSet("run", "--request FILE|- (--cdp URL | --bidi URL | --launch | --launch-firefox [--url URL] [--headful]) [--record FILE [--redact[=all]] [--show]] [flags]", e)
	fs.StringVar(&c.request, "request", "", "the request JSON (the tool's arguments): a file, or - for stdin")
	fs.StringVar(&recordFile, "record", "", "record the goal as a session (JSON Lines) in FILE, for golden.Replay and fsmviz -trace; it holds page content")
	fs.Var(&redact, "redact", "with --record: replace every value you supplied (text, select values, URLs) wherever it occurs, field values and URL query strings with digests; --redact=all also masks the page's text (values or all)")
	fs.BoolVar(&show, "show", false, "with --record: also write the session's page (browsergoal show) beside FILE, with .html for its extension")
	fs.BoolVar(&explain, "explain", false, "print the offline decider's reading of the goal, its plan and its score table (the named rules behind each score) on stderr before each decision")
	c.browserFlags(fs)
	c.deciderFlag(fs)
	c.outputFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if show && recordFile == "" {
		return &usageError{msg: "--show goes with --record FILE"}
	}
	if c.request == "" {
		return &usageError{msg: "--request FILE|- is required"}
	}
	if err := c.checkBrowser(); err != nil {
		return err
	}
	if redact.mode != golden.RedactNone && recordFile == "" {
		return &usageError{msg: "--redact goes with --record FILE"}
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
	if explain {
		if dec, err = withExplain(dec, e.stderr); err != nil {
			return err
		}
	}
	var rec *recording
	if recordFile != "" {
		opts := golden.Options{Redaction: redact.mode, Secrets: apiKeys(ctx, e)}
		if rec, err = startRecording(recordFile, opts); err != nil {
			return err
		}
		defer rec.file.Close()
	}
	session, tab, err := c.openTab(ctx, req.Tab, log)
	if err != nil {
		return err
	}
	defer session.Close()
	res, err := runGoal(ctx, req, tab, dec, goalOptions{quiet: c.quiet, recorder: rec.recorder()}, e)
	if err != nil {
		return err
	}
	if err := rec.finish(); err != nil {
		return err
	}
	if show {
		page := viewer.PagePath(recordFile)
		if err := writePage(recordFile, page); err != nil {
			return fmt.Errorf("--show: %w", err)
		}
		if !c.quiet {
			fmt.Fprintf(e.stderr, "browsergoal: the session is in %s, its page in %s\n", recordFile, page)
		}
	}
	return printJSON(e, res)
}

// recording is the session file --record writes.
type recording struct {
	file *os.File
	rec  *golden.Recorder
}

// startRecording creates the session file before anything runs, so a bad path fails
// before the browser starts.
func startRecording(path string, opts golden.Options) (*recording, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return nil, fmt.Errorf("--record: %w", err)
	}
	return &recording{file: f, rec: golden.NewRecorder(f, opts)}, nil
}

// redactFlag is --redact: alone it means values; --redact=all masks the page too.
type redactFlag struct{ mode golden.Redaction }

func (f *redactFlag) String() string {
	if f == nil {
		return ""
	}
	return string(f.mode)
}

func (f *redactFlag) Set(s string) (err error) {
	f.mode, err = golden.ParseRedaction(s)
	return err
}

// IsBoolFlag lets --redact stand alone.
func (f *redactFlag) IsBoolFlag() bool { return true }

// apiKeys are the TypeSafe keys a recording must never hold: the environment's and
// the saved one, whichever decider runs.
func apiKeys(ctx context.Context, e env) []string {
	var keys []string
	if k, err := jevhttp.NormalizeKey(e.getenv(jevhttp.EnvAPIKey)); err == nil && k != "" {
		keys = append(keys, k)
	}
	if raw := strings.TrimSpace(e.getenv(jevhttp.EnvAPIKey)); raw != "" {
		keys = append(keys, raw)
	}
	if store, err := credentials.DefaultStore(e.getenv); err == nil {
		if k, err := store.SavedKey(ctx); err == nil && strings.TrimSpace(k) != "" {
			keys = append(keys, strings.TrimSpace(k))
		}
	}
	return keys
}

func (r *recording) recorder() browsergoal.Recorder {
	if r == nil {
		return nil
	}
	return r.rec
}

// finish reports a recording that could not be written and closes the file.
func (r *recording) finish() error {
	if r == nil {
		return nil
	}
	err := r.rec.Err()
	if cerr := r.file.Close(); err == nil && cerr != nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("--record %s: %w", r.file.Name(), err)
	}
	return nil
}

// goalOptions are runGoal's optional parts.
type goalOptions struct {
	quiet    bool
	recorder browsergoal.Recorder
}

// runGoal runs one goal with progress on stderr unless quiet.
func runGoal(ctx context.Context, req fsm.Request, b fsm.Browser, dec fsm.Decider, o goalOptions, e env) (fsm.Result, error) {
	cfg := browsergoal.Config{Decider: dec, Recorder: o.recorder}
	if !o.quiet {
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
