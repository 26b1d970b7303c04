package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// stage is one selection request of a scenario and what the answer must be: the chosen
// candidate (a substring of its description, or "" for no-match) and the gate verdict.
type stage struct {
	name     string
	url      string
	text     string
	trace    []fsm.TraceEntry
	page     *page
	want     string
	verdict  string
	maxCompl float64 // when set, completion must stay below it
}

type scenario struct {
	goal   string
	stages []stage
}

const rustQuery = "Rust async examples"

func searchPage() *page {
	return new(page).
		fill("q", "searchbox", "Search docs", rustQuery).
		click("button", "Search", "").
		click("link", "Rust home", "http://127.0.0.1/").
		click("link", "Blog", "http://127.0.0.1/blog").
		click("link", "Sign in", "http://127.0.0.1/login").
		click("link", "Learn", "http://127.0.0.1/learn").
		scroll(fsm.ScrollDown)
}

func resultsPage() *page {
	return new(page).
		fill("q2", "searchbox", "Search docs", rustQuery).
		click("button", "Search", "").
		click("link", "Async in Rust — examples", "http://127.0.0.1/docs/async-examples").
		click("link", "The Rust book: ownership", "http://127.0.0.1/book/ownership").
		click("link", "Python asyncio examples", "http://127.0.0.1/python/asyncio").
		click("link", "Rust home", "http://127.0.0.1/").
		click("link", "Next page", "http://127.0.0.1/search?q=Rust+async+examples&page=2").
		scroll(fsm.ScrollDown)
}

func formPage() *page {
	return new(page).
		fill("name", "textbox", "Name", "Alice").
		fill("name", "textbox", "Name", "alice@example.com").
		fill("email", "textbox", "Email", "Alice").
		fill("email", "textbox", "Email", "alice@example.com").
		click("button", "Submit", "").
		click("button", "Reset", "").
		click("link", "Privacy policy", "http://127.0.0.1/privacy")
}

func productPage() *page {
	return new(page).
		sel("size", "Size", "Large").
		click("button", "Add to cart", "").
		click("button", "Buy now", "").
		click("link", "Reviews", "http://127.0.0.1/shirt/reviews").
		click("link", "Size guide", "http://127.0.0.1/size-guide").
		scroll(fsm.ScrollDown)
}

func scenarios() map[string]scenario {
	searchTrace := []fsm.TraceEntry{done(0, fsm.ActFill, "searchbox Search docs", rustQuery)}
	submitted := append(searchTrace[:1:1], done(1, fsm.ActClick, "button Search", ""))
	opened := append(submitted[:2:2], done(2, fsm.ActClick, "link Async in Rust — examples", ""))
	nameDone := []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Name", "Alice")}
	bothDone := append(nameDone[:1:1], done(1, fsm.ActFill, "textbox Email", "alice@example.com"))
	sent := append(bothDone[:2:2], done(2, fsm.ActClick, "button Submit", ""))
	sized := []fsm.TraceEntry{done(0, fsm.ActSelect, "combobox Size", "Large")}
	carted := append(sized[:1:1], done(1, fsm.ActClick, "button Add to cart", ""))
	return map[string]scenario{
		"search then open the best result": {
			goal: "Search for Rust async examples and open the most relevant result",
			stages: []stage{
				{name: "fill", url: "http://127.0.0.1/", page: searchPage(), want: `fill searchbox "Search docs"`, verdict: "passed", maxCompl: 0.2},
				{name: "submit", url: "http://127.0.0.1/", trace: searchTrace, page: searchPage(), want: `click button "Search"`, verdict: "passed"},
				{name: "open", url: "http://127.0.0.1/search?q=Rust+async+examples", text: "Results for Rust async examples. 3 results.",
					trace: submitted, page: resultsPage(), want: `"Async in Rust — examples"`, verdict: "passed", maxCompl: 0.8},
				{name: "done", url: "http://127.0.0.1/docs/async-examples", text: "Async in Rust — examples",
					trace: opened, page: new(page).click("link", "Rust home", "http://127.0.0.1/"), want: "", verdict: "possibly_done"},
			},
		},
		"two fields and a submit": {
			goal: "Fill name with Alice and email with alice@example.com and press the button",
			stages: []stage{
				{name: "name", page: formPage(), want: `fill textbox "Name" with "Alice"`, verdict: "passed", maxCompl: 0.2},
				{name: "email", trace: nameDone, page: formPage(), want: `fill textbox "Email" with "alice@example.com"`, verdict: "passed"},
				{name: "submit", trace: bothDone, page: formPage(), want: `click button "Submit"`, verdict: "passed", maxCompl: 0.8},
				{name: "done", trace: sent, text: "Thanks! We received your message.", page: formPage(), want: "", verdict: "possibly_done"},
			},
		},
		"select a size and add to cart": {
			goal: "Choose Large in the size menu and add it to the cart",
			stages: []stage{
				{name: "select", page: productPage(), want: `select "Large" in combobox "Size"`, verdict: "passed", maxCompl: 0.2},
				{name: "add", trace: sized, page: productPage(), want: `click button "Add to cart"`, verdict: "passed", maxCompl: 0.8},
				{name: "done", trace: carted, text: "Large added to your cart.", page: productPage(), want: "", verdict: "possibly_done"},
			},
		},
		"select a size and buy": {
			goal: "Choose Large in the size menu and buy it now",
			stages: []stage{
				{name: "select", page: productPage(), want: `select "Large" in combobox "Size"`, verdict: "passed"},
				{name: "buy", trace: sized, page: productPage(), want: `click button "Buy now"`, verdict: "passed"},
			},
		},
		"buy this item": {
			goal: "Buy this book now",
			stages: []stage{{name: "buy", page: new(page).click("button", "Add to cart", "").
				click("button", "Buy now", "").near("Rust async examples with Tokio").click("link", "Home", "http://127.0.0.1/"),
				want: `click button "Buy now"`, verdict: "passed"}},
		},
		"type into the message box": {
			goal: "Type hello into the message box",
			stages: []stage{
				{name: "fill", page: new(page).fill("subject", "textbox", "Subject", "hello").
					fill("message", "textbox", "Message", "hello").click("button", "Send", ""),
					want: `fill textbox "Message"`, verdict: "passed", maxCompl: 0.2},
				{name: "done", trace: []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Message", "hello")},
					page: new(page).click("button", "Send", ""), want: "", verdict: "possibly_done"},
			},
		},
		"scroll down": {
			goal:   "Scroll down",
			stages: []stage{{name: "scroll", page: searchPage().scroll(fsm.ScrollUp), want: "scroll the page down", verdict: "passed"}},
		},
		"go back": {
			goal:   "Go back to the previous page",
			stages: []stage{{name: "back", page: searchPage().back(), want: "go back", verdict: "passed"}},
		},
		"open a caller url": {
			goal: "Open http://127.0.0.1/docs/async-examples",
			stages: []stage{{name: "navigate", page: searchPage().navigate("http://127.0.0.1/docs/async-examples"),
				want: "navigate to http://127.0.0.1/docs/async-examples", verdict: "passed"}},
		},
		"click a named link": {
			goal: "Go to the pricing page",
			stages: []stage{{name: "click", page: searchPage().click("link", "Pricing", "http://127.0.0.1/pricing"),
				want: `click link "Pricing"`, verdict: "passed"}},
		},
	}
}

func TestSelectScenarios(t *testing.T) {
	d := New(Options{})
	for name, sc := range scenarios() {
		for _, st := range sc.stages {
			t.Run(name+"/"+st.name, func(t *testing.T) {
				req := fsm.SelectionRequest{Goal: sc.goal, URL: st.url, PageText: st.text, Step: len(st.trace), Trace: st.trace, Candidates: st.page.cands}
				a := mustSelect(t, d, req)
				want := fsm.NoMatchLabel
				if st.want != "" {
					want = byDesc(t, req.Candidates, st.want)
				}
				if st.verdict != "possibly_done" && a.Choice != want {
					t.Errorf("chose %s, want %s (%s)\n%s", a.Choice, want, st.want, dump(req, a))
				}
				if got := verdict(a); got != st.verdict {
					t.Errorf("verdict %s, want %s\n%s", got, st.verdict, dump(req, a))
				}
				if st.maxCompl > 0 && a.Completion >= st.maxCompl {
					t.Errorf("completion %.2f, want below %.2f", a.Completion, st.maxCompl)
				}
			})
		}
	}
}

// TestSelectField covers which field a value goes into.
func TestSelectField(t *testing.T) {
	cases := []struct {
		name, goal string
		page       *page
		want       string // description substring of the expected choice
		verdict    string
	}{
		{"nearby text tells billing from shipping", "Fill the billing zip with 12345",
			new(page).fill("z1", "textbox", "ZIP code", "12345").near("Shipping address").
				fill("z2", "textbox", "ZIP code", "12345").near("Billing address").click("button", "Save", ""),
			`(near "Billing address")`, "passed"},
		{"a long clause still names the field", "Type hello into the big message box at the bottom",
			new(page).fill("s", "textbox", "Subject", "hello").fill("m", "textbox", "Message", "hello"),
			`"Message"`, "passed"},
		{"quoted value", `Type "hello world" into the message box`,
			new(page).fill("s", "textbox", "Subject", "hello world").fill("m", "textbox", "Message", "hello world"),
			`"Message"`, "passed"},
		{"search goes to the searchbox", "Search for Rust async examples",
			new(page).fill("q", "searchbox", "Query", rustQuery).fill("n", "textbox", "Newsletter email", rustQuery).
				click("button", "Go", ""),
			`searchbox "Query"`, "passed"},
		{"value mentioned by its words", "Find async examples for Rust",
			new(page).fill("q", "searchbox", "Search docs", rustQuery).click("button", "Search", ""),
			`searchbox "Search docs"`, "passed"},
		{"a value the goal does not mention, before a submit", "Sign up for the newsletter",
			new(page).fill("e", "textbox", "Email", "me@example.com").click("button", "Sign up", ""),
			`fill textbox "Email"`, "passed"},
		{"case-insensitive value", "search for rust ASYNC examples",
			new(page).fill("q", "searchbox", "Search docs", rustQuery).click("button", "Search", ""),
			`searchbox "Search docs"`, "passed"},
	}
	d := New(Options{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := fsm.SelectionRequest{Goal: c.goal, Candidates: c.page.cands}
			a := mustSelect(t, d, req)
			want := fsm.NoMatchLabel
			if c.want != "" {
				want = byDesc(t, req.Candidates, c.want)
			}
			if a.Choice != want || verdict(a) != c.verdict {
				t.Errorf("chose %s (%s), want %s (%s)\n%s", a.Choice, verdict(a), want, c.verdict, dump(req, a))
			}
		})
	}
}

func TestRegionScrollOnlyWhenTheGoalNamesTheRegion(t *testing.T) {
	region := func(p *page, name, dir string) *page {
		return p.add(fsm.Candidate{
			Operation: fsm.Operation{Action: fsm.ActScroll, Target: "r1", Direction: dir},
			Role:      "region", Name: name, Description: `scroll region "` + name + `" ` + dir,
		})
	}
	d := New(Options{})
	p := region((&page{}).scroll(fsm.ScrollDown), "Agenda", fsm.ScrollDown)
	a := mustSelect(t, d, fsm.SelectionRequest{Goal: "Scroll down", Candidates: p.cands})
	if verdict(a) != "passed" || a.Choice != "1" {
		t.Fatalf("a plain scroll chose %s (%s)\n%s", a.Choice, verdict(a), dump(fsm.SelectionRequest{Candidates: p.cands}, a))
	}
	a = mustSelect(t, d, fsm.SelectionRequest{Goal: "Scroll the agenda down", Candidates: p.cands})
	if verdict(a) == "passed" && a.Choice != "2" {
		t.Fatalf("scrolling the agenda passed on %s\n%s", a.Choice, dump(fsm.SelectionRequest{Candidates: p.cands}, a))
	}
}
