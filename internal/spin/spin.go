// Package spin model-checks the goal machine: it runs the spin model checker (Debian's
// spin package, with gcc to build its verifier) on the Promela model that
// transitions.Promela generates from a transition table, and returns the counterexample
// when a property fails.
package spin

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// ErrMissing is returned when spin or gcc is not on PATH.
var ErrMissing = errors.New("the model check needs spin and gcc on PATH (scripts/ensure-tool.sh spin spin; scripts/ensure-tool.sh gcc gcc)")

// Violation is a property the model checker refuted: pan's report and the
// counterexample trail (spin -t -p), the path through the machine that breaks it.
type Violation struct {
	// Property is pan's line naming what failed (an assertion, an acceptance cycle).
	Property string
	// Path is the counterexample's states, from the initial state.
	Path   []string
	Report string
	Trail  string
}

func (v *Violation) Error() string {
	return fmt.Sprintf("model check: %s; counterexample: %s", v.Property, strings.Join(v.Path, " → "))
}

var (
	stateLine = regexp.MustCompile(`^\s+st = S_(\w+)$`)
	entryLine = regexp.MustCompile(`\[st = S_(\w+)\]`)
	spaces    = regexp.MustCompile(`\s+`)
)

// violation reads pan's report and the trail.
func violation(report, trail, initial string) *Violation {
	v := &Violation{Property: "a property failed", Report: report, Trail: trail, Path: []string{initial}}
	for _, l := range strings.Split(report, "\n") {
		if strings.Contains(l, "assertion violated") || strings.Contains(l, "acceptance cycle") {
			v.Property = spaces.ReplaceAllString(strings.TrimSpace(l), " ")
			break
		}
	}
	// A move is the statement "st = nxt", followed by the globals it changed (spin -g):
	// st's new value, or none when the edge leads back to the same state.
	lines := strings.Split(trail, "\n")
	for i := range lines {
		if m := entryLine.FindStringSubmatch(lines[i]); m != nil {
			v.Path = []string{m[1]} // a caller's step starts at its own entry
			continue
		}
		if !strings.Contains(lines[i], "[st = nxt]") {
			continue
		}
		next := v.Path[len(v.Path)-1]
		for _, l := range lines[i+1:] {
			if !strings.HasPrefix(l, "\t\t") {
				break
			}
			if m := stateLine.FindStringSubmatch(l); m != nil {
				next = m[1]
				break
			}
		}
		v.Path = append(v.Path, next)
	}
	return v
}

// Report is a passed check's summary.
type Report struct {
	// States is how many states the verifier stored.
	States int
	// Output is pan's report.
	Output string
}

var (
	errorsLine = regexp.MustCompile(`errors: (\d+)`)
	statesLine = regexp.MustCompile(`(\d+) states, stored`)
)

// Verify model-checks table t in a temporary directory. It returns a *Violation with the
// counterexample when an invariant fails, ErrMissing without the tools.
func Verify(ctx context.Context, t *fsm.Table) (*Report, error) {
	spinBin, err1 := exec.LookPath("spin")
	_, err2 := exec.LookPath("gcc")
	if err1 != nil || err2 != nil {
		return nil, ErrMissing
	}
	dir, err := os.MkdirTemp("", "browsergoal-spin")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "goal.pml"), []byte(transitions.Promela(t)), 0o644); err != nil {
		return nil, err
	}
	if _, err := run(ctx, dir, spinBin, "-a", "goal.pml"); err != nil {
		return nil, err
	}
	if _, err := run(ctx, dir, "gcc", "-O0", "-w", "-o", "pan", "pan.c"); err != nil {
		return nil, err
	}
	// -a: acceptance cycles (the LTL property) and assertions; -m: search depth.
	out, err := run(ctx, dir, "./pan", "-a", "-m200000")
	if err != nil && !strings.Contains(out, "errors:") {
		return nil, err
	}
	m := errorsLine.FindStringSubmatch(out)
	if m == nil {
		return nil, fmt.Errorf("model check: pan printed no verdict:\n%s", out)
	}
	if n, _ := strconv.Atoi(m[1]); n > 0 {
		trail, terr := run(ctx, dir, spinBin, "-t", "-p", "-g", "goal.pml")
		if terr != nil {
			trail += "\n(" + terr.Error() + ")"
		}
		return nil, violation(out, trail, string(t.Initial))
	}
	rep := &Report{Output: out}
	if s := statesLine.FindStringSubmatch(out); s != nil {
		rep.States, _ = strconv.Atoi(s[1])
	}
	return rep, nil
}

// run runs one command in dir and returns its combined output.
func run(ctx context.Context, dir, name string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return out.String(), fmt.Errorf("%s %s: %w\n%s", name, strings.Join(args, " "), err, out.String())
	}
	return out.String(), nil
}
