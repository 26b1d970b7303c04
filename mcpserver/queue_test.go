package mcpserver_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/notepage"
)

// TestFiveParallelObservesOnOneTab: five browser_observe calls at once on one tab all
// succeed (queued in order, sharing fresh observations), each with element ids in its
// text block.
func TestFiveParallelObservesOnOneTab(t *testing.T) {
	f := newFixture(t, enabled)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan string, 5)
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, out, err := f.call(ctx, "browser_observe", map[string]any{"tab": f.tab}, false)
			switch {
			case err != nil:
				errs <- err.Error()
			case res.IsError:
				errs <- text(res)
			case !strings.Contains(text(res), `"id":"e1"`) || out["observation"] == nil:
				errs <- "no element ids in the text block: " + text(res)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestParallelGoalAndObserveQueue: a goal and an observation sent together on one tab
// both run, one after the other; neither is refused.
func TestParallelGoalAndObserveQueue(t *testing.T) {
	f := newFixture(t, enabled)
	ctx := context.Background()
	var wg sync.WaitGroup
	var goal, obs map[string]any
	var goalErr, obsErr bool
	wg.Add(2)
	go func() {
		defer wg.Done()
		res, out, err := f.call(ctx, "browser_goal", goalArgs(f, "queued goal"), false)
		goal, goalErr = out, err != nil || res.IsError
	}()
	go func() {
		defer wg.Done()
		time.Sleep(50 * time.Millisecond)
		res, out, err := f.call(ctx, "browser_observe", map[string]any{"tab": f.tab}, false)
		obs, obsErr = out, err != nil || res.IsError
	}()
	wg.Wait()
	if goalErr || obsErr || goal["status"] != string(fsm.StatusPossiblyDone) || obs["observation"] == nil {
		t.Fatalf("goal %v, observe %v", goal, obs)
	}
}

// TestCancelDuringDispatch: the client cancels a goal while its fill is being
// dispatched (the page holds the input's request). No response is sent for the call;
// the executed trace arrives in a log notification; browser_tabs and the tab's next
// call report the cancelled goal's outcome.
func TestCancelDuringDispatch(t *testing.T) {
	f := newFixture(t, enabled)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	value := "cancelled mid dispatch"
	if _, _, err := midGoal(f, ctx, value, cancel); err == nil {
		t.Fatal("the cancelled call returned a result")
	}
	var logged struct {
		Cancelled any `json:"cancelled_request"`
		Result    struct {
			Status string           `json:"status"`
			Trace  []fsm.TraceEntry `json:"trace"`
		} `json:"result"`
	}
	select {
	case raw := <-f.logs:
		if err := json.Unmarshal(raw, &logged); err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no log notification with the cancelled goal's trace")
	}
	if len(logged.Result.Trace) != 1 || logged.Result.Trace[0].Action != fsm.ActFill || logged.Result.Trace[0].Value != value {
		t.Fatalf("the notification's trace does not show the fill that went out: %+v", logged)
	}
	ids := f.wire.Calls()
	if len(ids) != 1 {
		t.Fatalf("%d calls sent", len(ids))
	}
	time.Sleep(200 * time.Millisecond)
	if f.wire.Answered(ids[0]) {
		t.Fatal("the server answered the cancelled request")
	}
	// browser_tabs and the tab's next call report it.
	_, tabs, err := f.call(context.Background(), "browser_tabs", map[string]any{}, false)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(tabs)
	if !strings.Contains(string(raw), `"cancelled":true`) || !strings.Contains(string(raw), value) {
		t.Fatalf("browser_tabs does not report the cancelled goal: %s", raw)
	}
	_, out, err := f.call(context.Background(), "browser_observe", map[string]any{"tab": f.tab}, false)
	if err != nil {
		t.Fatal(err)
	}
	prev, _ := out["previous"].(map[string]any)
	if prev == nil || prev["cancelled"] != true || prev["tool"] != "browser_goal" {
		t.Fatalf("the next call does not report the cancelled goal: %v", out["previous"])
	}
	_, out, _ = f.call(context.Background(), "browser_observe", map[string]any{"tab": f.tab}, false)
	if out["previous"] != nil {
		t.Fatal("the cancelled goal is reported twice")
	}
	time.Sleep(notepage.BusyMS * time.Millisecond)
	if slices.Contains(page.Effects(), value) {
		t.Fatalf("the preview was pressed after the cancellation: %q", page.Effects())
	}
}

// TestMessagesSayWhatIsRefused: without permission, observe names --allow-computer-use;
// with the mode off and no permission, the goal's refusal does not claim the other
// tools work; every message ends with a full stop.
func TestMessagesSayWhatIsRefused(t *testing.T) {
	f := newFixture(t, `{}`)
	ctx := context.Background()
	res, out, _ := f.call(ctx, "browser_observe", map[string]any{"tab": f.tab}, false)
	if !res.IsError || out["status"] != string(fsm.StatusPermissionRevoked) || !strings.Contains(text(res), "--allow-computer-use") || strings.Contains(out["error"].(string), "was revoked") {
		t.Fatalf("observe without permission: %s", text(res))
	}
	_, out, _ = f.call(ctx, "browser_goal", goalArgs(f, "x"), false)
	if out["status"] != string(fsm.StatusPermissionRevoked) || strings.Contains(out["error"].(string), "still work") {
		t.Fatalf("goal without permission or mode: %v", out)
	}
	f.writeConfig(`{"agent":{"permissions":{"computer-use":"allow"}}}`)
	_, out, _ = f.call(ctx, "browser_goal", goalArgs(f, "x"), false)
	msg, _ := out["error"].(string)
	if out["status"] != string(fsm.StatusModeDisabled) || !strings.Contains(msg, "browser_observe") || !strings.HasSuffix(msg, ".") {
		t.Fatalf("goal with the mode off: %v", out)
	}
	f.writeConfig(`{"agent":{"mcp":{"computer":{"enabled":false}},"permissions":{"computer-use":"allow"}}}`)
	_, out, _ = f.call(ctx, "browser_observe", map[string]any{"tab": f.tab}, false)
	msg, _ = out["error"].(string)
	if out["status"] != string(fsm.StatusModeDisabled) || !strings.HasSuffix(msg, ".") {
		t.Fatalf("observe with the computer tools off: %v", out)
	}
}
