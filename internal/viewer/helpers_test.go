package viewer

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/golden"
	"github.com/browsergoal/browsergoal/internal/calib"
	"github.com/browsergoal/browsergoal/internal/fake"
)

// sessionsDir holds the golden suite's recorded sessions.
const sessionsDir = "../../golden/testdata/sessions"

// goldenSessions lists the golden suite's sessions.
func goldenSessions(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(sessionsDir, "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden sessions under %s: %v", sessionsDir, err)
	}
	return files
}

// secret is the text value the redacted session types; it must never reach its page.
const secret = "Ada Lovelace 1815"

// redactedSession records a goal on fake ports with redaction on (fill a search box
// with secret, then completion) and returns the session file's bytes.
func redactedSession(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	rec := golden.NewRecorder(&buf, golden.Options{Redact: true})
	page := fake.FormPage("d1")
	page.URL += "?q=private"
	page.Epoch.URL = page.URL
	ex, err := browsergoal.New(browsergoal.Config{
		Decider:  &fake.Decider{SelectF: fake.Script(fake.Op(fsm.ActFill, secret))},
		Clock:    &fake.Clock{T: time.Unix(1_700_000_000, 0), Step: time.Millisecond},
		Recorder: rec,
	})
	if err != nil {
		t.Fatal(err)
	}
	req := fsm.Request{Goal: "Search the docs for the name I gave", TextValues: []string{secret}, MaxSteps: 2, TimeoutMS: 10_000}
	if _, err := ex.Run(context.Background(), req, &fake.Browser{Page: page}); err != nil {
		t.Fatal(err)
	}
	if err := rec.Err(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// render reads a session from its bytes and writes its page.
func render(t testing.TB, name string, raw []byte) string {
	t.Helper()
	s, err := Read(bytes.NewReader(raw), name)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WriteSession(&out, s); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// readFile reads a test file.
func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// replaceLine returns raw with its n-th line (from 1) replaced by f's result.
func replaceLine(raw []byte, n int, f func(string) string) []byte {
	lines := strings.Split(string(raw), "\n")
	lines[n-1] = f(lines[n-1])
	return []byte(strings.Join(lines, "\n"))
}

// sampleBench is a small benchmark run's page data.
func sampleBench(t *testing.T) *Bench {
	t.Helper()
	cal, err := calib.Compute([]calib.Sample{{P: 0.95, Correct: true}, {P: 0.97, Correct: true}, {P: 0.55, Correct: false}}, 10)
	if err != nil {
		t.Fatal(err)
	}
	return &Bench{
		Decider: "local", Seed: 1, N: 1, Buckets: []string{"no_match", "other"},
		Families:    []BenchRow{{Family: "forms", Tasks: 2, Success: 1, Abstain: []int{1, 0}}},
		Total:       BenchRow{Family: "total", Tasks: 2, Success: 1, Abstain: []int{1, 0}},
		Calibration: cal, Rule: "test",
		Instances: []BenchInstance{{Key: "forms/pick#0", Status: "no_match", Verdict: "abstained"}},
	}
}
