package golden

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// TestGoldenSessions replays every recorded session: the engine must make exactly the
// recorded decisions and end in the recorded status (the file name's prefix). Replay is
// pure: no browser, no network.
func TestGoldenSessions(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sessionDir, "*.jsonl"))
	if len(files) == 0 {
		t.Fatal("no golden sessions; record them with: go test ./golden -update")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".jsonl")
		t.Run(name, func(t *testing.T) {
			rep, err := ReplayFile(context.Background(), f)
			if err != nil {
				t.Fatalf("%v\n(if the change is intended, re-record with go test ./golden -update and review the diff)", err)
			}
			if want, _, _ := strings.Cut(name, "--"); string(rep.Result.Status) != want {
				t.Fatalf("replayed to %s, the file is named for %s", rep.Result.Status, want)
			}
		})
	}
}

// unreachableByDesign are the terminals no run of the real stages can reach, with why.
var unreachableByDesign = map[fsm.Status]string{
	fsm.StatusReplayRefused: "Proposing never offers an identity already in the never-replay ledger, so Rechecking's " +
		"ledger check is defence in depth: only a broken stage reaches it (states' unit tests cover it)",
}

// TestGoldenCoverage requires a session per terminal status (but those unreachable by
// design) and at least 90% of the table's edges taken by the suite.
func TestGoldenCoverage(t *testing.T) {
	sessions, err := ReadDir(sessionDir)
	if err != nil {
		t.Fatal(err)
	}
	table, err := transitions.Build()
	if err != nil {
		t.Fatal(err)
	}
	counts, err := Coverage(table, sessions)
	if err != nil {
		t.Fatal(err)
	}
	ended := map[fsm.Status][]string{}
	for name, s := range sessions {
		ended[s.Result.Status] = append(ended[s.Result.Status], name)
	}
	for _, st := range fsm.AllStatuses() {
		if len(ended[st]) == 0 && unreachableByDesign[st] == "" {
			t.Errorf("no golden session ends in %s", st)
		}
	}
	covered := 0
	var missing []string
	for k, n := range counts {
		if n > 0 {
			covered++
		} else {
			missing = append(missing, fmt.Sprintf("%s --%s--> %s", k.From, k.Trigger, k.To))
		}
	}
	sort.Strings(missing)
	pct := 100 * float64(covered) / float64(len(counts))
	t.Logf("%d sessions; %d of %d edges covered (%.1f%%); not covered: %v", len(sessions), covered, len(counts), pct, missing)
	if pct < 90 {
		t.Errorf("the golden suite covers %.1f%% of the table's edges, want at least 90%%; not covered: %v", pct, missing)
	}
}
