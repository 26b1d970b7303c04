package local

import (
	"fmt"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// orders is an admin table: sortable headers, then rows that each carry a View link
// (to /order?id=N) and icons named by their tooltips (Edit, Delete).
func orders() *page {
	p := new(page).click("link", "Orders", "http://127.0.0.1/orders").at(1)
	for k, h := range []string{"Name", "Date", "Total"} {
		p.click("clickable", h, "").near("Name Date Total Status").at(2 + k)
	}
	for k, who := range []string{"Grace Hopper", "Barbara Liskov", "Ada Lovelace", "Alan Turing"} {
		row := fmt.Sprintf("%s 2026-11-%d $%d.00 Paid View", who, 20+k, 10+k)
		p.click("link", "View", fmt.Sprintf("http://127.0.0.1/order?id=%d", 1041+k)).near(row).at(10 + 4*k)
		p.click("clickable", "Edit", "").near(row).at(11 + 4*k)
		p.click("clickable", "Delete", "").near(row).at(12 + 4*k)
	}
	return p
}

func TestReadingRowsOfATable(t *testing.T) {
	runReading(t, []readingCase{
		{name: "a row named by its number in the View link's href", goal: "View order #1043",
			page: orders(), want: "order?id=1043"},
		{name: "a row no control or text shows decides nothing", goal: "View order #1050",
			page: orders(), want: ""},
		{name: "open the details: the View link of the row that shows the name", goal: "Open the details of Barbara Liskov's order",
			page: orders(), want: "order?id=1042"},
		{name: "sort by a column: its header, the verb being what clicking it does", goal: "Sort the table by Date",
			page: orders(), want: `clickable "Date"`},
		{name: "the nth row: the View link of the nth row that has one (not the header)", goal: "View the 3rd row",
			page: orders(), want: "order?id=1043"},
		{name: "the nth row with another verb: that row's control of the verb", goal: "Edit the second row",
			page: orders(), want: `"Edit" (near "Barbara Liskov`},
		{name: "a picture word before icon names the icon by its tooltip", goal: "Click the trash icon in Ada Lovelace's row",
			page: orders(), want: `"Delete" (near "Ada Lovelace`},
	})
}

// inbox is a mail list whose rows open on click and carry icons that take the row's
// text as their context.
func inbox() *page {
	p := new(page).click("clickable", "Compose", "").at(1)
	for k, m := range []string{"Acme Billing Your invoice is ready – attached 10:42", "GitHub New issue opened – in the repository 09:15", "Tom Becker Photos from the hike – 48 photos Yesterday"} {
		p.click("clickable", m, "").at(2 + 4*k)
		for j, icon := range []string{"Star", "Delete", "Mark as read"} {
			p.click("clickable", icon, "").near(m).at(3 + 4*k + j)
		}
	}
	return p
}

func TestReadingLists(t *testing.T) {
	runReading(t, []readingCase{
		{name: "a kind noun no control shows is not content", goal: "Open the email from GitHub",
			page: inbox(), want: `clickable "GitHub New issue`},
		{name: "a topic word introduces the item's words", goal: "Open the message about Photos from the hike",
			page: inbox(), want: `clickable "Tom Becker`},
		{name: "the latest of a list shown newest first is its first row", goal: "Read the latest email",
			page: inbox(), want: `clickable "Acme Billing`},
		{name: "the oldest is its last row", goal: "Open my oldest message",
			page: inbox(), want: `clickable "Tom Becker`},
		{name: "a possessive latest is not a place", goal: "Star Acme Billing's latest email",
			page: inbox(), want: `"Star" (near "Acme Billing`},
		{name: "the trash icon on a row", goal: "Click the trash icon on the email from GitHub",
			page: inbox(), want: `"Delete" (near "GitHub`},
		{name: "an item's title whose text shows the words", goal: "Open the one by Velocity",
			page: new(page).click("link", "Ridgeline 4", "http://127.0.0.1/item?id=1").near("Ridgeline 4 by Summit · $139.00").
				click("link", "Road Glide 9", "http://127.0.0.1/item?id=2").near("Road Glide 9 by Velocity · $129.00").
				click("link", "Next page", "http://127.0.0.1/results?page=2"),
			want: `"Road Glide 9"`},
		{name: "the cheapest among the larger list, not two sort links", goal: "Open the cheapest result",
			page: new(page).click("link", "Price", "http://127.0.0.1/results?q=x&sort=price").click("link", "Newest", "http://127.0.0.1/results?q=x&sort=new").
				click("clickable", "Ridgeline 4 by Summit · $139.00", "").click("clickable", "Cloudtrail by Aerostride · $12.49", "").
				click("clickable", "Mudrunner by Fellwalker · $165.00", ""),
			want: `"Cloudtrail`},
		{name: "the last result among the larger list", goal: "Open the last result",
			page: new(page).click("link", "Price", "http://127.0.0.1/results?q=x&sort=price").at(1).click("link", "Newest", "http://127.0.0.1/results?q=x&sort=new").at(2).
				click("clickable", "Ridgeline 4 by Summit · $139.00", "").at(3).click("clickable", "Cloudtrail by Aerostride · $12.49", "").at(4).
				click("clickable", "Mudrunner by Fellwalker · $165.00", "").at(5),
			want: `"Mudrunner`},
		{name: "a means the goal names: the control that repeats it", goal: "Sign in with Google",
			page: new(page).click("button", "Sign in", "").near("Welcome back").click("clickable", "Continue with Google", "").near("Welcome back").
				click("clickable", "Continue with GitHub", "").near("Welcome back"),
			want: `"Continue with Google"`},
	})
}

// pager is a results page with a numbered pager: ‹ Prev, 1, 2, [3 current], 4, 5, Next.
func pager(next bool) *page {
	p := new(page).click("clickable", "‹ Prev", "").at(1)
	for k, n := range []string{"1", "2", "4", "5"} {
		p.click("link", n, "http://127.0.0.1/r?page="+n).at(2 + k)
	}
	if next {
		p.click("link", "Next ›", "http://127.0.0.1/r?page=4").at(7)
	}
	return p.click("clickable", "Load more", "").at(8)
}

func TestReadingPager(t *testing.T) {
	runReading(t, []readingCase{
		{name: "previous page: the pager's Previous", goal: "Previous page", page: pager(true), want: "Prev"},
		{name: "go back to the previous page: the pager's, over history", goal: "Go back to the previous page",
			page: pager(true).back(), want: "Prev"},
		{name: "go back: history", goal: "Go back", page: pager(true).back(), want: "go back one page"},
		{name: "the last page: the largest page number", goal: "Go to the last page", page: pager(true), want: `"5"`},
		{name: "the last page with no Next: the current page may be the last", goal: "Go to the last page", page: pager(false), want: ""},
		{name: "the last page named Last", goal: "Go to the last page",
			page: pager(true).click("link", "Last »", "http://127.0.0.1/r?page=9"), want: `"Last »"`},
	})
	req := fsm.SelectionRequest{Goal: "Previous page", Candidates: pager(true).cands,
		Trace: []fsm.TraceEntry{done(1, fsm.ActClick, `clickable "‹ Prev"`, "")}}
	if a := mustSelect(t, New(Options{}), req); a.Completion < guards.CompletionThreshold || a.Choice != fsm.NoMatchLabel {
		t.Fatalf("after the pager's Previous the goal is done\n%s", dump(req, a))
	}
}

// tree is a file tree with the folder src open on handlers, and a docs folder.
func tree(open ...string) *page {
	p := new(page)
	for _, n := range append([]string{"src", "docs", "test"}, open...) {
		p.click("clickable", n, "")
	}
	return p.click("clickable", "README.md", "")
}

func TestReadingPaths(t *testing.T) {
	src := done(1, fsm.ActClick, `clickable "src"`, "")
	handlers := done(2, fsm.ActClick, `clickable "handlers"`, "")
	index := done(3, fsm.ActClick, `clickable "index.go"`, "")
	runReading(t, []readingCase{
		{name: "an item verb no control shows is not content", goal: "Expand the test folder", page: tree(), want: `"test"`},
		{name: "a path: its first segment first", goal: "Open src > handlers > index.go", page: tree(), want: `"src"`},
		{name: "a path: then the next segment", goal: "Open src > handlers > index.go",
			trace: []fsm.TraceEntry{src}, page: tree("main.go", "handlers"), want: `"handlers"`},
		{name: "a path: the file last, not a folder's namesake", goal: "Open src > handlers > index.go",
			trace: []fsm.TraceEntry{src, handlers}, page: tree("main.go", "handlers", "index.go", "routes.go"), want: `"index.go"`},
		{name: "a slash path: its folder first", goal: "Open test/fixtures.json", page: tree(), want: `"test"`},
		{name: "a slash path: then the file", goal: "Open test/fixtures.json",
			trace: []fsm.TraceEntry{done(1, fsm.ActClick, `clickable "test"`, "")}, page: tree("main_test.go", "fixtures.json"), want: `"fixtures.json"`},
	})
	openDocs := new(page).click("clickable", "docs", "").near("docs intro.md setup.md images").
		click("clickable", "intro.md", "").click("clickable", "images", "").click("clickable", "src", "")
	runReading(t, []readingCase{
		{name: "a path through an open folder: not clicked (it would close), its child is next",
			goal: "Open docs > images > logo.png", page: openDocs, want: `"images"`},
	})
	req := fsm.SelectionRequest{Goal: "Open docs > images > logo.png", Candidates: new(page).click("link", "Back", "http://127.0.0.1/").cands,
		Trace: []fsm.TraceEntry{done(1, fsm.ActClick, `clickable "images"`, ""), done(2, fsm.ActClick, `clickable "logo.png"`, "")}}
	if a := mustSelect(t, New(Options{}), req); a.Completion < guards.CompletionThreshold {
		t.Errorf("a segment before a clicked one was open: the path is done\n%s", dump(req, a))
	}
	for _, c := range []struct {
		trace []fsm.TraceEntry
		high  bool
	}{{[]fsm.TraceEntry{src}, false}, {[]fsm.TraceEntry{src, handlers}, false}, {[]fsm.TraceEntry{src, handlers, index}, true}} {
		req := fsm.SelectionRequest{Goal: "Open src > handlers > index.go", Trace: c.trace, Candidates: tree("handlers", "index.go").cands}
		if a := mustSelect(t, New(Options{}), req); (a.Completion >= guards.CompletionThreshold) != c.high {
			t.Errorf("after %d of 3 segments: completion %.2f\n%s", len(c.trace), a.Completion, dump(req, a))
		}
	}
}

// TestPathLabels: what is a path and what is not.
func TestPathLabels(t *testing.T) {
	for goal, want := range map[string][]string{
		"open src > handlers > index.go.":        {"src", "handlers", "index.go"},
		"open test/fixtures.json":                {"test", "fixtures.json"},
		"open settings > privacy":                {"settings", "privacy"},
		"open docs/guide/intro":                  {"docs", "guide", "intro"},
		"pick yes and/or no":                     nil,
		"book 11/28/2026":                        nil,
		"go to example.com/docs/index.html":      nil,
		"open https://example.org/a/b/index.htm": nil,
		"turn the switch on/off":                 nil,
	} {
		_, occ := pathLabels(goal, nil)
		var got []string
		for _, o := range occ {
			got = append(got, o.label)
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%q: segments %q, want %q", goal, got, want)
		}
	}
}

// TestRowsAndListsRows tests every row of the row, list and pager tables (reading.go).
func TestRowsAndListsRows(t *testing.T) {
	d := New(Options{})
	pass := func(goal string, p *page, want string) {
		t.Helper()
		req := fsm.SelectionRequest{Goal: goal, Candidates: p.cands}
		if a := mustSelect(t, d, req); a.Choice != byDesc(t, p.cands, want) || verdict(a) != "passed" {
			t.Errorf("%q: want %s\n%s", goal, want, dump(req, a))
		}
	}
	row := func(name string) *page {
		return orders().click("link", name, "http://127.0.0.1/order?id=1099").near("Linus Torvalds 2026-11-30 $99.00 Paid")
	}
	for _, v := range readingVerbs() {
		pass(v+" order #1099", row("Details"), "order?id=1099")
	}
	for _, n := range readingNames() {
		pass("view order #1099", row(n), "order?id=1099")
	}
	for _, f := range readingFillers() {
		pass("view order #1099", row("view "+f), "order?id=1099")
		req := fsm.SelectionRequest{Goal: "view order #1099", Candidates: row(f).cands}
		if a := mustSelect(t, d, req); verdict(a) == "passed" {
			t.Errorf("the filler %q alone is no reading name\n%s", f, dump(req, a))
		}
	}
	for _, v := range itemVerbs() {
		pass(v+" the test folder", tree(), `"test"`)
	}
	for _, r := range pictureRows() {
		p := new(page).click("clickable", r.act, "").near("Linus Torvalds").click("clickable", r.act, "").near("Ada Lovelace").
			click("clickable", "Other", "").near("Ada Lovelace")
		pass("click the "+r.picture+" icon in Ada Lovelace's row", p, fmt.Sprintf("%q (near \"Ada", r.act))
		cls := new(page).click(iconRole, fmt.Sprintf("icon %q", r.picture), "").click(iconRole, `icon "other"`, "")
		if name := cls.cands[0].Name; newScorer(newVocab(), &fsm.SelectionRequest{Goal: "x", Candidates: cls.cands}).feats[0].name.count(wordSet(r.act)) == 0 {
			t.Errorf("icon %s does not read as %q", name, r.act)
		}
	}
	for _, r := range recencyRows() {
		want := map[int]string{1: `"Acme Billing`, -1: `"Tom Becker`}[r.place]
		pass("open the "+r.word+" email", inbox(), want)
	}
	for _, n := range newestFirstNouns() {
		pass("open the latest "+n, inbox(), `"Acme Billing`)
	}
	for _, goal := range []string{"open the latest result", "open the latest comment"} {
		if cl := clauseOf(goal); cl.ordinal != 0 {
			t.Errorf("%q: a list that may run oldest first picks nothing by recency (ordinal %d)", goal, cl.ordinal)
		}
	}
	for _, w := range topicWords() {
		pass("open the message "+w+" photos from the hike", inbox(), `"Tom Becker`)
	}
	for _, w := range meansWords() {
		p := new(page).click("button", "Sign in", "").near("Welcome back").click("clickable", "Continue "+w+" Google", "").near("Welcome back")
		pass("sign in "+w+" Google", p, "Continue "+w)
	}
}
