package browsers

import (
	"context"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/bidi"
	"github.com/browsergoal/browsergoal/adapters/rod"
)

// chromium is a rod session seen as a Session.
type chromium struct{ s *rod.Session }

func launchChromium(ctx context.Context, headful bool, log zerolog.Logger) (Session, error) {
	s, err := rod.Launch(ctx, rod.LaunchOptions{Headful: headful, Logger: log})
	if err != nil {
		return nil, err
	}
	return chromium{s}, nil
}

func attachChromium(ctx context.Context, url string, log zerolog.Logger) (Session, error) {
	s, err := rod.Attach(ctx, rod.AttachOptions{URL: url, Logger: log})
	if err != nil {
		return nil, err
	}
	return chromium{s}, nil
}

func (c chromium) Pages(ctx context.Context) ([]Page, error) { return c.s.Pages(ctx) }

func (c chromium) Tab(ctx context.Context, id string) (Tab, error) { return orNil(c.s.Tab(ctx, id)) }

func (c chromium) NewTab(ctx context.Context, url string) (Tab, error) {
	return orNil(c.s.NewTab(ctx, url))
}

func (c chromium) OpenTab(ctx context.Context, url string) (Tab, error) {
	return orNil(c.s.OpenTab(ctx, url))
}

func (c chromium) ActivateTab(ctx context.Context, id string) error { return c.s.ActivateTab(ctx, id) }

func (c chromium) CloseTab(ctx context.Context, id string) error { return c.s.CloseTab(ctx, id) }

func (c chromium) Close() error { return c.s.Close() }

func (c chromium) Lost() error { return c.s.Lost() }

// firefox is a bidi session seen as a Session.
type firefox struct{ s *bidi.Session }

func launchFirefox(ctx context.Context, headful bool, log zerolog.Logger) (Session, error) {
	s, err := bidi.Launch(ctx, bidi.LaunchOptions{Headful: headful, Logger: log})
	if err != nil {
		return nil, err
	}
	return firefox{s}, nil
}

func attachFirefox(ctx context.Context, url string, log zerolog.Logger) (Session, error) {
	s, err := bidi.Attach(ctx, bidi.AttachOptions{URL: url, Logger: log})
	if err != nil {
		return nil, err
	}
	return firefox{s}, nil
}

func (f firefox) Pages(ctx context.Context) ([]Page, error) { return f.s.Pages(ctx) }

func (f firefox) Tab(ctx context.Context, id string) (Tab, error) { return orNil(f.s.Tab(ctx, id)) }

func (f firefox) NewTab(ctx context.Context, url string) (Tab, error) {
	return orNil(f.s.NewTab(ctx, url))
}

func (f firefox) OpenTab(ctx context.Context, url string) (Tab, error) {
	return orNil(f.s.OpenTab(ctx, url))
}

func (f firefox) ActivateTab(ctx context.Context, id string) error { return f.s.ActivateTab(ctx, id) }

func (f firefox) CloseTab(ctx context.Context, id string) error { return f.s.CloseTab(ctx, id) }

func (f firefox) Close() error { return f.s.Close() }

func (f firefox) Lost() error { return f.s.Lost() }

// orNil returns a typed tab as a Tab, and a nil Tab (not a typed nil) with an error.
func orNil[T Tab](t T, err error) (Tab, error) {
	if err != nil {
		return nil, err
	}
	return t, nil
}
