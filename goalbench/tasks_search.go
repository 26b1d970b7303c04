package goalbench

// catalog rows: a query, then results as "title;author or brand;price;blurb".
var catalog = [][]string{
	{"wireless headphones",
		"Aria ANC Wireless Headphones;Soundwave;$129.00;Over-ear, 30 h battery, active noise cancelling",
		"Pulse Buds Wireless Earbuds;Kestrel Audio;$59.99;In-ear, charging case, IPX4",
		"Studio Monitor Headphones (wired);Harmon Lane;$89.00;Closed-back studio cans with a 3 m cable",
		"Trek Sport Wireless Headphones;Vantage;$74.50;Neckband for running, sweat resistant",
		"Lumen Kids Headphones;Tiny Tunes;$24.99;Volume-limited, foldable"},
	{"cast iron skillet",
		"Heritage 12-inch Cast Iron Skillet;Ironclad;$44.95;Pre-seasoned, oven safe to 260 °C",
		"Camp Chef Cast Iron Griddle;Trailside;$39.00;Reversible, fits two burners",
		"Enamelled Cast Iron Casserole;Maison Rouge;$159.00;5.2 litre, cherry red",
		"Mini Cast Iron Skillet Set (3);Lodgewood;$29.99;For single servings and desserts",
		"Skillet Care Kit;Seasoned Co.;$18.50;Chain-mail scrubber, oil and handle cover"},
	{"go programming book",
		"The Go Programming Language;Donovan & Kernighan;$39.99;The classic tour of the language",
		"Learning Go, 2nd Edition;Jon Bodner;$54.99;Idiomatic Go for experienced developers",
		"Concurrency in Go;Katherine Cox-Buday;$39.99;Patterns and tools for concurrent programs",
		"Go Programming Blueprints;Mat Ryer;$34.99;Build real-world projects step by step",
		"100 Go Mistakes and How to Avoid Them;Teiva Harsanyi;$49.99;Common pitfalls explained"},
	{"trail running shoes",
		"Ridgeline 4 Trail Running Shoes;Summit;$139.00;Rock plate, 6 mm drop",
		"Mudrunner GTX;Fellwalker;$165.00;Waterproof with aggressive lugs",
		"Cloudtrail Lite;Aerostride;$119.00;Lightweight for dry paths",
		"Road Glide 9 Running Shoes;Velocity;$129.00;A road shoe, not for trails",
		"Trail Running Socks (3 pairs);Woolpath;$21.00;Merino blend"},
}

// searchTasks: search a store, then open one result by position, by author, by price or
// by its exact title; results are links or, on some sites, clickable div cards.
func searchTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{
			pick("store", "Bookery", "Outfitters", "Kitchen Depot", "Gadget Hub"),
			pick("placeholder", "Search products", "What are you looking for?", "Search"),
			sample("popular", 2, "Gift cards", "Summer sale picks", "Top rated this week"),
			theme("q", "res", catalog...),
			pick("cards", "links", "links", "divs"),
			between("t", 0, 4),
			pick("low", "$9.95", "$12.49", "$7.99"),
		}, extra...)
	}
	open := Check{Wrong: []string{"load item?id=*", "click buy", "click subscribe"}}
	withTarget := func(c Check, target string) Check {
		c.Success = []string{"load item?id={{slug (part " + target + " 0)}}"}
		c.Fields = map[string]string{"q": "{{.q}}"}
		return c
	}
	return []Task{
		{
			Family: "search", ID: "first-result", Solve: []string{"fill [name=q] => {{.q}}", "click form[role=search] button", "click [href=\"item?id={{slug (part (index .res 0) 0)}}\"], [data-href=\"item?id={{slug (part (index .res 0) 0)}}\"]"}, Site: "shop", Vary: v(pick("goal", "Search for {{.q}} and open the first result", "Look up {{.q}} and open the top result")),
			Goal: "{{.goal}}", Text: []string{"{{.q}}"}, Check: withTarget(open, "(index .res 0)"),
		},
		{
			Family: "search", ID: "last-result", Solve: []string{"fill [name=q] => {{.q}}", "click form[role=search] button", "click [href=\"item?id={{slug (part (last .res) 0)}}\"], [data-href=\"item?id={{slug (part (last .res) 0)}}\"]"}, Site: "shop", Vary: v(),
			Goal: "Search for {{.q}} and open the last result", Text: []string{"{{.q}}"}, Check: withTarget(open, "(last .res)"),
		},
		{
			Family: "search", ID: "nth-result", Solve: []string{"fill [name=q] => {{.q}}", "click form[role=search] button", "click [href=\"item?id={{slug (part (index .res (add .n -1)) 0)}}\"], [data-href=\"item?id={{slug (part (index .res (add .n -1)) 0)}}\"]"}, Site: "shop", Vary: v(between("n", 2, 4), pick("how", "ord", "nth")),
			Goal: "Search {{.q}}, then open the {{if eq .how \"ord\"}}{{ord .n}}{{else}}{{nth .n}}{{end}} result", Text: []string{"{{.q}}"},
			Check: withTarget(open, "(index .res (add .n -1))"),
		},
		{
			Family: "search", ID: "by-author", Solve: []string{"fill [name=q] => {{.q}}", "click form[role=search] button", "click [href=\"item?id={{slug (part (index .res .t) 0)}}\"], [data-href=\"item?id={{slug (part (index .res .t) 0)}}\"]"}, Site: "shop", Vary: v(let("who", "{{part (index .res .t) 1}}")),
			Goal: "Search for {{.q}} and open the one by {{.who}}", Text: []string{"{{.q}}"}, Check: withTarget(open, "(index .res .t)"),
		},
		{
			Family: "search", ID: "cheapest", Solve: []string{"fill [name=q] => {{.q}}", "click form[role=search] button", "click [href=\"item?id={{slug (part (index .res .t) 0)}}\"], [data-href=\"item?id={{slug (part (index .res .t) 0)}}\"]"}, Site: "shop", Vary: v(),
			Goal: "Search for {{.q}} and open the cheapest result", Text: []string{"{{.q}}"}, Check: withTarget(open, "(index .res .t)"),
		},
		{
			Family: "search", ID: "exact-title", Solve: []string{"click [href=\"item?id={{slug (part (index .res .t) 0)}}\"], [data-href=\"item?id={{slug (part (index .res .t) 0)}}\"]"}, Site: "shop", Start: "results?q={{urlq .q}}", Vary: v(let("title", "{{part (index .res .t) 0}}")),
			Goal:  "Open \"{{.title}}\"",
			Check: Check{Success: []string{"load item?id={{slug .title}}"}, Wrong: open.Wrong},
		},
	}
}
