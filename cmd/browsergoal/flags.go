package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/credentials"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/deciders"
)

// common holds the flags every command shares.
type common struct {
	cdp      string
	launch   bool
	url      string
	headful  bool
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

func (c *common) browserFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.cdp, "cdp", "", "attach to a running Chromium by its DevTools URL (ws://… or http://host:port); the request's tab is the CDP target id")
	fs.BoolVar(&c.launch, "launch", false, "launch the system Chromium (CHROME_PATH, chromium on PATH or /usr/bin/chromium) headless with a fresh profile")
	fs.StringVar(&c.url, "url", "", "with --launch: the http(s) URL the tab opens (default about:blank)")
	fs.BoolVar(&c.headful, "headful", false, "with --launch: show a window instead of running headless")
}

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

func (c *common) checkBrowser() error {
	switch {
	case c.cdp == "" && !c.launch:
		return &usageError{msg: "choose a browser: --cdp URL to attach, or --launch"}
	case c.cdp != "" && c.launch:
		return &usageError{msg: "--cdp and --launch exclude each other"}
	case !c.launch && (c.url != "" || c.headful):
		return &usageError{msg: "--url and --headful go with --launch"}
	}
	if c.url != "" && c.url != "about:blank" {
		if err := fsm.CheckNavigateURL(c.url); err != nil {
			return &usageError{msg: "--url " + strings.TrimPrefix(err.Error(), "invalid request: navigate_urls ")}
		}
	}
	return nil
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

// openTab opens the browser session and the tab to drive. In attach mode the tab is the
// request's tab, or the only page when it names none; in launch mode it is a new tab
// opened at --url (and loaded), and a request that names a tab is refused.
func (c *common) openTab(ctx context.Context, tab string, log zerolog.Logger) (*rod.Session, *rod.Tab, error) {
	if c.launch {
		if tab != "" {
			return nil, nil, &usageError{msg: fmt.Sprintf("the request's tab %q names a tab of an attached browser; with --launch leave \"tab\" empty", tab)}
		}
		s, err := rod.Launch(ctx, rod.LaunchOptions{Headful: c.headful, Logger: log})
		if err != nil {
			return nil, nil, err
		}
		t, err := s.NewTab(ctx, c.url)
		if err != nil {
			s.Close()
			return nil, nil, err
		}
		return s, t, nil
	}
	s, err := rod.Attach(ctx, rod.AttachOptions{URL: c.cdp, Logger: log})
	if err != nil {
		return nil, nil, err
	}
	pages, err := s.Pages(ctx)
	if err != nil {
		s.Close()
		return nil, nil, fmt.Errorf("listing the browser's tabs: %w", err)
	}
	id, err := pickTab(pages, tab)
	if err != nil {
		s.Close()
		return nil, nil, err
	}
	t, err := s.Tab(ctx, id)
	if err != nil {
		s.Close()
		return nil, nil, err
	}
	return s, t, nil
}

func pickTab(pages []rod.PageInfo, tab string) (string, error) {
	if tab != "" {
		for _, p := range pages {
			if p.ID == tab {
				return tab, nil
			}
		}
		return "", fmt.Errorf("the browser has no tab %q; its tabs are: %s", tab, listPages(pages))
	}
	if len(pages) == 1 {
		return pages[0].ID, nil
	}
	if len(pages) == 0 {
		return "", fmt.Errorf("the browser has no page tab to drive")
	}
	return "", &usageError{msg: fmt.Sprintf("the browser has %d tabs; name one in the request's \"tab\": %s", len(pages), listPages(pages))}
}

func listPages(pages []rod.PageInfo) string {
	var parts []string
	for _, p := range pages {
		parts = append(parts, fmt.Sprintf("%s (%s)", p.ID, p.URL))
	}
	return strings.Join(parts, ", ")
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
