package main

import (
	"context"
	"os"
	"os/exec"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/internal/notepage"
)

// BenchmarkObserveOverStdio measures browser_observe through a real `browsergoal mcp
// --launch` subprocess over stdio, as an MCP client sees it: one call at a time
// (sequential), and five calls at once on the one tab (parallel5: the time until all
// five answered). It reports the median per operation.
func BenchmarkObserveOverStdio(b *testing.B) {
	needChromium(b)
	page, err := notepage.Start()
	if err != nil {
		b.Fatal(err)
	}
	defer page.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, "mcp", "--launch", "--url", page.URL(), "--decider", "local",
		"--allow-computer-use", "--workspace", b.TempDir(), "--quiet")
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+b.TempDir(), "TYPESAFE_API_KEY=")
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer cs.Close()
	observe := func() {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "browser_observe", Arguments: map[string]any{}})
		if err != nil || res.IsError {
			b.Errorf("browser_observe: %v %+v", err, res)
		}
	}
	observe() // warm up: bind the tab
	run := func(b *testing.B, n int) {
		times := make([]time.Duration, 0, b.N)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			t0 := time.Now()
			var wg sync.WaitGroup
			for j := 0; j < n; j++ {
				wg.Add(1)
				go func() { defer wg.Done(); observe() }()
			}
			wg.Wait()
			times = append(times, time.Since(t0))
		}
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	}
	b.Run("sequential", func(b *testing.B) { run(b, 1) })
	b.Run("parallel5", func(b *testing.B) { run(b, 5) })
}
