package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/browsergoal/browsergoal/adapters/settingsui"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/credentials"
)

func cmdSettings(ctx context.Context, args []string, e env) int {
	return exit(e, settingsCommand(ctx, args, e))
}

// settingsCommand serves the settings page (adapters/settingsui) on loopback until
// interrupted. The URL, with its per-launch token, is the first line of stdout.
func settingsCommand(ctx context.Context, args []string, e env) error {
	var c common
	var addr, workspace string
	var noBrowser bool
	fs := newFlagSet("settings", "[--addr 127.0.0.1:0] [--workspace DIR] [--no-browser] [flags]", e)
	c.outputFlags(fs)
	fs.StringVar(&addr, "addr", "127.0.0.1:0", "the loopback address to listen on (127.0.0.1, ::1 or localhost; port 0 picks a free one)")
	fs.StringVar(&workspace, "workspace", "", "show this workspace's .browsergoal/config.json and write changes there (default: the global config.json)")
	fs.BoolVar(&noBrowser, "no-browser", false, "print the URL without opening the desktop's default browser")
	if err := parse(fs, args); err != nil {
		return err
	}
	log, err := c.logger(e)
	if err != nil {
		return err
	}
	if _, err := settingsui.CheckAddr(addr); err != nil {
		return &usageError{msg: err.Error()}
	}
	if workspace != "" {
		abs, err := filepath.Abs(workspace)
		if err == nil {
			var fi os.FileInfo
			if fi, err = os.Stat(abs); err == nil && !fi.IsDir() {
				err = errors.New("not a directory")
			}
		}
		if err != nil {
			return &usageError{msg: fmt.Sprintf("--workspace %q: %v", workspace, err)}
		}
		workspace = abs
	}
	paths, err := config.DefaultPaths(e.getenv, workspace)
	if err != nil {
		return err
	}
	store, err := credentials.DefaultStore(e.getenv)
	if err != nil {
		return err
	}
	srv, err := settingsui.Listen(addr, settingsui.Options{Paths: paths, Store: store, Getenv: e.getenv, Logger: log})
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, srv.URL())
	if !c.quiet {
		fmt.Fprintf(e.stderr, "browsergoal settings: serving %s on loopback; changes go to %s. Ctrl-C stops it.\n", srv.Origin(), target(paths))
	}
	if !noBrowser {
		if err := settingsui.Open(ctx, e.getenv, srv.URL()); err != nil {
			fmt.Fprintf(e.stderr, "browsergoal settings: not opening a browser: %v; open the URL above in a browser no agent is attached to.\n", err)
		}
	}
	return srv.Serve(ctx)
}

func target(p config.Paths) string {
	if p.Workspace != "" {
		return p.Workspace
	}
	return p.Global
}
