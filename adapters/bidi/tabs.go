package bidi

import (
	"context"
	"encoding/base64"
	"fmt"
)

// The caller's tab management and viewport screenshot, as in adapters/rod: OpenTab,
// ActivateTab and CloseTab act only at a caller's explicit request (browser_tabs), on an
// attached browser too, unlike NewTab and Tab.Close.

// OpenTab opens a new tab in front at url (about:blank when empty) and binds to it,
// waiting for the page to load and settle. Only at a caller's explicit request.
func (s *Session) OpenTab(ctx context.Context, url string) (*Tab, error) {
	if s.isClosed() {
		return nil, ErrClosed
	}
	var res createResult
	if err := s.c.call(ctx, "browsingContext.create", createParams{Type: "tab"}, &res); err != nil {
		return nil, fmt.Errorf("open a tab: %w", err)
	}
	t, err := s.Tab(ctx, res.Context)
	if err != nil {
		return nil, err
	}
	if s.window[0] > 0 && s.window[1] > 0 {
		// The page gets the window's size as its viewport (as in a launched Chromium),
		// not what is left of the window beside Firefox's own toolbars.
		vp := setViewportParams{Context: res.Context, Viewport: viewport{Width: s.window[0], Height: s.window[1]}}
		if err := s.c.call(ctx, "browsingContext.setViewport", vp, nil); err != nil {
			return nil, fmt.Errorf("size the new tab's viewport: %w", err)
		}
	}
	if url != "" && url != "about:blank" {
		if err := t.load(ctx, url); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// ActivateTab brings the top-level browsing context with the given id to front; an
// unknown one is refused with ErrTabNotFound.
func (s *Session) ActivateTab(ctx context.Context, id string) error {
	if err := s.topLevel(ctx, id); err != nil {
		return err
	}
	if err := s.c.call(ctx, "browsingContext.activate", contextParams{Context: id}, nil); err != nil {
		return fmt.Errorf("bring tab %q to front: %w", id, err)
	}
	return nil
}

// CloseTab closes the top-level browsing context with the given id. Only at a caller's
// explicit request.
func (s *Session) CloseTab(ctx context.Context, id string) error {
	if err := s.topLevel(ctx, id); err != nil {
		return err
	}
	if err := s.c.call(ctx, "browsingContext.close", contextParams{Context: id}, nil); err != nil {
		return fmt.Errorf("close tab %q: %w", id, err)
	}
	return nil
}

// topLevel checks that id is a top-level browsing context of a live session.
func (s *Session) topLevel(ctx context.Context, id string) error {
	if s.isClosed() {
		return ErrClosed
	}
	if err := s.lostFault(); err != nil {
		return err
	}
	ok, err := s.exists(ctx, id)
	switch {
	case err != nil:
		return fmt.Errorf("tab %q: %w", id, err)
	case !ok:
		return fmt.Errorf("tab %q: %w", id, ErrTabNotFound)
	}
	return nil
}

// screenshotParams are browsingContext.captureScreenshot's parameters.
type screenshotParams struct {
	Context string `json:"context"`
	Origin  string `json:"origin"`
}

// screenshotResult is browsingContext.captureScreenshot's answer: base64 PNG.
type screenshotResult struct {
	Data string `json:"data"`
}

// Screenshot captures the tab's viewport as PNG. It reads the rendering only: nothing is
// sent to the page, and the image goes to no decision service.
func (t *Tab) Screenshot(ctx context.Context) ([]byte, error) {
	var res screenshotResult
	_, err := t.drive.Screenshot(ctx, func(ctx context.Context) ([]byte, error) {
		return nil, t.s.c.call(ctx, "browsingContext.captureScreenshot", screenshotParams{Context: t.id, Origin: "viewport"}, &res)
	})
	if err != nil {
		return nil, err
	}
	png, err := base64.StdEncoding.DecodeString(res.Data)
	if err != nil {
		return nil, fmt.Errorf("screenshot: the browser's image is not base64: %w", err)
	}
	return png, nil
}
