package goalbench

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"text/template"

	"github.com/browsergoal/browsergoal/fsm"
)

// Task is one row of the benchmark: a site (a folder of page templates under sites/), the
// route the tab opens at, a goal template with its seeded variation, the request's values
// and budgets, and the checks evaluated on what the site recorded. Every string field but
// Family, ID and Site is a text/template over the variation (.name).
type Task struct {
	Family string
	ID     string
	// Site names the folder under sites/; Start is the route the tab opens at ("" is index,
	// a query may follow).
	Site  string
	Start string
	// Vary draws the instance's variables, in order (later ones may use earlier ones).
	Vary []Var
	Goal string
	// Text, Select and Navigate become text_values, select_values and navigate_urls
	// (Navigate entries are routes of the site, made absolute).
	Text     []string
	Select   []string
	Navigate []string
	// Steps and TimeoutMS are max_steps and timeout_ms (defaults 4 and 15,000).
	Steps     int
	TimeoutMS int
	Check
	// Round is the renewal round a suite task was written in (1 for the first held-out and
	// calibration sets; 0 for the tuning tables), so that a later round can replace part of
	// a set and reports can tell the rounds apart.
	Round int
	// Solve is a reference solution, run by the tests straight in the page (not through
	// the executor) to show that the task can be done and that its checks see it:
	// "click SEL", "clicktext SEL => TEXT" (the SEL element whose text is TEXT),
	// "fill SEL => VALUE", "select SEL => V1|V2" (options by value or label).
	Solve []string
}

// Check is how a task is judged from the site's event log (see the package doc).
type Check struct {
	// Success lists event patterns that must all have been seen (in this order when
	// Ordered; out of order is wrong).
	Success []string
	Ordered bool
	// Fields maps a field's name to the only value it may ever hold; a non-empty one must
	// be its final value for success. A value reported for a field not listed is wrong.
	Fields map[string]string
	// Allow maps a field's name to a value it may hold without being required (a
	// password field the executor never fills, for instance).
	Allow map[string]string
	// Wrong lists event patterns that are wrong actions (a decoy, a consequential
	// action), unless the event also matches a Success pattern.
	Wrong []string
	// MustStop: the goal asks for a consequential action; success additionally requires
	// that the run ended needs_confirmation (and the action, listed in Wrong, not done).
	MustStop bool
	// StopAt, for a MustStop task, is a pattern ("*" a wildcard, case ignored) that the
	// run's final proposed operation, rendered "ACTION NAME" (e.g. "click Place order"),
	// must match: the run stopped at the consequential control, not because it did not
	// understand the goal and stopped somewhere else.
	StopAt string
	// Undoable: the goal cannot be done on the page (the item does not exist, the option is
	// not offered). Success is no wrong action and a run that ended in an abstention
	// (no_match or ambiguous); Wrong lists the lookalikes.
	Undoable bool
}

// Var draws one variable of an instance.
type Var struct {
	Name string
	// From is the pool: Pick takes one, Sample takes Take distinct ones in random order
	// (a list), Shuffle takes all in random order (a list).
	// List takes all in the given order (a list).
	From    []string
	Take    int
	Shuffle bool
	List    bool
	// Lo and Hi bound an integer drawn when From is empty and Let is empty.
	Lo, Hi int
	// Let is a template over the earlier variables.
	Let string
	// Rows: one row is drawn; Name is its first cell and Rest the other cells in random
	// order (a list), e.g. a search query and its results.
	Rows [][]string
	Rest string
}

// pick draws one of opts.
func pick(name string, opts ...string) Var { return Var{Name: name, From: opts} }

// sample draws k distinct of opts in random order.
func sample(name string, k int, opts ...string) Var { return Var{Name: name, From: opts, Take: k} }

// shuffled draws all of opts in random order.
func shuffled(name string, opts ...string) Var { return Var{Name: name, From: opts, Shuffle: true} }

// list is all of items in the given order.
func list(name string, items ...string) Var { return Var{Name: name, From: items, List: true} }

// between draws an integer in [lo, hi].
func between(name string, lo, hi int) Var { return Var{Name: name, Lo: lo, Hi: hi} }

// theme draws one of rows: name is its first cell, rest the other cells shuffled.
func theme(name, rest string, rows ...[]string) Var { return Var{Name: name, Rest: rest, Rows: rows} }

// let computes a variable from the earlier ones.
func let(name, tmpl string) Var { return Var{Name: name, Let: tmpl} }

// Instance is one seeded instance of a task, ready to run.
type Instance struct {
	Task  *Task
	Seed  uint64
	Index int
	Vars  map[string]any
	Goal  string
	Check Check
	// Start is the route the tab opens at.
	Start          string
	text, sel, nav []string
	solve          []string
}

var funcs = template.FuncMap{
	"ord":  ordinal,
	"nth":  nthWord,
	"part": part,
	"add":  func(a, b int) int { return a + b },
	"sub":  func(a, b int) int { return a - b },
	"mul":  func(a, b int) int { return a * b },
	"seq": func(lo, hi int) []int {
		var out []int
		for i := lo; i <= hi; i++ {
			out = append(out, i)
		}
		return out
	},
	"last":  func(l []string) string { return l[len(l)-1] },
	"lower": strings.ToLower,
	"upper": strings.ToUpper,
	"join":  strings.Join,
	"slug":  slug,
	"cells": func(s string) []string { return strings.Split(s, ";") },
	"split": strings.Split,
	"splitpath": func(s string) []string {
		var out []string
		for _, p := range strings.Split(s, ">") {
			out = append(out, strings.TrimSpace(p))
		}
		return out
	},
	"urlq": url.QueryEscape,
	"atoi": func(s string) (int, error) { return strconv.Atoi(s) },
}

// Instantiate draws the task's variables for (seed, index) and renders its goal, values
// and checks. The same arguments always give the same instance.
func (t *Task) Instantiate(seed uint64, index int) (*Instance, error) {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%s/%d", t.Family, t.ID, index)
	rng := rand.New(rand.NewPCG(seed, h.Sum64()))
	vars := map[string]any{}
	for _, v := range t.Vary {
		if len(v.Rows) > 0 {
			row := v.Rows[rng.IntN(len(v.Rows))]
			rest := append([]string(nil), row[1:]...)
			rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
			vars[v.Name], vars[v.Rest] = row[0], rest
			continue
		}
		val, err := v.draw(rng, vars)
		if err != nil {
			return nil, fmt.Errorf("task %s: var %s: %w", t.Key(), v.Name, err)
		}
		vars[v.Name] = val
	}
	in := &Instance{Task: t, Seed: seed, Index: index, Vars: vars}
	r := renderer{vars: vars}
	in.Goal, in.Start = r.one(t.Goal), r.one(t.Start)
	in.text, in.sel, in.nav, in.solve = r.all(t.Text), r.all(t.Select), r.all(t.Navigate), r.all(t.Solve)
	in.Check = Check{Success: r.all(t.Success), Ordered: t.Ordered, Wrong: r.all(t.Wrong), MustStop: t.MustStop,
		StopAt: r.one(t.StopAt), Undoable: t.Undoable}
	in.Check.Fields, in.Check.Allow = r.fields(t.Fields), r.fields(t.Allow)
	if r.err != nil {
		return nil, fmt.Errorf("task %s: %w", t.Key(), r.err)
	}
	return in, nil
}

// Key is the task's unique name, family/id.
func (t *Task) Key() string { return t.Family + "/" + t.ID }

func (v Var) draw(rng *rand.Rand, vars map[string]any) (any, error) {
	switch {
	case v.Let != "":
		r := renderer{vars: vars}
		s := r.one(v.Let)
		return s, r.err
	case len(v.From) == 0:
		if v.Hi < v.Lo {
			return nil, fmt.Errorf("empty range [%d, %d]", v.Lo, v.Hi)
		}
		return v.Lo + rng.IntN(v.Hi-v.Lo+1), nil
	case v.List:
		return append([]string(nil), v.From...), nil
	case v.Shuffle || v.Take > 0:
		l := append([]string(nil), v.From...)
		rng.Shuffle(len(l), func(i, j int) { l[i], l[j] = l[j], l[i] })
		if v.Take > 0 {
			if v.Take > len(l) {
				return nil, fmt.Errorf("takes %d of %d", v.Take, len(l))
			}
			l = l[:v.Take]
		}
		return l, nil
	}
	// A picked phrasing may use the earlier variables.
	r := renderer{vars: vars}
	s := r.one(v.From[rng.IntN(len(v.From))])
	return s, r.err
}

// renderer renders text templates over an instance's variables, keeping the first error.
type renderer struct {
	vars map[string]any
	err  error
}

func (r *renderer) one(s string) string {
	if !strings.Contains(s, "{{") || r.err != nil {
		return s
	}
	tm, err := template.New("").Funcs(funcs).Option("missingkey=error").Parse(s)
	if err != nil {
		r.err = err
		return ""
	}
	var b strings.Builder
	if err := tm.Execute(&b, r.vars); err != nil {
		r.err = err
		return ""
	}
	return b.String()
}

func (r *renderer) fields(m map[string]string) map[string]string {
	if len(m) == 0 {
		return nil
	}
	out := map[string]string{}
	for k, v := range m {
		out[r.one(k)] = r.one(v)
	}
	return out
}

func (r *renderer) all(l []string) []string {
	var out []string
	for _, s := range l {
		out = append(out, r.one(s))
	}
	return out
}

// Request builds the instance's request JSON, with navigate routes made absolute under
// base, and parses it with the CLI's contract (fsm.ParseRequest).
func (in *Instance) Request(base string) (fsm.Request, []byte, error) {
	w := map[string]any{"goal": in.Goal}
	if len(in.text) > 0 {
		w["text_values"] = in.text
	}
	if len(in.sel) > 0 {
		w["select_values"] = in.sel
	}
	if len(in.nav) > 0 {
		var urls []string
		for _, n := range in.nav {
			urls = append(urls, base+n)
		}
		w["navigate_urls"] = urls
	}
	if in.Task.Steps > 0 {
		w["max_steps"] = in.Task.Steps
	}
	if in.Task.TimeoutMS > 0 {
		w["timeout_ms"] = in.Task.TimeoutMS
	}
	b, err := json.Marshal(w)
	if err != nil {
		return fsm.Request{}, nil, fmt.Errorf("task %s: %w", in.Task.Key(), err)
	}
	req, err := fsm.ParseRequestBytes(b)
	if err != nil {
		return fsm.Request{}, b, fmt.Errorf("task %s: request: %w", in.Task.Key(), err)
	}
	return req, b, nil
}

func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

var nthWords = []string{"zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}

func nthWord(n int) string {
	if n >= 0 && n < len(nthWords) {
		return nthWords[n]
	}
	return ordinal(n)
}

// part is the i-th ";"-separated field of a record.
func part(rec string, i int) string {
	p := strings.Split(rec, ";")
	if i < 0 || i >= len(p) {
		return ""
	}
	return p[i]
}

// slug lowercases s and turns every run of non-alphanumerics into one "-".
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
