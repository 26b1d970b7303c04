// Package deciders picks the decider a command runs with, the same way for every command
// (cmd/browsergoal and cmd/goalbench): the name given, or jev when a TypeSafe key is
// available, otherwise the offline decider with one notice.
package deciders

import (
	"context"
	"fmt"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/fsm"
)

// Names are the deciders a command may name.
const (
	Jev   = "jev"
	Local = "local"
)

// NoKeyNotice is the notice given when no name was given and no key is available.
const NoKeyNotice = "no TypeSafe API key (TYPESAFE_API_KEY, or one saved with browsergoal key set) is set; using the offline heuristic decider (--decider local)"

// NameError is a decider name that is neither jev nor local.
type NameError struct{ Name string }

func (e *NameError) Error() string {
	return fmt.Sprintf("--decider must be jev or local, got %q", e.Name)
}

// Choose returns the decider called name and the name chosen; an empty name means jev
// when a key is available through getenv, otherwise local, and then notice (when not nil)
// is called once with NoKeyNotice. A bad name is a *NameError; a jev decider that cannot
// be configured (no key, a bad base URL) is an error wrapping the configuration's.
func Choose(ctx context.Context, name string, getenv func(string) string, notice func(string), log zerolog.Logger) (fsm.Decider, string, error) {
	return ChooseWith(ctx, name, getenv, nil, notice, log)
}

// ChooseWith is Choose with the saved key too: TYPESAFE_API_KEY first, then saved (the
// credential store; nil for none).
func ChooseWith(ctx context.Context, name string, getenv func(string) string, saved jevhttp.CredentialSource, notice func(string), log zerolog.Logger) (fsm.Decider, string, error) {
	choice := name
	if choice == "" {
		choice = Local
		if jevhttp.KeyAvailable(ctx, getenv, saved) {
			choice = Jev
		} else if notice != nil {
			notice(NoKeyNotice)
		}
	}
	switch choice {
	case Local:
		return local.New(local.Options{}), choice, nil
	case Jev:
		d, err := jevhttp.FromEnv(ctx, getenv, saved, log)
		if err != nil {
			return nil, choice, fmt.Errorf("TypeSafe decider: %w", err)
		}
		return d, choice, nil
	}
	return nil, choice, &NameError{Name: name}
}
