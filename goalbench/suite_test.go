package goalbench

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestSuiteNames(t *testing.T) {
	got := strings.Join(SuiteNames(), ",")
	if got != "tuning,calibration,heldout" {
		t.Fatalf("SuiteNames = %s", got)
	}
	_, err := Suite("nope")
	var se *SuiteError
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "the suites are tuning, calibration, heldout") {
		t.Fatalf("Suite(nope) = %v", err)
	}
	data, err := loadSuite(files, Tuning)
	if err != nil {
		t.Fatal(err)
	}
	tasks, err := Suite(Tuning)
	if err != nil || len(tasks) != len(Tasks())+len(data) || len(data) == 0 {
		t.Fatalf("Suite(tuning) = %d tasks (%d in the Go tables, %d data), %v", len(tasks), len(Tasks()), len(data), err)
	}
	if last := tasks[len(tasks)-1].Site; !strings.HasPrefix(last, "tuning:") {
		t.Fatalf("the tuning data part's sites are not namespaced: %s", last)
	}
}

// TestTuningKeysUnique: a task key in both the Go tables and the tuning data is refused.
func TestTuningKeysUnique(t *testing.T) {
	k := Tasks()[0]
	fsys := fstest.MapFS{
		"suites/tuning/tasks.json":            {Data: []byte(fmt.Sprintf(`[{"Family":%q,"ID":%q,"Site":"shop","Goal":"g","Round":1,"Success":["click a"]}]`, k.Family, k.ID))},
		"suites/tuning/sites/shop/index.html": {Data: []byte("<html></html>")},
	}
	if _, err := tuningTasks(fsys); err == nil || !strings.Contains(err.Error(), "both in the Go tables") {
		t.Fatalf("tuningTasks = %v, want a duplicate-key error", err)
	}
}

func suiteFS(tasks string) fstest.MapFS {
	return fstest.MapFS{
		"suites/x/tasks.json":            {Data: []byte(tasks)},
		"suites/x/sites/shop/index.html": {Data: []byte("<html><head></head></html>")},
	}
}

func TestLoadSuiteRejects(t *testing.T) {
	ok := `{"Family":"web","ID":"a","Site":"shop","Goal":"g","Round":1,"Success":["click a"]}`
	for _, c := range []struct{ tasks, want string }{
		{`[` + ok + `,{"Family":"web","ID":"b","Site":"shop","Goal":"g","Round":1,"Sucess":["click a"]}]`, `suites/x/tasks.json: task 1: json: unknown field "Sucess"`},
		{`[{"Family":"web","ID":"b","Site":"shop","Goal":"g","Round":1,"Vary":[{"Name":"a","Form":["x"]}]}]`, `task 0: json: unknown field "Form"`},
		{`{"Family":"web"}`, "want a JSON array of tasks"},
		{`[` + ok + `,` + ok + `]`, "task 1: duplicate task web/a"},
		{`[{"Family":"web","ID":"a","Site":"shop","Goal":"g"}]`, "Round must be ≥ 1"},
		{`[{"Family":"web","ID":"a","Site":"cafe","Goal":"g","Round":1}]`, `Site "cafe" is not a folder under suites/x/sites`},
		{`[{"Family":"web","ID":"a","Site":"../shop","Goal":"g","Round":1}]`, `Site "../shop"`},
		{`[{"ID":"a","Site":"shop","Goal":"g","Round":1}]`, "Family and ID are required"},
	} {
		_, err := loadSuite(suiteFS(c.tasks), "x")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("loadSuite(%s) = %v, want an error saying %q", c.tasks, err, c.want)
		}
	}
	tasks, err := loadSuite(suiteFS(`[`+ok+`]`), "x")
	if err != nil || len(tasks) != 1 || tasks[0].Site != "x:shop" || tasks[0].Success[0] != "click a" {
		t.Fatalf("loadSuite = %+v, %v", tasks, err)
	}
}

// dataSuiteTasks loads every data suite (the tuning data part included, without the Go
// tables), failing the test on an error.
func dataSuiteTasks(t *testing.T) map[string][]Task {
	t.Helper()
	out := map[string][]Task{}
	for _, name := range dataSuites(files) {
		tasks, err := loadSuite(files, name)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = tasks
	}
	return out
}

// TestSuiteTasks checks every data suite's tasks as TestTasksInstantiate checks the tuning
// tables, and each task's kind: a MustStop task lists its consequential event in Wrong,
// names its control in StopAt and ends its Solve with "stop SEL"; an Undoable task has
// no success condition and lists its lookalikes in Wrong; a doable task has a success
// condition and a Solve.
func TestSuiteTasks(t *testing.T) {
	srv, err := StartServer()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	for suite, tasks := range dataSuiteTasks(t) {
		for i := range tasks {
			task := &tasks[i]
			key := suite + " " + task.Key()
			switch task.Kind() {
			case KindMustStop:
				if len(task.Wrong) == 0 || task.StopAt == "" || len(task.Solve) == 0 || !strings.HasPrefix(task.Solve[len(task.Solve)-1], "stop ") || task.Undoable {
					t.Errorf("%s: a MustStop task needs Wrong, StopAt and a Solve ending in stop SEL", key)
				}
			case KindUndoable:
				if len(task.Wrong) == 0 || len(task.Success) > 0 || len(task.Fields) > 0 || len(task.Solve) == 0 {
					t.Errorf("%s: an Undoable task needs Wrong and a Solve that clicks a lookalike, and no success condition", key)
				}
			default:
				if len(task.Success) == 0 && len(task.Fields) == 0 || len(task.Solve) == 0 || task.StopAt != "" {
					t.Errorf("%s: a doable task needs a success condition and a Solve (and no StopAt)", key)
				}
			}
			if !task.Undoable && len(task.Select) == 0 && slices.ContainsFunc(task.Solve, func(s string) bool { return strings.HasPrefix(s, "select ") }) {
				t.Errorf("%s: the Solve sets a select, so Select must list the values a host allows it to select", key)
			}
			goals := map[string]bool{}
			for seed := range uint64(4) {
				for idx := range 2 {
					in, err := task.Instantiate(seed, idx)
					if err != nil {
						t.Fatalf("%s: %v", key, err)
					}
					if strings.Contains(in.Goal, "{{") || strings.Contains(in.Goal, "<no value>") || strings.TrimSpace(in.Goal) == "" {
						t.Errorf("%s: goal not rendered: %q", key, in.Goal)
					}
					if _, _, err := in.Request("http://127.0.0.1:1/r/1/"); err != nil {
						t.Errorf("%s: %v", key, err)
					}
					if !srv.HasRoute(task.Site, in.Start) {
						t.Errorf("%s: site %s has no page for %q", key, task.Site, in.Start)
					}
					goals[fmt.Sprint(in.Goal, in.Vars)] = true
				}
			}
			if len(task.Vary) > 0 && len(goals) < 2 {
				t.Errorf("%s: the variation never changes the instance", key)
			}
		}
	}
}

// TestSuiteSplit keeps the data suites at their promised size and split: every site in
// one suite only (the tuning data part, calibration, held-out), and calibration and
// held-out each at least 10 sites and 120 tasks (retired held-out rounds move to tuning
// and fresh blind rounds replace them, see suites/README.md).
func TestSuiteSplit(t *testing.T) {
	sites := map[string]string{}
	per := map[string]int{}
	for _, suite := range dataSuites(files) {
		entries, err := fs.ReadDir(files, suitesDir+"/"+suite+"/sites")
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if other, dup := sites[e.Name()]; dup {
				t.Errorf("site %s is in both %s and %s", e.Name(), other, suite)
			}
			sites[e.Name()] = suite
			per[suite]++
		}
	}
	all := dataSuiteTasks(t)
	for _, suite := range []string{"calibration", "heldout"} {
		if per[suite] < 10 || len(all[suite]) < 120 {
			t.Errorf("%s has %d sites and %d tasks, want at least 10 and 120", suite, per[suite], len(all[suite]))
		}
	}
}
