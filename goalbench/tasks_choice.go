package goalbench

// checkboxTasks: checkbox groups (native, custom-styled with the input hidden behind its
// label, and switch toggles drawn as spans), an unticking, a position, and "none".
func checkboxTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("app", "Pillbox", "Tandem", "Orbit"), shuffled("channels", "Email", "SMS", "Push", "Slack"),
			sample("topics", 4, "Product updates", "Security alerts", "Weekly digest", "Tips and tutorials", "Event invitations"),
			sample("toggles", 2, "Do not disturb at night", "Sound", "Vibrate", "Badge count"), pick("save", "Save", "Save preferences", "Update")}, extra...)
	}
	return []Task{
		{Family: "checkbox", ID: "two-channels", Solve: []string{"click [name=notify][value=\"{{lower .a}}\"]", "click [name=notify][value=\"{{lower .b}}\"]"}, Site: "checks", Vary: v(let("a", "{{index .channels 0}}"), let("b", "{{index .channels 2}}")),
			Goal: "Tick {{.a}} and {{.b}}", Check: Check{Fields: map[string]string{"notify": "{{lower .a}}|{{lower .b}}"}}},
		{Family: "checkbox", ID: "custom-quoted", Solve: []string{"click [name=topics][value=\"{{slug .x}}\"]"}, Site: "checks", Vary: v(between("t", 0, 3), let("x", "{{index .topics .t}}")),
			Goal: "Check '{{.x}}'", Check: Check{Fields: map[string]string{"topics": "{{slug .x}}"}}},
		{Family: "checkbox", ID: "untick", Solve: []string{"click [name=newsletter]"}, Site: "checks", Vary: v(pick("goal", "Untick the monthly newsletter", "Stop the monthly newsletter: uncheck it", "Uncheck 'Monthly newsletter'")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"pick newsletter="}, Fields: map[string]string{"newsletter": ""}}},
		{Family: "checkbox", ID: "third-checkbox", Solve: []string{"click [name=notify][value=\"{{lower (index .channels 2)}}\"]"}, Site: "checks", Vary: v(),
			Goal: "Tick the third checkbox", Check: Check{Fields: map[string]string{"notify": "{{lower (index .channels 2)}}"}}},
		{Family: "checkbox", ID: "toggle-switch", Solve: []string{"click .sw[data-name=\"{{slug .s}}\"]"}, Site: "checks", Vary: v(let("s", "{{index .toggles 1}}")),
			Goal: "Turn on {{.s}}", Check: Check{Fields: map[string]string{"{{slug .s}}": "on"}}},
		{Family: "checkbox", ID: "none-then-next", Solve: []string{"click button[type=submit]"}, Site: "checks", Start: "survey",
			Vary: v(pick("question", "Which of these have you used in the last month?", "Which devices do you own?"), shuffled("options", "A smartwatch", "A tablet", "A games console", "An e-reader"),
				pick("goal", "Select none of them and press Next", "I use none of these: just press Next", "Leave all boxes unticked and go to the next page")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"load next"}, Fields: map[string]string{"answer": ""}}},
	}
}

// radioTasks: native radio groups, selectable cards drawn as divs, a star rating of
// spans with titles, and a survey grid where the row names the group.
func radioTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("store", "Northwind", "Bluebird", "Cascade"),
			shuffled("ships", "Standard;3–5 business days, free", "Express;1–2 business days, $9.99", "Next day;order by 2 pm, $19.99", "Pick up in store;ready in 2 hours"),
			shuffled("cycles", "Monthly", "Yearly")}, extra...)
	}
	return []Task{
		{Family: "radio", ID: "shipping", Solve: []string{"click [name=ship][value=\"{{slug .s}}\"]"}, Site: "radios", Vary: v(between("t", 0, 3), let("s", "{{part (index .ships .t) 0}}")),
			Goal: "Choose {{.s}} shipping", Check: Check{Fields: map[string]string{"ship": "{{slug .s}}"}}},
		{Family: "radio", ID: "nth-option", Solve: []string{"click [name=ship][value=\"{{slug (part (index .ships (add .n -1)) 0)}}\"]"}, Site: "radios", Vary: v(between("n", 1, 4)),
			Goal: "Select the {{nth .n}} delivery option", Check: Check{Fields: map[string]string{"ship": "{{slug (part (index .ships (add .n -1)) 0)}}"}}},
		{Family: "radio", ID: "billing-card", Solve: []string{"click .plan[data-v=\"{{slug .c}}\"]"}, Site: "radios", Vary: v(pick("c", "Monthly", "Yearly"), pick("goal", "Pay {{lower .c}}", "Switch billing to {{.c}}", "I want {{lower .c}} billing")),
			Goal: "{{.goal}}", Check: Check{Fields: map[string]string{"billing": "{{slug .c}}"}}},
		{Family: "radio", ID: "stars", Solve: []string{"click .stars [data-v=\"{{.r}}\"]"}, Site: "radios", Vary: v(between("r", 2, 5)),
			Goal: "Rate my last order {{.r}} stars", Check: Check{Fields: map[string]string{"rating": "{{.r}}"}}},
		{Family: "radio", ID: "gift-wrap", Solve: []string{"click [name=gift][value=yes]"}, Site: "radios", Vary: v(), Goal: "Add gift wrap",
			Check: Check{Fields: map[string]string{"gift": "yes"}}},
		{Family: "radio", ID: "survey-row", Solve: []string{"click [name=q{{.r}}][value=\"{{slug .a}}\"]"}, Site: "radios", Start: "survey",
			Vary: v(list("scale", "Disagree", "Neutral", "Agree"), shuffled("statements", "The site is easy to use", "Prices are fair", "Delivery was fast", "Support was helpful"),
				between("r", 0, 3), pick("a", "Disagree", "Neutral", "Agree")),
			Goal: "Answer {{.a}} for \"{{index .statements .r}}\"", Check: Check{Fields: map[string]string{"q{{.r}}": "{{slug .a}}"}}},
	}
}
