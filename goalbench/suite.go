package goalbench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Tuning is the suite the offline decider's rules and fitting may read: the Go task tables
// (Tasks), then the retired held-out rounds kept as data under suites/tuning/ (see
// suites/README.md). The other suites are data under suites/ too.
const Tuning = "tuning"

// suitesDir holds the data suites: suites/SUITE/tasks.json and suites/SUITE/sites/SITE/ROUTE.html.
const suitesDir = "suites"

// siteName is what a suite's site folder may be called.
var siteName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// SuiteNames lists the suites: tuning, then every other data suite in name order.
func SuiteNames() []string {
	names := []string{Tuning}
	for _, s := range dataSuites(files) {
		if s != Tuning {
			names = append(names, s)
		}
	}
	return names
}

// dataSuites lists the folders under suites/ that hold a tasks.json, in name order.
func dataSuites(fsys fs.FS) []string {
	var out []string
	entries, _ := fs.ReadDir(fsys, suitesDir)
	for _, e := range entries {
		if _, err := fs.Stat(fsys, path.Join(suitesDir, e.Name(), "tasks.json")); e.IsDir() && err == nil {
			out = append(out, e.Name())
		}
	}
	return out
}

// SuiteError is an unknown suite name.
type SuiteError struct{ Name string }

func (e *SuiteError) Error() string {
	return fmt.Sprintf("-suite: unknown suite %q; the suites are %s", e.Name, strings.Join(SuiteNames(), ", "))
}

// Suite returns a suite's tasks: tuning is Tasks() followed by suites/tuning's data; a data
// suite is decoded from its embedded tasks.json, each task's Site made the suite's own
// (SUITE:SITE), so that a suite's sites never collide with the Go tables' sites or another
// suite's.
func Suite(name string) ([]Task, error) {
	if name == Tuning {
		return tuningTasks(files)
	}
	if !slices.Contains(dataSuites(files), name) {
		return nil, &SuiteError{Name: name}
	}
	return loadSuite(files, name)
}

// tuningTasks is the Go task tables followed by the tuning data part in fsys (the retired
// held-out rounds), when there is one; a key used by both is refused.
func tuningTasks(fsys fs.FS) ([]Task, error) {
	tasks := Tasks()
	if !slices.Contains(dataSuites(fsys), Tuning) {
		return tasks, nil
	}
	data, err := loadSuite(fsys, Tuning)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for i := range tasks {
		seen[tasks[i].Key()] = true
	}
	for i := range data {
		if seen[data[i].Key()] {
			return nil, fmt.Errorf("goalbench: suite tuning: task %s is both in the Go tables and in %s", data[i].Key(), path.Join(suitesDir, Tuning, "tasks.json"))
		}
	}
	return append(tasks, data...), nil
}

// suiteSite is the namespaced site name a suite's task runs on.
func suiteSite(suite, site string) string { return suite + ":" + site }

// loadSuite decodes suites/NAME/tasks.json from fsys and checks every task names a family,
// an id unique in the suite, a round ≥ 1 and a site of the suite.
func loadSuite(fsys fs.FS, name string) ([]Task, error) {
	file := path.Join(suitesDir, name, "tasks.json")
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, fmt.Errorf("goalbench: suite %s: %w", name, err)
	}
	tasks, err := decodeTasks(file, b)
	if err != nil {
		return nil, err
	}
	sites := map[string]bool{}
	entries, _ := fs.ReadDir(fsys, path.Join(suitesDir, name, "sites"))
	for _, e := range entries {
		sites[e.Name()] = e.IsDir()
	}
	seen := map[string]bool{}
	for i := range tasks {
		t := &tasks[i]
		switch {
		case t.Family == "" || t.ID == "":
			return nil, fmt.Errorf("%s: task %d: Family and ID are required", file, i)
		case seen[t.Key()]:
			return nil, fmt.Errorf("%s: task %d: duplicate task %s", file, i, t.Key())
		case t.Round < 1:
			return nil, fmt.Errorf("%s: task %d (%s): Round must be ≥ 1, got %d", file, i, t.Key(), t.Round)
		case !siteName.MatchString(t.Site) || !sites[t.Site]:
			return nil, fmt.Errorf("%s: task %d (%s): Site %q is not a folder under %s", file, i, t.Key(), t.Site, path.Join(suitesDir, name, "sites"))
		}
		seen[t.Key()] = true
		t.Site = suiteSite(name, t.Site)
	}
	return tasks, nil
}

// decodeTasks decodes a JSON array of tasks, refusing unknown fields with an error that
// names the file, the task's index and the field.
func decodeTasks(file string, b []byte) ([]Task, error) {
	var raws []json.RawMessage
	if err := json.Unmarshal(b, &raws); err != nil {
		return nil, fmt.Errorf("%s: want a JSON array of tasks: %w", file, err)
	}
	tasks := make([]Task, len(raws))
	for i, raw := range raws {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&tasks[i]); err != nil {
			return nil, fmt.Errorf("%s: task %d: %w", file, i, err)
		}
	}
	return tasks, nil
}
