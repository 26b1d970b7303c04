package conformance_test

import (
	"context"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/bidi"
	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
)

// median returns the middle of the recorded durations, in milliseconds.
func median(d []time.Duration) float64 {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return float64(s[len(s)/2]) / float64(time.Millisecond)
}

// tabOpener opens a tab on a URL in one launched browser.
type tabOpener func(ctx context.Context, url string) (fsm.Browser, func(), error)

// BenchmarkBrowsers measures, side by side in one run, Chromium (adapters/rod) and
// Firefox (adapters/bidi) on the same pages with the same in-page library: one
// observation at 2,000 and 10,000 elements, and one click and one fill through Act
// (dispatch and settle wait), each as a median.
func BenchmarkBrowsers(b *testing.B) {
	srv := conformance.NewServer(conformance.Fixtures)
	defer srv.Close()
	ctx := context.Background()
	chromium, err := rod.Launch(ctx, rod.LaunchOptions{Logger: zerolog.Nop()})
	if err != nil {
		b.Skip(err)
	}
	defer chromium.Close()
	firefox, err := bidi.Launch(ctx, bidi.LaunchOptions{Logger: zerolog.Nop()})
	if err != nil {
		b.Skip(err)
	}
	defer firefox.Close()
	browsers := []struct {
		name string
		open tabOpener
	}{
		{"chromium", func(ctx context.Context, url string) (fsm.Browser, func(), error) {
			t, err := chromium.NewTab(ctx, url)
			if err != nil {
				return nil, nil, err
			}
			return t, func() { _ = t.Close(ctx) }, nil
		}},
		{"firefox", func(ctx context.Context, url string) (fsm.Browser, func(), error) {
			t, err := firefox.NewTab(ctx, url)
			if err != nil {
				return nil, nil, err
			}
			return t, func() { _ = t.Close(ctx) }, nil
		}},
	}
	for _, n := range []int{2000, 10000} {
		for _, br := range browsers {
			b.Run(fmt.Sprintf("observe/elements=%d/%s", n, br.name), func(b *testing.B) {
				benchObserve(b, br.open, fmt.Sprintf("%s/big.html?n=%d", srv.URL, n))
			})
		}
	}
	for _, action := range []fsm.Action{fsm.ActClick, fsm.ActFill} {
		for _, br := range browsers {
			b.Run(fmt.Sprintf("%s/%s", action, br.name), func(b *testing.B) {
				benchAct(b, br.open, srv.URL+"/bench.html", action)
			})
		}
	}
}

func benchObserve(b *testing.B, open tabOpener, url string) {
	ctx := context.Background()
	tab, done, err := open(ctx, url)
	if err != nil {
		b.Fatal(err)
	}
	defer done()
	if _, err := tab.Observe(ctx); err != nil { // installs the library
		b.Fatal(err)
	}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if _, err := tab.Observe(ctx); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	b.StopTimer()
	b.ReportMetric(median(times), "median-ms")
}

func benchAct(b *testing.B, open tabOpener, url string, action fsm.Action) {
	ctx := context.Background()
	tab, done, err := open(ctx, url)
	if err != nil {
		b.Fatal(err)
	}
	defer done()
	obs, err := tab.Observe(ctx)
	if err != nil {
		b.Fatal(err)
	}
	btn, field := obs.Elements[0].ID, obs.Elements[1].ID
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		op := fsm.Operation{Action: fsm.ActClick, Target: btn}
		if action == fsm.ActFill {
			op = fsm.Operation{Action: fsm.ActFill, Target: field, Value: fmt.Sprintf("value %d", i)}
		}
		start := time.Now()
		if err := tab.Act(ctx, op); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	b.StopTimer()
	b.ReportMetric(median(times), "median-ms")
}
