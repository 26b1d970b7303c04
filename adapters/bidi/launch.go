package bidi

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
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
	for _, p := range []string{explicit, os.Getenv("FIREFOX_PATH")} {
		if p == "" {
			continue
		}
		if isExecutable(p) {
			return p, nil
		}
		return "", fmt.Errorf("%q is not an executable file: %w", p, ErrNoBrowser)
	}
	for _, name := range firefoxNames {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	if isExecutable(DefaultFirefoxPath) {
		return DefaultFirefoxPath, nil
	}
	return "", ErrNoBrowser
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// process is a Firefox started by Launch and the temporary profile Close removes.
type process struct {
	cmd     *exec.Cmd
	profile string
	exited  chan struct{}
}

// listening is the line Firefox prints on stderr once its WebDriver BiDi server is up.
const listening = "WebDriver BiDi listening on "

// startFirefox starts the binary with a fresh profile and a random loopback remote
// debugging port, in its own process group, and returns the BiDi websocket URL it
// announces on stderr.
func startFirefox(ctx context.Context, opts LaunchOptions) (*process, string, error) {
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
	cmd := exec.Command(opts.Path, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Env = append(os.Environ(), "MOZ_CRASHREPORTER_DISABLE=1", RemoteSettingsEnv)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		_ = os.RemoveAll(profile)
		return nil, "", err
	}
	if err := cmd.Start(); err != nil {
		_ = os.RemoveAll(profile)
		return nil, "", fmt.Errorf("launch %s: %w", opts.Path, err)
	}
	p := &process{cmd: cmd, profile: profile, exited: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(p.exited) }()
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if i := strings.Index(sc.Text(), listening); i >= 0 {
				found <- strings.TrimSpace(sc.Text()[i+len(listening):])
				break
			}
		}
		_, _ = io.Copy(io.Discard, stderr) // keep the pipe drained
	}()
	wait, cancel := context.WithTimeout(ctx, startTimeout)
	defer cancel()
	select {
	case u := <-found:
		return p, strings.TrimSuffix(u, "/") + "/session", nil
	case <-p.exited:
		p.kill(0)
		return nil, "", fmt.Errorf("launch %s: the browser exited before its WebDriver BiDi server started", opts.Path)
	case <-wait.Done():
		p.kill(time.Second)
		return nil, "", fmt.Errorf("launch %s: no WebDriver BiDi server announced: %w", opts.Path, wait.Err())
	}
}

// RemoteSettingsEnv is the environment entry that lets a release Firefox honour the
// profile's services.settings.server (a closed loopback port, see PrepareProfile):
// without it the browser ignores the preference and fetches its remote settings from
// Mozilla's servers. Launch sets it; a Firefox started by hand to attach to needs it too.
const RemoteSettingsEnv = "MOZ_REMOTE_SETTINGS_DEVTOOLS=1"

// startTimeout bounds the wait for a launched Firefox to announce its BiDi server.
const startTimeout = 30 * time.Second

// pid is the browser's main process id.
func (p *process) pid() int { return p.cmd.Process.Pid }

// kill ends the browser's process group with SIGKILL, waits (at most wait) for the
// browser to exit and removes the profile. Firefox's content processes stay in the
// group, so none is left behind.
func (p *process) kill(wait time.Duration) {
	if err := syscall.Kill(-p.pid(), syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		_ = p.cmd.Process.Kill()
	}
	select {
	case <-p.exited:
	case <-time.After(wait):
	}
	_ = os.RemoveAll(p.profile)
}
