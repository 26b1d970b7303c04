package goalbench

import (
	"fmt"
	"strings"
	"testing"
)

// TestTasksInstantiate renders every task for several seeds and instances: the templates
// and variation are valid, the request passes the CLI's contract, the start page exists,
// and every task says how it is judged.
func TestTasksInstantiate(t *testing.T) {
	srv, err := StartServer()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	seen := map[string]bool{}
	for i := range Tasks() {
		task := &Tasks()[i]
		if seen[task.Key()] {
			t.Errorf("duplicate task %s", task.Key())
		}
		seen[task.Key()] = true
		if len(task.Success) == 0 && len(task.Fields) == 0 && !task.MustStop {
			t.Errorf("%s: no success condition", task.Key())
		}
		goals := map[string]bool{}
		for seed := range uint64(6) {
			for idx := range 2 {
				in, err := task.Instantiate(seed, idx)
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(in.Goal, "{{") || strings.Contains(in.Goal, "<no value>") {
					t.Errorf("%s: goal not rendered: %q", task.Key(), in.Goal)
				}
				if _, _, err := in.Request("http://127.0.0.1:1/r/1/"); err != nil {
					t.Error(err)
				}
				if !srv.HasRoute(task.Site, in.Start) {
					t.Errorf("%s: site %s has no page for %q", task.Key(), task.Site, in.Start)
				}
				goals[fmt.Sprint(in.Goal, in.Vars)] = true
			}
		}
		if len(task.Vary) > 0 && len(goals) < 2 {
			t.Errorf("%s: the variation never changes the instance", task.Key())
		}
	}
}

func TestInstantiateIsDeterministic(t *testing.T) {
	for i := range Tasks() {
		task := &Tasks()[i]
		a, _ := task.Instantiate(7, 1)
		b, _ := task.Instantiate(7, 1)
		if a.Goal != b.Goal || strings.Join(a.text, "|") != strings.Join(b.text, "|") {
			t.Errorf("%s: two instantiations differ", task.Key())
		}
	}
}

func TestFilter(t *testing.T) {
	if _, err := Filter(Tasks(), []string{"nope"}); err == nil || !strings.Contains(err.Error(), "-family") {
		t.Fatalf("Filter accepted an unknown family: %v", err)
	}
	got, err := Filter(Tasks(), []string{"mail"})
	if err != nil || len(got) == 0 {
		t.Fatalf("Filter(mail) = %d, %v", len(got), err)
	}
	for _, task := range got {
		if task.Family != "mail" {
			t.Fatalf("Filter(mail) kept %s", task.Key())
		}
	}
	if s := Subset(Tasks(), 1); len(s) != len(Families(Tasks())) {
		t.Fatalf("Subset has %d tasks for %d families", len(s), len(Families(Tasks())))
	}
}

// TestCoverage keeps the benchmark at its promised size: at least 80 tasks in at least
// 15 families, each family with at least 4 tasks.
func TestCoverage(t *testing.T) {
	tasks := Tasks()
	fams := Families(tasks)
	if len(tasks) < 80 || len(fams) < 15 {
		t.Fatalf("%d tasks in %d families, want at least 80 in 15", len(tasks), len(fams))
	}
	for _, f := range fams {
		got, _ := Filter(tasks, []string{f})
		if len(got) < 4 {
			t.Errorf("family %s has %d tasks, want at least 4", f, len(got))
		}
	}
}
