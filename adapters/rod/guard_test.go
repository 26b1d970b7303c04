package rod

import (
	"errors"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/go-rod/rod/lib/proto"

	"github.com/browsergoal/browsergoal/fsm"
)

// overlayCase clicks Search on overlay.html?mode and returns Act's error and how many
// events the overlay and the button saw.
func overlayCase(t *testing.T, mode string) (err error, overlay, search int) {
	t.Helper()
	tab := openTab(t, "/overlay.html?"+mode)
	obs := observe(t, tab)
	btn := element(t, obs, "button", "Search")
	err = tab.Act(testCtx(t), click(btn.ID))
	return err, evalMain(t, tab, "window.overlayClicks").Int(), evalMain(t, tab, "window.searchClicks").Int()
}

func TestClickRefusesOverlayAddedOnScroll(t *testing.T) {
	err, overlay, search := overlayCase(t, "scroll")
	refused(t, err, "covers the target")
	if overlay != 0 || search != 0 {
		t.Fatalf("overlay saw %d events, Search %d clicks; want none", overlay, search)
	}
}

func TestClickGuardRefusesOverlayAddedOnMouseMove(t *testing.T) {
	err, overlay, search := overlayCase(t, "move")
	refused(t, err, "went to another element (div)")
	if overlay != 0 || search != 0 {
		t.Fatalf("overlay saw %d events, Search %d clicks; want none", overlay, search)
	}
}

func TestClickGuardPartlyDeliveredMayHaveReached(t *testing.T) {
	err, overlay, search := overlayCase(t, "down")
	actErr(t, err, true)
	if !strings.Contains(err.Error(), "part of the click reached the target") {
		t.Errorf("error: %v", err)
	}
	if overlay != 0 || search != 0 {
		t.Fatalf("overlay saw %d events, Search %d clicks; want none", overlay, search)
	}
}

func TestClickGuardIsRemoved(t *testing.T) {
	tab := openTab(t, "/overlay.html?none")
	obs := observe(t, tab)
	if err := tab.Act(testCtx(t), click(element(t, obs, "button", "Search").ID)); err != nil {
		t.Fatal(err)
	}
	// A later click elsewhere (here on the page's heading) is not blocked.
	evalMain(t, tab, "document.querySelector('h1').onclick = () => { window.h1 = true }; true")
	userClick(t, tab, 20, 30)
	if !evalMain(t, tab, "window.h1 === true && window.searchClicks === 1").Bool() {
		t.Fatal("the guard outlived its click")
	}
}

func TestEmojiAtTheNameCut(t *testing.T) {
	tab := openTab(t, "/emoji.html")
	obs := observe(t, tab)
	want := strings.Repeat("a", 119)
	btn := element(t, obs, "button", want)
	if n := len(utf16.Encode([]rune(btn.Name))); n != 119 {
		t.Fatalf("name is %d UTF-16 units", n)
	}
	f, err := tab.Verify(testCtx(t), obs.Epoch, click(btn.ID), btn)
	if err != nil || !f.Fresh {
		t.Fatalf("recheck: %+v %v", f, err)
	}
	if err := tab.Act(testCtx(t), click(btn.ID)); err != nil {
		t.Fatal(err)
	}
	if n := evalMain(t, tab, "window.clicks").Int(); n != 1 {
		t.Fatalf("%d clicks", n)
	}
}

func TestNonWebLinksAreNeitherObservedNorClicked(t *testing.T) {
	tab := openTab(t, "/links.html")
	obs := observe(t, tab)
	var names []string
	for _, e := range obs.Elements {
		names = append(names, e.Name)
		if e.Href != "" && !strings.HasPrefix(e.Href, "http://") && !strings.HasPrefix(e.Href, "https://") {
			t.Errorf("non-http(s) href observed: %+v", e)
		}
	}
	if strings.Join(names, "|") != "Web page|Second web page" {
		t.Fatalf("observed %q", names)
	}
	web := element(t, obs, "link", "Web page")
	evalMain(t, tab, "document.getElementById('web').href = 'javascript:window.jsRan = true'; true")
	refused(t, tab.Act(testCtx(t), click(web.ID)), "non-http(s) URL")
	// The page turns the link into a script link as the mouse reaches it: the guard
	// cancels the click (the press and release had reached the link).
	err := tab.Act(testCtx(t), click(element(t, obs, "link", "Second web page").ID))
	actErr(t, err, true)
	if !strings.Contains(err.Error(), "non-http(s) URL") {
		t.Errorf("error: %v", err)
	}
	if evalMain(t, tab, "window.jsRan === true").Bool() {
		t.Fatal("a javascript: link ran")
	}
}

func TestObserveRefusesNonWebPages(t *testing.T) {
	tab := openTab(t, "/simple.html")
	for _, u := range []string{"data:text/html,<button>Hi</button>", "file:///etc/hostname"} {
		if _, err := (proto.PageNavigate{URL: u}).Call(tab.cdp(testCtx(t))); err != nil {
			t.Fatal(err)
		}
		waitLoaded(t, tab, u)
		if _, err := tab.Observe(testCtx(t)); !errors.Is(err, ErrNotWeb) || !strings.Contains(err.Error(), "not http(s)") {
			t.Fatalf("observe %s: %v", u, err)
		}
	}
	if _, err := (proto.PageNavigate{URL: "about:blank"}).Call(tab.cdp(testCtx(t))); err != nil {
		t.Fatal(err)
	}
	waitLoaded(t, tab, "about:blank")
	evalMain(t, tab, "document.body.innerHTML = '<button>Written</button><p>text</p>'; true")
	obs, err := tab.Observe(testCtx(t))
	if err != nil || obs.URL != "about:blank" || len(obs.Elements) != 0 || obs.Text != "" {
		t.Fatalf("about:blank: %+v %v", obs, err)
	}
}

func TestSelectMatchesLikeTheCore(t *testing.T) {
	tab := openTab(t, "/simple.html")
	evalMain(t, tab, `document.body.insertAdjacentHTML('beforeend',
		'<select id="s1" aria-label="One"><option value="a">L3</option><option value="L3">B</option><option value="c">C</option></select>' +
		'<select id="s2" aria-label="Two"><option value="x">Same</option><option value="y">Same</option><option value="z" disabled>Z</option><option value="w">Z</option></select>'); true`)
	obs := observe(t, tab)
	sel := func(name, v string) error {
		return tab.Act(testCtx(t), fsm.Operation{Action: fsm.ActSelect, Target: element(t, obs, "combobox", name).ID, Value: v})
	}
	if err := sel("One", "L3"); err != nil {
		t.Fatal(err)
	}
	if v := evalMain(t, tab, "document.getElementById('s1').value").Str(); v != "L3" {
		t.Fatalf("value %q: the value must win over the label", v)
	}
	refused(t, sel("Two", "Same"), "ambiguous")
	if v := evalMain(t, tab, "document.getElementById('s2').value").Str(); v != "x" {
		t.Fatalf("a refused select changed the value to %q", v)
	}
	// The disabled option with value z does not count; the enabled one labelled Z does.
	if err := sel("Two", "Z"); err != nil {
		t.Fatal(err)
	}
	if v := evalMain(t, tab, "document.getElementById('s2').value").Str(); v != "w" {
		t.Fatalf("value %q after selecting the label Z", v)
	}
}

// waitLoaded waits until the tab shows a loaded document at u.
func waitLoaded(t *testing.T, tab *Tab, u string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !evalMain(t, tab, "location.href === "+strconvQuote(u)+" && document.readyState === 'complete'").Bool() {
		if time.Now().After(deadline) {
			t.Fatalf("%s did not load", u)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// userClick presses and releases the left button at (x, y) the way a person would,
// outside the adapter and its guard.
func userClick(t *testing.T, tab *Tab, x, y float64) {
	t.Helper()
	for _, typ := range []proto.InputDispatchMouseEventType{proto.InputDispatchMouseEventTypeMousePressed, proto.InputDispatchMouseEventTypeMouseReleased} {
		ev := proto.InputDispatchMouseEvent{Type: typ, X: x, Y: y, Button: proto.InputMouseButtonLeft, ClickCount: 1}
		if err := ev.Call(tab.cdp(testCtx(t))); err != nil {
			t.Fatal(err)
		}
	}
}
