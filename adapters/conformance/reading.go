package conformance

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// readingScenarios are the pages nobody here wrote, each a pattern real sites use, with
// decoys: names as a person reads them, one target per control, what only the style
// sheets say, what a scrolling box cuts off, suggestions after a typing timer, and the
// links left out counted. Each observes the page and then runs one goal through the
// engine with a scripted decider that performs its action exactly once.
var readingScenarios = []scenario{
	{"WordBreaksWhereTheRenderedTextHasThem", wordBreaks},
	{"DelegatedChildrenAreSeparateTargets", delegatedChildren},
	{"HoverOnlyPointersAndCSSDrawnIcons", hoverPointers},
	{"IconFontLigaturesNameTheIconNotTheRow", iconFonts},
	{"NoWrapperTheClickGuardWouldRefuse", noCoveredWrapper},
	{"RowsClippedByAScrollingBoxAreNotInView", clippedRows},
	{"SuggestionsAfterATypingTimerAreSeen", debouncedSuggestions},
	{"NonWebLinksAreCountedAsDropped", nonWebLinksCounted},
}

// names lists the observation's elements as role "name" (context), for failures.
func names(obs fsm.Observation) string {
	var out []string
	for _, e := range obs.Elements {
		out = append(out, fmt.Sprintf("%s %q (%s)", e.Role, e.Name, e.Context))
	}
	return strings.Join(out, ", ")
}

// ElementIn returns the observed element with this role and name whose context contains
// context, failing the test when there is none.
func ElementIn(tb testing.TB, obs fsm.Observation, role, name, context string) *fsm.Element {
	tb.Helper()
	for i := range obs.Elements {
		e := &obs.Elements[i]
		if e.Role == role && e.Name == name && strings.Contains(e.Context, context) {
			return e
		}
	}
	tb.Fatalf("no %s named %q with context %q among %s", role, name, context, names(obs))
	return nil
}

// hits reads the fixture's handler counts (testdata/clickables/hits.js).
func (h Harness) hits(tb testing.TB, b fsm.Browser) map[string]int {
	tb.Helper()
	var got map[string]int
	if err := json.Unmarshal([]byte(h.eval(tb, b, "window.hits")), &got); err != nil {
		tb.Fatal(err)
	}
	return got
}

// once runs a goal of steps on path with a scripted decider and requires every step
// executed once, the goal ended, and the page's handlers run exactly as want says.
func (h Harness) once(t *testing.T, b fsm.Browser, steps []Step, texts []string, want map[string]int) fsm.Result {
	t.Helper()
	d := &Scripted{Steps: append([]Step(nil), steps...)}
	res := RunGoal(t, b, d, fsm.Request{
		Tab: "", Goal: "Do " + steps[len(steps)-1].Name, TextValues: texts,
		MaxSteps: len(steps) + 1, TimeoutMS: 30_000,
	})
	done := res.Status == fsm.StatusPossiblyDone || res.Status == fsm.StatusNoMatch
	if !done || res.Steps != len(steps) || len(res.Trace) != len(steps) {
		t.Fatalf("status %s after %d steps (%s): %+v", res.Status, res.Steps, res.Message, res.Trace)
	}
	for _, e := range res.Trace {
		if e.Outcome != fsm.OutcomeExecuted {
			t.Errorf("trace entry %+v", e)
		}
	}
	got := h.hits(t, b)
	if len(got) != len(want) {
		t.Errorf("handlers run %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("handlers run %v, want %v", got, want)
			break
		}
	}
	return res
}

// wordBreaks: an inline tag shown as a block, a list item or a table cell, a <br>, and
// grid items are word breaks in names, as in the rendered text.
func wordBreaks(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/delivery.html")
	obs := Observe(t, tab)
	for _, n := range []string{"Standard 5 to 7 business days", "Express 2 business days", "Pick up in store ready tomorrow"} {
		if e := ElementIn(t, obs, "radio", n, ""); e.Context != "Delivery" {
			t.Errorf("%s: context %q", n, e.Context)
		}
	}
	ElementIn(t, obs, "clickable", "Basic Free", "")
	ElementIn(t, obs, "clickable", "Pro €9 a month", "")
	ElementIn(t, obs, "button", "Save draft", "")
	ElementIn(t, obs, "button", "Express checkout", "")
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Express 2 business days"}}, nil, map[string]int{"ship-exp": 1})
}

// delegatedChildren: spans under one delegated listener, each pointed at on hover, are
// separate targets, never one "ReplyForward"; rows under one delegated listener (which
// only a listener probe sees) are one target each.
func delegatedChildren(t *testing.T, h Harness) {
	tab := h.open(t, "/listeners/delegated.html")
	obs := Observe(t, tab)
	ElementIn(t, obs, "clickable", "Reply", "")
	ElementIn(t, obs, "clickable", "Forward", "")
	ElementIn(t, obs, "button", "Reply all", "")
	orders := 0
	for _, e := range obs.Elements {
		if strings.Contains(e.Name, "Reply") && strings.Contains(e.Name, "Forward") {
			t.Errorf("one target for both controls: %+v", e)
		}
		if strings.Count(e.Name, "Order ") > 1 {
			t.Errorf("one target for several rows: %+v", e)
		}
		if strings.HasPrefix(e.Name, "Order ") {
			orders++
		}
	}
	if h.Listeners && orders != 3 {
		t.Errorf("%d order rows observed, want 3: %s", orders, names(obs))
	}
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Forward"}}, nil, map[string]int{"forward": 1})
	if h.Listeners {
		rows := h.open(t, "/listeners/delegated.html")
		h.once(t, rows, []Step{{Action: fsm.ActClick, Name: "Order 1042 · 1 item · €12.50"}}, nil, map[string]int{"order-1042": 1})
	}
}

// hoverPointers: icons drawn with content: url(…) whose pointer cursor only a :hover
// rule gives are observed, named by their classes, each with its post as context; a
// drawn badge nobody points at is not.
func hoverPointers(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/hoverfeed.html")
	obs := Observe(t, tab)
	for _, post := range []string{"Ada Lovelace", "Grace Hopper", "Alan Turing"} {
		for _, icon := range []string{"reply", "retweet", "like", "more"} {
			ElementIn(t, obs, "icon", icon, post)
		}
	}
	for _, e := range obs.Elements {
		if strings.Contains(e.Name, "verified") {
			t.Errorf("a badge nobody points at observed: %+v", e)
		}
	}
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "retweet", Context: "Grace Hopper"}}, nil, map[string]int{"retweet-grace": 1})
}

// iconFonts: a button whose text is an icon font's ligature name is named by it, in
// words, unless its title or aria-label says what it does (the words read on hover name
// it); the row around it does not take that text as its own.
func iconFonts(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/iconfont.html")
	obs := Observe(t, tab)
	ElementIn(t, obs, "button", "Archive all read mail", "")
	ElementIn(t, obs, "icon", "Keyboard shortcuts", "")
	ElementIn(t, obs, "icon", "Refresh the inbox", "")
	for _, e := range obs.Elements {
		if e.Name == "archive" || e.Name == "help" || e.Name == "refresh" {
			t.Errorf("a titled glyph named by its ligature: %+v", e)
		}
	}
	ElementIn(t, obs, "clickable", "Hannah Weber Trip photos", "")
	ElementIn(t, obs, "clickable", "Omar Haddad delete old files", "")
	for _, row := range []string{"Hannah Weber", "Omar Haddad", "Lena Fischer"} {
		for _, b := range []string{"star border", "delete", "mark email read"} {
			if e := ElementIn(t, obs, "button", b, row); strings.Contains(e.Context, "star") || strings.Contains(e.Context, "_") {
				t.Errorf("%s in %s: context %q", b, row, e.Context)
			}
		}
	}
	for _, e := range obs.Elements {
		if strings.Contains(e.Name, "_") || strings.Contains(e.Context, "_") {
			t.Errorf("a ligature name as words of a name or context: %+v", e)
		}
	}
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "star border", Context: "Hannah Weber"}}, nil, map[string]int{"star_border-1": 1})
}

// noCoveredWrapper: a tab whose link fills it is not offered (a click on it would land
// on the link, and the click guard refuses that); the link is. A card whose centre is
// its own text stays a target beside the link in its corner.
func noCoveredWrapper(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/tabstrip.html")
	obs := Observe(t, tab)
	for _, e := range obs.Elements {
		if e.Role == "tab" {
			t.Errorf("a tab wrapping its link offered: %+v", e)
		}
	}
	for _, n := range []string{"Tab #1", "Tab #2", "Tab #3", "Details"} {
		ElementIn(t, obs, "link", n, "")
	}
	ElementIn(t, obs, "clickable", "Storage plan: 100 GB, renews on 1 March. Details", "")
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Tab #2"}}, nil, map[string]int{"tab-2": 1})
}

// clippedRows: rows a 150-px scrolling list box cuts off are not in view, though inside
// the viewport; the box is a region to scroll; a click on such a row scrolls it into
// the box's view first.
func clippedRows(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/clipped.html")
	obs := Observe(t, tab)
	for i, n := range []string{"Ada Lovelace · Notes on the engine", "Grace Hopper · Quarterly report",
		"Alan Turing · Lunch on Friday?", "Edsger Dijkstra · On goto", "Barbara Liskov · Substitution",
		"Donald Knuth · Volume 4B", "Margaret Hamilton · Apollo code", "Ken Thompson · Unix v1"} {
		e := ElementIn(t, obs, "clickable", n, "")
		if want := i < 4; e.InViewport != want {
			t.Errorf("%s: in view %v, want %v", n, e.InViewport, want)
		}
	}
	region := false
	for _, e := range obs.Elements {
		if e.RegionOnly && e.Region != nil && e.Region.CanScrollDown() {
			region = true
		}
	}
	if !region {
		t.Errorf("the list box is no region to scroll: %s", names(obs))
	}
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Ken Thompson · Unix v1"}}, nil, map[string]int{"mail-8": 1})
}

// debouncedSuggestions: after a fill into a combobox, the suggestions its 300 ms typing
// timer shows are in the next observation.
func debouncedSuggestions(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/debounce.html")
	h.once(t, tab, []Step{{Action: fsm.ActFill, Name: "To", Value: "Ber"}, {Action: fsm.ActClick, Name: "Berlin, Germany"}},
		[]string{"Ber"}, map[string]int{"pick-Berlin": 1})
}

// nonWebLinksCounted: the javascript:, mailto: and tel: links the adapter leaves out
// are counted as non_http_link in the goal's candidates.
func nonWebLinksCounted(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/nonhttp.html")
	obs := Observe(t, tab)
	if obs.NonHTTPLinks != 3 {
		t.Errorf("%d non-http(s) links counted, want 3", obs.NonHTTPLinks)
	}
	res := h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Read the FAQ"}}, nil, map[string]int{"faq": 1})
	if got := res.Candidates[0].DroppedBy["non_http_link"]; got != 3 || res.Candidates[0].Dropped < 3 {
		t.Errorf("candidates %+v, want 3 non_http_link", res.Candidates[0])
	}
}
