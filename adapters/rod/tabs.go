package rod

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/go-rod/rod/lib/cdp"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/fsm"
)

// A caller's tab management (the MCP server's browser_tabs) and the viewport screenshot
// (browser_screenshot). NewTab and Tab.Close, which browsergoal uses for itself, refuse
// an attached browser; OpenTab, ActivateTab and CloseTab act only at a caller's explicit
// request, on an attached browser too, as the host's normal computer tools would.

// OpenTab opens a new tab in front at url (about:blank when empty) and binds to it,
// waiting for the page's first load. Only at a caller's explicit request.
func (s *Session) OpenTab(ctx context.Context, url string) (*Tab, error) {
	if s.isClosed() {
		return nil, ErrClosed
	}
	if url == "" {
		url = "about:blank"
	}
	res, err := proto.TargetCreateTarget{URL: url}.Call(s.browser.Context(ctx))
	if err != nil {
		return nil, fmt.Errorf("open a tab: %w", err)
	}
	t, err := s.Tab(ctx, string(res.TargetID))
	if err != nil {
		return nil, err
	}
	if url != "about:blank" {
		t.awaitFirstLoad(ctx)
	}
	return t, nil
}

// ActivateTab brings the page tab with the given target id to front. A crashed tab is
// refused (tab_crashed), an unknown one with ErrTabNotFound.
func (s *Session) ActivateTab(ctx context.Context, targetID string) error {
	crashed, err := s.pageTarget(ctx, targetID)
	switch {
	case err != nil:
		return err
	case crashed:
		return fsm.TabCrashed(fmt.Sprintf("tab %q: its renderer crashed; reload or close it", targetID))
	}
	if err := (proto.TargetActivateTarget{TargetID: proto.TargetTargetID(targetID)}).Call(s.browser.Context(ctx)); err != nil {
		return fmt.Errorf("bring tab %q to front: %w", targetID, err)
	}
	return nil
}

// CloseTab closes the page tab with the given target id. Only at a caller's explicit
// request.
func (s *Session) CloseTab(ctx context.Context, targetID string) error {
	if _, err := s.pageTarget(ctx, targetID); err != nil { // a crashed tab may be closed
		return err
	}
	if _, err := (proto.TargetCloseTarget{TargetID: proto.TargetTargetID(targetID)}).Call(s.browser.Context(ctx)); err != nil {
		return fmt.Errorf("close tab %q: %w", targetID, err)
	}
	// Target.closeTarget answers before the target is gone: wait until it is, so that
	// the tab is never listed after its close was confirmed.
	ctx, cancel := context.WithTimeout(ctx, closeWait)
	defer cancel()
	for {
		if _, err := s.pageTarget(ctx, targetID); errors.Is(err, ErrTabNotFound) {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("close tab %q: the tab is still there after %v", targetID, closeWait)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// closeWait bounds the wait for a closed tab to be gone.
const closeWait = 5 * time.Second

// pageTarget checks that targetID is a page target, and tells whether it crashed (and
// was not reloaded since).
func (s *Session) pageTarget(ctx context.Context, targetID string) (crashed bool, err error) {
	if s.isClosed() {
		return false, ErrClosed
	}
	info, err := proto.TargetGetTargetInfo{TargetID: proto.TargetTargetID(targetID)}.Call(s.browser.Context(ctx))
	var ce *cdp.Error
	switch {
	case errors.As(err, &ce) || (err == nil && info.TargetInfo.Type != proto.TargetTargetInfoTypePage):
		return false, fmt.Errorf("tab %q: %w", targetID, ErrTabNotFound)
	case err != nil:
		return false, fmt.Errorf("tab %q: %w", targetID, err)
	}
	return s.faults.isCrashed(proto.TargetTargetID(targetID)), nil
}

// Screenshot captures the tab's viewport as PNG. It reads the rendering only: nothing is
// sent to the page, and the image goes to no decision service.
func (t *Tab) Screenshot(ctx context.Context) ([]byte, error) {
	return t.drive.Screenshot(ctx, func(ctx context.Context) ([]byte, error) {
		res, err := proto.PageCaptureScreenshot{Format: proto.PageCaptureScreenshotFormatPng}.Call(t.cdp(ctx))
		if err != nil {
			return nil, err
		}
		return res.Data, nil
	})
}
