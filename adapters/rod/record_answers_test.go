package rod

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRecordObserveAnswers records observe's raw answers, as the page library sends them,
// into adapters/internal/tabdrive/testdata/observe-*.json, for tabdrive's decoder test
// and BenchmarkDecodeObservation: benchShapes at 100 and 2,000 elements and a few
// fixture pages. It runs only with BROWSERGOAL_RECORD_ANSWERS set (after a change to the
// answer's wire form).
func TestRecordObserveAnswers(t *testing.T) {
	if os.Getenv("BROWSERGOAL_RECORD_ANSWERS") == "" {
		t.Skip("BROWSERGOAL_RECORD_ANSWERS is not set")
	}
	pages := map[string]string{}
	for _, s := range benchShapes {
		for _, n := range []int{100, 2000} {
			pages[fmt.Sprintf("%s-%d", s.name, n)] = fmt.Sprintf(s.path, n)
		}
	}
	for _, f := range []string{"forms.html", "fields.html", "regions.html", "clickables/mail.html", "clickables/feed.html"} {
		pages[strings.TrimSuffix(strings.ReplaceAll(f, "/", "-"), ".html")] = "/" + f
	}
	for name, path := range pages {
		tab := openTab(t, path)
		ctx := testCtx(t)
		time.Sleep(500 * time.Millisecond)
		if _, err := tab.Observe(ctx); err != nil { // installs the library
			t.Fatal(err)
		}
		var answer json.RawMessage
		if err := tab.call(ctx, "observe", &answer, tab.limits.Caps()); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join("..", "internal", "tabdrive", "testdata", "observe-"+name+".json")
		if err := os.WriteFile(file, answer, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
