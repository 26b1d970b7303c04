package mcpserver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/fsm"
)

// Screenshotter is implemented by a bound tab that captures its viewport as PNG
// (browser_screenshot). The image is for the caller only: it is never part of an
// observation, so no decision service ever receives it.
type Screenshotter interface {
	Screenshot(ctx context.Context) ([]byte, error)
}

// screenshotOutput is browser_screenshot's structured content; the PNG itself is the
// result's image content.
type screenshotOutput struct {
	Tab string `json:"tab"`
	// MIMEType is the image content's type: image/png.
	MIMEType string `json:"mime_type"`
	// Width and Height are the image's size in pixels (the viewport's).
	Width  int `json:"width"`
	Height int `json:"height"`
	// Bytes is the PNG's size.
	Bytes int `json:"bytes"`
}

// screenshot is browser_screenshot: after the host allowed computer use (not the
// TypeSafe mode), in the tab's queue, a tab in front is captured; read-only.
func (s *Server) screenshot(ctx context.Context, _ *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, fsm.Status) {
	a, err := decodeTab(args)
	if err != nil {
		return errorResult(err), ""
	}
	if r, st := s.hostRefusal(ctx, a, false); r != nil {
		return r, st
	}
	ts, id, unlock, err := s.lockTab(ctx, a.Tab)
	if err != nil {
		return errorResult(err), statusOf(err)
	}
	defer unlock()
	ctx, cancel := context.WithTimeout(ctx, stepTimeoutMS*1e6)
	defer cancel()
	fs, err := ts.b.Focus(ctx)
	switch {
	case err != nil:
		return errorResult(err), statusOf(err)
	case !fs.Focused:
		msg := "the tab is not in front (" + fs.Reason + "); bring it to front with browser_tabs select"
		return refusal(fsm.StatusFocusLost, msg), fsm.StatusFocusLost
	}
	sc, ok := ts.b.(Screenshotter)
	if !ok {
		return errorResult(errors.New("this browser connection cannot take screenshots")), ""
	}
	img, err := sc.Screenshot(ctx)
	if err != nil {
		return errorResult(err), statusOf(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(img))
	if err != nil {
		return errorResult(fmt.Errorf("the browser's screenshot is not a PNG: %w", err)), ""
	}
	res := okResult(screenshotOutput{Tab: id, MIMEType: "image/png", Width: cfg.Width, Height: cfg.Height, Bytes: len(img)})
	res.Content = append(res.Content, &mcp.ImageContent{Data: img, MIMEType: "image/png"})
	return res, ""
}
