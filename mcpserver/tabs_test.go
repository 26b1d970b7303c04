package mcpserver_test

import (
	"bytes"
	"context"
	"image/png"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/fsm"
)

// listed reports whether browser_tabs' output lists the tab.
func listed(out map[string]any, id string) (string, bool) {
	tabs, _ := out["tabs"].([]any)
	for _, e := range tabs {
		if m := e.(map[string]any); m["id"] == id {
			url, _ := m["url"].(string)
			return url, true
		}
	}
	return "", false
}

// screenshotOf returns the PNG a browser_screenshot result carries, decoded.
func screenshotOf(t *testing.T, res *mcp.CallToolResult) (w, h int) {
	t.Helper()
	for _, c := range res.Content {
		if img, ok := c.(*mcp.ImageContent); ok {
			if img.MIMEType != "image/png" {
				t.Fatalf("image type %q", img.MIMEType)
			}
			cfg, err := png.DecodeConfig(bytes.NewReader(img.Data))
			if err != nil {
				t.Fatalf("the image is not a PNG: %v", err)
			}
			return cfg.Width, cfg.Height
		}
	}
	t.Fatalf("no image content: %q", text(res))
	return 0, 0
}

// TestTabsOpenSelectCloseAndScreenshot: with the TypeSafe mode off (the computer tools
// and the permission suffice), browser_tabs opens a tab at a checked URL (in front, the
// tab of calls that name none), selects and closes tabs, never lists a closed one, and
// browser_screenshot returns the viewport of a tab in front as a PNG, without asking the
// decider anything.
func TestTabsOpenSelectCloseAndScreenshot(t *testing.T) {
	var decisions atomic.Int32
	f := newFixtureWith(t, `{"agent":{"permissions":{"computer-use":"allow"}}}`, func(context.Context) (fsm.Decider, error) {
		decisions.Add(1)
		return local.New(local.Options{}), nil
	})
	ctx := context.Background()
	second := page.URL() + "second"
	res, out, err := f.call(ctx, "browser_tabs", map[string]any{"action": "open", "url": second}, false)
	if err != nil || res.IsError {
		t.Fatalf("open: %v %q", err, text(res))
	}
	opened, _ := out["tab"].(string)
	if url, ok := listed(out, opened); !ok || url != second || out["default"] != opened || out["action"] != "open" {
		t.Fatalf("open: the new tab is not listed at its URL as the default: %v", out)
	}
	defer f.call(ctx, "browser_tabs", map[string]any{"action": "close", "tab": opened}, false) //nolint:errcheck

	// Calls that name no tab use the opened one.
	if res, out, _ = f.call(ctx, "browser_observe", map[string]any{}, false); res.IsError || out["tab"] != opened {
		t.Fatalf("observe without a tab: %q", text(res))
	}
	res, out, _ = f.call(ctx, "browser_screenshot", map[string]any{}, false)
	if res.IsError || out["tab"] != opened || out["mime_type"] != "image/png" {
		t.Fatalf("screenshot: %q", text(res))
	}
	if w, h := screenshotOf(t, res); w == 0 || h == 0 || float64(w) != out["width"] || float64(h) != out["height"] {
		t.Fatalf("screenshot %dx%d, output %v", w, h, out)
	}

	// Select the fixture's tab: it is in front and the default; the opened one is behind.
	if res, out, _ = f.call(ctx, "browser_tabs", map[string]any{"action": "select", "tab": f.tab}, false); res.IsError || out["default"] != f.tab {
		t.Fatalf("select: %q", text(res))
	}
	if res, _, _ = f.call(ctx, "browser_screenshot", map[string]any{"tab": f.tab}, false); res.IsError {
		t.Fatalf("screenshot of the selected tab: %q", text(res))
	}
	screenshotOf(t, res)
	if res, out, _ = f.call(ctx, "browser_screenshot", map[string]any{"tab": opened}, false); !res.IsError || out["status"] != string(fsm.StatusFocusLost) {
		t.Fatalf("screenshot of a tab behind: %v", out)
	}

	// Close the opened tab: never listed again, and refused by name.
	if res, out, _ = f.call(ctx, "browser_tabs", map[string]any{"action": "close", "tab": opened}, false); res.IsError {
		t.Fatalf("close: %q", text(res))
	}
	if _, ok := listed(out, opened); ok {
		t.Fatalf("the closed tab is still listed: %v", out)
	}
	for _, action := range []string{"select", "close"} {
		if res, out, _ = f.call(ctx, "browser_tabs", map[string]any{"action": action, "tab": opened}, false); !res.IsError || out["field"] != "tab" {
			t.Fatalf("%s a closed tab: %v", action, out)
		}
	}
	if res, _, _ = f.call(ctx, "browser_screenshot", map[string]any{"tab": opened}, false); !res.IsError {
		t.Fatalf("screenshot of a closed tab: %q", text(res))
	}
	if n := decisions.Load(); n != 0 {
		t.Fatalf("the decider was asked %d times; tabs and screenshots never reach it", n)
	}

	// Gated like browser_navigate: the session's permission.
	f.writeConfig(`{}`)
	for _, tool := range []string{"browser_tabs", "browser_screenshot"} {
		args := map[string]any{"tab": f.tab}
		if tool == "browser_tabs" {
			args = map[string]any{"action": "open"}
		}
		if res, out, _ = f.call(ctx, tool, args, false); !res.IsError || out["status"] != string(fsm.StatusPermissionRevoked) {
			t.Fatalf("%s without permission: %v", tool, out)
		}
	}
}
