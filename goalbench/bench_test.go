package goalbench

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/local"
	"github.com/browsergoal/browsergoal/adapters/rod"
)

// TestSubset runs the fixed subset (one task per family, seed 1, instance 0) with the
// offline decider in one headless Chromium. It fails on any wrong action, and when the
// success rate falls below the floor in testdata/floor.txt (which only ever rises).
// Without a Chromium binary it is skipped, unless CI is set.
func TestSubset(t *testing.T) {
	f, err := os.Open("testdata/floor.txt")
	if err != nil {
		t.Fatal(err)
	}
	floor, err := ReadFloor(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	session := launch(ctx, t)
	const seed = 1
	outs, err := Run(ctx, Subset(Tasks(), seed), Options{Decider: local.New(local.Options{}), Session: session, Seed: seed, N: 1})
	if err != nil {
		t.Fatal(err)
	}
	rep := Summarize("local", seed, 1, outs)
	var table bytes.Buffer
	_ = rep.WriteTable(&table)
	t.Logf("goal benchmark subset:\n%s", table.String())
	for _, o := range outs {
		if o.Wrong {
			t.Errorf("wrong action in %s/%s (goal %q, status %s): %s\nevents: %q\ntrace: %+v", o.Family, o.Task, o.Goal, o.Status, o.Why, o.Events, o.Trace)
		}
	}
	if rate := rep.Total.Rate(); rate < floor {
		t.Errorf("success rate %.3f (%d of %d) is below the floor %.3f in testdata/floor.txt", rate, rep.Total.Success, rep.Total.Tasks, floor)
	}
}

// launch launches the test's headless Chromium, closed at the end of the test. Without a
// Chromium binary the test is skipped, unless CI is set.
func launch(ctx context.Context, t *testing.T) *rod.Session {
	t.Helper()
	session, err := rod.Launch(ctx, rod.LaunchOptions{Logger: zerolog.Nop()})
	if err != nil {
		if errors.Is(err, rod.ErrNoBrowser) && os.Getenv("CI") == "" {
			t.Skip("Chromium could not be launched: ", err)
		}
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = session.Close() })
	return session
}
