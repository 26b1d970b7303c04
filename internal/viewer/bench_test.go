package viewer

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkWriteLargestSession reads and writes the page of the largest golden session,
// as browsergoal show does, and reports the page's size.
func BenchmarkWriteLargestSession(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(sessionsDir, "*.jsonl"))
	var largest string
	var size int64
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && st.Size() > size {
			largest, size = f, st.Size()
		}
	}
	raw, err := os.ReadFile(largest)
	if err != nil {
		b.Fatal(err)
	}
	var page int
	for b.Loop() {
		page = len(render(b, largest, raw))
	}
	b.ReportMetric(float64(page), "page-bytes")
	b.ReportMetric(float64(size), "session-bytes")
}
