package goalbench

var products = []string{"Walnut desk lamp", "Blue enamel kettle", "Merino wool scarf", "Cordless drill 18V", "Ceramic pour-over set", "Canvas tote bag"}

var countries = []string{"Germany;DE", "France;FR", "Japan;JP", "Canada;CA", "Brazil;BR", "India;IN", "Kenya;KE", "Norway;NO"}

// selectTasks: native selects, by label or by the value, one among several, a
// multi-select, and a select named only by its position or its row.
func selectTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("app", "Newsly", "Readwise", "Atlas"), shuffled("order", "country", "language", "tz"),
			sample("countries", 6, countries...), sample("langs", 5, "English", "Deutsch", "Français", "Español", "日本語", "Português"),
			sample("topics", 6, "Science", "History", "Sports", "Politics", "Travel", "Cooking", "Music"),
			between("t", 0, 4)}, extra...)
	}
	return []Task{
		{Family: "select", ID: "country", Solve: []string{"select [name=country] => {{part .c 0}}"}, Site: "select", Vary: v(let("c", "{{index .countries .t}}")),
			Goal: "Choose {{part .c 0}} as the country", Select: []string{"{{part .c 0}}"},
			Check: Check{Fields: map[string]string{"country": "{{part .c 1}}"}}},
		{Family: "select", ID: "language", Solve: []string{"select [name=language] => {{.l}}"}, Site: "select", Vary: v(let("l", "{{index .langs .t}}")),
			Goal: "Set the language to {{.l}}", Select: []string{"{{.l}}"}, Check: Check{Fields: map[string]string{"language": "{{.l}}"}}},
		{Family: "select", ID: "time-zone", Solve: []string{"select [name=tz] => {{part .tz 0}}"}, Site: "select", Vary: v(pick("tz", "Japan Standard Time;Asia/Tokyo", "Central European Time;Europe/Berlin", "Eastern Time (US & Canada);America/New_York")),
			Goal: "Change my time zone to {{part .tz 0}}", Select: []string{"{{part .tz 0}}"}, Check: Check{Fields: map[string]string{"tz": "{{part .tz 1}}"}}},
		{Family: "select", ID: "multi-topics", Solve: []string{"select [name=topics] => {{.a}}|{{.b}}"}, Site: "select", Vary: v(let("a", "{{index .topics 1}}"), let("b", "{{index .topics 3}}")),
			Goal: "Follow the topics {{.a}} and {{.b}}", Select: []string{"{{.a}}", "{{.b}}"},
			Check: Check{Fields: map[string]string{"topics": "{{lower .a}}|{{lower .b}}"}}},
		{Family: "select", ID: "sort-by-price", Solve: []string{"select [name=sort] => Price: low to high"}, Site: "select", Start: "list", Vary: v(sample("items", 3, products...), pick("goal", "Sort by price, lowest first", "Sort by Price: low to high", "Show the cheapest first")),
			Goal: "{{.goal}}", Select: []string{"Price: low to high"}, Check: Check{Fields: map[string]string{"sort": "price_asc"}}},
		{Family: "select", ID: "per-page", Solve: []string{"select [name=per] => {{.n}}"}, Site: "select", Start: "list", Vary: v(sample("items", 3, products...), pick("n", "25", "50", "100")),
			Goal: "Show {{.n}} results per page", Select: []string{"{{.n}}"}, Check: Check{Fields: map[string]string{"per": "{{.n}}"}}},
		{Family: "select", ID: "row-quantity", Solve: []string{"select [name=\"qty-{{slug (index .items .r)}}\"] => {{.q}}"}, Site: "select", Start: "list",
			Vary: v(sample("items", 3, products...), between("r", 0, 2), pick("q", "2", "3", "4")),
			Goal: "Set the quantity of the {{lower (index .items .r)}} to {{.q}}", Select: []string{"{{.q}}"},
			Check: Check{Fields: map[string]string{"qty-{{slug (index .items .r)}}": "{{.q}}"}}},
	}
}
