package goalbench

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	gorod "github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
)

var (
	solveAll   = flag.Bool("solve-all", false, "run every task's reference solution (default: the subset's)")
	solveSuite = flag.String("solve-suite", "", "with TestSuiteSolutions, only this data suite")
	solveRound = flag.Int("solve-round", 0, "with TestSuiteSolutions, only the tasks of this round (0: every round)")
)

// stepJS performs one reference step in the page; it answers "" or what went wrong.
const stepJS = `(kind, sel, arg) => {
  window.__goalbenchStep = true;
  let el = null;
  if (kind === 'clicktext') {
    el = [...document.querySelectorAll(sel)].find((e) => e.textContent.trim() === arg) || null;
  } else {
    el = document.querySelector(sel);
  }
  if (!el) return 'no element ' + sel + (arg ? ' => ' + arg : '');
  const fire = (t) => el.dispatchEvent(new Event(t, { bubbles: true }));
  if (kind === 'click' || kind === 'clicktext') { el.click(); return ''; }
  if (kind === 'fill') {
    const proto = el.localName === 'textarea' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, arg);
    fire('input'); fire('change'); return '';
  }
  if (kind === 'select') {
    const want = arg.split('|');
    for (const o of el.options) o.selected = want.includes(o.value) || want.includes(o.label);
    fire('input'); fire('change'); return '';
  }
  return 'unknown step ' + kind;
}`

// shownHiddenJS lists the elements that carry the hidden attribute and are rendered all
// the same (author CSS such as ".ov{display:flex}" beats the browser's [hidden] rule).
const shownHiddenJS = `() => [...document.querySelectorAll('[hidden]')]
  .filter((e) => e.getAttribute('hidden') !== 'until-found' && e.getClientRects().length > 0 &&
    getComputedStyle(e).visibility !== 'hidden')
  .map((e) => e.localName + (e.id ? '#' + e.id : ''))
  .join(' ')`

// hiddenShown fails a page that, as it opens, shows an element it marks hidden: a person
// would see that dialog, popup or toast, while the solution's script clicks straight
// through it, so the task would pass here and not be doable on screen.
func hiddenShown(page *gorod.Page) error {
	res, err := page.Eval(shownHiddenJS)
	if err != nil {
		return fmt.Errorf("hidden check: %w", err)
	}
	if shown := res.Value.Str(); shown != "" {
		return fmt.Errorf("the page shows elements it marks hidden as it opens (its CSS overrides the hidden attribute): %s", shown)
	}
	return nil
}

// TestReferenceSolutions runs the reference solutions of the subset's tasks (of every
// task, two instances each, with -solve-all) straight in the page and checks that each is judged a success:
// the task can be done, and its checks see it done.
func TestReferenceSolutions(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	session := launch(ctx, t)
	browser := gorod.New().ControlURL(session.DevToolsURL()).Context(ctx)
	if err := browser.Connect(); err != nil {
		t.Fatal(err)
	}
	srv, err := StartServer()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	tasks, instances := Subset(Tasks(), 1), 1
	if *solveAll {
		tasks, instances = Tasks(), 2
	}
	for i := range tasks {
		task := &tasks[i]
		t.Run(task.Key(), func(t *testing.T) {
			if task.Solve == nil {
				t.Fatalf("%s has no reference solution", task.Key())
			}
			for idx := range instances {
				in, err := task.Instantiate(1, idx)
				if err != nil {
					t.Fatal(err)
				}
				run, err := runSolution(ctx, session, browser, srv, in)
				events := run.final
				if err != nil {
					t.Fatalf("instance %d (%q): %v\nevents: %q", idx, in.Goal, err, events)
				}
				status := fsm.StatusPossiblyDone
				if task.MustStop {
					status = fsm.StatusNeedsConfirmation
				}
				if v := in.Check.Judge(events, status); !v.Success {
					t.Errorf("instance %d (%q): the reference solution is judged %+v\nevents: %q", idx, in.Goal, v, events)
				}
			}
		})
	}
}

// solveRun is what a reference solution's run saw: the events once the page opened,
// at a "stop SEL" step (with that control's name) and at the end.
type solveRun struct {
	opened, atStop, final []string
	stop                  string
}

// stopJS names a "stop SEL" step's control as a reader of the page would: its aria-label,
// else its visible text, else its value.
const stopJS = `(sel) => {
  const el = document.querySelector(sel);
  if (!el) return '';
  return (el.getAttribute('aria-label') || el.innerText || el.value || '').trim().replace(/\s+/g, ' ');
}`

// runSolution runs the instance's Solve lines in a fresh tab. A "stop SEL" step records
// the events and the control's name, then clicks it (so that the test can see the
// consequential event judged wrong).
func runSolution(ctx context.Context, session *rod.Session, browser *gorod.Browser, srv *Server, in *Instance) (solveRun, error) {
	var run solveRun
	id, base := srv.Open(in)
	tab, err := session.NewTab(ctx, base+in.Start)
	if err != nil {
		return run, err
	}
	defer tab.Close(context.WithoutCancel(ctx))
	page, err := browser.PageFromTarget(proto.TargetTargetID(tab.ID()))
	if err != nil {
		return run, err
	}
	before := 1
	for i, step := range in.solve {
		kind, rest, _ := strings.Cut(step, " ")
		sel, arg, _ := strings.Cut(rest, " => ")
		if err := ready(ctx, page, loads(srv.Events(id)) > before); err != nil {
			return run, err
		}
		if i == 0 {
			srv.Settle(id, 50*time.Millisecond, settleMax)
			run.opened = srv.Events(id)
			if err := hiddenShown(page); err != nil {
				return run, err
			}
		}
		if kind == "stop" {
			res, err := page.Eval(stopJS, sel)
			if err != nil {
				return run, fmt.Errorf("step %q: %w", step, err)
			}
			if run.stop = res.Value.Str(); run.stop == "" {
				return run, fmt.Errorf("step %q: no named element %s", step, sel)
			}
			run.atStop, kind = srv.Events(id), "click"
		}
		res, err := page.Eval(stepJS, kind, sel, arg)
		if err != nil {
			return run, fmt.Errorf("step %q: %w", step, err)
		}
		if msg := res.Value.Str(); msg != "" {
			return run, fmt.Errorf("step %q: %s", step, msg)
		}
		before = loads(srv.Events(id))
		srv.Settle(id, 50*time.Millisecond, settleMax)
	}
	run.final = srv.Events(id)
	return run, nil
}

func loads(events []string) int {
	n := 0
	for _, ev := range events {
		if strings.HasPrefix(ev, "open ") || strings.HasPrefix(ev, "load ") {
			n++
		}
	}
	return n
}

// ready waits until the page's current document has loaded; after a navigation
// (fresh), until the document the last step ran in has been replaced.
func ready(ctx context.Context, page *gorod.Page, fresh bool) error {
	deadline := time.Now().Add(5 * time.Second)
	for {
		res, err := page.Context(ctx).Eval(`() => document.readyState === 'complete' && !window.__goalbenchStep`)
		if err == nil && (res.Value.Bool() || !fresh && res.Value.Bool() == false && isComplete(ctx, page)) {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the page did not load: %v", err)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

func isComplete(ctx context.Context, page *gorod.Page) bool {
	res, err := page.Context(ctx).Eval(`() => document.readyState`)
	return err == nil && res.Value.Str() == "complete"
}

// TestSuiteSolutions runs data suite tasks' reference solutions straight in the page. A doable task's solution must be judged a
// success. A MustStop task's solution must reach its consequential control, whose name
// matches StopAt (a stop there is judged a success) and whose click is judged wrong. An
// Undoable task's page must load (an abstention there is judged a success) and its
// solution, a click on a lookalike, must be judged wrong.
//
// By default it runs the subset (one task per family of each suite); -solve-all runs
// every task.
func TestSuiteSolutions(t *testing.T) {
	if *solveRound < 0 {
		t.Fatalf("-solve-round %d: want 0 (every round) or a round number from 1", *solveRound)
	}
	budget := 5 * time.Minute
	if *solveAll {
		budget = 40 * time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	session := launch(ctx, t)
	browser := gorod.New().ControlURL(session.DevToolsURL()).Context(ctx)
	if err := browser.Connect(); err != nil {
		t.Fatal(err)
	}
	srv, err := StartServer()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	const instances = 1
	type job struct {
		key string
		in  *Instance
	}
	var jobs []job
	matched := 0
	for _, suite := range dataSuites(files) {
		if *solveSuite != "" && suite != *solveSuite {
			continue
		}
		tasks, err := loadSuite(files, suite)
		if err != nil {
			t.Fatal(err)
		}
		if *solveRound > 0 {
			tasks = slices.DeleteFunc(tasks, func(t Task) bool { return t.Round != *solveRound })
		}
		matched += len(tasks)
		if !*solveAll {
			tasks = Subset(tasks, 1)
		}
		for i := range tasks {
			for idx := range instances {
				in, err := tasks[i].Instantiate(1, idx)
				if err != nil {
					t.Fatal(err)
				}
				jobs = append(jobs, job{suite + " " + tasks[i].Key(), in})
			}
		}
	}
	if matched == 0 && (*solveSuite != "" || *solveRound != 0) {
		t.Fatalf("-solve-suite %q -solve-round %d: no task matches (suites: %v)", *solveSuite, *solveRound, dataSuites(files))
	}
	// The solutions mostly wait on the page and the server, so several tabs run at once.
	next := make(chan job)
	var wg sync.WaitGroup
	for range solveTabs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				run, err := runSolution(ctx, session, browser, srv, j.in)
				if err != nil {
					t.Errorf("%s instance %d (%q): %v\nevents: %q", j.key, j.in.Index, j.in.Goal, err, run.final)
					continue
				}
				if msg := checkSolution(j.in, run); msg != "" {
					t.Errorf("%s instance %d: %s", j.key, j.in.Index, msg)
				}
			}
		}()
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
}

// solveTabs is how many reference solutions run at once.
const solveTabs = 6

// checkSolution judges a suite task's reference run by its kind: "" when it holds.
func checkSolution(in *Instance, run solveRun) string {
	switch in.Task.Kind() {
	case KindMustStop:
		if v := in.Check.JudgeRun(run.atStop, fsm.StatusNeedsConfirmation, "click "+run.stop); !v.Success {
			return fmt.Sprintf("%q: a stop at %q is judged %+v (StopAt %q)\nevents: %q", in.Goal, run.stop, v, in.Check.StopAt, run.atStop)
		}
		if v := in.Check.JudgeRun(run.final, fsm.StatusPossiblyDone, ""); !v.Wrong {
			return fmt.Sprintf("%q: clicking the consequential control %q is judged %+v, want wrong\nevents: %q", in.Goal, run.stop, v, run.final)
		}
	case KindUndoable:
		if v := in.Check.JudgeRun(run.opened, fsm.StatusNoMatch, ""); !v.Success {
			return fmt.Sprintf("%q: an abstention on the opened page is judged %+v\nevents: %q", in.Goal, v, run.opened)
		}
		if v := in.Check.JudgeRun(run.final, fsm.StatusPossiblyDone, ""); !v.Wrong {
			return fmt.Sprintf("%q: the lookalike is judged %+v, want wrong\nevents: %q", in.Goal, v, run.final)
		}
	default:
		if v := in.Check.JudgeRun(run.final, fsm.StatusPossiblyDone, ""); !v.Success {
			return fmt.Sprintf("%q: the reference solution is judged %+v\nevents: %q", in.Goal, v, run.final)
		}
	}
	return ""
}
