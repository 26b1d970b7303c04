package goalbench

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"

	gorod "github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
)

var solveAll = flag.Bool("solve-all", false, "run every task's reference solution (default: the subset's)")

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
				events, err := runSolution(ctx, session, browser, srv, in)
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

func runSolution(ctx context.Context, session *rod.Session, browser *gorod.Browser, srv *Server, in *Instance) ([]string, error) {
	id, base := srv.Open(in)
	tab, err := session.NewTab(ctx, base+in.Start)
	if err != nil {
		return nil, err
	}
	defer tab.Close(context.WithoutCancel(ctx))
	page, err := browser.PageFromTarget(proto.TargetTargetID(tab.ID()))
	if err != nil {
		return nil, err
	}
	before := 1
	for _, step := range in.solve {
		kind, rest, _ := strings.Cut(step, " ")
		sel, arg, _ := strings.Cut(rest, " => ")
		if err := ready(ctx, page, loads(srv.Events(id)) > before); err != nil {
			return srv.Events(id), err
		}
		res, err := page.Eval(stepJS, kind, sel, arg)
		if err != nil {
			return srv.Events(id), fmt.Errorf("step %q: %w", step, err)
		}
		if msg := res.Value.Str(); msg != "" {
			return srv.Events(id), fmt.Errorf("step %q: %s", step, msg)
		}
		before = loads(srv.Events(id))
		srv.Settle(id, 50*time.Millisecond, settleMax)
	}
	return srv.Events(id), nil
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
