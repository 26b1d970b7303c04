package goalbench

// tabTasks: tab strips built as ARIA tabs, plain li items, or in-page anchor links.
func tabTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("store", "Gearbox", "Hearth", "Stackshop"), pick("item", "Espresso machine", "Standing desk", "Camping stove"),
			pick("kind", "aria", "li", "a"), list("tabs0", "Description", "Specifications", "Reviews", "Shipping", "Q&A"),
			shuffled("tabs", "Description", "Specifications", "Reviews", "Shipping", "Q&A")}, extra...)
	}
	others := []string{"click tab-*", "click sort-*"}
	return []Task{
		{Family: "tabs", ID: "open-reviews", Solve: []string{"click [data-k=tab-reviews]"}, Site: "tabs", Vary: v(pick("goal", "Open the Reviews tab", "Show the reviews", "Switch to Reviews")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"click tab-reviews"}, Wrong: others}},
		{Family: "tabs", ID: "quoted", Solve: []string{"click [data-k=\"tab-{{slug .x}}\"]"}, Site: "tabs", Vary: v(between("t", 1, 4), let("x", "{{index .tabs .t}}")),
			Goal: "Switch to the '{{.x}}' tab", Check: Check{Success: []string{"click tab-{{slug .x}}"}, Wrong: others}},
		{Family: "tabs", ID: "last-tab", Solve: []string{"click [data-k=\"tab-{{slug (last .tabs)}}\"]"}, Site: "tabs", Vary: v(), Goal: "Go to the last tab",
			Check: Check{Success: []string{"click tab-{{slug (last .tabs)}}"}, Wrong: others}},
		{Family: "tabs", ID: "specs-no-tab-word", Solve: []string{"click [data-k=tab-specifications]"}, Site: "tabs", Vary: v(pick("goal", "Show me the specifications", "What are the specs? Open them", "View the product specifications")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"click tab-specifications"}, Wrong: others}},
		{Family: "tabs", ID: "tab-then-sort", Solve: []string{"click [data-k=tab-reviews]", "click [data-k=sort-newest]"}, Site: "tabs", Vary: v(),
			Goal: "Open the Reviews tab and sort the reviews by newest", Check: Check{Success: []string{"click tab-reviews", "click sort-newest"}, Ordered: true, Wrong: others}},
	}
}

var faqs = []string{
	"How do I get a refund?;Refunds go back to the original payment method within 5 days.;refunds",
	"Shipping & returns;We ship within 24 hours, and returns are free for 30 days.;returning an item",
	"Can I change my delivery address?;Yes, until the order has shipped.;changing the address",
	"How do I reset my password?;Use the link on the sign-in page.;a forgotten password",
	"Do you ship internationally?;We ship to 40 countries.;shipping abroad",
	"Where is my order?;Track it from the link in your confirmation email.;tracking an order",
}

// accordionTasks: FAQ accordions built as details/summary or as divs with a click
// handler; one section may already be open.
func accordionTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("app", "Shopwise", "Parcelly", "Homestead"), pick("kind", "details", "div"), sample("faq", 5, faqs...),
			between("open", 5, 5), between("t", 0, 4), let("q", "{{part (index .faq .t) 0}}")}, extra...)
	}
	others := []string{"toggle acc-*", "load contact"}
	return []Task{
		{Family: "accordion", ID: "expand-quoted", Solve: []string{"click details[data-k=\"acc-{{.t}}\"] > summary, .head[data-k=\"acc-{{.t}}\"]"}, Site: "accordion", Vary: v(),
			Goal: "Expand '{{.q}}'", Check: Check{Success: []string{"toggle acc-{{.t}}=open"}, Wrong: others}},
		{Family: "accordion", ID: "question-about", Solve: []string{"click details[data-k=\"acc-{{.t}}\"] > summary, .head[data-k=\"acc-{{.t}}\"]"}, Site: "accordion", Vary: v(let("topic", "{{part (index .faq .t) 2}}")),
			Goal: "Open the FAQ question about {{.topic}}", Check: Check{Success: []string{"toggle acc-{{.t}}=open"}, Wrong: others}},
		{Family: "accordion", ID: "nth-section", Solve: []string{"click details[data-k=\"acc-{{add .n -1}}\"] > summary, .head[data-k=\"acc-{{add .n -1}}\"]"}, Site: "accordion", Vary: v(between("n", 2, 4)),
			Goal: "Expand the {{nth .n}} section", Check: Check{Success: []string{"toggle acc-{{add .n -1}}=open"}, Wrong: others}},
		{Family: "accordion", ID: "collapse-open", Solve: []string{"click details[data-k=\"acc-{{.open}}\"] > summary, .head[data-k=\"acc-{{.open}}\"]"}, Site: "accordion", Vary: v(between("open", 0, 4), let("q", "{{part (index .faq .open) 0}}")),
			Goal: "Collapse the \"{{.q}}\" section", Check: Check{Success: []string{"toggle acc-{{.open}}=closed"}, Wrong: others}},
	}
}

// treeTasks: a file tree whose folders expand on click and whose files open a page.
func treeTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("repo", "acme/api", "team/website", "lab/tools"),
			shuffled("folders", "src:main.go,server.go,+handlers", "docs:intro.md,setup.md,+images", "scripts:build.sh,release.sh", "test:main_test.go,fixtures.json"),
			list("leaves", "index.go", "routes.go", "logo.png"), shuffled("rootfiles", "README.md", "go.mod", "LICENSE"),
			pick("openf", "none", "docs")}, extra...)
	}
	files := []string{"load file*", "click folder-*"}
	return []Task{
		{Family: "tree", ID: "expand-folder", Solve: []string{"click [data-k=\"folder-{{.f}}\"]"}, Site: "tree", Vary: v(pick("f", "src", "scripts", "test")),
			Goal: "Expand the {{.f}} folder", Check: Check{Success: []string{"click folder-{{.f}}"}, Wrong: files}},
		{Family: "tree", ID: "open-nested-file", Solve: []string{"click [data-path=\"{{.p}}\"]"}, Site: "tree", Vary: v(pick("p", "src/server.go", "scripts/release.sh", "test/fixtures.json")),
			Goal: "Open {{.p}}", Check: Check{Success: []string{"load file?path={{.p}}"}, Wrong: []string{"load file*"}}},
		{Family: "tree", ID: "two-levels", Solve: []string{"click [data-path=\"{{join (splitpath .p) \"/\"}}\"]"}, Site: "tree", Vary: v(pick("p", "src > handlers > routes.go", "docs > images > logo.png", "src > handlers > index.go")),
			Goal: "Open {{.p}}", Check: Check{Success: []string{"load file?path={{join (splitpath .p) \"/\"}}"}, Wrong: []string{"load file*"}}, Steps: 4},
		{Family: "tree", ID: "root-file", Solve: []string{"click [data-path=\"{{.f}}\"]"}, Site: "tree", Vary: v(pick("f", "README.md", "LICENSE", "go.mod")),
			Goal: "Open the {{.f}} file at the top level", Check: Check{Success: []string{"load file?path={{.f}}"}, Wrong: files}},
	}
}

// pagerTasks: pagination as links or as spans with handlers, and a load-more button.
func pagerTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("title", "Order history", "Search results", "Community threads"), pick("kind", "links", "spans"),
			between("pages", 5, 8), between("cur", 2, 4), sample("rows", 5, products...)}, extra...)
	}
	pages := []string{"load ?page=*", "click more"}
	return []Task{
		{Family: "pager", ID: "page-n", Solve: []string{"click a[href=\"?page={{.n}}\"], [data-page=\"{{.n}}\"]"}, Site: "pager", Vary: v(between("n", 5, 5)),
			Goal: "Go to page {{.n}}", Check: Check{Success: []string{"load ?page={{.n}}"}, Wrong: pages}},
		{Family: "pager", ID: "next", Solve: []string{"click a[href=\"?page={{add .cur 1}}\"], [data-page=\"{{add .cur 1}}\"]"}, Site: "pager", Vary: v(pick("goal", "Next page", "Go to the next page", "Show the next page of results")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"load ?page={{add .cur 1}}"}, Wrong: pages}},
		{Family: "pager", ID: "previous", Solve: []string{"click a[href=\"?page={{add .cur -1}}\"], [data-page=\"{{add .cur -1}}\"]"}, Site: "pager", Vary: v(pick("goal", "Go back to the previous page", "Previous page")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"load ?page={{add .cur -1}}"}, Wrong: pages}},
		{Family: "pager", ID: "last-page", Solve: []string{"click a[href=\"?page={{.pages}}\"], [data-page=\"{{.pages}}\"]"}, Site: "pager", Vary: v(), Goal: "Go to the last page",
			Check: Check{Success: []string{"load ?page={{.pages}}"}, Wrong: pages}},
		{Family: "pager", ID: "load-more", Solve: []string{"click [data-k=more]"}, Site: "pager", Vary: v(pick("goal", "Load more results", "Show more", "Load more")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"click more"}, Wrong: pages}},
	}
}
