package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/credentials"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/browsers"
	"github.com/browsergoal/browsergoal/internal/deciders"
)

// common holds the flags every command shares.
type common struct {
	browser  browsers.Flags
	decider  string
	logLevel string
	quiet    bool
	request  string
}

func newFlagSet(name, synopsis string, e env) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "Usage: browsergoal %s %s\n\nFlags:\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

func (c *common) browserFlags(fs *flag.FlagSet) { c.browser.Register(fs) }

func (c *common) outputFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.logLevel, "log-level", "warn", "debug log level on stderr: trace, debug, info, warn, error or disabled")
	fs.BoolVar(&c.quiet, "quiet", false, "silence progress, notices and logs on stderr (errors are still reported)")
}

func (c *common) deciderFlag(fs *flag.FlagSet) {
	fs.StringVar(&c.decider, "decider", "", "jev (TypeSafe's System One API) or local (the offline heuristic); default jev when a key is set, else local (demo: always local unless jev is named)")
}

// parse parses flags and refuses stray arguments and contradictory browser flags.
func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return err
		}
		return &usageError{msg: err.Error()}
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q (flags come before arguments; see --help)", fs.Arg(0))}
	}
	return nil
}

func (c *common) checkBrowser() error { return asUsage(c.browser.Check()) }

// asUsage turns a browser flag error into a usage error (exit 2).
func asUsage(err error) error {
	var fe *browsers.FlagError
	if errors.As(err, &fe) {
		return &usageError{msg: fe.Msg}
	}
	return err
}

// logger builds the stderr logger; --quiet silences it.
func (c *common) logger(e env) (zerolog.Logger, error) {
	if c.quiet {
		return zerolog.Nop(), nil
	}
	lvl, err := zerolog.ParseLevel(c.logLevel)
	if err != nil || c.logLevel == "" {
		return zerolog.Nop(), &usageError{msg: fmt.Sprintf("--log-level must be trace, debug, info, warn, error or disabled, got %q", c.logLevel)}
	}
	return zerolog.New(zerolog.ConsoleWriter{Out: e.stderr, NoColor: true}).Level(lvl).With().Timestamp().Logger(), nil
}

// readRequest reads and validates the request JSON from a file or stdin ("-").
func readRequest(path string, e env) (fsm.Request, error) {
	var r io.Reader
	if path == "-" {
		r = e.stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return fsm.Request{}, &usageError{msg: fmt.Sprintf("--request: %v", err)}
		}
		defer f.Close()
		r = f
	}
	req, err := fsm.ParseRequest(r)
	if err != nil {
		return fsm.Request{}, &usageError{msg: err.Error()}
	}
	return req, nil
}

// openTab opens the browser session and the tab to drive (browsers.Flags.Open).
func (c *common) openTab(ctx context.Context, tab string, log zerolog.Logger) (browsers.Session, browsers.Tab, error) {
	s, t, err := c.browser.Open(ctx, tab, log)
	return s, t, asUsage(err)
}

// newDecider picks the decider: --decider, or jev when a key is available (the
// environment's, else the saved one), else local
// with one notice on stderr (internal/deciders, shared with cmd/goalbench).
func (c *common) newDecider(ctx context.Context, e env, log zerolog.Logger) (fsm.Decider, error) {
	var notice func(string)
	if !c.quiet {
		notice = func(msg string) { fmt.Fprintln(e.stderr, "browsergoal: "+msg) }
	}
	var saved jevhttp.CredentialSource
	if store, err := credentials.DefaultStore(e.getenv); err == nil {
		saved = store
	}
	d, _, err := deciders.ChooseWith(ctx, c.decider, e.getenv, saved, notice, log)
	var ne *deciders.NameError
	if errors.As(err, &ne) {
		return nil, &usageError{msg: err.Error()}
	}
	return d, err
}
