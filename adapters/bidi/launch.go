package bidi

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/browsergoal/browsergoal/internal/browserproc"
)

// DefaultFirefoxPath is where Debian's firefox-esr package installs the browser.
const DefaultFirefoxPath = "/usr/bin/firefox-esr"

// firefoxNames are looked up on PATH, in order, when no explicit path is given.
var firefoxNames = []string{"firefox-esr", "firefox"}

// FindFirefox returns the Firefox binary to launch: explicit (when not empty), then
// $FIREFOX_PATH, then firefox-esr (or firefox) on PATH, then /usr/bin/firefox-esr. It
// never downloads anything; when nothing is found the error wraps ErrNoBrowser, whose
// message says how to install one.
func FindFirefox(explicit string) (string, error) {
	return browserproc.Binary{Env: "FIREFOX_PATH", Names: firefoxNames, Fallback: DefaultFirefoxPath, NotFound: ErrNoBrowser}.Find(explicit)
}

// startFirefox starts the binary with a fresh profile and a random loopback remote
// debugging port (browserproc: its own process group, killed when browsergoal dies
// however it ends; the content processes exit with it), and returns the BiDi websocket
// URL it announces on stderr.
func startFirefox(ctx context.Context, opts LaunchOptions) (*browserproc.Process, string, error) {
	profile, err := os.MkdirTemp("", "browsergoal-firefox-")
	if err != nil {
		return nil, "", fmt.Errorf("create a temporary profile: %w", err)
	}
	if err := PrepareProfile(profile); err != nil {
		_ = os.RemoveAll(profile)
		return nil, "", fmt.Errorf("write the profile's preferences: %w", err)
	}
	args := []string{"--no-remote", "--new-instance", "--profile", profile, "--remote-debugging-port", "0",
		"--width", fmt.Sprint(opts.WindowWidth), "--height", fmt.Sprint(opts.WindowHeight)}
	if !opts.Headful {
		args = append(args, "--headless")
	}
	args = append(args, "about:blank")
	env := []string{"MOZ_CRASHREPORTER_DISABLE=1", RemoteSettingsEnv}
	p, u, err := browserproc.Start(ctx, opts.Path, args, env, profile, "WebDriver BiDi listening on ", startTimeout)
	if err != nil {
		return nil, "", err
	}
	return p, strings.TrimSuffix(u, "/") + "/session", nil
}

// RemoteSettingsEnv is the environment entry that lets a release Firefox honour the
// profile's services.settings.server (a closed loopback port, see PrepareProfile):
// without it the browser ignores the preference and fetches its remote settings from
// Mozilla's servers. Launch sets it; a Firefox started by hand to attach to needs it too.
const RemoteSettingsEnv = "MOZ_REMOTE_SETTINGS_DEVTOOLS=1"

// startTimeout bounds the wait for a launched Firefox to announce its BiDi server.
const startTimeout = 30 * time.Second
