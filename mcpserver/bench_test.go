package mcpserver_test

import (
	"context"
	"testing"
	"time"
)

// BenchmarkObserveDirectVsMCP interleaves one direct observation of a tab (the rod
// adapter) with one browser_observe call over the in-memory MCP transport on the same
// page, and reports each one's mean and their ratio: the server's own cost per call
// (host check, tab lookup, JSON both ways).
func BenchmarkObserveDirectVsMCP(b *testing.B) {
	f := newFixture(b, enabled)
	ctx := context.Background()
	tab, err := session.Tab(ctx, f.tab)
	if err != nil {
		b.Fatal(err)
	}
	var direct, viaMCP time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if _, err := tab.Observe(ctx); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		res, _, err := f.call(ctx, "browser_observe", map[string]any{"tab": f.tab}, false)
		if err != nil || res.IsError {
			b.Fatalf("%v %v", err, res)
		}
		direct, viaMCP = direct+t1.Sub(t0), viaMCP+time.Since(t1)
	}
	b.ReportMetric(float64(direct.Microseconds())/float64(b.N), "direct-µs/op")
	b.ReportMetric(float64(viaMCP.Microseconds())/float64(b.N), "mcp-µs/op")
	b.ReportMetric(float64(viaMCP)/float64(direct), "mcp/direct")
}
