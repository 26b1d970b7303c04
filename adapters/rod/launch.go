package rod

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/go-rod/rod/lib/launcher"
	"github.com/go-rod/rod/lib/launcher/flags"

	"github.com/browsergoal/browsergoal/internal/browserproc"
)

// DefaultChromiumPath is where Debian's chromium package installs the browser.
const DefaultChromiumPath = "/usr/bin/chromium"

// chromiumNames are looked up on PATH, in order, when no explicit path is given.
var chromiumNames = []string{"chromium", "chromium-browser", "google-chrome-stable", "google-chrome"}

// FindChromium returns the Chromium binary to launch: explicit (when not empty), then
// $CHROME_PATH, then chromium (or chromium-browser, google-chrome) on PATH, then
// /usr/bin/chromium. It never downloads anything; when nothing is found the error wraps
// ErrNoBrowser, whose message says how to install one.
func FindChromium(explicit string) (string, error) {
	return findChromium(explicit, DefaultChromiumPath)
}

func findChromium(explicit, fallback string) (string, error) {
	return browserproc.Binary{Env: "CHROME_PATH", Names: chromiumNames, Fallback: fallback, NotFound: ErrNoBrowser}.Find(explicit)
}

// chromiumFlags builds the command line of a launched Chromium from scratch (rod's
// defaults are dropped): a fresh temporary profile, a random loopback DevTools port, and
// the quiet switches that keep a fresh profile from phoning home or showing first-run UI.
func chromiumFlags(l *launcher.Launcher, opts LaunchOptions, profile string) {
	for k := range l.Flags {
		delete(l.Flags, k)
	}
	l.Bin(opts.Path).UserDataDir(profile).RemoteDebuggingPort(0).Leakless(false)
	if !opts.Headful {
		l.Set(flags.Headless)
	}
	if os.Geteuid() == 0 || opts.NoSandbox {
		l.Set(flags.NoSandbox)
	}
	w, h := opts.WindowWidth, opts.WindowHeight
	l.Set("window-size", strconv.Itoa(w), strconv.Itoa(h))
	for _, f := range []flags.Flag{
		"no-first-run", "no-default-browser-check", "disable-background-networking",
		"disable-component-update", "disable-sync", "disable-default-apps",
		"disable-extensions", "disable-gpu", "disable-quic", "mute-audio",
		"disable-breakpad", "disable-domain-reliability", "disable-client-side-phishing-detection",
		"disable-hang-monitor", "disable-dev-shm-usage", "disable-renderer-backgrounding",
		"disable-background-timer-throttling", "disable-backgrounding-occluded-windows",
		"metrics-recording-only", "use-mock-keychain",
	} {
		l.Set(f)
	}
	l.Set("password-store", "basic")
	l.Set("disable-features", "Translate", "MediaRouter", "OptimizationHints", "AutofillServerCommunication")
	start := opts.StartURL
	if start == "" {
		start = "about:blank"
	}
	l.Set(flags.Arguments, start)
}

// startChromium launches the binary (browserproc: its own process group, killed when
// browsergoal dies however it ends) and returns the DevTools websocket URL it announces.
// rod's launcher only builds the command line here: its own Launch sets the process
// attributes itself, without a parent-death signal.
func startChromium(ctx context.Context, opts LaunchOptions) (*browserproc.Process, string, error) {
	profile, err := os.MkdirTemp("", "browsergoal-profile-")
	if err != nil {
		return nil, "", fmt.Errorf("create a temporary profile: %w", err)
	}
	l := launcher.New()
	chromiumFlags(l, opts, profile)
	return browserproc.Start(ctx, opts.Path, l.FormatArgs(), nil, profile, "DevTools listening on ", startTimeout)
}

// startTimeout bounds the wait for a launched Chromium to announce its DevTools server.
const startTimeout = 60 * time.Second
