package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/browsergoal/browsergoal/internal/viewer"
)

func cmdShow(ctx context.Context, args []string, e env) int {
	return exit(e, showCommand(ctx, args, e))
}

// showCommand writes the page for one recorded session: to -o FILE, else to stdout.
func showCommand(_ context.Context, args []string, e env) error {
	var out string
	fs := newFlagSet("show", "[-o FILE] SESSION.jsonl", e)
	fs.StringVar(&out, "o", "", "write the page to FILE (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return flagError(err)
	}
	rest := fs.Args()
	if len(rest) > 0 { // flags may follow the session's name too
		if err := fs.Parse(rest[1:]); err != nil {
			return flagError(err)
		}
		rest = append(rest[:1], fs.Args()...)
	}
	if len(rest) != 1 {
		return &usageError{msg: "show takes exactly one recorded session (SESSION.jsonl, from browsergoal run --record)"}
	}
	if out != "" {
		return writePage(rest[0], out)
	}
	s, err := viewer.ReadFile(rest[0])
	if err != nil {
		return err
	}
	var buf bytes.Buffer // whole or nothing: a failed page writes nothing
	if err := viewer.WriteSession(&buf, s); err != nil {
		return err
	}
	if _, err := e.stdout.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("writing the page: %w", err)
	}
	return nil
}

// writePage reads a recorded session and writes its page to out.
func writePage(session, out string) error {
	s, err := viewer.ReadFile(session)
	if err != nil {
		return err
	}
	return viewer.WriteFile(out, func(w io.Writer) error { return viewer.WriteSession(w, s) })
}

// flagError passes --help through and makes any other flag error a usage error.
func flagError(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	return &usageError{msg: err.Error()}
}
