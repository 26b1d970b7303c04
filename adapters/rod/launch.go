package rod

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"

	"github.com/go-rod/rod/lib/launcher"
	"github.com/go-rod/rod/lib/launcher/flags"
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
	for _, p := range []string{explicit, os.Getenv("CHROME_PATH")} {
		if p == "" {
			continue
		}
		if isExecutable(p) {
			return p, nil
		}
		return "", fmt.Errorf("%q is not an executable file: %w", p, ErrNoBrowser)
	}
	for _, name := range chromiumNames {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	if isExecutable(fallback) {
		return fallback, nil
	}
	return "", ErrNoBrowser
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// process is a Chromium started by Launch: its launcher (which knows the pid and the exit)
// and the temporary profile directory that Close removes.
type process struct {
	l       *launcher.Launcher
	profile string
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

// startChromium launches the binary and returns the DevTools websocket URL. The browser
// runs in its own process group, so that Close can kill it together with its children.
func startChromium(ctx context.Context, opts LaunchOptions) (*process, string, error) {
	profile, err := os.MkdirTemp("", "browsergoal-profile-")
	if err != nil {
		return nil, "", fmt.Errorf("create a temporary profile: %w", err)
	}
	l := launcher.New().Context(ctx)
	chromiumFlags(l, opts, profile)
	u, err := l.Launch()
	if err != nil {
		p := &process{l: l, profile: profile}
		p.kill(time.Second)
		return nil, "", fmt.Errorf("launch %s: %w", opts.Path, err)
	}
	return &process{l: l, profile: profile}, u, nil
}

// wait waits, at most d, for the browser's main process to exit.
func (p *process) wait(d time.Duration) {
	done := make(chan struct{})
	go func() { p.l.Cleanup(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
	}
}

// kill ends the browser's process group with SIGKILL, waits (bounded) for the browser to
// exit and removes the profile. Chromium's helpers (zygote, renderers, GPU and network
// services) stay in the group the launcher created, so none is left behind.
func (p *process) kill(wait time.Duration) {
	if pid := p.l.PID(); pid > 0 {
		if err := syscall.Kill(-pid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		p.wait(wait)
	}
	_ = os.RemoveAll(p.profile)
}
