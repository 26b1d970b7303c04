package settingsui

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/config"
)

// screenshots is the directory `make settings-screenshot` writes the page's pictures to
// (docs/): empty, the test is skipped.
var screenshots = flag.String("screenshots", "", "write the settings page's screenshots (PNG) to this directory")

// TestSettingsScreenshots renders the page's states in the same headless Chromium as
// the other tests: the mode on with a saved key and a workspace override (the README's
// picture), the mode off, and the environment's key winning.
func TestSettingsScreenshots(t *testing.T) {
	if *screenshots == "" {
		t.Skip("no -screenshots directory")
	}
	needBrowser(t)
	out, err := filepath.Abs(*screenshots)
	if err != nil {
		t.Fatal(err)
	}
	shot := func(p *rod.Page, name string) {
		t.Helper()
		p.MustSetViewport(980, 900, 1, false)
		p.MustEval(`() => { document.activeElement.blur(); window.scrollTo(0, 0); }`)
		png, err := p.Screenshot(true, &proto.PageCaptureScreenshot{Format: proto.PageCaptureScreenshotFormatPng})
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, name), png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", filepath.Join(out, name))
	}

	// Paths that read like a user's: /tmp/browsergoal-settings/{config,workspace}.
	base := filepath.Join(os.TempDir(), "browsergoal-settings")
	_ = os.RemoveAll(base)
	t.Cleanup(func() { _ = os.RemoveAll(base) })
	r := startIn(t, base, true, nil)
	if err := config.SetComputerEnabled(r.paths.Global, true); err != nil {
		t.Fatal(err)
	}
	if err := config.SetTypeSafeEnabled(r.paths.Workspace, true); err != nil {
		t.Fatal(err)
	}
	p := r.open(t)
	click(t, p, "#key")
	p.MustInsertText("ts_SCREENSHOT-KEY-0000")
	submit(t, p, func() { click(t, p, "#save") })
	shot(p, "settings.png")

	submit(t, p, func() { click(t, p, "#typesafe") })
	shot(p, "settings-mode-off.png")

	env := startIn(t, filepath.Join(base, "env"), false, map[string]string{jevhttp.EnvAPIKey: "ts_ENV-KEY-SCREENSHOT"})
	if err := config.SetTypeSafeEnabled(env.paths.Global, true); err != nil {
		t.Fatal(err)
	}
	if err := config.SetPermission(env.paths.Global, config.PermissionDeny); err != nil {
		t.Fatal(err)
	}
	if err := env.store.Save("ts_SAVED-KEY-SCREENSHOT"); err != nil {
		t.Fatal(err)
	}
	shot(env.open(t), "settings-env-key.png")
}
