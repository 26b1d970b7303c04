package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestMenuOpenerName states each row of menuWords and rowJoiners as a control name.
func TestMenuOpenerName(t *testing.T) {
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"⋯", true}, {"⋮", true}, {"…", true},
		{"More", true}, {"More actions", true}, {"Actions", true}, {"Action menu", true},
		{"Options", true}, {"More options for Lisbon trip", true}, {"Option menu on this photo", true},
		{"Overflow menu", true}, {"Kebab menu", true}, {"Menu", true},
		{"Actions for Priya Shah", true}, {"More actions of row 3", true},
		{"Load more", false}, {"More like this", false}, {"Options and pricing", false},
		{"Delete", false}, {"Show more", false}, {"More for", false}, {"", false},
	} {
		if got := menuOpenerName(tc.name); got != tc.want {
			t.Errorf("menuOpenerName(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRowMenus states the row-menu reading as goals: an act no control carries is behind
// the closed menu of the row the goal names; opening that menu is not the act.
func TestRowMenus(t *testing.T) {
	closed, open := false, true
	opener := func(p *page, exp *bool) *page {
		p.cands[len(p.cands)-1].Expanded = exp
		return p
	}
	rows := func(exp *bool) *page {
		p := new(page).click("link", "Lisbon trip", "http://127.0.0.1/album?id=1").near("Lisbon trip 214 photos")
		p = opener(p.click("button", "⋯", "").near("Lisbon trip 214 photos"), exp)
		p = p.click("link", "Garden party", "http://127.0.0.1/album?id=2").near("Garden party 38 photos")
		p = opener(p.click("button", "⋯", "").near("Garden party 38 photos"), &closed)
		return p.click("button", "New album", "")
	}
	menuOpen := rows(&open).click("menuitem", "Rename", "").near("Lisbon trip 214 photos").
		click("menuitem", "Duplicate", "").near("Lisbon trip 214 photos")
	opened := []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: "button ⋯", Outcome: fsm.OutcomeExecuted}}
	named := new(page).click("link", "Lisbon trip", "http://127.0.0.1/album?id=1").near("Lisbon trip 214 photos").
		click("button", "Duplicate", "").near("Lisbon trip 214 photos")
	named = opener(named.click("button", "More actions", "").near("Lisbon trip 214 photos"), &closed)
	runReading(t, []readingCase{
		{name: "the named row's closed menu holds the act", goal: "duplicate the Lisbon trip album", page: rows(&closed), want: `"⋯" (near "Lisbon trip`},
		{name: "an act a control carries is not looked for in a menu", goal: "duplicate the Lisbon trip album", page: named, want: `"Duplicate"`},
		{name: "no row named: no menu", goal: "duplicate the album", page: rows(&closed)},
		{name: "an open menu is not opened again", goal: "duplicate the Lisbon trip album", page: rows(&open)},
		{name: "after the menu opens the act in it is chosen", goal: "duplicate the Lisbon trip album", trace: opened, page: menuOpen, want: `"Duplicate"`},
		{name: "an act the open menu lacks ends there", goal: "print the Lisbon trip album", trace: opened, page: menuOpen},
		{name: "a menu drawn at the page's end is the opened row's", goal: `duplicate the album called "Garden party"`, trace: opened,
			page: rows(&open).click("clickable", "Rename", "").click("clickable", "Duplicate", ""), want: `"Duplicate"`},
		{name: "a light verb's act is its object, which no control shows", goal: "give the Lisbon trip album a star", page: rows(&closed)},
		{name: "one menu at a time", goal: "duplicate the Lisbon trip album", trace: opened, page: rows(&closed)},
		{name: "with the row's menu open, another row's act is not it", goal: "duplicate the Lisbon trip album", trace: opened,
			page: rows(&open).click("menuitem", "Rename", "").click("button", "Duplicate", "").near("Garden party 38 photos")},
		{name: "with the row's menu open, a page's act of another scope is not it", goal: "duplicate the Lisbon trip album", trace: opened,
			page: rows(&open).click("clickable", "Rename", "").click("button", "Duplicate all albums", "")},
		{name: "a goal that tells or checks opens nothing", goal: "summarize the Lisbon trip album", page: rows(&closed)},
		{name: "a question opens nothing", goal: "what can I do with the Lisbon trip album?", page: rows(&closed)},
		{name: "the menu named as the means", goal: "duplicate the Lisbon trip album from the options menu", page: rows(&closed), want: `"⋯" (near "Lisbon trip`},
		{name: "a site's one Menu is no row's", goal: "freeze my Acme card",
			page: new(page).click("button", "Menu", "").near("Acme Bank").click("link", "Cards", "http://127.0.0.1/cards").near("Acme Bank")},
		{name: "a link named More goes to a page", goal: "flag the Rust roadmap story",
			page: new(page).click("link", "Rust roadmap", "http://127.0.0.1/s?id=1").near("1. Rust roadmap 88 points").
				click("link", "Go generics", "http://127.0.0.1/s?id=2").near("2. Go generics 40 points").
				click("link", "More", "http://127.0.0.1/news?p=2").near("2. Go generics 40 points")},
		{name: "a tab named Options shows a panel", goal: "engrave my initials on the Trail 2",
			page: new(page).click("tab", "Details", "").near("Trail 2 running shoe").click("tab", "Options", "").near("Trail 2 running shoe")},
	})
}

// TestMenuOpenIsNotTheAct: an executed click on a menu opener does not complete the
// clause it was chosen for, unless the clause asks for the menu itself.
func TestMenuOpenIsNotTheAct(t *testing.T) {
	v := newVocab()
	opened := []fsm.TraceEntry{{Step: 1, Action: fsm.ActClick, Target: "button More actions for Lisbon trip", Outcome: fsm.OutcomeExecuted}}
	for _, tc := range []struct {
		goal string
		done bool
	}{
		{"duplicate the Lisbon trip album", false},
		{"duplicate the Lisbon trip album from the actions menu", false},
		{"open the actions menu for the Lisbon trip album", true},
		{"tap the three-dot button for the Lisbon trip album", true},
	} {
		req := &fsm.SelectionRequest{Goal: tc.goal, Trace: opened}
		g := parseGoal(req, v)
		steps := buildPlan(g, v)
		if p := track(steps, g, v, opened, nil); (p.count == p.required) != tc.done {
			t.Errorf("%q after opening the menu: %d of %d steps done, want done %v", tc.goal, p.count, p.required, tc.done)
		}
	}
}

// TestMenuSummaries: only a button-like control named by menu words is a row menu's
// opener in the trace; a link or tab named "Menu" or "Actions" is a page or panel.
func TestMenuSummaries(t *testing.T) {
	for target, want := range map[string]bool{
		"button More actions for Ben": true, "clickable ⋯": true, "element ⋮": true,
		"link Menu": false, "tab Actions": false, "button Menu": false, "button ☰": false, "button Delete": false, "page": false,
	} {
		if got := summaryOpensMenu(target); got != want {
			t.Errorf("summaryOpensMenu(%q) = %v, want %v", target, got, want)
		}
	}
}

// TestMenuTables: every row of the word tables reads as the table says.
func TestMenuTables(t *testing.T) {
	v := newVocab()
	for _, w := range lightVerbs() {
		cl := clause{raw: []string{w, "the", "lisbon", "trip", "album", "a", "star"}}
		if asksForMenu(v, &cl, false) {
			t.Errorf("light verb %q asks for a menu", w)
		}
	}
	for _, w := range openingVerbs() {
		if cl := (clause{raw: []string{w, "the"}}); !asksForMenu(v, &cl, true) {
			t.Errorf("%q the ⋮ does not ask for the menu", w)
		}
	}
	if cl := (clause{raw: []string{"click", "next", "to", "lisbon"}}); !asksForMenu(v, &cl, true) {
		t.Error("click ⋯ next to Lisbon does not ask for the menu")
	}
	for _, w := range menuNames() {
		if cl := (clause{raw: []string{"open", "the", w}}); !asksForMenu(v, &cl, false) {
			t.Errorf("open the %q does not ask for the menu", w)
		}
	}
}

// TestMenuVerbTables: no light verb and no telling verb opens a row menu.
func TestMenuVerbTables(t *testing.T) {
	closed := false
	p := new(page).click("link", "Lisbon trip", "http://127.0.0.1/album?id=1").near("Lisbon trip 214 photos").
		click("button", "⋯", "").near("Lisbon trip 214 photos").
		click("link", "Garden party", "http://127.0.0.1/album?id=2").near("Garden party 38 photos").
		click("button", "⋯", "").near("Garden party 38 photos")
	p.cands[1].Expanded, p.cands[3].Expanded = &closed, &closed
	var cases []readingCase
	for _, w := range append(lightVerbs(), tellingVerbs()...) {
		cases = append(cases, readingCase{name: w, goal: w + " the Lisbon trip album", page: p})
	}
	d := New(Options{})
	for _, c := range cases {
		a := mustSelect(t, d, fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", Candidates: c.page.cands})
		if a.Choice == "2" && verdict(a) == "passed" {
			t.Errorf("%q opened the row menu", c.goal)
		}
	}
}

// TestReadableLink: a link goes to a page unless it is empty, a script, or a fragment
// of the page it is on (inPage), whatever its spelling.
func TestReadableLink(t *testing.T) {
	const page = "http://127.0.0.1/r/1/"
	for href, want := range map[string]bool{
		"": false, "#": false, "#menu": false, "javascript:void(0)": false,
		"http://127.0.0.1/r/1/#": false, "/r/1/#top": false, "http://127.0.0.1/r/1/#/more": false,
		"http://127.0.0.1/r/2/#": true, "http://127.0.0.1/r/2": true, "http://127.0.0.1/r/1/more": true,
	} {
		if got := readableLink(href, page); got != want {
			t.Errorf("readableLink(%q) = %v, want %v", href, got, want)
		}
	}
}
