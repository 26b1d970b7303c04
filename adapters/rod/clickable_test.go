package rod

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/fsm"
)

// clickPattern is one fixture page of role-less clickables, written the way real sites
// build the pattern: the steps a person takes, each a click (or a fill) on an element
// with the given role and name, and the page handlers the steps must run, each once.
type clickPattern struct {
	page  string
	steps []clickStep
	texts []string       // the caller's text values (for fill steps)
	want  map[string]int // handler name → runs after the goal
}

type clickStep struct {
	role, name, context string
	fill                string // a fill step's value (role and name are the field's)
}

var clickPatterns = []clickPattern{
	{page: "tree.html", steps: []clickStep{{role: "clickable", name: "Invoices"}},
		want: map[string]int{"/Documents/Invoices": 1}},
	{page: "mail.html", steps: []clickStep{{role: "icon", name: "trash", context: "Quarterly report"}},
		want: map[string]int{"trash-2": 1}},
	{page: "tabs.html", steps: []clickStep{{role: "clickable", name: "Pricing"}},
		want: map[string]int{"tab-pricing": 1}},
	{page: "accordion.html", steps: []clickStep{{role: "clickable", name: "Shipping & returns"}},
		want: map[string]int{"faq-returns": 1}},
	{page: "autocomplete.html", texts: []string{"Ber"},
		steps: []clickStep{{role: "textbox", name: "From", fill: "Ber"}, {role: "clickable", name: "Berlin Germany"}},
		want:  map[string]int{"pick-Berlin": 1}},
	{page: "datepicker.html", steps: []clickStep{{role: "clickable", name: "Departure"}, {role: "clickable", name: "24"}},
		want: map[string]int{"open-picker": 1, "day-24": 1}},
	{page: "pager.html", steps: []clickStep{{role: "clickable", name: "Next ›"}},
		want: map[string]int{"next": 1}},
	{page: "cards.html", steps: []clickStep{{role: "clickable", name: "Baixa studio 1 guest · €85 night"}},
		want: map[string]int{"card-studio": 1}},
	{page: "dropdown.html", steps: []clickStep{{role: "clickable", name: "Choose a size"}, {role: "clickable", name: "Medium"}},
		want: map[string]int{"open-sizes": 1, "size-M": 1}},
	{page: "mousedown.html", steps: []clickStep{{role: "combobox", name: "Delivery slot"}, {role: "option", name: "Afternoon 12–5"}},
		want: map[string]int{"open-slots": 1, "slot-pm": 1}},
	{page: "toggle.html", steps: []clickStep{{role: "clickable", name: "Email notifications"}},
		want: map[string]int{"toggle-notify": 1}},
	{page: "rating.html", steps: []clickStep{{role: "clickable", name: "4 stars"}},
		want: map[string]int{"rate-4": 1}},
	{page: "menubar.html", steps: []clickStep{{role: "clickable", name: "File"}, {role: "clickable", name: "Export as PDF"}},
		want: map[string]int{"menu-file": 1, "cmd-export-pdf": 1}},
	{page: "table.html", steps: []clickStep{{role: "clickable", name: "Delete", context: "INV-1043"}},
		want: map[string]int{"delete-1043": 1}},
	{page: "modal.html", steps: []clickStep{{role: "clickable", name: "OK"}},
		want: map[string]int{"ok": 1}},
	{page: "feed.html", steps: []clickStep{{role: "icon", name: "like", context: "Grace Hopper"}},
		want: map[string]int{"like-grace": 1}},
	{page: "feed.html", steps: []clickStep{{role: "clickable", name: "Read the log"}},
		want: map[string]int{"read-log": 1}},
	{page: "terms.html", steps: []clickStep{{role: "clickable", name: "privacy policy"}},
		want: map[string]int{"doc-privacy": 1}},
	{page: "places.html", steps: []clickStep{{role: "clickable", name: "Share", context: "Porto Riverside"}},
		want: map[string]int{"share-porto": 1}},
}

// TestRepeatedItemsGiveTheirTextAsContext: a click target in one of a list's like items
// (same tag and class, three or more) takes the item's text as its context, so that the
// items' identical icons are told apart; a row of a form (it holds a text field) is not
// such an item, and its controls keep the heading before them; fields that share a name
// (a basket's Quantity selects) take the text of the item each sits in.
func TestRepeatedItemsGiveTheirTextAsContext(t *testing.T) {
	tab := openTab(t, "/clickables/places.html")
	obs := observe(t, tab)
	for _, place := range []string{"Lisbon Old town walk", "Porto Riverside cafés", "Sintra Palace gardens"} {
		for _, icon := range []string{"Share", "Remove from saved"} {
			e := elementIn(t, obs, "clickable", icon, place)
			if !strings.HasPrefix(e.Context, place) {
				t.Errorf("%s in %s: context %q", icon, place, e.Context)
			}
		}
	}
	n := 0
	for _, e := range obs.Elements {
		if e.Name == "Clear" {
			n++
			if e.Context != "Traveller details" {
				t.Errorf("Clear in a form row: context %q, want the heading", e.Context)
			}
		}
	}
	if n != 3 {
		t.Errorf("%d Clear controls observed, want 3", n)
	}
	// Fields that share a name take their item's text; fields named apart keep the
	// heading.
	for _, line := range []string{"Tram day pass €9", "River cruise €24", "Palace entry €14"} {
		if e := elementIn(t, obs, "combobox", "Quantity", line); e.Context != line {
			t.Errorf("Quantity of %s: context %q (a flex row's spans are separate words)", line, e.Context)
		}
	}
	if e := elementIn(t, obs, "textbox", "Passport", ""); e.Context != "Traveller details" {
		t.Errorf("Passport: context %q, want the heading", e.Context)
	}
}

// TestClickablePatterns observes each pattern's first target with a usable name, then
// runs the whole goal through the engine with a scripted decider on a real tab: every
// step is offered and executed, and the page's handlers run exactly as often as wanted
// (the target's once, nothing else that counts).
func TestClickablePatterns(t *testing.T) {
	for _, p := range clickPatterns {
		t.Run(p.page+"/"+p.steps[len(p.steps)-1].name, func(t *testing.T) {
			tab := openTab(t, "/clickables/"+p.page)
			first := p.steps[0]
			obs := observe(t, tab)
			e := elementIn(t, obs, first.role, first.name, first.context)
			if e.ID == "" || e.Box.Width <= 0 || !e.InViewport {
				t.Errorf("target %+v", e)
			}
			decider := &conformance.Scripted{}
			for _, s := range p.steps {
				step := conformance.Step{Action: fsm.ActClick, Name: s.name, Context: s.context}
				if s.fill != "" {
					step = conformance.Step{Action: fsm.ActFill, Name: s.name, Value: s.fill}
				}
				decider.Steps = append(decider.Steps, step)
			}
			res := runGoal(t, tab, decider, fsm.Request{
				Tab: tab.ID(), Goal: "Click " + p.steps[len(p.steps)-1].name, TextValues: p.texts,
				MaxSteps: len(p.steps) + 1, TimeoutMS: 30_000,
			})
			// Once the script is done the page may have nothing left to offer (a picker
			// closed, its opener already clicked): no_match then ends the goal.
			done := res.Status == fsm.StatusPossiblyDone || res.Status == fsm.StatusNoMatch
			if !done || res.Steps != len(p.steps) || len(res.Trace) != len(p.steps) {
				t.Fatalf("status %s after %d steps (%s): %+v", res.Status, res.Steps, res.Message, res.Trace)
			}
			for _, e := range res.Trace {
				if e.Outcome != fsm.OutcomeExecuted {
					t.Errorf("trace entry %+v", e)
				}
			}
			if got := pageHits(t, tab); !sameHits(got, p.want) {
				t.Errorf("handlers run %v, want %v", got, p.want)
			}
		})
	}
}

// elementIn returns the observed element with this role and name whose context
// contains context, failing the test when there is none.
func elementIn(tb testing.TB, obs fsm.Observation, role, name, context string) *fsm.Element {
	tb.Helper()
	for i := range obs.Elements {
		e := &obs.Elements[i]
		if e.Role == role && e.Name == name && strings.Contains(e.Context, context) {
			return e
		}
	}
	var seen []string
	for _, e := range obs.Elements {
		seen = append(seen, fmt.Sprintf("%s %q (%s)", e.Role, e.Name, e.Context))
	}
	tb.Fatalf("no %s named %q with context %q among %s", role, name, context, strings.Join(seen, ", "))
	return nil
}

// runGoal runs one goal through the engine on tab.
func runGoal(tb testing.TB, tab *Tab, d fsm.Decider, req fsm.Request) fsm.Result {
	tb.Helper()
	exec, err := browsergoal.New(browsergoal.Config{Decider: d, Logger: testLogger()})
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	res, err := exec.Run(ctx, req, tab)
	if err != nil {
		tb.Fatal(err)
	}
	return res
}

// pageHits reads the fixture's handler counts (testdata/clickables/hits.js).
func pageHits(tb testing.TB, tab *Tab) map[string]int {
	tb.Helper()
	var got map[string]int
	if err := json.Unmarshal([]byte(evalMain(tb, tab, "JSON.stringify(window.hits)").Str()), &got); err != nil {
		tb.Fatal(err)
	}
	return got
}

func sameHits(got, want map[string]int) bool {
	if len(got) != len(want) {
		return false
	}
	for k, v := range want {
		if got[k] != v {
			return false
		}
	}
	return true
}

// TestClickableDecoys: a clickable wrapper and its clickable child are two targets told
// apart by name; a wrapper with the same name as what it wraps is one target; and
// nothing hidden by the rules for every element (display, visibility, opacity, hidden, inert, aria-hidden, zero size,
// non-http(s) links, file and password fields, iframes, shadow roots, behind a modal
// dialog, a region as large as the page) is observed, whatever its listeners or cursor;
// a card whose centre is its button is not offered (the button is).
func TestClickableDecoys(t *testing.T) {
	tab := openTab(t, "/clickables/decoys.html")
	obs := observe(t, tab)
	project := element(t, obs, "clickable", "Project Alpha")
	star := element(t, obs, "icon", "star")
	if project.ID == star.ID || star.Context != "Project Alpha" {
		t.Errorf("wrapper %+v and child %+v", project, star)
	}
	count := map[string]int{}
	for _, e := range obs.Elements {
		count[e.Name]++
	}
	if count["Documentation"] != 1 || count["Reports"] != 1 {
		t.Errorf("a wrapper and what it wraps, same name: %v", count)
	}
	if e := element(t, obs, "link", "Documentation"); e.Tag != "a" {
		t.Errorf("the link should stay, not its wrapper: %+v", e)
	}
	for _, e := range obs.Elements {
		switch e.Name {
		case "Display none", "Visibility hidden", "Opacity zero", "Hidden attribute", "Inside inert",
			"Inside aria-hidden", "Zero size", "Inside a javascript link", "Inside a mailto link",
			"Upload photo", "Secret field", "Password label", "Inside a shadow root", "Inside an iframe",
			"Whole page region":
			t.Errorf("observed a hidden or forbidden element: %+v", e)
		}
	}

	// Both wrapper and child are clicked as themselves, each handler once.
	for _, e := range []*fsm.Element{project, star} {
		if err := tab.Act(testCtx(t), click(e.ID)); err != nil {
			t.Fatalf("click %q: %v", e.Name, err)
		}
	}
	// A card whose centre is its button is not offered: a click on it would land on the
	// button, which the click guard refuses; the button is the target.
	after := observe(t, tab)
	element(t, after, "button", "Delete all")
	for _, e := range after.Elements {
		if e.Name == "Weekly digest Delete all" {
			t.Errorf("a card whose click point is its button offered: %+v", e)
		}
	}
	if got, want := pageHits(t, tab), map[string]int{"click-project": 1, "star": 1}; !sameHits(got, want) {
		t.Errorf("handlers run %v, want %v", got, want)
	}

	// Behind an open modal dialog only the dialog's content is observed.
	evalMain(t, tab, "document.getElementById('dlg').showModal(), true")
	modal := observe(t, tab)
	element(t, modal, "clickable", "Inside the dialog")
	for _, e := range modal.Elements {
		if e.Name == "Behind the modal dialog" || e.Name == "Project Alpha" {
			t.Errorf("observed behind a modal dialog: %+v", e)
		}
	}
}

// TestClickableRecheck: the recheck of a role-less clickable passes on the same node,
// role and name, and fails when its name changes, when it is hidden or when the node is
// replaced by an identical one; the click then is refused before any event.
func TestClickableRecheck(t *testing.T) {
	tab := openTab(t, "/clickables/tabs.html")
	obs := observe(t, tab)
	e := element(t, obs, "clickable", "Pricing")
	if f, err := tab.Verify(testCtx(t), obs.Epoch, click(e.ID), e); err != nil || !f.Fresh {
		t.Fatalf("fresh recheck: %+v %v", f, err)
	}
	// refused: the click itself (which checks the node, not the name) is refused too.
	cases := []struct {
		name, script, reason string
		refused              bool
	}{
		{"renamed", "document.querySelectorAll('.tab')[1].textContent = 'Prices'", "name changed", false},
		{"hidden", "document.querySelectorAll('.tab')[1].style.display = 'none'", "no longer visible", true},
		{"replaced", "const t = document.querySelectorAll('.tab')[1]; t.replaceWith(t.cloneNode(true))", "no longer in the page", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tab := openTab(t, "/clickables/tabs.html")
			e := element(t, observe(t, tab), "clickable", "Pricing")
			evalMain(t, tab, c.script+"; true")
			now := observe(t, tab)
			f, err := tab.Verify(testCtx(t), now.Epoch, click(e.ID), e)
			if err != nil || f.Fresh || !strings.Contains(f.Reason, c.reason) {
				t.Errorf("recheck after %s: %+v %v", c.name, f, err)
			}
			if !c.refused {
				return
			}
			actErr(t, tab.Act(testCtx(t), click(e.ID)), false)
			if got := pageHits(t, tab); len(got) != 0 {
				t.Errorf("handlers run %v", got)
			}
		})
	}
}

// TestClickablesPastTheBudget: on a page with more elements than the budget, scrolled to
// its middle, the role-less rows in the viewport are still observed (found by the
// viewport probe), in document order after the other in-viewport elements' order rules.
func TestClickablesPastTheBudget(t *testing.T) {
	tab := openTab(t, "/rows.html?n=2000")
	evalMain(t, tab, "scrollTo(0, document.body.scrollHeight / 2), true")
	obs := observe(t, tab)
	rows := 0
	for _, e := range obs.Elements {
		if e.Role == "clickable" && e.InViewport && strings.HasPrefix(e.Name, "Message ") {
			rows++
		}
	}
	if rows == 0 || len(obs.Elements) > DefaultMaxElements {
		t.Fatalf("%d in-viewport role-less rows among %d elements", rows, len(obs.Elements))
	}
	viewportFirst(t, obs)
}

// viewportFirst fails the test when an in-viewport element follows an off-viewport one,
// and reports whether any element is off the viewport.
func viewportFirst(tb testing.TB, obs fsm.Observation) bool {
	tb.Helper()
	seenOut := false
	for _, e := range obs.Elements {
		if !e.InViewport {
			seenOut = true
		} else if seenOut {
			tb.Fatal("an in-viewport element after an off-viewport one")
		}
	}
	return seenOut
}
