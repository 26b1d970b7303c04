package golden

import (
	"fmt"
	"path/filepath"
	"sort"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// Coverage counts how often the sessions took each edge of t. Every edge of t is a key
// (zero when no session took it). A step that is not an edge of t is an error naming
// the session and the step.
func Coverage(t *fsm.Table, sessions map[string]*Session) (map[transitions.EdgeKey]int, error) {
	counts := make(map[transitions.EdgeKey]int, len(t.Edges))
	for _, e := range t.Edges {
		counts[transitions.Key(e)] = 0
	}
	names := make([]string, 0, len(sessions))
	for n := range sessions {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		for _, st := range sessions[n].Steps() {
			k, ok := transitions.Resolve(t, st.Edge())
			if !ok {
				return nil, fmt.Errorf("%s: step %d (%s --%s--> %s) is not an edge of the table", n, st.N, st.From, st.Trigger, st.To)
			}
			counts[k]++
		}
	}
	return counts, nil
}

// ReadDir reads every *.jsonl session in dir, by file name.
func ReadDir(dir string) (map[string]*Session, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s holds no recorded session (*.jsonl)", dir)
	}
	out := make(map[string]*Session, len(files))
	for _, f := range files {
		s, err := ReadFile(f)
		if err != nil {
			return nil, err
		}
		out[filepath.Base(f)] = s
	}
	return out, nil
}
