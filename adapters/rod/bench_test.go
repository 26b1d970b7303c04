package rod

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"testing"
	"time"
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

func BenchmarkObserve(b *testing.B) {
	for _, n := range []int{100, 2000, 10000} {
		b.Run(fmt.Sprintf("elements=%d", n), func(b *testing.B) {
			tab := openTab(b, fmt.Sprintf("/big.html?n=%d", n))
			ctx := context.Background()
			if _, err := tab.Observe(ctx); err != nil { // installs the library
				b.Fatal(err)
			}
			times := make([]time.Duration, 0, b.N)
			var size, kept, dropped int
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start := time.Now()
				obs, err := tab.Observe(ctx)
				times = append(times, time.Since(start))
				if err != nil {
					b.Fatal(err)
				}
				if len(obs.Elements) > DefaultMaxElements {
					b.Fatalf("%d elements beyond the bound", len(obs.Elements))
				}
				if i == 0 {
					raw, _ := json.Marshal(obs)
					size, kept, dropped = len(raw), len(obs.Elements), obs.Dropped
				}
			}
			b.StopTimer()
			b.ReportMetric(median(times), "median-ms")
			b.ReportMetric(float64(size), "json-bytes")
			b.ReportMetric(float64(kept), "elements")
			b.ReportMetric(float64(dropped), "dropped")
		})
	}
}

// BenchmarkAct measures click and fill: the dispatch (page-side checks and input events)
// and the settle wait that follows it, each as a median; the click changes the page
// synchronously (a counter's text). "click+observe" is a step's browser cost: the whole
// click action, settle included, followed by our observation.
func BenchmarkAct(b *testing.B) {
	for _, action := range []string{"click", "fill", "click+observe"} {
		b.Run(action, func(b *testing.B) {
			tab := openTab(b, "/bench.html")
			ctx := context.Background()
			obs, err := tab.Observe(ctx)
			if err != nil {
				b.Fatal(err)
			}
			btn, field := obs.Elements[0].ID, obs.Elements[1].ID
			dispatch := make([]time.Duration, 0, b.N)
			settle := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start := time.Now()
				if action == "click+observe" {
					if err := tab.Act(ctx, click(btn)); err != nil {
						b.Fatal(err)
					}
					if _, err := tab.Observe(ctx); err != nil {
						b.Fatal(err)
					}
					dispatch = append(dispatch, time.Since(start))
					continue
				}
				mark := tab.events.mark()
				if action == "click" {
					err = tab.click(ctx, btn)
				} else {
					err = tab.fill(ctx, field, fmt.Sprintf("value %d", i))
				}
				mid := time.Now()
				if err != nil {
					b.Fatal(err)
				}
				tab.settle(ctx, mark)
				dispatch = append(dispatch, mid.Sub(start))
				settle = append(settle, time.Since(mid))
			}
			b.StopTimer()
			if action == "click+observe" {
				b.ReportMetric(median(dispatch), "step-median-ms")
				return
			}
			b.ReportMetric(median(dispatch), "dispatch-median-ms")
			b.ReportMetric(median(settle), "settle-median-ms")
		})
	}
}
