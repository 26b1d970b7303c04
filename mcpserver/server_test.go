package mcpserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/notepage"
)

func TestInitializeAndToolList(t *testing.T) {
	f := newFixture(t, enabled)
	if init := f.cs.InitializeResult(); init.ServerInfo.Name != "browsergoal" {
		t.Fatalf("server info %+v", init.ServerInfo)
	}
	list, err := f.cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	readOnly := map[string]bool{"browser_goal": false, "browser_step": false, "browser_navigate": false, "browser_back": false, "browser_observe": true, "browser_tabs": false, "browser_screenshot": true}
	if len(list.Tools) != len(readOnly) {
		t.Fatalf("%d tools, want %d", len(list.Tools), len(readOnly))
	}
	for _, tool := range list.Tools {
		ro, ok := readOnly[tool.Name]
		if !ok || tool.Annotations == nil || tool.Annotations.ReadOnlyHint != ro || tool.InputSchema == nil {
			t.Errorf("%s: annotations %+v, schema %v", tool.Name, tool.Annotations, tool.InputSchema != nil)
		}
		if (tool.Name == "browser_goal" || tool.Name == "browser_step") && (tool.Annotations.DestructiveHint == nil || !*tool.Annotations.DestructiveHint) {
			t.Errorf("%s changes pages and must say so", tool.Name)
		}
		if tool.Name == "browser_goal" {
			raw, _ := json.Marshal(tool.InputSchema)
			for _, field := range []string{"target", "tab", "goal", "text_values", "select_values", "navigate_urls", "allow_back", "max_steps", "timeout_ms", "preview", `"maximum":8`, `"maximum":30000`} {
				if !strings.Contains(string(raw), field) {
					t.Errorf("browser_goal's schema lacks %s: %s", field, raw)
				}
			}
			for _, g := range fsm.Guide() {
				if !strings.Contains(tool.Description, string(g.Status)+": ") {
					t.Errorf("browser_goal's description does not teach %s", g.Status)
				}
			}
			if !strings.Contains(tool.Description, "verbatim") || !strings.Contains(tool.Description, "preferred") {
				t.Error("browser_goal's description must teach verbatim values and the preference for one bounded goal")
			}
		}
	}
}

func TestGoalSucceedsWithProgress(t *testing.T) {
	f := newFixture(t, enabled)
	res, out, err := f.call(context.Background(), "browser_goal", goalArgs(f, "hello in process"), true)
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError || out["status"] != string(fsm.StatusPossiblyDone) {
		t.Fatalf("status %v: %s", out["status"], text(res))
	}
	if !strings.Contains(text(res), "possibly_done") {
		t.Fatalf("summary %q", text(res))
	}
	if !slices.Contains(page.Effects(), "hello in process") {
		t.Fatalf("the page saw %q", page.Effects())
	}
	if got := drain(f.progress); len(got) < 8 || !strings.Contains(strings.Join(got, "\n"), "Rechecking --rechecked--> Dispatching") {
		t.Fatalf("progress notifications: %q", got)
	}
}

func TestInvalidArgumentsNameTheField(t *testing.T) {
	f := newFixture(t, enabled)
	cases := []struct {
		tool  string
		args  map[string]any
		field string
	}{
		{"browser_goal", map[string]any{"goal": "g", "max_steps": 9}, "max_steps"},
		{"browser_goal", map[string]any{"goal": "g", "timeout_ms": 500}, "timeout_ms"},
		{"browser_goal", map[string]any{"max_steps": 2}, "goal"},
		{"browser_goal", map[string]any{"goal": "g", "navigate_urls": []string{"javascript:alert(1)"}}, "navigate_urls[0]"},
		{"browser_goal", map[string]any{"goal": "g", "colour": "blue"}, "colour"},
		{"browser_goal", map[string]any{"goal": "g", "text_values": "one"}, "text_values"},
		{"browser_step", map[string]any{"action": "hover", "element": "e1"}, "action"},
		{"browser_step", map[string]any{"action": "fill", "element": "e1"}, "value"},
		{"browser_step", map[string]any{"action": "click"}, "element"},
		{"browser_observe", map[string]any{"tab": strings.Repeat("x", 300)}, "tab"},
		{"browser_tabs", map[string]any{"tab": "x"}, "tab"},
		{"browser_tabs", map[string]any{"action": "open", "url": "javascript:alert(1)"}, "url"},
		{"browser_tabs", map[string]any{"action": "open", "url": "file:///etc/passwd"}, "url"},
		{"browser_tabs", map[string]any{"action": "open", "url": "data:text/html,hi"}, "url"},
		{"browser_tabs", map[string]any{"action": "open", "url": "/relative"}, "url"},
		{"browser_tabs", map[string]any{"action": "open", "tab": "x"}, "tab"},
		{"browser_tabs", map[string]any{"action": "list", "url": "http://127.0.0.1/"}, "url"},
		{"browser_tabs", map[string]any{"action": "select"}, "tab"},
		{"browser_tabs", map[string]any{"action": "close"}, "tab"},
		{"browser_tabs", map[string]any{"action": "zap"}, "action"},
		{"browser_screenshot", map[string]any{"format": "jpeg"}, "format"},
	}
	for _, c := range cases {
		res, out, err := f.call(context.Background(), c.tool, c.args, false)
		if err != nil {
			t.Fatal(err)
		}
		if !res.IsError || out["field"] != c.field || !strings.Contains(text(res), c.field) {
			t.Errorf("%s %v: error %v field %v %q; want a tool error naming %s", c.tool, c.args, res.IsError, out["field"], text(res), c.field)
		}
	}
}

func TestModeDisabledRefusesGoalButStepAndObserveWork(t *testing.T) {
	f := newFixture(t, `{"agent":{"permissions":{"computer-use":"allow"}}}`)
	ctx := context.Background()
	res, out, err := f.call(ctx, "browser_goal", goalArgs(f, "never typed"), false)
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError || out["status"] != string(fsm.StatusModeDisabled) || !strings.Contains(text(res), "TypeSafe browser mode is disabled") {
		t.Fatalf("want a clear refusal: %v %q", out, text(res))
	}
	res, out, err = f.call(ctx, "browser_observe", map[string]any{"tab": f.tab}, false)
	if err != nil || res.IsError {
		t.Fatalf("observe: %v %q", err, text(res))
	}
	note := findElement(t, out, "Note")
	res, out, err = f.call(ctx, "browser_step", map[string]any{"tab": f.tab, "action": "fill", "element": note, "value": "typed by a step"}, false)
	if err != nil || res.IsError || out["status"] != "executed" || out["observation"] == nil {
		t.Fatalf("step: %v %v %q", err, out["status"], text(res))
	}
	// The same fill again without a deliberate observation is never replayed.
	res, out, _ = f.call(ctx, "browser_step", map[string]any{"tab": f.tab, "action": "fill", "element": note, "value": "typed by a step"}, false)
	if !res.IsError || (out["status"] != string(fsm.StatusReplayRefused) && out["field"] != "element") {
		t.Fatalf("a repeated step: %v %q", out, text(res))
	}
	// A value that cannot be typed there, and an unknown element, are refused by name.
	res, out, _ = f.call(ctx, "browser_step", map[string]any{"tab": f.tab, "action": "select", "element": note, "value": "x"}, false)
	if !res.IsError || out["field"] != "element" {
		t.Fatalf("select on a text field: %v %q", out, text(res))
	}
	if strings.Contains(f.log.String()+text(res), "s3cret-pw") {
		t.Fatal("the password leaked")
	}
}

func TestCancellationMidGoal(t *testing.T) {
	f := newFixture(t, enabled)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Cancel once the fill has returned (the machine left Dispatching), while the page is
	// still busy and the goal waits for it to settle: no action is in flight, so the goal
	// ends cancelled. (A cancel during the fill itself ends partial_unknown, rightly.)
	done := make(chan struct{})
	go func() {
		defer close(done)
		deadline := time.Now().Add(30 * time.Second)
		for !strings.Contains(f.log.String(), `"from":"Dispatching","trigger":"dispatched"`) && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		cancel()
	}()
	_, _, err := f.call(ctx, "browser_goal", goalArgs(f, "cancelled in process"), true)
	<-done
	if err == nil {
		t.Fatal("the cancelled call returned a result")
	}
	waitLog(t, f.log, `"status":"cancelled"`)
	time.Sleep(notepage.BusyMS * time.Millisecond)
	if slices.Contains(page.Effects(), "cancelled in process") {
		t.Fatalf("the preview was pressed after the cancellation: %q", page.Effects())
	}
}

func TestRevocationMidGoal(t *testing.T) {
	f := newFixture(t, enabled)
	res, out, err := midGoal(f, context.Background(), "revoked in process", func() {
		f.writeConfig(strings.Replace(enabled, `"allow"`, `"deny"`, 1))
	})
	if err != nil {
		t.Fatal(err)
	}
	if out["status"] != string(fsm.StatusPermissionRevoked) || out["steps"] != 1.0 {
		t.Fatalf("status %v after %v steps: %s", out["status"], out["steps"], text(res))
	}
	if slices.Contains(page.Effects(), "revoked in process") {
		t.Fatalf("the preview was pressed after the revocation: %q", page.Effects())
	}
}

func TestKeysAreRefusedAndNeverEchoed(t *testing.T) {
	f := newFixture(t, enabled)
	ctx := context.Background()
	for _, args := range []map[string]any{
		{"tab": f.tab, "goal": "g", "text_values": []string{"my key is " + fakeKey}},
		{"tab": f.tab, "goal": "g", "api_key": fakeKey},
		{"tab": f.tab, "action": "fill", "element": "e1", "value": fakeKey},
	} {
		for _, tool := range []string{"browser_goal", "browser_step"} {
			res, out, err := f.call(ctx, tool, args, false)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := json.Marshal(res)
			if !res.IsError || !strings.Contains(text(res), "API keys are never accepted") || strings.Contains(string(raw), fakeKey) {
				t.Fatalf("%s %v: %v %s", tool, args, out, raw)
			}
		}
	}
	if strings.Contains(f.log.String(), fakeKey) {
		t.Fatal("the key reached the log")
	}
}

func TestTabsListsTheTab(t *testing.T) {
	f := newFixture(t, enabled)
	res, out, err := f.call(context.Background(), "browser_tabs", map[string]any{}, false)
	if err != nil || res.IsError || !strings.Contains(text(res), f.tab) {
		t.Fatalf("%v %q", err, text(res))
	}
	tabs, _ := out["tabs"].([]any)
	if len(tabs) == 0 {
		t.Fatalf("no tabs: %v", out)
	}
	f.writeConfig(`{"agent":{"permissions":{"computer-use":"deny"}}}`)
	res, out, _ = f.call(context.Background(), "browser_tabs", map[string]any{}, false)
	if !res.IsError || out["status"] != string(fsm.StatusPermissionRevoked) {
		t.Fatalf("tabs without permission: %v", out)
	}
}

func TestKeyNeverLeaksFromAJevGoal(t *testing.T) {
	svc := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		fmt.Fprintf(w, `{"detail":{"error_type":"authentication_error","message":"Invalid API key: %s (%s)"}}`, fakeKey, r.Header.Get("Authorization"))
	}))
	defer svc.Close()
	var log syncBuffer
	dec, err := jevhttp.New(jevhttp.Config{BaseURL: svc.URL, Key: fakeKey, Logger: zerolog.New(&log).Level(zerolog.DebugLevel)})
	if err != nil {
		t.Fatal(err)
	}
	f := newFixtureWith(t, enabled, func(context.Context) (fsm.Decider, error) { return dec, nil })
	res, out, err := f.call(context.Background(), "browser_goal", goalArgs(f, "never typed with a bad key"), true)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(res)
	if out["status"] != string(fsm.StatusAuthFailed) {
		t.Fatalf("status %v: %s", out["status"], raw)
	}
	if strings.Contains(string(raw)+f.log.String()+log.String()+strings.Join(drain(f.progress), "\n"), fakeKey) {
		t.Fatal("the key appeared in the result, a progress message or a log line")
	}
}

// TestNavigateAndBackWithoutTheMode: browser_navigate and browser_back work with the
// TypeSafe mode off (the computer tools and the permission suffice), each as a caller's
// step of the machine; a javascript: URL is refused by the navigate_urls rules, naming url.
func TestNavigateAndBackWithoutTheMode(t *testing.T) {
	f := newFixture(t, `{"agent":{"permissions":{"computer-use":"allow"}}}`)
	ctx := context.Background()
	res, out, err := f.call(ctx, "browser_navigate", map[string]any{"tab": f.tab, "url": "javascript:alert(1)"}, false)
	if err != nil || !res.IsError || out["field"] != "url" {
		t.Fatalf("a javascript: URL: %v %v", err, out)
	}
	second := page.URL() + "second"
	res, out, err = f.call(ctx, "browser_navigate", map[string]any{"tab": f.tab, "url": second}, false)
	if err != nil || res.IsError || out["status"] != "executed" || out["url"] != second || out["observation"] == nil {
		t.Fatalf("navigate: %v %v", err, out)
	}
	if path, _ := json.Marshal(out["path"]); string(path) != `["Rechecking","Dispatching","Observing","executed"]` {
		t.Fatalf("navigate's path %s", path)
	}
	res, out, err = f.call(ctx, "browser_back", map[string]any{"tab": f.tab}, false)
	if err != nil || res.IsError || out["status"] != "executed" || out["url"] != page.URL() {
		t.Fatalf("back: %v %v", err, out)
	}
	f.writeConfig(`{}`)
	res, out, _ = f.call(ctx, "browser_navigate", map[string]any{"tab": f.tab, "url": second}, false)
	if !res.IsError || out["status"] != string(fsm.StatusPermissionRevoked) {
		t.Fatalf("navigate without permission: %v", out)
	}
}
