package viewer

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	gorod "github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/guards"
)

var shots = flag.String("shots", "", "write full-page PNG screenshots of a possibly_done and a needs_confirmation session's page to this directory")

// seen collects what a page did: console messages, exceptions and requests.
type seen struct {
	mu       sync.Mutex
	console  []string
	requests []string
}

func (s *seen) add(list *[]string, v string) {
	s.mu.Lock()
	*list = append(*list, v)
	s.mu.Unlock()
}

func (s *seen) take() (console, requests []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	console, requests = s.console, s.requests
	s.console, s.requests = nil, nil
	return console, requests
}

// TestPagesInChromium opens the page of every golden session (and a redacted one) from
// disk in headless Chromium: no console message, no exception and no request but the
// file itself; one block per observation cycle; the gates drawn at their thresholds.
func TestPagesInChromium(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	session, err := rod.Launch(ctx, rod.LaunchOptions{Logger: zerolog.Nop()})
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI needs Chromium: %v", err)
		}
		t.Skipf("no Chromium: %v", err)
	}
	defer session.Close()
	browser := gorod.New().ControlURL(session.DevToolsURL()).Context(ctx)
	if err := browser.Connect(); err != nil {
		t.Fatal(err)
	}
	defer browser.Close()
	page, err := browser.Page(proto.TargetCreateTarget{URL: "about:blank"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []interface{ Call(proto.Client) error }{proto.RuntimeEnable{}, proto.LogEnable{}, proto.NetworkEnable{}} {
		if err := c.Call(page); err != nil {
			t.Fatal(err)
		}
	}
	var s seen
	go page.EachEvent(
		func(e *proto.RuntimeConsoleAPICalled) { s.add(&s.console, fmt.Sprintf("console.%s", e.Type)) },
		func(e *proto.RuntimeExceptionThrown) { s.add(&s.console, "exception: "+e.ExceptionDetails.Text) },
		func(e *proto.LogEntryAdded) {
			s.add(&s.console, fmt.Sprintf("%s %s: %s", e.Entry.Level, e.Entry.Source, e.Entry.Text))
		},
		func(e *proto.NetworkRequestWillBeSent) { s.add(&s.requests, e.Request.URL) },
	)()

	dir := t.TempDir()
	// The watch itself works: a page that logs and loads from loopback is caught.
	bad := filepath.Join(dir, "bad.html")
	os.WriteFile(bad, []byte(`<!DOCTYPE html><img src="http://127.0.0.1:9/x.png"><script>console.error("x")</script>`), 0o600)
	if err := page.Navigate("file://" + bad); err != nil {
		t.Fatal(err)
	}
	_ = page.WaitLoad()
	if _, err := page.Eval(`() => 1`); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	if console, requests := s.take(); len(console) == 0 || !slices.Contains(requests, "http://127.0.0.1:9/x.png") {
		t.Fatalf("the watch missed a bad page: console %q, requests %q", console, requests)
	}
	start := time.Now()
	files := goldenSessions(t)
	redacted := filepath.Join(dir, "redacted.jsonl")
	if err := os.WriteFile(redacted, redactedSession(t), 0o600); err != nil {
		t.Fatal(err)
	}
	files = append(files, redacted)
	th := guards.Thresholds()
	for _, f := range files {
		sess, err := ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, strings.TrimSuffix(filepath.Base(f), ".jsonl")+".html")
		if err := writePageFile(sess, out); err != nil {
			t.Fatal(err)
		}
		url := "file://" + out
		if err := page.Navigate(url); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if err := page.WaitLoad(); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		res, err := page.Eval(`(th) => ({
			blocks: document.querySelectorAll("section.step").length,
			thresholds: th.map(v => document.querySelectorAll('[data-threshold="' + v + '"]').length),
			status: document.querySelector("#summary .status").textContent,
			svg: document.querySelectorAll("#diagram svg .edge.taken").length,
		})`, []string{p2(th.MinConfidence), p2(th.MinProbability), p2(th.Completion), p2(th.MaxRisk)})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		console, requests := s.take()
		if len(console) > 0 {
			t.Errorf("%s: console: %q", f, console)
		}
		for _, r := range requests {
			if r != url {
				t.Errorf("%s: the page requested %s", f, r)
			}
		}
		blocks := 1
		for _, st := range sess.Steps() {
			if st.To == "Observing" {
				blocks++
			}
		}
		v := res.Value
		if got := v.Get("blocks").Int(); got != blocks {
			t.Errorf("%s: %d step blocks, want %d (one per observation cycle)", f, got, blocks)
		}
		for i, n := range v.Get("thresholds").Arr() {
			if n.Int() == 0 {
				t.Errorf("%s: threshold %d not drawn", f, i)
			}
		}
		if v.Get("status").Str() != string(sess.Result.Status) || v.Get("svg").Int() == 0 {
			t.Errorf("%s: status %q, %d edges drawn taken", f, v.Get("status").Str(), v.Get("svg").Int())
		}
		if *shots != "" && (strings.Contains(f, "possibly_done--fill-and-submit") || strings.Contains(f, "needs_confirmation--demo-buy-offline")) {
			screenshot(t, page, filepath.Join(*shots, "show-"+strings.TrimSuffix(filepath.Base(f), ".jsonl")+".png"))
		}
	}
	t.Logf("%d pages checked in %v", len(files), time.Since(start).Round(time.Millisecond))

	// A benchmark run's page is as self-contained.
	bench := filepath.Join(dir, "bench.html")
	if err := WriteFile(bench, func(w io.Writer) error { return WriteBench(w, sampleBench(t)) }); err != nil {
		t.Fatal(err)
	}
	if err := page.Navigate("file://" + bench); err != nil {
		t.Fatal(err)
	}
	if err := page.WaitLoad(); err != nil {
		t.Fatal(err)
	}
	res, err := page.Eval(`() => document.querySelectorAll("#calibration svg rect.bar").length`)
	if err != nil {
		t.Fatal(err)
	}
	console, requests := s.take()
	if len(console) > 0 || len(requests) != 1 || res.Value.Int() != 2 {
		t.Errorf("the benchmark page: console %q, requests %q, %d calibration bars (want 2)", console, requests, res.Value.Int())
	}
}

func p2(f float64) string { return fmt.Sprintf("%.2f", f) }

// writePageFile writes a session's page as browsergoal show -o does.
func writePageFile(s *Session, out string) error {
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := WriteSession(f, s); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func screenshot(t *testing.T, page *gorod.Page, path string) {
	t.Helper()
	if err := page.SetViewport(&proto.EmulationSetDeviceMetricsOverride{Width: 1280, Height: 900, DeviceScaleFactor: 1}); err != nil {
		t.Fatal(err)
	}
	png, err := page.Screenshot(true, &proto.PageCaptureScreenshot{Format: proto.PageCaptureScreenshotFormatPng})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}
