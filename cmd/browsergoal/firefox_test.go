package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/bidi"
)

func needFirefox(t *testing.T) string {
	t.Helper()
	path, err := bidi.FindFirefox("")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI needs Firefox: %v", err)
		}
		t.Skipf("no Firefox: %v", err)
	}
	return path
}

// TestRunLaunchFirefoxFillsAndPresses: the note goal end to end through the CLI on a
// launched headless Firefox, with the offline decider.
func TestRunLaunchFirefoxFillsAndPresses(t *testing.T) {
	needFirefox(t)
	p := newNotePage(t)
	r := runCLI(t, "", "run", "--launch-firefox", "--url", p.srv.URL+"/", "--decider", "local", "--request", writeRequest(t, noteGoal))
	checkNoteGoal(t, p, r)
}

// startFirefox starts a headless Firefox ESR with a remote debugging port on loopback, the
// way a user would before attaching, and returns its WebDriver BiDi URL.
func startFirefox(t *testing.T, url string) string {
	t.Helper()
	ws, _ := startFirefoxOn(t, url, 0, 0)
	return ws
}

// startFirefoxOn is startFirefox on a given remote debugging port (0: a random one) and,
// when marionette is not 0, with its Marionette server on that port; it also returns
// the browser's process (the leader of its process group).
func startFirefoxOn(t *testing.T, url string, port, marionette int) (string, *exec.Cmd) {
	t.Helper()
	path := needFirefox(t)
	profile, err := os.MkdirTemp("", "browsergoal-attach-firefox")
	if err != nil {
		t.Fatal(err)
	}
	if err := bidi.PrepareProfile(profile); err != nil {
		t.Fatal(err)
	}
	args := []string{"--headless", "--no-remote", "--profile", profile, "--remote-debugging-port", strconv.Itoa(port)}
	if marionette != 0 {
		f, err := os.OpenFile(filepath.Join(profile, "user.js"), os.O_APPEND|os.O_WRONLY, 0o600)
		if err != nil {
			t.Fatal(err)
		}
		_, err = fmt.Fprintf(f, "user_pref(\"marionette.port\", %d);\n", marionette)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatal(err)
		}
		args = append(args, "--marionette")
	}
	cmd := exec.Command(path, append(args, url)...)
	cmd.Env = append(os.Environ(), bidi.RemoteSettingsEnv)
	return startListening(t, cmd, profile, regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)), cmd
}

// TestRunAttachFirefoxFillsAndPresses: the same goal on a running Firefox the CLI
// attaches to with --bidi (its only tab is driven).
func TestRunAttachFirefoxFillsAndPresses(t *testing.T) {
	p := newNotePage(t)
	ws := startFirefox(t, p.srv.URL+"/")
	select {
	case <-p.loaded:
	case <-time.After(30 * time.Second):
		t.Fatal("the tab never loaded the page")
	}
	r := runCLI(t, "", "run", "--bidi", ws, "--decider", "local", "--request", writeRequest(t, noteGoal))
	checkNoteGoal(t, p, r)
	// The CLI ended its WebDriver session (Firefox allows one at a time) and left the
	// browser running: another client can attach.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s, err := bidi.Attach(ctx, bidi.AttachOptions{URL: ws, Logger: zerolog.Nop()})
	if err != nil {
		t.Fatalf("attach after the CLI: %v", err)
	}
	if pages, err := s.Pages(ctx); err != nil || len(pages) != 1 {
		t.Errorf("tabs after the CLI: %+v %v", pages, err)
	}
	_ = s.Close()
}
