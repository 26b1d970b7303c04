package settingsui

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/credentials"
)

func TestToggleShowsAndHidesTheKeyField(t *testing.T) {
	r := start(t, false, nil)
	p := r.open(t)
	if has(p, "#key") || !p.MustElement("#computer").MustProperty("checked").Bool() || p.MustElement("#typesafe").MustProperty("checked").Bool() {
		t.Fatal("a fresh install: computer tools on, the TypeSafe mode off, no key field")
	}
	mustContain(t, "the page", text(t, p), config.MsgTypeSafeDisabled)

	submit(t, p, func() { click(t, p, "#typesafe") })
	if !has(p, "input#key[type=password]") || !has(p, "#remove") {
		t.Fatal("the mode on: the password field, Save and Remove appear")
	}
	if v := p.MustElement("#key").MustProperty("value").String(); v != "" {
		t.Fatalf("the key field holds %q on load", v)
	}
	mustContain(t, "the page", text(t, p), config.MsgTypeSafeEnabled)
	mustContain(t, "the global file", fileText(t, r.paths.Global), `"computer-typesafe": {`)
	if s, _ := config.Load(r.paths); !s.TypeSafeEnabled {
		t.Fatal("the config the server reads says the mode is off")
	}

	submit(t, p, func() { click(t, p, "#typesafe") })
	if has(p, "#key") {
		t.Fatal("the mode off: the key field is hidden")
	}
	if s, _ := config.Load(r.paths); s.TypeSafeEnabled {
		t.Fatal("the config the server reads says the mode is on")
	}
	mustContain(t, "the page", text(t, p), config.MsgTypeSafeKeyKept)
}

func TestSavedKeyIsNeverShownAndRemoveDeletesIt(t *testing.T) {
	const key = "ts_PAGE-SAVED-KEY-0123456789abcdef"
	r := start(t, true, nil)
	if err := config.SetTypeSafeEnabled(r.paths.Workspace, true); err != nil {
		t.Fatal(err)
	}
	p := r.open(t)
	click(t, p, "#key")
	p.MustInsertText(key)
	submit(t, p, func() { click(t, p, "#save") })
	mustContain(t, "the page", text(t, p), credentials.SavedLine(r.store.Path))
	mustContain(t, "the page", text(t, p), credentials.SourceLine(jevhttp.KeyFromSaved, r.store.Path, false))
	p.MustReload()
	p.MustWaitLoad()
	if v := p.MustElement("#key").MustProperty("value").String(); v != "" {
		t.Fatalf("after a reload the key field holds %q", v)
	}
	if dom := p.MustEval(`() => document.documentElement.outerHTML`).String(); strings.Contains(dom, key) || strings.Contains(dom, key[:12]) {
		t.Fatal("the key is in the DOM")
	}
	if html := r.fetch(t); strings.Contains(html, key) || !strings.Contains(html, pagejs.NoAgentMeta) {
		t.Fatal("the served HTML holds the key, or lacks the no-agent marker")
	}
	for _, f := range []string{r.paths.Global, r.paths.Workspace} {
		if strings.Contains(fileText(t, f), key) {
			t.Fatalf("%s holds the key", f)
		}
	}
	if src, err := credentials.Source(context.Background(), func(string) string { return "" }, r.store); err != nil || src != jevhttp.KeyFromSaved {
		t.Fatalf("key status: %s, %v; want the saved store", src, err)
	}
	if strings.Contains(r.log.String(), key) {
		t.Fatal("the key reached the log")
	}

	submit(t, p, func() { click(t, p, "#remove") })
	mustContain(t, "the page", text(t, p), credentials.RemovedLine(r.store.Path, true))
	if k, _ := r.store.SavedKey(context.Background()); k != "" {
		t.Fatal("Remove saved TypeSafe key left the key saved")
	}
	mustContain(t, "the page", text(t, p), credentials.SourceLine(jevhttp.KeyNone, "", false))
}

func TestEnvironmentKeyIsShownAsWinning(t *testing.T) {
	const envKey = "ts_ENV-KEY-ffffffffffff"
	r := start(t, false, map[string]string{jevhttp.EnvAPIKey: envKey})
	if err := config.SetTypeSafeEnabled(r.paths.Global, true); err != nil {
		t.Fatal(err)
	}
	if err := r.store.Save("ts_SAVED-KEY-eeeeeeeeeeee"); err != nil {
		t.Fatal(err)
	}
	p := r.open(t)
	page := text(t, p)
	mustContain(t, "the page", page, credentials.SourceLine(jevhttp.KeyFromEnv, r.store.Path, true))
	mustContain(t, "the page", page, credentials.EnvWinsLine())
	if dom := p.MustEval(`() => document.documentElement.outerHTML`).String(); strings.Contains(dom, "ffffffff") || strings.Contains(dom, "eeeeeeee") {
		t.Fatal("part of a key is in the DOM")
	}
	submit(t, p, func() { click(t, p, "#remove") })
	mustContain(t, "the page", text(t, p), credentials.EnvStillSetLine())
}

// TestKeyboardReachesAndNamesEveryControl tabs through the page from the top: every
// control is reached, in order, and has an accessible name; Space on the switch toggles
// the mode, and the focus comes back to the switch after the page reloads.
func TestKeyboardReachesAndNamesEveryControl(t *testing.T) {
	r := start(t, true, nil)
	p := r.open(t)
	for i := 0; i < 10 && p.MustEval(`() => document.activeElement.id`).String() != "typesafe"; i++ {
		p.Keyboard.MustType(input.Tab)
	}
	submit(t, p, func() { p.Keyboard.MustType(input.Space) })
	if id := p.MustEval(`() => document.activeElement.id`).String(); id != "typesafe" || !has(p, "#key") {
		t.Fatalf("after Space on the switch: focus on %q, key field shown %v", id, has(p, "#key"))
	}
	if u := p.MustInfo().URL; u != r.srv.Origin()+"/" {
		t.Fatalf("the address bar keeps %q", u)
	}
	controls := p.MustEval(`() => Array.from(document.querySelectorAll('input:not([type=hidden]),button,select,textarea,a[href]'))
		.filter((e) => e.checkVisibility()).map((e) => e.id)`).Arr()
	p.MustEval(`() => document.activeElement.blur()`)
	reached := map[string]string{}
	var order []string
	for i := 0; i < 2*len(controls)+2 && len(reached) < len(controls); i++ {
		p.Keyboard.MustType(input.Tab)
		id := p.MustEval(`() => document.activeElement.id`).String()
		if id == "" || reached[id] != "" {
			continue
		}
		ax := axName(t, p, id)
		if ax == "" {
			t.Fatalf("#%s is reached by Tab but has no accessible name", id)
		}
		reached[id] = ax
		order = append(order, id+"="+ax)
	}
	for _, c := range controls {
		if reached[c.String()] == "" {
			t.Fatalf("#%s is not reachable by Tab (reached: %v)", c.String(), order)
		}
	}
	if reached["typesafe"] != "Experimental: TypeSafe/Jev browser goals" || reached["key"] != "TypeSafe API key" {
		t.Fatalf("names: %v", order)
	}
	t.Logf("tab order: %s", strings.Join(order, " | "))
}

// TestObservationRefusesThePage is the marker at work: the project's own observation,
// through the rod adapter, refuses the live settings page.
func TestObservationRefusesThePage(t *testing.T) {
	needBrowser(t)
	r := start(t, false, nil)
	ctx := context.Background()
	tab, err := shared.session.NewTab(ctx, r.srv.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close(ctx)
	_, err = tab.Observe(ctx)
	if !errors.Is(err, pagejs.ErrNoAgent) {
		t.Fatalf("observing the settings page: %v, want ErrNoAgent", err)
	}
}

// fetch gets the page's HTML over plain HTTP with the session cookie.
func (r *rig) fetch(t *testing.T) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, r.srv.Origin()+"/", nil)
	req.AddCookie(&http.Cookie{Name: CookieName, Value: r.srv.session})
	code, body := get(t, req)
	if code != http.StatusOK {
		t.Fatalf("GET / with the session: %d %s", code, body)
	}
	return body
}

// axName is the accessible name Chromium computes for the element with id.
func axName(t *testing.T, p *rod.Page, id string) string {
	t.Helper()
	el := p.MustElement("#" + id)
	res, err := proto.AccessibilityGetPartialAXTree{ObjectID: el.Object.ObjectID, FetchRelatives: false}.Call(p)
	if err != nil || len(res.Nodes) == 0 || res.Nodes[0].Name == nil {
		return ""
	}
	return strings.TrimSpace(res.Nodes[0].Name.Value.String())
}

func get(t *testing.T, req *http.Request) (int, string) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}
