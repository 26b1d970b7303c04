package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/bidi"
	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/credentials"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/deciders"
	"github.com/browsergoal/browsergoal/mcpserver"
)

// version is reported to MCP clients.
const version = "0.1.0"

func cmdMCP(ctx context.Context, args []string, e env) int { return exit(e, mcpCommand(ctx, args, e)) }

func mcpCommand(ctx context.Context, args []string, e env) error {
	var c common
	var workspace string
	var allow bool
	var marionette string
	fs := newFlagSet("mcp", "(--cdp URL | --bidi URL [--marionette HOST:PORT] | --launch | --launch-firefox [--url URL] [--headful]) [--allow-computer-use] [--workspace DIR] [flags]", e)
	c.browserFlags(fs)
	c.deciderFlag(fs)
	c.outputFlags(fs)
	fs.StringVar(&workspace, "workspace", "", "the workspace whose .browsergoal/config.json overrides the global one (default: the current directory)")
	fs.BoolVar(&allow, "allow-computer-use", false, `grant this session's computer-use permission (a config's agent.permissions["computer-use"] = "deny" still revokes it)`)
	fs.StringVar(&marionette, "marionette", "", "with --bidi: the Firefox's Marionette address (loopback HOST:PORT; Firefox started with --marionette), used only to end the WebDriver BiDi session a lost connection left in Firefox, so the server reattaches by itself")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := c.checkBrowser(); err != nil {
		return err
	}
	if err := checkMarionette(marionette, c.browser.BiDi); err != nil {
		return err
	}
	log, err := c.logger(e)
	if err != nil {
		return err
	}
	if workspace == "" {
		if workspace, err = os.Getwd(); err != nil {
			return fmt.Errorf("--workspace: %w", err)
		}
	}
	paths, err := config.DefaultPaths(e.getenv, workspace)
	if err != nil {
		return err
	}
	if _, err := config.Load(paths); err != nil { // refuse a bad config before attaching
		return err
	}
	store, err := credentials.DefaultStore(e.getenv)
	if err != nil {
		return err
	}
	if c.decider != "" && c.decider != deciders.Jev && c.decider != deciders.Local {
		return &usageError{msg: (&deciders.NameError{Name: c.decider}).Error()}
	}
	b, err := c.mcpBrowser(ctx, log, marionette)
	if err != nil {
		return err
	}
	defer b.close()
	go b.reattach(ctx)
	dc := &deciderCache{choice: c.decider, getenv: e.getenv, store: store, log: log}
	srv, err := mcpserver.New(mcpserver.Options{
		Version: version, Browser: b, DefaultTab: b.DefaultTab(),
		Host:    &config.Host{Paths: paths, Granted: allow},
		Decider: dc.get, Secrets: dc.secrets, Logger: log,
	})
	if err != nil {
		return err
	}
	if c.decider == "" && !jevhttp.KeyAvailable(ctx, e.getenv, store) {
		log.Warn().Msg(deciders.NoKeyNotice + " until a key is set")
	}
	log.Info().Str("global", paths.Global).Str("workspace", paths.Workspace).Bool("allow_computer_use", allow).Msg("browsergoal MCP server on stdio")
	err = srv.Run(ctx, &mcp.StdioTransport{})
	if err == nil || errors.Is(err, context.Canceled) || ctx.Err() != nil {
		return nil
	}
	return err
}

// checkMarionette refuses --marionette without --bidi or with an address that is not a
// loopback host:port.
func checkMarionette(addr, bidiURL string) error {
	switch {
	case addr == "":
		return nil
	case bidiURL == "":
		return &usageError{msg: "--marionette goes with --bidi (it names the attached Firefox's Marionette server)"}
	}
	if err := bidi.CheckMarionetteAddr(addr); err != nil {
		return &usageError{msg: "--marionette: " + err.Error()}
	}
	return nil
}

// deciderCache gives each goal its decider (internal/deciders: --decider, or jev when a
// key is configured, the environment's first, then the saved one, else the offline
// decider). A jev client is reused while the key stays the same, so connections are
// reused across goals; a key saved or removed while the server runs is seen by the next goal.
type deciderCache struct {
	choice string
	getenv func(string) string
	store  *credentials.Store
	log    zerolog.Logger

	mu     sync.Mutex
	key    string
	client *jevhttp.Client
}

func (d *deciderCache) get(ctx context.Context) (fsm.Decider, error) {
	key, _, keyErr := jevhttp.ResolveKey(ctx, d.getenv, d.store)
	d.mu.Lock()
	defer d.mu.Unlock()
	if keyErr == nil && d.client != nil && key == d.key && d.choice != deciders.Local {
		return d.client, nil
	}
	dec, _, err := deciders.ChooseWith(ctx, d.choice, d.getenv, d.store, nil, d.log)
	if err != nil {
		return nil, err
	}
	if cl, ok := dec.(*jevhttp.Client); ok && keyErr == nil {
		d.key, d.client = key, cl
	}
	return dec, nil
}

// secrets are the keys configured now, for refusing arguments that hold one.
func (d *deciderCache) secrets(ctx context.Context) []string {
	var out []string
	if k, err := jevhttp.NormalizeKey(d.getenv(jevhttp.EnvAPIKey)); err == nil && k != "" {
		out = append(out, k)
	}
	if k, err := d.store.SavedKey(ctx); err == nil && k != "" {
		out = append(out, k)
	}
	return out
}
