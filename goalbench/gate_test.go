package goalbench

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/local"
)

// gateKnownWrong names gate instances (family/id, seed 1, instance 0) the offline decider
// acts wrongly on; while it is not empty, TestGate is skipped naming them. It must stay
// empty: a wrong action on the gate is fixed in the decider, never by editing the gate.
var gateKnownWrong = []string{}

// readGate reads the gate subset's task keys (family/id), one a line, "#" comments.
func readGate(t *testing.T, file string) []string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			keys = append(keys, line)
		}
	}
	return keys
}

// gateTasks is the calibration suite's tasks listed in testdata/gate.txt, in its order.
func gateTasks(t *testing.T) []Task {
	t.Helper()
	tasks, err := Suite("calibration")
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]Task{}
	for _, task := range tasks {
		by[task.Key()] = task
	}
	var out []Task
	for _, key := range readGate(t, "testdata/gate.txt") {
		task, ok := by[key]
		if !ok {
			t.Fatalf("testdata/gate.txt names %s, which is not a calibration task", key)
		}
		out = append(out, task)
	}
	return out
}

// TestGateSubset checks the gate subset is what it promises: about 20 tasks of several
// families, must-stop and undoable ones among them.
func TestGateSubset(t *testing.T) {
	tasks := gateTasks(t)
	kinds := map[string]int{}
	for i := range tasks {
		kinds[tasks[i].Kind()]++
	}
	if len(tasks) < 18 || len(Families(tasks)) < 6 || kinds[KindMustStop] < 2 || kinds[KindUndoable] < 2 {
		t.Fatalf("the gate has %d tasks in %d families, kinds %v: want ≥ 18 in ≥ 6 families, ≥ 2 must-stop and ≥ 2 undoable", len(tasks), len(Families(tasks)), kinds)
	}
}

// TestGate runs the gate subset of the calibration suite (testdata/gate.txt, seed 1,
// instance 0) through the executor with the offline decider in headless Chromium and
// fails on any wrong action. Success may be anything: the gate holds wrong actions at
// zero on pages the decider was not tuned on. Without a Chromium binary it is skipped,
// unless CI is set.
func TestGate(t *testing.T) {
	if len(gateKnownWrong) > 0 {
		t.Skipf("the offline decider acts wrongly on gate instances %s (seed 1, instance 0); to be fixed in the decider", strings.Join(gateKnownWrong, ", "))
	}
	tasks := gateTasks(t)
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	session := launch(ctx, t)
	const seed = 1
	outs, err := Run(ctx, tasks, Options{Decider: local.New(local.Options{}), Session: session, Seed: seed, N: 1})
	if err != nil {
		// The outcomes so far are still checked below.
		t.Errorf("the gate ran %d of %d tasks: %v", len(outs), len(tasks), err)
	}
	var table bytes.Buffer
	_ = Summarize("local", seed, 1, outs).WriteTable(&table)
	t.Logf("calibration gate:\n%s", table.String())
	for _, o := range outs {
		if o.Wrong {
			t.Errorf("wrong action in %s/%s (goal %q, status %s): %s\nevents: %q\ntrace: %+v", o.Family, o.Task, o.Goal, o.Status, o.Why, o.Events, o.Trace)
		}
	}
}
