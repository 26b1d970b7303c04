package deciders

import (
	"context"
	"errors"
	"testing"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/adapters/local"
)

func TestChooseWithTheSavedKey(t *testing.T) {
	ctx := context.Background()
	noEnv := func(string) string { return "" }
	saved := jevhttp.CredentialFunc(func(context.Context) (string, error) { return "ts_saved-key", nil })
	none := jevhttp.CredentialFunc(func(context.Context) (string, error) { return "", nil })
	cases := []struct {
		name  string
		saved jevhttp.CredentialSource
		want  string
		note  bool
	}{
		{"", saved, Jev, false},
		{"", none, Local, true},
		{"", nil, Local, true},
		{Local, saved, Local, false},
	}
	for _, c := range cases {
		noted := false
		d, got, err := ChooseWith(ctx, c.name, noEnv, c.saved, func(string) { noted = true }, zerolog.Nop())
		if err != nil || got != c.want || noted != c.note {
			t.Errorf("%+v: %s %v noted=%v", c, got, err, noted)
		}
		if _, isLocal := d.(*local.Decider); isLocal != (c.want == Local) {
			t.Errorf("%+v: decider %T", c, d)
		}
	}
	var ne *NameError
	if _, _, err := ChooseWith(ctx, "gpt", noEnv, nil, nil, zerolog.Nop()); !errors.As(err, &ne) {
		t.Errorf("a bad name: %v", err)
	}
}
