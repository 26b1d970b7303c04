// Package browserproc starts a browser process for the adapters that launch one
// (adapters/rod for Chromium, adapters/bidi for Firefox) and ends it: in its own process
// group, with a parent-death signal, and its protocol URL read from its stderr.
package browserproc

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

// Process is a launched browser: its command and the temporary profile Kill removes.
type Process struct {
	cmd     *exec.Cmd
	profile string
	exited  chan struct{}
}

// Start runs path with args (and env added to the environment) and waits, at most
// timeout and within ctx, for a stderr line holding marker; it returns the text after
// the marker (the browser's DevTools or WebDriver BiDi URL). The browser runs in its own
// process group, so that Kill ends it with its children, and with a parent-death signal
// (Linux): if browsergoal dies, however it ends (SIGKILL, an OOM kill, a crash), the
// kernel kills the browser's main process, and its helpers exit with it. Go never ends
// a thread that runs unlocked goroutines, so the signal comes when the process ends.
// profile is removed by Kill (and when the start fails).
func Start(ctx context.Context, path string, args, env []string, profile, marker string, timeout time.Duration) (*Process, string, error) {
	cmd := exec.Command(path, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	cmd.Env = append(os.Environ(), env...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		_ = os.RemoveAll(profile)
		return nil, "", err
	}
	if err := cmd.Start(); err != nil {
		_ = os.RemoveAll(profile)
		return nil, "", fmt.Errorf("launch %s: %w", path, err)
	}
	p := &Process{cmd: cmd, profile: profile, exited: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(p.exited) }()
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if _, u, ok := strings.Cut(sc.Text(), marker); ok {
				found <- strings.TrimSpace(u)
				break
			}
		}
		_, _ = io.Copy(io.Discard, stderr) // keep the pipe drained
	}()
	wait, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	select {
	case u := <-found:
		return p, u, nil
	case <-p.exited:
		p.Kill(0)
		return nil, "", fmt.Errorf("launch %s: the browser exited before it announced its server", path)
	case <-wait.Done():
		p.Kill(time.Second)
		return nil, "", fmt.Errorf("launch %s: no server announced: %w", path, wait.Err())
	}
}

// PID is the browser's main process id.
func (p *Process) PID() int { return p.cmd.Process.Pid }

// Profile is the temporary profile directory.
func (p *Process) Profile() string { return p.profile }

// Exited is closed once the browser's main process has exited.
func (p *Process) Exited() <-chan struct{} { return p.exited }

// Kill ends the browser's process group with SIGKILL, waits (at most wait) for the
// browser to exit and removes the profile. The helpers (Chromium's zygote, renderers, GPU
// and network services; Firefox's content processes) stay in the group, so none is left.
func (p *Process) Kill(wait time.Duration) {
	if err := syscall.Kill(-p.PID(), syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		_ = p.cmd.Process.Kill()
	}
	select {
	case <-p.exited:
	case <-time.After(wait):
	}
	_ = os.RemoveAll(p.profile)
}
