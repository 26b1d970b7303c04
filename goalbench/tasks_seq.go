package goalbench

// seqPads are the button sets of the sequence pages (the first cell names the set).
var seqPads = [][]string{
	{"numbers", "ONE", "TWO", "THREE", "FOUR", "FIVE"},
	{"alphabet", "Alpha", "Bravo", "Charlie", "Delta", "Echo"},
	{"colours", "Red", "Green", "Blue", "Yellow", "Purple"},
	{"words", "Apple", "River", "Stone", "Cloud", "Lantern"},
}

// sequenceTasks: ordered button presses with every button on the page at once, in an
// order unrelated to the requested one; buttons are <button>, div or href-less <a>.
func sequenceTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{
			pick("title", "Button test", "Practice pad", "Control panel", "Sequence"),
			pick("intro", "Press the buttons in the order you are told.", "Each press is logged below.", ""),
			theme("set", "shown", seqPads...), pick("kind", "button", "div", "a"),
			shuffled("pos", "0", "1", "2", "3", "4"),
			let("a", "{{index .shown (atoi (index .pos 0))}}"), let("b", "{{index .shown (atoi (index .pos 1))}}"),
			let("c", "{{index .shown (atoi (index .pos 2))}}"),
		}, extra...)
	}
	two := Check{Success: []string{"click {{.a}}", "click {{.b}}"}, Ordered: true, Wrong: []string{"click *"}}
	three := Check{Success: []string{"click {{.a}}", "click {{.b}}", "click {{.c}}"}, Ordered: true, Wrong: []string{"click *"}}
	return []Task{
		{Family: "sequence", ID: "then", Solve: []string{"click #pad [data-k=\"{{.a}}\"]", "click #pad [data-k=\"{{.b}}\"]"}, Site: "seq", Vary: v(), Goal: "Click {{.a}}, then {{.b}}", Check: two},
		{Family: "sequence", ID: "first-then", Solve: []string{"click #pad [data-k=\"{{.a}}\"]", "click #pad [data-k=\"{{.b}}\"]"}, Site: "seq", Vary: v(), Goal: "First {{.a}}, then {{.b}}", Check: two},
		{Family: "sequence", ID: "quoted", Solve: []string{"click #pad [data-k=\"{{.a}}\"]", "click #pad [data-k=\"{{.b}}\"]"}, Site: "seq", Vary: v(), Goal: "Press '{{.a}}' and after that '{{.b}}'", Check: two},
		{Family: "sequence", ID: "three", Solve: []string{"click #pad [data-k=\"{{.a}}\"]", "click #pad [data-k=\"{{.b}}\"]", "click #pad [data-k=\"{{.c}}\"]"}, Site: "seq", Vary: v(), Goal: "Press {{.a}}, then {{.b}}, and finally {{.c}}", Check: three, Steps: 4},
		{Family: "sequence", ID: "single", Solve: []string{"click #pad [data-k=\"{{.a}}\"]"}, Site: "seq", Vary: v(), Goal: "Click the {{.a}} button", Check: Check{Success: []string{"click {{.a}}"}, Wrong: []string{"click *"}}},
	}
}
