package goalbench

// dropdownTasks: custom dropdowns built from a div showing the current value and a
// hidden list of li options (with or without ARIA roles), opened by a click.
func dropdownTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("store", "Threadline", "Parcel & Pine", "Loom"), pick("item", "Linen shirt", "Rain jacket", "Wool beanie"),
			shuffled("order", "color", "size"), sample("colors", 5, "Black", "Navy", "Olive", "Sand", "Rust", "Sky blue", "Charcoal"),
			list("sizes", "XS", "S", "M", "L", "XL"), shuffled("langs", "English", "Deutsch", "Français", "Italiano"),
			pick("aria", "yes", "no"), between("t", 0, 4)}, extra...)
	}
	nocart := []string{"click cart", "added to cart"}
	return []Task{
		{Family: "dropdown", ID: "color-quoted", Solve: []string{"click .dd[data-name=color] .current", "clicktext .dd[data-name=color] li => {{.c}}"}, Site: "dropdown", Vary: v(let("c", "{{index .colors .t}}")),
			Goal: "Choose '{{.c}}' from the Color menu", Check: Check{Fields: map[string]string{"color": "{{.c}}"}, Wrong: nocart}},
		{Family: "dropdown", ID: "size", Solve: []string{"click .dd[data-name=size] .current", "clicktext .dd[data-name=size] li => {{.s}}"}, Site: "dropdown", Vary: v(let("s", "{{index .sizes .t}}")),
			Goal: "Set the size to {{.s}}", Check: Check{Fields: map[string]string{"size": "{{.s}}"}, Wrong: nocart}},
		{Family: "dropdown", ID: "color-and-size", Solve: []string{"click .dd[data-name=color] .current", "clicktext .dd[data-name=color] li => {{.c}}", "click .dd[data-name=size] .current", "clicktext .dd[data-name=size] li => {{.s}}"}, Site: "dropdown", Vary: v(let("c", "{{index .colors .t}}"), let("s", "{{index .sizes (sub 4 .t)}}")),
			Goal: "Pick {{.c}} in size {{.s}}", Steps: 5,
			Check: Check{Fields: map[string]string{"color": "{{.c}}", "size": "{{.s}}"}, Wrong: nocart}},
		{Family: "dropdown", ID: "sort-reviews", Solve: []string{"click .dd[data-name=sort] .current", "clicktext .dd[data-name=sort] li => {{.o}}"}, Site: "dropdown", Vary: v(pick("o", "Newest first", "Highest rating", "Lowest rating")),
			Goal: "Sort the reviews by {{lower .o}}", Check: Check{Fields: map[string]string{"sort": "{{.o}}"}, Wrong: nocart}},
		{Family: "dropdown", ID: "language", Solve: []string{"click .dd[data-name=lang] .current", "clicktext .dd[data-name=lang] li => {{.l}}"}, Site: "dropdown", Vary: v(pick("l", "Deutsch", "Français", "Italiano")),
			Goal: "Switch the site language to {{.l}}", Check: Check{Fields: map[string]string{"lang": "{{.l}}"}, Wrong: nocart}},
	}
}
