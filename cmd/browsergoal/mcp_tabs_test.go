package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/notepage"
)

// TestMCPTabsAndScreenshotChromium and TestMCPTabsAndScreenshotFirefox drive a real
// `browsergoal mcp` subprocess over stdio on a browser it launched: browser_tabs opens a
// tab at a page on 127.0.0.1 (the tab of calls that name none), selects the first tab,
// closes the opened one (never listed again), and browser_screenshot returns the
// viewport as a PNG image.
func TestMCPTabsAndScreenshotChromium(t *testing.T) {
	needChromium(t)
	tabsAndScreenshot(t, "--launch")
}

func TestMCPTabsAndScreenshotFirefox(t *testing.T) {
	needFirefox(t)
	tabsAndScreenshot(t, "--launch-firefox")
}

func tabsAndScreenshot(t *testing.T, launch string) {
	page, err := notepage.Start()
	if err != nil {
		t.Fatal(err)
	}
	defer page.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	p := startMCP(t, ctx, launch, "--url", page.URL())
	call := func(name string, args map[string]any) (*mcp.CallToolResult, map[string]any) {
		t.Helper()
		res, _, text := p.call(t, ctx, name, args)
		var out map[string]any // the result's JSON is its (first) text block
		if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &out); err != nil {
			t.Fatalf("%s: the text block is not JSON: %s", name, text)
		}
		return res, out
	}
	ids := func(out map[string]any) map[string]string {
		m := map[string]string{}
		for _, e := range out["tabs"].([]any) {
			tab := e.(map[string]any)
			m[tab["id"].(string)] = tab["url"].(string)
		}
		return m
	}

	res, out := call("browser_tabs", map[string]any{})
	first, _ := out["default"].(string)
	if res.IsError || len(ids(out)) != 1 || first == "" {
		t.Fatalf("tabs after %s: %v", launch, out)
	}
	second := page.URL() + "second"
	if res, out = call("browser_tabs", map[string]any{"action": "open", "url": "file:///etc/passwd"}); !res.IsError || out["field"] != "url" {
		t.Fatalf("open a file: URL: %v", out)
	}
	res, out = call("browser_tabs", map[string]any{"action": "open", "url": second})
	opened, _ := out["tab"].(string)
	if res.IsError || ids(out)[opened] != second || out["default"] != opened || len(ids(out)) != 2 {
		t.Fatalf("open: %v", out)
	}
	if res, out = call("browser_observe", map[string]any{}); res.IsError || out["observation"].(map[string]any)["url"] != second {
		t.Fatalf("observe the opened tab: %v", out)
	}
	res, out = call("browser_screenshot", map[string]any{})
	if res.IsError || out["tab"] != opened || len(res.Content) != 2 {
		t.Fatalf("screenshot: %v", out)
	}
	img, ok := res.Content[1].(*mcp.ImageContent)
	if !ok || img.MIMEType != "image/png" {
		t.Fatalf("screenshot content %T", res.Content[1])
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(img.Data))
	if err != nil || float64(cfg.Width) != out["width"] || float64(cfg.Height) != out["height"] || cfg.Width < 100 {
		t.Fatalf("screenshot PNG %+v (%v), output %v", cfg, err, out)
	}

	if res, out = call("browser_tabs", map[string]any{"action": "select", "tab": first}); res.IsError || out["default"] != first {
		t.Fatalf("select: %v", out)
	}
	if res, out = call("browser_screenshot", map[string]any{}); res.IsError || out["tab"] != first {
		t.Fatalf("screenshot of the selected tab: %v", out)
	}
	if res, out = call("browser_screenshot", map[string]any{"tab": opened}); !res.IsError || out["status"] != string(fsm.StatusFocusLost) {
		t.Fatalf("screenshot of the tab behind: %v", out)
	}
	res, out = call("browser_tabs", map[string]any{"action": "close", "tab": opened})
	if _, still := ids(out)[opened]; res.IsError || still || len(ids(out)) != 1 {
		t.Fatalf("close: %v", out)
	}
	if res, out = call("browser_tabs", map[string]any{"action": "select", "tab": opened}); !res.IsError || out["field"] != "tab" {
		t.Fatalf("select the closed tab: %v", out)
	}
	if res, out = call("browser_observe", map[string]any{}); res.IsError || out["tab"] != first {
		t.Fatalf("observe after the close: %v", out)
	}
}
