package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/credentials"
)

const keyUsage = `Usage:
  browsergoal key set      read the TypeSafe API key from the terminal (not echoed) or stdin, and save it
  browsergoal key status   say where the key comes from: the environment, the saved store, or nowhere
  browsergoal key remove   delete the saved key

The key is saved in $XDG_CONFIG_HOME/browsergoal/typesafe-api-key (else ~/.config/...), mode 0600.
It is never taken from the command line, never printed, and saving makes no request:
the first goal checks it. TYPESAFE_API_KEY in the environment takes precedence.
`

func cmdKey(ctx context.Context, args []string, e env) int { return exit(e, keyCommand(ctx, args, e)) }

func keyCommand(ctx context.Context, args []string, e env) error {
	if len(args) == 0 {
		fmt.Fprint(e.stderr, keyUsage)
		return &usageError{msg: "key: choose set, status or remove"}
	}
	sub, rest := args[0], args[1:]
	switch sub {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(e.stdout, keyUsage)
		return nil
	case "set", "status", "remove":
	default:
		return &usageError{msg: fmt.Sprintf("key: unknown command %q (set, status or remove)", sub)}
	}
	if len(rest) > 0 {
		if sub == "set" {
			return &usageError{msg: "key set takes no arguments: the key is never read from the command line (it would stay in the shell history and the process list); type it at the prompt or pipe it on stdin"}
		}
		return &usageError{msg: fmt.Sprintf("key %s takes no arguments", sub)}
	}
	store, err := credentials.DefaultStore(e.getenv)
	if err != nil {
		return err
	}
	switch sub {
	case "set":
		return keySet(store, e)
	case "remove":
		removed, err := store.Remove()
		if err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, credentials.RemovedLine(store.Path, removed))
		if strings.TrimSpace(e.getenv(jevhttp.EnvAPIKey)) != "" {
			fmt.Fprintln(e.stdout, credentials.EnvStillSetLine())
		}
		return nil
	}
	return keyStatus(ctx, store, e)
}

func keySet(store *credentials.Store, e env) error {
	var key string
	if f, ok := e.stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		fmt.Fprint(e.stderr, "TypeSafe API key (not shown): ")
		b, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(e.stderr)
		if err != nil {
			return fmt.Errorf("reading the key from the terminal: %w", err)
		}
		key = string(b)
	} else {
		line, err := bufio.NewReader(io.LimitReader(e.stdin, 4096)).ReadString('\n')
		if err != nil && err != io.EOF {
			return fmt.Errorf("reading the key from stdin: %w", err)
		}
		key = line
	}
	if err := store.Save(key); err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, credentials.SavedLine(store.Path))
	if strings.TrimSpace(e.getenv(jevhttp.EnvAPIKey)) != "" {
		fmt.Fprintln(e.stdout, credentials.EnvWinsLine())
	}
	return nil
}

func keyStatus(ctx context.Context, store *credentials.Store, e env) error {
	src, err := credentials.Source(ctx, e.getenv, store)
	if err != nil {
		return err
	}
	overridden := false
	if src == jevhttp.KeyFromEnv {
		k, _ := store.SavedKey(ctx)
		overridden = k != ""
	}
	fmt.Fprintln(e.stdout, credentials.SourceLine(src, store.Path, overridden))
	return nil
}
