package settingsui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// ErrNoDesktop is Open's answer where no desktop session is running.
var ErrNoDesktop = errors.New("no desktop session (neither DISPLAY nor WAYLAND_DISPLAY is set)")

// AttachedError is Open's refusal while a browser that an agent may be attached to is
// running with its default profile: xdg-open would hand the page to it.
type AttachedError struct {
	PID  string
	Name string
	Flag string
}

func (e *AttachedError) Error() string {
	return fmt.Sprintf("%s (pid %s) runs with %s and its default profile, so an agent may be attached to it and xdg-open would open the page there", e.Name, e.PID, e.Flag)
}

// Open opens url in the desktop's default browser with xdg-open, unless no desktop
// session runs (ErrNoDesktop) or a browser that an agent may be attached to would receive
// it (*AttachedError): one that runs with remote debugging or automation (Chromium's
// --remote-debugging-port or -pipe, Firefox's --remote-debugging-port or --marionette)
// on its default profile. A browser with a profile of its own (--user-data-dir,
// -profile), as `browsergoal mcp --launch` starts, is not where xdg-open goes.
func Open(ctx context.Context, getenv func(string) string, url string) error {
	if getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == "" {
		return ErrNoDesktop
	}
	if a := AttachedBrowser("/proc"); a != nil {
		return a
	}
	cmd := exec.CommandContext(ctx, "xdg-open", url)
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("running xdg-open: %w", err)
	}
	go func() { _ = cmd.Wait() }()
	return nil
}

// browserNames are the executables of the browsers browsergoal attaches to.
var browserNames = []string{"chrome", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
	"msedge", "microsoft-edge", "brave", "brave-browser", "firefox", "firefox-esr", "firefox-bin"}

// AttachedBrowser scans the processes under procDir for a browser on its default
// profile that accepts a remote-debugging or automation client.
func AttachedBrowser(procDir string) *AttachedError {
	entries, err := os.ReadDir(procDir)
	if err != nil {
		return nil
	}
	for _, e := range entries {
		raw, err := os.ReadFile(filepath.Join(procDir, e.Name(), "cmdline"))
		if err != nil || len(raw) == 0 {
			continue
		}
		if a := attached(strings.Split(strings.TrimRight(string(raw), "\x00"), "\x00")); a != nil {
			a.PID = e.Name()
			return a
		}
	}
	return nil
}

// attached judges one process's argv.
func attached(argv []string) *AttachedError {
	name := filepath.Base(argv[0])
	known := false
	for _, b := range browserNames {
		known = known || name == b
	}
	if !known {
		return nil
	}
	flag := ""
	for _, a := range argv[1:] {
		opt, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch opt {
		case "type": // a helper process (renderer, GPU …) of a browser
			return nil
		case "user-data-dir", "profile", "P":
			return nil
		case "remote-debugging-port", "remote-debugging-pipe", "marionette":
			flag = "--" + opt
		}
	}
	if flag == "" {
		return nil
	}
	return &AttachedError{Name: name, Flag: flag}
}
